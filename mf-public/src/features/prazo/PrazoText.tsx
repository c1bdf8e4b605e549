import { useT, type DateArray, type Prazo } from 'shared';

/** dd/mm/yyyy, as the bulletins and the administration write a deadline. */
export function shortDate(a: DateArray | readonly number[]): string {
  return `${String(a[2]).padStart(2, '0')}/${String(a[1]).padStart(2, '0')}/${a[0]}`;
}

/** "Prazo de presentación: ata o 17/12/2026 (quedan 6 días hábiles)", "prazo pechado", or pending the BOE; estimates say so. */
export function PrazoText({ prazo }: { prazo: Prazo }) {
  const { t } = useT();
  let text: string;
  if (prazo.pendente || !prazo.ultimoDia) text = t('public.prazo.pendente');
  else if (!prazo.aberto) text = t('public.prazo.pechadoData', { data: shortDate(prazo.ultimoDia) });
  else if (prazo.diasHabilesRestantes <= 1) text = t('public.prazo.ataUltimo', { data: shortDate(prazo.ultimoDia) });
  else text = t('public.prazo.ata', { data: shortDate(prazo.ultimoDia), n: prazo.diasHabilesRestantes });
  return (
    <div className={`prazo ${prazo.aberto ? 'prazo-aberto' : 'prazo-pechado'}`} data-testid="prazo">
      <p><strong>{t('public.prazo.titulo')}:</strong> {text}</p>
      {prazo.estimado ? <p className="card-meta">{t('public.prazo.estimado', { texto: prazo.texto || t('public.prazo.regraHabitual') })}</p> : null}
      {!prazo.estimado && prazo.texto ? <p className="card-meta">{t('public.prazo.atopado', { texto: prazo.texto })}</p> : null}
    </div>
  );
}
