import { FEITOS_REQUISITOS, GRUPOS, NIVEIS_TITULACION, QUENDAS, TIPOS_PERSOAL, unDe, type FeitosDoTexto, type Opo, type RequisitosDaLista } from 'shared/contract';

/** The columns of `proceso_oposicion` that hold the facts lists filter by (migration 125_feitos_proceso). */
export interface FeitosColumnas {
  grupo?: string | null;
  /** Every group of the process (two or more for a call of posts of several groups; migration 290). */
  grupos?: string[] | null;
  nivel_titulacion?: string | null;
  tipo_persoal?: string | null;
  quendas?: string[] | null;
  bolsa?: boolean | null;
  prazas?: number | null;
  /** The facts read from the texts, with their quotes (`proceso_oposicion.feitos`). */
  feitos?: FeitosDoTexto | null;
}

export type FeitosDaOpo = Pick<Opo, 'grupo' | 'grupos' | 'nivelTitulacion' | 'tipoPersoal' | 'quendas' | 'bolsa' | 'prazas' | 'requisitos'>;

/**
 * The process facts a competition of a list carries (issue 22), from its process's columns: only the facts its texts
 * state (a value the contract does not name is left out, as an unstated fact), so a filter never matches a guess.
 */
export function feitosDaOpo(r: FeitosColumnas | undefined): FeitosDaOpo {
  if (!r) return {};
  const out: FeitosDaOpo = {};
  const grupo = unDe(GRUPOS, r.grupo);
  if (grupo) out.grupo = grupo;
  const grupos = GRUPOS.filter((g) => r.grupos?.includes(g));
  if (!grupo && grupos.length > 1) out.grupos = grupos;
  const nivel = unDe(NIVEIS_TITULACION, r.nivel_titulacion);
  if (nivel) out.nivelTitulacion = nivel;
  const persoal = unDe(TIPOS_PERSOAL, r.tipo_persoal);
  if (persoal) out.tipoPersoal = persoal;
  const quendas = QUENDAS.filter((q) => r.quendas?.includes(q));
  if (quendas.length) out.quendas = quendas;
  if (typeof r.bolsa === 'boolean') out.bolsa = r.bolsa;
  if (typeof r.prazas === 'number' && Number.isInteger(r.prazas) && r.prazas > 0) out.prazas = r.prazas;
  // Issue 24: what "Can I apply?" checks, so the browser checks a profile it never sends; issue 25: without the
  // quotes (no list screen shows them; they were half a list's bytes, and of the home page's).
  const requisitos: RequisitosDaLista = {};
  for (const k of FEITOS_REQUISITOS) {
    const feito = r.feitos?.[k];
    if (!feito) continue;
    const { cita: _cita, ...senCita } = feito;
    Object.assign(requisitos, { [k]: senCita });
  }
  if (Object.keys(requisitos).length) out.requisitos = requisitos;
  return out;
}

/** The fields `feitosDaOpo` adds, left out of a list answered in SPEC's exact shape (without `ampliado`). */
export const CAMPOS_FEITOS_OPO = ['grupo', 'grupos', 'nivelTitulacion', 'tipoPersoal', 'quendas', 'bolsa', 'prazas', 'requisitos'] as const;
