import type { BOP_NAMES } from 'shared/contract';
import type { HttpClient } from '../http.js';

export type BopName = (typeof BOP_NAMES)[number];

/** One edict as listed in a bulletin's daily summary. */
export interface SourceEdict {
  /** The bulletin's own identifier (registry number, document id ...); unique within the bulletin. */
  idFuente: string;
  seccion: string;
  organizacion: string;
  titulo: string;
  /** The same title in the other language, when the bulletin gives both (BOP Ourense). */
  tituloAlternativo?: string;
  urlDetalle: string;
  urlPdf: string | null;
}

/** What reading one bulletin for one date gave. */
export type SourceReading =
  | { estado: 'ok'; numero: string | null; edictos: SourceEdict[]; trazas: string[] }
  /** No bulletin that day (Sundays, holidays): a normal outcome. */
  | { estado: 'sen_boletin'; trazas: string[] };

/** The small interface every bulletin module implements. */
export interface BulletinSource {
  bop: BopName;
  /** The bulletin's web address for a date (what /bop/listadoBopsWeb lists). */
  webUrl(fecha: string): string;
  /**
   * Reads the daily summary of `fecha` (YYYY-MM-DD). Throws StructureError when the page is not a valid day of this
   * bulletin (what was missing in the message), FormatError when the answer cannot be read at all.
   */
  read(fecha: string, http: HttpClient): Promise<SourceReading>;
}

/** The bulletin answered something we cannot read (an unexpected HTTP status, a body that is not what we know). */
export class FormatError extends Error {}

/**
 * The day's page does not look like a valid day of this bulletin: a container the parser needs is missing, the
 * bulletin's number or date does not match the request, or a day that exists (header present, calendar says so)
 * yields no edict. Recorded as `estructura_cambiada` with the message saying exactly what was missing; never a
 * quiet day with 0 edicts.
 */
export class StructureError extends FormatError {}

/** Throws StructureError listing what is missing, when anything is. */
export function requireStructure(bop: string, missing: (string | false | null | undefined)[]): void {
  const what = missing.filter((m): m is string => typeof m === 'string' && m.length > 0);
  if (what.length) throw new StructureError(`${bop}: ${what.join('; ')}`);
}

export function isoParts(fecha: string): { y: string; m: string; d: string } {
  const [y, m, d] = fecha.split('-');
  return { y, m, d };
}

/** Text of an element with spaces (also non-breaking) collapsed. */
export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
}

export function absolute(href: string, base: string): string {
  return new URL(href, base).toString();
}

const MESES: Record<string, number> = {
  xaneiro: 1, enero: 1, febreiro: 2, febrero: 2, marzo: 3, abril: 4, maio: 5, mayo: 5, xuño: 6, junio: 6,
  xullo: 7, julio: 7, agosto: 8, setembro: 9, septiembre: 9, outubro: 10, octubre: 10, novembro: 11, noviembre: 11,
  decembro: 12, diciembre: 12,
};

/** "Mércores, 01 de marzo de 2023" (Galician or Spanish month names) → 2023-03-01, or null. */
export function parseLongDate(text: string): string | null {
  const m = /(\d{1,2})\s+de\s+([a-zñ]+)\s+de\s+(\d{4})/i.exec(text);
  if (!m) return null;
  const month = MESES[m[2].toLowerCase()];
  if (!month) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
}

const SMALL_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'e', 'y', 'o', 'a', 'os', 'as', 'la', 'las', 'los', 'el', 'en', 'na', 'no', 'para', 'pola', 'polo']);

/**
 * A body's name as people write it: "ESTRADA, A" → "A Estrada", "EXCMA. DEPUTACIÓN PROVINCIAL DE LUGO" →
 * "Excma. Deputación Provincial de Lugo". Names that are not all in capitals are kept.
 */
export function tidyName(name: string): string {
  let text = clean(name);
  const moved = /^(.*),\s*(A|O|AS|OS)$/i.exec(text);
  if (moved) text = `${moved[2]} ${moved[1]}`;
  if (text !== text.toUpperCase() || !/[A-ZÁÉÍÓÚÑ]/.test(text)) return text;
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
