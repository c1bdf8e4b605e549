import { useT, type AvaliacionPerfil, type AvaliacionPerfilModulo, type Perfil, type RequisitosAvaliables } from 'shared';

/** A mark besides the colour, so the answer is not told by colour alone. */
export const MARCA = { podes: '✓', revisa: '?', non: '✗' } as const;

/** The check of a list's competition: its process's requirements and place. */
export function avaliarOpo(m: AvaliacionPerfilModulo, perfil: Perfil, opo: { requisitos?: RequisitosAvaliables; provincia?: string; organizacion?: string }): AvaliacionPerfil {
  return m.avaliarPerfilDaOpo(perfil, opo);
}

/** A card's answer to "can I apply?", with the deciding reasons in words. */
export function RespostaPerfil({ avaliacion, m }: { avaliacion: AvaliacionPerfil; m: AvaliacionPerfilModulo }) {
  const { t } = useT();
  const razon = m.razonEnPalabras(avaliacion, t);
  const r = avaliacion.resposta;
  return (
    <p className={`perfil-resposta perfil-${r}`} data-testid="perfil-resposta" data-resposta={r}>
      <strong className="perfil-badge"><span aria-hidden="true">{MARCA[r]} </span>{t(`public.perfil.resposta.${r}`)}</strong>
      {razon ? <>{' '}<span className="perfil-razon">{razon}</span></> : null}
    </p>
  );
}
