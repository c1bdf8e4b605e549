import type { Feito } from 'shared/contract';
import type { CitaPendente, Seccion } from './documento.js';

/** One reading of a fact from one sentence: its value, how strongly the sentence states it, and the quote. */
export interface Candidato<T> {
  valor: T;
  puntos: number;
  /** Position in the document: the first clear statement wins among equals. */
  orde: number;
  cita: string | CitaPendente;
}

/** Points a sentence earns from its section, per fact; a section missing from the table earns 0. */
export type PesosSeccion = Partial<Record<Seccion, number>>;

/** Sections whose sentences never state the facts of the call: merits, syllabus, annexes (forms), appeals. */
export const FORA: PesosSeccion = { meritos: -6, temario: -8, anexo: -4, recursos: -4 };

export const peso = (pesos: PesosSeccion, s: Seccion): number => pesos[s] ?? FORA[s] ?? 0;

/**
 * The reading kept: most points, then first in the text. Confidence grows with the points and drops when another
 * reading nearly as strong says something else.
 */
export function escoller<T>(cands: Candidato<T>[], clave: (v: T) => string = (v) => JSON.stringify(v), minimo = 1): Feito<T> | undefined {
  let mellor: Candidato<T> | undefined;
  for (const c of cands) if (c.puntos >= minimo && (!mellor || c.puntos > mellor.puntos || (c.puntos === mellor.puntos && c.orde < mellor.orde))) mellor = c;
  if (!mellor) return undefined;
  const k = clave(mellor.valor);
  const rival = cands.some((c) => c.puntos >= mellor!.puntos - 1 && c.puntos >= minimo && clave(c.valor) !== k);
  const confianza = Math.max(0.2, Math.min(0.98, 0.45 + 0.08 * mellor.puntos - (rival ? 0.25 : 0)));
  return { valor: mellor.valor, cita: String(mellor.cita), confianza: Math.round(confianza * 100) / 100 };
}
