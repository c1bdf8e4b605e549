import { normalizeText } from '../text.js';
import { officialMunicipalityName } from './organismos.js';

/**
 * Bulletins often print a notice's title in ALL CAPS ("BASES DA CONVOCATORIA DUNHA PRAZA DE AUXILIAR
 * ADMINISTRATIVO DO CONCELLO DE O PORRIÑO"). Shown as published it shouts and is hard to read; this gives the same
 * text in sentence case for display only (the stored text stays as published): lower case, a capital at the start of
 * each sentence, acronyms and roman numerals kept, and the proper names a reader expects capitalised (Galician
 * municipalities and provinces in their official form, Galicia, Xunta, the bodies' names). Pure, no I/O.
 */

/** Acronyms of public employment and administration that stay in capitals. */
const ACRONYMS = new Set([
  'bop', 'boe', 'dog', 'oep', 'rpt', 'tag', 'tax', 'aedl', 'sergas', 'uned', 'eso', 'fp', 'ue', 'dni', 'nie', 'nif', 'cif', 'iva', 'irpf',
  'ss', 'ccaa', 'epi', 'tic', 'ti', 'it', 'celga', 'ceip', 'ies', 'cpi', 'eei', 'pai', 'pdi', 'pas', 'ebep', 'trebep', 'lrbrl', 'lpac',
  'apa', 'uts', 'ute', 'sl', 'sa', 'slu', 'vpo', 'dxt', 'seaga', 'igvs', 'ige', 'egap', 'cixug', 'usc', 'udc', 'uvigo', 'cee',
]);
const ROMAN_STRICT = /^(?=[mdclxvi])m{0,3}(?:c[md]|d?c{0,3})(?:x[cl]|l?x{0,3})(?:i[xv]|v?i{0,3})$/;

/** Proper names that are not municipalities. */
const NAMES: Record<string, string> = {
  galicia: 'Galicia', xunta: 'Xunta', espana: 'España', estado: 'Estado', sergas: 'SERGAS', coruna: 'Coruña',
};

/** Words after which the next words are a body's name ("Concello de …"). */
const BODY_WORDS = new Set(['concello', 'ayuntamiento', 'deputacion', 'diputacion', 'universidade', 'universidad', 'mancomunidade',
  'mancomunidad', 'consorcio', 'conselleria', 'consejeria']);

const isMostlyUpper = (text: string): boolean => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 8) return false;
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  return upper / letters.length >= 0.8;
};

const capitalise = (w: string) => w.charAt(0).toLocaleUpperCase('gl') + w.slice(1);
const PARTICLE = /^(?:de|da|do|das|dos|del|e|y|la|el|los|las)$/;
const ROMAN_FALSE_FRIENDS = new Set(['di', 'mi', 'vi', 'dm', 'cd', 'mix', 'civil', 'lid', 'mil', 'dc', 'li', 'ci']);
/** Words after which a place name is expected ("Concello de Vigo", "en Lugo"). */
const BEFORE_PLACE = /^(?:de|da|do|del|en|dos|das|no|na)$/;

/** The text to show for a notice title: sentence case when it was printed in capitals, otherwise null. */
export function textoParaMostrar(text: string): string | null {
  if (!isMostlyUpper(text)) return null;
  const lower = text.toLocaleLowerCase('gl');
  // words with their place in the text
  const words = [...lower.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, text: m[0] }));
  const shown = words.map((w) => w.text);
  for (let i = 0; i < words.length; i++) {
    const bare = normalizeText(words[i].text);
    if (ACRONYMS.has(bare)) shown[i] = words[i].text.toLocaleUpperCase('gl');
    else if (ROMAN_STRICT.test(bare) && bare.length <= 4 && !ROMAN_FALSE_FRIENDS.has(bare)) shown[i] = bare.toUpperCase();
    else if (NAMES[bare]) shown[i] = NAMES[bare];
  }
  // place names: up to five words that make a Galician municipality, after "de", "en"… or a body word
  for (let i = 1; i < words.length; i++) {
    const prev = normalizeText(words[i - 1].text);
    if (!BEFORE_PLACE.test(prev) && !BODY_WORDS.has(prev)) continue;
    for (let n = Math.min(5, words.length - i); n >= 1; n--) {
      const candidate = lower.slice(words[i].start, words[i + n - 1].end);
      if (!officialMunicipalityName(candidate)) continue;
      for (let k = i; k < i + n; k++) if (k === i || !PARTICLE.test(normalizeText(words[k].text))) shown[k] = capitalise(words[k].text);
      i += n - 1;
      break;
    }
  }
  // a capital at the start of the text and of each sentence
  let out = '';
  let last = 0;
  let sentenceStart = true;
  for (let i = 0; i < words.length; i++) {
    const between = lower.slice(last, words[i].start);
    if (i > 0 && /[.!?:]\s*$/.test(between) && !/\b\w\.\s*$/.test(lower.slice(0, words[i].start))) sentenceStart = true;
    out += between + (sentenceStart ? capitalise(shown[i]) : shown[i]);
    sentenceStart = false;
    last = words[i].end;
  }
  return out + lower.slice(last);
}
