/**
 * A process's title in the reader's language. The analysis builds an automatic process's title once, in Galician,
 * from its parts: "post · places and group, job pool, turn, year · body" (api/src/domain/procesos.ts,
 * `tituloDoProceso`). In Spanish, the part the site wrote (places, group, pool, turn) is said in Spanish, and so is
 * the post, word by word, unless a word the list does not know looks Galician (then the post stays as the bulletin
 * printed it: half-translated names would be worse). The body is a proper name and stays as printed. A title an
 * administrator wrote is theirs and is never changed. Kept small: every first view carries it.
 */
export type IdiomaTitulo = 'gl' | 'es';

/** Galician → Spanish: the words of the site's own part, then the commonest words of post names written otherwise. */
const ES = new Map<string, string>(
  ('praza:plaza prazas:plazas agrupacións:agrupaciones profesionais:profesionales emprego:empleo mobilidade:movilidad '
    + 'quenda:turno discapacidade:discapacidad xestión:gestión enxeñeiro/a:ingeniero/a traballador/a:trabajador/a bombeiro/a:bombero/a '
    + 'condutor/a:conductor/a servizos:servicios servizo:servicio axuda:ayuda axente:agente conserxe:conserje fogar:hogar xeral:general '
    + 'limpeza:limpieza persoal:personal postos:puestos outros:otros traballo:trabajo e:y da:de~la do:del')
    .split(' ').map((p): [string, string] => { const [gl, es] = p.split(':'); return [gl, es.replace('~', ' ')]; }),
);

/** The site's own part: "2 prazas C2", "agrupacións profesionais", "bolsa de emprego", "promoción interna", "2026"… */
const EXTRA = /^(?:\d+ prazas?(?: (?:A1|A2|B|C1|C2|agrupacións profesionais))?|A1|A2|B|C1|C2|agrupacións profesionais|bolsa de emprego|promoción interna|mobilidade|quenda de discapacidade|\d{4})$/;

/**
 * A word left as it is must not be Galician: Galician spelling (an "x" where Spanish writes j, g or s: "xe-", "axe",
 * "caixa", "enxe"; "nh"; "-eiro/a"; "-aría"; "-izo/a"; plurals in "-ns", "-ais", "-eis", "-ois") or a Galician article
 * or contraction ("o", "os", "á", "ao", "no", "na", "coa", "unha"). Spanish "auxiliar", "máximo" or "examen" pass.
 */
const GALEGO = /^x|[ai]x[eu]|[aeiou]ix|nx|nh|eir[oa]s?\b|aría|iz[oa]s?\b|[^e]ns\b|[aeo]is\b|^(?:o|os|á|ás|ao|aos|no|nos|na|nas|co|coa|cos|coas|un|unha)$/;

/** Word by word; null when a word is unknown and looks Galician. "no fogar" is read as a phrase ("no" is Spanish too). */
function enEspanol(texto: string): string | null {
  const out: string[] = [];
  for (const palabra of texto.replace(/\bno fogar\b/i, 'en~el fogar').split(' ')) {
    const w = palabra.toLocaleLowerCase('gl');
    const es = ES.get(w) ?? (w.includes('~') ? w.replace('~', ' ') : undefined);
    if (es === undefined && GALEGO.test(w)) return null;
    out.push(es ?? palabra);
  }
  const s = out.join(' ');
  return texto && texto[0] === texto[0].toLocaleUpperCase('gl') ? s[0].toLocaleUpperCase('es') + s.slice(1) : s;
}

const extraEnEspanol = (segmento: string): string | null => {
  const partes = segmento.split(', ');
  return partes.every((p) => EXTRA.test(p)) ? partes.map((p) => enEspanol(p) ?? p).join(', ') : null;
};

export function tituloProcesoNoIdioma(titulo: string, automatico: boolean | undefined, idioma: IdiomaTitulo): string {
  if (idioma === 'gl' || !automatico) return titulo;
  const [posto, ...resto] = titulo.split(' · ');
  if (!resto.length) return titulo;
  // with two parts, the second is the body unless it is wholly the site's own words (a title with no body)
  const ultimo = resto.pop()!;
  return [enEspanol(posto) ?? posto, ...resto.map((m) => extraEnEspanol(m) ?? m), extraEnEspanol(ultimo) ?? ultimo].join(' · ');
}
