/**
 * The classes of the gl/es thesaurus (domain/tesauro.ts) that a rule states better than a list: how Spanish spelling
 * becomes Galician, the accepted Galician doublets of one word, the compounds written together or apart, and the
 * services whose usual Spanish name is not a translation of the Galician one. Pure data and word-level functions on
 * folded words (lower case, no accents); tesauro.ts applies them. docs/search.md describes each class and its sources.
 *
 * Sources: Real Academia Galega and Instituto da Lingua Galega, "Normas ortográficas e morfolóxicas do idioma galego"
 * (2003 reform: x for Spanish j/ge/gi, -bel beside -ble, plural -ís of -il, prefixes written together); the RAG
 * dictionary and the TERMIGAL/Portal das Palabras terms; the Xunta's V Convenio colectivo único del personal laboral
 * and its RPT category names ("persoal de servizos xerais"); the SERGAS categories ("técnico/a en coidados auxiliares
 * de enfermaría"); Lei 13/2008 de servizos sociais de Galicia and Decreto 99/2012 ("servizo de axuda no fogar") and
 * the state Ley 39/2006 ("servicio de ayuda a domicilio"); SEPE's occupation names (CNO-11) for the Spanish forms.
 */

// ---- Spanish spelling → Galician spelling ---------------------------------------------------------------------------

/**
 * A (folded) word in Galician spelling where Spanish spelling differs by rule: j and g before e/i are x (junta →
 * xunta, gestión → xestión, gerocultor → xerocultor); -ero/-era are -eiro/-eira (bombero → bombeiro, tornero →
 * torneiro); -dad and -tud are -dade and -tude (igualdad, juventud); the Galician doublet -bel is -ble (responsábel →
 * responsable). Galician words are left as they are (they have no j, ge or gi), so both languages meet.
 */
export function galicianSpelling(word: string): string {
  let w = word;
  if (w.includes('j')) w = w.replace(/j/g, 'x');
  if (w.includes('g')) w = w.replace(/g(?=[ei])/g, 'x');
  if (w.length >= 6 && /[^i]ero$/.test(w)) w = `${w.slice(0, -3)}eiro`;
  else if (w.length >= 5 && /(?:da|tu)d$/.test(w)) w = `${w}e`;
  else if (/[aiu]bel$/.test(w)) w = `${w.slice(0, -3)}ble`;
  return w;
}

/**
 * The Spanish and doublet spellings of a canonical (Galician, folded) word, for finding texts written in them: the
 * rules of galicianSpelling backwards (x as j, or as g before e/i; -eiro as -ero; -dade/-tude as -dad/-tud; -ble as
 * -bel). Forms that are not words are harmless: they are only looked for.
 */
export function spellingVariants(canonical: string): string[] {
  const endings = [canonical];
  if (/eiro$/.test(canonical)) endings.push(`${canonical.slice(0, -4)}ero`);
  else if (/(?:dad|tud)e$/.test(canonical)) endings.push(canonical.slice(0, -1));
  else if (/[aiu]ble$/.test(canonical)) endings.push(`${canonical.slice(0, -3)}bel`);
  const out = new Set(endings);
  // an x before a vowel, but not the ex- that Spanish keeps (exame, exercicio, excluído)
  if (/(?<!^e)x[aeiou]/.test(canonical)) {
    for (const w of endings) {
      out.add(w.replace(/(?<!^e)x(?=[ei])/g, 'g').replace(/(?<!^e)x(?=[aeiou])/g, 'j')); // xestion → gestion, xardineiro → jardineiro
      out.add(w.replace(/(?<!^e)x(?=[aeiou])/g, 'j')); // xefe → jefe
    }
  }
  out.delete(canonical);
  return [...out];
}

// ---- Galician doublets and inflections a general rule cannot tell ---------------------------------------------------

/**
 * [form, canonical]: plurals in -ís of words in -il (infantís, as the RAG norms write them; Spanish -iles is a regular
 * plural) and feminines in -a of masculines in -e (xefa, mestra: the general rule would fold them to -o).
 */
export const GALICIAN_VARIANTS: [form: string, canonical: string][] = [
  ['infantís', 'infantil'], ['xuvenís', 'xuvenil'], ['civís', 'civil'], ['textís', 'textil'], ['fabrís', 'fabril'], ['mercantís', 'mercantil'],
  ['xefa', 'xefe'], ['mestra', 'mestre'], ['presidenta', 'presidente'], ['dependenta', 'dependente'], ['xerenta', 'xerente'],
];

// ---- compounds written together or apart ---------------------------------------------------------------------------

/**
 * Prefixes the norms of both languages write joined to their word ("sociosanitario", "autoemprego", "teleoperador",
 * "vicesecretario") and bulletins often write apart or with a hyphen. `medio` only joins "ambiente"/"ambiental"
 * ("medio ambiente", "medioambiental"): as a word of its own it means half or means.
 */
export const COMPOUND_PREFIXES = ['socio', 'auto', 'tele', 'vice', 'psico', 'electro', 'micro', 'multi', 'medio'] as const;

/** Whether a prefix and a (folded) following word form one compound: a word of four letters or more, "ambient…" for medio. */
export function joinsAsCompound(prefix: string, rest: string): boolean {
  if (rest.length < 4 || !/^[a-z]+$/.test(rest)) return false;
  return prefix === 'medio' ? rest.startsWith('ambient') : (COMPOUND_PREFIXES as readonly string[]).includes(prefix);
}

/** The prefix and the rest of a joined compound ("autoemprego" → ["auto", "emprego"]), or null. */
export function splitCompound(word: string): [prefix: string, rest: string] | null {
  for (const p of COMPOUND_PREFIXES) {
    if (word.length > p.length && word.startsWith(p) && joinsAsCompound(p, word.slice(p.length))) return [p, word.slice(p.length)];
  }
  return null;
}

// ---- services and posts whose usual names are not translations of each other ------------------------------------

/**
 * Each line is one service or post under the names people search it by, in either language: a search for one name
 * finds the texts that use any of them. Only names that are the same thing (a broader or narrower term is not here).
 * The lines whose every name names a post are one post to the grouping too (procesos.ts, `outroNomeDoPosto`).
 */
export const SERVICE_NAMES: string[][] = [
  // Lei 13/2008 and Decreto 99/2012 (Galicia) / Ley 39/2006: the home-help service and its worker's older name
  ['axuda no fogar', 'axuda a domicilio', 'axuda domiciliaria', 'ayuda a domicilio', 'ayuda en el hogar', 'ayuda domiciliaria',
    'traballador familiar', 'trabajador familiar'],
  // Galician "gardaría" (often written "gardería"), Spanish "guardería"; the public ones are called "escola infantil"
  ['escola infantil', 'escuela infantil', 'gardaría', 'gardería', 'guardería'],
  // Xunta V Convenio colectivo único, grupo V: "persoal de servizos xerais"; local bodies: "subalterno" (subescala subalterna)
  ['persoal de servizos xerais', 'personal de servicios generales', 'subalterno'],
  // SERGAS category "técnico/a en coidados auxiliares de enfermaría" (TCAE), formerly "auxiliar de enfermaría"
  ['auxiliar de enfermaría', 'auxiliar de enfermería', 'técnico en coidados auxiliares de enfermaría', 'técnico en cuidados auxiliares de enfermería', 'tcae'],
  // SEPE's occupation "gerocultor" (Galician "xerocultor"), formerly "auxiliar de geriatría"
  ['xerocultor', 'auxiliar de xeriatría', 'auxiliar de geriatría'],
  // SEPE's occupation "personal de limpieza"
  ['limpador', 'persoal de limpeza', 'personal de limpieza'],
  // the vocational title "técnico en emergencias sanitarias" (Real Decreto 1397/2007), formerly "conductor de ambulancia"
  ['técnico en emerxencias sanitarias', 'técnico en emergencias sanitarias', 'condutor de ambulancia', 'conductor de ambulancia'],
  // Ley 2/1964 (reordenación de las enseñanzas técnicas) renamed the "aparejador" "arquitecto técnico"; councils still
  // name the post so ("aparellador/a municipal")
  ['arquitecto técnico', 'aparellador', 'aparejador'],
  // Real Decreto 450/2005 (nursing specialities): "Enfermería Obstétrico-Ginecológica (Matrona)"; SERGAS calls the
  // category by the speciality and lists or appoints it as "matronas"
  ['enfermeiro especialista en enfermaría obstétrico-xinecolóxica', 'enfermero especialista en enfermería obstétrico-ginecológica',
    'enfermeiro especialista obstétrico-xinecolóxico', 'enfermero especialista obstétrico-ginecológico', 'matrona', 'matrón'],
];
