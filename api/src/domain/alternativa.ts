/**
 * The words as one alternation, a word before any shorter one it begins with ("cuatrocientos" before "cuatro", "dunha"
 * before "dun"), written as a tree of their shared beginnings: "c(?:uatro(?:cient(?:os|as))?|…)". It matches what the
 * flat alternation sorted longest first matches, with the same captures (of words that begin alike, the longer is tried
 * first, and only a word that begins another can match at the same place), and the engine reads it several times
 * faster: a flat alternation of a hundred words is tried word by word at every place of a sentence.
 */
export function alternativa(palabras: string[]): string {
  interface No { fin: boolean; fillos: Map<string, No> }
  const raiz: No = { fin: false, fillos: new Map() };
  for (const p of palabras) {
    let no = raiz;
    for (const ch of p) {
      let seguinte = no.fillos.get(ch);
      if (!seguinte) no.fillos.set(ch, (seguinte = { fin: false, fillos: new Map() }));
      no = seguinte;
    }
    no.fin = true;
  }
  const fonte = (no: No): string => {
    const ramas = [...no.fillos].map(([ch, fillo]) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') + fonte(fillo));
    if (!ramas.length) return '';
    const corpo = ramas.length === 1 ? ramas[0] : `(?:${ramas.join('|')})`;
    // (a word that ends here, and longer ones that go on: the longer first, as the sorted alternation tried them)
    if (!no.fin) return corpo;
    return ramas.length === 1 && ramas[0].length === 1 ? `${corpo}?` : `(?:${corpo})?`;
  };
  return fonte(raiz);
}

/**
 * Whether a text holds any of the words, as one pattern: the same answer as `words.some((w) => text.includes(w))`, and
 * the engine's one scan for a set of words is two to five times faster than a scan for each (the cheap guards readers
 * ask of every sentence before their families of patterns).
 */
export function calqueraDe(palabras: string[]): RegExp {
  return new RegExp(palabras.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));
}
