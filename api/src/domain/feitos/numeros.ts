import { alternativa } from '../alternativa.js';

/**
 * Numbers written in words, Galician and Spanish, in folded text (lower case, no accents): "dúas", "unha", "vinte e
 * dous", "veintidós", "trinta e cinco", "cento vinte". Up to 999, more than any count of places, days or years of age.
 */

const UNIDADES: Record<string, number> = {
  un: 1, unha: 1, uno: 1, una: 1, dun: 1, dunha: 1,
  dous: 2, duas: 2, dos: 2, tres: 3, catro: 4, cuatro: 4, cinco: 5, seis: 6, sete: 7, siete: 7, oito: 8, ocho: 8,
  nove: 9, nueve: 9,
};
const DEZ_A_VINTENOVE: Record<string, number> = {
  dez: 10, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  dezaseis: 16, dieciseis: 16, dezasete: 17, diecisiete: 17, dezaoito: 18, dieciocho: 18, dezanove: 19, diecinueve: 19,
  veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
};
const DEZENAS: Record<string, number> = {
  vinte: 20, veinte: 20, trinta: 30, treinta: 30, corenta: 40, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70,
  oitenta: 80, ochenta: 80, noventa: 90,
};
const CENTENAS: Record<string, number> = {
  // "douscentas" beside the standard "duascentas": both spellings of 200 are printed.
  cen: 100, cento: 100, cien: 100, ciento: 100, douscentos: 200, duascentas: 200, douscentas: 200, doscientos: 200, doscientas: 200,
  trescentos: 300, trescentas: 300, trescientos: 300, trescientas: 300, catrocentos: 400, catrocentas: 400,
  cuatrocientos: 400, cuatrocientas: 400, cincocentos: 500, cincocentas: 500, quinientos: 500, quinientas: 500,
  seiscentos: 600, seiscentas: 600, seiscientos: 600, seiscientas: 600, setecentos: 700, setecentas: 700, setecientos: 700,
  setecientas: 700, oitocentos: 800, oitocentas: 800, ochocientos: 800, ochocientas: 800, novecentos: 900, novecentas: 900,
  novecientos: 900, novecientas: 900,
};

/** Words Spanish reads as numbers but Galician as other words ("dos" = "de os", "una"/"uno" do not exist in gl). */
const SO_CASTELAN = new Set(['dos', 'una', 'uno']);

/** The words as one alternation, a word before any shorter one it begins with (alternativa.ts). */
const alt = (xs: string[]) => alternativa(xs);
const U = alt(Object.keys(UNIDADES));
const D = alt(Object.keys(DEZENAS));
const T = alt(Object.keys(DEZ_A_VINTENOVE));
const C = alt(Object.keys(CENTENAS));
const ATA_99 = `(?:(?:${D})(?:\\s+(?:e|y)\\s+(?:${U}))?|(?:${T})|(?:${U}))`;

/** A number in digits (1 to 4 of them, or with thousands dots) or in words, as a regular-expression source without groups of its own. */
export const NUMERO = `(?:\\d{1,3}(?:\\.\\d{3})+|\\d{1,4}|(?:${C})(?:\\s+(?:e\\s+|y\\s+)?${ATA_99})?|${ATA_99})`;

/** The value of a number matched by NUMERO; null when the words are not a number (or a Spanish-only word in gl). */
export function valorNumero(s: string, lingua: 'gl' | 'es' = 'es'): number | null {
  const t = s.trim();
  if (/^\d+$/.test(t)) return Number(t);
  // "1.200": a thousands dot.
  if (/^\d{1,3}(?:\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
  let total = 0;
  let algo = false;
  for (const w of t.split(/\s+/)) {
    if (w === 'e' || w === 'y') continue;
    if (lingua === 'gl' && SO_CASTELAN.has(w)) return null;
    const v = CENTENAS[w] ?? DEZENAS[w] ?? DEZ_A_VINTENOVE[w] ?? UNIDADES[w];
    if (v === undefined) return null;
    total += v;
    algo = true;
  }
  return algo ? total : null;
}
