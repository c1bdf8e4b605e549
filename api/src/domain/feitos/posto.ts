import { calqueraDe } from '../alternativa.js';
import type { Feito, Prazas } from 'shared/contract';
import { cita, dobrar, limpar, type Documento, type Frase } from './documento.js';
import { escoller, peso, type Candidato, type PesosSeccion } from './lectura.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { compatibles, novoLectorDeListas, palabrasPosto, type ItemPosto } from './listaDePostos.js';
import { NUMERO, valorNumero } from './numeros.js';
import { lerTaboas, type FilaTaboa } from './taboa.js';

// The announced lists of posts, their items and the several posts they name, are read in listaDePostos.ts.
export { compatibles, palabrasPosto, type ItemPosto } from './listaDePostos.js';

/**
 * The post ("Auxiliar administrativo/a", "Axente da Policía Local") and the places, in total and by turn, as the
 * call's object states them: "dúas (2) prazas de auxiliar administrativo/a, unha pola quenda libre e outra pola de
 * promoción interna", "bolsa de emprego de peóns", "Denominación: Técnico/a de Administración Xeral".
 */
export interface PostoPrazas {
  posto?: Feito<{ nome: string; categoria?: string }>;
  prazas?: Feito<Prazas>;
  /** The body calls (or offers) several different posts: "as seguintes prazas: tres de TAG… dúas de enxeñeiro/a…". */
  variosPostos: boolean;
  /** The posts named with their count where the call is described, in order: a call of several reads its list from them (postos.ts). */
  itens: ItemPosto[];
}

/** The general administration's scale after a post's name: " de Administración General", " de administración xeral"; folded. */
const ESCALA_AXE_TRAS = /^ de administracion (?:xeral|general)$/;
/** The count printed after an item's name: "Escala administrativa (subgrupo C1): seis prazas", "…, subgrupo C2, dos plazas", "xardineiro/a (dúas prazas, …)". */
const CONTA_TRAS = new RegExp(`^[^.;]{0,80}?[:,(\\u2013-]\\s*(${NUMERO})(?:\\s*\\(\\s*\\d{1,4}\\s*\\))?\\s+(?:prazas?|plazas?|postos?|puestos?)\\b`);
export function contaTras(tramo: string): number | undefined {
  const m = CONTA_TRAS.exec(tramo);
  const v = m ? valorNumero(m[1], 'gl') ?? valorNumero(m[1], 'es') : null;
  return v && v <= MAX_PRAZAS ? v : undefined;
}
/** Before a lead-in, words that make it many posts: "todas as categorías de", "distintas prazas de". */
const VARIAS_ANTES = /\b(?:todas|todos|distintas|distintos|diversas|diversos|varias|varios)\s+(?:as\s+|las\s+|os\s+|los\s+)?$/;

const PESOS: PesosSeccion = { titulo: 1, preambulo: 2, obxecto: 3, requisitos: -1, solicitudes: -1, taxa: -3, sistema: -1, tribunal: -1, bolsa: -2, nomeamento: -1, admision: 0 };
/** Places and posts named as merits or experience, not as the call's places. */
// ("asimilada al grupo C2 (antiguo grupo D)": the former group, not seniority)
// ("operario/a do punto limpo", "del punto limpio", "punto de información xuvenil": a place named "punto", no score)
const EXPERIENCIA = /\bexperiencia\b|\bservizos prestados|\bservicios prestados|\bpuntos?\b(?!\s+(?:limpo|limpio|verde|de (?:informacion|atencion|encontro|encuentro|venda|venta|recarga)\b))|(?<!\bord[e]n? de |\bord[e]n? da |\bord[e]n? de la )\bpuntuacion|\bvaloraran?se|\bse valorara|\bdesempenad|\bocupad[oa]|\bantigu(?![oa]s? (?:sub)?grupos?\b)/;
/**
 * Who may apply to a place by internal promotion, printed with it ("a) Dúas (2) prazas de administrativo/a…, subgrupo
 * C1, para persoal funcionario do subgrupo C2 con dous anos de antigüidade"): the candidates' seniority, not a merit.
 */
// (class: a promotion call of several posts, each line naming its candidates)
// (or the origin in brackets after the post: "- Unha praza de oficial/a da Policía Local, subgrupo C1 (orixe: categoría de
// axente da Policía Local, subgrupo C1, con dous anos de antigüidade)", "(origen: …, con dos años de antigüedad)")
// (and the place reserved to them: "…una plaza de Administrativo/a…, reservada al personal funcionario de carrera… que
// pertenezca a la subescala Auxiliar… y cuente con una antigüedad mínima de dos años", "…reservada ao persoal funcionario
// de carreira… cunha antigüidade mínima de dous anos")
const ANTIGUIDADE_DOS_ASPIRANTES = new RegExp(`\\bpara (?:o |el )?(?:persoal|personal) funcionario\\b[^.;]{0,80}?\\bcon (?:(?:${NUMERO})|\\d{1,2}) anos de antigu\\w+|\\breservad[ao]s? (?:a|al|ao) (?:o |el )?(?:persoal|personal) funcionario\\b[^.;]{0,200}?\\b(?:con|cunha|con una) antigu\\w+|\\b(?:orixe|origen|procedencia)\\s*:[^.;()]{0,120}?\\bcon (?:(?:${NUMERO})|\\d{1,2}) anos de antigu\\w+`, 'g');

// ---- the post's name ---------------------------------------------------------------------------------------------

const DE = '(?:de|do|da|del|dos|das)';
/** The selection of one person: "selección dun/dunha axente…", "contratación de un/a técnico/a…", "do/da director/a". */
const UN = '(?:dun\\/dunha|dun\\/ha|dun\\(ha\\)|de un\\/ha|de un\\/unha|de un\\(ha\\)|un\\/unha|un\\/a|un\\(a\\)|de un\\/a|de un\\(a\\)|de un\\/una|do\\/da|del\\/de la|dun|dunha|de un|de una|un|unha|una)';
// ("nomeamento como funcionario/a interino/a dun/dunha…", "contratación como personal laboral temporal de un/a…": the
// kind of staff between the verb and the person; an aside between commas, which may cite a law in brackets: "nomeamento
// como persoal funcionario interino, para a execución dun programa de carácter temporal (artigo 10.1.c do TREBEP), dun/dunha…")
const COMO_E_INCISO = '(?:\\s+como\\s+(?:(?:persoal|personal)\\s+)?(?:funcionari[oa](?:\\/a)?|laboral)(?:\\s+(?:interin[oa](?:\\/a)?|de carreira|de carrera|temporal|fix[oa]|fij[oa]))*)?(?:\\s*,(?:[^,.;()]|\\([^()]{0,60}\\)){1,110},)?';
const VERBO_SELECCION = '(?:contratacion|contratar|nomeamento|nombramiento|seleccion|seleccionar|provision|cobertura|cubrir|proveer|prover)(?:\\s+(?:laboral|temporal|interina|interino|urxente|urgente|en propiedade?|definitiva))*'
  + COMO_E_INCISO;
// ("O Concello contratará, como persoal laboral temporal, …, catro peóns de brigada", "se contratará a cuatro peones":
// the future verb, no "de" before the count; the same staff and aside between)
const VERBO_FUTURO = '(?:contrataranse|contratarase|contrataran|contratara|nomearanse|nomearase|nomearan|nomeara|nombraran|nombrara)' + COMO_E_INCISO + '(?:\\s+a)?';
const SELECCION_DUN = new RegExp(`\\b${VERBO_SELECCION}\\s+${UN}\\s+(?!(?:praza|plaza|posto|puesto|bolsa|lista|persoa|persona|funcionari|persoal|personal)\\b)`, 'g');
/**
 * "contratación laboral temporal de catro peóns de servizos múltiples": a count of people, each a place; so are people
 * counted with their category ("dúas persoas traballadoras coa categoría de peón", "dos personas como conserjes"), and
 * a count that repeats its digits in brackets ("contratación… de seis (6) socorristas acuáticos", made singular).
 */
const SELECCION_N = new RegExp(`\\b(?:${VERBO_SELECCION}\\s+(?:de|dos|das|de los|de las)|${VERBO_FUTURO})\\s+(${NUMERO})(?:\\/(?:duas|dous|unha|un|tres|catro))?(?:\\s*\\(\\s*\\d{1,3}\\s*\\))?\\s+(?!(?:prazas?|plazas?|postos?|puestos?|anos|meses|dias|semanas|horas|(?:persoas|personas)(?!(?:\\s+(?:traballadoras|trabajadoras|desempregadas|desempleadas))?\\s+(?:(?:coa|con la|na|en la)\\s+categoria|como)\\b)|membros|miembros|exercicios|ejercicios|probas|pruebas|puntos|aspirantes|euros|traballadores desempregados)\\b)`, 'g');
/**
 * Right before a place's lead-in, the place a person holds or held: "que ocupaba ata agora unha praza de…", "que
 * desempeñaba la plaza de…", "que ocupa o posto de…"; folded.
 */
const PRAZA_QUE_OCUPABA = /\b(?:ocupaba|ocupou|ocupo|ocupa|desempenaba|desempenou|desempeno)\s+(?:(?:ata|hasta|ate) (?:agora|ahora|entonces|enton)\s+)?(?:(?:d?unha|d?una|dun|d?a|d?o|la|el|de la|del|de)\s+)?$/;
/** Lead-ins after which a post's name is written, strongest first; the name starts where the match ends. */
/** Before "prazas de": a number or an article, with a number in brackets or "novas" between. */
// (the Galician article joined to its preposition counts as the Spanish one after it: "na/da praza de", "en/de la plaza de")
const CONTA_ANTES = new RegExp(`\\b(?:${NUMERO}|a|la|na|da|unha|una|dunha|dun)\\s+(?:\\(\\s*[^)]{1,20}\\)\\s+)?(?:novas?\\s+|nuevas?\\s+)?$`);
/** A pool's lead-in up to what it is for: "bolsa de emprego temporal para", "lista de reserva de persoal laboral de". */
// ("listaxe de persoal funcionario interino da escala…", "lista de personal laboral temporal de…": the list named by its staff)
const BOLSA_ANTES = `\\b(?:bolsas?|listas? de (?:reserva|espera|substitucions|sustituciones|contratacion|emprego|empleo)|listaxes? de (?:reserva|emprego|contratacion)(?: temporal)?|(?:listas?|listaxes?)(?=\\s+de\\s+(?:persoal|personal)\\s+(?:laboral|funcionario)\\b))(?:\\s+de\\s+(?:emprego|empleo|traballo|trabajo))?(?:\\s+temporal)?(?:\\s+(?:de|para)\\s+(?:persoal|personal)\\s+(?:laboral|funcionario)(?:\\s+(?:temporal|interino))?)?\\s+(?:${DE}|para|na categoria de|en la categoria de)\\s+(?:(?:a|la|o|el|as|os)\\s+)?`;
// (`ficha`: the lead-in of a post's card, "Denominación: …", "Praza: …", its count on a "Número:" line below)
/** The verbs of VERBO_SELECCION as words a sentence must hold for SELECCION_DUN or SELECCION_N to match. */
const SELECCION_PISTA = ['contrat', 'nomeamento', 'nombramiento', 'seleccion', 'provision', 'cobertura', 'cubrir', 'prove'];
// (`pista`: words one of which every match of the lead-in holds; a sentence holding none skips its pattern, as most do)
const ENTRADAS: { re: RegExp; puntos: number; plural?: boolean; categoria?: boolean; contada?: boolean; ficha?: boolean; pista?: string[] }[] = [
  { re: /\bdenominacion(?: (?:da|de la|do|del) (?:praza|plaza|posto|puesto|categoria|bolsa))?\s*:\s*/g, puntos: 4, ficha: true, pista: ['denominacion'] },
  // "…, denominación Agente", "coa denominación de Técnico de Cultura": the name follows without a colon.
  { re: /(?:,\s*|\b(?:coa|con la|baixo a|bajo la)\s+)denominacion(?:\s+de)?\s+(?!(?:da|de la|do|del|que|o|el|a|la)\b)/g, puntos: 4, pista: ['denominacion'] },
  { re: /(?:^|\n|[.;]\s)\s*(?:praza|plaza|posto|puesto|categoria(?: profesional)?)\s*:\s*/g, puntos: 3, categoria: true, ficha: true, pista: [':'] },
  // "unha praza de persoal laboral fixo (categoría: xardineiro/a)": the category in brackets after the staff it is of.
  { re: /\(\s*(?:categoria(?: profesional)?|posto|puesto|denominacion)\s*:\s*/g, puntos: 3, categoria: true, pista: ['('] },
  // "Prazas: dúas (2) de oficial electricista": the count, then the name.
  { re: new RegExp(`(?:^|\\n|[.;]\\s)\\s*(?:prazas|plazas|vacantes)(?:\\s+convocadas)?\\s*:\\s*${NUMERO}(?:\\s*\\(\\s*\\d+\\s*\\))?\\s+(?:${DE})\\s+`, 'g'), puntos: 3, pista: [':'] },
  // "dúas (2) prazas de…" (3 points, a counted post), "as prazas de…" (2): found by the word "praza", then looked behind.
  { re: new RegExp(`\\b(?:prazas?|plazas?)(?:\\s+vacantes?)?\\s+(?:${DE}|denominadas?)\\s+`, 'g'), puntos: 2, contada: true, pista: ['praza', 'plaza'] },
  // "bolsa de emprego de peóns", "lista de reserva para a contratación de…", "bolsa para nombramientos de funcionario/a interino/a de…".
  // ("bolsa de emprego para o nomeamento interino de…", "para o nomeamento como persoal funcionario interino de…")
  // ("bolsa de emprego para a contratación laboral temporal, a xornada completa ou parcial, de socorristas acuáticos":
  // the kind of contract and an aside of its working time between the verb and the post)
  { re: new RegExp(`${BOLSA_ANTES}(?:(?:provision|cobertura|contratacion|seleccion|nomeamento|nombramiento|creacion)(?:s|es)?(?:(?:\\s+(?:laboral|temporal))*\\s*,[^,.;:()]{1,80},\\s+|\\s+(?:temporal\\s+)?)(?:interin[oa]s?\\s+|como\\s+(?:persoal\\s+|personal\\s+)?funcionari[oa]s?(?:\\/as?)?\\s+interin[oa]s?(?:\\/as?)?\\s+)?${DE}\\s+)?(?:(?:prazas?|plazas?|postos?|puestos?)\\s+${DE}\\s+|(?:persoal|personal)\\s+(?:coa|con la|na|en la)\\s+categoria(?:\\s+profesional)?\\s+de\\s+)?`, 'g'), puntos: 2, plural: true, pista: ['bolsa', 'lista'] },
  // "bolsa de emprego para a contratación laboral temporal de limpadores/as", "bolsa de empleo para la contratación laboral
  // de limpiadores/as": the kind of contract with no aside between the verb and the people hired (1 point: below the
  // post's own lead-in, above a title's pool named by its field's staff, "bolsa de persoal de limpeza"; t41)
  { re: new RegExp(`${BOLSA_ANTES}(?:contratacion|contratacions|contrataciones)\\s+laboral(?:\\s+temporal)?\\s+${DE}\\s+(?!(?:persoal|personal|prazas?|plazas?|postos?|puestos?)\\b)`, 'g'), puntos: 1, plural: true, pista: ['bolsa', 'lista'] },
  // "bolsa de emprego para substitucións de educador/a familiar": the post whose absences the pool covers, named less
  // directly than the pool's own post (1 point: the post's own lead-in wins when the text has one).
  { re: new RegExp(`${BOLSA_ANTES}(?:substitucions|sustituciones|substitucion|sustitucion)\\s+${DE}\\s+(?:(?:prazas?|plazas?|postos?|puestos?)\\s+${DE}\\s+)?`, 'g'), puntos: 1, plural: true, pista: ['bolsa', 'lista'] },
  { re: new RegExp(`\\b(?:categoria|categorias)(?:\\s+profesional)?\\s+${DE}\\s+`, 'g'), puntos: 1, categoria: true, pista: ['categoria'] },
  // ("o ingreso, pola quenda de promoción interna, no corpo superior…": the turn between commas)
  // ("o ingreso na agrupación profesional de persoal funcionario subalterno da Xunta de Galicia": a Xunta professional
  // grouping, named like a corps; t41)
  { re: /\b(?:ingreso|acceso)(?:\s*,[^,.;]{1,60},)?\s+(?:no|ao|na|á|en el|en la|a la|al|nos|en los)\s+(?=(?:corpo|cuerpo|escala|agrupacion profesional)\b)/g, puntos: 2, pista: ['ingreso', 'acceso'] },
  // The interim civil servants an appointment calls, named by their corps or scale: "o nomeamento de seis
  // funcionarios/as interinos/as por programa, do corpo facultativo de grao medio da Xunta de Galicia, subgrupo A2,
  // escala de…", "el nombramiento de personal funcionario interino del cuerpo de…" (the corps read as the post below).
  { re: new RegExp(`\\b(?:nomeamento|nombramiento|seleccion)\\s+(?:de|dos|das|de los|de las)\\s+(?:(?:${NUMERO})(?:\\s*\\(\\s*\\d{1,3}\\s*\\))?\\s+)?(?:persoal\\s+|personal\\s+)?funcionari[oa]s?(?:\\/as?)?\\s+interin[oa]s?(?:\\/as?)?(?:\\s+(?:por|para)\\s+[a-z ]{1,40}?)?\\s*,?\\s+(?:do|da|del|de la|no|na|en el|en la)\\s+(?=(?:corpo|cuerpo|escala)\\b)`, 'g'), puntos: 2, pista: ['interin'] },
  { re: /\bnome\w*\s+(?:como\s+)?(?:persoal\s+|personal\s+)?funcionari[oa]s?(?:\/a)? de carreira\s*,?\s*(?:(?:na|da|en la|de la) (?:praza|plaza) de\s+|(?:do|da|de|del)\s+)?/g, puntos: 1, pista: ['de carreira'] },
  // An appointment names the post in apposition to the appointee's kind: "nomeouse a dona X funcionaria interina,
  // auxiliar administrativa, …", "se nombra a D. X funcionario de carrera, Agente de la Policía Local, …", "Nomeamento
  // de funcionario interino, conserxe": the post the person takes, above the pool or list they came from.
  // (the person named between: "a dona", "a D.", "a doña"; the apposition a name, not a clause, a scale or a place)
  { re: /\b(?:nomea\w*|nomeou(?:se)?|nombra\w*)\s+(?:a\s+)?(?:dona|don|dna|d|sr|sra|senor|senora)\b[^;:]{0,100}?\bfuncionari[oa]s?(?:\/as?)?\s+(?:interin[oa]s?(?:\/as?)?|de carreira|de carrera|en practicas)\s*,\s*(?:(?:na|da|en la|de la)\s+(?:praza|plaza)\s+de\s+)?(?!(?:escala|subescala|grupo|subgrupo|clase|categoria|nivel|praza|plaza|posto|puesto|por|pola|polo|para|al|ao|a|o|el|la|da|de|do|del|con|coa|en|na|no|segundo|segun|conforme|mediante|que|previa|ata|hasta|con efectos)\b)(?=[a-z])/g, puntos: 3, pista: ['funcionari'] },
  // Teachers' interim lists: "listaxes de aspirantes a desempeñar postos en réxime de interinidade no corpo de mestres",
  // "puestos docentes en régimen de interinidad en el cuerpo de profesores de enseñanza secundaria": the corps.
  { re: /\b(?:postos?|puestos?)(?:\s+docentes?)?(?:\s+en\s+(?:rexime|regime|regimen)\s+de\s+[a-z]+(?:\s+(?:e|y|ou|o)\s+[a-z]+)?)?\s+(?:no|nos|en el|en los)\s+(?=(?:corpo|cuerpo)s?\b)/g, puntos: 2, pista: ['corpo', 'cuerpo'] },
  { re: /\bespecialidade?\s+(?:de\s+|en\s+|:\s*)?(?=[a-z])(?!(?:a|o|e|y|que)\b)/g, puntos: -2, categoria: true, pista: ['especialidad'] },
  { re: /\bcategoria\s+(?!(?:de|do|da|del|profesional|a|o|e|y|que|en|para|segunda|primeira|primera|superior|inferior|equivalente|xeral|general|especial)\b)(?=[a-z])/g, puntos: -1, categoria: true, pista: ['categoria'] },
  { re: new RegExp(`\\b(?:posto|puesto)s?(?:\\s+de\\s+(?:traballo|trabajo))?\\s+${DE}\\s+`, 'g'), puntos: 1, pista: ['posto', 'puesto'] },
  { re: SELECCION_DUN, puntos: 1, pista: SELECCION_PISTA },
  // "SELECCIÓN DE PERSOAL LABORAL TEMPORAL: UN/UNHA AUXILIAR DE AXUDA NO FOGAR".
  { re: new RegExp(`\\b(?:persoal|personal)\\s+(?:laboral|funcionario)(?:\\s+[a-z]+){0,2}\\s*:\\s*${UN}\\s+`, 'g'), puntos: 1, pista: [':'] },
  // "Las plazas convocadas son dos de Auxiliar Administrativo".
  { re: new RegExp(`\\b(?:prazas|plazas)\\s+(?:convocadas|que se convocan)\\s+(?:son|seran)\\s+${NUMERO}(?:\\s*\\(\\s*\\d+\\s*\\))?\\s+(?:${DE})\\s+`, 'g'), puntos: 2, pista: ['convoca'] },
  { re: SELECCION_N, puntos: 1, plural: true, pista: SELECCION_PISTA },
  // "cualificacións do proceso selectivo de mestre/a de obras", "proceso de selección de conserje": the process named
  // after its post, in the title of a later edict (a count, "acceso", "estabilización"… are not names: NON_NOME).
  { re: /\bproceso (?:selectivo|de seleccion)\s+(?:de|do|da|del|para)\s+/g, puntos: 1, pista: ['proceso '] },
];

/**
 * The lead-ins' words, each set once (several lead-ins share theirs: ":", "categoria", "bolsa"/"lista", the verbs of
 * selection), each entry's the index of its set or -1: a sentence is asked each set once. A set of more than two words
 * is one pattern (calqueraDe), one scan of the sentence instead of one a word.
 */
// (kept as data, a pattern or its words, and asked by one function: a closure a set, called from one site, sent the
// optimised code of nome back to be compiled again each time a sentence asked a set of another closure)
const PISTAS_RE: (RegExp | null)[] = [];
const PISTAS_PALABRAS: string[][] = [];
function pista(p: number, n: string): boolean {
  const re = PISTAS_RE[p];
  if (re !== null) return re.test(n);
  const palabras = PISTAS_PALABRAS[p];
  for (let k = 0; k < palabras.length; k++) if (n.includes(palabras[k])) return true;
  return false;
}
const PISTA_DA_ENTRADA: number[] = (() => {
  const claves: string[] = [];
  return ENTRADAS.map((e) => {
    if (!e.pista) return -1;
    const palabras = e.pista;
    const clave = palabras.join('|');
    let i = claves.indexOf(clave);
    if (i < 0) {
      i = claves.push(clave) - 1;
      const re = palabras.length > 2 ? calqueraDe(palabras) : null;
      PISTAS_RE.push(re);
      PISTAS_PALABRAS.push(palabras);
    }
    return i;
  });
})();

/**
 * Words between the lead-in and the name: the kind of staff (statutory staff too), the class, an article, "denominada",
 * and the staff list the place belongs to when its category or name follows ("plaza de la plantilla de personal laboral
 * de este Ayuntamiento denominada…", "praza do cadro de persoal laboral do Concello, coa categoría de…").
 */
const RECHEO = /^(?:(?:persoal|personal)\s+(?:funcionario|laboral|estatutario)(?:\/a)?(?:\s+(?:de carreira|de carrera|fix[oa]|fij[oa]|interin[oa]|temporal|indefinid[oa]))?,?\s+(?:(?:de|do|da|del|con categoria de|na categoria de|en la categoria de|na praza de|en la plaza de|no posto de|en el puesto de)\s+)?|funcionari[oa]s?(?:\/as?)?(?:\s+(?:de carreira|de carrera|interin[oa]s?(?:\/as?)?))?\s+(?:de|do|da|del)\s+|(?:(?:con|coa|co|na|en)\s+)?(?:a\s+|la\s+)?categoria(?:\s+profesional)?\s+(?:de|do|da|del)\s+|(?:(?:a|la|o|el)\s+)?(?:plantilla|cadro|cuadro)(?:\s+(?:de|do|da|del)\s+(?:persoal|personal))?(?:\s+(?:laboral|funcionario)(?:\s+(?:fix[oa]|fij[oa]|temporal))?)?(?:\s+(?:do|del|deste|de este|da|de la|desta|de esta)\s+(?:concello|ayuntamiento|deputacion|diputacion|consorcio|mancomunidade?|entidade?|organismo)(?:\s+(?:de|da|do)\s+[a-z]+(?:\s+(?:de|da|do|del|de la)\s+[a-z]+)?)?)?\s*,?\s*(?=(?:(?:con|coa|co|na|en)\s+(?:la\s+|a\s+)?)?categoria\b|denominad)|(?:traballo|trabajo)\s+(?:de|do|da|del)\s+|(?:os\/as|os|as|las|los|o\/a|el\/la|o|el|a|la)\s+(?=\S{4,})|(?:nova|nueva)\s+creacion\s+(?:de|do|da)\s+|denominad[oa]s?(?:\/[ao]s?)?\s+(?:como\s+)?)+/;

/** Where a name ends: punctuation, the scale, the turn, the system, the body, another post. */
/** The field a post "de promoción" works in ("técnico/a de promoción económica", "axente de promoción turística"): part of its
 * name, not the promotion turn; folded. */
const CAMPO_DE_PROMOCION = '(?:economica|turistica|cultural|deportiva|empresarial|comercial|industrial|social|sociocultural|linguistica|agraria|do emprego|del empleo|da saude|de la salud|da igualdade|de la igualdad|local)\\b';
const FIN_NOME = new RegExp(
  // a full stop ends a name, but not the one of a post's abbreviation ("aux. administrativo", "enx. téc. industrial")
  // nor of an ordinal ("oficial de 1.ª fontaneiro")
  '[,;:()\\[\\]"«»]|(?<!\\b(?:aux|adm|admvo|admtvo|tec|enx|ing|esp|espec|sup|of|ofic|op|oper))\\.(?![ªº])|\\s[-/]\\s|\\s(?:mediante|polo|pola|polos|polas|por|para|pertencente|perteneciente|pertencentes|pertenecientes|(?<!(?:persoas|personas|maiores|mayores)\\s)(?:dependentes?|dependientes?)\\s+(?:d[aeo]s?|del|de la)|encadrad\\w*|encuadrad\\w*|incluid\\w*|vacantes?|'
  // "…para a praza de operador/a informático/a a favor de dona Paula…", "…na praza de operario/a do punto limpo a don
  // Miguel…", "…en la plaza de conserje a la señora…", "a toma de posesión da praza de X de don…": the person appointed
  // or hired after the post.
  + '(?:a|en)\\s+favor\\s+(?:de|do|da|del)|(?:a|ao|al|a la|de|do|da|del|de la)\\s+(?:dona|don|dna|d|sr|sra|senor|senora)(?=[\\s.])|'
  // ("…na praza de administrativo/a de administración xeral dona Sara Otero Padín": the person, right after the post)
  + '(?:dona|don|dna)(?=\\s+[a-z]{3,}\\s+[a-z]{3,})|'
  + 'd[aoe]s? escala|de la escala|escala|subescala|grupo|subgrupo|clase|nivel|cadro|cuadro|plantilla|do concello|del ayuntamiento|deste concello|de este ayuntamiento|da deputacion|de la diputacion|do consorcio|del consorcio|deste consorcio|da mancomunidade|de la mancomunidad|desta mancomunidade|'
  // "bombeiro/a do servizo de prevención e extinción de incendios", "bombero de los parques comarcales": the service
  // or the place of work, not the post.
  + '(?:do|del) servi(?:zo|cio) (?:de )?(?:prevencion (?:e|y) )?extincion|'
  // "operario/a de limpeza de dependencias municipais", "limpiador/a de los edificios municipales": the premises cleaned
  // or kept, not the post (unlike "instalacións deportivas", part of a caretaker's or a keeper's name).
  + '(?:de|da|do|de la|del|das|dos|de las|de los|na|no|nas|nos|en la|en el|en las|en los|para (?:as|os|las|los))\\s+dependencias|(?:de|das|dos|de las|de los|nos|nas|en los|para (?:os|los))\\s+edificios\\s+(?:(?:e|y)\\s+[a-z]+\\s+)?(?:municipais|municipales|publicos|provinciais|provinciales)|'
  // "técnico/a superior en documentación sanitaria de persoal estatutario fixo": the staff the category is of.
  + '(?:de|do|del)\\s+(?:persoal|personal)\\s+(?:estatutari|funcionari|laboral)\\w*|estatutari\\w*|'
  // "bolsa de auxiliares administrativos/as constituída por Resolución…", "lista de conserjes aprobada el…": a participle
  // of the pool or the call after its post, not the post.
  + 'constituid\\w*|aprobad\\w*|cread[oa]s?|convocad\\w*|publicad\\w*|vixentes?|vigentes?|elaborad\\w*|'
  // "As funcións do posto de peón de limpeza viaria son o varrido…", "el puesto de conserje tiene encomendadas…": the
  // sentence's verb after the name ("é", unfolded, in lerNome).
  // ("técnico/a de son e iluminación": the sound, a field after "de", is the name's)
  + '(?<!\\b(?:de|do|e|y)\\s)son|sera|seran|es|consist\\w*|comprend\\w*|abrangu\\w*|inclu(?:e|en|ye|yen)|ten|tiene|tera|tendra|teran|tendran|'
  // "Para a praza de condutor/a esixirase o permiso C", "para la plaza de conductor/a se exige el permiso…": the
  // requirement's verb after the post it is asked of.
  + '(?:se\\s+)?(?:esixe|exige|esixira|exigira|require|requiere|requirira|requerira)|esixirase|exigirase|requirese|requirirase|debera|deberan|'
  // "…dúas prazas de economista fai pública a puntuación final", "…de economista e nómease o tribunal": the step's verb.
  + 'fai|hace|fan|hacen|eleva|elevan|propon|propone|propoñen|proponen|(?:e|y)\\s+(?:se\\s+)?(?:nomea\\w*|nombra\\w*|designa\\w*|convoca\\w*|aproba\\w*|aprueba\\w*|fixa\\w*|fija\\w*|abre\\w*|sinala\\w*|senala\\w*|determina\\w*|establece\\w*|publica\\w*)|'
  // "…de auxiliar de biblioteca e apertura dun novo prazo", "…y apertura de nuevo plazo": a second act in the title.
  + '(?:e|y)\\s+(?:a\\s+|la\\s+)?(?:apertura|reapertura|ampliacion|fixacion|fijacion|designacion|nomeamento|nombramiento|composicion|convocatoria)\\s+(?:dun|dunha|de|do|da|del|de la|del nuevo|de nuevo|de novo)\\b|'
  // (the workplace: "operario/a de planta no Complexo Medioambiental de…", "conserxe das escolas unitarias")
  + '(?:da|do|de la|del|das|dos|de las|de los|na|no|nas|nos|en la|en el|en las|en los)\\s+(?:escolas?|escuelas?|centros?|complexos?|complejos?|residencias?|piscinas?|oficinas?|parques?|gardarias?|guarderias?|pavillons?|pabellon\\w*|mercados?|cemiterios?|brigadas?|cuadrillas?)|do organismo|del organismo|da universidade|de la universidade?|desta universidade|de esta universidad|(?:da|de la) (?:usc|udc|uvigo)|do servizo galego de saude|del servicio gallego de salud|do sergas|del sergas|'
  // "técnico/a en coidados auxiliares de enfermaría de institucións sanitarias do Servizo Galego de Saúde", "de
  // instituciones sanitarias de la Seguridad Social": the statutory staff's field (the health institutions), not the category.
  + '(?:de|das|en)\\s+(?:institucions|instituciones)\\s+sanitarias|'
  // "policía dos corpos de policía local de Galicia": a category common to many corps is named without them.
  + 'dos corpos|de los cuerpos|en regime|en regimen|como|con caracter|de caracter(?! tecnico)|en propiedade?|quenda|turno|na modalidade|ao abeiro|al amparo|con cargo (?:ao|a|al|a la)\\s|financiad\\w*|cofinanciad\\w*|subvencionad\\w*|ofertad\\w*|'
  + 'correspondentes?|correspondientes?|oep|da oferta|de la oferta|do ano|del ano|reservad\\w*|de promocion(?! ' + CAMPO_DE_PROMOCION + ')|promocion(?! ' + CAMPO_DE_PROMOCION + ')|interinamente|interin[oa]s?|temporal|temporais|temporales|a tempo|a (?:media )?xornada|a (?:media )?jornada|'
  + 'de xornada|de jornada|con destino|adscrit\\w*|funcionari\\w*|laboral (?:fix|fij|temporal|indefinid)\\w*|dentro|segundo|segun|conforme|mais|'
  // "auxiliar de axuda no fogar de acordo coa base sétima", "… en los términos de la base": a clause of reference ends a name.
  + 'de acordo|de acuerdo|de conformidade|de conformidad|nos termos|en los terminos|a tenor|consonte|asi como|no marco|en el marco|cux[oa]s?|cuy[oa]s?|dotad\\w*|retribu\\w*|integrad\\w*|'
  + 'sistema|oposicion|concurso|que|cuxa|e a creacion|e creacion|y la creacion|e a constitucion|y la constitucion|e a formacion|y la formacion|e bolsa|y bolsa|e lista|y lista|'
  // ("…dunha praza de auxiliar administrativo/a e de tres prazas de peón/oa": the next item of a list, its count after "de")
  + '(?:e|y|ou|o)\\s+(?:\\d+|un|uno|unha|una|dous|duas|dos|tres|catro|cuatro|cinco|outras?|otras?|dunha|dun|de una|de un|(?:de|das|de las)\\s+(?:\\d+|dous|duas|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve|dez|diez)\\s+(?:prazas|plazas|postos|puestos))\\s)\\b',
);
/** Capitalised nouns listed inside a name, ending in "y"/"e" and one more. */
const ENUMERACION = /^,\s+(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+,\s+){0,3}[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\s+(?:y|e)\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+/;
const CANAIS = /^,\s+(?:canais e portos|canales y puertos)\b/;
/** A list of fields in a name, in any case, closed by "e"/"y" and one more: ", bibliotecas e museos", ", parques y jardines"; folded. */
const LISTA_CAMPOS = /^,\s+(?:(?!(?:prazas|plazas|postos|puestos|persoas|personas|funciones|funcions|quendas|turnos)\b)[a-z]{3,}s,\s+){0,3}(?!(?:prazas|plazas|postos|puestos|persoas|personas|funciones|funcions|quendas|turnos)\b)[a-z]{3,}s\s+(?:y|e)\s+(?!(?:prazas|plazas|postos|puestos|persoas|personas|funciones|funcions|quendas|turnos|outras?|otras?|dous|duas|dos|tres|catro|cuatro|cinco)\b)[a-z]{3,}s\b/;
/** A generic category of graduates, not a post's own name; folded. */
const XENERICO = /^titulad[oa]s?(?:\/as?)?\s+(?:superior(?:es)?|medios?|de grao medio|de grado medio)$/;
/** After a generic category, the person's title in apposition: ", enxeñeiro/a…", " (arquitecto/a…"; folded. */
const TITULO_TRAS = /^\s*(?:,|\()\s*(?=(?:enxeneir|ingenier|arquitect|licenciad|graduad|diplomad)[a-z]*)/;
/** After a scale's name, its specialty: past a group or a subgroup, after a comma or in brackets; folded. */
// (a university scale's "rama": "Escala de Técnicos Especialistas de Laboratorio, rama de Química")
const ESPECIALIDADE_TRAS = /^(?:\s*,\s*(?:sub)?grupo\s+[a-e]\d?)?\s*(?:,|\()\s*((?:especialidade|especialidad|rama)\s+(?:(?:de|en)\s+)?(?!(?:que|a|o|e|y)\b)[a-z][a-z -]{2,60}?)(?=\s*(?:[,;.():]|\s(?:do|del|da|de la|polo|pola|por|para|mediante|subgrupo|grupo|convocad|que)\b|$))/;
/** Right after any post's name, after a comma, its specialty (ESPECIALIDADE_TRAS without the group before it); folded. */
const ESPECIALIDADE_DO_NOME = /^\s*,\s*((?:especialidade|especialidad)\s+(?:(?:de|en)\s+)?(?!(?:que|a|o|e|y)\b)[a-z][a-z -]{2,60}?)(?=\s*(?:[,;.():]|\s(?:do|del|da|de la|polo|pola|por|para|mediante|subgrupo|grupo|convocad|que)\b|$))/;
/** A degree named before a post's name in its sentence ("estar en posesión do título de…"); folded. */
const TITULO_ANTES = /\b(?:titulo|titulos|titulacion|titulaciones|titulacions|posesion|grao|grado|diplomatura|licenciatura)\b[^.;\n]*$/;
/** An ordinal in words and in digits in a post's name: "de primeira", "de segunda"; "de 1.ª", "de 2ª", "de 1ª". */
const ORDINAL_PALABRA = /\b(?:primeir[oa]|primer[oa]?|segund[oa]|terceir[oa]|tercer[oa]?)\b/i;
const ORDINAL_DIXITOS = /\b\d\.?\s?[ªº]/;
/** Right after a post's head, its specialty: " da especialidade de…", ", especialidad de…"; folded. */
const ESPECIALIDADE_DO_POSTO = /^\s*,?\s*(?:(?:da|de la|na|en la)\s+)?especialidad/;
/** The scale of a corps, named after its members ("escala de letrados"), not a generic one ("escala básica"). */
const ESCALA_DE = /^[^;.]{0,110}?\bescala\s+(?:de\s+)?(?!(?:administracion|servizos|servicios|basica|executiva|ejecutiva|tecnica|xeral|general|especial)\b)/;
/** A scale named after its members ("letrados", "axentes facultativos", "enxeñeiros", "inspectores"), not its field ("arquivos"). */
const MEMBROS_ESCALA = /^[a-z]+(?:ados|adas|eiros|eiras|ores|oras|antes|entes|istas|icos|icas|ogos|ogas|ectos|ectas|arios|arias|tivos|tivas)\b/;
// ("Conserje de la plantilla…": the article left before the stop goes too)
/** A line that opens a new sentence: a capitalised article, preposition or participle (published text). */
const ABRE_FRASE = /^[ \t]*(?:A|O|As|Os|El|La|Los|Las|Por|Polo|Pola|Mediante|Advertid[oa]s?|Vist[oa]s?|Rematad[oa]|Finalizad[oa]|Aprobad[oa]s?|Unha vez|Una vez|De conformidade?|De acordo|De acuerdo|Conforme|En|Na|No|Con|Se)\s/;
/** A line ending in a word that joins it to the next ("…do Concello de" / "A Coruña"); folded. */
const UNE_LINHA = /(?:^|\s)(?:de|do|da|dos|das|del|e|y|o|a|en|no|na|para|con|coa|ou|ao|al|the|concello|ayuntamiento)\s*$/;
/** The general administration's scale, named without its subscale: "escala de administración xeral/general"; folded. */
const ESCALA_XENERICA = /^escala de administracion (?:xeral|general)$/;
/**
 * The subscale printed after it, of the four that are each one post (técnica, xestión, administrativa, auxiliar: TAG,
 * técnico/a de xestión, administrativo/a, auxiliar administrativo/a): ", subescala Auxiliar", ", subescala de Gestión".
 * (not "subescala subalterna", which holds many posts, conserxe, ordenanza, notificador…: the grouping of edicts reads
 * the scale alone for it)
 */
const SUBESCALA_TRAS = /^,\s*subescala\s+(?:de\s+)?(?:tecnica|xestion|gestion|administrativa|auxiliar)(?=\s*(?:[,;.():]|$|\s(?:mediante|polo|pola|por|do|del|da|de la|clase|grupo|subgrupo|en|con|que)\b))/;
/** The general administration's scale with one of those subscales, as lerNome reads it; folded. */
const ESCALA_AXE_SUBESCALA = /^escala de administracion (?:xeral|general), subescala\s+(?:de\s+)?(tecnica|xestion|gestion|administrativa|auxiliar)$/;
/** The post each of those subscales is, as a name opening so; folded. */
const POSTO_DA_SUBESCALA: Record<string, RegExp> = {
  tecnica: /^tecnic[oa]\S*\s+de\s+administracion\s+(?:xeral|general)\b/,
  xestion: /^tecnic[oa]\S*\s+de\s+(?:xestion|gestion)\b/,
  gestion: /^tecnic[oa]\S*\s+de\s+(?:xestion|gestion)\b/,
  administrativa: /^administrativ/,
  auxiliar: /^auxiliar/,
};
/** A rank of the local police, named alone; folded. */
const RANGO_POLICIA = /^(?:axente|agente|policia|oficial|subinspector|inspector|intendente|superintendente|comisario)(?:\/a)?$/;
/** The class of the local police, printed in the sentence of the rank or in a card's line above it; folded. */
/**
 * A rank named with its corps in full: "policía do Corpo da Policía Local", "Policía del Cuerpo de (la) Policía Local",
 * "oficial do corpo de Policía Local"; folded. The rank is named as people call it (RANGO_POLICIA's naming).
 */
const RANGO_DO_CORPO = /^((?:axente|agente|policia|oficial|subinspector|inspector|intendente|superintendente|comisario)(?:\/a)?) (?:do|del) (?:corpo|cuerpo) (?:da |de la |de )?policia local$/;
/**
 * A post named by its initials with the name in brackets: "T.A.X. (técnico/a de administración xeral)", "TAG (Técnico/a
 * de Administración General)", "A.D.L. (axente de desenvolvemento local)"; on the published text (the initials are
 * capitals). The name in brackets is the post when its words' initials spell the abbreviation (SIGLA_DO_NOME).
 */
const SIGLA_CON_NOME = /^((?:[A-ZÁÉÍÓÚÑ]\.\s?){2,6}|[A-ZÑ]{2,6})\s*\(\s*(?=[A-Za-zÁÉÍÓÚÑáéíóúñ])([^()\n]{3,90})\)/;
/** The initials of a name's words, past joining words ("técnico/a de administración xeral": "tax"); folded. */
const iniciais = (nome: string): string => dobrar(nome).split(/[\s/-]+/).filter((w) => w.length > 1 && !/^(?:de|do|da|dos|das|del|la|las|los|el|e|y|en|no|na|para|a|as|os|o)$/.test(w)).map((w) => w[0]).join('');
const CLASE_POLICIA_LOCAL = /\bclase\s*:?\s*(?:de\s+)?policia local\b/;
/** After a rank, the corps of many councils it is common to: "dos corpos de policía local", "de los cuerpos de policía local"; folded. */
const CORPOS_DA_POLICIA_LOCAL = /^\s*(?:dos|de los) (?:corpos|cuerpos) (?:de |da |de la )?policia local\b/;
/** How far a post's name may run, in characters and words (more words with a specialty's official name). */
/**
 * The administrative and auxiliary administrative posts printed with the general scale joined to their name,
 * "Administrativo/a de Administración General", "auxiliar administrativo/a de administración xeral", "ADMINISTRATIVA DE
 * ADMINISTRACIÓN XERAL" (title or body; not the subscale's own name, "subescala administrativa de administración xeral");
 * folded. The post's words and the scale's apart.
 */
const ADMINISTRATIVO_DA_ESCALA = /(?<!\b(?:sub)?escala\s)\b((?:auxiliar(?:es)?(?:\s*\/\s*as)?\s+)?administrativ[oa]s?(?:\s*\/\s*[ao]s?)?)\s+((?:de|da)\s+administracion\s+(?:xeral|general))\b/g;
/** The administrative or auxiliary administrative post named bare: "Administrativo/a", "Auxiliar administrativo"; folded, genders masked. */
const ADMINISTRATIVO_SO = /^(auxiliar(?:es)?\s+)?administrativ[oa]s?$/;
/** A sentence on how the call is made: "La convocatoria se realiza como…", "A convocatoria realízase…", "faise"; folded. */
const CONVOCATORIA_FAISE = /\b(?:a|la|esta|a presente|la presente) convocatoria (?:se realiza|se efectua|se hace|realizase|efectuase|faise)\b/;
/** The rest of a Xunta professional grouping's name after "agrupación profesional": " de persoal funcionario subalterno da Xunta de Galicia"; folded. */
const AGRUPACION_DO_PERSOAL = /^ de (?:persoal|personal) funcionario (?!de carre)[a-z]{4,}(?: (?:da|de la) xunta de galicia)?/;
const JANELA_NOME = 140;
const PALABRAS_NOME = 12;
const PALABRAS_ESPECIALIDADE = 16;
/** After a post's name, the department or councillorship it is in: " do Departamento de…", " de la Concejalía de…"; folded. */
const UNIDADE_TRAS = /\s(?:do|da|del|de la)\s+(?:departamento|concellaria|concejalia)\b/;
/** After a post's name, the social services it works in: " dos servizos sociais comunitarios", " de los Servicios Sociales"; folded. */
const SERVIZOS_SOCIAIS_TRAS = /\s(?:dos|de los)\s+servi(?:zos|cios)\s+(?:sociais|sociales)\b/;
/** Heads of a name that say nothing without their field: "auxiliar", "técnico/a", "oficial/a", "operario/a"; folded. */
const CABEZA_XENERICA = /^(?:auxiliar|tecnic|oficial|operari|peon|axudante|ayudante|administrativ|subaltern|conserx|conserj|persoal|personal)/;
/** The service a post works in, after its name: "… do servizo de axuda no fogar", "… del servicio municipal de…"; folded. */
const SERVIZO_TRAS = /\s(?:do|del)\s+servi(?:zo|cio)\s+(?:municipal\s+)?(?:de|da|do|del|de la)\s/;
/** A name of one word and its service: "auxiliar do servizo de axuda no fogar" → "auxiliar", "de axuda no fogar"; folded. */
const SERVIZO_NO_NOME = /^(\S+) (?:do|del) servi(?:zo|cio) (?:municipal )?((?:de|da|do|del|de la|en) .+)$/;
/** A head of a unit, named by the unit: "xefe/a do departamento de…", "jefe de la concejalía", "director/a do…"; folded. */
const XEFE = /^(?:xef|jef|direct|subdirect|responsable|coordinad|encargad)/;
const MUNICIPAL_TRAS = /(?<!\b(?:policia|guarda|garda|banda|orquestra|orquesta|xuiz|juez|xulgado|juzgado|de|do|da|del))\s+municipal$/;
const TRAS_NOME = /(?:\s+(?:de|do|da|del|dos|das|e|y|o|a|os|as|el|la|los|las|en|na|no|para|con|coa|co|ou))+$/;
/**
 * A post named for the person who holds it, "persoa limpadora de espazos públicos", "persona cuidadora", "persoa
 * coordinadora": an agent noun after "persoa"/"persona" (not the people a call is for: "persoas traballadoras
 * desempregadas", "personas solicitantes").
 */
const PERSOA_DO_POSTO = '(?!(?:traballador|trabajador|solicitant|aspirant|interesad|seleccionad|desempregad|desemplead|usuari|beneficiari|contratad|participant)\\w*\\b)[a-z]{2,}(?:dora|tora|sora)s?\\b';
/** Not a post's name: what a lead-in may also introduce. */
const NON_NOME = new RegExp(`^(?:${NUMERO}\\b|prazas?\\b|plazas?\\b|(?:persoal|personal)(?:\\s+(?:funcionari|laboral|estatutari|interin|temporal|fix|fij|de carreira|de carrera)|\\s*$)|`
  // "persoal da Administración xeral da Comunidade Autónoma", "personal al servicio del Ayuntamiento": the staff of a
  // body, not a post.
  + `(?:persoal|personal)\\s+(?:(?:da|do|das|dos|de la|del|de las|de los)|(?:ao|al) servi(?:zo|cio) (?:da|do|de la|del))\\s+(?:administracion|xunta|comunidade|comunidad|concellos?|ayuntamientos?|deputacion|diputacion|universidade|universidad|servizo galego|servicio gallego|sergas|estado|entidades?|organismos?|sector|consellerias?|consejerias?|entes?)\\b|`
  + `funcionari|fix[oa]s?\\b|fij[oa]s?\\b|interin[oa]s?\\b|indefinid|oferta\\b|(?:no|na|nos|nas|en|ao|os|as)\\s|incluid|correspond|ofertad|reservad|caracter\\b|natureza\\b|naturaleza\\b|referencia\\b|acceso\\b|quenda\\b|turno\\b|reserva\\b|cupos?\\b|cotas?\\b|usuari[oa]s?\\b|residentes\\b|vehiculos?\\b|aparcamentos?\\b|aparcamientos?\\b|promocion\\b|libre\\b|tempo\\b|xornada\\b|jornada\\b|as mesmas\\b|devandit|citad|referid|mencionad|est[ea]s?\\b|dita\\b|dicha\\b|cada\\b|traballo\\b|trabajo\\b|emprego\\b|empleo\\b|aspirantes?\\b|(?:persoas?|personas?)\\b(?!\\s+${PERSOA_DO_POSTO})|candidat|seleccion\\b|selectiv|proceso\\b|convocatoria\\b|bases?\\b|oposicion\\b|concurso\\b|vacantes?\\b|novo\\b|nuevo\\b|duracion\\b|(?:sub)?grupos?\\b|tal\\b|servizos\\b|servicios\\b|administracion (?:xeral|general|especial)\\b|carreira\\b|carrera\\b|nomea|nombra|contrat|substitucion|sustitucion|cobertura|provision|interinidade?\\b|temporal\\b|urxencia|urgencia|necesidade|xestion da bolsa|formacion\\b|creacion\\b|constitucion\\b|estabiliz|consolidac|funcionariz|ingreso\\b|mobilidade\\b|movilidad\\b|auga\\b|agua\\b|outros?\\b|otros?\\b|outras?\\b|otras?\\b|sen\\b|sin\\b|\\d`
  // "…de persoal laboral temporal ou o nomeamento de persoal interino na categoría de…": a conjunction opens no name
  + `|(?:ou|e|y|u)\\s|o\\s+(?:el|la|los|las)\\s`
  // "listas de contratación de persoal laboral temporal, por áreas territoriais, na categoría de…": a preposition opens a
  // manner, a purpose or a place, not a post (nor is it one alone, cut by the system after it: "prazas de persoal
  // laboral fixo, mediante concurso-oposición")
  + `|(?:por|polo|pola|polos|polas|para|mediante|segundo|segun|conforme|dende|desde|ata|hasta)(?:\\s|$)`
  // "prazas de persoal estatutario fixo con suxeición ás seguintes bases", "con arreglo a las siguientes bases": the terms
  // the places are called on, not a post
  + `|con\\s+(?:suxeicion|sujecion|arranxo|arreglo|sometemento|sometimiento)\\b|consonte\\b`
  // "dunha praza do servizo municipal de Xuventude", "una plaza del departamento de Cultura": the unit the place is in,
  // not a post
  + `|(?:servizo|servicio|departamento|unidade|unidad|seccion)\\s+(?:municipa\\w+|provincia\\w+|(?:de|do|da|del|de la)\\s)`
  // "unha praza de persoal laboral fixo, de acordo coas seguintes bases", "de conformidad con las bases": the same terms
  // after the staff type, not a post
  + `|(?:de\\s+)?(?:acordo|acuerdo|conformidade?|conformidad)\\s+(?:co|coa|cos|coas|con|ao|a|al|á|ás)\\b`
  // "lista de reserva para cubrir baixas", "listas de contratación do Concello": a purpose or the body, not a post.
  + `|cubrir\\b|atender\\b|substitu|sustitu|posibles?\\b|futur|(?:concello|ayuntamiento|deputacion|diputacion|mancomunidade?|consorcio|xunta|universidade?)\\b`
  // "lista de reserva para o mesmo programa", "plazas de personal laboral fijo que se relacionan": a reference back or
  // forward, not a name.
  + `|(?:plantilla|cadro|cuadro)\\b|categorias?\\b|(?:escalas?|especialidades?)(?:\\s+(?:e|y)\\s+(?:especialidades?|categorias?))?$|mesm[oa]s?\\b|mism[oa]s?\\b|programas?\\b|que\\b|cux[oa]s?\\b|cuy[oa]s?\\b|seguintes?\\b|siguientes?\\b|relacionad|indicad|detallad|enumerad)`);

/** A plural noun made singular: "peóns" → "peón", "auxiliares administrativos" → "auxiliar administrativo". */
function singular(w: string): string {
  // "técnicos/as" → "técnico/a", "traballadores/as" → "traballador/a".
  const xenero = /^(.+s)\/(as|os)$/i.exec(w);
  if (xenero) return `${singular(xenero[1])}/${xenero[2].slice(0, 1)}`;
  // "peóns/peoas", "operarios/operarias": both genders written in full, each made singular.
  const ambos = /^([^/]{3,}s)\/([^/]{3,}s)$/i.exec(w);
  if (ambos) return `${singular(ambos[1])}/${singular(ambos[2])}`;
  if (w.length < 4 || !/s$/i.test(w)) return w;
  if (/ais$/i.test(w)) return `${w.slice(0, -2)}l`;
  if (/eis$/i.test(w)) return `${w.slice(0, -2)}l`;
  if (/(?:ns)$/i.test(w)) return w.slice(0, -1);
  if (/ones$/.test(w)) return `${w.slice(0, -4)}ón`;
  if (/ONES$/.test(w)) return `${w.slice(0, -4)}ÓN`;
  // ("conserjes" → "conserje", as "conserxes" → "conserxe": a Spanish noun in -je keeps its e; none ends in -j)
  if (/[rlnzd]es$/i.test(w)) return w.slice(0, -2);
  if (/[aeiouáéíóú]s$/i.test(w)) return w.slice(0, -1);
  return w;
}

/**
 * `f` is `m` with one word or more in the feminine: "Técnica de Administración General" of "Técnico de Administración
 * General", "Arquitecta técnica" of "Arquitecto técnico" (the same words but for an -a where `m` has an -o).
 */
function femininoDe(f: string, m: string): boolean {
  const fs = f.toLowerCase().split(/\s+/);
  const ms = m.toLowerCase().split(/\s+/);
  if (fs.length !== ms.length) return false;
  let algunha = false;
  for (let i = 0; i < fs.length; i++) {
    if (fs[i] === ms[i]) continue;
    if (!fs[i].endsWith('a') || !ms[i].endsWith('o') || fs[i].slice(0, -1) !== ms[i].slice(0, -1)) return false;
    algunha = true;
  }
  return algunha;
}

/** A name's words, folded, without the other gender's ending: "Oficial/a de primeira mecánico/a" → oficial de primeira mecanico. */
const palabrasDoNome = (nome: string): string[] => dobrar(nome.toLowerCase()).replace(/\/\s*[ao]s?\b|\([ao]s?\)/g, '').split(/[\s,]+/).filter(Boolean);
/** Words that join a complement to a name (a service, a place, a scale): "do", "de las", "del", "e", "asimilada ao"… */
const PALABRA_DE_COMPLEMENTO = /^(?:de|do|da|dos|das|del|el|la|los|las|o|a|os|as|ao|al|en|no|na|nos|nas|e|y|ou|para|con|coa|por|polo|pola)$/;
/**
 * `longa` names in full the post `curta` names short: the category before the short name's words ("oficial de primeira"
 * + "mecanico", any complement after), or one adjective or more right after a short name of one word ("socorrista" +
 * "acuatico"); not a complement after it ("condutor de camion" + "do servizo…").
 */
function nomeCompletado(curta: string[], longa: string[]): boolean {
  if (longa.length <= curta.length) return false;
  for (let k = 0; k + curta.length <= longa.length; k++) {
    if (!curta.every((w, i) => longa[k + i] === w)) continue;
    if (k > 0) return true;
    const resto = longa.slice(curta.length);
    return curta.length === 1 && !resto.some((w) => PALABRA_DE_COMPLEMENTO.test(w));
  }
  return false;
}

/** The name as a person says it: the published words, sentence case when the bulletin shouts. */
const PERSOAL_ANTES_DO_NOME = /^(?:persoal|personal)\s+(?!(?:de|do|da|del|dos|das|e|y|laboral|laborais|laborales|funcionari\w*|estatutari\w*|interin\w*|temporal|fix[oa]|fij[oa]|propio|propia|xeral|general|municipal|subalterno|directivo)\b)(?=[a-záéíóúñ][^\s]*\s+\S)/i;
function presentar(nome: string, plural: boolean): string {
  let t = limpar(nome).replace(/^[\s\-–]+|[\s\-–]+$/g, '');
  if (plural) {
    const ws = t.split(' ');
    // "axentes forestais e medioambientais": adjectives joined by "e" agree; a complement ("de obras") keeps its number.
    const stop = ws.findIndex((w) => /^(?:de|do|da|del|dos|das|en|no|na)$/i.test(w));
    // "bombeiros/as-condutores/as": each part of a hyphenated name.
    t = ws.map((w, i) => (stop < 0 || i < stop ? w.split('-').map(singular).join('-') : w)).join(' ');
  }
  const letras = t.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letras && letras === letras.toUpperCase()) t = t.toLowerCase();
  // "bolsa de profesorado de gaita": the staff as a whole; the post is one teacher ("Profesor/a de gaita").
  t = t.replace(/^profesorado\b/i, (w) => (w === 'PROFESORADO' ? 'PROFESOR/A' : `${w.slice(0, 8)}/a`));
  // "lista de reserva de persoal técnico/a de laboratorio", "personal auxiliar de información": the staff word before the
  // post's own name (not a field's staff, "persoal de limpeza", nor a kind of staff, "persoal laboral", nor a staff
  // named by one adjective alone, "prazas de persoal técnico, de xestión e de…": no post of its own).
  t = t.replace(PERSOAL_ANTES_DO_NOME, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// ---- places ------------------------------------------------------------------------------------------------------

/** More places than any call of Galicia (the largest, teachers and Sergas, reach a few thousand). */
export const MAX_PRAZAS = 5000;
/** A count of places: a number that is not a year ("2026" bare; "2.026" would be a count). */
const conta = (s: string, lingua: 'gl' | 'es'): number | null => (/^(?:19|20)\d\d$/.test(s.trim()) ? null : valorNumero(s, lingua));
/** "cubrir catro postos de celador/a", "la cobertura de un puesto de técnico": posts counted where the call is described. */
const POSTOS_NUM = new RegExp(`\\b(${NUMERO})\\s+(?:postos?|puestos?)(?:\\s+(?:de\\s+traballo\\s+|de\\s+trabajo\\s+)?(?:de|do|da|del)\\s+(?!(?:traballo|trabajo)\\b)|\\s*[.;]?$)`, 'g');
// ("tres (3) vacantes de persoal laboral fixo da categoría de…": vacancies counted are places)
const PRAZAS_NUM = new RegExp(`\\b(${NUMERO})(?:\\s*\\(\\s*(${NUMERO})\\s*\\))?\\s+(?:novas?\\s+|nuevas?\\s+)?(?:prazas?|plazas?|vacantes)\\b`, 'g');
/** A widened offer: the places added ("se amplía en tres plazas", "amplíase a convocatoria en dúas prazas") are no total. */
const AMPLIA_EN = /\b(?:ampli\w*|increment\w*|aument\w*)\b[^.;]{0,70}\ben\s*$/;
/** …nor the first count ("las diecisiete plazas inicialmente convocadas", "as once prazas convocadas inicialmente"). */
const INICIAL_TRAS = /^\s*(?:(?:prazas|plazas|vacantes)\s+)?(?:convocad[oa]s\s+|previst[oa]s\s+|ofertad[oa]s\s+)?(?:inicialmente|orixinalmente|originalmente|en (?:un|el|o) principio)\b/;
/** A count in `t` between `ini` and `fin` that is not the call's: the places a widened offer adds, or its first count. */
const contaDaAmpliacion = (t: string, ini: number, fin: number): boolean =>
  AMPLIA_EN.test(t.slice(Math.max(0, ini - 100), ini)) || INICIAL_TRAS.test(t.slice(fin, fin + 50));
/** The new total of a widened offer: "…pasan a ser veinte", "quedando fixado en doce prazas". */
const NOVO_TOTAL = new RegExp(`\\b(?:pasan?|pasando) a ser(?:\\s+de)?\\s+(${NUMERO})\\b(?!\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:dias|meses|anos|horas|euros|puntos|%))|\\b(?:queda(?:n|ndo)?|fixa\\w*|fija\\w*)\\s+(?:fixad[oa]s?\\s+|fijad[oa]s?\\s+|establecid[oa]s?\\s+)?en\\s+(${NUMERO})\\s+(?:prazas|plazas)\\b`);
const PRAZAS_COLON = new RegExp(`\\b(?:numero|n\\.?\\s?º|nº|num\\.?)\\s+(?:de\\s+)?(?:prazas|plazas|vacantes|postos|puestos)(?:\\s+convocad[oa]s)?\\s*:\\s*(${NUMERO})\\b|\\b(?:prazas|plazas)(?:\\s+convocadas)?\\s*:\\s*(${NUMERO})\\b`
  // "O número de prazas convocadas é de dúas", "el número total de plazas asciende a doce", "las plazas convocadas son dos".
  + `|\\b(?:numero (?:total )?de (?:prazas|plazas|vacantes|postos|puestos)(?:\\s+convocad[oa]s)?|(?:as|las) (?:prazas|plazas) (?:convocadas|que se convocan))\\s+(?:e|es|son|sera|seran|ascende a|asciende a)\\s+(?:de\\s+|un total de\\s+)?(${NUMERO})\\b`, 'g');
/** Later steps that name their process, not the places they fill: lists, tribunals, exam dates, results. */
const PASO_QUE_NOMEA_O_PROCESO = new Set(['admitidos', 'tribunal', 'data_exame', 'resultados']);
/** A sentence that appoints or hires someone, or gives them the place. */
const NOMEA_A_PRAZA = /\bnomea\w*|\bnomeou|\bnomead[oa]|\bnombra\w*|\bcontrata\w*|\btoma de posesion|\badxudica\w*|\badjudica\w*/;
// (the Galician contraction too: "nomeado funcionario de carreira na praza de policía local" as "en la plaza de…")
/**
 * Results that end the process with a proposal to appoint or hire ("O tribunal propón á Alcaldía a contratación…",
 * "proposta de nomeamento", "el tribunal eleva propuesta de nombramiento…"): the place they name with its article ("o
 * proceso… para a cobertura da praza de electricista") is the place the proposal fills, though in another sentence
 * (textos/README "prazas": "proposta de contratación para a praza de…" counts one; thirty-ninth pass); folded.
 */
const PROPON_NOMEAR = /\b(?:propon|propo[nñ]e|propuxo|propuso|elev\w*|formul\w*)\b[^.;]{0,80}?\b(?:nomea\w*|nombra\w*|contrata\w*)|\b(?:proposta|propuesta) de (?:nomeamento|nombramiento|contratacion)\b/;
const PRAZA_SINGULAR = /\b(?:a|la|da|na|de la|unica)\s+(?:praza|plaza)\s+(?:vacante\s+)?(?:de|do|da|del)\b/g;
/**
 * An appointment drawn from a pool or list that exists already fills no place of a call: "en execución da lista de
 * reserva aprobada…", "de conformidade coa orde da bolsa de emprego…", "seleccionada da bolsa de emprego…", "en aplicación
 * de la bolsa de empleo…"; and the bases of a pool name its post by "a praza de" ("bases para a formación dunha lista de
 * substitucións para… na praza de…"). A reserve list formed from those who passed without a place is none of these
 * (textos/README "prazas"); folded.
 */
const DA_BOLSA = /\b(?:(?:en|de) (?:aplicacion|execucion|ejecucion) (?:da|de la|do|del|de) |(?:orde|orden) (?:da|de la|de) |seleccionad[oa]s? (?:da|de la|do|del) |procedentes? (?:da|de la|do|del) |(?:chamamento|llamamiento) (?:da|de la|do|del) )(?:bolsa|lista|listaxe)\b/;
const FORMA_BOLSA = /\b(?:formacion|constitucion|creacion) (?:dunha|de una|da|de la) (?:bolsa|lista|listaxe)\b/;
/** The openings of a process: their own pools' wording ("por orde da lista") is no appointment drawn from one. */
const APERTURA = new Set(['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego']);
const ANTES_NON_TOTAL = /(?:\bcada|\bpor|\bdas|\bde las|\bde los|\bentre|\bata|\bhasta|\bmaximo de|\bmáximo de|\bsobre|\bmais de|\bmas de)\s*$/;
/**
 * "das catro prazas" / "de las cuatro plazas" is a share of a whole ("unha das dúas prazas", "Das tres prazas convocadas,
 * dúas…") except in a sentence that appoints or hires to them: "nomeáronse funcionarios/as interinos/as…, das catro
 * prazas de auxiliar de policía local, as seguintes persoas", "se nombra…, de las dos plazas de…, a": the places the
 * appointment fills (thirty-ninth pass); folded.
 */
const DAS_ANTES = /(?:\bdas|\bde las|\bde los)\s*$/;
const PARTITIVO_ANTES = new RegExp(`(?:^|\\b(?:${NUMERO}|cada unha|cada una|ningunha|ninguna|algunha|alguna|resto|outra|otra|cal|cales|cual|cuales))\\s*,?\\s*(?:das|de las|de los)\\s*$`);


/** "Número: 1", "Nº: dúas": a count of its own line, read only right below a post's card. */
// ("Número de prazas: 1.", "Número de plazas: 2.": the card's count named whole)
// ("Prazas: 30.", "Plazas: 4.", "Vacantes: 2.": the count named by its places alone)
/** A sentence that calls or fills places: "para proveer… dos plazas", "a provisión… dunha praza"; folded. */
const CHAMA_PRAZAS = /\b(?:convoc\w*|provision|proveer|prover|cubrir|cobertura)\b[^.;]{0,200}\b(?:prazas?|plazas?)\b/;
/**
 * One person of each post, named with both genders in a run-on sentence: "…a selección… dun/dunha director/a, dun/dunha
 * docente da especialidade de… e dun/dunha administrativo/a de apoio", "…de un/a director/a, de un/a docente… y de un/a
 * administrativo/a"; folded. Each a post of its own, one place each (the article counts one: textos/README "prazas").
 */
const PERSOA_DE_CADA = /\b(?:dun\/dunha|dun\(ha\)|de un\/a|de un\/una|de un\(a\))\s+/g;
/** A second such person after a comma or "e"/"y": the run-on goes on; folded. */
/** The programme or body every person of the run-on is hired for, after the last one: " do obradoiro…", " del taller…"; folded. */
const PROGRAMA_DE_TODOS = /\s(?:do|da|del|de la|para o|para a|para el|para la)\s+(?:obradoiro|taller|escola[ -]obradoiro|escola[ -]taller|escuela[ -]taller|programa|proxecto|proyecto)\b/;
const OUTRA_PERSOA = /(?:,|\be|\by)\s+(?:dun\/dunha|dun\(ha\)|de un\/a|de un\/una|de un\(a\))\s+/;
/** A count of places right after a semicolon: "…; una plaza de…", "…; dúas prazas de…"; folded. */
const SERIE_DE_PRAZAS = new RegExp(`;\\s+(?:${NUMERO}|\\d{1,3})\\s+(?:prazas?|plazas?)\\s+(?:de|do|da|del)\\b`);
/** A card's field on a line of its own: "Escala: Administración Especial.", "Turno: libre.", "Subgrupo: C1."; folded. */
const CAMPO_FICHA = /^[a-z][a-z ]{2,30}:\s*[^:]{1,120}$/;
// (and the reservation inside it, "Número de plazas: 3, una de ellas reservada a personas con discapacidad.")
const NUMERO_FICHA = new RegExp(`^(?:(?:numero|n\\.?\\s?º|nº|num\\.?)(?:\\s+(?:total\\s+)?(?:de|do)\\s+(?:prazas|plazas|postos|puestos|vacantes))?|prazas|plazas|vacantes|postos|puestos)\\s*:\\s*(${NUMERO})\\b(?:\\s*\\(\\s*\\d+\\s*\\))?(?:,\\s+(?:unha|una|dúas|duas|dos|tres|[0-9]+)\\s+(?:delas|de ellas)\\s+reservad[^:]*|,\\s+(?:${NUMERO})\\s+(?:de|da|del|pola|por|para)\\s+(?:quenda|turno|acceso)\\b[^:]*)?\\s*\\.?$`);
type Quenda = 'libre' | 'promocionInterna' | 'discapacidade';
/** The number or letter of an item before a card's first field: "1. ", "b) ", "- "; folded. */
const ITEM_ANTES = /^\s*(?:\d{1,2}[.)]|[a-z]\)|[-–•])\s*$/;
/** The article and an ordinal before a place ("a sexta praza", "la última plaza"): one place; folded. */
const ORDINAL_DA_PRAZA = '(?:a|la) (?:primeira|primera|segunda|terceira|tercera|cuarta|quinta|sexta|setima|septima|oitava|octava|novena|decima|ultima|derradeira)(?= (?:praza|plaza)\\b)';
const ORDINAL = /^(?:a|la) /;
const QUENDAS = /\b(?:quendas?|turnos?|acceso|ingreso|sistema de acceso|oposicion|concurso-oposicion|concurso oposicion)\s*:?\s+(?:de\s+acceso\s+)?libres?\b|\bpromocion interna\b|\bdiscapacidad\w*|\bdiversidade funcional\b|\bminusvalia\b/g;
/** A count before a turn ("dúas corresponden á quenda libre", "unha delas reservada a…"): any number but years, ages, %, articles. */
// (the bracket repeats the count in figures or in words: "dúas (2)", "28 (vinte e oito)")
// (an ordinal place is one place: "A sexta praza resérvase a persoas con discapacidade", "La última plaza se reserva…")
const NUM_ANTES = new RegExp(`\\b(${NUMERO}|outra|otra|${ORDINAL_DA_PRAZA})(?:\\s*\\(\\s*${NUMERO}\\s*\\))?(?=\\s+(?:(?:novas?\\s+|nuevas?\\s+)?(?:prazas?|plazas?|vacantes)\\b|(?:delas|dellas|de ellas|de elas|das prazas|de las plazas|se|corresponden?|cubri\\w*|cuber\\w*|provee\\w*|proveran\\w*|pola|polo|por|para|a|ao|al|a la|en|de|da|reservad\\w*|reserv[ae](?:n|se|nse|rase|ranse)?|convoca\\w*|destinad\\w*|quedan?|son|seran|sera|quendas?|turnos?)\\b))`, 'g');
/** After a count, the reservation's verb: "Una plaza se reserva para quienes tengan la condición legal de personas con discapacidad…"; folded. */
const RESERVA_TRAS = /^\s+(?:(?:prazas?|plazas?)\s+)?(?:se\s+)?reserv/;
/** Before a count, the whole it is a part of: "Das tres prazas…", "De las cinco plazas…"; folded. */
const DO_CONXUNTO = /(?:^|\s)(?:das|dos|de las|de los)\s*$/;
/** Turns named in the plural ("polas quendas libre e…", "por los turnos libre y…"): no one turn's count before them. */
const VARIAS_QUENDAS = /^(?:quendas|turnos)\b/;
/** "unha delas a tempo parcial", "una de ellas a media jornada": a share of the places by their hours, not a turn's count. */
const PARCIAL_TRAS = /^\s*,?\s*(?:delas|dellas|de ellas|de elas)?\s*,?\s*(?:a|en)\s+(?:tempo|tiempo|media|xornada|jornada)\b/;
const NON_CONTA = /(?:\bart(?:igo|iculo)?s?\.?|\blei|\bley|\bdecreto|\bn\.?\s?º|\bnum\.?|\bnumero|\bapartado|\bano|\bgrupo|\bsubgrupo|\bnivel|\bcelga)\s*$/;
/** "quenda libre: 3", "Quenda libre ..... 3" (a table row), "acceso libre, 405;": the count right after the turn (after a comma, only a count alone). */
const NUM_DESPOIS = new RegExp(`^\\s*(?:(?:[:(]|-|\\.{2,}|\\s{2,})\\s*(${NUMERO})\\b|,\\s*(${NUMERO})\\s*(?=[;.)]|$|(?:novas\\s+|nuevas\\s+)?(?:prazas?|plazas?)\\b))`);
/**
 * A turn qualified before its colon: "Quenda de reserva para persoas con discapacidade intelectual: unha (1) praza",
 * "Turno de discapacidad física: 2". The words between hold no other turn and no other number's noun.
 */
/** After a count, the turn it is a share of: "tres (3) da quenda de acceso libre", "dos del turno de promoción interna". */
const REPARTO_POR_QUENDA = /^\s*(?:\(\s*\d+\s*\)\s*)?(?:da|de|del|de la|para a|para la|na|en la|en el)\s+(?:quenda|turno|acceso|promocion)\b/;
const NUM_TRAS_DOUS_PUNTOS = new RegExp(`^([^:;.|\\n]{1,60}):\\s*(${NUMERO})\\b(?!\\s*(?:%|de (?:xaneiro|febreiro|marzo|abril|maio|xuno|xullo|agosto|setembro|outubro|novembro|decembro|enero|febrero|mayo|junio|julio|septiembre|octubre|noviembre|diciembre)\\b))`);
const NON_CUALIFICA = /\blibre|\bpromocion|\bdiscapacid|\bquenda|\bturno|\bgrupo|\bnivel|\bart|\blei\b|\bley\b|\bdecreto|\bcelga|\bprazo|\bplazo|\bdata|\bfecha|\bhora|\btaxa|\btasa|\beuros?\b/;
/** A percentage is no count: "unha reserva do sete por cento", "del siete por ciento de las plazas", "do 7 %". */
const PORCENTAXE_DESPOIS = /^\s*(?:%|por\s*(?:cento|ciento|cien)\b)/;
const CENTO_DUNHA_PORCENTAXE = (numero: string, antes: string): boolean => /^(?:cen|cien|cento|ciento)$/.test(numero) && /\bpor\s*$/.test(antes);
/** "una reserva del…", "unha reserva de": an article before the noun, not a count (unlike "unha reservarase", "unha reservada"). */
const ARTIGO_DUNHA_RESERVA = /^(?:un|una|unha)\s+reservas?\b/;
/** A system's own line ("Sistema de selección: concurso-oposición, turno libre."): the turn it names is the call's. */
const LINHA_SISTEMA = /^(?:[\divx]+(?:\.\d+)*[.)]?\s*)?(?:sistema|procedemento|procedimiento|forma)(?:\s+(?:de\s+)?(?:seleccion|selectivo|acceso|provision|ingreso))?\s*:/;
/** A system's own sentence ("El sistema de selección será el de concurso-oposición, en turno libre.", "O sistema selectivo
 * será o de oposición, pola quenda libre."): the turn it names is the call's, as on the system's line; folded. */
const FRASE_SISTEMA = /^(?:[\divx]+(?:\.\d+)*[.)]?\s*)?(?:el|o)\s+(?:sistema|procedemento|procedimiento)\s+(?:de\s+)?(?:seleccion|selectivo|acceso|provision|ingreso)\s+(?:sera|e|es)\b/;

/**
 * Places that are seats or beds, not posts: "dous vehículos de dezaseis prazas", "un minibús adaptado de nove plazas", "a
 * vivenda comunitaria (doce prazas de usuarios)", "o centro de día, con capacidade para vinte prazas"; folded. (A vehicle
 * before places of a post is no seat: "…os vehículos municipais: dúas prazas de condutor/a".)
 */
const PRAZAS_DOUTRA_COUSA_ANTES = /\b(?:vehiculos?|autobus(?:es)?|minibus(?:es)?|microbus(?:es)?|furgonetas?|autocares?|capacidade|capacidad|aforo)\b[^.;]{0,60}$/;
const PRAZAS_DOUTRA_COUSA_TRAS = /^\s*(?:de|para)\s+(?:(?:persoas|personas)\s+)?(?:usuari|residentes|nenos|ninos|alumn|vehiculos|aparcamento|aparcamiento|estacionamento|estacionamiento)/;
/** A day of a month is no count: "en sesión de 29 de setembro". */
const DATA_DESPOIS = /^\s+de\s+(?:xaneiro|febreiro|marzo|abril|maio|xuno|xullo|agosto|setembro|outubro|novembro|decembro|enero|febrero|mayo|junio|julio|septiembre|setiembre|octubre|noviembre|diciembre)\b/;

/**
 * A reservation carved out of the places just counted ("dezaoito prazas…, das cales dúas se reservan…", "trinta e oito
 * prazas, incluídas catro…", "de las cuales una se reserva…"): inside that count, not added to it.
 */
// (or inside one turn's places: "Das prazas da quenda libre resérvanse 5…", "De las plazas del turno libre se reservan 5…")
// (the free places counted again: "Das dez prazas da quenda de acceso libre resérvase unha…", "De las diez plazas del turno libre…")
// (the count before its verb, after a comma: "Das 12 prazas da quenda de acceso libre, 1 resérvase…", "De las 12 plazas del
// turno libre, 1 se reserva…")
// (the verb before the count: "…polo sistema de acceso libre, das cales se reservan dúas para…", "de las cuales se reservan dos")
// (the free turn the total is of: "Del total de plazas convocadas por el sistema general de acceso libre se reservará una…",
// "Do total das prazas convocadas pola quenda de acceso libre reservarase unha…")
// ("Da quenda libre resérvanse quince prazas para…", "Del turno libre se reservan quince plazas…": the free turn counted before)
// ("Das prazas convocadas resérvase unha para…", "De las plazas convocadas se reserva una…": the places just called)
// ("Das tres prazas, unha resérvase para…", "De las tres plazas, una se reserva para…": the places just counted, named again)
const DENTRO_ANTES = new RegExp(String.raw`(?:\b(?:das|dos|de las|de los) (?:cales|cuales|que)(?:,? (?:se )?reserv\w*(?: se)?)?|\b(?:das|de las) (?:${NUMERO} )?(?:prazas|plazas) (?:da quenda|del turno|de (?:quenda|turno)|de acceso)(?: de acceso)? libre(?:,? (?:se )?reserv\w*(?: se)?|,)|\b(?:da|del|de la) (?:quenda|turno)(?: de acceso)? libre,? (?:se )?reserv\w*(?: se)?|\b(?:das|de las) (?:${NUMERO} )?(?:prazas|plazas) convocadas,? (?:se )?reserv\w*(?: se)?|\b(?:das|de las) ${NUMERO} (?:prazas|plazas)(?: convocadas)?,|\bincluid[ao]s|\b(?:do|del) (?:total|conxunto|conjunto)(?: (?:de|das|de las) (?:prazas|plazas)(?: convocadas)?(?: (?:por|pol[ao]|en|na) (?:el |la |a )?(?:sistema|turno|quenda)(?: general)?(?: de)?(?: acceso)? libre)?)?,? (?:se )?reserv\w*(?: se)?)\s+$`);

/**
 * A reservation counted as part of the free turn just counted ("…das cales 50 corresponden á quenda libre, con catro delas
 * reservadas a persoas con discapacidade, e 5 á…", "…50 corresponden al turno libre, con cuatro de ellas reservadas…"):
 * inside that turn, not added to it (DELAS_TRAS after the count, DA_QUENDA_LIBRE_ANTES before it); folded. A part of the
 * total ("dúas prazas, unha delas reservada…") is not this: no free turn stands right before it.
 */
const DELAS_TRAS = /^\s*(?:delas|dellas|de ellas|de elas)\b/;
const DA_QUENDA_LIBRE_ANTES = /\b(?:quenda|turno)(?: general)?(?: de acceso)? libre,? (?:con|e|y)?\s*$/;
/** Where the reserved places left unfilled go, no turn of the places: "As prazas reservadas que non se cubran acumularanse á quenda libre"; folded. */
const ACUMULAN_A = /\b(?:acumul|incorpor)\w*\s+(?:a|ao|as|aos|al|a la|a las|a los)\s+$/;
/** After a free turn, its reservation for disability: "30 de acceso libre reservadas a persoas cunha discapacidade", "turno libre de reserva para personas con discapacidad"; folded. */
const LIBRE_RESERVADA = /^\s*,?\s*(?:reservad[oa]s?|de reserva)\s+(?:a|ás?|para|a las?)\s+(?:as\s+|las\s+)?(?:persoas|personas)\s+(?:con|cunha|cun|con una)\s+(?:discapacidad|diversidade)/;

const quendaDe = (k: string): Quenda => (k.includes('promocion') ? 'promocionInterna' : k.includes('libre') ? 'libre' : 'discapacidade');
/** A reservation carved out of a count, before its turn: "das cales unha se reserva para", "de las cuales dos se reservan a"; folded. */
const RESERVA_DENTRO = /\b(?:das|dos|de las|de los) (?:cales|cuales)\b[^.;]*$/;
/** The turn a stretch of a sentence names first ("…, turno libre.", "…, promoción interna"); undefined when none. */
export function quendaDoTramo(tramo: string): Quenda | undefined {
  QUENDAS.lastIndex = 0;
  for (let m = QUENDAS.exec(tramo); m; m = QUENDAS.exec(tramo)) {
    // ("seis prazas, das cales unha se reserva para persoas con discapacidade": a reservation inside the post's count,
    // not its turn)
    if (RESERVA_DENTRO.test(tramo.slice(Math.max(0, m.index - 60), m.index))) continue;
    return quendaDe(m[0]);
  }
  return undefined;
}

/** The words of a turn (quenda) and of a count of places or posts (total): guards, one scan each. */
const TALVEZ_QUENDA = calqueraDe(['libre', 'promocion interna', 'discapacid', 'diversidade', 'minusval']);
const TALVEZ_TOTAL = calqueraDe(['praza', 'plaza', 'vacante', 'posto', 'puesto']);

export function novoLectorPosto(doc: Documento, ctx: ContextoFeitos): Lector<PostoPrazas> {
  const nomes: Candidato<string>[] = [];
  const categorias: Candidato<string>[] = [];
  const totais: (Candidato<number> & { f: Frase })[] = [];
  const quendas: Record<Quenda, Candidato<number>[]> = { libre: [], promocionInterna: [], discapacidade: [] };
  const lingua = doc.lingua;
  // (questions of the whole body, asked once per document, not once per sentence: 0 not yet, 1 yes, 2 no)
  let daBolsaNoCorpo = 0;
  let clasePoliciaNoCorpo = 0;
  const daBolsa = () => (daBolsaNoCorpo ||= DA_BOLSA.test(doc.norm) ? 1 : 2) === 1;
  const clasePolicia = () => (clasePoliciaNoCorpo ||= CLASE_POLICIA_LOCAL.test(doc.norm) ? 1 : 2) === 1;
  let proponNoCorpo = 0;
  const proponNomear = () => (proponNoCorpo ||= PROPON_NOMEAR.test(doc.norm) ? 1 : 2) === 1;
  /** Turns named in the sentences that describe the call, with or without a number. */
  const mencions = new Set<Quenda>();
  /** The open turn stated inside the system, in any section ("1. Sistema selectivo: oposición libre"); another turn stated anywhere. */
  let libreNoSistema = false;
  let outraQuenda = false;
  /** A disability reservation stated only as a share of the places ("una reserva del siete por ciento"): no count, and not all free. */
  let reservaPorcentaxe = false;
  /** Counts of the disability turn written as a part of the places counted before them (DENTRO_ANTES). */
  const reservasDentro = new Set<number>();
  /** The sentence of the last "Denominación:", "Categoría:", "Praza:" lead-in: a bare "Número: 1" below it counts its places. */
  let ultimaFichaPosto = -10;
  /** The last line of that card: a card goes on while its lines are fields ("Escala: …", "Subescala: …", "Clase: …"). */
  let ultimaLinhaFicha = -10;
  /** The lists of posts, read with the names and counts this reader keeps. */
  const listas = novoLectorDeListas(doc, { lerNome, presentar, recheo: RECHEO, quendaDoTramo, conta, contaTras, maxPrazas: MAX_PRAZAS, pesos: PESOS, nomes, totais });

  /** The name written from `ini` in a sentence: to a stop, across a list inside it; null when there is none. */
  function lerNome(f: Frase, ini: number): string | null {
    const n = f.norm;
    // (a trainees' specialty runs long: "alumnos/as traballadores/as da especialidade de atención sociosanitaria a
    // persoas dependentes en institucións sociais")
    const tramoNome = n.slice(ini, ini + JANELA_NOME);
    let fin = tramoNome.search(FIN_NOME);
    // "Ingeniero/a de Caminos, Canales y Puertos", "Escala de Ayudantes de Archivos, Bibliotecas y Museos": a list inside a name.
    if (fin >= 0 && tramoNome[fin] === ',') {
      const lista = ENUMERACION.exec(doc.texto.slice(f.ini + ini + fin, f.ini + ini + 110)) ?? CANAIS.exec(tramoNome.slice(fin)) ?? LISTA_CAMPOS.exec(n.slice(ini + fin, ini + 140));
      if (lista) {
        const despois = tramoNome.slice(fin + lista[0].length).search(FIN_NOME);
        fin = despois >= 0 ? fin + lista[0].length + despois : fin + lista[0].length;
      }
    }
    // "técnico/a superior en imaxe para o diagnóstico e medicina nuclear", "técnico/a superior especialista en imaxe para
    // o diagnóstico": a category named after an FP title goes on past "para" and an article (the title's own words), to
    // the next stop.
    for (let k = 0; k < 2 && fin >= 0 && /^tecnic[oa]s?(?:\/as?)?\s+(?:superior(?:es)?\s+)?(?:especialistas?\s+)?en\s/.test(tramoNome); k++) {
      // (not a place or a body the post is for: "para a escola infantil", "para el servicio de…")
      const para = /^\spara\s+(?:o|a|os|as|el|la|los|las)\s+(?!(?:escolas?|escuelas?|centros?|concellos?|ayuntamientos?|servizos?|servicios?|residencias?|piscinas?|oficinas?|parques?|gardarias?|guarderias?|bibliotecas?|programas?|proxectos?|proyectos?|obradoiros?|talleres?|campamentos?|areas?|departamentos?|unidades?|deputacion|diputacion|consorcio|mancomunidade?|xunta|universidade?|hospital\w*|brigadas?|equipos?|cursos?|periodo|tempada|temporada|ano|campana)\b)(?=[a-z]{4,})/.exec(tramoNome.slice(fin));
      if (!para) break;
      const seguinte = tramoNome.slice(fin + para[0].length).search(FIN_NOME);
      fin = seguinte >= 0 ? fin + para[0].length + seguinte : -1;
    }
    // A name running to the end of the sentence ends there; one cut by the window loses its cut word.
    let t = fin >= 0 ? tramoNome.slice(0, fin) : ini + JANELA_NOME >= n.length ? tramoNome : tramoNome.replace(/\s+\S*$/, '');
    // Nor across a line break into the next sentence: a title line with no final stop, then a line opening with a
    // capitalised article, preposition or participle ("…de limpador/a" / "A Xunta de Goberno Local aprobou…", "…de
    // protección civil" / "Advertidos erros…", "Por Resolución…"), the line before ending in no joining word.
    for (let i = doc.texto.indexOf('\n', f.ini + ini); i >= 0 && i < f.ini + ini + t.length; i = doc.texto.indexOf('\n', i + 1)) {
      if (ABRE_FRASE.test(doc.texto.slice(i + 1, i + 40)) && !UNE_LINHA.test(doc.norm.slice(Math.max(f.ini, i - 20), i))) {
        t = t.slice(0, i - f.ini - ini);
        break;
      }
    }
    // "O posto de conserxe é de xornada completa": the Galician verb "é", the conjunction "e" once folded.
    // "agrupación profesional de persoal funcionario subalterno da Xunta de Galicia": a Xunta professional grouping is named
    // whole, its staff and the Xunta with it (the staff's words end any other name: FIN_NOME).
    if (t === 'agrupacion profesional') {
      const resto = AGRUPACION_DO_PERSOAL.exec(n.slice(ini + t.length, ini + t.length + 90));
      if (resto) t += resto[0];
    }
    const verbo = doc.texto.slice(f.ini + ini, f.ini + ini + t.length).search(/\sé\s/);
    if (verbo >= 0) t = t.slice(0, verbo);
    t = t.replace(TRAS_NOME, '').trimEnd();
    // "una plaza de la escala de Administración General, subescala Auxiliar": a post named by the general scale alone is
    // named with the subscale printed after it, as the call prints it (the subscale is what tells one post from another).
    if (t.length < 40 && ESCALA_XENERICA.test(t)) {
      const sub = SUBESCALA_TRAS.exec(n.slice(ini + t.length, ini + t.length + 50));
      if (sub) t += sub[0];
    }
    // "Arquitecto/a Técnico/a do Departamento de Urbanismo e Vivenda", "Técnico/a de la Concejalía de Cultura": the unit
    // the post is in, not the post (a head of it is named by it: "Xefe/a do Departamento de…").
    const unidade = t.search(UNIDADE_TRAS);
    if (unidade > 0 && !XEFE.test(t)) t = t.slice(0, unidade);
    // "Logopeda de los Servicios Sociales Comunitarios", "psicólogo/a dos servizos sociais": the social services the post
    // works in (a generic head keeps them as its name: "auxiliar dos servizos sociais")
    const sociais = t.search(SERVIZOS_SOCIAIS_TRAS);
    if (sociais > 0 && !XEFE.test(t) && !CABEZA_XENERICA.test(t)) t = t.slice(0, sociais);
    // "traballador/a familiar do servizo de axuda no fogar", "técnico/a de emprego del servicio municipal de empleo": the
    // service after a name of two words or more is the unit the post is in; after one word it is the post's own name
    // ("auxiliar do servizo de axuda no fogar", "condutor/a do servizo de recollida de residuos").
    const servizo = t.search(SERVIZO_TRAS);
    if (servizo > 0 && t.slice(0, servizo).includes(' ') && !XEFE.test(t)) t = t.slice(0, servizo);
    // "arquitecto/a técnico/a municipal": the council the post is of, not the post (a municipal corps or band keeps it).
    if (t.endsWith(' municipal')) t = t.replace(MUNICIPAL_TRAS, '');
    // (a Xunta corps runs long too: "corpo facultativo de grao medio da Administración especial da Comunidade Autónoma de
    // Galicia", thirteen words; "Cuerpo Facultativo de Grado Medio de la Administración Especial de la Comunidad…", fifteen)
    return t.length < 3 || NON_NOME.test(t) || t.split(' ').length > (/\bespecialidad|^(?:corpo|cuerpo)\b/.test(t) ? PALABRAS_ESPECIALIDADE : PALABRAS_NOME) ? null : t;
  }

  /**
   * `desdeLista`: where the items of a list announced inside the sentence start ("…las siguientes plazas: una plaza de…"),
   * -1 when there is none: a counted post after it is an item of the call's list wherever the sentence stands.
   */
  /** The posts of a run-on of one person each (PERSOA_DE_CADA), as items of a list with no count, when they differ. */
  function persoasDeCadaPosto(f: Frase, orde: number): void {
    const n = f.norm;
    const lidos: ItemPosto[] = [];
    PERSOA_DE_CADA.lastIndex = 0;
    for (let m = PERSOA_DE_CADA.exec(n); m; m = PERSOA_DE_CADA.exec(n)) {
      const ini = m.index + m[0].length;
      // (the name ends where the next person starts: "docente de xardinería e dun/dunha docente de…")
      const seguinte = OUTRA_PERSOA.exec(n.slice(ini));
      const ataSeguinte = seguinte ? n.slice(ini, ini + seguinte.index).trimEnd() : null;
      const lido = lerNome(f, ini);
      let t = lido && (!ataSeguinte || lido.length <= ataSeguinte.length) ? lido : ataSeguinte && ataSeguinte.split(' ').length <= PALABRAS_ESPECIALIDADE ? ataSeguinte : null;
      // ("…e dun/dunha administrativo/a de apoio do Obradoiro Dual de Emprego «…»": the programme after the last person is
      // every person's, not the last post's name)
      if (t && !seguinte && lidos.length) {
        const k = t.search(PROGRAMA_DE_TODOS);
        if (k > 0) t = t.slice(0, k);
      }
      if (!t || NON_NOME.test(t)) continue;
      const nome = presentar(doc.texto.slice(f.ini + ini, f.ini + ini + t.length), false);
      // (one person of a post is one place: "dun/dunha X" counts one, textos/README "prazas")
      lidos.push({ nome, prazas: 1, frase: orde, ini: f.ini + ini, conta: f.ini + ini, fin: f.ini + ini + t.length });
    }
    if (lidos.length < 2 || !lidos.some((a, i) => lidos.some((b, j) => j > i && !compatibles(a.nome, b.nome)))) return;
    for (const it of lidos) listas.contado(it);
  }

  function nome(f: Frase, orde: number, base: number, desdeLista: number): void {
    const n = f.norm;
    // (each set of lead-in words asked once of the sentence: 0 not yet, 1 held, 2 not held)
    const vistas = new Int8Array(PISTAS_RE.length);
    for (let k = 0; k < ENTRADAS.length; k++) {
      const e = ENTRADAS[k];
      const p = PISTA_DA_ENTRADA[k];
      if (p >= 0) {
        if (vistas[p] === 0) vistas[p] = pista(p, n) ? 1 : 2;
        if (vistas[p] === 2) continue;
      }
      e.re.lastIndex = 0;
      for (let m = e.re.exec(n); m; m = e.re.exec(n)) entrada(f, orde, base, desdeLista, e, m, n);
    }
  }

  /**
   * One lead-in found in a sentence: the post it names. A function of its own, apart from nome's scan of the lead-ins:
   * the scan, run on every sentence, compiles small and early; this part, run on a match only, is compiled when it is hot.
   */
  function entrada(f: Frase, orde: number, base: number, desdeLista: number, e: (typeof ENTRADAS)[number], m: RegExpExecArray, n: string): void {
    // "nas listas de todas as categorías de…": many posts, none named.
    if (VARIAS_ANTES.test(n.slice(Math.max(0, m.index - 24), m.index))) return;
    // "…a dona X, que ocupaba ata agora unha praza de administrativa": the place the person held, not the call's.
    if (m.index > 0 && PRAZA_QUE_OCUPABA.test(n.slice(Math.max(0, m.index - 50), m.index))) return;
    let ini = m.index + m[0].length;
    const recheo = RECHEO.exec(n.slice(ini, ini + 90));
    if (recheo) ini += recheo[0].length;
    // ("tres prazas de T.A.X. (técnico/a de administración xeral)": the name in brackets, not the initials)
    // (each index asked within the sentence: a code read past its end sends the optimised code back to be compiled again)
    if ((ini + 1 < n.length && n.charCodeAt(ini + 1) === 46) || (ini + 2 < n.length && n.charCodeAt(ini + 2) === 46) || /^[a-z]{2,6}\s*\(/.test(n.slice(ini, ini + 9))) {
      const sigla = SIGLA_CON_NOME.exec(doc.texto.slice(f.ini + ini, f.ini + ini + 110));
      if (sigla && sigla[1].replace(/[.\s]/g, '').toLowerCase() === iniciais(sigla[2].replace(/\/\s*[ao]s?\b/g, ''))) ini += sigla[0].length - sigla[2].length - 1;
    }
    const t = lerNome(f, ini);
    if (!t) return;
    const publicado = doc.texto.slice(f.ini + ini, f.ini + ini + t.length);
    // ("Clase: Policía Local. Categoría: Agente.", "clase policía local, categoría de oficial": a rank of the local police
    // named alone is named with its corps, as people call it: "Agente de la Policía Local", "Oficial da Policía Local";
    // its rank "policía" is "Policía Local")
    // ("tres prazas de policía do Corpo da Policía Local": the rank with its corps in full is named as the rank alone)
    const doCorpo = t.length < 60 ? RANGO_DO_CORPO.exec(t) : null;
    // (the class printed after the rank, in the body below a title's "dos plazas de Policía", names it too; and the
    // category common to the corps of many councils, "categoría de policía dos corpos de policía local de Galicia",
    // "de los cuerpos de policía local", is the rank of the local police: textos/README "posto.nome")
    const dosCorpos = RANGO_POLICIA.test(t) && (CORPOS_DA_POLICIA_LOCAL.test(n.slice(ini + t.length, ini + t.length + 40)) || doc.norm.includes(`${t} dos corpos de policia local`) || doc.norm.includes(`${t} de los cuerpos de policia local`));
    const rango = doCorpo !== null || dosCorpos || (RANGO_POLICIA.test(t) && clasePolicia());
    const lido = presentar(doCorpo ? publicado.slice(0, doCorpo[1].length) : publicado, !!e.plural && /s\b/.test(t.split(' ')[0]));
    // (the joining words of the rank's own language: "agente" is Spanish, "axente" Galician; else the body's)
    const castelan = /^agente/.test(t) || (!/^axente/.test(t) && (doCorpo ? /^\S+ del /.test(t) : lingua === 'es'));
    const valor = !rango ? lido : /^policia$/.test(doCorpo ? doCorpo[1] : t) ? 'Policía Local' : `${lido} ${castelan ? 'de la' : 'da'} Policía Local`;
    const antes = e.contada ? CONTA_ANTES.exec(n.slice(Math.max(0, m.index - 48), m.index)) : null;
    const contada = antes !== null;
    // ("bolsa de persoal de limpeza" in the title, "bolsa de limpador/a" in the body: the staff of a field is named less
    // directly than the post)
    const xeral = /^(?:persoal|personal)\s+(?:de|do|da|del)\s/.test(t) ? 1 : 0;
    const c = { valor, puntos: base + e.puntos + (contada ? 1 : 0) - xeral, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + ini + t.length) };
    if (e.categoria && /categoria|especialidad/.test(m[0])) categorias.push(c);
    if (contada && (base >= 1 || (desdeLista >= 0 && base >= 0 && m.index >= desdeLista))) {
      listas.contado({ nome: valor, conta: f.ini + m.index, frase: orde, ini: f.ini + m.index - antes[0].length, fin: f.ini + ini + t.length });
    }
    nomes.push(c);
    if (e.puntos >= 3) ultimaFichaPosto = ultimaLinhaFicha = orde;
    // (at the head of a sentence where the call is described, or in a bulletin's section of its own, where a BOE
    // extract prints its cards: "Clase: Policía Local. Categoría: Agente. Grupo: C, subgrupo C1. Número de vacantes: tres.")
    // ("1. Denominación: Técnico/a de Xuventude. Número: unha.": a card numbered as an item of the annex's list)
    if (e.ficha && base >= 0 && (m.index === 0 || ITEM_ANTES.test(n.slice(0, m.index)))) listas.ficha({ nome: valor, frase: orde, ini: f.ini, fin: f.ini + ini + t.length });
    // "titulado/a superior, enxeñeiro/a de camiños, canais e portos", "titulados/as superiores (arquitecto/a)": a
    // generic category followed by the person's title is named by that title.
    if (XENERICO.test(t)) {
      const tras = TITULO_TRAS.exec(n.slice(ini + t.length, ini + t.length + 12));
      const desde = tras ? ini + t.length + tras[0].length : -1;
      const titulo = tras ? lerNome(f, desde) : null;
      if (titulo) nomes.push({ ...c, valor: presentar(doc.texto.slice(f.ini + desde, f.ini + desde + titulo.length), false), puntos: c.puntos + 1 });
    }
    // "escala de administración xeral, subescala técnica (Técnico/a de Administración Xeral, TAX)": the post the
    // subscale is, named in brackets after it, is the post as people call it (not another bracket: "(BOP n.º 12)").
    const axe = t.length < 70 ? ESCALA_AXE_SUBESCALA.exec(t) : null;
    if (axe) {
      const par = /^\s*\(\s*/.exec(n.slice(ini + t.length, ini + t.length + 6));
      const desde = par ? ini + t.length + par[0].length : -1;
      const doPosto = par ? lerNome(f, desde) : null;
      if (doPosto && POSTO_DA_SUBESCALA[axe[1]].test(doPosto)) nomes.push({ ...c, valor: presentar(doc.texto.slice(f.ini + desde, f.ini + desde + doPosto.length), false), puntos: c.puntos + 1 });
    }
    // "corpo superior da Administración da Xunta de Galicia, escala de letrados": the scale names the post
    // ("Letrado da Xunta de Galicia"), as people call it.
    if (/^(?:corpo|cuerpo)\b/.test(t)) {
      const escala = ESCALA_DE.exec(n.slice(ini + t.length, ini + t.length + 130));
      const desde = escala ? ini + t.length + escala.index + escala[0].length : -1;
      const nomeEscala = escala ? lerNome(f, desde) : null;
      // (not when a specialty follows the scale: "escala de axentes facultativos ambientais, especialidade
      // medioambiental" is one post among the scale's specialties, named as printed with it, as the offers' reader does)
      const conEspecialidade = nomeEscala !== null && ESPECIALIDADE_TRAS.test(n.slice(desde + nomeEscala.length, desde + nomeEscala.length + 140));
      // (a scale of one word of its members, "escala de letrados": the person's title; a longer one, "escala de
      // enxeñeiros técnicos agrícolas", "escala de axentes facultativos ambientais", is the scale as printed, the
      // convention of a corps with a scale)
      if (nomeEscala && MEMBROS_ESCALA.test(nomeEscala) && !nomeEscala.includes(' ') && !conEspecialidade) {
        const xunta = /\bda xunta de galicia$/.test(t) ? ' da Xunta de Galicia' : '';
        const singularEscala = presentar(doc.texto.slice(f.ini + desde, f.ini + desde + nomeEscala.length), true);
        nomes.push({ ...c, valor: `${singularEscala}${xunta}`, puntos: c.puntos + 1 });
      } else if (nomeEscala) {
        // "escala de saúde pública e administración sanitaria": a scale named after its field is the post, as printed.
        const inicio = ini + t.length + escala!.index + escala![0].lastIndexOf('escala');
        nomes.push({ ...c, valor: presentar(doc.texto.slice(f.ini + inicio, f.ini + desde + nomeEscala.length), false), puntos: c.puntos + 1 });
      }
    }
  }

  /**
   * A scale read as the post keeps the specialty printed after it, as the offers' reader does (two specialties of one
   * scale are two posts): "escala de saúde pública e administración sanitaria, especialidade de farmacia", "escala
   * técnica de laboratorio, especialidade de química (subgrupo A2)", "ESCALA DE… (ESPECIALIDADE DE ENFERMARÍA)",
   * "escala de axentes facultativos ambientais, subgrupo C1, especialidade forestal". Null when none is printed.
   */
  function especialidadeDaEscala(nome: string): string | null {
    const buscado = limpar(nome).toLowerCase().replace(/\/\s*[ao]s?\b/g, '');
    // (a teachers' corps too: "corpo de profesores de música e artes escénicas, especialidade de gaita")
    // (any post too, the specialty right after its name: "Profesor/a de Música, especialidade de Piano", "Oficial/a de
    // primeira, especialidade de electricidade"; the offers' reader keeps it, two specialties are two posts)
    const escala = /^(?:escala|corpo|cuerpo)\b/.test(dobrar(buscado));
    if (/\b(?:especialidad|rama\b)/.test(dobrar(buscado))) return null;
    // (a scale is found with its genders masked; any other post as its name is printed)
    const norm = escala ? doc.norm.replace(/\/\s*[ao]s?\b/g, (x) => ' '.repeat(x.length)) : doc.norm;
    const alvo = escala ? dobrar(buscado) : dobrar(limpar(nome).toLowerCase());
    for (let at = norm.indexOf(alvo); at >= 0; at = norm.indexOf(alvo, at + 1)) {
      const fin = at + alvo.length;
      const m = (escala ? ESPECIALIDADE_TRAS : ESPECIALIDADE_DO_NOME).exec(norm.slice(fin, fin + 140));
      if (!m) continue;
      // (not the post's name as a degree's: "…Grao en Enxeñaría Eléctrica ou Enxeñeiro/a Técnico/a Industrial,
      // especialidade en Electricidade": the specialty of the title asked for)
      if (!escala && TITULO_ANTES.test(norm.slice(Math.max(0, at - 120), at))) continue;
      const ini = fin + m.index + m[0].length - m[1].length;
      const publicado = doc.texto.slice(ini, ini + m[1].length).replace(/\s+/g, ' ').trim();
      return publicado === publicado.toUpperCase() ? publicado.toLocaleLowerCase('gl') : publicado.charAt(0).toLocaleLowerCase('gl') + publicado.slice(1);
    }
    return null;
  }

  function total(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    PRAZAS_NUM.lastIndex = 0;
    for (let m = PRAZAS_NUM.exec(n); m; m = PRAZAS_NUM.exec(n)) {
      const v = conta(m[1], lingua) ?? (m[2] ? conta(m[2], lingua) : null);
      // "1.212 prazas": the digits after a thousands dot are not a count of their own.
      const antes = n.slice(Math.max(0, m.index - 14), m.index);
      const dasNomeadas = DAS_ANTES.test(antes) && NOMEA_A_PRAZA.test(n.slice(0, m.index)) && !PARTITIVO_ANTES.test(n.slice(Math.max(0, m.index - 40), m.index));
      if (!v || v > MAX_PRAZAS || /[\d.]/.test(n[m.index - 1] ?? '') || (ANTES_NON_TOTAL.test(antes) && !dasNomeadas)) continue;
      if (contaDaAmpliacion(n, m.index, m.index + m[0].length)) continue;
      if ((PRAZAS_DOUTRA_COUSA_ANTES.test(n.slice(Math.max(0, m.index - 80), m.index)) && !/^\s*(?:de|do|da|del|de la|para)\s/.test(n.slice(m.index + m[0].length))) || PRAZAS_DOUTRA_COUSA_TRAS.test(n.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
      totais.push({ valor: v, puntos: base + 3, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length), f });
    }
    const novo = /\b(?:prazas|plazas)\b/.test(n) ? NOVO_TOTAL.exec(n) : null;
    const vNovo = novo ? conta(novo[1] ?? novo[2], lingua) : null;
    if (novo && vNovo && vNovo <= MAX_PRAZAS) totais.push({ valor: vNovo, puntos: base + 4, orde: orde * 1000 + novo.index, cita: cita(doc, f, f.ini + novo.index, f.ini + novo.index + novo[0].length), f });
    // Posts counted only where the call is described, below places: "catro postos de celador/a".
    if (base >= 1 && (n.includes('posto') || n.includes('puesto'))) {
      POSTOS_NUM.lastIndex = 0;
      for (let m = POSTOS_NUM.exec(n); m; m = POSTOS_NUM.exec(n)) {
        const v = conta(m[1], lingua);
        if (!v || v > MAX_PRAZAS || /[\d.]/.test(n[m.index - 1] ?? '') || ANTES_NON_TOTAL.test(n.slice(Math.max(0, m.index - 14), m.index))) continue;
        totais.push({ valor: v, puntos: base + 2, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length), f });
      }
    }
    PRAZAS_COLON.lastIndex = 0;
    for (let m = PRAZAS_COLON.exec(n); m; m = PRAZAS_COLON.exec(n)) {
      const v = conta(m[1] ?? m[2] ?? m[3], lingua);
      if (v && v <= MAX_PRAZAS) totais.push({ valor: v, puntos: base + 3, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length), f });
    }
  }

  function seleccion(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    for (const [re, puntos] of [[SELECCION_DUN, 1], [SELECCION_N, 2]] as const) {
      re.lastIndex = 0;
      for (let m = re.exec(n); m; m = re.exec(n)) {
        const v = m[1] ? conta(m[1], lingua) : 1;
        if (v && v <= MAX_PRAZAS) totais.push({ valor: v, puntos: base + puntos, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length), f });
      }
    }
    // ("convocar concurso de acceso a la plaza de…" calls one place; "nomeouse… para a praza vacante de…" appoints to one;
    // a list, tribunal, exam date or result that names its process by the place, "o proceso selectivo da praza de…",
    // states no count: there the definite article is none)
    PRAZA_SINGULAR.lastIndex = 0;
    const s0 = (!PASO_QUE_NOMEA_O_PROCESO.has(ctx.tipo ?? '') || NOMEA_A_PRAZA.test(n) || (ctx.tipo === 'resultados' && proponNomear())) && !(ctx.tipo && !APERTURA.has(ctx.tipo) && daBolsa()) ? PRAZA_SINGULAR.exec(n) : null;
    const s = s0 && !FORMA_BOLSA.test(n.slice(0, s0.index)) ? s0 : null;
    if (s) totais.push({ valor: 1, puntos: base + 1, orde: orde * 1000 + s.index, cita: cita(doc, f, f.ini + s.index, f.ini + s.index + s[0].length), f });
  }

  function quenda(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    if (!TALVEZ_QUENDA.test(n)) return;
    quendaDaFrase(f, orde, base, n);
  }

  /** quenda's reading of a sentence that names a turn (apart from the test asked of every sentence). */
  function quendaDaFrase(f: Frase, orde: number, base: number, n: string): void {
    QUENDAS.lastIndex = 0;
    let anterior = 0;
    for (let k = QUENDAS.exec(n); k; k = QUENDAS.exec(n)) {
      const q = quendaDe(k[0]);
      // "30 de acceso libre reservadas a persoas cunha discapacidade": the count is the disability turn's, read there.
      if (q === 'libre' && LIBRE_RESERVADA.test(n.slice(k.index + k[0].length, k.index + k[0].length + 80))) continue;
      // ("…que non se cubran acumularanse á quenda libre": where a reservation's unfilled places go, not the places' turn)
      if (q === 'libre' && ACUMULAN_A.test(n.slice(Math.max(0, k.index - 40), k.index))) continue;
      // The number of this turn: after it ("quenda libre: 3"), else the last count before it since the previous turn.
      let v: number | null = null;
      let at = k.index;
      const d0 = NUM_DESPOIS.exec(n.slice(k.index + k[0].length, k.index + k[0].length + 30));
      // (a reservation shared out by turns after its colon is no count of the reservation's: see REPARTO_POR_QUENDA)
      const d = d0 && q === 'discapacidade' && REPARTO_POR_QUENDA.test(n.slice(k.index + k[0].length + d0.index + d0[0].length)) ? null : d0;
      const q2 = d ? null : NUM_TRAS_DOUS_PUNTOS.exec(n.slice(k.index + k[0].length, k.index + k[0].length + 90));
      if (d) v = conta(d[1] ?? d[2], lingua);
      // (not a reservation shared out by turns after its colon: "resérvanse cinco… para persoas con discapacidade…: tres da
      // quenda de acceso libre e dúas da de promoción interna")
      else if (q2 && !NON_CUALIFICA.test(q2[1]) && !(q === 'discapacidade' && REPARTO_POR_QUENDA.test(n.slice(k.index + k[0].length + q2[0].length)))) v = conta(q2[2], lingua);
      // "tres prazas… polas quendas libre e de promoción interna": a count before turns named together is their sum.
      else if (VARIAS_QUENDAS.test(k[0])) v = null;
      else {
        const desde = Math.max(anterior, k.index - 90, n.lastIndexOf(';', k.index) + 1);
        const tramo = n.slice(desde, k.index);
        // The turn's own words follow the stretch, so that a count right before them is seen ("2 quenda libre").
        const conQuenda = tramo + k[0];
        NUM_ANTES.lastIndex = 0;
        let ultimo: RegExpExecArray | null = null;
        for (let m = NUM_ANTES.exec(conQuenda); m && m.index < tramo.length; m = NUM_ANTES.exec(conQuenda)) {
          const antes = tramo.slice(Math.max(0, m.index - 14), m.index);
          const despois = tramo.slice(m.index + m[0].length, m.index + m[0].length + 14);
          // (nor a share by hours, "unha delas a tempo parcial", nor a widened offer's added places or first count)
          if (PARCIAL_TRAS.test(tramo.slice(m.index + m[0].length, m.index + m[0].length + 40)) || contaDaAmpliacion(tramo, m.index, m.index + m[0].length)) continue;
          // ("Das tres prazas convocadas, dúas… e unha…": the whole the turns share, not a turn's count)
          if (DO_CONXUNTO.test(antes)) continue;
          if (!NON_CONTA.test(antes) && !DATA_DESPOIS.test(despois) && !PORCENTAXE_DESPOIS.test(despois) && !CENTO_DUNHA_PORCENTAXE(m[1], antes) && !ARTIGO_DUNHA_RESERVA.test(tramo.slice(m.index))) ultimo = m;
        }
        // (a reservation's count may stand further from the disability its long wording names: "Una plaza se reserva para
        // quienes tengan la condición legal de personas con discapacidad")
        const lonxe = ultimo ? tramo.length - (ultimo.index + ultimo[0].length) : 0;
        if (ultimo && (lonxe <= 70 || (q === 'discapacidade' && lonxe <= 90 && RESERVA_TRAS.test(tramo.slice(ultimo.index + ultimo[0].length))))) {
          v = /^o(?:u)?tra$/.test(ultimo[1]) || ORDINAL.test(ultimo[1]) ? 1 : conta(ultimo[1], lingua);
          at = desde + ultimo.index;
          if (q === 'discapacidade' && v && (DENTRO_ANTES.test(n.slice(Math.max(0, at - 110), at))
            || (DELAS_TRAS.test(n.slice(at + ultimo[0].length, at + ultimo[0].length + 12)) && DA_QUENDA_LIBRE_ANTES.test(n.slice(Math.max(0, at - 40), at))))) reservasDentro.add(v);
        }
      }
      anterior = k.index + k[0].length;
      // (also in a numbered base of no known section, or below a bulletin's own section heading, that calls or fills the
      // places: "Primera. Se convocan… nueve plazas… por el sistema de promoción interna", "…para la provisión…, turno
      // libre, de una plaza"; a correction's restatement in the future, "Las plazas… se proveerán mediante…, en turno
      // libre", "As prazas cubriranse pola quenda libre"; a BOE notice of a corps' call, "…se convoca proceso selectivo para
      // el ingreso en el cuerpo…, turno libre", its places counted in another sentence; a SERGAS call, "…se convoca
      // concurso-oposición para el acceso a la condición de personal estatutario fijo…, por el sistema de acceso libre")
      // (and a sentence that says how the call is made, its places named elsewhere: "La convocatoria se realiza como personal
      // funcionario de carrera, mediante el sistema de oposición, en turno libre", "A convocatoria realízase… pola quenda libre")
      const describe = base >= 1 || (base >= 0 && f.seccion !== 'titulo' && CONVOCATORIA_FAISE.test(n)) || (base >= 0 && f.seccion !== 'titulo' && /\bconvoc|\bprovision\b|\bproveer\b|\bprover\b|\bcubrir\b|\bcobertura\b|\bprove(?:e|)ran(?:se)?\b|\bprove(?:e|)ra(?:se)?\b|\bcubriran(?:se)?\b|\bcubrira(?:se)?\b/.test(n) && /\b(?:prazas?|plazas?|ingreso|acceso a (?:a |la )?(?:condicion|categoria))\b/.test(n));
      if (describe && q !== 'discapacidade') mencions.add(q);
      // (a disability named in the requirements is an adaptation of the exams, not a turn; one in the sentence that
      // calls the places is, even as a share with no count: "con una reserva del siete por ciento… para personas con discapacidad")
      if (q === 'promocionInterna' || (q === 'discapacidade' && (describe || v))) outraQuenda = true;
      if (q === 'discapacidade' && !v && describe && /%|\bpor\s*(?:cento|ciento)\b/.test(n.slice(Math.max(0, k.index - 90), k.index))) reservaPorcentaxe = true;
      if (q === 'libre' && (/^(?:oposicion|concurso)/.test(k[0]) || LINHA_SISTEMA.test(n) || FRASE_SISTEMA.test(n))) libreNoSistema = true;
      if (v && v <= MAX_PRAZAS) quendas[q].push({ valor: v, puntos: base + 2, orde: orde * 1000 + at, cita: cita(doc, f, f.ini + at, f.ini + k.index + k[0].length) });
    }
  }

  /** A place table: one post (in one or more rows, by turn) names the post and counts its places; several posts are several processes. */
  function taboas(filas: FilaTaboa[]): void {
    if (!filas.length) return;
    // (several posts, each an item: listaDePostos.ts)
    if (listas.taboa(filas)) return;
    let suma = 0;
    const porQuenda: Partial<Record<Quenda, number>> = {};
    let base = -10;
    for (const fila of filas) {
      const f = doc.frases[fila.frase];
      const b = peso(PESOS, f.seccion);
      if (b < -1) continue;
      base = Math.max(base, b);
      const c = { puntos: b + 4, orde: fila.frase * 1000, cita: cita(doc, f, Math.max(f.ini, fila.ini), Math.min(f.fin, fila.fin)) };
      if (fila.nome) nomes.push({ ...c, valor: presentar(fila.nomePublicado, false) });
      // "(das cales, reserva para persoas con discapacidade) | (4)": a reservation inside the row above, not added.
      if (fila.prazas && fila.dentro) {
        if (fila.quenda === 'discapacidade') {
          porQuenda.discapacidade = (porQuenda.discapacidade ?? 0) + fila.prazas;
          reservasDentro.add(porQuenda.discapacidade);
        }
      } else if (fila.prazas) {
        // (and the places of its total beyond its turns: a mobility column, in the total only)
        suma += fila.prazas + (fila.fora ?? 0);
        if (fila.quenda) porQuenda[fila.quenda] = (porQuenda[fila.quenda] ?? 0) + fila.prazas;
      }
    }
    if (base < -1 || !suma) return;
    const primeira = filas[0];
    const f = doc.frases[primeira.frase];
    const c = { puntos: base + 4, orde: primeira.frase * 1000, cita: cita(doc, f, Math.max(f.ini, primeira.ini), Math.min(f.fin, primeira.fin)) };
    totais.push({ ...c, valor: suma, f });
    for (const [q, v] of Object.entries(porQuenda) as [Quenda, number][]) quendas[q].push({ ...c, valor: v });
  }

  /** The posts, totals and selections of a sentence that names a post's words (apart from frase's tests, asked of every sentence). */
  function nomesDaFrase(f: Frase, orde: number, base: number, baseConta: number, enLinha: number, n: string): void {
    listas.variosNaFrase(f, orde, base);
    const antesDaFrase = listas.itens.length;
    // (a BOE extract's run-on call, in the bulletin's own section (weight 0), its posts joined by semicolons: "…para
    // proveer, como personal funcionario de carrera, dos plazas de Agente…, en turno libre; una plaza de Técnico/a…, y una
    // plaza de Administrativo/a…": its counted posts are items of one list, as in the bases' object)
    const enSerie = enLinha < 0 && base === 0 && f.seccion === 'outro' && n.includes('; ') && SERIE_DE_PRAZAS.test(n) && CHAMA_PRAZAS.test(n);
    nome(f, orde, base, enSerie ? 0 : enLinha);
    if (base >= 1 && n.includes('/') && OUTRA_PERSOA.test(n)) persoasDeCadaPosto(f, orde);
    listas.trasOsNomes(orde, antesDaFrase, enLinha);
    if (TALVEZ_TOTAL.test(n)) total(f, orde, baseConta);
    if (/contrat|selec|nome|nomb|provis|cubrir|cobertura|prove|convoca/.test(n)) seleccion(f, orde, base);
  }

  return {
    frase(f, orde) {
      const n = f.norm;
      const pesoSeccion = peso(PESOS, f.seccion);
      if (pesoSeccion < -4) return;
      const base = pesoSeccion + (EXPERIENCIA.test(n.includes('antigu') ? n.replace(ANTIGUIDADE_DOS_ASPIRANTES, ' ') : n) ? -3 : 0);
      // A correction's new wording ("…debe dicir: «…cento trinta e dúas (132) prazas…»") states the places that hold,
      // above the counts its preamble names (the widened offer's "vinte e dúas prazas").
      const baseConta = base + (f.corrixido ? 2 : 0);
      quenda(f, orde, baseConta);
      // A post's card: "Denominación: Encargado/a de obras" then "Número: 1" on the next lines.
      // (a card of many fields, "Plaza: …" / "Escala: …" / "Subescala: …" / "Clase: …" / "Subgrupo: A2" / "Número de plazas: 1":
      // its lines, as long as each is a field of its own)
      if (base >= 0 && (orde - ultimaFichaPosto <= 3 || (orde - ultimaLinhaFicha === 1 && CAMPO_FICHA.test(n)))) {
        if (orde !== ultimaFichaPosto) ultimaLinhaFicha = orde;
        const num = NUMERO_FICHA.exec(n);
        const v = num ? conta(num[1], lingua) : null;
        if (v && v <= MAX_PRAZAS) totais.push({ valor: v, puntos: base + 2, orde: orde * 1000, cita: cita(doc, f, f.ini, f.fin), f });
        listas.linhaDaFicha(n, ultimaFichaPosto, v && v <= MAX_PRAZAS ? v : undefined);
      }
      // An announced list of staff or places, or one printed in one sentence: where its items start (in-line), or -1.
      const enLinha = listas.frase(f, orde, base);
      // (each word bare, no optional plural: the same sentences pass, and the engine scans for a set of plain words faster)
      if (!/praza|plaza|vacante|posto|puesto|categoria|denominacion|bolsa|lista|contrat|nome|nombr|seleccion|selectiv|ingreso|acceso|especialidad|cubrir|proveer|prover/.test(n)) return;
      nomesDaFrase(f, orde, base, baseConta, enLinha, n);
    },
    resultado() {
      taboas(lerTaboas(doc));
      // The posts of a call of several and whether it calls several (listaDePostos.ts).
      const out: PostoPrazas = listas.resultado();
      const posto = escoller(nomes, (v) => v.toLowerCase().replace(/\/\s*[ao]s?\b|\([ao]s?\)/g, ''));
      // "denominación Arquitecta Técnica" of the person appointed, "unha praza de Arquitecto/a Técnico/a" of the call: the
      // post is named for both genders, as the call prints it.
      if (posto && !/\/|\([ao]s?\)/.test(posto.valor)) {
        const xenero = (v: string) => palabrasPosto(v).map((w) => w.replace(/[ao]$/, '')).join(' ');
        const alvo = xenero(posto.valor);
        // (printed so, in the singular: not made singular from a pool's people, "bolsa de auxiliares administrativos/as")
        // (or the place itself printed in the appointee's gender, "na praza de arquitecta técnica…, seleccionada da bolsa de
        // emprego de arquitectos/as técnicos/as", "en la plaza de arquitecta técnica": the place is the post, its name the
        // pool's for both genders; the woman described, "funcionaria interina, auxiliar administrativa", keeps hers)
        const doXenero = nomes.filter((c) => /\/|\([ao]s?\)/.test(c.valor) && xenero(c.valor) === alvo);
        // (the whole body in lower case only when there is a name of both genders to look for in it)
        const texto = doXenero.length ? doc.texto.toLowerCase() : '';
        const praza = () => new RegExp(`\\b(?:praza|plaza) (?:de|do|da|del) ${dobrar(posto.valor.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(doc.norm);
        const inclusivo = doXenero.find((c) => texto.includes(c.valor.toLowerCase())) ?? (doXenero.length && praza() ? doXenero[0] : undefined);
        if (inclusivo) Object.assign(posto, { valor: inclusivo.valor });
        else {
          // "con la denominación de Técnica de Administración General" of the woman appointed, "una plaza de Técnico de
          // Administración General" of the call: the place's name, not the appointee's feminine form of it.
          const forzaF = Math.max(...nomes.filter((c) => c.valor === posto.valor).map((c) => c.puntos));
          const masculino = nomes.find((c) => c.valor.length === posto.valor.length && c.puntos >= forzaF - 1 && femininoDe(posto.valor, c.valor));
          if (masculino) Object.assign(posto, { valor: masculino.valor });
        }
      }
      if (posto) {
        // "prazas do corpo auxiliar" below "ingreso no corpo auxiliar de Administración xeral da Comunidade Autónoma de
        // Galicia": a corps or scale shortened once it is named in full is that full name.
        const curto = dobrar(posto.valor.toLowerCase());
        // (a Xunta professional grouping too: "prazas da agrupación profesional de persoal funcionario subalterno" below
        // "ingreso na agrupación profesional de persoal funcionario subalterno da Xunta de Galicia")
        if (/^(?:corpo|cuerpo|escala|agrupacion profesional)\b/.test(curto)) {
          const longo = nomes
            .filter((c) => c.puntos >= 1 && dobrar(c.valor.toLowerCase()).startsWith(`${curto} `) && /^ (?:de|do|da|del)\b/.test(dobrar(c.valor.toLowerCase()).slice(curto.length)))
            .sort((a, b) => b.puntos - a.puntos || b.valor.length - a.valor.length)[0];
          if (longo) Object.assign(posto, { valor: longo.valor });
        } else {
          // "bolsa de empleo de administrativos/as" (the title's shorthand) and "bolsa de empleo de Administrativo/a de
          // Administración General, subgrupo C1" (the body): the body's fuller name, with the general administration's
          // scale the post belongs to. (A title that prints the scale itself, over a body that prints it apart,
          // "auxiliar administrativo/a, escala de administración xeral", keeps the name the reader chose.)
          const doTitulo = (c: Candidato<string>) => doc.frases[Math.floor(c.orde / 1000)]?.seccion === 'titulo';
          // (the body's name for both genders, "Administrativo/a de Administración General", over the title's "Administrativo")
          const semXenero = (v: string) => dobrar(v.toLowerCase()).replace(/\/\s*[ao]s?\b|\([ao]s?\)/g, '');
          const curtoSX = semXenero(curto);
          const longo = nomes.find((c) => c.puntos >= 1 && !doTitulo(c) && semXenero(c.valor).startsWith(`${curtoSX} de `) && ESCALA_AXE_TRAS.test(semXenero(c.valor).slice(curtoSX.length)));
          const enTitulo = (v: string) => nomes.some((c) => doTitulo(c) && dobrar(c.valor.toLowerCase()) === v);
          if (longo && !enTitulo(dobrar(longo.valor.toLowerCase())) && enTitulo(curto)) Object.assign(posto, { valor: longo.valor });
          // "CONTRATACIÓN DE CATRO PEÓNS PARA A BRIGADA…" (the title, its name cut by "para") and "…catro Peóns de brigada"
          // (the body): the body's name, its complement the noun the title puts after "para".
          if (!longo && enTitulo(curto)) {
            const forzaT = Math.max(...nomes.filter((c) => c.valor === posto.valor).map((c) => c.puntos));
            const titulo = doc.frases.filter((f) => f.seccion === 'titulo').map((f) => f.norm).join(' ');
            const completo = nomes.find((c) => {
              const v = dobrar(c.valor.toLowerCase());
              const resto = /^ (?:de|do|da) ([a-z]{4,})$/.exec(v.startsWith(curto) ? v.slice(curto.length) : '');
              const m = resto && new RegExp(`\\b${curto.replace(/[^a-z ]/g, '.')}(?:s|es)?\\s+(?:para|pra|de|da|do) (?:a |o |la |el )?${resto[1]}\\b`).exec(titulo);
              return c.puntos >= forzaT && !doTitulo(c) && m;
            });
            if (completo) Object.assign(posto, { valor: completo.valor, cita: String(completo.cita) });
            else {
              // "lista de reserva de socorristas" (the title) and "…na categoría de Socorrista acuático/a" (the body), "dúas
              // prazas de mecánico/a" and "dúas prazas de Oficial/a de primeira mecánico/a de vehículos": the title names
              // the post short, and the body, which never names it short (the title printed again at the body's head is the
              // title), names it in full: the category before the title's trade, or an adjective after the title's one word.
              // (not a complement of a service or place after it: "Condutor/a de camión do servizo de recollida…", "Socorrista
              // acuático de las playas del municipio")
              // (the cheap tests first: most candidates are weaker, or hold no longer name)
              const curtas = palabrasDoNome(posto.valor);
              const longos = nomes.filter((c) => c.puntos >= forzaT - 1 && c.valor.length > posto.valor.length && nomeCompletado(curtas, palabrasDoNome(c.valor)));
              if (longos.length) {
                const sen = (norm: string) => norm.replace(/\s+/g, ' ').replace(/[.:;]$/, '');
                const titulos = new Set(doc.frases.filter((f) => f.seccion === 'titulo').map((f) => sen(f.norm)));
                const eTitulo = (c: Candidato<string>) => doTitulo(c) || titulos.has(sen(doc.frases[Math.floor(c.orde / 1000)].norm));
                const chave = palabrasPosto(posto.valor).join(' ');
                const maisLongo = longos.filter((c) => !eTitulo(c)).sort((a, b) => b.puntos - a.puntos || a.orde - b.orde)[0];
                if (maisLongo && !nomes.some((c) => !eTitulo(c) && palabrasPosto(c.valor).join(' ') === chave)) Object.assign(posto, { valor: maisLongo.valor, cita: String(maisLongo.cita) });
              }
            }
          }
        }
        // "Administrativo/a" read from the call's sentence ("unha praza de administrativo/a, escala de administración xeral")
        // and "ADMINISTRATIVA DE ADMINISTRACIÓN XERAL" printed in the title or elsewhere: the administrative and auxiliary
        // posts keep the general scale when the edict joins it to their name anywhere (textos/README.md, the convention
        // of 46 of 51 such labels, thirty-second pass).
        const so = ADMINISTRATIVO_SO.exec(dobrar(posto.valor.toLowerCase()).replace(/\s*\/\s*[ao]s?\b|\([ao]s?\)/g, '').trim());
        if (so) {
          ADMINISTRATIVO_DA_ESCALA.lastIndex = 0;
          for (let m = ADMINISTRATIVO_DA_ESCALA.exec(doc.norm); m; m = ADMINISTRATIVO_DA_ESCALA.exec(doc.norm)) {
            if (/^auxiliar/.test(m[1]) !== !!so[1]) continue;
            const ini = m.index + m[0].length - m[2].length;
            posto.valor = `${posto.valor} ${doc.texto.slice(ini, m.index + m[0].length).replace(/\s+/g, ' ')}`;
            break;
          }
        }
        // "Docente do obradoiro de emprego Terras do Verdugo" (title) and "docente da especialidade de actividades
        // auxiliares…" (body), nearly as strong: the post named with its specialty, as a scale keeps its specialty.
        const cabeza = dobrar(posto.valor.toLowerCase()).split(/\s+(?:de|do|da|del|dos|das)\s+|,/)[0];
        const forza = Math.max(...nomes.filter((c) => c.valor === posto.valor).map((c) => c.puntos));
        const coEspecialidade = nomes
          .filter((c) => c.valor !== posto.valor && c.puntos >= forza - 1 && ESPECIALIDADE_DO_POSTO.test(dobrar(c.valor.toLowerCase()).slice(cabeza.length)) && dobrar(c.valor.toLowerCase()).startsWith(cabeza))
          .sort((a, b) => b.puntos - a.puntos || a.orde - b.orde)[0];
        if (coEspecialidade && !ESPECIALIDADE_DO_POSTO.test(dobrar(posto.valor.toLowerCase()).slice(cabeza.length))) Object.assign(posto, { valor: coEspecialidade.valor, cita: String(coEspecialidade.cita) });
        // "bases para a contratación de catro peóns/peoas de brigada de prevención e defensa contra incendios forestais"
        // (the preamble) and "1. Obxecto: contratación de catro peóns/peoas, por un período…" (the object, stronger, its
        // head word alone): one post, named in full where the body names it in full. Only a name of one word, completed
        // by a complement ("de…") in a body sentence nearly as strong, not a title (textos-dev36 first run, t41).
        if (!coEspecialidade) {
          const so1 = dobrar(posto.valor.toLowerCase()).replace(/\s*\/\s*[a-z]+\b|\([ao]s?\)/g, '').trim();
          if (/^[a-z]{3,}$/.test(so1)) {
            const forza1 = Math.max(...nomes.filter((c) => c.valor === posto.valor).map((c) => c.puntos));
            // (not a name read in a sentence that names the post short too, "…de conserxes de centros educativos, no posto
            // de conserxe": the sentence says which is the post; nor a person after the post, "para a praza de psicólogo/a
            // de dona Rut…")
            const frasesCurtas = new Set(nomes.filter((c) => c.valor === posto.valor).map((c) => Math.floor(c.orde / 1000)));
            const completo = nomes
              .filter((c) => c.puntos >= forza1 - 1 && doc.frases[Math.floor(c.orde / 1000)]?.seccion !== 'titulo' && !frasesCurtas.has(Math.floor(c.orde / 1000)) && dobrar(c.valor.toLowerCase()).startsWith(dobrar(posto.valor.toLowerCase())) && /^ (?:de|do|da|del) (?!(?:dona|don|dna|d|sr|sra|senor|senora)\b)[a-z]/.test(dobrar(c.valor.toLowerCase()).slice(posto.valor.length)))
              .sort((a, b) => b.puntos - a.puntos || a.orde - b.orde)[0];
            if (completo) Object.assign(posto, { valor: completo.valor, cita: String(completo.cita) });
          }
        }
        // ("oficial/a de primeira albanel/a" in the title, "Oficial/a de 1.ª Albanel/a" in the body: one post, named as the
        // body prints it, its ordinal in digits)
        if (ORDINAL_PALABRA.test(posto.valor)) {
          // (the title printed again at the body's head is the title)
          const sen = (norm: string) => norm.replace(/\s+/g, ' ').replace(/[.:;]$/, '');
          const titulos = new Set(doc.frases.filter((f) => f.seccion === 'titulo').map((f) => sen(f.norm)));
          const noTitulo = (c: Candidato<string>) => doc.frases[Math.floor(c.orde / 1000)]?.seccion === 'titulo' || titulos.has(sen(doc.frases[Math.floor(c.orde / 1000)]?.norm ?? ''));
          const chave = palabrasPosto(posto.valor).join(' ');
          const soTitulo = !nomes.some((c) => c.valor === posto.valor && !noTitulo(c));
          const noCorpo = soTitulo ? [...nomes, ...categorias].find((c) => !noTitulo(c) && ORDINAL_DIXITOS.test(c.valor) && palabrasPosto(c.valor).join(' ') === chave) : undefined;
          if (noCorpo) Object.assign(posto, { valor: noCorpo.valor, cita: String(noCorpo.cita) });
        }
        // "bolsa de emprego de auxiliares do servizo de axuda no fogar" (the preamble) and "contratación laboral temporal de
        // auxiliares de axuda no fogar" (the object): one post, printed with and without its service; named as the body
        // names it without (dev11-coruna-02, dev5-lugo-06). Printed only with it, the service stays (coruna-17).
        const doServizo = SERVIZO_NO_NOME.exec(dobrar(posto.valor.toLowerCase()));
        if (doServizo) {
          const curto = `${doServizo[1]} ${doServizo[2]}`;
          const forzaS = Math.max(...nomes.filter((c) => c.valor === posto.valor).map((c) => c.puntos));
          const sen = nomes
            .filter((c) => c.puntos >= Math.max(1, forzaS - 2) && doc.frases[Math.floor(c.orde / 1000)]?.seccion !== 'titulo' && dobrar(c.valor.toLowerCase()) === curto)
            .sort((a, b) => b.puntos - a.puntos || a.orde - b.orde)[0];
          if (sen) Object.assign(posto, { valor: sen.valor, cita: String(sen.cita) });
        }
        const especialidade = especialidadeDaEscala(posto.valor);
        if (especialidade) posto.valor = `${posto.valor}, ${especialidade}`;
        const categoria = escoller(categorias, undefined, -5);
        out.posto = { ...posto, valor: categoria && categoria.valor !== posto.valor ? { nome: posto.valor, categoria: categoria.valor } : { nome: posto.valor } };
      }
      const t = escoller(totais, String);
      const porQuenda: Partial<Record<Quenda, number>> = {};
      for (const q of ['libre', 'promocionInterna', 'discapacidade'] as Quenda[]) {
        const feito = escoller(quendas[q], String);
        if (feito) porQuenda[q] = feito.valor;
      }
      // A reservation inside the places counted before it is not one more turn to add ("das cales dúas…", "incluídas catro").
      const dentro = porQuenda.discapacidade !== undefined && reservasDentro.has(porQuenda.discapacidade);
      const sumar = () => (porQuenda.libre ?? 0) + (porQuenda.promocionInterna ?? 0) + (dentro ? 0 : porQuenda.discapacidade ?? 0);
      let suma = sumar();
      if (t) {
        const prazas: Prazas = { total: t.valor };
        // The turns named without a number take what the numbered ones leave: "oposición libre" alone is all the
        // places; "dúas prazas, unha delas reservada a persoas con discapacidade, oposición libre" leaves one free.
        const resto = t.valor - suma;
        // (only when the numbered turns are in a sentence that states the total: "dúas prazas…, unha delas reservada a…")
        const frasesTotal = new Set(totais.filter((c) => c.valor === t.valor).map((c) => Math.floor(c.orde / 1000)));
        const xunto = suma === 0 || (['libre', 'promocionInterna', 'discapacidade'] as Quenda[]).some((q) => quendas[q].some((c) => frasesTotal.has(Math.floor(c.orde / 1000))));
        // A reservation inside the places: no arithmetic ("120 prazas, das que se reservan 12" names no free place), but a
        // turn said of every place holds them all, the reservation inside it ("corenta prazas pola quenda de acceso
        // libre, das cales catro se reservan…", "seis plazas… por el sistema de promoción interna. Del total de plazas
        // se reservará una…": libre or promoción interna is the total; the textos README's convention).
        if (dentro) {
          const q = mencions.size === 1 ? [...mencions][0] : mencions.size === 0 && libreNoSistema && !quendas.promocionInterna.length ? 'libre' : undefined;
          if (q && resto === t.valor && porQuenda[q] === undefined) porQuenda[q] = t.valor;
        } else if (resto > 0 && mencions.size === 1 && xunto && !(reservaPorcentaxe && porQuenda.discapacidade === undefined)) {
          const q = [...mencions][0];
          if (porQuenda[q] === undefined) porQuenda[q] = resto;
        } else if (resto === t.valor && mencions.size === 0 && libreNoSistema && !outraQuenda) {
          // "…de una plaza…" and, in another sentence or section, "Sistema selectivo: oposición libre": all are free.
          porQuenda.libre = resto;
        }
        suma = sumar();
        // Turns that add up to more than the first count ("Quenda libre: 3 prazas. Promoción interna: 2 prazas."): that count was a turn's.
        if (suma > t.valor) prazas.total = suma;
        Object.assign(prazas, porQuenda);
        out.prazas = { ...t, valor: prazas };
      } else if (suma > 0) {
        const q = (['libre', 'promocionInterna', 'discapacidade'] as Quenda[]).find((x) => porQuenda[x]);
        const feito = escoller(quendas[q!], String)!;
        out.prazas = { valor: { total: suma, ...porQuenda }, cita: feito.cita, confianza: Math.min(feito.confianza, 0.6) };
      }
      return out;
    },
  };
}
