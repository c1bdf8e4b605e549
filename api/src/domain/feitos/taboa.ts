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
  /** The system cell, folded ("oposicion", "concurso-oposicion"), when the table gives one for each turn. */
  sistema?: string;
  /**
   * The places of a row's "Total" cell beyond its turn columns ("| Bombeiro/a | C1 | 3 | 1 | 4 |" under "Quenda libre |
   * Mobilidade | Total": the mobility turn is no turn of the call, its place counted in the total only).
   */
  fora?: number;
  /** A row of a table with no count column ("Categoría | Grupo | Titulación"). */
  semConta?: boolean;
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
const SISTEMA = /^(?:sistema|sistema (?:de )?(?:seleccion|selectivo|acceso|provision)|procedemento|procedimiento|procedemento selectivo|procedimiento selectivo)$/;
// ("Grupo de asimilación", "Subgrupo asimilado", "Grupo equivalente": a laboral post's column of the group it is assimilated to)
const GRUPO = /^(?:grupo|subgrupo|grupo\s*\/\s*subgrupo|grupo\/subgrupo|asimilacion|grupo de clasificacion|subgrupo de clasificacion|(?:sub)?grupo (?:de asimilacion|de equivalencia|asimilado|equivalente))$/;
// (the bracket repeats the count in figures or words: "2 (dous)", "catro (4)")
const CONTA_CELA = new RegExp(`^\\(?\\s*(${NUMERO})(?:\\s*\\(\\s*${NUMERO}\\s*\\))?(?:\\s+(?:prazas?|plazas?))?\\s*\\)?$`);
/** A row inside the one above: in brackets, or opened by "das cales", "de las cuales", "incluídas"; folded. */
const FILA_DENTRO = /^\(|^(?:das|dos|de las|de los) (?:cales|cuales|que)\b|^incluid[ao]s\b|^de elas\b|^de ellas\b/;

/** Columns aligned with runs of spaces ("Prazas   Categoría   Grupo do convenio"), as a PDF's text layer prints them. */
const ESPAZOS = / {2,}/g;
type Celas = { sep: string; cs: string[]; publicadas: string[] };
/**
 * The separators a line's cells may use, tried in this order: bars (a cell empty at either end dropped: "| A | B |"),
 * tabs, " / ", and runs of spaces (columns aligned, as a PDF's text layer prints them: every empty cell dropped).
 */
const SEPARADORES: { sep: string; re: RegExp; ocas: 'bordes' | 'todas' | 'ningunha' }[] = [
  { sep: '|', re: /\|/g, ocas: 'bordes' },
  { sep: '\t', re: /\t/g, ocas: 'ningunha' },
  { sep: ' / ', re: / \/ /g, ocas: 'ningunha' },
  { sep: '  ', re: ESPAZOS, ocas: 'todas' },
];

/** The cells of a published line (folded alike, index for index), by the first separator it uses; null when fewer than two. */
function celas(texto: string, norm: string): Celas | null {
  for (const { sep, re, ocas } of SEPARADORES) {
    if (!texto.includes(sep)) continue;
    const cs: string[] = [];
    const publicadas: string[] = [];
    let a = 0;
    re.lastIndex = 0;
    for (let m = re.exec(texto); ; m = re.exec(texto)) {
      const fin = m ? m.index : texto.length;
      const publicada = texto.slice(a, fin).trim();
      if (publicada || ocas !== 'todas') {
        cs.push(norm.slice(a, fin).trim());
        publicadas.push(publicada);
      }
      if (!m) break;
      a = m.index + m[0].length;
    }
    if (ocas === 'bordes') {
      if (cs[0] === '') cs.shift(), publicadas.shift();
      if (cs[cs.length - 1] === '') cs.pop(), publicadas.pop();
    }
    if (cs.length >= 2) return { sep, cs, publicadas };
  }
  return null;
}

// A table flattened by a PDF's text layer into single spaces: a header line of column names only ("DENOMINACIÓN DA PRAZA
// Nº PRAZAS SUBGRUPO"), then rows whose cells are told by their form ("Oficial/a de obras 2 C2"): the count in figures,
// the group's code, the turn's words; the name is the rest.
const COL_NOME = 'denominacion(?:\\s+(?:da|de la|do|del)\\s+(?:praza|plaza|posto|puesto|categoria))?|categoria(?:\\s+profesional)?|(?:praza|plaza|posto|puesto)(?:\\s+de\\s+(?:traballo|trabajo))?';
const COL_CONTA = '(?:n\\.?\\s?º|nº|num\\.?|numero)(?:\\s+de)?\\s+(?:prazas|plazas|vacantes|postos|puestos)|prazas|plazas|vacantes|n\\.?\\s?º|nº';
const COL_GRUPO = 'grupo\\s*\\/\\s*subgrupo|subgrupo|grupo';
const COL_QUENDA = 'quenda|turno|(?:forma|sistema) de acceso';
// A last column of free words ("Xornada": "Completa", "Parcial (75 %)"; "Titulación"), after the cells told by their form.
const COL_RESTO = '(?:tipo de )?(?:xornada|jornada)|dedicacion|titulacion|observacions|observaciones|destino';
const COLUMNA = new RegExp(`(${COL_NOME})|(${COL_CONTA})|(${COL_GRUPO})|(${COL_QUENDA})|(${COL_RESTO})`, 'y');
const CABECEIRA_PLANA = new RegExp(`^(?:(?:${COL_NOME}|${COL_CONTA}|${COL_GRUPO}|${COL_QUENDA}|${COL_RESTO})(?:\\s+|$)){2,5}$`);
type ColumnaPlana = 'nome' | 'conta' | 'grupo' | 'quenda' | 'resto';
const CELA_PLANA: Record<ColumnaPlana, string> = {
  nome: '(\\S.*?)',
  conta: '(\\d{1,4})',
  grupo: '(a1|a2|b|c1|c2|e|ap|agrupacions? profesiona(?:is|l)|agrupacion(?:es)? profesional(?:es)?|agrup\\.?\\s*prof\\.?)',
  quenda: '(libre|promocion interna|discapacidade?|discapacidad)',
  resto: '(\\S.*)',
};
/** The columns of a flattened header, in order; null unless it names one post column and one count column. */
function columnasPlanas(linha: string): ColumnaPlana[] | null {
  if (linha.length > 90 || !CABECEIRA_PLANA.test(linha)) return null;
  const cols: ColumnaPlana[] = [];
  for (let i = 0; i < linha.length; ) {
    COLUMNA.lastIndex = i;
    const m = COLUMNA.exec(linha);
    if (!m) return null;
    cols.push(m[1] ? 'nome' : m[2] ? 'conta' : m[3] ? 'grupo' : m[4] ? 'quenda' : 'resto');
    i = m.index + m[0].length;
    while (linha[i] === ' ') i++;
  }
  // (the free column only last: its words have no form to tell them from the next cell's)
  if (cols.indexOf('resto') >= 0 && cols.indexOf('resto') !== cols.length - 1) return null;
  return cols.filter((c) => c === 'nome').length === 1 && cols.filter((c) => c === 'conta').length === 1 && new Set(cols).size === cols.length ? cols : null;
}
/** A line that may head a flattened table: it opens with a column's name; folded. */
const TALVEZ_CABECEIRA = /^(?:denominacion|categoria|praza|plaza|posto|puesto|n\.?\s?º|nº|num|numero|prazas|plazas|vacantes|grupo|subgrupo)(?![a-z])[^\n]{0,80}$/m;

const quendaDe = (c: string): FilaTaboa['quenda'] =>
  /promocion interna/.test(c) ? 'promocionInterna' : /discapacid|diversidade funcional/.test(c) ? 'discapacidade' : /\blibre\b/.test(c) ? 'libre' : undefined;
/** A column of one turn's places ("Turno libre", "Promoción interna", "Quenda de acceso xeral", "Quenda de reserva (discapacidade)"). */
const columnaQuenda = (c: string): FilaTaboa['quenda'] =>
  c.length > 60 || NOME.test(c) ? undefined : quendaDe(c) ?? (/\bacceso (?:xeral|general)\b/.test(c) ? 'libre' : undefined);
/** The column of a scale or corps, beside its specialty's: "Escala | Especialidade". */
const ESCALA = /^(?:escala|corpo|cuerpo)$/;
/** A cell naming a scale or corps ("Escala de ciencias"), under that column. */
const NOME_ESCALA = /^(?:escala|corpo|cuerpo)\b/;
const ESPECIALIDADE = /^especialidade?$/;
/** Beside a name and a group, the columns a table of posts with no count may have: the degree, the requirements, the licence. */
// (and the fee of each post: "Categoría | Subgrupo | Titulación esixida | Taxa", "Categoría | Grupo | Tasa")
const SO_NOME_GRUPO = /^(?:titulacion|titulacion (?:esixida|exigida|requirida|requerida)|requisitos?|requisitos? de titulacion|permiso de conducir|carne de conducir|carne|permiso|taxas?|tasas?|(?:taxa|tasa) (?:de|por) (?:dereitos|derechos) de exame[n]?|(?:dereitos|derechos) de exame[n]?)$/;

/** Read once per document: the post and the classification readers both look at its tables. */
const lidas = new WeakMap<Documento, FilaTaboa[]>();

export function lerTaboas(doc: Documento): FilaTaboa[] {
  let filas = lidas.get(doc);
  if (!filas) {
    filas = lerTaboasDe(doc);
    lidas.set(doc, filas);
  }
  return filas;
}

function lerTaboasDe(doc: Documento): FilaTaboa[] {
  const { norm, texto } = doc;
  const planas = TALVEZ_CABECEIRA.test(norm);
  if (!planas && !texto.includes('|') && !texto.includes('\t') && !texto.includes(' / ') && !texto.includes('  ')) return [];
  const filas: FilaTaboa[] = [];
  const linhas: [number, number][] = [];
  for (let i = 0; i <= norm.length; ) {
    let j = norm.indexOf('\n', i);
    if (j < 0) j = norm.length;
    linhas.push([i, j]);
    i = j + 1;
  }
  /** The places a cell counts ("2", "dúas (2)", "3 prazas"), if any. */
  const prazasDaCela = (c: string): number | undefined => {
    const conta = CONTA_CELA.exec(c);
    return conta ? valorNumero(conta[1], doc.lingua) ?? undefined : undefined;
  };
  let frase = 0;
  const fraseDe = (pos: number): number => {
    while (frase < doc.frases.length - 1 && doc.frases[frase].fin <= pos) frase++;
    return frase;
  };
  for (let k = 0; k < linhas.length; k++) {
    const [a, b] = linhas[k];
    const cab = celas(texto.slice(a, b), norm.slice(a, b));
    if (!cab) {
      const cols = planas ? columnasPlanas(norm.slice(a, b).trim()) : null;
      if (cols) k = filasPlanas(doc, linhas, k, cols, fraseDe, filas);
      continue;
    }
    k = filasDaTaboa(doc, linhas, k, cab, prazasDaCela, fraseDe, filas);
  }
  return filas;
}

/**
 * The rows of a table below its header line `k` (`cab`, its cells), read into `filas`; returns the last line read. A
 * function of its own, apart from lerTaboasDe's scan of every line for a header: the scan compiles small and early.
 */
function filasDaTaboa(doc: Documento, linhas: [number, number][], k: number, cab: Celas, prazasDaCela: (c: string) => number | undefined,
  fraseDe: (pos: number) => number, filas: FilaTaboa[]): number {
  const { norm, texto } = doc;
  const iNome = cab.cs.findIndex((c) => NOME.test(c));
  const iQuenda = cab.cs.findIndex((c) => QUENDA.test(c));
  let iConta = cab.cs.findIndex((c) => CONTA.test(c));
  // "Categoría | Grupo | N.º | Titulación": a bare number column counts the places of the post named beside it.
  if (iConta < 0 && iNome >= 0) iConta = cab.cs.findIndex((c) => CONTA_SO.test(c));
  // (a table of turns alone, "| Quenda | Prazas |" then "| Libre | 3 |": each row a turn's places, no post's name)
  // A column for each turn, and perhaps a total: "Denominación | Grupo | Turno libre | Promoción interna | Total"; each
  // row names its post and counts its places in each turn (read as one row a turn below).
  const iEscala = cab.cs.findIndex((c) => ESCALA.test(c));
  const colsQuenda = iConta < 0 && iQuenda < 0 && (iNome >= 0 || iEscala >= 0) ? cab.cs.map((c, i) => [i, columnaQuenda(c)] as const).filter(([, q]) => q) : [];
  const iTotal = cab.cs.findIndex((c) => /^total(?: (?:de )?(?:prazas|plazas))?$/.test(c));
  const ancha = colsQuenda.length >= 1 && colsQuenda.length + (iTotal >= 0 ? 1 : 0) >= 2;
  const iGrupo = cab.cs.findIndex((c) => GRUPO.test(c));
  // "Categoría | Grupo | Titulación" above pools' categories: posts named with their group and no count (only those
  // columns, and the degree's or the system's: not a table of merits, pay or jobs held).
  const semConta = !ancha && iConta < 0 && iNome >= 0 && iGrupo >= 0 && cab.cs.every((c) => NOME.test(c) || GRUPO.test(c) || SISTEMA.test(c) || QUENDA.test(c) || SO_NOME_GRUPO.test(c));
  if (!ancha && !semConta && (iConta < 0 || (iNome < 0 && iQuenda < 0))) return k;
  const iSistema = cab.cs.findIndex((c) => SISTEMA.test(c));
  // "Escala de ciencias | Bioloxía": the scale and its specialty, named as a scale keeps its specialty.
  const conEscala = (cs: string[], pub: string[]): [string, string] => {
    if (iEscala < 0 || !NOME_ESCALA.test(cs[iEscala])) return iNome >= 0 ? [cs[iNome], pub[iNome]] : ['', ''];
    if (iNome < 0 || !ESPECIALIDADE.test(cab.cs[iNome]) || !cs[iNome]) return [cs[iEscala], pub[iEscala]];
    const esp = doc.lingua === 'es' ? 'especialidad de' : 'especialidade de';
    const p = pub[iNome] === pub[iNome].toUpperCase() ? pub[iNome].toLocaleLowerCase('gl') : pub[iNome].charAt(0).toLocaleLowerCase('gl') + pub[iNome].slice(1);
    return [`${cs[iEscala]}, ${esp} ${cs[iNome]}`, `${pub[iEscala]}, ${esp} ${p}`];
  };
  // The rows below the header: as many cells, the same separator.
  for (k++; k < linhas.length; k++) {
    const [x, y] = linhas[k];
    const fila = celas(texto.slice(x, y), norm.slice(x, y));
    if (!fila || fila.sep !== cab.sep || fila.cs.length !== cab.cs.length) {
      k--;
      break;
    }
    const [nome, nomePublicado] = conEscala(fila.cs, fila.publicadas);
    if (ancha) {
      if (!nome || /^total\b/.test(nome)) continue;
      const comun = { nome, nomePublicado, ...(iGrupo >= 0 ? { grupo: fila.cs[iGrupo] } : {}), frase: fraseDe(x), ini: x, fin: y };
      const porQuenda: FilaTaboa[] = colsQuenda.flatMap(([i, quenda]) => {
        const prazas = prazasDaCela(fila.cs[i]);
        return prazas ? [{ ...comun, prazas, quenda }] : [];
      });
      const total = iTotal >= 0 ? prazasDaCela(fila.cs[iTotal]) : undefined;
      const enQuendas = porQuenda.reduce((a, x) => a + (x.prazas ?? 0), 0);
      if (porQuenda.length && total && total > enQuendas) porQuenda[0] = { ...porQuenda[0], fora: total - enQuendas };
      filas.push(...(porQuenda.length ? porQuenda : [{ ...comun, ...(total ? { prazas: total } : {}) }]));
      continue;
    }
    if (iNome >= 0 ? !nome || /^total\b/.test(nome) : !quendaDe(fila.cs[iQuenda])) continue;
    const prazas = iConta >= 0 ? prazasDaCela(fila.cs[iConta]) : undefined;
    filas.push({
      nome,
      nomePublicado,
      ...(prazas ? { prazas } : {}),
      ...(iQuenda >= 0 && quendaDe(fila.cs[iQuenda]) ? { quenda: quendaDe(fila.cs[iQuenda]) } : {}),
      ...(iGrupo >= 0 ? { grupo: fila.cs[iGrupo] } : {}),
      ...(iSistema >= 0 && fila.cs[iSistema] ? { sistema: fila.cs[iSistema] } : {}),
      ...(FILA_DENTRO.test(fila.cs[iNome >= 0 ? iNome : iQuenda]) ? { dentro: true } : {}),
      ...(semConta ? { semConta: true } : {}),
      frase: fraseDe(x),
      ini: x,
      fin: y,
    });
  }
  return k;
}

const PATRON_DA_FILA = new Map<string, RegExp>();
/** The rows of a flattened table below its header line `k`, read into `filas`; returns the last line read. */
function filasPlanas(doc: Documento, linhas: [number, number][], k: number, cols: ColumnaPlana[], fraseDe: (pos: number) => number, filas: FilaTaboa[]): number {
  const fonte = `^${cols.map((c) => CELA_PLANA[c]).join('\\s+')}$`;
  // (one pattern for each set of columns, built once)
  let fila = PATRON_DA_FILA.get(fonte);
  if (!fila) PATRON_DA_FILA.set(fonte, (fila = new RegExp(fonte)));
  const [iNome, iConta, iGrupo, iQuenda] = (['nome', 'conta', 'grupo', 'quenda'] as const).map((c) => cols.indexOf(c));
  for (k++; k < linhas.length; k++) {
    const [x, y] = linhas[k];
    const linha = doc.norm.slice(x, y);
    const m = fila.exec(linha.trim());
    if (!m || /^total\b/.test(m[iNome + 1])) break;
    const nome = m[iNome + 1].trim();
    // (the name's published words, from the same place: the folded text is the published one index for index)
    const desde = x + (linha.length - linha.trimStart().length) + linha.trim().indexOf(nome);
    filas.push({
      nome,
      nomePublicado: doc.texto.slice(desde, desde + nome.length),
      prazas: Number(m[iConta + 1]),
      ...(iGrupo >= 0 ? { grupo: m[iGrupo + 1] } : {}),
      ...(iQuenda >= 0 ? { quenda: quendaDe(m[iQuenda + 1]) } : {}),
      frase: fraseDe(x),
      ini: x,
      fin: y,
    });
  }
  return k - 1;
}
