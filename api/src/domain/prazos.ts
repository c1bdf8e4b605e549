import { alternativa } from './alternativa.js';
import { festivosDe } from './festivos.js';
import { MES, MESES } from './meses.js';

/**
 * The application deadline of a competition: the rule stated in the bases or the extract ("vinte días hábiles
 * contados a partir do día seguinte ao da publicación do extracto no BOE"), and its last day.
 *
 * Counting follows Lei 39/2015, art. 30:
 * - periods start the day after the publication;
 * - días hábiles skip Saturdays, Sundays and holidays (national, Galician and the local ones of the municipality when
 *   it is known: festivos.ts);
 * - días naturais count every day, but a period whose last day is inhábil ends on the next business day;
 * - months run "de data a data": the same day number of the month of expiry, or its last day when that day does not
 *   exist; an inhábil last day moves to the next business day;
 * - "días" with no qualifier are hábiles (art. 30.2), but the rule is then marked `estimado`.
 *
 * Dates are ISO strings (YYYY-MM-DD) handled as UTC days. Pure functions: no I/O, no clock.
 */

export type UnidadePrazo = 'dias_habiles' | 'dias_naturais' | 'meses';
export type OrixePrazo = 'boe' | 'dog' | 'bop' | 'publicacion';
export interface RegraPrazo {
  cantidade: number;
  unidade: UnidadePrazo;
  desde: OrixePrazo;
  /** The words the rule was read from (empty for a default rule). */
  textoAtopado: string;
  /** True when the text did not state both the unit and the bulletin the period counts from. */
  estimado: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const DIA_MS = 86_400_000;

function aMs(data: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (!m) throw new Error(`Data non válida (agárdase AAAA-MM-DD): ${data}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function aIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function sumarDias(data: string, dias: number): string {
  return aIso(aMs(data) + dias * DIA_MS);
}

/** Holidays by year (and municipality), computed once. */
const cacheFestivos = new Map<string, Set<string>>();
function festivosSet(ano: number, concello: string | undefined): Set<string> {
  const k = `${ano}|${concello ?? ''}`;
  let s = cacheFestivos.get(k);
  if (!s) {
    s = new Set(festivosDe(ano, concello));
    cacheFestivos.set(k, s);
  }
  return s;
}

/** Saturday, Sunday, or a national, Galician or (with `concello`) local holiday. */
export function esDiaInhabil(data: string, opcions?: { concello?: string }): boolean {
  const ms = aMs(data);
  const dow = new Date(ms).getUTCDay();
  if (dow === 0 || dow === 6) return true;
  return festivosSet(new Date(ms).getUTCFullYear(), opcions?.concello).has(data);
}

function seguinteHabil(data: string, opcions?: { concello?: string }): string {
  let d = data;
  while (esDiaInhabil(d, opcions)) d = sumarDias(d, 1);
  return d;
}

/** Business days after `desde` up to and including `ata` (0 when `ata` is not after `desde`). */
export function diasHabilesEntre(desde: string, ata: string, opcions?: { concello?: string }): number {
  let count = 0;
  const fin = aMs(ata);
  for (let ms = aMs(desde) + DIA_MS; ms <= fin; ms += DIA_MS) if (!esDiaInhabil(aIso(ms), opcions)) count++;
  return count;
}

/** The last day to apply, counted from the day after `dataPublicacion` (the publication the rule counts from). */
export function ultimoDiaPrazo(regra: RegraPrazo, dataPublicacion: string, opcions?: { concello?: string }): string {
  const n = Math.max(0, Math.floor(regra.cantidade));
  switch (regra.unidade) {
    case 'dias_habiles': {
      let d = dataPublicacion;
      for (let i = 0; i < n; ) {
        d = sumarDias(d, 1);
        if (!esDiaInhabil(d, opcions)) i++;
      }
      return n === 0 ? seguinteHabil(d, opcions) : d;
    }
    case 'dias_naturais':
      return seguinteHabil(sumarDias(dataPublicacion, n), opcions);
    case 'meses': {
      const p = new Date(aMs(dataPublicacion));
      const y = p.getUTCFullYear();
      const m = p.getUTCMonth() + n;
      const ultimoDoMes = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
      const fin = Date.UTC(y, m, Math.min(p.getUTCDate(), ultimoDoMes));
      return seguinteHabil(aIso(fin), opcions);
    }
  }
}

/**
 * Open while `hoxe` ≤ `ultimoDia`; the business days left count `hoxe` (if hábil) through `ultimoDia`, the calendar days
 * left count `hoxe` through `ultimoDia` (1 on the last day).
 */
export function estadoPrazo(ultimoDia: string, hoxe: string, opcions?: { concello?: string }): { aberto: boolean; diasHabilesRestantes: number; diasRestantes: number } {
  const aberto = aMs(hoxe) <= aMs(ultimoDia);
  if (!aberto) return { aberto, diasHabilesRestantes: 0, diasRestantes: 0 };
  return { aberto, diasHabilesRestantes: diasHabilesEntre(sumarDias(hoxe, -1), ultimoDia, opcions), diasRestantes: (aMs(ultimoDia) - aMs(hoxe)) / DIA_MS + 1 };
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the rule from a text

/** Lower case without accents, one character for each UTF-16 unit so that indexes stay those of the original. */
function normalizar(texto: string): string {
  // ASCII needs lower case only; each other character is folded once and remembered.
  return texto.replace(/[A-Z]+|[^\x00-\x7f]/g, (c) => (c.length > 1 || c < '\x80' ? c.toLowerCase() : dobraUnidade(c)));
}
const DOBRA_UNIDADE = new Map<string, string>();
function dobraUnidade(c: string): string {
  let out = DOBRA_UNIDADE.get(c);
  if (out === undefined) {
    const base = c.normalize('NFD')[0]!.toLowerCase();
    out = base.length === 1 ? base : c;
    DOBRA_UNIDADE.set(c, out);
  }
  return out;
}

const UNIDADES: Record<string, number> = {
  un: 1, unha: 1, uno: 1, una: 1, dun: 1, dunha: 1,
  dous: 2, duas: 2, dos: 2, tres: 3, catro: 4, cuatro: 4, cinco: 5, seis: 6, sete: 7, siete: 7, oito: 8, ocho: 8,
  nove: 9, nueve: 9,
};
const SIMPLES: Record<string, number> = {
  ...UNIDADES,
  dez: 10, diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15,
  dezaseis: 16, dieciseis: 16, dezasete: 17, diecisiete: 17, dezaoito: 18, dieciocho: 18, dezanove: 19, diecinueve: 19,
  vinte: 20, veinte: 20, trinta: 30, treinta: 30, corenta: 40, cuarenta: 40, cincuenta: 50, sesenta: 60, noventa: 90,
  veintiun: 21, veintiuno: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
};
const DEZENAS = ['vinte', 'veinte', 'trinta', 'treinta', 'corenta', 'cuarenta'];

/** The words as one alternation, a word before any shorter one it begins with (alternativa.ts). */
const alt = (xs: string[]) => alternativa(xs);
const PALABRA_NUM = `(?:(?:${alt(DEZENAS)})\\s+(?:e|y)\\s+(?:${alt(Object.keys(UNIDADES))})|${alt(Object.keys(SIMPLES))})`;
const NUM = `(?:\\d{1,3}|${PALABRA_NUM})`;
/** number, an optional repetition in brackets ("vinte (20)", "20 (veinte)"), then the unit. */
const RE_PRAZO = new RegExp(
  `\\b(${NUM})(?:\\s*\\(\\s*(${NUM})\\s*\\))?\\s+(?:(dias?)(?:\\s*\\(?\\s*(habiles|habeis|habil|naturais|naturales|natural)\\b\\)?)?|(mes(?:es)?)\\b(?:\\s+naturais|\\s+naturales)?)`,
  'g',
);

function valorNumero(s: string): number | null {
  const t = s.trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(t)) return Number(t);
  const comp = /^(\S+) (?:e|y) (\S+)$/.exec(t);
  if (comp) {
    const a = SIMPLES[comp[1]!];
    const b = UNIDADES[comp[2]!];
    return a !== undefined && b !== undefined ? a + b : null;
  }
  return SIMPLES[t] ?? null;
}

const ORIXES: [OrixePrazo, RegExp][] = [
  ['boe', /\bboe\b|boletin oficial d(?:el|o) estado/g],
  ['dog', /\bdog\b|diario oficial de galicia/g],
  ['bop', /\bbop[a-z]*\b|boletin oficial d[ae] (?:la )?provincia/g],
];

interface Mencion { orixe: OrixePrazo; at: number; fin: number }
function mencions(norm: string, from: number, to: number): Mencion[] {
  const out: Mencion[] = [];
  const tramo = norm.slice(from, to);
  for (const [orixe, re] of ORIXES) {
    re.lastIndex = 0;
    for (let m = re.exec(tramo); m; m = re.exec(tramo)) out.push({ orixe, at: from + m.index, fin: from + m.index + m[0].length });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Start of the sentence holding `i` (after ". X", "; " or a line break) and its end. */
function frase(texto: string, i: number): [number, number] {
  const fin = /[.;]\s+(?=[A-ZÁÉÍÓÚÑ¿¡(«"“])|\n\s*\n/g;
  let ini = 0;
  let end = texto.length;
  for (let m = fin.exec(texto); m; m = fin.exec(texto)) {
    if (m.index < i) ini = m.index + m[0].length;
    else {
      end = m.index;
      break;
    }
  }
  return [ini, end];
}

/**
 * The application period stated in `texto` (bases, extract, announcement), or null when none is found.
 * `estimado` is false only when both the unit (hábiles, naturais or months) and the bulletin the period counts from
 * are stated; with no bulletin named the period counts from 'publicacion'. When a text states several periods, the
 * one introduced by "prazo"/"plazo" and tied to a bulletin is preferred.
 */
export function extraerRegraPrazo(texto: string): RegraPrazo | null {
  const norm = normalizar(texto);
  let mellor: { regra: RegraPrazo; puntos: number } | null = null;
  RE_PRAZO.lastIndex = 0;
  for (let m = RE_PRAZO.exec(norm); m; m = RE_PRAZO.exec(norm)) {
    const cantidade = valorNumero(m[1]!) ?? (m[2] ? valorNumero(m[2]) : null);
    if (cantidade === null || cantidade <= 0 || cantidade > 365) continue;
    let unidade: UnidadePrazo;
    let unidadeExplicita = true;
    if (m[5]) unidade = 'meses';
    else if (m[4]) unidade = m[4].startsWith('natura') ? 'dias_naturais' : 'dias_habiles';
    else {
      // Look for the qualifier a little further ("20 días, que serán naturais"), else hábiles by law (art. 30.2).
      const despois = norm.slice(m.index + m[0].length, m.index + m[0].length + 40);
      const q = /^[^.;]{0,30}?\b(habiles|habeis|naturais|naturales)\b/.exec(despois);
      if (q) unidade = q[1]!.startsWith('natura') ? 'dias_naturais' : 'dias_habiles';
      else {
        unidade = 'dias_habiles';
        unidadeExplicita = false;
      }
    }
    const [ini, fin] = frase(texto, m.index);
    const posteriores = mencions(norm, m.index + m[0].length, Math.min(fin, m.index + m[0].length + 300));
    const anteriores = mencions(norm, Math.max(ini, m.index - 250), m.index);
    const mencion = posteriores[0] ?? anteriores[anteriores.length - 1] ?? null;
    const desde: OrixePrazo = mencion?.orixe ?? 'publicacion';
    let puntos = 0;
    const antes = norm.slice(Math.max(0, m.index - 80), m.index);
    if (/\b(?:prazo|plazo|termo|termino)\b/.test(antes)) puntos += 2;
    if (/solicitud|instancia|presentacion|inscricion|inscripcion|participar|participacion/.test(norm.slice(Math.max(ini, m.index - 200), Math.min(fin, m.index + m[0].length + 120)))) puntos += 1;
    if (mencion) puntos += 1;
    if (/reclamaci|alegaci|emenda|subsana|enmienda/.test(norm.slice(Math.max(ini, m.index - 120), m.index))) puntos -= 2;
    const textoFin = mencion && mencion === posteriores[0] ? mencion.fin : m.index + m[0].length;
    const regra: RegraPrazo = {
      cantidade,
      unidade,
      desde,
      textoAtopado: texto.slice(m.index, textoFin).trim(),
      estimado: !(unidadeExplicita && mencion),
    };
    if (!mellor || puntos > mellor.puntos) mellor = { regra, puntos };
  }
  return mellor?.regra ?? null;
}

/**
 * The usual period when no text states it: calls of Galician local bodies open 20 días naturais from the day after
 * the BOE extract (RD 896/1991, art. 6, and the habit of the bases), always `estimado`. Only for calls
 * ('convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego') read from a BOP or the BOE; null for other kinds
 * and for the DOG, whose calls are mostly the Xunta's and follow their own bases.
 */
export function regraPorDefecto(bop: string, tipo: string): RegraPrazo | null {
  if (!['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego'].includes(tipo)) return null;
  if (/^dog$/i.test(bop.trim())) return null;
  return { cantidade: 20, unidade: 'dias_naturais', desde: 'boe', textoAtopado: '', estimado: true };
}

// ---------------------------------------------------------------------------------------------------------------
// A last day written as a date

/** "8 de xuño de 2033", "o día 8 de junio", "08/06/2033" (groups: day, month name, year | day, month, year). */
const DATA = `(?:(?:o|el)\\s+)?(?:proximo\\s+)?(?:dia\\s+)?(?:(\\d{1,2})\\s+de\\s+(${MES})(?:\\s*,?\\s*(?:de|do|del)\\s+(\\d{4}))?|(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4}))\\b`;
/** An hour before the day ("ata as 14.00 horas do 8 de xuño", "hasta las 14:00 h del día 8 de junio"). */
const HORA = '(?:(?:as|las|a las)\\s+\\d{1,2}(?:[.:]\\d{2})?\\s*(?:horas|h)?\\.?\\s+(?:do|del|de)\\s+)?';
/**
 * The words that close a window on a day: "ata o / hasta el", "do 24 de maio ao 8 de xuño / del … al …", "rematará o /
 * finalizará el / concluirá / terminará / vence el", "último día… / data límite / fecha límite…".
 */
const ATA_DATA = new RegExp(
  `\\b(?:ata|hasta)\\s+${HORA}${DATA}`
  + `|\\b(?:do|desde o|del|desde el)\\s+(?:dia\\s+)?\\d{1,2}(?:\\s+de\\s+(?:${MES}))?(?:\\s*,?\\s*(?:de|do|del)\\s+\\d{4})?\\s+(?:ao|al)\\s+${DATA}`
  + `|\\b(?:remata\\w*|finaliza\\w*|conclu\\w*|termina\\w*|vence\\w*|expira\\w*)\\s+${HORA}${DATA}`
  + `|\\b(?:ultimo dia|data limite|fecha limite|data de remate|data de fin|fecha de fin|fecha de finalizacion)\\b[^.;]{0,60}?\\b${DATA}`,
  'g',
);
/**
 * What the window is for, the word nearest before its end: applying, or amending a list, claims, merits, requirements,
 * the life of a pool ("As solicitudes, xunto cos méritos, presentaranse… ata o 8 de xuño": applying; "os méritos
 * computaranse ata o 8 de xuño", "o prazo de emendas remata o…": not).
 */
const DE_SOLICITUDE = /solicitud|instancia|\bpresent|inscri|participa|\bprazo\b|\bplazo\b/g;
const OUTRA_CAUSA = /reclamaci|alegaci|emenda|subsana|enmienda|merito|vixencia|vigencia|requisito|experiencia|servizos prestados|servicios prestados|\bcomput/g;
const ultimo = (re: RegExp, s: string) => Math.max(-1, ...[...s.matchAll(re)].map((m) => m.index!));
/** A sentence that opens with its end ("Ata o 8 de xuño poderán presentarse as solicitudes"): the first word after it. */
function primeiroESolicitude(despois: string): boolean {
  const a = despois.search(new RegExp(DE_SOLICITUDE.source));
  const b = despois.search(new RegExp(OUTRA_CAUSA.source));
  return a >= 0 && (b < 0 || a < b);
}

/**
 * The last day to apply when the text writes it as a date ("desde o día seguinte ao da publicación… ata o 8 de xuño de
 * 2033, incluído", "del 24 de mayo al 8 de junio de 2033", "o prazo rematará o día 8 de xuño"), in a sentence about
 * applications; null when none. A date without its year is the first one on or after `dataPublicacion`; a date before
 * the publication or more than a year after it is not a window's end. The day is the one written: bases that name the
 * day have already chosen it.
 */
export function extraerDataLimite(texto: string, dataPublicacion: string): { ultimoDia: string; textoAtopado: string } | null {
  const norm = normalizar(texto);
  const pub = aMs(dataPublicacion);
  ATA_DATA.lastIndex = 0;
  for (let m = ATA_DATA.exec(norm); m; m = ATA_DATA.exec(norm)) {
    const g = m.slice(1);
    // the groups of the last DATA the alternative matched (each alternative has its own six)
    const k = [0, 6, 12, 18].find((i) => g[i] || g[i + 3]);
    if (k === undefined) continue;
    const dia = Number(g[k] ?? g[k + 3]);
    const mes = g[k] ? MESES[g[k + 1]!]! : Number(g[k + 4]);
    const anoEscrito = g[k] ? g[k + 2] : g[k + 5];
    if (mes < 1 || mes > 12 || dia < 1 || dia > 31) continue;
    const [ini, fin] = frase(texto, m.index);
    const antes = norm.slice(ini, m.index);
    const solicitude = ultimo(DE_SOLICITUDE, antes);
    if (solicitude >= 0 ? ultimo(OUTRA_CAUSA, antes) > solicitude : !primeiroESolicitude(norm.slice(m.index + m[0].length, fin))) continue;
    const iso = (ano: number) => `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
    let ano = anoEscrito ? Number(anoEscrito) : Number(dataPublicacion.slice(0, 4));
    if (!anoEscrito && Date.UTC(ano, mes - 1, dia) < pub) ano++;
    const ms = Date.UTC(ano, mes - 1, dia);
    if (new Date(ms).getUTCDate() !== dia || ms <= pub || ms - pub > 366 * DIA_MS) continue;
    return { ultimoDia: iso(ano), textoAtopado: texto.slice(m.index, m.index + m[0].length).trim() };
  }
  return null;
}
