import { calqueraDe } from '../alternativa.js';
import { canonicalWord } from '../tesauro.js';
import { BASES_ESPECIFICAS, cita, type Documento, type Frase } from './documento.js';
import { peso, type Candidato, type PesosSeccion } from './lectura.js';
import { grupoDoTramo } from './clasificacion.js';
import { NUMERO } from './numeros.js';
import type { FilaTaboa } from './taboa.js';

/**
 * The announced lists of posts, read for the post's reader (posto.ts): the several posts a call of several names where
 * it is described. A list announced by its lead-in ("as seguintes prazas:", "do seguinte persoal:"), one item a line,
 * marked or counted ("- Dúas (2) prazas de peón", "Fisioterapeuta: 45 plazas."), below subtitles of turn ("Pola quenda
 * de promoción interna:"); a list printed in one sentence ("…las siguientes plazas: una de Conserje y dos de Peón/a");
 * posts' cards ("Praza: Educador/a social." / "Número: 1."); people or workers counted ("…das seguintes persoas:", "…de
 * cinco traballadores/as:"); a table of several posts. Gives the items (`itens`, read by postos.ts) and whether the body
 * calls several posts (`variosPostos`).
 */

/** "Tres plazas de Ingeniero/a…", "- Dúas (2) prazas de peón", a table's row: a post named where the call is described. */
export interface ItemPosto {
  nome: string;
  /** A table's row states its places; an item in text has its count in [ini, conta) ("Tres ", "a) Dúas (2) prazas de "). */
  prazas?: number;
  conta?: number;
  /** A table's group cell, folded. */
  grupoCela?: string;
  quenda?: 'libre' | 'promocionInterna' | 'discapacidade';
  /** The sentence, and where the item starts (its count) and its name ends in the document's text. */
  frase: number;
  ini: number;
  fin: number;
}

/** Several processes in one body: a list of posts, "procesos selectivos", "varias prazas". */
// ("as seguintes prazas do corpo auxiliar, subgrupo C2:" above a table of turns names one corps: not many posts)
// ("por coincidir coa realización doutros procesos selectivos", "con otros procesos selectivos": other calls, not this body's)
/** What says several posts besides an announced list of places: "procesos selectivos", "varias prazas". */
const VARIOS_NON_LISTA = /(?<!\b(?:d?outros|noutros|cos outros|otros|demais|demas|restantes)\s)\bprocesos selectivos\b|\b(?:varias|diversas) (?:prazas|plazas)\b/;
/** An announced list of places ("as seguintes prazas", not one corps' "as seguintes prazas do corpo auxiliar"). */
// (or the adjective after the noun: "das prazas seguintes:", "de las plazas siguientes:")
const SEGUINTES_PRAZAS = /\b(?:as|las) (?:seguintes|siguientes) (?:prazas|plazas)\b(?! (?:do|da|del|de la|de) (?:corpo|cuerpo|escala|subescala)\b)|\b(?:as|las) (?:prazas|plazas) (?:seguintes|siguientes)\b/;
const UN_ITEM = `${NUMERO}(?:\\/(?:unha|una|duas|dous|dos|tres|catro|cuatro|[a-z]{3,6}))?|un\\/unha|un\\/a|un\\(ha\\)`;
/** A count, its digits repeated in brackets or not: "seis (6)", "dúas", "45"; folded, for the patterns below. */
const CONTA = `(?:${NUMERO})(?:\\s*\\(\\s*\\d+\\s*\\))?`;
/**
 * A list of the staff or places called, announced by its lead-in ("do seguinte persoal:", "as seguintes prazas:", "los
 * siguientes puestos:"), not one corps' turns ("as seguintes prazas do corpo auxiliar:").
 */
// ("…para o ingreso nas seguintes escalas…:", "…en las siguientes plazas…:": a list of scales or corps announced too)
// ("…das seguintes prazas de persoal funcionario de carreira:", "de los siguientes puestos:": after "de" too)
// (and places counted with their share-out, "Convócanse corenta prazas pola quenda libre, coa seguinte distribución:"; the
// places of the general administration's scale, which holds several posts, "nas seguintes prazas da escala de
// administración xeral:")
const ANUNCIO_LISTA = '\\b(?:(?:d?o|del?|el) (?:seguinte|siguiente) (?:persoal|personal)|(?:d?o|del?|el) (?:persoal|personal)(?: (?:laboral|funcionario|estatutario))?(?: (?:temporal|fixo|fijo|interino|indefinido|de carreira|de carrera))? (?:seguinte|siguiente)|(?:[dn]?as|las|[dn]?os|los) (?:seguintes|siguientes) (?:prazas|plazas|postos|puestos|categorias|escalas|corpos|cuerpos)(?! (?:do|da|del|de la|de) (?:corpo|cuerpo|escala|subescala)\\b(?! de administracion (?:xeral|general|especial)\\b))|(?:[dn]?as|las|[dn]?os|los) (?:prazas|plazas|postos|puestos|categorias) (?:seguintes|siguientes)|(?:prazas|plazas)\\b[^:]{0,200}\\b(?:coa|con la|segundo a|segun la) (?:seguinte|siguiente) distribucion)\\b[^:]{0,360}:';
const LISTA_ANUNCIADA = new RegExp(`${ANUNCIO_LISTA}$`);
/**
 * A list announced by a heading line of its own that names the posts called, up to its colon: "Postos convocados, en
 * réxime de contratación laboral temporal pola duración do obradoiro (doce meses):", "Plazas convocadas:", "Relación de
 * puestos que se convocan:"; folded. (The line's head only: "Número de prazas convocadas: 3" ends on no colon.)
 */
const POSTOS_CONVOCADOS = /^(?:relacion\s+de\s+)?(?:(?:as|os|las|los)\s+)?(?:prazas|plazas|postos|puestos|categorias)\s+(?:convocad[oa]s|ofertad[oa]s|que se convocan)\b[^:]{0,200}:$/;
/**
 * A list of the people to be hired or appointed, each counted: "…a selección, para a súa contratación…, das seguintes
 * persoas:" / "- Un/unha orientador/a laboral, grupo A2." / "- Un/unha auxiliar administrativo/a, grupo C2."; "…de las
 * siguientes personas:" / "- Un/a conserje". Only after a selection or hiring noun, and only items that open with a count:
 * a list of named people ("Nomear as seguintes persoas:" / "- ***1234** Pérez Gómez, Ana") is not a list of posts.
 */
const LISTA_DE_PERSOAS = /\b(?:seleccion|contratacion|nomeamento|nombramiento|provision|cobertura)\b[^:]{0,200}\b(?:[dn]?as|las|a las) (?:seguintes|siguientes) (?:persoas|personas)(?:\s+(?:traballadoras|trabajadoras))?\s*:$/;
/**
 * A list of the workers hired, counted in its lead-in, each post counted after its name: "…a contratación laboral
 * temporal… de cinco traballadores/as para a brigada municipal:" / "- Xefe/a de brigada: un posto." / "- Peón/peoa: tres
 * postos."; "…la contratación de seis trabajadores/as:" / "- Oficial/a: dos puestos.". Only items that print their count.
 */
// (or the staff hired named without a count, "O Concello… vai contratar persoal laboral temporal por un período de seis meses
// para a execución de obras e servizos de interese xeral:" / "- Peón/peoa de servizos múltiples: catro prazas."; "…va a
// contratar personal laboral temporal…:"; its items print their count after the name all the same)
const LISTA_DE_TRABALLADORES = new RegExp(`\\b(?:seleccion|contratacion|contratar|nomeamento|nombramiento)\\b[^:]{0,200}\\b(?:(?:de|dos|das|de los|de las)\\s+${CONTA}\\s+(?:traballador|trabajador|persoas|personas|operari|empregad|emplead)[^:]{0,80}|(?:persoal|personal)\\s+(?:laboral|funcionario|interino)\\b[^:]{0,200}):$`);
/**
 * Inside an announced list, a line of its own that heads the items below with their system or turn: "Mediante el
 * sistema de oposición, turno libre:" / "– Dos plazas de…"; "Pola quenda de promoción interna:". The list goes on.
 */
const SUBTITULO_LISTA = /^[^:]{0,100}\b(?:quendas?|turnos?|sistema|acceso|promocion interna|oposicion|concurso)\b[^:]{0,60}:$/;
const ITEM_CONTADO = new RegExp(`^(?:[-–•·*]|[a-z]\\)|\\d{1,2}[.)])?\\s*(?:${UN_ITEM})\\s+(?!(?:praza|plaza|posto|puesto|persoa|persona|mes|ano|dia)s?\\b)[a-z]`);
/** A scale's specialty after its name in a list's item, to the colon that counts it: ", especialidade de pesca continental: 8 prazas"; folded. */
const ESPECIALIDADE_DO_ITEM = new RegExp(`^,\\s*especialidade?\\s[^:;()]{2,80}(?=:\\s*${CONTA}\\s+(?:prazas?|plazas?)\\b)`);
/** The group a list's lead gives every item: "…das seguintes categorías…, todas ellas del subgrupo A2:"; folded. */
const GRUPO_DE_TODAS = /\b(?:todas|todos)(?:\s+(?:elas|ellas|eles|ellos))?,?\s+(?:do|da|del|de la|de|no|na|en el|en la|pertencentes? a[ou]?|pertenecientes? al?)\s+(?:sub)?grupo\s+(a1|a2|b|c1|c2|e|ap)\b/;
/** A line of an announced list that names the post and counts it after a colon: "Fisioterapeuta: 45 plazas."; folded. */
const NOME_CONTA_TRAS = new RegExp(`^[^:;]{2,100}:\\s*${CONTA}\\s+(?:prazas?|plazas?|postos?|puestos?|vacantes?)\\b`);
/** A line of a list that is no post but a turn or a sum: "Quenda libre: 20 prazas", "Total: 22 plazas"; folded. */
const LINHA_NON_POSTO = /^(?:quendas?|turnos?|acceso|promocion|reserva|discapacid\w*|total|libre|persoas|personas|prazas|plazas)\b/;
/**
 * A line of an item's card below it in an announced list, a field of that post: "a) Dúas prazas de traballador/a social,
 * subgrupo A2." / "Titulación: Grao en Traballo Social…" / "b) Unha praza de…"; "Titulación: …", "Funciones: …". The list
 * goes on below it; folded.
 */
const CAMPO_DO_ITEM = /^(?:titulacion|titulo|requisitos?|funcions|funciones|retribucions|retribuciones|xornada|jornada|horario)\b[^:]{0,40}:/;
/** An annex's heading over an announced list: "ANEXO I. PRAZAS CONVOCADAS", "Relación de plazas"; folded. */
const CABECEIRA_DA_LISTA = /^(?:anexo\s+[ivx\d]+\.?\s*)?(?:relacion\s+de\s+)?(?:prazas|plazas|postos|puestos)(?:\s+(?:convocad[ao]s|ofertad[ao]s))?\s*\.?$|^anexo\s+[ivx\d]+\.?\s*(?:relacion\s+de\s+)?(?:prazas|plazas|postos|puestos)\b/;
/** The count on a post's card line: "Número de prazas: 4", "N.º de plazas: 2"; folded. */
// ("Prazas: 30.", "Plazas: 4.": the count named by its places alone, opening a sentence)
const NUMERO_DE_PRAZAS = new RegExp(`(?:\\b(?:numero|n\\.?\\s?º|nº)\\s+(?:de\\s+)?(?:prazas|plazas|postos|puestos)|(?:^|[.]\\s+)(?:prazas|plazas|vacantes))\\s*:\\s*(${NUMERO})\\b`);
/** The group on a post's card line: "Subgrupo A1.", "Grupo: C2"; folded. */
const GRUPO_DA_LINHA = /\b(?:sub)?grupo\s*:?\s+(a1|a2|b|c1|c2|e|ap)\b/;
/**
 * The same lead-in with its items after the colon, in the same sentence: "…para las siguientes plazas: una plaza de
 * Oficial/a fontanero/a, …, turno libre; dos plazas de Peón/a…", "…nos seguintes postos: xardineiro/a (dúas prazas,
 * agrupacións profesionais), … e auxiliar de informática (unha praza, subgrupo C1)."
 */
const LISTA_EN_LINHA = new RegExp(`${ANUNCIO_LISTA}\\s*(?=\\S)`);
/**
 * The same list led by the count of its places instead of "as seguintes prazas": "Convócanse dúas prazas: unha de X e
 * outra de Y", "tres plazas, una de X y dos de Y", "cinco prazas de oficial do servizo: tres de X e dúas de Y", "catro
 * prazas pola quenda de promoción interna: dúas de X, unha de Y…" (the turn of all, after the count); or opened by its first item with its noun, the next items without
 * it: "unha praza de X e dúas de Y", "una plaza de X y otra de Y" (the match is empty, at the first item).
 */
const LISTA_CONTADA = new RegExp(`\\b${CONTA}\\s+(?:prazas|plazas)(?:\\s*[:,]|\\s+(?:de|do|da|del)\\s[^.;:,()]{2,120}?:|\\s+(?:por|pola|polo|en|na)\\s+(?:el|la|a|o)?\\s*(?:quenda|turno|sistema|acceso)\\b[^.;:()]{2,120}?:)\\s*(?=${CONTA}\\s+(?:de|do|da|del)\\s)`
  + `|(?=\\b${CONTA}\\s+(?:prazas?|plazas?)\\s+(?:de|do|da|del)\\s(?!(?:quenda|turno|acceso|promocion|reserva|mobilidade|movilidad)\\b)[^.;:,()]{2,80}?\\s(?:e|y)\\s+(?:${NUMERO}|outra|otra)(?:\\s*\\(\\s*\\d+\\s*\\))?\\s+(?:de|do|da|del)\\s)`);
/** Plural group words shared out in order: "dos subgrupos C2 e A2, respectivamente", "grupos A1 y A2 respectivamente". */
const GRUPOS_RESPECTIVOS = /\b(?:sub)?grupos\s+((?:a1|a2|b|c1|c2|e|ap)(?:\s*,\s*(?:a1|a2|b|c1|c2|e|ap))*\s+(?:e|y)\s+(?:a1|a2|b|c1|c2|e|ap))\s*,?\s+respectivamente\b/;
/**
 * An item of that list counted before its name with no noun of places, the lead-in's noun understood: "…as seguintes
 * prazas…: unha de oficial/a de primeira albanel e dúas de operario/a de limpeza viaria", "…las siguientes plazas: una de
 * Conserje y dos de Peón/a". Not what a count of places or people says of itself: "unha de cada quenda", "dúas delas",
 * "una de las cuales", "dúas da oferta de 2035", "tres de 2034", a date.
 */
const ITEM_CONTA_DE = new RegExp(`^(uno|outr[ao]|otr[ao]|${UN_ITEM})\\s+(?:\\(\\s*\\d+\\s*\\)\\s+)?(?:de|do|da|del)\\s+(?!(?:cada|elas?|ellas?|ellos?|eles?|el|la|las|los|a|o|as|os|estas?|esas?|estes|eses|estos|esos|cales|cuales|que|entre|quendas?|turnos?|reservas?|acceso|promocion|mobilidade|movilidad|discapacidade|discapacidad|libre|oferta|oep|anos?|grupos?|subgrupos?|${NUMERO}|xaneiro|febreiro|marzo|abril|maio|xuno|xullo|agosto|setembro|outubro|novembro|decembro|enero|febrero|mayo|junio|julio|septiembre|octubre|noviembre|diciembre)\\b)(?=[a-z])`);
/** The lead-in announces places (feminine count words agree: "unha", "dúas") or posts ("un", "dous"), not people counted. */
const ANUNCIA_PRAZAS = /\b(?:seguintes|siguientes) (?:prazas|plazas)\b/;
const ANUNCIA_POSTOS = /\b(?:seguintes|siguientes) (?:postos|puestos)\b/;
const CONTA_DE_PERSOAS = /\b(?:aspirantes|persoas|personas|candidat\w*|solicitudes|solicitantes|admitid\w*|excluid\w*|presentad\w*|inscrit\w*)\b/;
/** A group in brackets right after an item's name: "Enxeñeiro/a técnico/a industrial (A2): 1 praza", "Conserje (subgrupo C2)"; folded. */
const GRUPO_TRAS_NOME = /^\s*\(\s*((?:(?:sub)?grupo\s+)?(?:a1|a2|b|c1|c2|e|ap))\s*\)/;
/** General bases, common to several processes: "bases xerais", "bases generales", "bases comúns". */
const BASES_XERAIS = /\bbases (?:xerais|generales|comuns|comunes)\b/;
/**
 * General bases named as another text, published before: "…aprobou as bases específicas seguintes, que se rexerán ademais
 * polas bases xerais dos procesos selectivos da Deputación publicadas no BOP número 41", "…que completan las bases
 * generales de los procesos selectivos del Ayuntamiento publicadas en el BOP…", "coas bases xerais aprobadas polo Pleno
 * (BOP número 57…)"; folded. They are not in the body: their "procesos selectivos" say nothing of how many it calls.
 */
const BASES_XERAIS_PUBLICADAS = /\bbases (?:xerais|generales|comuns|comunes)\b[^;]{0,160}?(?:\bpublicad[oa]s\s+(?:no|na|nos|en el|en la|en los|en)\s+(?:bop|boletin|diario|dog)\b|\(\s*(?:bop|dog|boletin)\b|\b(?:bop|dog)\s+(?:n|num|numero)\b)/;
/** One item of that list: its mark, a count ("Un/unha (1)", "Dous/dúas (2)", "Dos plazas de"), then the post's name. */
// (or no mark, one line a post, opened by its count and "praza(s) de": "Una plaza de Delineante, subgrupo C1.")
const PRAZAS_DE_ITEM = '(?:prazas?|plazas?|postos?|puestos?)(?:\\s+de\\s+(?:traballo|trabajo))?\\s+(?:de|do|da|del)\\s+';
const ITEM_LISTA = new RegExp(`^(?:(?:[-–•·*]|[a-z]\\)|\\d{1,2}[.)])\\s*(?:(?:${UN_ITEM})\\s+)?(?:\\(\\s*\\d+\\s*\\)\\s+)?(?:${PRAZAS_DE_ITEM})?|(?:${UN_ITEM})\\s+(?:\\(\\s*\\d+\\s*\\)\\s+)?${PRAZAS_DE_ITEM})`);
/** The kind of an item's mark: a dash or bullet, a number, a letter, or none (the count opens the line); folded. */
const tipoDeMarca = (n: string): string => (/^[-–•·*]/.test(n) ? '-' : /^\d{1,2}[.)]/.test(n) ? '1' : /^[a-z]\)/.test(n) ? 'a' : '');
const PALABRA_BALEIRA = new Set(['de', 'do', 'da', 'dos', 'das', 'del', 'e', 'y', 'o', 'a', 'el', 'la', 'en', 'no', 'na']);
/** The content words of a post's name, folded and without plural or gender endings ("peón/peoa", "peón/peona": the other gender in full). */
// (an ordinal in digits or in words is one word: "Oficial/a de 1.ª Albanel/a" / "oficial/a de primeira albanel/a",
// "Oficial de 2.ª" / "oficial de segunda")
export const palabrasPosto = (nome: string): string[] =>
  nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\/\s*[a-z]+\b|\([ao]s?\)/g, '').split(/[^a-z0-9]+/)
    .filter((w) => w && !PALABRA_BALEIRA.has(w)).map((w) => ORDINAL[w] ?? w.replace(/(?:es|s)$/, ''));
const ORDINAL: Record<string, string> = { primeira: '1', primeiro: '1', primera: '1', primero: '1', primer: '1', segunda: '2', segundo: '2', terceira: '3', terceiro: '3', tercera: '3', tercero: '3', tercer: '3' };
/** One word in Galician and Spanish: "xeral"/"general", "servizos"/"servicios", "axente"/"agente", "limpeza"/"limpieza". */
function mesmaPalabra(a: string, b: string): boolean {
  if (a === b) return true;
  // ("axuda no fogar"/"ayuda a domicilio", "garda"/"guarda", "arquivo"/"archivo": words of one post whose spellings
  // share too little to be told by their letters, one word to the gl/es thesaurus; t41) Only a word the thesaurus
  // reads as one word: an abbreviation stands for several ("tax": técnico, administración, xeral), none of them it.
  a = enTesauro(DO_POSTO[a] ?? a);
  b = enTesauro(DO_POSTO[b] ?? b);
  if (a === b) return true;
  // "enxeñeiro"/"ingeniero", "xefe"/"jefe", "carpinteiro"/"carpintero": Galician and Spanish spellings of one word.
  a = comun(a);
  b = comun(b);
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  let p = 0;
  while (p < a.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length && q < b.length && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  return p >= 4 || (q >= 4 && p >= 1) || (p >= 3 && Math.min(a.length, b.length) >= 6);
}
/**
 * Words that are one in a post's name but not in every text, so not in the thesaurus: "servizo de axuda no fogar" is
 * "servicio de ayuda a domicilio", and a "garda" (Galician) or "guarda" (Spanish) keeps one post in both languages.
 */
const DO_POSTO: Record<string, string> = { domicilio: 'fogar', guarda: 'garda' };
const enTesauro = (w: string): string => {
  const c = canonicalWord(w);
  return c.length === 1 ? c[0] : w;
};
// ("porto"/"puerto", "escola"/"escuela": a Galician o for a Spanish ue)
const comun = (w: string): string => {
  // ("mestre"/"maestro": the Spanish diphthong of the Galician e)
  const v = w.replace(/^enx/, 'ing').replace(/^mae/, 'me').replace(/eir([oa])/g, 'er$1').replace(/ie/g, 'e').replace(/x/g, 'j').replace(/g(?=[ei])/g, 'j');
  return v.includes('ue') ? v.replace(/ue/g, 'o') : v;
};
/**
 * A post's abbreviation, the initials of its name's content words: "TAG" of "Técnico/a de Administración General", "AEDL"
 * of "Axente de Emprego e Desenvolvemento Local", "SAF" of "Servizo de Axuda no Fogar" (words of palabrasPosto).
 */
const sigla = (curta: string[], longa: string[]): boolean =>
  curta.length === 1 && longa.length >= 2 && curta[0].length === longa.length && longa.every((w, i) => w[0] === curta[0][i]);
/** Two names of one post: the words of one are among the other's ("policía local" / "axente da policía local"), in either language. */
// (or one is the other's abbreviation: "una plaza de TAG" in the preamble, "una plaza de Técnico/a de Administración
// General (TAG)" in the object)
export function compatibles(a: string, b: string): boolean {
  const [x, y] = [palabrasPosto(a), palabrasPosto(b)];
  const [p, g] = x.length <= y.length ? [x, y] : [y, x];
  return p.every((w) => g.some((v) => mesmaPalabra(w, v))) || sigla(p, g);
}

/** "Subgrupo: A2", "Grupo: agrupacións profesionais": a group of its own line, in a post's card. */
// ("Grupo de asimilación: C1", a laboral post's; "Grupo: C, subgrupo C1", the group and its subgroup)
// ("Grupo: asimilado al subgrupo C2.", "Grupo: agrupaciones profesionales (AP).": a laboral card's assimilated group)
const GRUPO_FICHA = /^(?:sub)?grupo(?:\s*\/\s*subgrupo)?(?:\s+de\s+(?:asimilacion|clasificacion|equiparacion))?\s*:\s*(?:[abc]\s*,\s*subgrupo\s*:?\s*|(?:asimilad|equiparad)[oa] (?:ao|al|a) (?:sub)?grupo\s+)?(a1|a2|b|c1|c2|e|ap|agrupacions? profesiona\w*|agrupaciones profesionales)(?:\s*\((?:ap|e)\))?\s*\.?$/;

/** What the lists' reader borrows from the post's reader (posto.ts): its name reading, its counts, the candidates it keeps. */
export interface LeituraDoPosto {
  /** The post's name written from `ini` in a sentence; null when there is none. */
  lerNome(f: Frase, ini: number): string | null;
  /** The name as a person says it (singular when `plural`). */
  presentar(nome: string, plural: boolean): string;
  /** Words between a lead-in and the name (the kind of staff, an article, "denominada"). */
  recheo: RegExp;
  /** The turn a stretch of a sentence names first. */
  quendaDoTramo(tramo: string): ItemPosto['quenda'];
  /** A count of places (no year), and the count printed after an item's name. */
  conta(s: string, lingua: 'gl' | 'es'): number | null;
  contaTras(tramo: string): number | undefined;
  maxPrazas: number;
  pesos: PesosSeccion;
  /** The post's name candidates and the counts of places: an item adds its name, a list of one post its count. */
  nomes: Candidato<string>[];
  totais: (Candidato<number> & { f: Frase })[];
}

/** The lists' reader: fed the body's sentences by the post's reader, in order, around its own reading of each. */
export interface LectorDeListas {
  /** The posts named with their count, in order (PostoPrazas.itens). */
  readonly itens: ItemPosto[];
  /** A line of the last post's card ("Número: 2", "Subgrupo: A2") in sentence `frase`, with its count when it has one. */
  linhaDaFicha(n: string, frase: number, prazas: number | undefined): void;
  /** An announced list's lead, item or subtitle, or a list in one sentence: where the in-line list's items start, -1 when none. */
  frase(f: Frase, orde: number, base: number): number;
  /** "procesos selectivos", "as seguintes prazas": several posts said in a sentence that may name posts. */
  variosNaFrase(f: Frase, orde: number, base: number): void;
  /** A counted post the name reader found ("dúas prazas de X"), and a post's card it opened ("Praza: X"). */
  contado(it: ItemPosto): void;
  ficha(it: ItemPosto): void;
  /** After the name reader read sentence `orde` (`antesDaFrase` items before it). */
  trasOsNomes(orde: number, antesDaFrase: number, enLinha: number): void;
  /** A place table of several posts: its named rows are items; false when it names one post or none. */
  taboa(filas: FilaTaboa[]): boolean;
  resultado(): { variosPostos: boolean; itens: ItemPosto[] };
}

type Quenda = NonNullable<ItemPosto['quenda']>;

/** The words of a list printed in one sentence ("as seguintes prazas: …", "dúas prazas de…"): a guard. */
const TALVEZ_EN_LINHA = calqueraDe(['seguint', 'siguient', 'praza', 'plaza']);

export function novoLectorDeListas(doc: Documento, posto: LeituraDoPosto): LectorDeListas {
  const { lerNome, presentar, quendaDoTramo, conta, contaTras, nomes, totais } = posto;
  const { recheo: RECHEO, maxPrazas: MAX_PRAZAS, pesos: PESOS } = posto;
  const lingua = doc.lingua;
  /** Names read after "N prazas de", in the sentences that describe the call. */
  const nomesContados: string[] = [];
  let varios = false;
  /** The sentence whose in-line list of places holds one post only ("as seguintes prazas: unha de conserxe, …"): no list of several. */
  let unPostoEnLinha = -1;
  /** The sentences holding a list led by its count ("dúas prazas: unha de X e outra de Y"): items named apart are posts apart. */
  const listasContadas: { frase: number; ini: number; fin: number }[] = [];
  /** General bases speak of "procesos selectivos"; the number of specific-bases headings below them says how many. */
  let variosXerais = false;
  let especificas = 0;
  /** The names of the items of an announced list of staff or places ("- Un/unha director/a", "- Dos plazas de oficial"). */
  const nomesLista: string[] = [];
  const itens: ItemPosto[] = [];
  let listaAnunciada = false;
  /** The list announced is of people counted one by one (`LISTA_DE_PERSOAS`): its items must open with a count. */
  let listaDePersoas = false;
  /** The list announced is of workers counted in its lead (`LISTA_DE_TRABALLADORES`): its items print their count after the name. */
  let listaContaTras = false;
  /** The turn of a heading inside the announced list ("Mediante el sistema de oposición, turno libre:"), for the items below it. */
  let quendaSubtitulo: Quenda | undefined;
  /** The kind of mark of the announced list's first item read ("-", "1.", "a)", none). */
  let marcaDaLista: string | undefined;
  /** The sentence last read as a line of an announced list. */
  let itemDaLinha = -1;
  /** The sentence last read as a field of an item's card in an announced list (`CAMPO_DO_ITEM`). */
  let campoDaLinha = -1;
  /** The group the announced list's lead gives every item ("todas ellas del subgrupo A2"), folded. */
  let grupoDaLista: string | undefined;
  /** Where the line of the last post's card of an announced list ends ("Técnico/a… Subgrupo A1. Número de prazas: 4."). */
  let fimDaFicha = -1;
  /**
   * The posts' cards opened where the call is described ("Praza: Educador/a social." / "Subgrupo: A2." / "Número: 1."),
   * each with the count and group of its own lines: cards of different posts, each with its count, are a call of several.
   */
  const fichas: ItemPosto[] = [];

  /**
   * A marked item's card run on its line past the name's sentence ("a) Técnico/a de cultura. Número de prazas: unha.
   * Asimilada ao subgrupo A2."): its count and group, the line's sentences read with it (`fimDaFicha`). Null when the
   * line holds no count.
   */
  function restoDaFicha(f: Frase): { prazas: number; grupoCela?: string } | null {
    const fimLinha = doc.texto.indexOf('\n', f.fin);
    const resto = doc.norm.slice(f.fin, fimLinha < 0 ? doc.texto.length : fimLinha);
    const num = NUMERO_DE_PRAZAS.exec(resto);
    const prazas = num ? conta(num[1], lingua) : null;
    if (!prazas || prazas > MAX_PRAZAS) return null;
    fimDaFicha = f.fin + resto.length;
    const grupo = grupoDoTramo(resto);
    return { prazas, ...(grupo ? { grupoCela: grupo.toLowerCase() } : {}) };
  }

  /**
   * A line of an announced list with no mark or count before the name: the post counted after a colon ("Fisioterapeuta:
   * 45 plazas.", a BOE extract of several categories), or a post's card flattened to one line ("Técnico/a de
   * administración xeral. Subgrupo A1. Número de prazas: 4. Quenda: libre.", an annex of places); false when it is neither.
   */
  function itemSenMarca(f: Frase, orde: number, base: number): boolean {
    const n = f.norm;
    const fimLinha = doc.texto.indexOf('\n', f.ini);
    const linha = doc.norm.slice(f.ini, fimLinha < 0 ? doc.texto.length : fimLinha);
    const enLinhaPropia = f.ini === 0 || doc.texto[f.ini - 1] === '\n';
    const contaTrasNome = NOME_CONTA_TRAS.test(n);
    // (a card: the name alone in its sentence, its count on the same line after it)
    const ficha = !contaTrasNome && enLinhaPropia && linha.length > n.length && /\.$/.test(n) ? NUMERO_DE_PRAZAS.exec(linha.slice(n.length)) : null;
    if (!contaTrasNome && !ficha) return false;
    const lido = lerNome(f, 0);
    if (!lido || (ficha && lido.length < n.length - 2)) return false;
    const resto = ficha ? linha.slice(lido.length) : n.slice(lido.length);
    const prazas = ficha ? conta(ficha[1], lingua) ?? undefined : contaTras(resto);
    if (!prazas) return false;
    const valor = presentar(doc.texto.slice(f.ini, f.ini + lido.length), false);
    const grupoCela = GRUPO_DA_LINHA.exec(resto)?.[1] ?? grupoDaLista;
    const quenda = (ficha ? quendaDoTramo(resto) : undefined) ?? quendaSubtitulo;
    itens.push({ nome: valor, prazas, frase: orde, ini: f.ini, fin: f.ini + lido.length, ...(grupoCela ? { grupoCela } : {}), ...(quenda ? { quenda } : {}) });
    nomes.push({ valor, puntos: base + 2, orde: orde * 1000, cita: cita(doc, f, f.ini, f.ini + lido.length) });
    nomesLista.push(lido);
    itemDaLinha = orde;
    if (ficha) fimDaFicha = f.ini + linha.length;
    return true;
  }


  /**
   * The items of a list announced and printed in one sentence, from its colon; returns where they start (-1 when the
   * sentence announces none). Items opened by their count ("una plaza de Oficial/a…, turno libre; dos plazas de…") are
   * read as counted posts (nome); those whose count follows the name ("xardineiro/a (dúas prazas, agrupacións
   * profesionais), oficial/a… (unha praza, subgrupo C2) e auxiliar… (unha praza, subgrupo C1)") here. Items part at
   * semicolons, or else at commas and "e"/"y" outside brackets; a part with no count belongs to the next item's name
   * ("Ingeniero/a de Caminos, Canales y Puertos (una plaza)"). Two counted items at least, or none.
   */
  function listaEnLinha(f: Frase, orde: number): number {
    const n = f.norm;
    // (every lead names "seguinte(s)"/"siguiente(s)" and a colon: most sentences hold neither, and skip the alternation)
    const anunciada = n.includes(':') && (n.includes('seguint') || n.includes('siguient')) ? LISTA_EN_LINHA.exec(n) : null;
    // (a list led by its count, or by its first item, only where the call is described)
    // (every match of LISTA_CONTADA names "prazas"/"plazas": a sentence with neither skips its numbers tried at each word)
    const m = anunciada ?? (peso(PESOS, f.seccion) >= 1 && (n.includes('praza') || n.includes('plaza')) ? LISTA_CONTADA.exec(n) : null);
    if (!m) return -1;
    const contadaNoLead = !anunciada;
    // (the turn the lead gives every item: "catro prazas pola quenda de promoción interna: dúas de X, unha de Y…")
    const quendaLead = contadaNoLead ? quendaDoTramo(m[0]) : undefined;
    const desde = m.index + m[0].length;
    // (the parts, outside brackets: at semicolons when there are any)
    const cortes: [number, number][] = [];
    let fondo = 0;
    let puntoComa = false;
    for (let i = desde; i < n.length; i++) {
      if (n[i] === '(') fondo++;
      else if (n[i] === ')') fondo = Math.max(0, fondo - 1);
      else if (n[i] === ';' && fondo === 0) puntoComa = true;
    }
    fondo = 0;
    let a = desde;
    for (let i = desde; i <= n.length; i++) {
      const ch = n[i];
      if (ch === '(') fondo++;
      else if (ch === ')') fondo = Math.max(0, fondo - 1);
      if (i < n.length && fondo > 0) continue;
      const sep = i === n.length ? 0 : ch === ';' ? 1 : puntoComa ? 0 : ch === ',' ? 1 : / (?:e|y) $/.test(n.slice(i, i + 3)) ? 3 : 0;
      if (i === n.length || sep) {
        cortes.push([a, i]);
        if (i === n.length) break;
        a = i + sep;
        i = a - 1;
      }
    }
    const lidos: ItemPosto[] = [];
    let pendente = -1;
    // (items counted before a name with no noun, "unha de X": only after a lead-in of places or posts, not of people
    // counted; the count word agrees with the noun understood)
    const lead = m[0];
    const contaDe = contadaNoLead || ((ANUNCIA_PRAZAS.test(lead) || ANUNCIA_POSTOS.test(lead)) && !CONTA_DE_PERSOAS.test(lead));
    const xenero = contadaNoLead || ANUNCIA_PRAZAS.test(lead) ? /^(?:un|uno|dous|outro|otro)$/ : /^(?:unha|una|duas|outra|otra)$/;
    let contadas = 0;
    let outros = 0;
    const semNoun = new Set<ItemPosto>();
    // (where the last such item's name ends, a part inside it skipped; the items since the last group phrase)
    let ate = -1;
    let semGrupo: ItemPosto[] = [];
    for (const [ini, fin] of cortes) {
      let x = ini;
      while (x < fin && n[x] === ' ') x++;
      if (x >= fin || x < ate) continue;
      // (an item opened by its count is a counted post, read by nome; the list is still this one)
      if (ITEM_LISTA.test(n.slice(x, fin))) {
        pendente = -1;
        outros++;
        // (those nome reads as items: "unha praza de X", "dos plazas de Y")
        if (/^\S+(?:\s+\(\s*\d+\s*\))?\s+(?:prazas?|plazas?)\b/.test(n.slice(x, fin))) contadas++;
        continue;
      }
      const de = contaDe ? ITEM_CONTA_DE.exec(n.slice(x, fin)) : null;
      // ("dos de X": a count in either language, "dos" being no Galician article before "de")
      // ("…e outra de Y": one more, only after an item)
      const outra = de !== null && /^(?:outr|otr)[ao]$/.test(de[1]);
      const v = de && !xenero.test(de[1]) && !(outra && lidos.length + contadas === 0) ? (de[1] === 'uno' || outra ? 1 : conta(de[1], lingua) ?? conta(de[1], lingua === 'gl' ? 'es' : 'gl')) : null;
      if (de && v && v <= MAX_PRAZAS) {
        const nomeIni = x + de[0].length;
        const t = lerNome(f, nomeIni);
        if (t) {
          pendente = -1;
          ate = nomeIni + t.length;
          const grupo = GRUPO_TRAS_NOME.exec(n.slice(ate, ate + 20));
          const publicado = doc.texto.slice(f.ini + nomeIni, f.ini + ate);
          const it: ItemPosto = { nome: presentar(publicado, v > 1 && /s(?:\/[a-z]+)?$/.test(t.split(' ')[0])), prazas: v, frase: orde, ini: f.ini + x, fin: f.ini + ate, ...(grupo ? { grupoCela: grupo[1] } : {}), ...(quendaLead ? { quenda: quendaLead } : {}) };
          lidos.push(it);
          semNoun.add(it);
          if (!grupo) semGrupo.push(it);
          continue;
        }
      }
      // ("unha de X e unha de Y, asimiladas ao subgrupo C2, e dúas de Z, agrupación profesional": a group phrase after
      // such items is the group of each since the last one; "…, asimiladas ao subgrupo C2 e agrupacións profesionais,
      // respectivamente" shares its groups out in order, one each, or none)
      const respectivos = semGrupo.length >= 2 ? GRUPOS_RESPECTIVOS.exec(n.slice(x)) : null;
      if (respectivos && respectivos.index < fin - x + 12) {
        const grupos = respectivos[1].split(/\s*,\s*|\s+(?:e|y)\s+/);
        if (grupos.length === semGrupo.length) semGrupo.forEach((it, j) => (it.grupoCela = grupos[j]));
        semGrupo = [];
        ate = x + respectivos.index + respectivos[0].length;
        continue;
      }
      const grupoComun = semGrupo.length ? grupoDoTramo(n.slice(x, fin)) : undefined;
      if (grupoComun) {
        const k = cortes.findIndex(([a2]) => a2 === ini);
        const seguinte = cortes.findIndex(([a2, b2], j) => j > k && (ITEM_LISTA.test(n.slice(a2, b2).trimStart()) || ITEM_CONTA_DE.test(n.slice(a2, b2).trimStart())));
        const tramo = cortes.slice(k, seguinte < 0 ? cortes.length : seguinte);
        if (/respectiv/.test(n.slice(x, tramo[tramo.length - 1][1]))) {
          const grupos = tramo.map(([a2, b2]) => grupoDoTramo(n.slice(a2, b2))).filter((g) => g);
          if (grupos.length === semGrupo.length) semGrupo.forEach((it, j) => (it.grupoCela = grupos[j]!.toLowerCase()));
          ate = tramo[tramo.length - 1][1];
        } else for (const it of semGrupo) it.grupoCela = grupoComun.toLowerCase();
        semGrupo = [];
        continue;
      }
      const inicio = pendente >= 0 ? pendente : x;
      const recheo = RECHEO.exec(n.slice(inicio, inicio + 90));
      const nomeIni = inicio + (recheo ? recheo[0].length : 0);
      const t = lerNome(f, nomeIni);
      const prazas = t && nomeIni + t.length <= fin ? contaTras(n.slice(nomeIni + t.length, fin)) : undefined;
      if (!t || !prazas) {
        if (pendente < 0) pendente = x;
        continue;
      }
      pendente = -1;
      const grupo = GRUPO_TRAS_NOME.exec(n.slice(nomeIni + t.length, fin));
      const publicado = doc.texto.slice(f.ini + nomeIni, f.ini + nomeIni + t.length);
      lidos.push({ nome: presentar(publicado, prazas > 1 && /s(?:\/[a-z]+)?$/.test(t.split(' ')[0])), prazas, frase: orde, ini: f.ini + inicio, fin: f.ini + nomeIni + t.length, ...(grupo ? { grupoCela: grupo[1] } : {}) });
    }
    // "as seguintes prazas: unha de auxiliar administrativo/a, subgrupo C2.": a list of one post, counted, and nothing
    // else in it: that post and its places, not several posts.
    if (!contadaNoLead && lidos.length === 1 && contadas === 0 && outros === 0 && semNoun.has(lidos[0]) && lidos[0].prazas) {
      unPostoEnLinha = orde;
      const it = lidos[0];
      totais.push({ valor: it.prazas!, puntos: peso(PESOS, f.seccion) + 3, orde: orde * 1000 + (it.ini - f.ini), cita: cita(doc, f, it.ini, it.fin), f });
    }
    // ("unha praza de X e dúas de Y": the items without the noun are counted posts beside the first one)
    if (contadaNoLead && contadas > 0) for (const it of lidos) nomesContados.push(it.nome);
    if (contadaNoLead && lidos.length + contadas >= 2) listasContadas.push({ frase: orde, ini: f.ini + m.index, fin: f.ini + desde });
    // (a list of one post names it: "as seguintes prazas: auxiliar administrativo/a (dúas prazas, subgrupo C2)"; not one
    // item "unha de X" beside items the list reads otherwise, "un puesto de Y")
    for (const it of lidos) {
      if (lidos.length + contadas >= 2) {
        nomesLista.push(palabrasPosto(it.nome).join(' '));
        itens.push(it);
      } else if (semNoun.has(it) && outros > 0) continue;
      nomes.push({ valor: it.nome, puntos: peso(PESOS, f.seccion) + 2, orde: orde * 1000 + (it.ini - f.ini), cita: cita(doc, f, it.ini, it.fin) });
    }
    return desde;
  }

  return {
    itens,

    linhaDaFicha(n, frase, v) {
      // (the card's own lines: its count, "Número: 2", and its group, "Subgrupo: A2", "Grupo: agrupacións profesionais")
      const ficha = fichas[fichas.length - 1];
      if (ficha && ficha.frase === frase) {
        if (v) ficha.prazas ??= v;
        const g = GRUPO_FICHA.exec(n);
        if (g) ficha.grupoCela ??= g[1];
        // ("Turno: libre.", "Quenda: promoción interna (persoal do subgrupo C2…)": the card's turn)
        else if (n.startsWith('turno') || n.startsWith('quenda')) {
          const q = /^(?:turno|quenda)(?: de acceso)?\s*:/.test(n) ? quendaDoTramo(n) : undefined;
          if (q) ficha.quenda ??= q;
        }
      }
    },

    frase(f, orde, base) {
      const n = f.norm;
      // An announced list of staff or places: each item names a post; two different ones are several processes.
      // (the lead ends the sentence on its colon: a sentence that does not end on one announces no list)
      const anunciada = base >= 0 && n.endsWith(':') && (LISTA_ANUNCIADA.test(n) || POSTOS_CONVOCADOS.test(n));
      if (anunciada || (base >= 0 && n.endsWith(':') && (LISTA_DE_PERSOAS.test(n) || LISTA_DE_TRABALLADORES.test(n)))) {
        listaAnunciada = true;
        marcaDaLista = undefined;
        listaDePersoas = !anunciada && LISTA_DE_PERSOAS.test(n);
        listaContaTras = !anunciada && !listaDePersoas;
        // (the turn and the group a lead of places gives every item: "corenta prazas pola quenda de acceso libre, coa
        // seguinte distribución:", "…das seguintes categorías…, todas ellas del subgrupo A2:")
        quendaSubtitulo = anunciada ? quendaDoTramo(n) : undefined;
        grupoDaLista = anunciada ? GRUPO_DE_TODAS.exec(n)?.[1] : undefined;
      } else if (listaAnunciada && f.encabezado && itens.length === 0 && CABECEIRA_DA_LISTA.test(n)) {
        // ("ANEXO I. PRAZAS CONVOCADAS" right below the lead: the list's heading, not its end)
      } else if (listaAnunciada && base >= 0 && !listaDePersoas && !listaContaTras && n.length <= 160 && SUBTITULO_LISTA.test(n)) {
        // ("Mediante el sistema de oposición, turno libre:": the turn of the items below it)
        quendaSubtitulo = quendaDoTramo(n);
      } else if (listaAnunciada && base >= 0 && !f.encabezado && (itemDaLinha === orde - 1 || campoDaLinha === orde - 1) && CAMPO_DO_ITEM.test(n)) {
        // (a field of the item above, its card's line: the list goes on)
        campoDaLinha = orde;
      } else if (listaAnunciada && base >= 0 && !f.encabezado) {
        const item = ITEM_LISTA.exec(n);
        // (the list's items share one kind of mark: "- Tres peóns…" / "- Un/unha condutor/a…" then "1.- Modalidade do
        // contrato", a numbered heading of the bases, ends the list; not an item)
        const marca = item ? tipoDeMarca(n) : undefined;
        if (item && marcaDaLista !== undefined && marca !== marcaDaLista) listaAnunciada = false;
        else if (item && item[0].length > 1 && (!listaDePersoas || ITEM_CONTADO.test(n))) {
          marcaDaLista ??= marca;
          const ini = item.index + item[0].length;
          const recheo = RECHEO.exec(n.slice(ini, ini + 90));
          const desde = ini + (recheo ? recheo[0].length : 0);
          const lido = lerNome(f, desde);
          // (a list of workers counted in its lead: each item prints its count after its name, "Xefe/a de brigada: un posto",
          // or opens with it as a list of people does, "…a selección, como persoal laboral temporal, do persoal do obradoiro…:"
          // / "- Un/unha director/a do obradoiro.", "- Un/a docente…")
          const lidoSo = lido && listaContaTras && !contaTras(n.slice(desde + lido.length)) && !ITEM_CONTADO.test(n) ? null : lido;
          // (a scale keeps the specialty printed with it, to the colon that counts it: "a) Escala de axentes…, especialidade
          // de pesca continental: 8 prazas")
          const especialidade = lidoSo && /^(?:escala|corpo|cuerpo)\b/.test(lidoSo) ? ESPECIALIDADE_DO_ITEM.exec(n.slice(desde + lidoSo.length)) : null;
          const t = lidoSo && especialidade ? lidoSo + especialidade[0] : lidoSo;
          if (t) {
            nomesLista.push(t);
            itemDaLinha = orde;
            // (a list of one post names it: "- Dous/dúas (2) peóns/peoas de obras", made singular)
            const valor = presentar(doc.texto.slice(f.ini + desde, f.ini + desde + t.length), /s(?:\/[a-z]+)?$/.test(t.split(' ')[0]));
            const grupo = GRUPO_TRAS_NOME.exec(n.slice(desde + t.length, desde + t.length + 20));
            // (the name alone in its sentence: the card's count and group may follow on its line)
            const resto = /^\s*\.?$/.test(n.slice(desde + t.length)) ? restoDaFicha(f) : null;
            const grupoCela = grupo?.[1] ?? resto?.grupoCela ?? grupoDaLista;
            itens.push({ nome: valor, conta: f.ini + desde, frase: orde, ini: f.ini, fin: f.ini + desde + t.length, ...(resto?.prazas ? { prazas: resto.prazas } : {}), ...(grupoCela ? { grupoCela } : {}), ...(quendaSubtitulo ? { quenda: quendaSubtitulo } : {}) });
            nomes.push({ valor, puntos: base + 2, orde: orde * 1000, cita: cita(doc, f, f.ini + desde, f.ini + desde + t.length) });
          }
        } else if (f.ini < fimDaFicha) {
          // (the rest of a post's card line, read with its name)
        } else if (!listaDePersoas && !listaContaTras && !item && !LINHA_NON_POSTO.test(n)) {
          if (!itemSenMarca(f, orde, base)) listaAnunciada = false;
        } else listaAnunciada = false;
      } else listaAnunciada = false;
      // A list announced and printed in one sentence: its items after the colon.
      const enLinha = base >= 0 && !f.encabezado && !listaAnunciada && TALVEZ_EN_LINHA.test(n) ? listaEnLinha(f, orde) : -1;
      if (f.encabezado && BASES_ESPECIFICAS.test(n)) especificas++;
      return enLinha;
    },

    variosNaFrase(f, orde, base) {
      const n = f.norm;
      // ("É obxecto destas bases xerais a regulación dos procesos selectivos…": general bases speak of every process they
      // serve; the specific bases below them say whether this body calls one or several)
      // (general bases published before, "…que se rexerán ademais polas bases xerais dos procesos selectivos… publicadas
      // no BOP número 41", are another text: their processes are not this body's, nor are the bases in it)
      const xerais = BASES_XERAIS.test(n);
      const xeraisFora = xerais && BASES_XERAIS_PUBLICADAS.test(n);
      const variosSenLista = base >= 1 && f.seccion !== 'titulo' && VARIOS_NON_LISTA.test(xeraisFora ? n.replace(/\bprocesos selectivos\b/g, ' ') : n);
      if (variosSenLista || (base >= 1 && f.seccion !== 'titulo' && SEGUINTES_PRAZAS.test(n))) {
        if (xerais && !xeraisFora) variosXerais = true;
        else if (unPostoEnLinha !== orde || variosSenLista) varios = true;
      }
    },

    contado(it) {
      nomesContados.push(it.nome);
      itens.push(it);
    },

    ficha(it) {
      fichas.push(it);
    },

    trasOsNomes(orde, antesDaFrase, enLinha) {
      // (a line of an announced list is its item already: "– Una plaza de Arquitecto/a…" read again as a counted post is
      // no second one)
      if (itemDaLinha === orde) itens.splice(antesDaFrase);
      // ("unha praza de X e dúas de Y": the items of one sentence read by both readers, in the order printed)
      if (enLinha >= 0 && itens.length - antesDaFrase >= 1 && antesDaFrase > 0 && itens[antesDaFrase - 1].frase === orde) {
        const daFrase = itens.splice(itens.findIndex((it) => it.frase === orde)).sort((a, b) => a.ini - b.ini);
        itens.push(...daFrase);
      }
    },

    taboa(filas) {
      // Rows of one post by turn repeat its name; another name is another post.
      const mesmo = (a: string, b: string) => palabrasPosto(a).join(' ') === palabrasPosto(b).join(' ');
      // A table of turns alone ("| Quenda | Prazas |") names no post: the text does.
      const nomeadas = filas.filter((a) => a.nome);
      if (nomeadas.some((a, i) => nomeadas.some((b, j) => j > i && !mesmo(a.nome, b.nome)))) {
        varios = true;
        // (a table of no count, below the requirements or the merits, lists no post of the call)
        for (const fila of nomeadas) if (!fila.dentro && !(fila.semConta && peso(PESOS, doc.frases[fila.frase].seccion) < 0)) itens.push({ nome: presentar(fila.nomePublicado, false), prazas: fila.prazas, grupoCela: fila.grupo, quenda: fila.quenda, frase: fila.frase, ini: fila.ini, fin: fila.fin });
        return true;
      }
      return false;
    },

    resultado() {
      const distintos = (xs: string[]) => xs.some((a, i) => xs.some((b, j) => j > i && !compatibles(a, b)));
      // (one post by name, for the items of a list, each counted on its own: "Administrativo/a" and "Auxiliar
      // administrativo/a", "Coordinador/a de socorrismo" and "Socorrista" are two posts, though one name holds the other)
      const unNome = (xs: string[]) => xs.every((a) => palabrasPosto(a).length === palabrasPosto(xs[0]).length && compatibles(a, xs[0]));
      // A list led by its count ("dúas prazas: unha de X e outra de Y"): its items named apart are posts apart.
      // (the count that leads the list, "cinco prazas de oficial do servizo:", is their sum, not one more item)
      for (const l of listasContadas) {
        // (and the title that counts the places so: "Bases de cinco prazas de oficial do servizo")
        const lead = itens.find((it) => it.frase === l.frase && it.ini >= l.ini && it.fin <= l.fin);
        if (lead && itens.filter((it) => it.frase === l.frase).length >= 3) {
          const chave = palabrasPosto(lead.nome).join(' ');
          for (let i = itens.length - 1; i >= 0; i--) if (palabrasPosto(itens[i].nome).join(' ') === chave) itens.splice(i, 1);
        }
        if (new Set(itens.filter((it) => it.frase === l.frase).map((it) => palabrasPosto(it.nome).join(' '))).size >= 2) varios = true;
      }
      // Two or more cards of different posts, each with its own count: each card an item of the list.
      // (told apart as a list's items are, by their words: "Auxiliar administrativo/a" and "Administrativo/a",
      // "Administrativo/a de administración xeral" and "Técnico/a de xestión de administración xeral" are two posts,
      // though the loose match of words finds one inside the other; one post's cards by turn print one name)
      const contadas = fichas.filter((x) => x.prazas);
      if (contadas.length >= 2 && !unNome(contadas.map((x) => x.nome))) {
        varios = true;
        itens.push(...contadas);
        itens.sort((a, b) => a.ini - b.ini);
      } else if (varios && contadas.length >= 2 && itens.length === 0 && !variosXerais) {
        // "…de las siguientes plazas:" above cards that all name one post ("Plaza: Auxiliar administrativo/a. … Turno:
        // libre." / "Plaza: Auxiliar administrativo/a. … Turno: promoción interna."): one post by turn, as for lines.
        varios = false;
      }
      // "as seguintes prazas:" above lines that all name one post ("Dúas prazas de axente…, quenda libre." / "Unha praza de
      // axente…, promoción interna."): one post by turn, not several posts.
      if (varios && itens.length >= 2 && !itens.some((it) => it.grupoCela !== undefined || it.prazas !== undefined) && unNome(itens.map((it) => it.nome))) varios = false;
      return { variosPostos: varios || (variosXerais && especificas !== 1) || distintos(nomesContados) || !unNome(nomesLista), itens };
    },
  };
}
