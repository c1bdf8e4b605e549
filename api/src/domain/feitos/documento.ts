import { FOLD_CODE } from '../../text.js';
import { calqueraDe } from '../alternativa.js';
import { NUMERO } from './numeros.js';

/**
 * An edict's body read once: folded (lower case, no accents, one code unit for one, so indexes are those of the
 * published text), cut into sentences, each sentence knowing the section of the bases it belongs to (obxecto,
 * requisitos, solicitudes…) from the headings above it. Readers of facts look at the folded sentence and quote the
 * published one.
 */

export type Seccion =
  | 'titulo' // the edict's title (from the bulletin's summary)
  | 'preambulo' // before the first heading: the announcement, the resolution, the bases' own title
  | 'obxecto'
  | 'requisitos'
  | 'solicitudes'
  | 'taxa'
  | 'sistema'
  | 'meritos'
  | 'admision'
  | 'tribunal'
  | 'bolsa'
  | 'nomeamento'
  | 'recursos'
  | 'temario'
  | 'anexo'
  | 'outro';

export interface Frase {
  /** Start and end in the document's text. */
  ini: number;
  fin: number;
  /** The folded sentence. */
  norm: string;
  seccion: Seccion;
  /** A heading line ("SEGUNDA. REQUISITOS DOS ASPIRANTES"). */
  encabezado: boolean;
  /** The new wording of a correction ("…debe dicir: «vinte días hábiles…»"). */
  corrixido: boolean;
}

export interface Documento {
  texto: string;
  norm: string;
  lingua: 'gl' | 'es';
  frases: Frase[];
}

/** Folding of the characters beyond ASCII (and of tabs and odd spaces), one code unit for one. */
const DOBRA = new Map<string, string>();
function dobraDe(ch: string): string {
  let out = DOBRA.get(ch);
  if (out !== undefined) return out;
  const c = ch.charCodeAt(0);
  if (c < 0x370) {
    const f = FOLD_CODE[c];
    out = f > 0 ? String.fromCharCode(f) : f === 0 ? ' ' : ch;
  } else if (c === 0x2013 || c === 0x2014 || c === 0x2010 || c === 0x2011) out = '-'; // dashes read as hyphens
  else if (c === 0x201c || c === 0x201d || c === 0x2018 || c === 0x2019) out = '"';
  else if (c === 0x2009 || c === 0x202f || c === 0x200b || c === 0x2028) out = ' ';
  else out = ch;
  DOBRA.set(ch, out);
  return out;
}

/** Folds the text keeping line breaks: the folded text has the length of the published one, index for index. */
export function dobrar(texto: string): string {
  const lower = texto.toLowerCase();
  // A letter whose lower case is longer ("İ") would shift the indexes: fold those texts one unit at a time.
  if (lower.length !== texto.length) return Array.from({ length: texto.length }, (_, i) => dobraDe(texto[i].toLowerCase().length === 1 ? texto[i].toLowerCase() : texto[i])).join('');
  return lower.replace(/[^\x00-\x7f]|[\t\r\v\f]/g, dobraDe);
}

// ---- sections -----------------------------------------------------------------------------------------------------

const ORDINAIS = 'primeira|primera|primeiro|primero|segunda|segundo|terceira|tercera|terceiro|tercero|cuarta|cuarto|quinta|quinto|sexta|sexto|setima|septima|setimo|septimo|oitava|octava|oitavo|octavo|novena|noveno|nona|decima|decimo|undecima|undecimo|duodecima|duodecimo|decimo\\s*\\w+|decima\\s*\\w+|vixesima|vigesima';
/** "PRIMEIRA.-", "Base segunda:", "Base 3ª.", "ANEXO I", "Artigo 2." — headings of the first level. */
const ENUM_MAIOR = new RegExp(`^(?:(?:base|bases)\\s+(?:(?:${ORDINAIS})|\\d{1,2}\\s*[ªºa]?)|(?:${ORDINAIS})|anexo(?:\\s+[ivxl\\d]+)?|artigo\\s+\\d{1,2}|articulo\\s+\\d{1,2})\\b\\s*[ªº]?\\s*[.:\\-)]*\\s*`);
/** "2.", "2.-", "II.", "2.1.", "2.1 ", "4.ª", "3.º-" — numbered headings (first level when one number). */
const ENUM_NUM = /^(?:(\d{1,2})((?:\.\d{1,2}){0,3})|([ivx]{1,5}))\s*(?:\.?[ºª]\s*[.\-)]?|[.ºª]\s*[-)]?|[-)]|\s)\s*/;

const SECCIONS: [Seccion, RegExp][] = [
  ['obxecto', /^(?:obxecto|objeto)\b/],
  // "3. Titulación:", "Lingua galega", "Permiso de conducir": a heading naming one requirement opens the requirements.
  ['requisitos', /^(?:titulacion|titulo|lingua galega|lengua gallega|idioma galego|galego|gallego|conecemento d[oa] (?:lingua galega|galego)|conocimiento del (?:idioma )?gallego|permisos? de conduc\w*|carnes? de conduc\w*|idade|edad)\b/],
  ['requisitos', /\brequisitos?\b|\bcondicions (?:dos|das|de) (?:persoas )?(?:aspirantes|participantes)|\bcondiciones (?:de (?:los|las) )?(?:personas )?(?:aspirantes|participantes)|\bcondicions xerais\b/],
  ['taxa', /\bdereitos de exame|\bderechos de examen|^(?:taxa|tasa)s?\b/],
  ['solicitudes', /^(?:prazos?|plazos?)\b|\bsolicitud|\binstancias?\b|\bpresentacion de (?:solicitudes|instancias)|\bforma e prazo|\bforma y plazo|\bparticipacion\b|\bprazo de presentacion|\bplazo de presentacion/],
  ['admision', /\badmision\b|\badmitid/],
  ['tribunal', /\btribunal|\borgano (?:de seleccion|cualificador|calificador|tecnico)|\bcomision de (?:seleccion|valoracion)/],
  ['obxecto', /\bobxecto\b|\bobjeto\b|\bdenominacion\b|^(?:categoria|praza|plaza|posto|puesto)\b|^(?:prazas|plazas)\b|\bcaracteristicas\b|\bprazas convocadas\b|\bplazas convocadas\b|\bnormas xerais\b|\bnormas generales\b/],
  // ("Ejercicios y valoración", "Probas e cualificación": the tests first, then how they are marked)
  ['sistema', /^(?:exercicios|ejercicios|probas|pruebas)\b/],
  ['meritos', /\bmeritos\b|\bbaremo\b|\bfase de concurso\b|\bvaloracion\b/],
  // ("Terceira. Selección: oposición…": a heading that is the one word "Selección")
  // ("3. Primeiro exercicio: sábado, 21 de xuño…" below "2. Tribunal: …" in a step: the tests, not the tribunal)
  // ("DATA DO PRIMEIRO EXERCICIO", "LUGAR, FECHA Y HORA DEL PRIMER EJERCICIO" below the tribunal in a step: the tests)
  ['sistema', /^seleccion\s*[:.]?\s*$|\bsistema\b|^(?:(?:data|fecha|lugar|hora|dia)(?:,?\s+(?:e\s+|y\s+)?(?:data|fecha|lugar|hora|dia))*\s+(?:de\s+(?:realizacion|celebracion)\s+)?(?:do|da|del|de la|dos|das|de los|de las)\s+)?(?:(?:primeir[oa]|segund[oa]|terceir[oa]|cuart[oa]|quint[oa]|primer[oa]?|tercer[oa]?)\s+)?(?:exercicio|ejercicio|proba|prueba)\b|\bprocedemento selectivo|\bprocedimiento selectivo|\bprocedemento de seleccion|\bprocedimiento de seleccion|\bproceso selectivo\b|\bfase de oposicion\b|\bexercicios\b|\bejercicios\b|\bdesenvolvemento\b|\bdesarrollo\b|\bprobas\b|\bpruebas\b|\bcualificacion\b|\bcalificacion\b/],
  ['bolsa', /\bbolsas?\b|\blistas? de (?:reserva|espera|substitucions|sustituciones|contratacion)|\blistaxe/],
  ['nomeamento', /\bnomeamento|\bnombramiento|\btoma de posesion|\bpresentacion de documentos|\baprobados\b|\bproposta\b|\bpropuesta\b/],
  ['recursos', /\brecursos?\b(?! humanos)|\bimpugnacion|\bnorma final|\bdisposicion final|\bincidencias\b|\blexislacion|\blegislacion|\bnormativa\b|\bregime xuridico|\bregimen juridico|\bdatos persoais|\bdatos personales|\bproteccion de datos/],
  ['obxecto', /\bambito\b|\bconvocatoria\b/],
];
/** The heading of one post's specific bases (below general ones): "BASES ESPECÍFICAS DA PRAZA DE…", "… PARA LA PLAZA DE…". */
export const BASES_ESPECIFICAS = /^bases especificas\s+(?:d[ao]s?|de las?|del|para (?:a|as|o|la|las|el))\s+(?:prazas?|plazas?|postos?|puestos?|categorias?)\b/;
/** The issuing body or one of its departments, printed in capitals above an edict. */
const ORGANISMO = /^(?:[ivx]{1,4}\.\s*)?(?:excm[oa]\.?\s+|ilm[oa]\.?\s+)?(?:instituto|consorcio|concellos?|ayuntamientos?|deputacion|diputacion|mancomunidade?|axencia|agencia|fundacion|universidade?|servizo|servicio|area|departamento|organismo|consello|consejo|xunta|junta|conselleria|consejeria|ministerio|entidade|entidad|sociedade|sociedad|empresa|escola|escuela|oficina|unidade|unidad|seccion de persoal|seccion de personal|patronato|ente|grupo de emerxencias|parque)\b/;
const TEMARIO = /\btemario|\bprograma\b|\bmaterias\b|\btemas\b/;

function seccionDe(cabeceira: string): Seccion | null {
  if (/^anexo\b/.test(cabeceira)) {
    if (TEMARIO.test(cabeceira)) return 'temario';
    // "Anexo I. Ejercicios y valoración", "Anexo II. Probas selectivas": the call's own tests, its system, not an annex
    const resto = cabeceira.replace(/^anexo(?:\s+[ivxl\d]+)?\s*[.:\-–]*\s*/, '');
    return resto && seccionDe(resto) === 'sistema' ? 'sistema' : 'anexo';
  }
  // ("Primeiro: proba teórica sobre o temario do anexo.": an exercise of a list, not the syllabus)
  if (TEMARIO.test(cabeceira) && !/^(?:probas?|exercicios?|ejercicios?|pruebas?|exames?|examen|cuestionario|test)\b/.test(cabeceira)) return 'temario';
  for (const [s, re] of SECCIONS) if (re.test(cabeceira)) return s;
  return null;
}

/** Share of upper-case letters among the letters of text[ini, fin), and how many letters there are. */
function maiusculas(texto: string, ini: number, fin: number): { ratio: number; letras: number } {
  let up = 0;
  let letras = 0;
  for (let i = ini; i < fin; i++) {
    const c = texto.charCodeAt(i);
    if (c < 128) {
      if (c >= 65 && c <= 90) {
        up++;
        letras++;
      } else if (c >= 97 && c <= 122) letras++;
      continue;
    }
    const k = casoDe(c);
    if (k === NON_LETRA) continue;
    letras++;
    if (k === MAIUSCULA) up++;
  }
  return { ratio: letras ? up / letras : 0, letras };
}

const NON_LETRA = 0;
const MAIUSCULA = 1;
const MINUSCULA = 2;
/** The case of each code unit beyond ASCII, asked of its own lower and upper case once (every line asks, letter by letter). */
const CASOS = new Int8Array(0x10000).fill(-1);
function casoDe(c: number): number {
  let k = CASOS[c];
  if (k < 0) {
    const ch = String.fromCharCode(c);
    const hi = ch.toUpperCase();
    k = ch.toLowerCase() === hi ? NON_LETRA : ch === hi ? MAIUSCULA : MINUSCULA;
    CASOS[c] = k;
  }
  return k;
}

interface Cabeceira {
  /** End of the heading within the paragraph (its text may go on: "PRIMEIRA. OBXECTO. É obxecto…"). */
  fin: number;
  seccion: Seccion | null;
  maior: boolean;
}

/** The heading a paragraph starts with, if any. */
/** A verb of a resolution's point, in the future or reflexive ("ordenaranse", "presentaranse", "se ordenarán"); folded. */
const FRASE_DISPOSITIVA = /\b[a-z]{3,}(?:aranse|eranse|iranse|arase|erase|irase)\b|\bse [a-z]{3,}(?:aran|eran|iran|ara|era|ira)\b/;

function cabeceira(texto: string, norm: string, ini: number, fin: number): Cabeceira | null {
  const total = fin - ini;
  // Most paragraphs start with neither a number nor an ordinal, and are not a short line: no heading.
  const c0 = norm.charCodeAt(ini);
  const talvez = (c0 >= 48 && c0 <= 57) || 'abcdinopqstuvx'.includes(norm[ini]) || total <= 70;
  if (!talvez) return null;
  const p = norm.slice(ini, Math.min(fin, ini + 160));
  const maior = ENUM_MAIOR.exec(p);
  const num = maior ? null : ENUM_NUM.exec(p);
  const enumFin = maior ? maior[0].length : num ? num[0].length : 0;
  // The heading's words: to the first full stop or colon after the number, or the whole short paragraph.
  const resto = p.slice(enumFin);
  const corte = resto.search(/[.:](?:\s|$)|\s-\s/);
  const cab = corte >= 0 ? resto.slice(0, corte) : total <= 160 ? resto : '';
  const cabFin = ini + enumFin + (corte >= 0 ? corte + 1 : cab.length);
  // "BASES ESPECÍFICAS DA PRAZA DE TÉCNICO/A DE EMPREGO…" on a line of its own, below general bases: one post's bases
  // open, its object first.
  if (!maior && !num && total <= 200 && BASES_ESPECIFICAS.test(p) && !/[.;:]\s/.test(norm.slice(ini, fin))) return { fin, seccion: 'obxecto', maior: true };
  if (!maior && !num && total > 70) return null;
  const { ratio, letras } = maiusculas(texto, ini + enumFin, ini + enumFin + cab.length);
  const seccion = cab && (maior || num) ? seccionDe(cab.trim()) : null;
  if (maior) {
    if (/^anexo/.test(p)) return { fin: cabFin, seccion: seccion ?? 'anexo', maior: true };
    // "Primeiro: probas físicas." is an item of a list, not a heading, unless it names a section.
    if (/:\s*$/.test(maior[0]) && !seccion) return null;
    if (cab.length > 90 && ratio < 0.6) return { fin: ini + enumFin, seccion: null, maior: true };
    // ("Segundo. As listaxes ordenaranse mediante concurso de méritos, segundo o baremo do anexo.": a resolution's point,
    // a whole sentence after its ordinal, not a heading that names a section)
    if (cab.length > 60 && ratio < 0.6 && cabFin >= fin - 1 && FRASE_DISPOSITIVA.test(cab)) return { fin: ini + enumFin, seccion: null, maior: true };
    return { fin: cabFin, seccion, maior: true };
  }
  if (num) {
    if (!cab || cab.length > 80) return null;
    // "1. Estar en posesión do título…" is an item, not a heading: a heading is short and in capitals, or names a section.
    if (ratio >= 0.6 && letras >= 3) return { fin: cabFin, seccion, maior: !num[2] };
    if (seccion && cab.length <= 50 && (corte >= 0 || total <= 60)) return { fin: cabFin, seccion, maior: !num[2] };
    return null;
  }
  // A line of its own in capitals ("REQUISITOS DOS ASPIRANTES"): a heading when it names a section, not when it
  // names the issuing body or its department ("INSTITUTO … DE DESENVOLVEMENTO", "SERVIZO DE RECURSOS HUMANOS").
  if (total <= 70 && letras >= 4 && maiusculas(texto, ini, fin).ratio >= 0.75) {
    if (ORGANISMO.test(norm.slice(ini, fin))) return null;
    const s = seccionDe(norm.slice(ini, fin).trim());
    return s ? { fin, seccion: s, maior: true } : null;
  }
  return null;
}

// ---- paragraphs and sentences ------------------------------------------------------------------------------------

/** A line that opens an item or a heading: never the continuation of the line before. */
const ABRE_ITEM = new RegExp(`^(?:[a-z]\\)|[a-z]\\.\\s|\\d{1,2}(?:\\.\\d{1,2})*\\s*[.ºª)\\-]|[-•·*]\\s|[ivx]{1,5}[.)]\\s|(?:base\\s+)?(?:${ORDINAIS})\\b|anexo\\b)`);

/** An ordinal in lower case opening a line, as an adjective ("primeiro exercicio"), not a heading's "Primeiro.". */
const ORDINAL_EN_MINUSCULA = new RegExp(`^(?:${ORDINAIS})\\s+[a-z]`);
/** Words a full stop follows without ending a sentence. */
const ABREVIATURAS = new Set(['art', 'arts', 'num', 'nums', 'n', 'no', 'sr', 'sra', 'srs', 'sres', 'd', 'dna', 'da', 'dª', 'excmo', 'excma', 'ilmo', 'ilma',
  'pax', 'pag', 'paxs', 'pags', 'apdo', 'aptdo', 'ap', 'ex', 'p', 'ej', 'vid', 'cfr', 'admon', 'avda', 'av', 'r', 'rd', 'tel', 'tfno', 'telf', 'fax',
  'c', 'e', 's', 'vol', 'cap', 'disp', 'adic', 'transit', 'dr', 'dra', 'ud', 'uds', 'etc', 'aprox', 'max', 'min', 'mín', 'ref', 'exp', 'lit', 'epig', 'sig']);

/** A label opening a line: "Categoría:", "Denominación da praza:"; folded. */
const ROTULO_DA_LINHA = /^[a-z][a-z ]{1,29}:/;
/**
 * Posts' cards one a line, the last field with no stop ("Categoría: X. Subgrupo: A2. Prazas: 2" / "Categoría: Y. …"): a
 * line that opens with the label the line before opened with is another card, not the same sentence wrapped.
 */
function mesmoRotulo(norm: string, antes: number, a: number): boolean {
  if (!norm.slice(a, a + 31).includes(':')) return false;
  const r = ROTULO_DA_LINHA.exec(norm.slice(a, a + 31));
  return r !== null && norm.startsWith(r[0], antes);
}
/**
 * Whether norm[ini…] can read as `titulo` once its whitespace is collapsed: its first unit is the title's (the title is
 * trimmed, so a paragraph opening on whitespace never is). A pre-test: most paragraphs are not the title, and the
 * comparison itself copies the paragraph.
 */
const comezaComo = (norm: string, ini: number, titulo: string): boolean => norm.charCodeAt(ini) === titulo.charCodeAt(0);

/** A line's share of capitals, read once (`ratios`: a line is asked as itself and as the one before the next). */
function ratioDaLinha(texto: string, linhas: [number, number][], ratios: number[], k: number): number {
  return (ratios[k] ??= maiusculas(texto, linhas[k][0], linhas[k][1]).ratio);
}
// (one comparison for the line before and the line itself: the second, asked of few lines, then has its type feedback
// from the first)
const linhaEnMaiusculas = (texto: string, linhas: [number, number][], ratios: number[], k: number): boolean => ratioDaLinha(texto, linhas, ratios, k) >= 0.75;

/** A short label after a full stop at a line's end: "…Número de vacantes: unha. Quenda:", "…Grupo: C2. Turno:"; folded. */
const ROTULO_AO_FINAL = /[.;]\s+[a-z][a-z ]{1,29}:$/;
/** Whether the line [a, b) ends on a card's label of its own, after the field before it (a field, not a list's lead). */
const rotuloPartido = (norm: string, a: number, b: number): boolean => ROTULO_AO_FINAL.test(norm.slice(Math.max(a, b - 34), b));
/**
 * Whether line `k` opens a paragraph of its own, the line before ending on `ultimo` (a paragraph open). A function of its
 * own, apart from cortar's loop over the lines: its rarely met cases, reached first once cortar is optimised, send only
 * this small function back to be compiled again.
 */
function fechaAntes(texto: string, norm: string, linhas: [number, number][], ratios: number[], k: number, ultimo: string, tipica: number): boolean {
  const [a, b] = linhas[k];
  const anterior = linhas[k - 1];
  // (asked once, for both uses below: the first is reached by few lines)
  const abreItem = ABRE_ITEM.test(norm.slice(a, a + 24));
  const enMaiusculas = linhaEnMaiusculas(texto, linhas, ratios, k - 1);
  // A title in capitals that a PDF wrapped: a full line in capitals goes on in the next line in capitals.
  const envolto = enMaiusculas && anterior[1] - anterior[0] >= tipica * 0.85 && !/[.:;!?]$/.test(ultimo) && linhaEnMaiusculas(texto, linhas, ratios, k) && !abreItem;
  const curta = anterior[1] - anterior[0] <= 110 && enMaiusculas;
  // (a line whose head a correction blanked, "…", debe dicir: "Estar en posesión do título de" / "Grao en…", is as long
  // as printed: the new wording goes on)
  const corta = anterior[1] - anterior[0] < tipica * 0.7 && /[A-ZÁÉÍÓÚÑÇ]/.test(texto[a]) && anterior[1] - (texto.lastIndexOf('\n', anterior[0] - 1) + 1) < tipica * 0.7;
  // A long title in capitals on a line of its own, then a sentence in lower case: the title ends ("…DE DÚAS PRAZAS DE
  // ADMINISTRATIVO/A" then "Rematado o proceso selectivo…").
  const titulo = enMaiusculas && /[A-ZÁÉÍÓÚÑÇ]/.test(texto[a]) && maiusculas(texto, a, Math.min(b, a + 60)).ratio < 0.3;
  // (a PDF line that opens with an ordinal in lower case, the line before ending on no stop, goes on the sentence:
  // "…para a realización do" / "primeiro exercicio o día 06/07/2066"; a heading's ordinal is capitalised, "Primeiro.")
  const abre = abreItem && !(/[a-z]/.test(texto[a]) && /[a-z]/.test(ultimo) && ORDINAL_EN_MINUSCULA.test(norm.slice(a, a + 24)));
  // ("…Número de vacantes: unha. Quenda:" / "libre.": a card's field a PDF wrapped after its label, its value on the next line)
  if (ultimo === ':' && !abreItem && /[a-z]/.test(texto[a]) && rotuloPartido(norm, anterior[0], anterior[1])) return false;
  return !envolto && ('.:;!?'.includes(ultimo) || curta || corta || titulo || abre || maiusculas(texto, a, Math.min(b, a + 60)).ratio >= 0.9 || mesmoRotulo(norm, anterior[0], a));
}

/** Cuts the document into paragraphs (lines joined when a PDF line breaks a sentence) and them into sentences. */
function cortar(texto: string, norm: string, tituloNorm = ''): { ini: number; fin: number }[][] {
  const paragrafos: { ini: number; fin: number }[][] = [];
  // Lines.
  const linhas: [number, number][] = [];
  for (let i = 0; i <= norm.length; ) {
    let j = norm.indexOf('\n', i);
    if (j < 0) j = norm.length;
    let a = i;
    let b = j;
    while (a < b && norm.charCodeAt(a) === 32) a++;
    while (b > a && norm.charCodeAt(b - 1) === 32) b--;
    linhas.push([a, b]);
    i = j + 1;
  }
  // A line much shorter than the document's usual full line ends its paragraph (the last line of a PDF paragraph).
  // (a typed array sorts numbers as numbers, natively)
  // (filled by a plain loop: the array built by map and filter changed shape between bodies and sent cortar's optimised
  // code back to be compiled again)
  let nLongos = 0;
  for (let k = 0; k < linhas.length; k++) if (linhas[k][1] > linhas[k][0]) nLongos++;
  const longos = new Int32Array(nLongos);
  for (let k = 0, x = 0; k < linhas.length; k++) if (linhas[k][1] > linhas[k][0]) longos[x++] = linhas[k][1] - linhas[k][0];
  longos.sort();
  const tipica = longos.length ? longos[Math.floor(longos.length * 0.8)] : 0;
  // (each line's share of capitals, read once: ratioDaLinha)
  const ratios: number[] = [];
  let pIni = -1;
  let pFin = -1;
  const pechar = () => {
    if (pIni >= 0) paragrafos.push(frasesDe(texto, norm, pIni, pFin));
    pIni = -1;
  };
  for (let k = 0; k < linhas.length; k++) {
    const [a, b] = linhas[k];
    if (a === b) {
      pechar();
      continue;
    }
    // The edict's title printed as a line of the body with no final stop ("Bases para a creación dunha bolsa de emprego
    // de limpador/a", then "A Xunta de Goberno Local… aprobou…"), wrapped or not, is a paragraph of its own: the body's
    // first sentence does not run on from it.
    // (one call of pechar for both reasons: a call site reached by few lines has no type feedback when cortar is optimised)
    let fechar = pIni >= 0 && tituloNorm !== '' && pFin - pIni >= tituloNorm.length && pFin - pIni <= 2 * tituloNorm.length && comezaComo(norm, pIni, tituloNorm) && norm.slice(pIni, pFin).replace(/\s+/g, ' ') === tituloNorm;
    if (!fechar && pIni >= 0) fechar = fechaAntes(texto, norm, linhas, ratios, k, norm[pFin - 1], tipica);
    if (fechar) pechar();
    if (pIni < 0) pIni = a;
    pFin = b;
  }
  pechar();
  return paragrafos;
}

/** [a-z0-9ºª], by code (asked for every letter of the word before each full stop). */
const letraDePalabra = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 0xba || c === 0xaa;

const MAIUSCULA_INICIAL = /[A-ZÁÉÍÓÚÑÇ0-9«"“(¿¡]/;
/** A group's word right before its code: "subgrupo: ", "Grupo "; folded. */
const GRUPO_ANTES_DO_CODIGO = /\b(?:sub)?grupo\s*:?\s*$/;

/** The sentences of one paragraph: cut after . ! ? when a capital, a number or a quote follows, not after an abbreviation. */
function frasesDe(texto: string, norm: string, ini: number, fin: number): { ini: number; fin: number }[] {
  const out: { ini: number; fin: number }[] = [];
  let a = ini;
  for (let i = ini; i < fin; i++) {
    const code = norm.charCodeAt(i);
    // (. ! ?, by code: most characters end no sentence)
    if (code !== 46 && code !== 33 && code !== 63) continue;
    const c = norm[i];
    const s = norm[i + 1];
    if (s !== ' ' && s !== '\n') continue;
    let j = i + 1;
    while (j < fin && (norm[j] === ' ' || norm[j] === '\n')) j++;
    if (j >= fin || !MAIUSCULA_INICIAL.test(texto[j])) continue;
    // "1. Requisitos", "2.1. Titulación": the number of an item or heading, not a sentence.
    if (i - a <= 6 && /^(?:\d{1,2}(?:\.\d{1,2})*|[ivx]{1,4}|[a-z])$/.test(norm.slice(a, i))) continue;
    if (c === '.') {
      let w = i;
      while (w > a && letraDePalabra(norm.charCodeAt(w - 1))) w--;
      const palabra = norm.slice(w, i);
      // "condutor/a." ends a sentence; "D. Xosé", "R. D." do not.
      // "permiso de conducir B. 2. Sistema": a single letter before a number ends its sentence.
      // ("Subgrupo: AP. Número de prazas: 3.": the group's code, not the abbreviation of "apartado", ends its sentence)
      const grupoAp = palabra === 'ap' && GRUPO_ANTES_DO_CODIGO.test(norm.slice(Math.max(a, w - 12), w));
      if (norm[w - 1] !== '/' && ((ABREVIATURAS.has(palabra) && !grupoAp) || (palabra.length === 1 && /[a-z]/.test(palabra) && !/[0-9]/.test(texto[j])))) continue;
      // "n.º 45", "C.E. 13/22": a dot inside an abbreviation of letters and dots.
      if (w > a && norm[w - 1] === '.') continue;
    }
    out.push({ ini: a, fin: i + 1 });
    a = j;
  }
  if (a < fin) out.push({ ini: a, fin });
  return out;
}

// ---- corrections ---------------------------------------------------------------------------------------------------

/** "Onde di: «…» Debe dicir: «…»": the wording replaced is no longer the text; blank it out of the folded copy. */
// ("Donde decía: «seis plazas…», debe decir: «ocho plazas…»", "onde dicía", "donde figura … debe figurar": the same)
const ONDE_DI = /\b(?:onde\s+di|onde\s+dice|donde\s+dice|donde\s+pone|onde\s+pon|onde\s+dicia|donde\s+decia|onde\s+figura|donde\s+figura)\b/g;
const DEBE_DICIR = /\b(?:debe\s+dicir|debe\s+decir|deberia\s+dicir|deberia\s+decir|debe\s+poñer|debe\s+poner|debe\s+figurar|lease|leerase|lerase|debe\s+constar|queda\s+redactad[oa])\b/g;

/** "Suprímese o inciso «e non ter cumpridos os trinta e cinco anos»": the words removed are no longer the text. */
const SUPRIMESE = /\b(?:suprim\w*|se suprime|elimin\w*|se elimina|queda sen efecto|queda sin efecto|dei?xa\w* sen efecto)\b[^"«.;]{0,40}["«]([^"»]{1,400})["»]/g;

/** Words one of which every match of SUPRIMESE holds: one scan of the text for them (calqueraDe). */
const TALVEZ_SUPRIME = calqueraDe(['suprim', 'elimin', 'efecto']);

/**
 * The rest of an offer the call's places come from, in a clause of its own: "…incluída na oferta de emprego público de
 * 2081 (que comprendía ademais tres prazas de enxeñeiro/a técnico/a forestal e dúas de capataz/a forestal)", "…de la
 * oferta de empleo público de 2081, que incluyó además 14 plazas de agente de la Policía Local y 6 de bombero/a", "…a
 * oferta… para o ano 2081 (que incluíu 1.214 prazas de acceso libre e 426 de promoción interna)"; folded. The clause
 * opens with "que" (or "na que", "en la que") right after the offer, its verb in a past tense or followed by "ademais/
 * tamén/además/también", and names places; it runs to its closing bracket, or to the sentence's end or a semicolon.
 */
// (an offer "que inclúe as seguintes prazas:" or "que incluye la plaza de…", present and without "ademais", is the
// call's own: not blanked)
const OUTRAS_DA_OFERTA = /\b(?:oferta\s+(?:de|do)\s+(?:emprego|empleo)|oep)\b(?:[^;().\n]|\.(?=\d)|\n(?!\n)|\([^()\n]{0,100}\)){0,160}?(?:,\s*|\s)((\(\s*)?(?:(?:xunto|junto)\s+(?:con|coa|co|cunha|cun|a)\s+(?=(?:un|unha|una|dous|duas|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve|dez|diez|otras?|outras?|\d+)\s)|(?:que|na que|en la que|en que|a cal|la cual)\s+(?:se\s+)?(?:(?:inclu|comprend|contempl|recoll|recog|abarc)[a-z]*\s*,?\s+(?:ademais|tamen|ademas|tambien)|(?:incluiu|incluia|incluian|incluyo|incluyeron|incluiron|comprendia|comprendian|comprendeu|comprendio|contemplaba|contemplaban|contemplou|contemplo|recollia|recollian|recolleu|recogia|recogian|recogio|abarcaba|abarcou|abarco|autorizou|autorizo|autorizaba)\b)))/g;
// (the offer may be cited between: "…oferta de emprego público de 2082 (BOP número 296, do 28 de decembro de 2082), que
// incluía tamén seis prazas de…")
// (…or the rest named with "xunto con": "…incluida en la oferta de empleo público de 2083 junto con una plaza de peón/a de
// vías y obras"; an offer's verb "autorizó" as "incluyó": "La misma oferta autorizó una plaza de…")
/**
 * The same of an offer cited by the norm that approves or publishes it, in the present tense: "…Decreto 168/2082 polo
 * que se aproba a oferta de emprego público… (DOG núm. 228), que inclúe 312 prazas de acceso libre e 140 de promoción
 * interna", "En ejecución de la oferta de empleo público… para el año 2083 (DOG núm. 240…), que incluye diez plazas de acceso
 * libre… y seis de promoción interna"; folded. Only a clause that counts places and opens no list (no colon): "Apróbase a oferta…, que inclúe as
 * seguintes prazas:" is the offer's own list.
 */
const OFERTA_APROBADA = /\b(?:aproba|aprueba|aprobou|aprobo|publica|publicou|publico|execucion\s+d[ae]|ejecucion\s+de|cumprimento\s+d[ae]|cumplimiento\s+de|desenvolvemento\s+d[ae]|desarrollo\s+de)\s+(?:a|la)\s+(?:oferta\s+(?:de|do)\s+(?:emprego|empleo)|oep)\b(?:[^;().\n]|\.(?=\d)|\n(?!\n)|\([^()\n]{0,100}\)){0,160}?(?:,\s*|\s)((\(\s*)?que\s+(?:se\s+)?(?:inclue|incluye|comprende|contempla|recolle|recoge|abarca)\b)/g;
/**
 * The offer as the subject of a sentence of its own, telling what else it held: "A oferta de emprego público de 2082
 * incluíu tamén dúas prazas de auxiliar administrativo/a e unha de…", "La oferta de empleo público de 2082 incluía además
 * una plaza de Oficial/a de Oficios (Grupo IV) y tres…", "A oferta de 2082 incluíu ademais…"; folded. Its verb in a past
 * tense or followed by "ademais/tamén/además/también"; it runs to the sentence's end or a semicolon.
 */
const OFERTA_SUXEITO = /\b(?:a|la)\s+(?:(?:citada|devandita|dita|dicha|referida|precitada|indicada|mencionada)\s+)?(?:oferta|oep)\b(?:[^;().\n]|\.(?=\d)|\n(?!\n)|\([^()\n]{0,100}\)){0,120}?\s((?:(?:inclu|comprend|contempl|recoll|recog|abarc)[a-z]*\s*,?\s+(?:ademais|tamen|ademas|tambien)|(?:incluiu|incluia|incluian|incluyo|incluyeron|incluiron|comprendia|comprendian|comprendeu|comprendio|contemplaba|contemplaban|contemplou|contemplo|recollia|recollian|recolleu|recogia|recogian|recogio|abarcaba|abarcou|abarco|autorizou|autorizo|autorizaba))\b)/g;
/**
 * The same offer named back as a sentence's subject, whatever its verb's tense: "A mesma oferta contén dúas prazas de
 * policía local…", "Aquela oferta recolleu, ademais, unha praza de…", "La misma oferta incluye…"; folded. Named back, it
 * is the offer the call's places come from: its other places are not the call's.
 */
const OFERTA_MESMA = /\b(?:(?:a|la)\s+(?:mesma|misma)|aquela|aquella)\s+(?:oferta|oep)\b(?:[^;().\n]|\.(?=\d)|\n(?!\n)|\([^()\n]{0,100}\)){0,120}?\s((?:inclu|conten|contien|contempl|recoll|recog|comprend|preve|abarc|autoriz)[a-z]*)\b/g;
/** The end of such a sentence: its full stop, a semicolon, or a blank line (brackets inside it are its own). */
const FIN_DA_FRASE = /;|\.(?!\d)|\n\n/g;
/** A count of places in a clause: "312 prazas", "dúas prazas", "una plaza"; folded. */
const CONTA_PRAZAS = new RegExp(`\\b(?:${NUMERO}|unha|una|un)\\s+(?:prazas?|plazas?|postos?|puestos?|vacantes?)\\b`);
/** The end of such a clause in brackets: the closing one (or the sentence's end, or a semicolon, if it is left open). */
const FIN_DA_CLAUSULA = /[;)]|\.(?!\d)|\n\n/g;
/**
 * The end of such a clause of none: the sentence's end, a semicolon, or a comma not followed by one more count ("…que
 * incluyó 310 plazas de acceso libre y 95 de promoción interna, se convocan doce plazas…"; "…que incluía ademais tres
 * prazas de X, dúas de Y e unha de Z." runs on).
 */
const FIN_DA_RELATIVA = new RegExp(`[;)]|\\.(?!\\d)|\\n\\n|,(?!\\s*(?:${NUMERO})\\s)`, 'g');
const PRAZAS_NA_CLAUSULA = /\b(?:prazas?|plazas?|postos?|puestos?|vacantes?)\b/;
/** Words one of which every match of OUTRAS_DA_OFERTA holds: one scan of the text for them (calqueraDe). */
const TALVEZ_OFERTA = calqueraDe(['oferta', 'oep']);

/**
 * Posts said to be called elsewhere: "…unha praza de técnico/a de cultura e unha de conserxe, que se convocarán por
 * separado", "…que serán objeto de convocatoria separada", "…que non son obxecto desta convocatoria", "Las plazas de…
 * se convocarán mediante resoluciones independientes"; folded. The sentence (or the part after its last semicolon)
 * that ends in such words names no post of this call, unless it opens as the call itself ("Convócanse…", "Es objeto…");
 * nor does one that says a post is already filled ("A praza de técnico/a… da oferta de 2081 xa foi cuberta"), is
 * filled by another process ("…que se cubrirán no proceso unificado da Academia…", "…cuxas convocatorias seguirán o seu
 * propio trámite"), is left vacant by the person appointed ("A praza de auxiliar administrativo/a que deixa vacante…") or
 * is to be called later ("La plaza figura en la oferta… y será convocada en su día por el turno libre"), or is "incluida en la
 * misma oferta" ("La plaza de Policía Local incluida en la misma oferta se convocará conforme a las bases marco…").
 */
const CONVOCADAS_APARTE = /\b(?:(?:se\s+)?convocar(?:an|a)(?:se)?|se\s+convocan|convocaranse|convocarase|ser(?:an|a)\s+(?:obxecto|objeto)\s+(?:de\s+)?(?:(?:unha|una|outra|otra|outras|otras)\s+)?(?:convocatorias?|procesos?|procedementos?|procedimientos?))\s+(?:(?:por\s+separado|de\s+(?:forma|maneira|manera)\s+(?:separada|independente|independiente)|(?:en|mediante|por)\s+(?:convocatorias?|resolucions?|resoluciones|procesos?|procedementos?|procedimientos?)\s+(?:aparte|separad[ao]s?|independentes?|independientes?|propi[ao]s?|especificas?|diferentes?|distint[ao]s?))\b|(?:separad[ao]s?|independentes?|independientes?|propi[ao]s?|especificas?|posteriores?|aparte)\b)|\b(?:xa|ya)\s+(?:foi|fue|foron|fueron|esta|estan|quedou|quedo|quedaron|ha\s+sido|han\s+sido)\s+(?:cubert|cubiert|provist|amortizad)[oa]s?\b|\b(?:cux|cuy)[ao]s?\s+convocatorias?\s+(?:seguiran|seguira|tramitaranse|tramitarase|se\s+tramitaran|se\s+tramitara|iran|ira)\b|\b(?:se\s+)?cubrir(?:an|a)(?:se)?\s+(?:no|en\s+el|mediante\s+o|mediante\s+el|a\s+traves\s+do|a\s+traves\s+del)\s+(?:proceso|procedemento|procedimiento)\s+(?:selectivo\s+)?(?:unificado|comun|propio|especifico)\b|\b(?:que\s+)?(?:deixa|deja)\s+vacante\b|\bincluid[ao]s?\s+(?:na|en\s+la)\s+(?:mesma|misma)\s+oferta\b|\bser(?:a|an)\s+convocad[ao]s?\s+(?:en\s+su\s+dia|no\s+seu\s+dia|mais\s+adiante|posteriormente|con\s+posterioridade|con\s+posterioridad)\b|\b(?:non|no)\s+(?:son|e|es|forman\s+parte|formen\s+parte)\s+(?:(?:obxecto|objeto)\s+)?(?:desta|de\s+esta|da\s+presente|de\s+la\s+presente)\s+convocatoria\b/g;
/** A sentence that opens as the call itself: "Convócanse…", "Se convocan…", "É obxecto…", "Constitúe o obxecto…"; folded. */
const ABRE_A_CONVOCATORIA = /^\s*(?:[\divx]+(?:\.[\divx]+)*[.)]?-?\s+)?(?:[a-z]+\.-?\s+)?(?:convoca|se convoca|e obxecto|es objeto|constitue o obxecto|constituye el objeto|o obxecto|el objeto|obxecto|objeto)/;
const TALVEZ_APARTE = calqueraDe(['convoca', 'obxecto', 'objeto', 'cubert', 'cubiert', 'provist', 'amortizad', 'cubrir', 'vacante', 'convocad', 'oferta']);

/** `texto` with [ini, fin) blanked: same length, line breaks kept, so every offset still points where it did. */
const enBranco = (texto: string, ini: number, fin: number): string => texto.slice(0, ini) + texto.slice(ini, fin).replace(/[^\n]/g, ' ') + texto.slice(fin);

function senConvocadasAparte(norm: string): string {
  if (!TALVEZ_APARTE.test(norm)) return norm;
  let saida = norm;
  CONVOCADAS_APARTE.lastIndex = 0;
  for (let m = CONVOCADAS_APARTE.exec(norm); m; m = CONVOCADAS_APARTE.exec(norm)) {
    // (from the last sentence end, semicolon or colon before the words; never more than a sentence's length back)
    const desde = Math.max(0, m.index - 600);
    let ini = -1;
    for (const b of norm.slice(desde, m.index).matchAll(/\.(?!\d)|;|\n\n|:/g)) ini = desde + b.index! + b[0].length;
    if (ini < 0 && desde > 0) continue;
    ini = Math.max(ini, 0);
    const frase = norm.slice(ini, m.index);
    if (ABRE_A_CONVOCATORIA.test(frase) || !PRAZAS_NA_CLAUSULA.test(frase)) continue;
    // (to the sentence's end: what follows the words is said of the same posts, "…e será convocada en su día por el turno
    // libre", "…, que se convocarán por separado polo sistema de concurso")
    FIN_DA_FRASE.lastIndex = m.index + m[0].length;
    const fim = FIN_DA_FRASE.exec(norm);
    const fin = fim ? fim.index : norm.length;
    saida = enBranco(saida, ini, fin);
  }
  return saida;
}

function senOutrasDaOferta(norm: string): string {
  // (the offer's sentences first, whole: "A mesma oferta contén dúas prazas de policía local, que se cubrirán no proceso
  // unificado…, e unha de auxiliar de turismo pola quenda libre" loses its last post too; then the posts called elsewhere)
  if (!TALVEZ_OFERTA.test(norm)) return senConvocadasAparte(norm);
  let saida = norm;
  /** Blanks (same length, line breaks kept) each clause `re` finds whose text `vale` accepts; `fin` ends a clause. */
  const branquear = (re: RegExp, vale: (clausula: string) => boolean, fin: (m: RegExpExecArray) => RegExp, ate: (m: RegExpExecArray, e: RegExpExecArray | null) => number) => {
    const texto = saida;
    re.lastIndex = 0;
    for (let m = re.exec(texto); m; m = re.exec(texto)) {
      const ini = m.index + m[0].length - m[1].length;
      const f = fin(m);
      f.lastIndex = m.index + m[0].length;
      const final = ate(m, f.exec(texto));
      const clausula = texto.slice(ini, final);
      if (!vale(clausula)) continue;
      saida = enBranco(saida, ini, final);
      re.lastIndex = Math.max(final, m.index + m[0].length);
    }
  };
  // (a bracket's clause ends with the bracket; one left open, or a clause of none, at the first end found)
  const daClausula = (m: RegExpExecArray, e: RegExpExecArray | null) => (!e ? norm.length : m[2] && e[0] === ')' ? e.index + 1 : e.index);
  const finDaClausula = (m: RegExpExecArray) => (m[2] ? FIN_DA_CLAUSULA : FIN_DA_RELATIVA);
  branquear(OUTRAS_DA_OFERTA, (c) => PRAZAS_NA_CLAUSULA.test(c), finDaClausula, daClausula);
  branquear(OFERTA_APROBADA, (c) => CONTA_PRAZAS.test(c) && !c.includes(':'), finDaClausula, daClausula);
  // (the sentence of its own is blanked from its verb on: "A oferta… incluíu tamén…")
  branquear(OFERTA_SUXEITO, (c) => PRAZAS_NA_CLAUSULA.test(c), () => FIN_DA_FRASE, (_m, e) => (e ? e.index : norm.length));
  branquear(OFERTA_MESMA, (c) => PRAZAS_NA_CLAUSULA.test(c), () => FIN_DA_FRASE, (_m, e) => (e ? e.index : norm.length));
  return senConvocadasAparte(saida);
}

function sen(norm: string, fins: Set<number>): string {
  if (TALVEZ_SUPRIME.test(norm) && SUPRIMESE.test(norm)) {
    SUPRIMESE.lastIndex = 0;
    norm = norm.replace(SUPRIMESE, (todo, dito: string) => todo.slice(0, todo.length - dito.length - 1) + ' '.repeat(dito.length) + todo.slice(-1));
  }
  if (!norm.includes('onde') || !/\bd?onde\s+(?:di|dice|pone|pon|dicia|decia|figura)\b/.test(norm)) return norm;
  const partes: string[] = [];
  let desde = 0;
  ONDE_DI.lastIndex = 0;
  for (let m = ONDE_DI.exec(norm); m; m = ONDE_DI.exec(norm)) {
    DEBE_DICIR.lastIndex = m.index;
    const d = DEBE_DICIR.exec(norm);
    if (!d) break;
    partes.push(norm.slice(desde, m.index), '\n'.repeat(d.index + d[0].length - m.index));
    desde = d.index + d[0].length;
    fins.add(desde);
    ONDE_DI.lastIndex = desde;
  }
  partes.push(norm.slice(desde));
  return partes.join('');
}

// ---- the document -------------------------------------------------------------------------------------------------

/** A sentence's folded text on one line: a PDF's line breaks inside it read as spaces (same length, same indexes). */
function linha(norm: string, ini: number, fin: number): string {
  const s = norm.slice(ini, fin);
  return s.includes('\n') ? s.replace(/\n/g, ' ') : s;
}

/** Words that tell each language, by length: a word of the text (a run of a-z) is compared only with those of its length. */
const PALABRAS_GL = porLonxitude(['da', 'do', 'ao', 'unha', 'dos', 'das', 'coa', 'polo', 'pola', 'xeral', 'concello']);
const PALABRAS_ES = porLonxitude(['del', 'la', 'el', 'una', 'al', 'los', 'las', 'por', 'ayuntamiento']);
function porLonxitude(palabras: string[]): string[][] {
  const out: string[][] = [];
  for (const w of palabras) (out[w.length] ??= []).push(w);
  return out;
}

function linguaDe(norm: string): 'gl' | 'es' {
  const fin = Math.min(norm.length, 6000);
  let gl = 0;
  let es = 0;
  // (a scan of the words in place: no array of every word of the text)
  for (let i = 0; i < fin; ) {
    if (!letraAZ(norm.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < fin && letraAZ(norm.charCodeAt(j))) j++;
    // (only the lengths of the words of either list are compared: most words of a text are of none, or differ at once)
    const l = j - i;
    if (l < PALABRAS_GL.length || l < PALABRAS_ES.length) {
      const gls = PALABRAS_GL[l];
      const ess = PALABRAS_ES[l];
      if (gls !== undefined && algunhaEn(gls, norm, i)) gl++;
      else if (ess !== undefined && algunhaEn(ess, norm, i)) es++;
    }
    i = j;
  }
  return es > gl ? 'es' : 'gl';
}
const letraAZ = (c: number): boolean => c >= 97 && c <= 122;
/** Whether one of `palabras` (all of one length) is written at norm[i]: its first code compared before the rest. */
function algunhaEn(palabras: string[], norm: string, i: number): boolean {
  const c = norm.charCodeAt(i);
  for (let k = 0; k < palabras.length; k++) if (palabras[k].charCodeAt(0) === c && norm.startsWith(palabras[k], i)) return true;
  return false;
}

/**
 * A word a PDF cut at a line's end is one word again ("obrigato-\nrio"), but a compound that ends a line at its own
 * hyphen keeps it: "concurso-\noposición", "bombeiro/a-\ncondutor/a", "socorrista-\nmonitor/a".
 */
function unirGuion(todo: string, a: string, b: string, pos: number, texto: string): string {
  const despois = texto.slice(pos + todo.length - 1, pos + todo.length + 12).toLowerCase();
  const antes = texto.slice(Math.max(0, pos - 12), pos + 1).toLowerCase();
  const composto = /^oposici/.test(despois) || /\/[ao]s?$/.test(antes) || /\/(?:as|os)$/.test(antes);
  return composto ? `${a}-${b}` : `${a}${b}`;
}

/**
 * A page's running lines a PDF leaves inside a body, even inside a sentence: the Lugo bulletin's footer "Anuncio
 * publicado en: Num BOP 15 año 2086 (18/01/2086 11:42:19) (19/01/2086 08:00:00)" and header "BOP Lugo Nº 015 – Sábado,
 * 19 de xaneiro de 2086 – Páx. 15" ("…dunha" / footer / header / "praza de recadador/a" read "15 praza"). Taken out
 * before reading, the sentence runs on.
 */
const LINHA_DE_PAXINA = /^[ \t]*(?:Anuncio publicado en:?\s*N[uú]m\.?\s*BOP\s+\d+\s+a[ñn]o\s+\d{4}\b[^\n]*|B\.?O\.?P\.?\s+(?:de\s+)?(?:Lugo|Ourense|Pontevedra|A Coruña|da Coruña|La Coruña)\s+N[º°o.]*\s*\d+\s*[–—-][^\n]*[–—-]\s*P[áa](?:x|g)(?:ina)?\.?\s*\d+)[ \t]*\r?\n/gim;
/** A hyphen then a line break, what both joins of a cut word need. */
const GUION_AO_FINAL = /-[ \t]*\n/;

/** The document of an edict's body, its title first (a sentence of its own, section `titulo`). */
export function lerDocumento(corpo: string, titulo = ''): Documento {
  const sep = titulo ? '\n\n' : '';
  // A word a PDF cut at the end of a line ("maquina-\nria") is one word again.
  // An address a PDF cut at a dot or a slash ("https://viveiro.\nsedelectronica.gal") is one address again.
  // (both joins need a hyphen at a line's end: a text with none, most, skips their scans of every letter)
  const nfc = `${titulo}${sep}${corpo.replace(LINHA_DE_PAXINA, '')}`.normalize('NFC');
  const guionAoFinal = GUION_AO_FINAL.test(nfc);
  const unidas = guionAoFinal ? nfc.replace(/([a-záéíóúñç])-[ \t]*\n[ \t]*([a-záéíóúñç])/g, unirGuion) : nfc;
  const texto = (guionAoFinal && GUION_AO_FINAL.test(unidas) ? unidas.replace(/([A-ZÁÉÍÓÚÑÇ]{2})-[ \t]*\n[ \t]*([A-ZÁÉÍÓÚÑÇ]{2})/g, '$1$2') : unidas)
    .replace(/(\b(?:https?:\/\/|www\.)[^\s]*[./-])[ \t]*\n[ \t]*(?=[a-z0-9])/gi, (m, url: string, pos: number, todo: string) =>
      // A dot then a capital on the next line ends a sentence ("…sedelectronica.gal.\nMonforte de Lemos, 9 de…"), and so
      // does a dot after a closing bracket or quote ("…(https://sede.concello.gal).") or before a numbered heading ("6.
      // VIXENCIA"): no address is cut there.
      url.endsWith('.') && (/[A-ZÁÉÍÓÚÑÇ]/.test(todo[pos + m.length] ?? '') || /[)»"]\.$/.test(url) || /^\d{1,2}(?:\.\d{1,2})*[.)ºª]-?\s/.test(todo.slice(pos + m.length, pos + m.length + 12))) ? m : url);
  const fins = new Set<number>();
  const norm = senOutrasDaOferta(sen(dobrar(texto), fins));
  // Where a correction's new wording starts: after the words "debe dicir", its colon, quotes and spaces.
  const corrixidos = new Set<number>();
  for (let i of fins) {
    while (i < norm.length && ' \n:"«\''.includes(norm[i])) i++;
    corrixidos.add(i);
  }
  const lingua = linguaDe(titulo ? norm.slice(titulo.length) : norm);
  const frases: Frase[] = [];
  let seccion: Seccion = 'preambulo';
  const corpoIni = titulo ? titulo.normalize('NFC').length + sep.length : 0;
  // (the title folded, its spaces collapsed and its final stop dropped, as a body's line may print it)
  const tituloNorm = titulo ? norm.slice(0, titulo.normalize('NFC').length).replace(/\s+/g, ' ').trim().replace(/[.:;]$/, '') : '';
  for (const paragrafo of cortar(texto, norm, tituloNorm.length >= 20 ? tituloNorm : '')) {
    const pIni = paragrafo[0].ini;
    const pFin = paragrafo[paragrafo.length - 1].fin;
    if (pIni < corpoIni) {
      for (const f of paragrafo) frases.push({ ini: f.ini, fin: f.fin, norm: linha(norm, f.ini, f.fin), seccion: 'titulo', encabezado: false, corrixido: false });
      continue;
    }
    // (the edict's title printed in capitals at the body's head, "BASES PARA A CONSTITUCIÓN DUNHA BOLSA DE EMPREGO DE…",
    // is the title, not a heading that opens a section of the bases)
    const eTitulo = tituloNorm.length >= 20 && pFin - pIni >= tituloNorm.length && pFin - pIni <= 2 * tituloNorm.length + 1
      && comezaComo(norm, pIni, tituloNorm) && norm.slice(pIni, pFin).replace(/\s+/g, ' ').replace(/[.:;]$/, '') === tituloNorm;
    let cab = eTitulo ? null : cabeceira(texto, norm, pIni, pFin);
    // "3.2. Taxa: 16,80 euros.", "Cuarto. Prazo: quince días…": the heading sets the section, its line stays one sentence.
    if (cab && cab.seccion && norm[cab.fin - 1] === ':' && norm.slice(cab.fin, pFin).trim()) {
      seccion = cab.seccion;
      cab = null;
    }
    let resto = paragrafo;
    if (cab) {
      if (cab.seccion) seccion = cab.seccion;
      else if (cab.maior) seccion = 'outro';
      frases.push({ ini: pIni, fin: cab.fin, norm: linha(norm, pIni, cab.fin), seccion, encabezado: true, corrixido: false });
      resto = [];
      for (const f of paragrafo) {
        if (f.fin <= cab.fin) continue;
        let a = Math.max(f.ini, cab.fin);
        while (a < f.fin && (norm[a] === ' ' || norm[a] === '\n' || norm[a] === '-')) a++;
        if (a < f.fin) resto.push({ ini: a, fin: f.fin });
      }
    }
    for (const f of resto) {
      const frase: Frase = { ini: f.ini, fin: f.fin, norm: linha(norm, f.ini, f.fin), seccion, encabezado: false, corrixido: false };
      if (corrixidos.size) for (let c = f.ini; c < Math.min(f.fin, f.ini + 4); c++) if (corrixidos.has(c)) frase.corrixido = true;
      frases.push(frase);
    }
  }
  anexoDasPrazas(frases);
  return { texto, norm, lingua, frases };
}

/** The object sends the places to an annex: "das prazas… que figuran no anexo I", "las plazas que se relacionan en el anexo". */
// ("a selección do persoal laboral fixo que se indica no anexo": the staff, not only its places)
const REMITE_ANEXO = /\b(?:prazas|plazas|postos|puestos|vacantes|persoal|personal|categorias)\b[^.;]{0,80}\b(?:figuran|figura|consta|constan|relacionan|relaciona|relacionad[oa]s?|detallan|detalla|detallad[oa]s?|recollen|recogen|recollid[oa]s?|recogid[oa]s?|indican|indica|indicad[oa]s?|enumerad[oa]s|describen)\b[^.;]{0,25}\banexos?\b/;
/** …in several annexes, one a post: "…las plazas… que se detallan en los anexos I a III", "nos anexos I, II e III"; folded. */
const VARIOS_ANEXOS = /\banexos\b|\banexo\s+[ivxl\d]+\s*(?:a|ao|al|e|y|,)\s*[ivxl\d]+\b/;
/** The places listed right below, the lead ending on a colon: "…das prazas que se relacionan:", "…las plazas siguientes:"; folded. */
const REMITE_ABAIXO = /\b(?:prazas|plazas|postos|puestos|vacantes|categorias)\b[^.;]{0,60}\b(?:relacionan|relaciona|detallan|detalla|indican|indica|enumeran|seguintes|siguientes|que se citan)\b[^.;:]{0,25}:$/;
/** A table's header with a column of places: "Categoría | N.º de prazas | Grupo", "Denominación\tPlazas". */
// (or a column for each turn: "Denominación | Grupo | Turno libre | Promoción interna | Total", "Escala | Especialidade |
// Quenda de acceso xeral | Quenda de reserva (discapacidade) | Total"; or a post's card: "Denominación: Encargado/a…")
const CABECEIRA_PRAZAS = /[|\t].*\b(?:prazas|plazas|vacantes|postos|puestos|libre|promocion interna|acceso xeral|acceso general)\b|\b(?:prazas|plazas|vacantes|postos|puestos|libre|promocion interna|acceso xeral|acceso general)\b.*[|\t]|^(?:denominacion|categoria(?: profesional)?|praza|plaza|posto|puesto)\s*:/;

/**
 * An annex the object sends the places to, holding a table of places, states the call's places (its rows, the group
 * cell, "Das catro prazas, unha reservarase…" below it) as the object would: its sentences are the object's, up to the
 * next heading or the appeal ("Contra estas bases…").
 */
function anexoDasPrazas(frases: Frase[]): void {
  // (a BOE extract's sentence too, below the bulletin's own headings: "…se han publicado… las bases y la convocatoria para
  // proveer… las plazas que se relacionan en el anexo")
  // (or the lead ends on a colon right above the annexes: "…a provisión… das prazas que se relacionan:" / "ANEXO I" /
  // "Praza: traballador/a social. Número: 1." — every annex of cards that follows is the object's, one a post)
  let seguidos = false;
  let remite = false;
  for (let i = 0; i < frases.length && !remite; i++) {
    const f = frases[i];
    if (f.seccion !== 'obxecto' && f.seccion !== 'preambulo' && f.seccion !== 'titulo' && f.seccion !== 'outro') continue;
    if (REMITE_ANEXO.test(f.norm)) remite = true, seguidos = VARIOS_ANEXOS.test(f.norm);
    else if (i + 1 < frases.length && frases[i + 1].seccion === 'anexo' && frases[i + 1].encabezado && REMITE_ABAIXO.test(f.norm)) remite = seguidos = true;
  }
  if (!remite) return;
  for (let i = 0; i < frases.length; i++) {
    if (frases[i].seccion !== 'anexo' || !frases[i].encabezado) continue;
    let fin = i + 1;
    while (fin < frases.length && frases[fin].seccion === 'anexo' && !frases[fin].encabezado && !/^contra\b/.test(frases[fin].norm)) fin++;
    if (!frases.slice(i + 1, Math.min(fin, i + 4)).some((f) => CABECEIRA_PRAZAS.test(f.norm))) continue;
    for (let j = i + 1; j < fin; j++) frases[j].seccion = 'obxecto';
    if (!seguidos || fin >= frases.length || frases[fin].seccion !== 'anexo' || !frases[fin].encabezado) return;
    i = fin - 1;
  }
}

/** Whitespace of the published text collapsed: line breaks of a PDF are not part of a quote. */
/** Where a lettered requirement starts inside one sentence: ". c) Estar en posesión…", "; d) No se exige…"; folded. */
const PARTE_LETRA = /[.;]\s+(?=[a-z]\)\s)/g;
/**
 * A sentence that holds several lettered requirements ("b) Ter dezaseis anos. c) Titulación: … d) Coñecemento da lingua
 * galega: …", one sentence when the list is printed in one paragraph) with only the parts `manter` keeps, the others
 * blanked (positions kept); null when the sentence holds fewer than two lettered parts.
 */
export function partesLetradas(n: string, manter: (parte: string) => boolean): string | null {
  if (!n.includes(') ')) return null;
  const cortes = [0];
  for (const m of n.matchAll(PARTE_LETRA)) cortes.push(m.index + m[0].length);
  if (cortes.length < 3) return null;
  cortes.push(n.length);
  let out = '';
  for (let i = 0; i + 1 < cortes.length; i++) {
    const p = n.slice(cortes[i], cortes[i + 1]);
    out += manter(p) ? p : ' '.repeat(p.length);
  }
  return out;
}

export function limpar(s: string): string {
  return /\s\s|[\n\t\r\u00a0]/.test(s) ? s.replace(/\s+/g, ' ').trim() : s.trim();
}

/** Longest quote kept whole; a longer clause is cut around what was read, at spaces. */
const CITA_MAX = 420;

/** A quote not yet cut from the text: most readings are not kept, so their quotes are only cut when asked for. */
export class CitaPendente {
  constructor(private readonly doc: Documento, private readonly f: Frase, private readonly a: number, private readonly b: number) {}
  toString(): string {
    return textoCita(this.doc, this.f, this.a, this.b);
  }
}

/**
 * The quote of a reading: the clause of the sentence (between semicolons) holding doc.texto[a, b), or the sentence
 * when it has one clause; the published words, whitespace collapsed. Cut when it is first turned into a string.
 */
export function cita(doc: Documento, f: Frase, a: number, b: number): CitaPendente {
  return new CitaPendente(doc, f, a, b);
}

function textoCita(doc: Documento, f: Frase, a: number, b: number): string {
  let ini = f.ini;
  let fin = f.fin;
  for (let i = a - 1; i > f.ini; i--) if (doc.norm[i] === ';') { ini = i + 1; break; }
  for (let i = b; i < f.fin; i++) if (doc.norm[i] === ';') { fin = i + 1; break; }
  if (fin - ini > CITA_MAX) {
    let x = Math.max(ini, a - 160);
    let y = Math.min(fin, Math.max(b + 160, x + CITA_MAX));
    while (x > ini && doc.norm[x - 1] !== ' ') x--;
    while (y < fin && doc.norm[y] !== ' ') y++;
    ini = x;
    fin = y;
  }
  return limpar(doc.texto.slice(ini, fin));
}
