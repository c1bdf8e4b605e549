import { useT, type ProcesoOposicion } from 'shared';
import { estadoDoProceso } from './estadoProceso';
import './estadoProceso.css';
import '../../textos/proceso';

/**
 * The state of a process in words, once: "Prazo aberto ata o 12 de marzo", "Prazo pendente de publicación no BOE",
 * "Convocado", "En curso", "Rematado"; beneath it what a candidate needs about the period (days left, the phrase read
 * in the bulletin or the rule assumed, the day it ended).
 */
export function EstadoProceso({ proceso }: { proceso: Pick<ProcesoOposicion, 'procesoFinalizado' | 'etapa' | 'prazo'> }) {
  const { t, dayMonth } = useT();
  const estado = estadoDoProceso(proceso);
  let texto: string;
  const detalles: string[] = [];
  const nota = (estimado: boolean, lido: string) => {
    if (estimado) detalles.push(t('public.prazo.estimado', { texto: lido || t('public.prazo.regraHabitual') }));
    else if (lido) detalles.push(t('public.prazo.atopado', { texto: lido }));
  };
  switch (estado.tipo) {
    case 'prazoAberto':
      texto = t(estado.estimado ? 'public.prazo.abertoAtaEstimado' : 'public.prazo.abertoAta', { data: dayMonth(estado.ultimoDia) });
      // The last day is today only when no calendar day is left after it (a Saturday before a last Monday has one business
      // day left, but it is not the last day); both counts are said, since a period may be of business or calendar days.
      detalles.push(estado.diasRestantes <= 1 ? t('public.prazo.hoxeUltimo')
        : t(estado.diasHabilesRestantes === 1 ? 'public.prazo.queda' : 'public.prazo.quedan', { n: estado.diasHabilesRestantes, naturais: estado.diasRestantes }));
      nota(estado.estimado, estado.texto);
      break;
    case 'prazoPendente':
      texto = t('public.prazo.pendenteBoe');
      nota(estado.estimado, estado.texto);
      break;
    case 'en_curso':
      texto = t('public.etapa.en_curso');
      if (estado.prazoRematou) detalles.push(t(estado.estimado ? 'public.prazo.rematouEstimado' : 'public.prazo.rematou', { data: dayMonth(estado.prazoRematou) }));
      break;
    default:
      texto = t(`public.etapa.${estado.tipo}`);
  }
  return (
    <div className={`estado-proceso estado-${estado.tipo}`} data-testid="estado-proceso">
      <p className="estado-texto"><span className="visually-hidden">{t('public.etapa')}: </span>{texto}</p>
      {detalles.map((d) => <p key={d} className="card-meta">{d}</p>)}
    </div>
  );
}
