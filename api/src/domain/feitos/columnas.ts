import { GRUPOS, type FeitosDoTexto, type Grupo, type Quenda } from 'shared/contract';

/** The facts of a process the lists, alerts, feeds and open data filter by, as stored beside it (issue 22). */
export interface ColunasDosFeitos {
  /** The group when the process has one (a single post, or several posts of one group). */
  grupo: Grupo | null;
  /** Every group of the process, in the order of GRUPOS (two or more for a call of posts of several groups). */
  grupos: Grupo[];
  nivelTitulacion: string | null;
  tipoPersoal: string | null;
  /** The turns with places (libre, promocion_interna, discapacidade). */
  quendas: Quenda[];
  bolsa: boolean | null;
  /** Places in total: stated, or the sum over the posts of a joint call when each post states its own. */
  prazas: number | null;
}

const QUENDA_DA_PRAZA = { libre: 'libre', promocionInterna: 'promocion_interna', discapacidade: 'discapacidade' } as const;

/**
 * What a process's facts give its filter columns. A call of several posts has no single group, places or turn of its
 * own: it has those of its posts ("Administrativo/a, C1, promoción interna; auxiliar, C2, libre" is found under C1 and
 * under C2, under both turns, with its places summed), so filtering by group or turn never misses it. Pure.
 */
export function colunasDosFeitos(f: FeitosDoTexto): ColunasDosFeitos {
  const postos = f.postos?.valor ?? [];
  const gruposDosPostos = new Set(postos.map((p) => p.grupo).filter((g): g is Grupo => !!g));
  const grupos = f.grupo ? [f.grupo.valor] : GRUPOS.filter((g) => gruposDosPostos.has(g));
  const quendas = new Set<Quenda>();
  if (f.prazas) for (const [k, q] of Object.entries(QUENDA_DA_PRAZA)) if ((f.prazas.valor[k as keyof typeof QUENDA_DA_PRAZA] ?? 0) > 0) quendas.add(q);
  for (const p of postos) if (p.quenda) quendas.add(QUENDA_DA_PRAZA[p.quenda]);
  const prazasDosPostos = postos.length && postos.every((p) => p.prazas) ? postos.reduce((s, p) => s + p.prazas!, 0) : null;
  return {
    grupo: grupos.length === 1 ? grupos[0] : null,
    grupos,
    nivelTitulacion: f.titulacion?.valor.nivel ?? null,
    tipoPersoal: f.tipoPersoal?.valor ?? null,
    quendas: (Object.values(QUENDA_DA_PRAZA) as Quenda[]).filter((q) => quendas.has(q)),
    bolsa: f.bolsa ? f.bolsa.valor : null,
    prazas: f.prazas?.valor.total ?? prazasDosPostos,
  };
}
