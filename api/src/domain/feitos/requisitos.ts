import { calqueraDe } from '../alternativa.js';
import type { Feito, Galego } from 'shared/contract';
import { cita, partesLetradas, type Documento, type Frase } from './documento.js';
import { escoller, peso, type Candidato, type PesosSeccion } from './lectura.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { NUMERO, valorNumero } from './numeros.js';

/**
 * Requirements besides the degree: Galician (a CELGA level or its equivalent course, an exam within the process, or
 * an explicit "non se esixe"), driving licence classes and age limits other than the legal 16. A CELGA level scored
 * as a merit or a licence class worth points is not a requirement.
 */
export interface Requisitos {
  galego?: Feito<Galego>;
  carne?: Feito<string[]>;
  idade?: Feito<{ minima?: number; maxima?: number }>;
  /** The licence read is asked "para a praza de X": of one post, not of a call of several (index.ts drops it then). */
  carneDunPosto?: boolean;
}

const PESOS: PesosSeccion = { requisitos: 4, obxecto: 2, preambulo: 1, titulo: 1, sistema: 1, solicitudes: 0, tribunal: -6, nomeamento: -2, admision: -2, bolsa: -2, taxa: -3 };
/** The marks of a test: "que se cualificará de 0 a 3 puntos", "se calificará de cero a diez puntos"; folded. */
const NOTA_DA_PROBA = /\b(?:cualific|calific|puntu)\w*\s+(?:de|entre)\s+(?:0|cero)\s+(?:a|e|y|ata|hasta)\s+\S+\s+puntos?\b/g;
/** The marks of an exercise in brackets, beside the Galician test in one clause: "nun exercicio práctico (ata 20 puntos) e nunha proba de coñecemento da lingua galega"; folded. */
const NOTA_ENTRE_PARENTESES = /\(\s*(?:ata|hasta|maximo(?:\s+de)?|max\.?|de\s+(?:0|cero)\s+a)\s+\S+\s+puntos?\s*\)/g;
const MERITO = /\bpuntos?\b|\bpuntuacion|\bvalorar|\bse valorara|\bvaloracion|\bmeritos?\b|\bbaremo/;
/**
 * The merits as one item of a list of the process's parts, the Galician test another: "un exercicio práctico, a
 * valoración de méritos e unha proba de coñecemento da lingua galega", "la valoración de méritos y una prueba de
 * gallego": the merits are not the test's (masked before asking whether the language is only a merit); folded.
 */
const MERITOS_ITEM_DA_LISTA = /\b(?:(?:valoracion|baremacion)\s+(?:de\s+)?(?:os\s+|los\s+)?)?meritos\s*(?:,|\be\b|\by\b)\s*(?=(?:(?:unha|un|una|a|o|la|el)\s+)?(?:proba|prueba|exame|examen|exercicio|ejercicio)\s+(?:de\s+)?(?:(?:conecemento|conocimiento)\s+)?(?:(?:da|de la|del)\s+)?(?:(?:lingua|lengua|idioma)\s+)?(?:galeg|galleg))/;

// ---- Galician ----------------------------------------------------------------------------------------------------

const CELGA = /\bcelga\s*-?\s*(?:nivel\s*)?([1-4]|iv|iii|ii|i)\b/g;
const CURSOS: [RegExp, 1 | 2 | 3 | 4][] = [
  [/\bcurso de perfeccionamento\b|\bcurso de perfeccionamiento\b|\blinguaxe administrativa galega,? (?:\(?nivel\s+)?(?:medio|superior)|\blenguaje administrativo gallego,? (?:\(?nivel\s+)?(?:medio|superior)|\b(?:nivel|curso) (?:medio|superior) de linguaxe administrativa|\b(?:nivel|curso) (?:medio|superior) de lenguaje administrativo/, 4],
  [/\bcurso de iniciacion\b/, 3],
];
const ROMANOS: Record<string, 1 | 2 | 3 | 4> = { i: 1, ii: 2, iii: 3, iv: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
// ("oferta de emprego público do exercicio 2032": the year of an offer, not an exercise)
const EXAME_GALEGO = /\b(?:exercicios?(?!\s+(?:de\s+)?\d{4}\b)|exames?|probas?|ejercicios?(?!\s+(?:de\s+)?\d{4}\b)|examen(?:es)?|pruebas?|tests?)\b[^.;]{0,110}\b(?:lingua galega|idioma galego|galego|gallego|lengua gallega)\b|\b(?:lingua galega|idioma galego|lengua gallega|galego|gallego)\b[^.;]{0,50}\b(?:exercicio|exame|proba|ejercicio|examen|prueba)\b|\btraduc\w*\b[^.;]{0,80}\b(?:galego|gallego)\b|\b(?:non|no)\s+(?:acredit|pose|posu|tenan|tengan|estean|esten)\w*\s+(?:(?:en posesion d[eo]l?\s+)?(?:o|el)\s+)?(?:celga|certificado celga)\b[^.;]{0,40}\b(?:realizar\w*|fara[nr]?|hara[nr]?|deber\w*|teran que|tendran que|someter\w*)\s+(?:[^.;]{0,30}\s)?(?:exercicio|exame|proba|ejercicio|examen|prueba)\b/;
// (the test set for those without the Celga: "as persoas aspirantes que non acrediten o Celga 4 realizarán unha proba de
// tradución", "quienes no acrediten el Celga 4 realizarán un examen": a Galician test, from which Celga holders are exempt)
/**
 * The exercises listed after their label, clause by clause, one of them of the language: "Exercicios: primeiro, teórico;
 * segundo, práctico; terceiro, de coñecemento da lingua galega", "Ejercicios: el primero, teórico; el tercero, de
 * conocimiento de la lengua gallega"; folded (the clause the ordinal opens names the language).
 */
const EXERCICIO_LISTADO = /\b(?:exercicios|ejercicios|probas|pruebas)\b[^.]{0,200}?\b(?:primeir[oa]|segund[oa]|terceir[oa]|cuart[oa]|quint[oa]|sext[oa]|primer[oa]|tercer[oa]|ultim[oa])\s*[,:]\s*[^.;,]{0,60}\b(?:lingua galega|idioma galego|lengua gallega|idioma gallego|galego|gallego)\b/;
/** A test held or summoned to: "convócase…", "realizarase", "se celebrará", "terá lugar"; folded. */
const PROBA_CONVOCADA = /\b(?:convoca\w*|realizar\w*|realizacion|celebrar\w*|celebracion|tera lugar|tendra lugar)\b/;
/** A body named "galego"/"gallego": "Servizo Galego de Saúde", "Instituto Gallego de Vivienda", "Consorcio Galego de Servizos de Igualdade"; folded. */
const ORGANISMO_GALEGO = /\b(?:servizo|servicio|instituto|consorcio|axencia|agencia|fundacion|sociedade|sociedad|parlamento|consello|consejo|centro|observatorio|rexistro|registro|sistema)\s+(?:galeg|galleg)[oa]s?\b/g;
const EXENTO = /\bagas\b|\bsalvo\b|\bexcepto\b|\bexceptu|\bexent|\bexim|\bdispensad|\bliberad|\bnon (?:terán|teran|deberán|deberan|haberan|haberán) (?:que )?(?:de )?realizar|\bno (?:tendrán|tendran|deberán|deberan|habran|habrán) (?:que )?(?:de )?realizar/;
const NON_SE_ESIXE = /\bnon se (?:esixe|require|esixira|requirira)|\bno se (?:exige|requiere|exigira|requerira)|\bnon (?:sera|e) (?:necesari|preciso|obrigatori)|\bno (?:sera|es) (?:necesari|preciso|obligatori)/;
/** "Non se esixe o coñecemento da lingua galega", "No se exige el gallego": the language itself not required; folded. */
// (or the language as a requirement's label, ruled out after its colon: "c) Coñecemento da lingua galega: non se esixe
// para estas prazas, sen prexuízo da súa valoración como mérito", "Conocimiento del gallego: no se exige"; class: "non
// se esixe" Galician after its label)
const NON_SE_ESIXE_GALEGO = /\b(?:non se (?:esixe|require|esixira|requirira)|no se (?:exige|requiere|exigira|requerira))\b[^.;]{0,50}\b(?:galeg|galleg|celga)|\b(?:galeg|galleg)[oa]s?\s*:\s*(?:non se (?:esixe|require|esixira|requirira)|no se (?:exige|requiere|exigira|requerira))\b/;
const EXERCICIO = /\b(?:exercicio|ejercicio|proba|prueba|exame|examen)\b/;
const LINGUA_GALEGA = /\b(?:lingua galega|idioma galego|lengua gallega|idioma gallego)\b/;
/**
 * Exempt from "this" exercise, test or exam ("Estarán exentas deste exercicio as persoas que acrediten o Celga 4",
 * "Quedarán exentos de realizar esta prueba quienes acrediten el Celga 4"): with a Celga level, the exercise is one of
 * Galician, even when the sentence does not name the language (the line above does).
 */
const EXENTO_DO_EXERCICIO = /\b(?:exent|exim|dispensad)\w*\s+(?:de\s+)?(?:realizar\s+|facer\s+|hacer\s+)?(?:(?:deste|desta|do|da|este|esta|o|a|de este|de esta|del|de la|el|la|dicho|dicha|o devandito|a devandita)\s+)(?:(?:devandit|citad|referid|mencionad)\w*\s+)?(?:exercicio|proba|exame|ejercicio|prueba|examen)\b/;
/** "Non se realizará proba de galego", "No se celebrará ejercicio de gallego": the exam is ruled out, not held. */
const SEN_EXAME = /\b(?:non|no)\s+(?:se\s+)?(?:realizar\w*|celebrar\w*|fara|hara|levara a cabo|llevara a cabo|haber\w*|habra|existir\w*|incluir\w*|esixir\w*|exigir\w*|require|requiere)\s+(?:ningun(?:ha|a)?\s+|o\s+|el\s+|a\s+|la\s+)?$|\bsen\s+$|\bsin\s+$/;
/** A Celga level tied to a group, category or post: "Celga 4 (grupos A1 e A2)", "Celga 3 para a categoría de…"; folded. */
const NIVEL_POR_POSTO = /\bcelga\s*-?\s*(?:nivel\s*)?(?:[1-4]|iv|iii|ii|i)\b\s*(?:\(\s*|,\s*)?(?:para\s+(?:o|a|os|as|el|la|los|las)\s+|nos?\s+|nas?\s+|en\s+(?:el|la|los|las)\s+)?(?:sub)?(?:grupos?|categorias?|prazas?|plazas?|postos?|puestos?)\b/;
/** Two staffs, each named before its own Celga level: "o persoal docente… o Celga 4 e o persoal de apoio o Celga 3"; folded. */
const NIVEL_POR_PERSOAL = /\b(?:persoal|personal)\b[^.;]{0,80}\bcelga\b[^.;]{0,40}\b(?:persoal|personal)\b[^.;]{0,60}\bcelga\b/;
/**
 * Each level followed by the posts it is asked of in brackets: "o Celga 4 (director/a e docentes) ou o Celga 3
 * (administrativo/a)", "Celga 4 (técnicos) y Celga 3 (auxiliares)"; not a level's equivalent or course in brackets; folded.
 */
const NIVEL_ENTRE_PARENTESES = '\\bcelga\\s*-?\\s*(?:nivel\\s*)?(?:[1-4]|iv|iii|ii|i)\\s*\\((?![^()]*\\b(?:equivalente|equivalencia|nivel|curso|celga|homologad\\w*|validad\\w*|perfeccionamento|perfeccionamiento|iniciacion)\\b)\\s*[a-z][^()]{1,60}\\)';
const NIVEIS_CON_POSTOS = new RegExp(`${NIVEL_ENTRE_PARENTESES}[^.;]{0,40}${NIVEL_ENTRE_PARENTESES}`);
/** A cause of exclusion in a list of candidates ("non acredita o Celga 4"). */
const EXCLUSION = /\bexcluid|\bcausas? de exclusion|\bmotivos? de exclusion|\b(?:non|no) acredita\b|\b(?:non|no) presenta\b/;
const REQUISITO = /\brequisito|\bestar en posesion|\bposuir|\bposeer|\bacreditar|\bacredit\w+|\bdeber\w+|\besixi|\bexigi/;

// ---- driving licence ---------------------------------------------------------------------------------------------

/** Before a licence, what a candidate failed to provide: "(non achega o…", "(no aporta el…", "por non acreditar o…"; folded. */
const CAUSA_EXCLUSION_ANTES = /\b(?:non|no)\s+(?:achega|achegar|aporta|aportar|acredita|acreditar|presenta|presentar|xustifica|xustificar|justifica|justificar)\b[^.;()]{0,20}$|\b(?:falta|carencia)\s+(?:de|do|da|del)\s+(?:o\s+|el\s+)?$/;
/** Before the licence, the one post it is asked for: "Para a praza de oficial/a esixirase…", "para el puesto de conductor, el…". */
const PARA_UN_POSTO = /\b(?:para|na|en)\s+(?:a|la|o|el|as|os|las|los)\s+(?:prazas?|plazas?|postos?|puestos?|categorias?)\s+(?:de|do|da|del)\s+[^.;]{2,60}$/;
/** Requirements stated category by category: "a esixida para cada categoría", "según la categoría", "respectivamente". */
const POR_CATEGORIA = /\b(?:para|de|en) cada (?:unha das |una de las )?(?:categorias?|postos?|puestos?|prazas?|plazas?|especialidades?)\b|\b(?:segundo|segun|conforme a) (?:a|la) (?:categoria|praza|plaza|posto|puesto|especialidade?)\b/;
const PERMISO = /\b(?:permisos?|carnes?|carnets?|licenzas?|licencias?)\s+(?:de\s+)?(?:conducir|conducion|conduccion|condutor|conductor)\b|\b(?:permisos?|carnes?|carnets?)\s+(?:(?:da|de la|de)\s+)?(?:clases?|tipos?|categorias?)\b/g;
/** A class, upper case as published, or the words between classes. */
const CLASE = /^(?:AM|A1|A2|BTP|B\s?\+\s?E|BE|B|C1\s?\+\s?E|C1E|C1|C\s?\+\s?E|CE|C|D1\s?\+\s?E|D1E|D1|D\s?\+\s?E|DE|D|A)\b/;
const ENTRE_CLASES = /^\s*(?:(?:,|:|\/|-|\(|\)|\bda\b|\bde\b|\bdel\b|\bla\b|\bas\b|\blas\b|\bos\b|\blos\b|\bdo\b|\bdos\b|\bdas\b|\bel\b|\bclases?\b|\btipos?\b|\bcategor[ií]as?\b|\bClases?\b|\bTipos?\b|\bCategor[ií]as?\b|\be\b|\by\b|\bou\b|\bo\b|\bu\b)\s*)*/;

// ---- age ---------------------------------------------------------------------------------------------------------

const IDADE_ENTRE = new RegExp(`\\b(?:entre|idade comprendida entre|edad comprendida entre|entre os|entre los)\\s+(?:os\\s+|los\\s+)?(${NUMERO})\\s+(?:anos\\s+)?(?:e|y|ata|hasta)\\s+(?:os\\s+|los\\s+)?(${NUMERO})\\s+anos`, 'g');
const IDADE_MIN = new RegExp(`\\b(?:cumprid[oa]s?|cumplid[oa]s?|feitos|maior de|mayor de|minimo de)(?:\\s+(?:a|la)\\s+(?:idade|edad)(?:\\s+minima)?(?:\\s+de)?)?\\s+(?:os\\s+|los\\s+)?(${NUMERO})\\s+anos|\\b(?:idade|edad)\\s+minima\\s+(?:de\\s+|exixida de\\s+|esixida de\\s+)?(${NUMERO})\\s+anos|\\b(?:ter|tener|haber)\\s+(${NUMERO})\\s+anos\\s+(?:de\\s+(?:idade|edad)\\s+)?(?:cumprid|cumplid)`, 'g');
/** "ter 45 ou máis anos", "tener veinticinco años o más". */
const IDADE_OU_MAIS = new RegExp(`\\b(?:ter|tener)\\s+(${NUMERO})\\s+(?:anos\\s+)?(?:ou|o)\\s+mais\\b`, 'g');
/** "e non ter cumpridos os trinta e cinco", "no haber cumplido los treinta y cinco": the years are understood. */
const IDADE_MAX_SEN_ANOS = new RegExp(`\\b(?:non|no)\\s+(?:(?:ter|tener|haber)\\s+(?:cumprid|cumplid)[oa]s?|superar|exceder|sobrepasar)\\s+(?:os|los|a|la)?\\s*(?:idade\\s+de\\s+|edad\\s+de\\s+)?(${NUMERO})(?=\\s*(?:[;.,)]|$|\\s+(?:e|y|ou|o)\\s(?!\\s*(?:un|unha|uno|una|dous|duas|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve)\\b)))`, 'g');
const IDADE_MAX = new RegExp(`\\b(?:(?:non|no)\\s+(?:exceder|superar|ter cumprid[oa]s?|haber cumplid[oa]s?|tener cumplid[oa]s?|ter mais de|tener mas de|ser maior de|ser mayor de)[^.;]{0,40}?|idade maxima(?: de)?|edad maxima(?: de)?|menor de|maximo de)\\s+(?:os\\s+|los\\s+)?(${NUMERO})\\s+anos`, 'g');
/** "Ter cumpridos dous anos de servizo": years of service, not of age. */
// ("ter cumpridos vinte e cinco anos na data de inicio do obradoiro": an age on a day, not years in a post)
/**
 * After the classes, another way to meet the requirement: "permiso de conducir da clase B ou declarar a dispoñibilidade
 * dun medio de transporte", "permiso de la clase B o disponer de vehículo propio": the licence is no requirement; folded.
 */
const OU_OUTRO_MEDIO = /^[^.;]{0,20}?\s(?:ou|o)\s+(?:ben\s+|bien\s+)?(?:(?:declarar|acreditar|comprometerse a|comprometerse|garantir|garantizar)\s+)?(?:(?:a|la)\s+)?(?:dispo\w*|dispor|ter|tener|contar con|posuir|poseer)\b[^.;]{0,60}?\b(?:medios? de (?:transporte|locomocion|desprazamento|desplazamiento)|vehiculo)/;
const ANOS_NON_IDADE = /^\s*(?:de\s+(?:servizos?|servicios?|antigu\w*|experiencia|exercicio|ejercicio|permanencia|residencia|carne|carnet|permiso|antiguedade?)|(?:no|na|en\s+(?:el|la|o|a))\s+(?!(?:data|fecha|dia|momento)\b)|como\s)/;

/** "…que se seleccionará noutro proceso", "seleccionados en otro proceso": people of another process than this call's; folded. */
const OUTRO_PROCESO = /\b(?:noutro|noutros|en otro|en otros|nun outro|en un otro|mediante outro|mediante otro|por outro|por otro) (?:proceso|procedemento|procedimiento)\b/;
/** The clause (between semicolons) of a folded sentence around a position. */
function clausulaDe(n: string, i: number): string {
  const a = n.lastIndexOf(';', i) + 1;
  const b = n.indexOf(';', i);
  return n.slice(a, b < 0 ? n.length : b);
}

/**
 * A "non se esixe" of the clause (between semicolons) that names the language: "Requisitos: non se esixe titulación
 * ningunha; Celga 2 ou equivalente, ou superar a proba de galego…" rules out a degree, not Galician; folded.
 */
const NON_SE_ESIXE_G = new RegExp(NON_SE_ESIXE.source, 'g');
function naClausulaDoGalego(n: string): RegExpExecArray | null {
  NON_SE_ESIXE_G.lastIndex = 0;
  for (let m = NON_SE_ESIXE_G.exec(n); m; m = NON_SE_ESIXE_G.exec(n)) if (/galeg|galleg|celga/.test(clausulaDe(n, m.index))) return m;
  return null;
}
/** The words every mention of the Galician language holds (galego, gallego, CELGA): a guard. */
const TALVEZ_GALEGO = calqueraDe(['galeg', 'galleg', 'celga']);

export function novoLectorRequisitos(doc: Documento, _ctx: ContextoFeitos): Lector<Requisitos> {
  const galegos: Candidato<Galego>[] = [];
  const carnes: Candidato<string[]>[] = [];
  const dunPosto = new Set<Candidato<string[]>>();
  const minimas: Candidato<number>[] = [];
  const maximas: Candidato<number>[] = [];
  const lingua = doc.lingua;
  /** The sentence of the last exam of Galician read: an exemption right below it is that exam's. */
  let ultimoExame = -10;
  /** The body rules the exam of Galician out ("non se realizará proba de galego"): a test held in Galician elsewhere is no exam of it. */
  let semProbaDeGalego = false;

  function galego(f: Frase, orde: number, base: number): void {
    if (!TALVEZ_GALEGO.test(f.norm)) return;
    galegoDaFrase(f, orde, base);
  }

  /** galego's reading of a sentence that names the language (apart from the test asked of every sentence). */
  function galegoDaFrase(f: Frase, orde: number, base: number): void {
    // "Servizo Galego de Saúde", "Instituto Galego de…": a body's name says nothing of the language (masked, same length).
    const enteira = f.norm.includes('galeg') || f.norm.includes('galleg') ? f.norm.replace(ORGANISMO_GALEGO, (m) => ' '.repeat(m.length)) : f.norm;
    // ("c) Titulación: non se esixe… d) Coñecemento da lingua galega: … proba de galego": of a list of lettered
    // requirements in one sentence, only the parts that speak of the language)
    const n = partesLetradas(enteira, (p) => /galeg|galleg|celga/.test(p)) ?? enteira;
    if (!TALVEZ_GALEGO.test(n)) return;
    // ("…realizarán un exame de coñecemento da lingua galega, que se cualificará de 0 a 3 puntos": the exam's marks, no merit)
    // (nor another exercise's marks in brackets: "nun exercicio práctico (ata 20 puntos) e nunha proba de… lingua galega")
    // (every clause naming the language a merit: "No se exige el gallego como requisito; el CELGA se valorará como mérito"
    // still states the requirement in its first clause)
    // ("No se exige el conocimiento de la lengua gallega, que se valorará como mérito en caso de empate": the requirement
    // ruled out, the merit after it a tie-break)
    const soMerito = (clausula: string) => MERITO.test(clausula) && !NON_SE_ESIXE_GALEGO.test(clausula) && !(EXAME_GALEGO.test(clausula) && !MERITO.test(clausula.replace(MERITOS_ITEM_DA_LISTA, ' ').replace(NOTA_DA_PROBA, ' ').replace(NOTA_ENTRE_PARENTESES, ' ')));
    const clausulas = ['galeg', 'galleg', 'celga'].map((w) => n.indexOf(w)).filter((i) => i >= 0).map((i) => clausulaDe(n, i));
    if (clausulas.every(soMerito)) return;
    const c = (valor: Galego, puntos: number, a: number, b: number) => galegos.push({ valor, puntos, orde: orde * 1000 + a, cita: cita(doc, f, f.ini + a, f.ini + b) });
    // "Non se realizará proba de galego" rules the exam out: the level asked for, if any, is the requirement.
    let exame = EXAME_GALEGO.exec(n);
    const negado = exame !== null && SEN_EXAME.test(n.slice(Math.max(0, exame.index - 40), exame.index));
    if (negado) { exame = null; semProbaDeGalego = true; }
    const non = negado ? null : naClausulaDoGalego(n);
    if (non && !(exame && exame.index < non.index + 60 && /realiz|facer|hacer|examinar/.test(n.slice(non.index, exame.index + 20)))) {
      c({ requisito: 'ningun' }, base + 3, non.index, non.index + non[0].length);
      return;
    }
    // "(exentas as persoas con Celga 4)": an exemption from an exam of Galician is an exam.
    if (!exame && !negado && EXENTO.test(n) && n.includes('celga') && /galeg|galleg/.test(n)) exame = EXENTO.exec(n);
    // "Terceiro exercicio:" heading its own line "coñecemento da lingua galega.": the heading names the exam.
    const previa = doc.frases[orde - 1];
    if (!exame && !negado && previa?.encabezado && EXERCICIO.test(previa.norm) && LINGUA_GALEGA.test(n)) exame = LINGUA_GALEGA.exec(n);
    // "Estarán exentas as persoas que… acrediten o Celga 4", right after the exam: its exemption, not a requirement.
    if (!exame && !negado && EXENTO.test(n) && n.includes('celga') && orde - ultimoExame <= 2) exame = EXENTO.exec(n);
    if (!exame && !negado && n.includes('celga')) exame = EXENTO_DO_EXERCICIO.exec(n);
    if (!exame && !negado && (n.includes('exercicios') || n.includes('ejercicios') || n.includes('probas') || n.includes('pruebas'))) exame = EXERCICIO_LISTADO.exec(n);
    // An exam and a CELGA level in one sentence: those who hold the level are spared the exam.
    if (exame) {
      ultimoExame = orde;
      c({ requisito: 'exame' }, base + 3 + (f.seccion === 'sistema' ? 1 : 0), exame.index, exame.index + exame[0].length);
      return;
    }
    // A cause of exclusion naming a level ("non acredita o Celga 4") says nothing of the call; one naming the exam does.
    if (EXCLUSION.test(n)) return;
    // "Celga 4 (grupos A1 e A2) ou Celga 3 (grupo C2)": a level for each group or post of a call of several, none the call's.
    // (matchAll starts where the shared global pattern's last exec left it, maybe in another body: from the start)
    CELGA.lastIndex = 0;
    const niveis = new Set([...n.matchAll(CELGA)].map((x) => ROMANOS[x[1]]));
    // ("O persoal directivo e docente deberá acreditar o Celga 4 e o persoal de apoio o Celga 3": a level for each staff)
    if (niveis.size > 1 && (NIVEL_POR_POSTO.test(n) || NIVEL_POR_PERSOAL.test(n) || NIVEIS_CON_POSTOS.test(n))) return;
    CELGA.lastIndex = 0;
    let nivel: { n: 1 | 2 | 3 | 4; a: number; b: number } | null = null;
    const m = CELGA.exec(n);
    if (m) nivel = { n: ROMANOS[m[1]], a: m.index, b: m.index + m[0].length };
    for (const [re, nv] of CURSOS) {
      if (nivel) break;
      const k = re.exec(n);
      if (k) nivel = { n: nv, a: k.index, b: k.index + k[0].length };
    }
    if (nivel) c({ requisito: 'celga', nivel: nivel.n }, base + (REQUISITO.test(n) ? 2 : 1), nivel.a, nivel.b);
  }

  function carne(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    if (!/permiso|carne|licenz|licenc/.test(n)) return;
    carneDaFrase(f, orde, base, n);
  }

  /** carne's reading of a sentence that names a licence (apart from the test asked of every sentence). */
  function carneDaFrase(f: Frase, orde: number, base: number, n: string): void {
    // "a esixida para cada categoría (…; título de graduado… e permiso de conducir da clase C)": a requirement of one
    // of the categories, not of the call.
    if (POR_CATEGORIA.test(n)) return;
    PERMISO.lastIndex = 0;
    for (let m = PERMISO.exec(n); m; m = PERMISO.exec(n)) {
      if (MERITO.test(clausulaDe(n, m.index))) continue;
      // "Fulano (non achega o permiso de conducir da clase C)": a candidate's cause of exclusion, not the call's requirement.
      if (CAUSA_EXCLUSION_ANTES.test(n.slice(Math.max(0, m.index - 40), m.index))) continue;
      const clases: string[] = [];
      let i = f.ini + m.index + m[0].length;
      const fin = Math.min(f.fin, i + 90);
      for (;;) {
        const resto = doc.texto.slice(i, fin);
        const sep = ENTRE_CLASES.exec(resto)![0].length;
        const k = CLASE.exec(resto.slice(sep));
        if (!k) break;
        clases.push(k[0].replace(/\s/g, ''));
        i += sep + k[0].length;
      }
      // "…das clases A2 e B, así como da autorización BTP": the authorisation for priority vehicles is a class too.
      const btp = /\bBTP\b/.exec(doc.texto.slice(i, Math.min(f.fin, i + 120)));
      if (clases.length && btp && !clases.includes('BTP') && !/[;]/.test(doc.texto.slice(i, i + btp.index))) {
        i += btp.index + 3;
        clases.push('BTP');
      }
      if (!clases.length || OU_OUTRO_MEDIO.test(n.slice(i - f.ini, i - f.ini + 110))) continue;
      const c = { valor: [...new Set(clases)], puntos: base + 2, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, i) };
      carnes.push(c);
      if (PARA_UN_POSTO.test(n.slice(Math.max(0, m.index - 80), m.index))) dunPosto.add(c);
    }
  }

  function idade(f: Frase, orde: number, base: number): void {
    const n = f.norm;
    if (!n.includes('anos')) return;
    // ("ter entre dezaseis e vinte e nove anos, ambos incluídos": a range names no age word)
    if (!/idade|edad|cumprid|cumplid|maior de|mayor de|menor de|exceder|superar|ou mais|o mas|\bentre\b/.test(n)) return;
    // ("O alumnado traballador, que se seleccionará noutro proceso, deberá ter 25 ou máis anos": the age of people chosen in
    // another process, as a workshop's staff call says of its trainees)
    if (n.includes('proceso') && OUTRO_PROCESO.test(n)) return;
    idadeDaFrase(f, orde, base, n);
  }

  /** idade's reading of a sentence that states an age (apart from the tests asked of every sentence). */
  function idadeDaFrase(f: Frase, orde: number, base: number, n: string): void {
    const push = (lista: Candidato<number>[], v: number | null, m: RegExpExecArray) => {
      if (v === null || v < 14 || v > 70 || (/anos$/.test(m[0]) && ANOS_NON_IDADE.test(n.slice(m.index + m[0].length, m.index + m[0].length + 30)))) return;
      lista.push({ valor: v, puntos: base + 2, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
    };
    IDADE_ENTRE.lastIndex = 0;
    for (let m = IDADE_ENTRE.exec(n); m; m = IDADE_ENTRE.exec(n)) {
      push(minimas, valorNumero(m[1], lingua), m);
      push(maximas, valorNumero(m[2], lingua), m);
    }
    IDADE_MAX.lastIndex = 0;
    const maxAt = new Set<number>();
    for (let m = IDADE_MAX.exec(n); m; m = IDADE_MAX.exec(n)) {
      push(maximas, valorNumero(m[1], lingua), m);
      maxAt.add(m.index + m[0].length);
    }
    for (const re of [IDADE_OU_MAIS]) {
      re.lastIndex = 0;
      for (let m = re.exec(n); m; m = re.exec(n)) push(minimas, valorNumero(m[1], lingua), m);
    }
    IDADE_MAX_SEN_ANOS.lastIndex = 0;
    for (let m = IDADE_MAX_SEN_ANOS.exec(n); m; m = IDADE_MAX_SEN_ANOS.exec(n)) {
      push(maximas, valorNumero(m[1], lingua), m);
      maxAt.add(m.index + m[0].length);
    }
    IDADE_MIN.lastIndex = 0;
    for (let m = IDADE_MIN.exec(n); m; m = IDADE_MIN.exec(n)) {
      // "non ter cumpridos os 36 anos" is a maximum, read above.
      if (maxAt.has(m.index + m[0].length) || /\b(?:non|no)\s+(?:\S+\s+){0,2}$/.test(n.slice(Math.max(0, m.index - 20), m.index))) continue;
      push(minimas, valorNumero(m[1] ?? m[2] ?? m[3], lingua), m);
    }
  }

  return {
    frase(f, orde) {
      const base = peso(PESOS, f.seccion);
      if (base < -3) {
        // Below the tribunal's names, a step that holds the Galician test ("3.º Convocar as persoas aspirantes para a
        // realización da proba de coñecemento da lingua galega o día…", "La prueba de gallego se realizará…"): an exam.
        const n = f.norm;
        if (f.seccion === 'tribunal' && (n.includes('galeg') || n.includes('galleg')) && PROBA_CONVOCADA.test(n) && EXAME_GALEGO.test(n)) galego(f, orde, 0);
        return;
      }
      galego(f, orde, base);
      carne(f, orde, base);
      idade(f, orde, base);
    },
    resultado() {
      const out: Requisitos = {};
      // An exam of Galician in the process (for those without the level) is the requirement people meet.
      // (unless the body rules it out: "…Celga 3… non se realizará proba de galego", and the practical test "en galego")
      const lidos = semProbaDeGalego ? galegos.filter((x) => x.valor.requisito !== 'exame') : galegos;
      const exames = lidos.filter((x) => x.valor.requisito === 'exame' && x.puntos >= 2);
      const g = escoller(exames.length ? exames : lidos, (v) => `${v.requisito}${v.nivel ?? ''}`, 2);
      if (g) out.galego = g;
      const c = escoller(carnes, (v) => v.join(','), 2);
      if (c) out.carne = c;
      // (every reading of that licence is of one post: a call of several posts does not ask it of all)
      const clave = c?.valor.join(',');
      const mesmas = carnes.filter((x) => x.valor.join(',') === clave);
      if (c && mesmas.every((x) => dunPosto.has(x))) out.carneDunPosto = true;
      // 16 is the legal minimum for everyone: only another limit is a fact of this call.
      const min = escoller(minimas.filter((x) => x.valor !== 16), String, 2);
      const max = escoller(maximas, String, 2);
      if (min || max) {
        const valor: { minima?: number; maxima?: number } = {};
        if (min) valor.minima = min.valor;
        if (max) valor.maxima = max.valor;
        const fonte = min && max ? (min.confianza >= max.confianza ? min : max) : (min ?? max)!;
        out.idade = { valor, cita: fonte.cita, confianza: fonte.confianza };
      }
      return out;
    },
  };
}
