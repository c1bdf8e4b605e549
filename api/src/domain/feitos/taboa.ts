import type { Documento } from './documento.js';
import { NUMERO, valorNumero } from './numeros.js';

/**
 * Place tables as bulletins print them, one row a line, cells between `|`, ` / ` or tabs:
 * "Denominación | Grupo | Número de prazas | Quenda" then "Peón de obras | AP | 2 | Libre". Each row gives the post's
 * name, its places, its turn and its group when the header has those columns.
 */
export interface FilaTaboa {
  /** Empty in a table of turns alone. */
  nome: string;
  /** The published name (not folded). */
  nomePublicado: string;
  prazas?: number;
  quenda?: 'libre' | 'promocionInterna' | 'discapacidade';
  /** A sub-row of the row above, its places inside that row's ("(das cales, reserva para persoas con discapacidade) | (4)"). */
  dentro?: boolean;
  /** The group cell, folded ("c1", "ap", "a2"). */
  grupo?: string;
  /** Index of the sentence holding the row, and the row's place in the text. */
  frase: number;
  ini: number;
  fin: number;
}

const NOME = /^(?:denominacion|categoria|categoria profesional|praza|plaza|posto|puesto|posto de traballo|puesto de trabajo|especialidade?)(?:\s+(?:da|de la|do|del)\s+(?:praza|plaza|posto|puesto))?$/;
/** The count's column: "N.º de prazas", "Vacantes", or a bare "N.º", "Núm.", "Número" (read only beside a name's column). */
const CONTA = /^(?:(?:n\.?\s?º|nº|num\.?|numero|n\.?)\s*(?:de\s+)?)?(?:prazas|plazas|vacantes|postos|puestos)(?:\s+convocad[oa]s)?$/;
const CONTA_SO = /^(?:n\.?\s?º|nº|num\.?|numero)$/;
const QUENDA = /^(?:quenda|turno|acceso|forma de acceso|sistema de acceso|quenda de acceso|turno de acceso)$/;
const GRUPO = /^(?:grupo|subgrupo|grupo\s*\/\s*subgrupo|grupo\/subgrupo|asimilacion|grupo de clasificacion|subgrupo de clasificacion)$/;
// (the bracket repeats the count in figures or words: "2 (dous)", "catro (4)")
const CONTA_CELA = new RegExp(`^\\(?\\s*(${NUMERO})(?:\\s*\\(\\s*${NUMERO}\\s*\\))?(?:\\s+(?:prazas?|plazas?))?\\s*\\)?$`);
/** A row inside the one above: in brackets, or opened by "das cales", "de las cuales", "incluídas"; folded. */
const FILA_DENTRO = /^\(|^(?:das|dos|de las|de los) (?:cales|cuales|que)\b|^incluid[ao]s\b|^de elas\b|^de ellas\b/;

/** The cells of a published line (folded alike, index for index), by the first separator it uses; null when fewer than two. */
function celas(texto: string, norm: string): { sep: string; cs: string[]; publicadas: string[] } | null {
  for (const sep of ['|', '\t', ' / ']) {
    if (!texto.includes(sep)) continue;
    const cs: string[] = [];
    const publicadas: string[] = [];
    let a = 0;
    for (;;) {
      const b = texto.indexOf(sep, a);
      const fin = b < 0 ? texto.length : b;
      cs.push(norm.slice(a, fin).trim());
      publicadas.push(texto.slice(a, fin).trim());
      if (b < 0) break;
      a = b + sep.length;
    }
    if (sep === '|') {
      if (cs[0] === '') cs.shift(), publicadas.shift();
      if (cs[cs.length - 1] === '') cs.pop(), publicadas.pop();
    }
    if (cs.length >= 2) return { sep, cs, publicadas };
  }
  return null;
}

const quendaDe = (c: string): FilaTaboa['quenda'] =>
  /promocion interna/.test(c) ? 'promocionInterna' : /discapacid|diversidade funcional/.test(c) ? 'discapacidade' : /\blibre\b/.test(c) ? 'libre' : undefined;

export function lerTaboas(doc: Documento): FilaTaboa[] {
  const { norm, texto } = doc;
  if (!texto.includes('|') && !texto.includes('\t') && !texto.includes(' / ')) return [];
  const filas: FilaTaboa[] = [];
  const linhas: [number, number][] = [];
  for (let i = 0; i <= norm.length; ) {
    let j = norm.indexOf('\n', i);
    if (j < 0) j = norm.length;
    linhas.push([i, j]);
    i = j + 1;
  }
  let frase = 0;
  const fraseDe = (pos: number): number => {
    while (frase < doc.frases.length - 1 && doc.frases[frase].fin <= pos) frase++;
    return frase;
  };
  for (let k = 0; k < linhas.length; k++) {
    const [a, b] = linhas[k];
    const cab = celas(texto.slice(a, b), norm.slice(a, b));
    if (!cab) continue;
    const iNome = cab.cs.findIndex((c) => NOME.test(c));
    const iQuenda = cab.cs.findIndex((c) => QUENDA.test(c));
    let iConta = cab.cs.findIndex((c) => CONTA.test(c));
    // "Categoría | Grupo | N.º | Titulación": a bare number column counts the places of the post named beside it.
    if (iConta < 0 && iNome >= 0) iConta = cab.cs.findIndex((c) => CONTA_SO.test(c));
    // A table of turns alone ("| Quenda | Prazas |" then "| Libre | 3 |"): each row a turn's places, no post's name.
    if (iConta < 0 || (iNome < 0 && iQuenda < 0)) continue;
    const iGrupo = cab.cs.findIndex((c) => GRUPO.test(c));
    for (k++; k < linhas.length; k++) {
      const [x, y] = linhas[k];
      const fila = celas(texto.slice(x, y), norm.slice(x, y));
      if (!fila || fila.sep !== cab.sep || fila.cs.length !== cab.cs.length) {
        k--;
        break;
      }
      const nome = iNome >= 0 ? fila.cs[iNome] : '';
      if (iNome >= 0 ? !nome || /^total\b/.test(nome) : !quendaDe(fila.cs[iQuenda])) continue;
      const conta = CONTA_CELA.exec(fila.cs[iConta]);
      const prazas = conta ? valorNumero(conta[1], doc.lingua) ?? undefined : undefined;
      filas.push({
        nome,
        nomePublicado: iNome >= 0 ? fila.publicadas[iNome] : '',
        ...(prazas ? { prazas } : {}),
        ...(iQuenda >= 0 && quendaDe(fila.cs[iQuenda]) ? { quenda: quendaDe(fila.cs[iQuenda]) } : {}),
        ...(iGrupo >= 0 ? { grupo: fila.cs[iGrupo] } : {}),
        ...(FILA_DENTRO.test(fila.cs[iNome >= 0 ? iNome : iQuenda]) ? { dentro: true } : {}),
        frase: fraseDe(x),
        ini: x,
        fin: y,
      });
    }
  }
  return filas;
}
