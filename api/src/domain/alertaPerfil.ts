import { avaliarPerfilDaOpo, tipoAnuncio, type AvaliacionPerfil, type Opo, type Perfil, type TipoAnuncio } from 'shared/contract';

/**
 * "Avísame cando se abra un proceso para min" (issue 24): which new competitions a profile alert tells, pure.
 * The answer is the browser's own (`avaliarPerfilDaOpo` of shared): one meaning of "can I apply?" everywhere.
 */

/** Kinds of notice that open a process one can apply to: a call with its rules, a job pool. */
const ABREN: ReadonlySet<TipoAnuncio> = new Set(['convocatoria', 'bolsa']);

/**
 * Whether a competition opens a process: a call or a job pool; one of unknown kind counts too (a missed opening is
 * worse than one line too many). Admitted lists, boards, exam dates, results, appointments, corrections, public
 * employment offers and provision of posts do not.
 */
export function abreProceso(o: Pick<Opo, 'tipoEdicto'>): boolean {
  const tipo = tipoAnuncio(o.tipoEdicto);
  return tipo === null || ABREN.has(tipo);
}

export interface ProcesoParaPerfil<O extends Opo = Opo> {
  opo: O;
  avaliacion: AvaliacionPerfil;
}

/**
 * The competitions that open a process the profile may apply to (`podes`) or must check (`revisa`), each with its
 * check, in the order given; never one the profile does not meet (`non`).
 */
export function procesosParaPerfil<O extends Opo>(perfil: Perfil, opos: readonly O[]): ProcesoParaPerfil<O>[] {
  const out: ProcesoParaPerfil<O>[] = [];
  for (const opo of opos) {
    if (!abreProceso(opo)) continue;
    const avaliacion = avaliarPerfilDaOpo(perfil, opo);
    if (avaliacion.resposta !== 'non') out.push({ opo, avaliacion });
  }
  return out;
}
