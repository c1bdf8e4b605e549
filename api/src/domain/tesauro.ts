import { FOLD_CODE, normalizeText } from '../text.js';
import { spanishPlaceForms } from './organismos.js';
import { COMPOUND_PREFIXES, GALICIAN_VARIANTS, SERVICE_NAMES, galicianSpelling, joinsAsCompound, spellingVariants, splitCompound } from './tesauroClases.js';

/** One-word Spanish forms of Galician municipalities ("Sangenjo" → "Sanxenxo"), from the list of municipalities. */
const PLACE_FORMS: Record<string, string> = Object.fromEntries(
  spanishPlaceForms().filter(([es, gl]) => !es.includes(' ') && !gl.includes(' ')).map(([es, gl]) => [es, normalizeText(gl)]),
);

/**
 * The gl/es thesaurus of the domain: one canonical (Galician, folded) form for the words of public employment, so
 * that "Bomberos", "bombeira" and "BOMBEIROS" are one word, and "auxiliares administrativos" is "auxiliar
 * administrativo". Label rules and text search compare texts in this folded form. Pure functions, no I/O.
 *
 * Folding, in order: lower case without accents; gender marks ("/a", "(a)") dropped; punctuation and hyphens as
 * spaces; Spanish article contractions to the Galician ones; a prefix written apart joined to its word ("socio
 * sanitario" → "sociosanitario"); then each word: plural folded (-ns, -es after a consonant, -ais/-eis/-ois, -s),
 * feminine folded (-ora → -or, -a → -o), and the Spanish or abbreviated form replaced by the Galician one: first the
 * listed words below, then the classes of tesauroClases.ts (Spanish spelling, Galician doublets, compounds). The
 * folded form is for comparing only: it is never shown. docs/search.md lists the classes and their sources.
 */

/** Spanish (and abbreviated) forms → the Galician form. Keys and values are written naturally and folded at load. */
const EQUIVALENTS: Record<string, string> = {
  // bodies and places
  ayuntamiento: 'concello', ayto: 'concello', concellos: 'concello', council: 'concello', diputacion: 'deputacion',
  junta: 'xunta', consejeria: 'conselleria', consejo: 'consello', mancomunidad: 'mancomunidade', universidad: 'universidade',
  general: 'xeral', municipal: 'municipal', orense: 'ourense', orensano: 'ourensan', sangenjo: 'sanxenxo', villagarcia: 'vilagarcia', arosa: 'arousa',
  puenteareas: 'ponteareas', bayona: 'baiona', ginzo: 'xinzo', rianjo: 'rianxo', puentedeume: 'pontedeume', vivero: 'viveiro',
  villalba: 'vilalba', tuy: 'tui', noya: 'noia', puentes: 'pontes', villanueva: 'vilanova', carballino: 'carballino',
  // employment and the steps of a process
  empleo: 'emprego', trabajo: 'traballo', trabajador: 'traballador', plaza: 'praza', puesto: 'posto', personal: 'persoal',
  carrera: 'carreira', nombramiento: 'nomeamento', listado: 'listaxe', calificador: 'cualificador', calificacion: 'cualificacion',
  ejercicio: 'exercicio', prueba: 'proba', examen: 'exame', propuesta: 'proposta', interinidad: 'interinidade', fijo: 'fixo',
  sustitucion: 'substitucion', turno: 'quenda', cuerpo: 'corpo', procedimiento: 'procedemento', seleccionado: 'seleccionado',
  error: 'erro', errores: 'erro', oferta: 'oferta', publico: 'publico', selectivo: 'selectivo', desarrollo: 'desenvolvemento',
  // posts
  bombero: 'bombeiro', ingeniero: 'enxeneiro', ayuda: 'axuda', hogar: 'fogar', albanil: 'albanel', conserje: 'conserxe',
  ensenanza: 'ensino', maestro: 'mestre', escuela: 'escola', juventud: 'xuventude', igualdad: 'igualdade', agente: 'axente',
  riesgo: 'risco', sanidad: 'sanidade', salud: 'saude', enfermeria: 'enfermaria', enfermero: 'enfermeiro', abogado: 'avogado',
  jurista: 'xurista', limpiador: 'limpador', limpieza: 'limpeza', jardinero: 'xardineiro', fontanero: 'fontaneiro',
  carpintero: 'carpinteiro', conductor: 'condutor', cocinero: 'cociñeiro', archivero: 'arquiveiro', archivo: 'arquivo',
  tesorero: 'tesoureiro', aparejador: 'aparellador', recaudador: 'recadador', recaudacion: 'recadacion', vigilante: 'vixilante',
  oficial: 'oficial', psicologo: 'psicologo', educador: 'educador', guarderia: 'escola infantil',
  servicio: 'servizo', juridico: 'xuridico', gestion: 'xestion', gestor: 'xestor', ejecutivo: 'executivo', movilidad: 'mobilidade',
  recogida: 'recollida', agua: 'auga', cementerio: 'cemiterio', matadero: 'matadoiro', mayor: 'maior', discapacidad: 'discapacidade',
  mujer: 'muller', nino: 'neno', registro: 'rexistro', tesoreria: 'tesouraria', concejal: 'concelleiro', concejalia: 'concellaria',
  gobierno: 'goberno', portero: 'porteiro', especialidad: 'especialidade', plazo: 'prazo', tasa: 'taxa', derecho: 'dereito',
  jubilacion: 'xubilacion', baja: 'baixa', maternidad: 'maternidade', refuerzo: 'reforzo', verano: 'veran', seguridad: 'seguridade',
  guardia: 'garda', herrero: 'ferreiro', barrendero: 'varredor', primera: 'primeira', segunda: 'segunda', socorrista: 'socorrista',
  policia: 'policia', tecnico: 'tecnico', medico: 'medico', ordenanza: 'ordenanza', cuidador: 'coidador', dinamizador: 'dinamizador',
  domicilio: 'domicilio', mantenimiento: 'mantemento', instalacion: 'instalacion', deportivo: 'deportivo', biblioteca: 'biblioteca',
  seleccion: 'seleccion', estabilizacion: 'estabilizacion', excluido: 'excluido', admitido: 'admitido', provisional: 'provisional',
  definitivo: 'definitivo', lista: 'lista', bolsa: 'bolsa', oposicion: 'oposicion', concurso: 'concurso', libre: 'libre',
  ayudante: 'axudante', encargado: 'encargado', jefe: 'xefe', subalterno: 'subalterno', informatico: 'informatico',
  arquitecto: 'arquitecto', social: 'social', familiar: 'familiar', vigilancia: 'vixilancia', incendio: 'incendio',
  forestal: 'forestal', brigada: 'brigada', emergencia: 'emerxencia', proteccion: 'proteccion', juzgado: 'xulgado', paz: 'paz',
  // Spanish names of occupations (SEPE) and their places whose Galician word is not a spelling of the same root
  tiempo: 'tempo', cuidado: 'coidado', basura: 'lixo', vivienda: 'vivenda', lavanderia: 'lavandaria', periodista: 'xornalista',
  traductor: 'tradutor', instructor: 'instrutor', calle: 'rua', ciudad: 'cidade', pueblo: 'pobo',
  // trades named by their craft, Spanish -ería and the -ería bulletins often print in Galician for the RAG's -aría
  // ("oficial/a de albañilería", "albanelería" → "albanelaría"; forty-third pass). A list, not a rule: -ería folds as
  // -erio, and criterio, ministerio or misterio are spelled so in both languages.
  albanileria: 'albanelaria', albaneleria: 'albanelaria', carpinteria: 'carpintaria',
  fontaneria: 'fontanaria', jardineria: 'xardinaria', xardineria: 'xardinaria', herreria: 'ferraria', ferreria: 'ferraria',
  cerrajeria: 'cerraxaria', cerraxeria: 'cerraxaria', canteria: 'cantaria', ebanisteria: 'ebanistaria', hosteleria: 'hostalaria',
  conserjeria: 'conserxaria', conserxeria: 'conserxaria',
  // abbreviations
  aux: 'auxiliar', adm: 'administrativo', admvo: 'administrativo', admtvo: 'administrativo', tax: 'tecnico de administracion xeral',
  // ("Proceso AAX", "TAX e AAX": the councils' short names of the general scale's auxiliary post)
  aax: 'auxiliar administrativo', aag: 'auxiliar administrativo',
  tag: 'tecnico de administracion xeral', aedl: 'axente de emprego e desenvolvemento local', oep: 'oferta de emprego publico',
  rpt: 'relacion de postos de traballo', sergas: 'servizo galego de saude', pdi: 'persoal docente e investigador',
  // posts as clerks shorten them ("Aux. administrativo", "Enx. téc. industrial", "TSE en radioterapia", "bolsa do SAF")
  enx: 'enxeneiro', ing: 'enxeneiro', tec: 'tecnico', tse: 'tecnico superior especialista',
  // the health service's categories as its lists shorten them ("FEA de psiquiatría": facultativo/a especialista de área)
  fea: 'facultativo especialista de area', saf: 'servizo de axuda no fogar',
  sad: 'servizo de axuda no domicilio', prl: 'prevencion de riscos laborais', tcae: 'tecnico en coidados auxiliares de enfermaria',
  coruna: 'coruna', lugo: 'lugo', pontevedra: 'pontevedra', ourense: 'ourense',
  ...PLACE_FORMS,
};

/** Spanish article contractions and articles → Galician: two words first ("de la" → "da"), then single words. */
const CONTRACTION_PAIRS = new Map<string, Map<string, string>>([
  ['de', new Map([['la', 'da'], ['las', 'das'], ['los', 'dos']])],
  ['en', new Map([['el', 'no'], ['la', 'na'], ['los', 'nos'], ['las', 'nas']])],
  ['a', new Map([['la', 'a']])],
  ['por', new Map([['el', 'polo'], ['la', 'pola']])],
]);
const CONTRACTION_WORDS = new Map([['del', 'do'], ['al', 'ao'], ['y', 'e'], ['el', 'o'], ['la', 'a'], ['los', 'os'], ['las', 'as'], ['una', 'unha']]);

/** The words of a text with the Spanish contractions and articles in their Galician form, in one pass. */
function galicianArticles(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    if (words[i] === '') continue; // the split's edges
    const pair = CONTRACTION_PAIRS.get(words[i])?.get(words[i + 1]);
    if (pair !== undefined) {
      out.push(pair);
      i += 1;
    } else {
      out.push(CONTRACTION_WORDS.get(words[i]) ?? words[i]);
    }
  }
  return out;
}

/** Plural and feminine of one word (already lower case without accents). Short words are kept as they are. */
export function foldInflection(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (/[aeo]is$/.test(w) && w.length > 5) w = `${w.slice(0, -2)}l`; // laborais → laboral, xerais → xeral
  else if (/ns$/.test(w)) w = w.slice(0, -1); // peons, oposicions
  else if (/[bcdfgpt][lr]es$/.test(w)) w = w.slice(0, -1); // responsables, libres: the e belongs to the word
  else if (/[rlndz]es$/.test(w) && w.length > 5) w = w.slice(0, -2); // auxiliares, peones, laborales
  else if (/[aeiou]s$/.test(w)) w = w.slice(0, -1); // prazas, docentes
  if (/ora$/.test(w) && w.length > 5) w = w.slice(0, -1); // traballadora → traballador
  else if (/a$/.test(w) && w.length > 3) w = `${w.slice(0, -1)}o`; // bombeira → bombeiro (praza → prazo: only ever compared)
  return w;
}

const NON_WORD = /[^\p{L}\p{N}]+/u;
/** The words of a text through regular expressions: the reference, and the way for texts the fast path leaves. */
const baseFoldSlow = (text: string): string[] => {
  let t = normalizeText(text);
  if (t.includes('/') || t.includes('(')) {
    t = t
      .replace(/\/\s?(?:as|os|es|a|o)\b/g, '') // administrativo/a, técnicos/as
      .replace(/\((?:as|os|a|o)\)/g, ''); // técnico(a)
  }
  return t.split(NON_WORD);
};

/** Whether a folded code unit below U+0370 is a letter or digit (part of a word). */
const WORD_CODE = Uint8Array.from({ length: 0x370 }, (_, c) => (c > 0 && /[\p{L}\p{N}]/u.test(String.fromCharCode(c)) ? 1 : 0));
/** A character no word holds and no rule looks at, for separators beyond U+0370 (dashes, quotes, €). */
const OTHER = 1;
const isRegexWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95; // \b's [a-z0-9_]
let codeBuffer = new Uint16Array(256);
let keptBuffer = new Uint16Array(256);

/**
 * The same words as baseFoldSlow, in three passes over code units and no regular expression: fold each character
 * (FOLD_CODE) and collapse whitespace; drop the gender marks "/a", "/ os" (before a non-word character); split into
 * words, dropping "(a)", "(os)". Null for a text with letters beyond U+0370 or folding to several characters
 * (then baseFoldSlow, which is exact for every text).
 */
function baseFoldFast(text: string): string[] | null {
  const words = wordInfosFast(text);
  return words && words.map((w) => w.word);
}

/** baseFoldFast's words as the thesaurus' records of them (WordInfo). */
function wordInfosFast(text: string): WordInfo[] | null {
  const n = text.length;
  if (codeBuffer.length < n) codeBuffer = new Uint16Array(n * 2);
  const codes = codeBuffer; // a local: a module's `let` is checked on every read
  // 1. fold, whitespace runs as one space, trimmed
  let len = 0;
  for (let i = 0; i < n; i += 1) {
    const c = text.charCodeAt(i);
    let f: number;
    if (c < 0x370) {
      f = FOLD_CODE[c];
      if (f === 0) continue;
      if (f === -1) return null;
    } else {
      if (c >= 0xd800 && c <= 0xdfff) return null;
      const ch = String.fromCharCode(c);
      if (/[\p{L}\p{N}\p{M}]/u.test(ch)) return null;
      f = /\s/.test(ch) ? 32 : OTHER;
    }
    if (f === 32 && (len === 0 || codes[len - 1] === 32)) continue;
    codes[len++] = f;
  }
  if (len > 0 && codes[len - 1] === 32) len -= 1;
  return wordInfosOfCodes(codes, len);
}

/**
 * What the folding needs to know of one word, worked out once: its contraction pairs, the word galicianArticles
 * writes for it alone, whether it may begin a compound or is a stop word, and its canonical form(s). Filled on first
 * use (`described`), after the module's tables are built.
 */
interface WordInfo {
  word: string;
  described: boolean;
  pairs: Map<string, string> | undefined;
  alone: WordInfo | null;
  prefix: boolean;
  stop: boolean;
  canonical: string[] | null;
  /** The canonical form(s) joined by one space, as code units (foldNormalizedCodesInto). */
  canonicalCodes: Uint16Array | null;
}
const wordInfo = (word: string): WordInfo => ({ word, described: false, pairs: undefined, alone: null, prefix: false, stop: false, canonical: null, canonicalCodes: null });
const codesOf = (text: string): Uint16Array => Uint16Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/**
 * Words already read, by a hash of their code units (open addressing, up to 8 slots from the hash's; when those are
 * all taken by other words, the first is replaced). Titles repeat the same few thousand words: a word found here is
 * not built again, nor looked up again in the thesaurus' tables. Bounded: 32,768 words.
 */
const INTERNED = new Array<WordInfo | undefined>(1 << 15).fill(undefined);
function internWord(units: Uint16Array, start: number, end: number, hash: number): WordInfo {
  const mask = INTERNED.length - 1;
  const home = (hash ^ (hash >>> 15)) & mask;
  let free = -1;
  for (let probe = 0; probe < 8; probe += 1) {
    const slot = (home + probe) & mask;
    const known = INTERNED[slot];
    if (known === undefined) {
      free = slot;
      break;
    }
    const word = known.word;
    if (word.length !== end - start) continue;
    let i = start;
    while (i < end && word.charCodeAt(i - start) === units[i]) i += 1;
    if (i === end) return known;
  }
  const info = wordInfo(String.fromCharCode.apply(null, units.subarray(start, end) as unknown as number[]));
  INTERNED[free >= 0 ? free : home] = info;
  return info;
}

/** Steps 2 and 3 of baseFoldFast: the words of a text folded into code units (normalizeText's form, or OTHER beyond it). */
function wordInfosOfCodes(codes: Uint16Array, len: number): WordInfo[] {
  if (keptBuffer.length < len) keptBuffer = new Uint16Array(len * 2);
  const kept = keptBuffer;
  // 2. gender marks after a slash: "/", one optional space, as|os|es|a|o, then no [a-z0-9_]
  let m = 0;
  for (let i = 0; i < len; i += 1) {
    const c = codes[i];
    if (c === 47) {
      const j = i + 1 < len && codes[i + 1] === 32 ? i + 2 : i + 1;
      const a = j < len ? codes[j] : -1;
      const b = j + 1 < len ? codes[j + 1] : -1;
      let end = -1;
      if ((a === 97 || a === 111 || a === 101) && b === 115 && (j + 2 >= len || !isRegexWordChar(codes[j + 2]))) end = j + 2;
      else if ((a === 97 || a === 111) && (j + 1 >= len || !isRegexWordChar(b))) end = j + 1;
      if (end >= 0) {
        i = end - 1;
        continue;
      }
    }
    kept[m++] = c;
  }
  // 3. words; "(as)", "(os)", "(a)", "(o)" dropped
  const words: WordInfo[] = [];
  let start = -1;
  let hash = 0;
  for (let i = 0; i <= m; i += 1) {
    const c = i < m ? kept[i] : 32;
    const isWord = c < 0x370 ? WORD_CODE[c] === 1 : false;
    if (isWord) {
      if (start < 0) {
        start = i;
        hash = 0;
      }
      hash = Math.imul(hash ^ c, 0x01000193); // FNV-1a
      continue;
    }
    if (start >= 0) {
      words.push(internWord(kept, start, i, hash));
      start = -1;
    }
    if (c === 40 && i + 2 < m) {
      const a = kept[i + 1];
      const b = kept[i + 2];
      if ((a === 97 || a === 111) && b === 41) i += 2;
      else if ((a === 97 || a === 111) && b === 115 && i + 3 < m && kept[i + 3] === 41) i += 3;
    }
  }
  return words;
}

const baseFold = (text: string): string[] => galicianArticles(baseFoldFast(text) ?? baseFoldSlow(text));

const EQUIVALENT_BY_FOLD = new Map<string, string[]>();
for (const [from, to] of Object.entries(EQUIVALENTS)) {
  const folded = baseFold(from).map(foldInflection);
  const target = baseFold(to).map(foldInflection);
  if (folded.length === 1) EQUIVALENT_BY_FOLD.set(folded[0], target);
  // also the unfolded key ("aux", "tax") so that short abbreviations are found
  EQUIVALENT_BY_FOLD.set(normalizeText(from), target);
}

/** Galician doublets and inflections no rule tells (tesauroClases.ts), by the folded form of the variant. */
const VARIANT_BY_FOLD = new Map(GALICIAN_VARIANTS.map(([form, canonical]) => [foldInflection(normalizeText(form)), foldInflection(normalizeText(canonical))]));

/** A folded word's canonical form(s) when no listed equivalent names it: its Galician spelling, then a doublet or a compound. */
function classCanonical(folded: string): string[] {
  const spelled = galicianSpelling(folded);
  const listed = spelled === folded ? undefined : EQUIVALENT_BY_FOLD.get(spelled);
  if (listed) return listed;
  const variant = VARIANT_BY_FOLD.get(spelled);
  if (variant) return [variant];
  const compound = splitCompound(spelled);
  if (compound) {
    const rest = canonicalWord(compound[1]);
    if (rest.length === 1) return [compound[0] + rest[0]]; // autoempleo → autoemprego
  }
  return [spelled];
}

const wordCache = new Map<string, string[]>();
/** One word's canonical form(s): an abbreviation may stand for several words ("tax"). */
export function canonicalWord(word: string): string[] {
  const cached = wordCache.get(word);
  if (cached) return cached;
  const direct = EQUIVALENT_BY_FOLD.get(word);
  const folded = foldInflection(word);
  const out = direct ?? EQUIVALENT_BY_FOLD.get(folded) ?? classCanonical(folded);
  if (wordCache.size < 50_000) wordCache.set(word, out);
  return out;
}

/** Words a search ignores when others are there (articles, prepositions and conjunctions of both languages). */
const STOP_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'la', 'el', 'los', 'las', 'a', 'o', 'os', 'as', 'e', 'y', 'en', 'no', 'na',
  'nos', 'nas', 'para', 'por', 'con', 'co', 'coa', 'un', 'una', 'unha', 'al', 'ao', 'que', 'the', 'of']);

const PREFIX_WORDS = new Set<string>(COMPOUND_PREFIXES);
/** Whether the words at i and i + 1 are a prefix written apart and its word ("socio sanitario", "medio ambiente"). */
const compoundAt = (words: readonly string[], i: number): boolean =>
  PREFIX_WORDS.has(words[i]) && i + 1 < words.length && !STOP_WORDS.has(words[i + 1]) && joinsAsCompound(words[i], words[i + 1]);

/** The canonical words of a text (see the module comment). */
export function canonicalWords(text: string): string[] {
  const words = wordInfosFast(text);
  return words ? canonicalOfInfos(words) : canonicalOfWords(galicianArticles(baseFoldSlow(text)));
}

/** Words made by galicianArticles (its tables' values), with their records. */
const ARTICLE_INFO = new Map<string, WordInfo>();
const articleInfo = (word: string): WordInfo => {
  let info = ARTICLE_INFO.get(word);
  if (!info) ARTICLE_INFO.set(word, (info = wordInfo(word)));
  return described(info);
};
function described(info: WordInfo): WordInfo {
  if (info.described) return info;
  info.described = true;
  info.pairs = CONTRACTION_PAIRS.get(info.word);
  const alone = CONTRACTION_WORDS.get(info.word);
  info.alone = alone === undefined ? info : articleInfo(alone);
  info.prefix = PREFIX_WORDS.has(info.word);
  info.stop = STOP_WORDS.has(info.word);
  return info;
}

/** galicianArticles over the words' records. */
function articlesOfInfos(raw: readonly WordInfo[]): WordInfo[] {
  const words: WordInfo[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const w = described(raw[i]);
    const pair = w.pairs !== undefined && i + 1 < raw.length ? w.pairs.get(raw[i + 1].word) : undefined;
    if (pair !== undefined) {
      words.push(articleInfo(pair));
      i += 1;
    } else {
      words.push(w.alone!);
    }
  }
  return words;
}

/** canonicalOfWords(galicianArticles(words)) over the words' records: the same steps, each table read once per word. */
function canonicalOfInfos(raw: readonly WordInfo[]): string[] {
  const words = articlesOfInfos(raw);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    let canonical: string[];
    if (w.prefix && i + 1 < words.length && !described(words[i + 1]).stop && joinsAsCompound(w.word, words[i + 1].word)) {
      canonical = canonicalWord(w.word + words[i + 1].word);
      i += 1;
    } else {
      canonical = w.canonical ??= canonicalWord(w.word);
    }
    if (canonical.length === 1) out.push(canonical[0]);
    else out.push(...canonical);
  }
  return out;
}

function canonicalOfWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let word = words[i];
    if (compoundAt(words, i)) {
      word += words[i + 1];
      i += 1;
    }
    const canonical = canonicalWord(word);
    if (canonical.length === 1) out.push(canonical[0]);
    else out.push(...canonical);
  }
  return out;
}

/** The canonical form of a text, words joined by one space: what label rules and search compare. */
export function foldText(text: string): string {
  if (text.length > 80) return canonicalWords(text).join(' ');
  // Short texts repeat (bodies' names, rules, queries; not titles): kept, up to a bound, as the word forms are.
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = canonicalWords(text).join(' ');
    if (foldCache.size >= 20_000) foldCache.clear();
    foldCache.set(text, folded);
  }
  return folded;
}
const foldCache = new Map<string, string>();

/**
 * foldText(text) as code units, from the text already in normalizeText's form as code units (`normalizeIntoCodes`
 * of text.ts, which gave `length`), written into `into` (grown when short: the array written is returned with the
 * length). For a caller that has scanned those code units: the characters are not folded again and no string is
 * built (the words come from the table of words already read). Not kept, unlike foldText's short texts.
 */
export function foldNormalizedCodesInto(codes: Uint16Array, length: number, into: Uint16Array): { codes: Uint16Array; length: number } {
  const words = articlesOfInfos(wordInfosOfCodes(codes, length));
  let out = into;
  let n = 0;
  let parts = 0;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    let units: Uint16Array;
    if (w.prefix && i + 1 < words.length && !described(words[i + 1]).stop && joinsAsCompound(w.word, words[i + 1].word)) {
      const canonical = canonicalWord(w.word + words[i + 1].word);
      i += 1;
      if (canonical.length === 0) continue; // (join writes nothing for no form)
      units = codesOf(canonical.join(' '));
    } else {
      const canonical = (w.canonical ??= canonicalWord(w.word));
      if (canonical.length === 0) continue;
      units = w.canonicalCodes ??= codesOf(canonical.join(' '));
    }
    if (n + units.length + 1 > out.length) {
      const grown = new Uint16Array((n + units.length + 1) * 2);
      grown.set(out.subarray(0, n));
      out = grown;
    }
    if (parts > 0) out[n++] = 32;
    parts += 1;
    out.set(units, n);
    n += units.length;
  }
  return { codes: out, length: n };
}

/** Every surface word of the thesaurus (listed Spanish and abbreviated forms, Galician targets) with its canonical form, for completing a prefix. */
let vocabulary: [form: string, canonical: string][] | null = null;
const thesaurusVocabulary = () => (vocabulary ??= [...new Set(Object.entries(EQUIVALENTS).flatMap(([from, to]) => [normalizeText(from), ...baseFold(to)]))]
  .filter((f) => /^[a-z]+$/.test(f))
  .flatMap((f): [string, string][] => {
    const c = canonicalWord(f);
    return c.length === 1 ? [[f, c[0]]] : [];
  }));

/**
 * The folded forms a partial-word label rule (comprobarCadenaCompleta NON) is looked for in a folded text, besides the
 * text as published: its folded form (a rule that ends in a whole word: "bomberas" finds "bombeiro"); its last word
 * as a prefix, kept as written but in Galician spelling ("administra", "jardin" → "xardin"); and, when that prefix
 * begins words the thesaurus knows, their canonical forms ("nombramien" → "nomeamento", so a Spanish prefix also
 * finds the Galician text).
 */
export function partialRulePatterns(text: string): string[] {
  const words = baseFold(text);
  if (!words.length) return [];
  const last = words[words.length - 1];
  const head = canonicalWords(words.slice(0, -1).join(' ')).join(' ');
  const withLast = (w: string) => (head ? `${head} ${w}` : w);
  const out = new Set([foldText(text), withLast(galicianSpelling(last))]);
  const prefix = galicianSpelling(last);
  if (/^[a-z]{4,}$/.test(last)) {
    const completions = new Set<string>();
    for (const [form, canonical] of thesaurusVocabulary()) {
      if ((form.startsWith(last) || form.startsWith(prefix)) && !canonical.startsWith(prefix)) completions.add(canonical);
    }
    if (completions.size <= 8) for (const c of completions) out.add(withLast(c));
  }
  return [...out].filter(Boolean);
}

// ---- search: one query in both languages ---------------------------------------------------------------------------

/** Canonical (folded Galician) form → every surface form that folds to it (Galician words and Spanish keys). */
const FORMS_BY_CANONICAL = new Map<string, Set<string>>();
const addForm = (canonical: string, form: string) => {
  let set = FORMS_BY_CANONICAL.get(canonical);
  if (!set) FORMS_BY_CANONICAL.set(canonical, (set = new Set()));
  set.add(form);
};
for (const [from, to] of Object.entries(EQUIVALENTS)) {
  const target = baseFold(to);
  const key = normalizeText(from);
  if (target.length === 1 && !key.includes(' ')) {
    addForm(foldInflection(target[0]), key);
    addForm(foldInflection(target[0]), target[0]);
  }
}

/**
 * The prefix a word is searched by, so that one form finds its plural and feminine ("bombeir" finds bombeiro,
 * bombeira, bombeiros; "auxiliar" finds auxiliares; "socia" finds social, sociais, sociales): a final vowel, and the l
 * of -al/-el/-ol, are dropped from words of five letters or more; a word of three or four letters is the start of a
 * word ("coru", "vig"). Shorter words and numbers are searched whole.
 */
export function searchStem(word: string): { stem: string; prefix: boolean } {
  if (word.length < 5 || /\d/.test(word)) return { stem: word, prefix: word.length >= 3 && !/\d/.test(word) };
  let w = word;
  if (/[aeo]$/.test(w)) w = w.slice(0, -1);
  else if (/[aeo]l$/.test(w)) w = w.slice(0, -1);
  return { stem: w, prefix: true };
}

/** The Galician -il plurals and -e feminines of tesauroClases.ts, by canonical form, for finding texts that use them. */
const VARIANT_FORMS = new Map<string, string[]>();
for (const [form, canonical] of GALICIAN_VARIANTS) {
  const c = foldInflection(normalizeText(canonical));
  VARIANT_FORMS.set(c, [...(VARIANT_FORMS.get(c) ?? []), normalizeText(form)]);
}

/**
 * The ways a canonical word is written in either language: itself, the listed words that fold to it, the Galician
 * doublets of tesauroClases.ts and, for a word not listed, its Spanish spellings ("xerocultor" → "gerocultor",
 * "torneiro" → "tornero").
 */
function surfaceForms(canonical: string): string[] {
  const listed = FORMS_BY_CANONICAL.get(canonical);
  const doublets = VARIANT_FORMS.get(canonical) ?? [];
  const forms = new Set<string>([canonical, ...(listed ?? []), ...doublets]);
  // a listed word has its Spanish forms listed; the spelling rules give those of every other word, and of the doublets
  for (const f of listed ? doublets : [canonical, ...doublets]) for (const v of spellingVariants(f)) forms.add(v);
  const compound = splitCompound(canonical);
  if (compound) for (const f of surfaceForms(compound[1])) forms.add(compound[0] + f); // autoemprego → autoempleo
  return [...forms];
}

/**
 * The ways one query word may be written in a competition's text: its own form, its Galician canonical form and its
 * Spanish forms and doublets (`surfaceForms`), each searched by its stem (see `searchStem`). An abbreviation adds its
 * expansion as a group of words ("tax" → técnico & administración & xeral/general). Each alternative is a list of
 * words that must all be there.
 */
export function wordAlternatives(word: string): string[][] {
  const canonical = canonicalWord(word);
  const alternatives: string[][] = [[word]];
  if (canonical.length > 1) {
    const content = canonical.filter((w) => !STOP_WORDS.has(w));
    alternatives.push(content);
    return alternatives;
  }
  const c = canonical[0];
  const forms = new Set<string>([word, ...surfaceForms(c), ...(FORMS_BY_CANONICAL.get(foldInflection(word)) ?? [])]);
  for (const f of forms) if (f !== word && f.length >= 2 && (EQUIVALENT_BY_FOLD.get(f)?.length ?? 1) === 1) alternatives.push([f]);
  return alternatives;
}

/** A tsquery term: only letters and digits (the text is already folded), with the prefix mark when it has one. */
const tsTerm = (word: string): string => {
  const { stem, prefix } = searchStem(word);
  const clean = stem.replace(/[^a-z0-9]/g, '');
  return clean ? `${clean}${prefix ? ':*' : ''}` : '';
};

/** The words a query excludes, written "-word" as in web search ("policía local -verín"). */
const excludedWords = (query: string): string[] =>
  [...normalizeText(query).matchAll(/(?:^|\s)-([\p{L}\p{N}]+)/gu)].flatMap((m) => baseFold(m[1]));
/** The query without its excluded words. */
const withoutExcluded = (query: string): string => normalizeText(query).replace(/(?:^|\s)-[\p{L}\p{N}]+/gu, ' ').trim();

/** One query word as a tsquery: any of its forms (`wordAlternatives`); `nested` for the words of an expansion. */
function wordQuery(w: string, nested = false): string {
  const alts = wordAlternatives(w)
    .filter((alt) => !nested || alt.length === 1)
    .map((alt) => (alt.length > 1 ? `(${alt.map((x) => wordQuery(x, true)).filter(Boolean).join(' & ')})` : tsTerm(alt[0])))
    .filter((alt) => alt && alt !== '()');
  const unique = [...new Set(alts)].sort();
  return unique.length > 1 ? `(${unique.join(' | ')})` : (unique[0] ?? '');
}

/**
 * A compound as a tsquery, the same whichever way the query writes it ("sociosanitario", "socio sanitario",
 * "socio-sanitario"): joined in any of its forms, or the prefix and its word apart (a hyphenated word is indexed as
 * its parts too).
 */
function compoundQuery(prefix: string, rest: string): string {
  const joined = [...new Set([prefix + rest, ...surfaceForms(canonicalWord(prefix + rest)[0])].map(tsTerm).filter(Boolean))].sort();
  return `(${[...joined, `(${prefix} & ${wordQuery(rest)})`].join(' | ')})`;
}

/** Each service of SERVICE_NAMES: its names' content words, and the canonical words a query is matched against. */
const SERVICES = SERVICE_NAMES.map((names) => names.map((name) => {
  const words = baseFold(name).filter((w) => !STOP_WORDS.has(w));
  return { words, canonical: canonicalWords(words.join(' ')) };
}));
/** A service as a tsquery: any of its names, each with all its words (in any of their forms). */
const serviceQuery = (service: (typeof SERVICES)[number]): string => {
  const names = [...new Set(service.map((n) => (n.words.length > 1 ? `(${n.words.map((w) => wordQuery(w)).join(' & ')})` : wordQuery(n.words[0]))))].sort();
  return names.length > 1 ? `(${names.join(' | ')})` : names[0];
};

/**
 * The parts of a query, each a tsquery that must match: a service named in the query by any of its names (the
 * longest found first), a compound however it is written, or a word in any of its forms.
 */
function queryParts(words: readonly string[]): string[] {
  const canonical = words.map((w) => canonicalWord(w));
  /** How many query words from i on name the service (its canonical words, whole words only), or 0. */
  const namedAt = (i: number, name: string[]): number => {
    let k = 0;
    let j = i;
    while (j < words.length && k < name.length && canonical[j].every((c, n) => name[k + n] === c)) {
      k += canonical[j].length;
      j += 1;
    }
    return k === name.length && k > 0 ? j - i : 0;
  };
  const parts: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let best = 0;
    let service = -1;
    for (let s = 0; s < SERVICES.length; s += 1) {
      for (const name of SERVICES[s]) {
        const length = namedAt(i, name.canonical);
        if (length > best) [best, service] = [length, s];
      }
    }
    if (service >= 0) {
      parts.push(serviceQuery(SERVICES[service]));
      i += best - 1;
    } else if (compoundAt(words, i)) {
      parts.push(compoundQuery(words[i], words[i + 1]));
      i += 1;
    } else {
      const split = splitCompound(words[i]);
      parts.push(split ? compoundQuery(split[0], split[1]) : wordQuery(words[i]));
    }
  }
  return parts.filter(Boolean);
}

/**
 * A normalised search query in both languages, for the full-text index (`to_tsquery('simple', …)`): every content
 * word of the query must match, each in any of its forms (gl/es equivalents, place-name variants, body names,
 * abbreviations, plural and feminine, Spanish spelling, Galician doublets, compounds together or apart); a service
 * named in the query matches any of its names. Null when the query has no letters or digits left.
 */
export function searchTsQuery(query: string): string | null {
  const excluded = excludedWords(query).filter((w) => /^[a-z0-9]+$/.test(w));
  const words = baseFold(withoutExcluded(query)).filter((w) => /^[a-z0-9]+$/.test(w));
  const content = words.filter((w) => !STOP_WORDS.has(w));
  const parts = queryParts((content.length ? content : words).slice(0, 8));
  if (parts.length) for (const w of excluded) parts.push(`!${w}`);
  return parts.length ? parts.join(' & ') : null;
}

/** Spanish article contractions as Galician ones, reversed for giving a Galician text in Spanish. */
const TO_SPANISH_PARTICLE: Record<string, string> = { da: 'de la', das: 'de las', do: 'del', dos: 'de los', e: 'y', no: 'en el', na: 'en la', o: 'el', a: 'la', os: 'los', as: 'las', unha: 'una', ao: 'al' };

/** A canonical word's Spanish form (the longest Spanish key that folds to it, for readability), or null. */
const SPANISH_BY_CANONICAL = new Map<string, string>();
for (const [from, to] of Object.entries(EQUIVALENTS)) {
  const key = normalizeText(from);
  const target = baseFold(to);
  if (target.length !== 1 || key.includes(' ') || key.length < 4) continue;
  const c = foldInflection(target[0]);
  const prev = SPANISH_BY_CANONICAL.get(c);
  // abbreviations ("admtvo", "ayto") are never the Spanish name of a word
  if (key !== target[0] && key.length >= 0.6 * target[0].length && (!prev || key.length > prev.length)) SPANISH_BY_CANONICAL.set(c, key);
}

/**
 * The phrases a whole query is also searched as (substring matches rank first): the query itself, and the same words
 * in the other language where the thesaurus knows them ("bolsa de empleo" → "bolsa de emprego"), each word cut to its
 * stem so that a plural or feminine still matches. At most three.
 */
export function searchPhrases(query: string): string[] {
  const q = withoutExcluded(query).replace(/["“”«»]/g, '').trim();
  const words = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const gl = words.map((w) => {
    const c = canonicalWord(w);
    if (c.length !== 1) return w;
    const forms = FORMS_BY_CANONICAL.get(c[0]);
    const galician = forms && [...forms].find((f) => foldInflection(f) === c[0] && !EQUIVALENT_BY_FOLD.has(f)) || (forms?.has(c[0]) ? c[0] : null);
    return galician && galician !== w ? searchStem(galician).stem : w;
  });
  const es = words.map((w) => {
    if (TO_SPANISH_PARTICLE[w] && words.length > 1) return TO_SPANISH_PARTICLE[w];
    const c = canonicalWord(w);
    const spanish = c.length === 1 ? SPANISH_BY_CANONICAL.get(c[0]) : undefined;
    return spanish && spanish !== w ? searchStem(spanish).stem : w;
  });
  const glFromEs = gl.map((w, i) => (Object.values(TO_SPANISH_PARTICLE).includes(w) ? words[i] : w));
  return [...new Set([q, glFromEs.join(' '), es.join(' ')])].filter((p) => p.length >= 3);
}
