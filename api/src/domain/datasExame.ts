import { normalizeText } from '../text.js';
import { MES, MESES } from './meses.js';

/**
 * Dated events of a selective process read from an edict's text, in Galician or Spanish: the day (and hour, when it
 * is written) of an exam or test, an interview, or the public reading of an exercise.
 *
 *   "o primeiro exercicio terá lugar o día 12 de xaneiro de 2027 ás 10:00 horas"  → exame, 2027-01-12 10:00
 *   "el primer ejercicio se celebrará el 3 de marzo"                                 → exame, 3 March (year inferred)
 *   "Data do exercicio: 12/01/2027"                                                  → exame, 2027-01-12
 *
 * A date counts only inside a clause (a sentence, or a part of it between semicolons) that names one of those events
 * and says it happens on a day ("terá lugar", "celebrarase", "realizarase", "convócase", "data", "fecha", "fíxase"…),
 * and only when the date itself is not the date of a document, a law or a publication ("Resolución do 3 de marzo",
 * "Lei orgánica 2/2023, do 22 de marzo", "publicada no BOP do 12 de xaneiro"), nor a tribunal's meeting ("o tribunal
 * constituirase o 1 de outubro"), nor the end or start of a period ("ata o 3 de marzo", "a partir do 12 de xaneiro").
 * A date without a year takes the first year that does not put it before the edict's publication; with no
 * publication date such a date is left out. Pure: no clock, no I/O.
 */
export type TipoEventoDatado = 'exame' | 'entrevista' | 'lectura';

export interface EventoDatado {
  tipo: TipoEventoDatado;
  /** YYYY-MM-DD. */
  data: string;
  /** HH:MM (local time of the place), or null when the text gives no hour. */
  hora: string | null;
  /** 1 for "primeiro exercicio / primer ejercicio", 2 for the second…; null when the text does not number it. */
  orde: number | null;
  /** The clause the date was read from, as written. */
  texto: string;
}

const DIA_SEMANA = '(?:luns|martes|mercores|xoves|venres|sabado|domingo|lunes|miercoles|jueves|viernes)';

/** "12 de xaneiro de 2027", "o luns, 12 de xaneiro do 2027", "3 de marzo" — in normalised text (no accents). */
const DATA_LONGA = new RegExp(`(?:${DIA_SEMANA},?\\s+)?\\b(\\d{1,2})(?:\\s*\\.?\\s*[oº])?\\s+de\\s+(${MES})\\b(?:\\s*,?\\s*(?:de|do|del)?\\s*(\\d{4})\\b)?`, 'g');
/** "12/01/2027", "12-01-2027", "12.01.2027", "12/01/27". */
const DATA_CURTA = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g;

/** The words that name an event, and its kind ("lectura" before "exercicio": the reading of an exercise). */
const EVENTOS: [TipoEventoDatado, RegExp][] = [
  ['lectura', /\blectura\b/],
  ['entrevista', /\bentrevistas?\b/],
  ['exame', /\b(?:exercicios?|ejercicios?|exames?|examen(?:es)?|probas?|pruebas?|tests?|cuestionarios?|suposto practico|supuesto practico|fase de oposicion)\b/],
];
/** Words that say the event happens on a day. */
const SUCEDE = /\b(?:ter\w* lugar|tendr\w* lugar|celebr\w*|realiz\w*|levar\w* a cabo|llevar\w* a cabo|convoca(?:se|n|r)?|convocad[oa]s?|cita(?:se|d[oa]s?)?|data|datas|fecha|fechas|fix\w*|fij\w*|sinal\w*|senal\w*|comez\w*|comenz\w*|comienz\w*|ser[a]n?|inicia\w*|desenvolv\w*|desarroll\w*|dia e hora|dia y hora|aplaz\w*|adia(?:se|n|r)?|adiad[oa]s?|pospo\w*|traslad\w*)\b/;
/** "Primeiro exercicio: 12 de xaneiro", "Fecha del examen: …": a heading names the event and the date follows. */
// ("Exercicio de coñecemento da lingua galega, para as persoas que non acreditaron o Celga 4: 28/06/2031": the heading
// qualified before its colon, a date right after it)
const ENCABEZADO = /\b(?:exercicios?|ejercicios?|exames?|examen(?:es)?|probas?|pruebas?|entrevistas?|lectura|data|fecha)\s*:|\b(?:exercicios?|ejercicios?|exames?|examen(?:es)?|probas?|pruebas?)\b[^:;.]{1,100}:\s*(?:[a-z]+,?\s+){0,2}\d{1,2}(?:[/.-]\d{1,2}[/.-]\d{2,4}|\s+de\s+[a-z]+)/;
/** Right before a date: the date of a document or a publication, or the limit of a period — not an event. */
const NON_EVENTO = new RegExp(
  '(?:\\b(?:publicad[oa]s?|publicacion|bop|dog|boe|boletin|diario oficial|resolucion|decreto|orde|orden|anuncio|edicto|acordo|acuerdo|sesion|'
  + 'con data|de data|con fecha|de fecha|ditad[oa]|dictad[oa]|asinad[oa]|firmad[oa]|aprobad[oa]|xunta de goberno|junta de gobierno|'
  // "Lei orgánica 2/2023, do 22 de marzo": a law's date; "o tribunal constituirase o 1 de outubro": its meeting, not a test.
  + 'lei|ley|constitu\\w*|reunira\\w*|reunirase)\\b[^.;]{0,25}'
  + '|\\b\\d{1,4}\\/\\d{4},?\\s+(?:de|do|del)\\s+(?:dia\\s+)?'
  + '|\\b(?:ata|hasta|ate|desde|a partir d[eo]l?|antes d[eo]l?|despois d[eo]l?|despues d[eo]l?|entre)\\s+(?:(?:o|a|el|la)\\s+)?(?:dia\\s+)?)$',
);
const ORDINAIS: Record<string, number> = {
  primeiro: 1, primeira: 1, primer: 1, primero: 1, primera: 1, segundo: 2, segunda: 2, terceiro: 3, terceira: 3, tercer: 3, tercero: 3,
  tercera: 3, cuarto: 4, cuarta: 4, quinto: 5, quinta: 5,
};
/** "primeiro exercicio", "segunda proba", "1.º exercicio", "2º ejercicio". */
const ORDINAL = new RegExp(`(?:\\b(${Object.keys(ORDINAIS).join('|')})|\\b(\\d)\\.?\\s*[ºªoa])\\s+(?:exercicio|ejercicio|exame|examen|proba|prueba)\\b`, 'g');
/** "ás 10:00 horas", "a las 9.30 h", "ás 10 horas", "10:30 h". */
const HORA = /\b(?:(?:as|a las|a la|desde as|desde las)\s+(\d{1,2})(?:[:.h](\d{2}))?\s*(?:h\b|hs\b|horas\b)?|(\d{1,2})[:.](\d{2})\s*(?:h\b|hs\b|horas\b))/;

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCMonth() !== m - 1) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** A date without its year: the first year at or after the publication in which it does not fall before it. */
function withYear(m: number, d: number, publicado: string | undefined): string | null {
  if (!publicado) return null;
  const y = Number(publicado.slice(0, 4));
  for (const year of [y, y + 1]) {
    const iso = validDate(year, m, d);
    if (iso && iso >= publicado) return iso;
  }
  return null;
}

/** The sentences of a text, each split into its clauses (parts between semicolons). */
function frases(texto: string): string[][] {
  return texto
    .split(/\n+|(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑÇ«"(])/u)
    .map((f) => f.split(/;\s*/).map((c) => c.trim()).filter(Boolean))
    .filter((f) => f.length > 0);
}

/** The clauses of a text: sentences, and parts of a sentence between semicolons or on lines of their own. */
export function clausulas(texto: string): string[] {
  return frases(texto).flat();
}

interface DataAtopada { iso: string; start: number; end: number }

function datasNaClausula(n: string, publicado: string | undefined): DataAtopada[] {
  const found: DataAtopada[] = [];
  for (const m of n.matchAll(DATA_LONGA)) {
    const d = Number(m[1]);
    const mes = MESES[m[2]];
    const iso = m[3] ? validDate(Number(m[3]), mes, d) : withYear(mes, d, publicado);
    if (iso) found.push({ iso, start: m.index!, end: m.index! + m[0].length });
  }
  for (const m of n.matchAll(DATA_CURTA)) {
    if (found.some((f) => m.index! < f.end && m.index! + m[0].length > f.start)) continue;
    const y = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    const iso = validDate(y, Number(m[3]), Number(m[1]));
    if (iso) found.push({ iso, start: m.index!, end: m.index! + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}

function horaEn(s: string): string | null {
  const m = HORA.exec(s);
  if (!m) return null;
  const h = Number(m[1] ?? m[3]);
  const min = Number(m[2] ?? m[4] ?? 0);
  if (h > 23 || min > 59) return null;
  // "ás 10" alone could be "ás 10 persoas": an hour needs minutes or the word "horas"/"h".
  if (m[1] !== undefined && m[2] === undefined && !/(?:h|hs|horas)$/.test(m[0].trim())) return null;
  return `${pad(h)}:${pad(min)}`;
}

function tipoEn(s: string): TipoEventoDatado | null {
  for (const [tipo, re] of EVENTOS) if (re.test(s)) return tipo;
  return null;
}

/**
 * The dated events (exams and tests, interviews, readings) a text announces; `publicado` (YYYY-MM-DD) is the day the
 * edict was published, which gives dates written without a year their year. Ordered by date, then hour; one event
 * per kind, day, hour and number.
 */
export function eventosDatados(texto: string, publicado?: string): EventoDatado[] {
  const out: EventoDatado[] = [];
  const seen = new Set<string>();
  for (const frase of frases(texto)) {
    // A clause after a semicolon may leave the verb out ("…terá lugar o 2 de febreiro; a entrevista, o 9 de febreiro").
    let anteriorFoiEvento = false;
    for (const clausula of frase) {
      const n = normalizeText(clausula);
      const tipoClausula = tipoEn(n);
      const eventos: EventoDatado[] = tipoClausula && (SUCEDE.test(n) || ENCABEZADO.test(n) || anteriorFoiEvento) ? lerEventos(clausula, n, tipoClausula, publicado) : [];
      anteriorFoiEvento = eventos.length > 0;
      for (const e of eventos) {
        const key = `${e.tipo}|${e.data}|${e.hora}|${e.orde}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(e);
      }
    }
  }
  return out.sort((a, b) => a.data.localeCompare(b.data) || (a.hora ?? '').localeCompare(b.hora ?? ''));
}

function lerEventos(clausula: string, n: string, tipoClausula: TipoEventoDatado, publicado: string | undefined): EventoDatado[] {
  const datas = datasNaClausula(n, publicado);
  const out: EventoDatado[] = [];
  datas.forEach((d, i) => {
    if (NON_EVENTO.test(n.slice(Math.max(0, d.start - 60), d.start))) return;
    // The words that belong to this date: from the previous date (or the clause start) to the next one.
    const desde = i > 0 ? datas[i - 1].end : 0;
    const ata = i + 1 < datas.length ? datas[i + 1].start : n.length;
    const antes = n.slice(desde, d.start);
    const despois = n.slice(d.end, ata);
    const tipo = tipoEn(antes) ?? tipoEn(despois) ?? tipoClausula;
    // The number and hour nearest the date: written before it in its stretch, else after it.
    const ordinais = [...antes.matchAll(ORDINAL)];
    const ordinal = ordinais[ordinais.length - 1] ?? [...despois.matchAll(ORDINAL)][0];
    const orde = ordinal ? (ordinal[1] ? ORDINAIS[ordinal[1]] : Number(ordinal[2])) : null;
    const hora = horaEn(despois) ?? horaEn(antes);
    out.push({ tipo, data: d.iso, hora, orde, texto: clausula });
  });
  return out;
}
