import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agrupar, type EdictoDeProceso } from '../procesos.js';
import { corpusDir } from './evaluacion.js';

/** One labelled process of corpus/procesos.json: its id and its edicts, as a careful reader grouped them. */
export interface ProcesoEtiquetado {
  proceso: string;
  edictos: EdictoDeProceso[];
}

export function cargarProcesos(dir = corpusDir()): ProcesoEtiquetado[] {
  return JSON.parse(readFileSync(join(dir, 'procesos.json'), 'utf8')) as ProcesoEtiquetado[];
}

export interface AvaliacionAgrupacion {
  precision: number;
  recall: number;
  /** Pairs of edicts put together by `agrupar`, pairs labelled together, and pairs in both. */
  pares: { agrupados: number; etiquetados: number; acertados: number };
  /** Labelled processes whose edicts `agrupar` split, or mixed with another's (for --errors). */
  erros: { edicto: string; esperado: string; xunto: string[] }[];
}

/**
 * Pairwise evaluation of the grouping: every edict of the set goes to `agrupar` at once (shuffled by process, in
 * date order as ingestion sees them); a pair of edicts is "together" when they end in one process. Precision: of
 * the pairs put together, those labelled together; recall: of the pairs labelled together, those put together.
 */
export function avaliarAgrupacion(conxunto: ProcesoEtiquetado[]): AvaliacionAgrupacion {
  const label = new Map<string, string>();
  for (const p of conxunto) for (const e of p.edictos) label.set(e.id, p.proceso);
  const grupos = agrupar(conxunto.flatMap((p) => p.edictos));
  const got = new Map<string, number>();
  grupos.forEach((g, i) => g.edictos.forEach((e) => got.set(e.id, i)));
  const ids = [...label.keys()];
  let agrupados = 0, etiquetados = 0, acertados = 0;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const same = label.get(ids[i]) === label.get(ids[j]);
      const together = got.get(ids[i]) === got.get(ids[j]);
      if (same) etiquetados++;
      if (together) agrupados++;
      if (same && together) acertados++;
    }
  }
  const erros: AvaliacionAgrupacion['erros'] = [];
  for (const g of grupos) {
    const labels = new Set(g.edictos.map((e) => label.get(e.id)));
    for (const e of g.edictos) {
      const esperado = label.get(e.id)!;
      const whole = conxunto.find((p) => p.proceso === esperado)!.edictos.length;
      const mine = g.edictos.filter((x) => label.get(x.id) === esperado).length;
      if (labels.size > 1 || mine < whole) erros.push({ edicto: e.id, esperado, xunto: g.edictos.map((x) => x.id) });
    }
  }
  return {
    precision: agrupados ? acertados / agrupados : 1,
    recall: etiquetados ? acertados / etiquetados : 1,
    pares: { agrupados, etiquetados, acertados },
    erros,
  };
}
