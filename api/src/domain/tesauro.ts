import { normalizeText } from '../text.js';

/**
 * The gl/es thesaurus of the domain: one canonical (Galician, folded) form for the words of public employment, so
 * that "Bomberos", "bombeira" and "BOMBEIROS" are one word, and "auxiliares administrativos" is "auxiliar
 * administrativo". Label rules and text search compare texts in this folded form. Pure functions, no I/O.
 *
 * Folding, in order: lower case without accents; gender marks ("/a", "(a)") dropped; punctuation and hyphens as
 * spaces; Spanish article contractions to the Galician ones; then each word: plural folded (-ns, -es after a
 * consonant, -ais/-eis/-ois, -s), feminine folded (-ora → -or, -a → -o), and the Spanish or abbreviated form
 * replaced by the Galician one. The folded form is for comparing only: it is never shown.
 */

/** Spanish (and abbreviated) forms → the Galician form. Keys and values are written naturally and folded at load. */
const EQUIVALENTS: Record<string, string> = {
  // bodies and places
  ayuntamiento: 'concello', ayto: 'concello', concellos: 'concello', council: 'concello', diputacion: 'deputacion',
  junta: 'xunta', consejeria: 'conselleria', consejo: 'consello', mancomunidad: 'mancomunidade', universidad: 'universidade',
  general: 'xeral', municipal: 'municipal', orense: 'ourense', sangenjo: 'sanxenxo', villagarcia: 'vilagarcia', arosa: 'arousa',
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
  oficial: 'oficial', psicologo: 'psicologo', educador: 'educador', infantis: 'infantil', guarderia: 'escola infantil',
  // abbreviations
  aux: 'auxiliar', adm: 'administrativo', admvo: 'administrativo', admtvo: 'administrativo', tax: 'tecnico de administracion xeral',
  tag: 'tecnico de administracion xeral', aedl: 'axente de emprego e desenvolvemento local', oep: 'oferta de emprego publico',
  rpt: 'relacion de postos de traballo', sergas: 'servizo galego de saude', pdi: 'persoal docente e investigador',
};

/** Spanish article contractions and articles → Galician (two words first). */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bde la\b/g, 'da'], [/\bde las\b/g, 'das'], [/\bde los\b/g, 'dos'], [/\bdel\b/g, 'do'], [/\ben el\b/g, 'no'],
  [/\ben la\b/g, 'na'], [/\ben los\b/g, 'nos'], [/\ben las\b/g, 'nas'], [/\ba la\b/g, 'a'], [/\bal\b/g, 'ao'],
  [/\bpor el\b/g, 'polo'], [/\bpor la\b/g, 'pola'], [/\by\b/g, 'e'], [/\bel\b/g, 'o'], [/\bla\b/g, 'a'], [/\blos\b/g, 'os'],
  [/\blas\b/g, 'as'], [/\buna\b/g, 'unha'], [/\bo\/a\b/g, 'o'],
];

/** Plural and feminine of one word (already lower case without accents). Short words are kept as they are. */
export function foldInflection(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (/[aeo]is$/.test(w) && w.length > 5) w = `${w.slice(0, -2)}l`; // laborais → laboral, xerais → xeral
  else if (/ns$/.test(w)) w = w.slice(0, -1); // peons, oposicions
  else if (/[rlndz]es$/.test(w) && w.length > 5) w = w.slice(0, -2); // auxiliares, peones, laborales
  else if (/[aeiou]s$/.test(w)) w = w.slice(0, -1); // prazas, docentes
  if (/ora$/.test(w) && w.length > 5) w = w.slice(0, -1); // traballadora → traballador
  else if (/a$/.test(w) && w.length > 3) w = `${w.slice(0, -1)}o`; // bombeira → bombeiro (praza → prazo: only ever compared)
  return w;
}

const baseFold = (text: string): string[] => {
  let t = normalizeText(text)
    .replace(/\/\s?(?:as|os|es|a|o)\b/g, '') // administrativo/a, técnicos/as
    .replace(/\((?:as|os|a|o)\)/g, '') // técnico(a)
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  for (const [re, to] of CONTRACTIONS) t = t.replace(re, to);
  return t.split(' ').filter(Boolean);
};

const EQUIVALENT_BY_FOLD = new Map<string, string[]>();
for (const [from, to] of Object.entries(EQUIVALENTS)) {
  const folded = baseFold(from).map(foldInflection);
  const target = baseFold(to).map(foldInflection);
  if (folded.length === 1) EQUIVALENT_BY_FOLD.set(folded[0], target);
  // also the unfolded key ("aux", "tax") so that short abbreviations are found
  EQUIVALENT_BY_FOLD.set(normalizeText(from), target);
}

const wordCache = new Map<string, string[]>();
/** One word's canonical form(s): an abbreviation may stand for several words ("tax"). */
export function canonicalWord(word: string): string[] {
  const cached = wordCache.get(word);
  if (cached) return cached;
  const direct = EQUIVALENT_BY_FOLD.get(word);
  const folded = foldInflection(word);
  const out = direct ?? EQUIVALENT_BY_FOLD.get(folded) ?? [folded];
  if (wordCache.size < 50_000) wordCache.set(word, out);
  return out;
}

/** The canonical words of a text (see the module comment). */
export function canonicalWords(text: string): string[] {
  return baseFold(text).flatMap(canonicalWord);
}

/** The canonical form of a text, words joined by one space: what label rules and search compare. */
export function foldText(text: string): string {
  return canonicalWords(text).join(' ');
}
