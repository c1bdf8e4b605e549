import { calqueraDe } from '../alternativa.js';
import type { Feito, Grupo, SistemaSeleccion, TipoPersoal } from 'shared/contract';
import { cita, limpar, type CitaPendente, type Documento, type Frase, type Seccion } from './documento.js';
import { escoller, peso, type Candidato, type PesosSeccion } from './lectura.js';
import type { ContextoFeitos, Lector } from './lector.js';
import { NUMERO } from './numeros.js';
import { lerTaboas } from './taboa.js';

/**
 * Group or subgroup, staff type, selection system and job pool, read from the sentences that describe the call
 * (its object, its title, the opening of the bases) rather than from requirements of other groups, the tribunal's
 * members or a pool formed after a permanent call.
 */
export interface Clasificacion {
  grupo?: Feito<Grupo>;
  tipoPersoal?: Feito<TipoPersoal>;
  sistema?: Feito<SistemaSeleccion>;
  bolsa?: Feito<boolean>;
  /** Several groups, or staff types, stated as the posts' own (an offer listing posts of several kinds). */
  variosGrupos: boolean;
  variosTipos: boolean;
}

const DESCRICION: PesosSeccion = { titulo: 2, preambulo: 2, obxecto: 3, requisitos: 0, sistema: 0, tribunal: -4, bolsa: -3, nomeamento: -2, admision: -1, taxa: -3 };

// ---- group -----------------------------------------------------------------------------------------------------

// ("Grupo de asimilación: C1" of a laboral post; "Grupo según el artículo 76 del texto refundido de la Ley del Estatuto
// Básico del Empleado Público: A2", "Grupo segundo o artigo 76 do…: C1", as the BOE prints an offer's posts)
const GRUPO_SEGUN = String.raw`(?:(?:segun|segundo)\s+(?:(?:o|el)\s+)?(?:articulo|artigo|art\.?)\s*76\b[^:;.]{0,110}?:)?`;
const SUBGRUPO = new RegExp(String.raw`\bsubgrupo\s*${GRUPO_SEGUN}(?:de\s+(?:clasificacion|asimilacion|equiparacion)\s*)?(?:profesional\s*)?(?:(?:asimilado|equiparado|equivalente)\s*)?:?\s*\(?(a1|a2|c1|c2|b|e|ap)\b`, 'g');
const GRUPO = new RegExp(String.raw`\bgrupo\s*${GRUPO_SEGUN}(?:de\s+(?:clasificacion|asimilacion|equiparacion)\s*)?(?:profesional\s*)?(?:(?:asimilado|equiparado|equivalente)\s*)?(?:\/\s*subgrupo\s*)?:?\s*\(?(a1|a2|c1|c2|b|e|ap)\b(?!\s*\/)`, 'g');
const AP = /\bagrupacions? profesiona(?:is|l)\b|\bagrupacion(?:es)? profesional(?:es)?\b|\b(?:grupo|subgrupo)(?:\s+de\s+asimilacion)?\s*:?\s*(?:e|ap)\b(?!\s*\/)/;
const SEN_TITULACION = /\b(?:sen|sin) (?:requisito de )?titulacion\b/;
/** The group of the candidates' current post, a requirement, a reference to another group: not the call's group. */
// ("tres plazas, procedentes de la oferta de empleo público": places coming from an offer, not candidates from a group)
/**
 * Where a sentence that calls the post turns to who may apply to it: "…una plaza de Administrativo/a…, subgrupo C1,
 * reservada al personal funcionario de carrera… que pertenezca a la subescala Auxiliar…, subgrupo C2, y cuente con una
 * antigüedad…", "…unha praza de Administrativo/a, subgrupo C1, reservada ao persoal funcionario… que pertenza…",
 * "…entre el personal funcionario del subgrupo C2…"; folded. The groups before it are the post's.
 */
const ORIXE_DOS_ASPIRANTES = /\b(?:reservad[ao]s?|dirixid[ao]s?|dirigid[ao]s?)\s+(?:a|al|ao|aos|as|ás|a los|a las)\s+(?:o\s+|el\s+)?(?:persoal|personal|funcionari)|\bentre\s+(?:o\s+|el\s+|os\s+|los\s+)?(?:persoal|personal|funcionari)/;
/** A sentence that calls or fills places: "para cubrir… una plaza", "a provisión… dunha praza"; folded. */
const CHAMA_PRAZAS = /\b(?:convoc\w*|provision|proveer|prover|cubrir|cobertura)\b[^.;]{0,160}\b(?:prazas?|plazas?)\b/;
/**
 * The law's classification quoted in the bases: "los cuerpos y escalas de funcionarios se clasifican en el grupo A
 * (subgrupos A1 y A2), el grupo B y el grupo C…", "os corpos e escalas de persoal funcionario clasifícanse…"; folded.
 * It names every group, the post's none.
 */
const CLASIFICACION_DA_LEI = /\b(?:cuerpos|corpos) (?:y|e) escalas\b[^.;]{0,60}\bclasific/;
// (the Galician "pertence/pertencen" with the place as its subject, "A categoría pertence á agrupación profesional… (grupo
// E)", "As prazas pertencen ao subgrupo C1", names the place's own group, as the Spanish "pertenece" always did; the
// candidates' "deberán pertencer ao subgrupo C2" stays a decoy)
const OUTRO_GRUPO = /(?<!\b(?:prazas?|plazas?|categorias?|postos?|puestos?)\s)\bpertenc\w*\b|\bpertencer\b|\bantigu\w*|\bservizos? prestados|\bservicios? prestados|\bdende o subgrupo|\bdesde o subgrupo|\bdesde el subgrupo|\bsubgrupo inmediatamente|\bsubgrupo inferior|\binferior\b|\bprocedentes?\b(?!\s+(?:d[aeo]s?|del|de la|de las|de los)\s+(?:(?:a|la|as|las)\s+)?(?:ofertas?|oep|ampliacion|convocatoria|estabilizacion)\b)|\bexperiencia\b|\bvogais?\b|\bvocales?\b|\bmembros\b|\bmiembros\b|\bigual ou superior\b|\bigual o superior\b|\bservi(?:zo|cio) activo\b/;
/**
 * A fee beside a group ("Subgrupo A2: 30,00 €", "grupo C1, 20 euros"): a fee table's row, not the post's group. Not a fee
 * said apart in a sentence that restates the post ("…Grupo A, Subgrupo A2, mediante concurso-oposición, y que la tasa por
 * derechos de examen es de 20 euros"); folded.
 */
const EUROS = /€|\beuros?\b/;
const TAXA_DO_GRUPO = /\b(?:sub)?grupo\b[^.;]{0,40}(?:€|\beuros?\b)|(?:€|\beuros?\b)[^.;]{0,40}\b(?:sub)?grupo\b/;
const ACTUAL_GRUPO = /\bpertencente\b|\bperteneciente\b|\bencadrad|\bencuadrad|\bclasificad|\bincluid|\bescala\b|\bsubescala\b|\bclase\b|\bcategoria\b|\bpraza|\bplaza|\bposto|\bpuesto|\basimilad|\bequiparad|\bequivalente/;

/** The subscales of Administración Xeral belong to one group each (RDL 781/1986 art. 169; TREBEP DT 3ª). */
const SUBESCALA_AXE = /\bsubescala\s+(?:de\s+)?(tecnica|xestion|gestion|administrativa|auxiliar|subalterna)\b/;
const GRUPO_SUBESCALA: Record<string, Grupo> = { tecnica: 'A1', xestion: 'A2', gestion: 'A2', administrativa: 'C1', auxiliar: 'C2', subalterna: 'AP' };
/** The places or the person the call fills, named in the sentence of the subscale. */
const PRAZA_NA_SUBESCALA = /\b(?:prazas?|plazas?|postos?|puestos?|ingreso|nomead[oa]|nombrad[oa])\b/;
/** Administración Xeral, not Especial (whose "subescala técnica" spans groups A1 to C1). */
const ADMINISTRACION_XERAL = /\badministracion\s+(?:xeral|general)\b/;

const aGrupo = (g: string): Grupo => (g === 'e' || g === 'ap' ? 'AP' : (g.toUpperCase() as Grupo));
/** A table's group cell, folded: "C1", "Subgrupo A2", "Asimilado A2", "C2 (asimilado)", "Agrupacións profesionais"; null for another content. */
const CELA_GRUPO = /^(?:(?:sub)?grupo\s+)?(?:(?:asimilad[oa]|equiparad[oa]|equivalente)\s+(?:(?:a|ao|al)\s+)?(?:(?:sub)?grupo\s+)?)?(a1|a2|c1|c2|b|e|ap)(?:\s*\(\s*(?:asimilad[oa]|equiparad[oa]|equivalente)\s*\))?$/;
function grupoDaCela(c: string | undefined): Grupo | null {
  if (!c) return null;
  // ("Agrup. prof.", as a flattened table abbreviates it)
  if (/^(?:agrupacions? profesiona\w*|agrupaciones profesionales|agrup\.?\s*prof\w*\.?)$/.test(c)) return 'AP';
  const m = CELA_GRUPO.exec(c);
  return m ? aGrupo(m[1]) : null;
}

// ---- staff type --------------------------------------------------------------------------------------------------

const TIPOS: [TipoPersoal, RegExp][] = [
  // (interims also: "listaxe… para nomeamentos temporais", "nombramientos temporales", an appointment being a civil
  // servant's and a temporary one an interim's; "nos supostos do artigo 10.1 do texto refundido da Lei do Estatuto
  // Básico", "artículo 10 del TREBEP", the article of interim civil servants)
  ['funcionario_interino', /\bfuncionari[oa]s?(?:\/as?|\(as?\))? interin|\b(?:bolsas?|listas?|listaxes?) de interin|\binterin[oa]s?(?:\/as?)? funcionari|\bnomeamentos? interin|\bnombramientos? interin|\binterinamente\b|\bcaracter interino\b|\ben (?:regime |regimen |rexime )?(?:de )?interinidade?\b|\bpersoal interino\b|\bpersonal interino\b|\bnomeamentos? como funcionari[oa]s?(?:\/as?)? interin|\b(?:nomeamentos? tempora(?:l|is)|nombramientos? tempora(?:l|les))\b|\b(?:artigo|articulo|art\.)\s*10(?:\.\d)?(?:\.?\s*[a-e]\))?,?\s+(?:do|del)\s+(?:(?:texto refundido\s+(?:da|de la)\s+)?(?:lei|ley)\s+(?:do|del)\s+estatuto basico|trebep|ebep|trlebep)\b/g],
  // ("a provisión, mediante nomeamento como funcionario/a, dunha praza vacante…", "mediante nombramiento como
  // funcionario/a": an appointment as a civil servant, with no kind, is a career one; weak, as a roster is)
  ['funcionario_carreira', /\bfuncionari[oa]s?(?:\/as?|\(as?\))? de carreira\b|\bfuncionari[oa]s?(?:\/as?|\(as?\))? de carrera\b|\bpersoal funcionario de carreira|\bpersonal funcionario de carrera|\ben propiedade\b|\ben propiedad\b|\b(?:vacantes?|prazas?|plazas?) (?:no|na|en el|en la|do|da|de|del|de la) (?:cadro|cuadro|plantilla) de (?:persoal|personal) funcionario\b(?! interino)|\b(?:vacantes?|prazas?|plazas?) (?:de|do|da|del) [^.;:()]{3,100}?, (?:no|na|en el|en la|do|da|de|del|de la) (?:cadro|cuadro|plantilla) de (?:persoal|personal) funcionario\b(?! interino)|\b(?:nomeamento|nombramiento) como (?:persoal |personal )?funcionari[oa]s?(?:\/as?|\(as?\))?(?![ /(]*(?:interin|en practicas|de carre|temporal|eventual))\b/g],
  // ("prazas vacantes no cadro de persoal laboral", "plazas de la plantilla de personal laboral": the roster is of permanent staff)
  ['laboral_fixo', /\b(?:vacantes?|prazas?|plazas?) (?:no|na|en el|en la|do|da|de|del|de la) (?:cadro|cuadro|plantilla) de (?:persoal|personal) labora(?:l|les|is)\b(?! (?:temporal|eventual))|\b(?:vacantes?|prazas?|plazas?) (?:de|do|da|del) [^.;:()]{3,100}?, (?:no|na|en el|en la|do|da|de|del|de la) (?:cadro|cuadro|plantilla) de (?:persoal|personal) labora(?:l|les|is)\b(?! (?:temporal|eventual))|\blabora(?:l|les|is) fix[oa]s?\b|\blabora(?:l|les|is) fij[oa]s?\b|\blabora(?:l|les|is) indefinid|\bcontrat\w* (?:laboral )?indefinid|\blaboral de caracter fixo|\blaboral con caracter fixo|\blaboral de caracter fijo|\blaboral con caracter fijo|\bpersoal laboral permanente|\b(?:persoal|personal) labora(?:l|les|is)\b[^.;]{0,140}?,\s*(?:con|de) caracter (?:fixo|fijo)\b/g],
  // ("persoal laboral do Concello, na categoría de…, a tempo parcial, con carácter fixo": the kind stated at the end)
  ['laboral_temporal', /\blabora(?:l|les|is) temporal|\blabora(?:l|les|is) de duracion determinada|\bcontrat\w* (?:labora(?:l|les|is) )?tempora(?:l|les|is)\b|\bcontrat\w* labora(?:l|les|is)\b|\bduracion determinada\b|\bcontratos? de (?:relevo|interinidade|interinidad|substitucion|sustitucion|obra)|\bobradoiros? de emprego|\btalleres de empleo|\bprogramas? de (?:emprego|empleo|cooperacion)/g],
];
/** The labour staff named in a sentence: "persoal laboral", "cadro de persoal laboral", "plantilla de personal laboral". */
const LABORAL_NA_FRASE = /\b(?:persoal|personal) labora(?:l|les|is)\b/;
/** "O tribunal estará formado por funcionarios de carreira": the members, not the people selected (words just before). */
const MEMBROS = /\b(?:vogais?|vocales?|vogal|vocal|presidente|presidenta|secretari[oa]|membros|miembros|compost[oa] por|compuest[oa] por|integrad[oa] por|formad[oa] por|estara formad[oa]|designad[oa]s? entre)\b[^.;]{0,60}$/;
/**
 * "ingreso no corpo administrativo", "ingreso en la Escala de Gestión", "ingreso, pola quenda de promoción interna, no
 * corpo superior": a corps or scale is of career civil servants; so is a Xunta professional grouping ("ingreso na
 * agrupación profesional de persoal funcionario subalterno", "ingreso en la agrupación profesional…").
 */
const INGRESO_CORPO = /\bingreso(?:\s*,\s*(?:pola|polas|por el|por la|por los|polo|por)\s+(?:quendas?|turnos?|sistema)\b[^,.;]{0,50},)?\s+(?:(?:,\s*)?como\s+(?:persoal\s+|personal\s+)?funcionari\w*\s+de\s+carre(?:ir|r)a\s*,?\s*)?(?:no|na|nos|nas|en el|en la|en los|en las|ao|á)\s+(?:corpo|cuerpo|escala|corpos|cuerpos|escalas|categoria|subescala|agrupacions?\s+profesiona(?:l|is)|agrupacion(?:es)?\s+profesional(?:es)?)\b/;
/**
 * "proceso selectivo de acceso á escala administrativa", "pruebas selectivas de acceso a la Escala de Gestión
 * Universitaria", "acceso al cuerpo…": access to a corps or scale is entry into it, of career civil servants as
 * "ingreso" (a category is left out: laboral and statutory staff have categories too).
 */
const ACCESO_CORPO = /\bacceso\s+(?:á|a|ao|al|a la|aos|ás|a los|a las|no|na|en el|en la)\s+(?:corpo|cuerpo|escala|subescala|corpos|cuerpos|escalas|subescalas)\b/;
/**
 * The places a call fills, placed in a scale or subscale: "dos plazas de Agente…, pertenecientes a la escala de
 * Administración Especial", "encuadradas en la escala…", "unha praza de Auxiliar, pertencente á escala de Administración
 * Xeral", "plaza de Técnico de la escala de…". Only career civil servants belong to a scale (interims and laboral staff
 * are named as such): a call of such places that names no other type, no pool and no temporary hiring is of career
 * staff (the lead's convention of the thirty-sixth pass, textos/README.md); folded.
 */
const PRAZA_NA_ESCALA = /\b(?:prazas?|plazas?)\b[^.;]{0,160}?(?:\b(?:pertencentes?|pertenecientes?|encadrad[oa]s?|encuadrad[oa]s?|incluid[oa]s?|integrad[oa]s?|clasificad[oa]s?|adscrit[oa]s?)\s+(?:a\s+la|na|en\s+la|á|a|ao|al|no|en\s+el|dentro\s+da|dentro\s+de\s+la)|\b(?:da|de\s+la)|,)\s+(?:sub)?escala\b/;
/** A correction's new wording, which restates the call's places: "debe decir: «veintidós plazas de Bombero/a, escala…»"; folded. */
const DEBE_DICIR = /\bdebe (?:dicir|decir)\b/;
/** Words that make a scale's place no career one: an interim, a temporary or laboral post, a pool, an assimilated group. */
const NON_CARREIRA_NA_FRASE = /interin|tempora|labora|bolsa|\blistas?\b|listaxe|substituc|sustituc|asimilad|equiparad|eventual|practicas/;
// (not the list of those who passed, admitted or excluded: "as vacantes que se produzan ata a publicación da lista de
// aprobados", "hasta la publicación de la lista de aprobados" is a step of the call, no pool)
const MENCION_BOLSA = /\bbolsas?\b|\blistas? de\b(?! (?:(?:as |los |las )?(?:persoas|personas|aspirantes) )?(?:aprobad|admitid|excluid))|\blistaxes?\b|\blistas para\b/;
/** "persoal estatutario temporal da categoría de…", "personal estatutario fijo": the staff of the health service. */
const ESTATUTARIO = /\b(?:persoal|personal)\s+estatutari[oa]\b/;
/** "persoal laboral", "personal funcionario" without a kind: in a pool, temporary staff or interim civil servants. */
const PERSOAL_SEN_TIPO = /\b(?:persoal|personal)\s+(laboral|funcionario)\b(?!\s*(?:\/a\s+)?(?:fix|fij|de carre|indefinid|temporal|interin|de duracion))/;
/** Requirements of internal promotion ("ser funcionario de carreira do Concello"), pools formed afterwards. */
/** A free turn named where the call is described: "quenda libre", "turno de acceso libre", "oposición libre"; folded. */
const QUENDA_LIBRE = /\b(?:quendas?|turnos?|acceso|oposicion|concurso-oposicion)\s+(?:de\s+acceso\s+)?libres?\b/;
const REQUISITO_PERSOAL = /\bser funcionari|\bter a condicion|\btener la condicion|\bostentar|\bprestar servizos|\bprestando servizos|\bantigu/;

// ---- system ------------------------------------------------------------------------------------------------------

// ("O sistema de selección será a oposición", "mediante la oposición": the feminine article before the system too)
const SISTEMA_NOME = '(concurso\\s*-?\\s*oposicion|oposicion|concurso)';
const SISTEMA_EXPLICITO = new RegExp(
  `\\b(?:sistema|procedemento|procedimiento)(?:\\s+(?:selectivo|de seleccion|de acceso|de provision|de ingreso))?(?:\\s*:\\s*|\\s+(?:sera|seran|e|es|sera o|sera el|que se seguira sera|a seguir sera)\\s+(?:o\\s+|el\\s+|a\\s+|la\\s+)?(?:de\\s+)?|\\s+de\\s+)${SISTEMA_NOME}`
  + `|\\b(?:mediante|a traves d[oe]l?|por medio d[oe]l?|polo|pola|por el|por la|por)\\s+(?:o\\s+|el\\s+|a\\s+|la\\s+)?(?:sistema\\s+(?:selectivo\\s+)?(?:de\\s+)?|procedemento\\s+(?:de\\s+)?|procedimiento\\s+(?:de\\s+)?)?${SISTEMA_NOME}`
  // "Convócase oposición para a provisión…", "Se convoca concurso-oposición libre para…": the call's verb names its system.
  + `|\\b(?:convocase|convocanse|se convocan?|convoca|convocan)\\s+(?:(?:a|la|o|el|unha|una)\\s+)?${SISTEMA_NOME}(?=\\s+(?:libre\\s+)?(?:para|de|do|da|del|pola|polo|por)\\b|\\s*,)`,
  'g',
);
/** A system followed by the turn it serves: "oposición para a quenda libre", "concurso-oposición na de promoción interna". */
const SISTEMA_QUENDA = new RegExp(`${SISTEMA_NOME}\\s+(?:para|na|nas|no|nos|en|pola|polas|por)\\s+(?:(?:a|as|o|os|el|la|los|las)\\s+)?(?:(?:de|do|da|del)\\s+)?(?:quendas?|turnos?|acceso|promocion|libre|discapacid\\w*)\\b`, 'g');
/**
 * The header of a table of candidates' marks, whose columns may be named after the phases ("… / DNI / Oposición / Total"),
 * or headed by the candidate ("Aspirante / Oposición / Concurso / Total", its rows run on after it in one sentence); folded.
 */
const COLUMNAS_NOTAS = /\/\s*(?:dni|nif|total|puntuacion(?: total| final)?|nota(?: final)?|apelidos|apellidos)\s*(?:\/|$)|^(?:apelidos|apellidos)\b|^(?:aspirantes?|persoas? aspirantes?|personas? aspirantes?|candidat[oa]s?)\s*\/\s*(?:[a-z -]+\s*\/\s*){1,4}total\b/;
const SISTEMA_SOLTO = /\b(concurso\s*-?\s*oposicion)\b|\b(oposicion)\s+libre\b|\bconcurso de (?:meritos|valoracion de meritos|traslados)\b|\b(?:sera|seran|e|es)\s+(?:o|el)\s+de\s+(?:concurso\s*-?\s*oposicion|oposicion|concurso)\b|\/\s*(?:concurso\s*-?\s*oposicion|oposicion|concurso)\s*(?:libre\s*)?(?=$|[(/.])/g;

/**
 * A marked line of the tests that opens with "concurso de méritos" and its colon or marks: "b) Concurso de méritos: cursos…
 * (ata 5 puntos)", "2. Concurso de méritos (hasta 4 puntos)": the merit phase of a concurso-oposición the call names
 * elsewhere, not a second system; a concurso only when the call names none other.
 */
const FASE_DE_MERITOS = /^(?:[a-z]\)|\d{1,2}[.)]|[-–•])\s*(?:fase de )?concurso de (?:meritos|valoracion de meritos)\s*[:(]/;
const aSistema = (s: string): SistemaSeleccion => (/oposicion/.test(s) ? (/concurso/.test(s) ? 'concurso-oposicion' : 'oposicion') : 'concurso');

// ---- job pool ----------------------------------------------------------------------------------------------------

const BOLSA = new RegExp(/\bbolsas?\b(?!\s+(?:de|para)\s+(?:formacion|estudos?|estudios?|investigacion|practicas|viaxe|viaje|comedor|axudas?|ayudas?|libros))|\blista(?:xes?|dos?|s)? de (?:reserva|espera|substitucions|sustituciones|suplentes|candidat\w+|contratacion|emprego|empleo|aspirantes para)|\blistaxes? de emprego|\blista(?:xe|do)?s? de (?:persoal|personal) (?:funcionario\s+|estatutario\s+)?(?:interino|laboral temporal|temporal)|\blistas?\s+(?:para\s+(?:a\s+|la\s+)?)?(?:seleccion|contratacion|nomeamento|nombramiento)\s+de\s+(?:persoal|personal)\s+(?:estatutario\s+|funcionario\s+|laboral\s+)?(?:temporal|interino)|\blistas?\s+(?:para|de)\s+(?:a\s+|la\s+|o\s+|el\s+)?(?:cobertura|contratacion|nomeamento|nombramiento|substitucion|sustitucion)|\bpara (?:posibles |futuros |futuras |os |las |los |as )?(?:nomeamentos|nombramientos|contratacions|contrataciones) (?:de persoal |de personal |como )?(?:temporais|temporales|interin\w*|funcionari\w+ interin\w*|laboral\w* temporal\w*)/.source
  // "listaxes de persoas aspirantes a desempeñar postos en réxime de interinidade e substitución", "listas de aspirantes para
  // cubrir puestos en régimen de interinidad": lists of candidates for interim or substitute posts
  + '|\\blista(?:xe|do)?s? de (?:persoas |personas )?aspirantes\\s+(?:a|para)\\s+(?:o\\s+|el\\s+)?(?:desempen\\w*|cubrir|ocupar)\\b[^.;]{0,60}\\b(?:interin|substituc|sustituc)', 'g');
/**
 * A temporary cover named without a pool ("cubrir interinamente", "nomeamento interino", "para a substitución de",
 * "necesidades temporais"): a pool only when the call does not say which places or people it fills.
 */
const BOLSA_FEBLE = /\bnecesidades (?:temporais|temporales)\b|\bcobertura (?:con caracter )?temporal\b|\bsubstitucions? temporais|\bsustituciones temporales|\bcubrir (?:interina|temporal)mente\b|\b(?:nomeamento|nombramiento) interino\b|\b(?:para|proceso para) (?:a |la )?(?:substitucion|sustitucion) d/;
/** A counted fill: "dun/dunha arquitecto/a", "unha praza de", "dúas prazas", "por vacante". */
const CUBRE_CONTADAS = new RegExp(`\\b(?:dun\\/dunha|dun\\(ha\\)|un\\/unha|un\\/a|de un\\/a|de un\\/una|dunha|dun|de un|de una|unha|una|un|a|la|da|de la|o|el|do|del|unica)\\s+(?:praza|plaza|posto|puesto)\\b|\\b${NUMERO}\\s+(?:prazas|plazas|postos|puestos)\\b|\\bpor vacante\\b|\\b(?:nomeamento|nombramiento|contratacion|seleccion|provision|cobertura|substitucion|sustitucion|selec\\w+ por [a-z-]+)(?:\\s+(?:interin[oa]|temporal|laboral|urxente|urgente|,\\s*por vacante,?))*\\s+(?:dun\\/dunha|dun\\(ha\\)|dun|dunha|de un\\/a|de un\\/una|de un|de una)\\s`);
/**
 * Words one of which every match of CUBRE_CONTADAS holds (the place or post counted, "vacante", or the verb of the
 * filling before "dun/dunha…"): one scan of the sentence for them before the pattern, whose short articles are tried at
 * nearly every word.
 */
const TALVEZ_CUBRE_CONTADAS = calqueraDe(['praza', 'plaza', 'posto', 'puesto', 'vacante', 'nomeamento', 'nombramiento', 'contratacion', 'selec', 'provision', 'cobertura', 'substitucion', 'sustitucion']);
/** "…dun/dunha arquitecto/a técnico/a, persoal funcionario interino, e formación de lista de reserva": the list is besides the post filled. */
const E_LISTA = /\b(?:e|y)\s+(?:a\s+|la\s+)?(?:formacion|creacion|constitucion|elaboracion|conformacion)\s+(?:dunha\s+|de\s+(?:unha\s+|una\s+)?|da\s+|de la\s+)?(?:bolsa|lista)/;
/**
 * People counted before a list in the sentence that fills them: "…, dun/dunha traballador/a social, … e formación dunha
 * lista de reserva", "contratación laboral temporal de seis socorristas … e a formación dunha lista de reserva".
 */
/** One person counted with both genders ("dun/dunha técnico/a", "de un/a agente"), not a place, post, pool or list. */
const UNHA_PERSOA_FORMAS = '(?:dun\\/dunha|dun\\(ha\\)|un\\/unha|de un\\/a|de un\\/una|de un\\(a\\))\\s+(?!(?:praza|plaza|posto|puesto|bolsa|lista)\\b)[a-z]';
const PERSOA_CONTADA = new RegExp(`\\b${UNHA_PERSOA_FORMAS}|\\bun\\/a\\s+(?!(?:praza|plaza|posto|puesto|bolsa|lista)\\b)[a-z]|\\b(?:contratacion|nomeamento|nombramiento|seleccion)\\b[^.;]{0,40}?\\bde\\s+(?:${NUMERO})\\s+(?!(?:prazas?|plazas?|postos?|puestos?|meses|dias|anos|semanas|horas)\\b)[a-z]`);
/**
 * One person counted with both genders, wherever the appointment is said: "o nomeamento interino, por execución de
 * programa de carácter temporal, dun/dunha técnico/a…", "el nombramiento como funcionario/a interino/a… de un/a técnico/a":
 * a fill, not a pool.
 */
const UNHA_PERSOA = new RegExp(`\\b${UNHA_PERSOA_FORMAS}`);
/** A line that offers nothing: "Ningunha praza.", "Ninguna plaza", "Sen prazas", "Non se ofertan prazas"; folded. */
const NINGUNHA_PRAZA = /^(?:ningunha|ninguna|ningun|ningún|sen|sin|non se ofertan?|no se ofertan?|non hai|no hay)\s+(?:prazas?|plazas?|postos?|puestos?|vacantes?)\s*(?:ofertad[oa]s?|convocad[oa]s?)?\s*\.?$/;
/**
 * A sentence that says a staff type has no place in the edict: "Non se inclúen nesta oferta prazas de persoal laboral",
 * "No se incluyen plazas de personal funcionario", "Non se ofertan prazas de persoal funcionario de carreira"; folded.
 */
const TIPO_EXCLUIDO = /\bnon? se (?:incluy?en|ofertan|convocan)\b[^.;]{0,40}\b(?:prazas?|plazas?|postos?|puestos?)\b/;
/** A line that is a staff type alone, an offer's heading: "PERSOAL FUNCIONARIO DE CARREIRA", "Personal laboral fijo:"; folded. */
const TIPO_SO = /^(?:persoal|personal)\s+(?:funcionario|laboral|estatutario)(?:\s+(?:de carreira|de carrera|fixo|fijo|interino|temporal|indefinido))?\s*:?\s*\.?$/;
/** The pool is formed after the permanent call: with those who pass without a place. */
const BOLSA_POSTERIOR = /\bconstituid\w* (?:por|mediante|en)\b|\ben aplicacion d|\bvixente\b|\bvigente\b|\bformara|\bconstituira|\bse formara|\bse constituira|\bpoderase|\bpodra\b|\bpoderan|\bpodran|\bpasar\w* a formar|\bformar\w* parte|\bintegrar\w*|\bque superen|\bque non obte|\bque no obte|\bsen (?:obter |acadar )?praza|\bsin (?:obtener |conseguir )?plaza|\baprobad|\bsuperad|\bsuperasen|\bsuperaran|\bresultantes?\b|\bfuncionamento da|\bfuncionamiento de/;
/** The pool formed by the call's system: "as listas… formaranse por concurso de méritos", "la bolsa se constituirá mediante oposición"; folded. */
const BOLSA_POR_SISTEMA = /\b(?:se )?(?:formar|constituir|elaborar|conformar)(?:ase|anse|a|an)\s+(?:por|mediante|polo sistema de|por el sistema de|a traves d[eoa]l?)\s+(?:o |el |un |unha |una )?(?:sistema de |procedemento de |procedimiento de )?(?:concurso|oposicion|valoracion de meritos|baremacion)/;
const BOLSA_OBXECTO = /\b(?:creacion|constitucion|formacion|elaboracion|confeccion|conformacion|selec\w+ de persoal|seleccion de personal)\b[^.;]{0,40}\b(?:bolsa|lista)|\bobxecto\b[^.;]{0,120}\b(?:bolsa|lista)|\bobjeto\b[^.;]{0,120}\b(?:bolsa|lista)|^(?:bases|convocatoria|anuncio)\b[^.;]{0,80}\b(?:bolsa|lista)/;
const PRAZAS_FIXAS = /\b(?:prazas?|plazas?) (?:vacantes?|de (?:persoal )?funcionari\w* de carreira|de (?:personal )?funcionari\w* de carrera)|\bvacantes?\b|\ben propiedade?\b|\bde carreira\b|\bde carrera\b|\blaboral fix|\blaboral fij|\boferta de emprego|\boferta de empleo|\boep\b|\bcadro de persoal|\bplantilla\b/;
const PRAZAS = /\b(?:prazas?|plazas?)\b/;
/** The edicts that call a process: what they call is either a pool or permanent posts. */
const CHAMADAS = new Set(['convocatoria_bases', 'extracto_convocatoria']);
/** Edicts that are no later step of one process: a call, a pool's call or notice, an employment offer. */
const NON_PASOS = new Set([...CHAMADAS, 'bolsa_emprego', 'oep']);
/** Later steps that name their process, not the places they fill: lists, tribunals, exam dates, results. */
const PASO_DO_PROCESO = new Set(['admitidos', 'tribunal', 'data_exame', 'resultados']);
/** The edicts whose places in a scale give the staff type: a call, its extract, a correction of the call. */
const ESCALA_CHAMADA = new Set([...CHAMADAS, 'correccion']);
/** A definite count of the places a step fills: "dúas (2) prazas de", "1 plaza vacante de", "a praza de", "la plaza de", "da praza de", "de la plaza de", "na praza de" ("en la plaza de"). */
// (a widened call counts its places too: "se amplía en tres plazas", "amplíase en dúas prazas a convocatoria")
const CONTA_PRAZAS = new RegExp(`\\b(?:ampli\\w*|increment\\w*)\\b[^.;]{0,40}\\ben\\s+(?:${NUMERO})\\s+(?:prazas|plazas)\\b|\\b(?:${NUMERO})\\s+(?:\\(\\d{1,4}\\)\\s+)?(?:prazas?|plazas?|vacantes)(?:(?:\\s+vacantes?)?\\s+(?:de|do|da|del)\\b|\\s+convocad[oa]s\\b|\\s*["”»)])|\\b(?:a|la|da|de la|na)\\s+(?:praza|plaza)(?:\\s+vacante)?\\s+(?:de|do|da|del)\\b`
  // "para cubrir doce prazas pola quenda de acceso libre", "diez plazas por el turno libre": the count, then its turn
  // (or its system: "para cubrir vinte e dúas prazas polo sistema de concurso-oposición", "cinco plazas mediante oposición")
  + `|\\b(?:${NUMERO})\\s+(?:\\(\\d{1,4}\\)\\s+)?(?:prazas|plazas)\\s+(?:pola|polas|polo|por|na|nas|en|mediante)\\s+(?:(?:el|la|los|las|a|as|o)\\s+)?(?:quendas?|turnos?|acceso|promocion|sistema|concurso|oposicion)\\b`
  // "…en la Escala Auxiliar Administrativa…, para cubrir doce plazas.": the count that closes the sentence after its verb
  // (or its clause: "…convocado por Resolución de… para cubrir cuatro plazas, y verificada la concurrencia…", the
  // appointment's preamble going on after a comma)
  + `|\\b(?:cubrir|prover|proveer)\\s+(?:${NUMERO})\\s+(?:\\(\\d{1,4}\\)\\s+)?(?:prazas|plazas)\\s*(?:[.;,]|$)`
  // a card's count, "Número de prazas: dúas, quenda libre", "Número de plazas: 2", "Plazas convocadas: tres" (a
  // correction's "debe dicir" among them; thirty-ninth pass)
  + `|\\b(?:numero (?:total )?de )?(?:prazas|plazas|vacantes)(?:\\s+convocad[oa]s)?\\s*:\\s*(?:${NUMERO})\\b`);
/** Words one of which every match of CONTA_PRAZAS holds (its place counted): most sentences hold none, and skip it. */
const TALVEZ_CONTA_PRAZAS = calqueraDe(['praza', 'plaza', 'vacante']);
/** A pool, a list, interim or temporary hiring or a cover named anywhere in a step: no inference from its count. */
/** A pool formed later from those left without a place ("o terceiro integrará a lista de substitucións"): no pool step. */
// ("Constituír unha lista de reserva coas persoas aspirantes que superaron… sen obter praza, para nomeamentos interinos")
const FORMADA_DESPOIS = /\bformara|\bconstituira|\bse formara|\bse constituira|\bpasar\w* a formar|\bformar\w* parte|\bintegrar\w*|\bque non obte|\bque no obte|\bsen (?:obter |acadar )?praza|\bsin (?:obtener |conseguir )?plaza/;
/**
 * A step that appoints or hires from a pool already made: "de conformidade coa bolsa de emprego… constituída por
 * Resolución do…, nomeouse…", "se nombra, conforme a la bolsa de empleo aprobada el…, a…". The pool is the step's (its
 * participles say it exists), unless it is one to be formed later. Only a pool by name ("bolsa"): a "lista de reserva"
 * is also what a call of permanent posts leaves, so an appointment from it says neither (the labelled sets' reading).
 */
// ("…cubrir temporalmente as funcións do posto…, de acordo coa orde da bolsa de emprego… aprobada por resolución…,
// resolvín:": the pool's order of call, cited to appoint the next person from it)
// ("Dona…, na praza de…, seleccionada da bolsa de emprego de… constituída por Resolución do…", "procedente de la bolsa
// de empleo…": the appointee's line, its verb in the sentence before, says whence she comes)
const NOMEA_DA_BOLSA = /\bnomea\w*|\bnomeou|\bnombra\w*|\bcontrat(?:a|ou|o|e|ase|ouse|ar|arase)\b|\bcontratad[oa]|\bchamamentos?\b|\bllamamientos?\b|\b(?:orde|orden) (?:da|de la) bolsa\b|\b(?:seleccionad|procedente)[oa]?s?\s+(?:da|de la|de)\s+bolsa\b/;
const BOLSA_FUTURA = /\bformara|\bconstituira|\bconstituir\b|\bse formara|\bpasar\w* a formar|\bformar\w* parte|\bintegrar\w*|\bque non obte|\bque no obte|\bsen (?:obter |acadar )?praza|\bsin (?:obtener |conseguir )?plaza|\bpoder\w*|\bpodra\w*|\bque superen|\bsuperasen|\bsuperaran|\bhayan superado|\bresultantes?\b/;
/**
 * A stabilisation "de emprego temporal" (Lei 20/2021, "para a redución da temporalidade") fills permanent posts: the
 * words name the law's aim, not a temporary hiring ("proceso de estabilización de emprego temporal… dunha praza de X").
 */
const ESTABILIZACION_TEMPORAL = /\b(?:estabilizacion|consolidacion)\s+(?:(?:do|de|del|da|de la)\s+)?(?:emprego|empleo)(?:\s+publico)?\s+(?:de\s+(?:caracter\s+)?)?temporal\b|\b(?:reducion|reduccion)\s+(?:da|de la)\s+temporalidade?\b/g;
// (not the tribunal members' "substitutos legais", "sustitutos legales": people, not a substitution)
const NOMEA_TEMPORAL = /\binterin|\btemporal|\bsubstitu(?!t[oa]s?\b)|\bsustitu(?!t[oa]s?\b)|\bbolsas?\b|\blista(?:xe|do)?s? de (?:reserva|espera|contratacion|emprego|empleo|suplentes|candidat)/;
/** Words one of which every match of NOMEA_TEMPORAL holds. */
const TALVEZ_TEMPORAL = calqueraDe(['interin', 'temporal', 'substitu', 'sustitu', 'bolsa', 'lista']);
const talvezTemporal = (n: string): boolean => TALVEZ_TEMPORAL.test(n);

/** A line that opens with a turn and gives its system after the colon: "I.2.1. Quenda de acceso libre: oposición", "Turno de promoción interna: concurso-oposición"; folded. */
const SISTEMA_DA_LINHA_DE_QUENDA = /^(?:[\divx]+(?:\.\d+)*[.)]?\s*)?(?:[a-z]\)\s*)?(?:quenda|turno)\s+(?:de\s+)?(?:acceso\s+)?(?:libre|promocion interna|reserva[^:]{0,40}|discapacidad[^:]{0,30})\s*:\s*(concurso\s*-?\s*oposicion|oposicion|concurso)\b/;

/**
 * A law's or decree's title quoted with its number and date: "Decreto 37/2006, do 2 de marzo, polo que se regula…",
 * "Real Decreto 1/2060, de 8 de enero, por el que se regula…", to the sentence's next stop (not a decree that approves or
 * convokes: "Decreto 12/2060… polo que se aproba a oferta de emprego público… persoal funcionario" is the offer itself); folded.
 */
const TITULO_DE_NORMA = /\b(?:real decreto|decreto|lei|ley)(?:\s+lexislativo|\s+legislativo)?\s+\d+\/\d{2,4},?\s+(?:do|de)\s+\d{1,2}\s+de\s+[a-z]+,?\s+(?:polo|pola|por el|por la|por)\s+que\s+(?!(?:se\s+)?(?:convoc|aprob|aprueb|abre|nomea|nombra))[^.;:]*/g;

/** The words of the candidates' origin (orixeDosAspirantes), and of a pool or a temporary cover (bolsa): guards. */
const TALVEZ_ORIXE = calqueraDe(['reservad', 'dirixid', 'dirigid', 'entre ']);
const POOL = calqueraDe(['bolsa', 'lista', 'temporal', 'interin', 'substituc', 'sustituc', 'cubrir']);

export function novoLectorClasificacion(doc: Documento, ctx: ContextoFeitos): Lector<Clasificacion> {
  const grupos: Candidato<Grupo>[] = [];
  const tipos: Candidato<TipoPersoal>[] = [];
  /** Staff named without its kind ("persoal laboral"): the kind of a pool's staff when nothing else says it. */
  const semTipo: Candidato<TipoPersoal>[] = [];
  /**
   * The call is of statutory staff (Sergas); its temporary hiring ("contratación temporal", no "laboral") and its "ingreso
   * na categoría" are statutory too.
   */
  let estatutario = false;
  const temporalSenLaboral = new Set<Candidato<TipoPersoal>>();
  /** Who may apply, as a requirement names them ("ser funcionario/a de carreira"); and the turns the call is described with. */
  const dosAspirantes: Candidato<TipoPersoal>[] = [];
  const requisitosDeCarreira = new Set<Candidato<TipoPersoal>>();
  let promocion = false;
  let libre = false;
  const sistemas: Candidato<SistemaSeleccion>[] = [];
  const bolsas: Candidato<boolean>[] = [];
  /** Pools read from a temporary cover alone, kept only when the call counts no place or person it fills. */
  const febles: Candidato<boolean>[] = [];
  let cubreContadas = false;
  let faseOposicion: { f: Frase; i: number } | null = null;
  let faseConcurso = false;
  /** The section whose first words named a concurso-oposición ("3. Sistema de selección." / "Concurso-oposición."). */
  let concursoOposicionNaSeccion: Seccion | null = null;
  /** Systems stated outright in the sentences that describe the call: two of them are two processes (or turns). */
  const explicitos = new Set<SistemaSeleccion>();
  /** Marked lines of a merit phase ("b) Concurso de méritos: …"): a concurso only when no concurso-oposición is named. */
  const fasesDeMeritos: Candidato<SistemaSeleccion>[] = [];
  /** The systems of lines that open with a turn ("Quenda de acceso libre: oposición."). */
  const sistemasDasLinhasDeQuenda = new Set<SistemaSeleccion>();
  /** The first sentence naming places or a post to fill, quoted when a call is of permanent posts without saying so. */
  let primeiraPraza: CitaPendente | undefined;
  /** A later step's first sentence counting the places it fills, and whether any sentence names a pool or temporary hiring. */
  let contaPrazas: CitaPendente | undefined;
  let nomeaTemporal = false;
  /** The call's places placed in a scale or subscale (PRAZA_NA_ESCALA): career staff when nothing else is named. */
  let escala: Candidato<TipoPersoal> | undefined;

  /** Where the candidates' origin starts in a sentence that calls the post, when no decoy word comes before it; else -1. */
  function orixeDosAspirantes(n: string): number {
    if (!TALVEZ_ORIXE.test(n)) return -1;
    const m = ORIXE_DOS_ASPIRANTES.exec(n);
    return m && !OUTRO_GRUPO.test(n.slice(0, m.index)) && /\b(?:prazas?|plazas?)\b/.test(n.slice(0, m.index)) ? m.index : -1;
  }

  function grupo(f: Frase, orde: number): void {
    const n = f.norm;
    if (!n.includes('grupo') && !n.includes('agrupac')) return;
    grupoDaFrase(f, orde, n);
  }

  /** grupo's reading of a sentence that names a group (apart: the test above, asked of every sentence, compiles small). */
  function grupoDaFrase(f: Frase, orde: number, n: string): void {
    if (n.includes('escalas') && CLASIFICACION_DA_LEI.test(n)) return;
    const outro = OUTRO_GRUPO.test(n);
    const base = peso(DESCRICION, f.seccion) + (outro || ((n.includes('euro') || n.includes('€')) && TAXA_DO_GRUPO.test(n)) ? -4 : 0) + (ACTUAL_GRUPO.test(n) ? 1 : 0);
    // (the post's group before the candidates' origin keeps its weight; the origin's group after it is a decoy)
    const ate = outro ? orixeDosAspirantes(n) : -1;
    let achado = false;
    for (const re of [SUBGRUPO, GRUPO]) {
      re.lastIndex = 0;
      for (let m = re.exec(n); m; m = re.exec(n)) {
        const g = aGrupo(m[1]);
        // "grupo C, subgrupo C1": the subgroup; a bare "grupo C" says too little.
        grupos.push({ valor: g, puntos: (m.index < ate ? base + 4 : base) + 2, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
        achado = true;
      }
    }
    if (!achado) {
      const m = AP.exec(n) ?? (/\bgrupo\b/.test(n) ? SEN_TITULACION.exec(n) : null);
      if (m) grupos.push({ valor: 'AP', puntos: base + 2, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
    }
  }

  /** "escala de Administración Xeral, subescala Auxiliar": the group the law gives that subscale, below any stated group. */
  function subescala(f: Frase, orde: number): void {
    const n = f.norm;
    const m = SUBESCALA_AXE.exec(n);
    if (!m || !ADMINISTRACION_XERAL.test(n)) return;
    // (a sentence that places the call's places or appointee in the subscale reads it as their group, still below a
    // group printed anywhere in the call: "dos plazas de Auxiliar Administrativo, …escala de Administración General,
    // subescala Auxiliar", "nombrada… en la plaza de Administrativo/a…, subescala Administrativa")
    const outro = OUTRO_GRUPO.test(n) && !(m.index < orixeDosAspirantes(n));
    const base = peso(DESCRICION, f.seccion) + (outro || EUROS.test(n) ? -4 : 0) + (PRAZA_NA_SUBESCALA.test(n) ? 1 : 0);
    grupos.push({ valor: GRUPO_SUBESCALA[m[1]], puntos: base, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
  }

  function tipo(f: Frase, orde: number): void {
    const n = f.norm;
    // The turns the call is described with: a call wholly by promotion is of the staff its candidates already are.
    // (also a sentence of a bulletin's own section that calls the places: the BOE extract's "…para cubrir, por el sistema
    // de concurso-oposición y turno de promoción interna, una plaza de…")
    if ((n.includes('promocion') || n.includes('libre')) && (peso(DESCRICION, f.seccion) >= 1 || (f.seccion === 'outro' && CHAMA_PRAZAS.test(n)))) {
      if (/\bpromocion interna\b/.test(n)) promocion = true;
      if (QUENDA_LIBRE.test(n)) libre = true;
    }
    // ("adquirirán a condición de persoal estatutario fixo": a Sergas call, read below)
    if (!/funcionari|labora|interin|propiedad|contrat|obradoiro|taller|tempora|programa|ingreso|estatut|trebep|ebep|escala/.test(n)) return;
    tipoDaFrase(f, orde, n);
  }

  /** tipo's reading of a sentence that names a kind of staff (apart: the tests above, asked of every sentence, compile small). */
  function tipoDaFrase(f: Frase, orde: number, n: string): void {
    // (a type said to have no place, "non se inclúen nesta oferta prazas de persoal laboral", is no second type)
    if (n.includes(' se ') && TIPO_EXCLUIDO.test(n)) return;
    // ("O Decreto 37/2006, do 2 de marzo, polo que se regula a provisión… mediante persoal interino e laboral temporal":
    // a rule's title quoted names the staff it regulates, not the call's; masked, same length)
    if (n.includes(' que ') && /\b(?:decreto|lei|ley)\b/.test(n)) n = n.replace(TITULO_DE_NORMA, (x) => ' '.repeat(x.length));
    // A pool formed after the call, with those who pass without a place, is of interim staff: not the call's type.
    // ("As listas de contratación temporal formaranse por concurso de méritos": the system that forms the call's own lists)
    const posterior = f.seccion === 'bolsa' || (MENCION_BOLSA.test(n) && BOLSA_POSTERIOR.test(n) && !BOLSA_OBXECTO.test(n) && !BOLSA_POR_SISTEMA.test(n));
    const requisito = REQUISITO_PERSOAL.test(n);
    const base = peso({ ...DESCRICION, nomeamento: 0 }, f.seccion) + (requisito ? -2 : 0) + (posterior ? -4 : 0);
    for (const [t, re] of TIPOS) {
      re.lastIndex = 0;
      const m = re.exec(n);
      if (!m || MEMBROS.test(n.slice(Math.max(0, m.index - 80), m.index))) continue;
      // "contrato laboral" or "en propiedade" say less than "laboral temporal" or "de carreira".
      // (nor the roster the places belong to, "plazas de la plantilla de personal funcionario")
      // (a later step that names its process by the roster, "no proceso selectivo… da praza de arquitecto/a, do cadro de
      // persoal funcionario", is not labelled by it, as it is not by the scale: only the call's places are placed there)
      if (PASO_DO_PROCESO.has(ctx.tipo) && /cadro|cuadro|plantilla/.test(m[0])) continue;
      const debil = /contrat\w* laboral$|propiedad|vacante|cadro|cuadro|plantilla|^nom/.test(m[0]) ? -1 : 0;
      // ("provisión en propiedade dunha praza… vacante no cadro de persoal laboral": a permanent post of the labour staff)
      const valor = t === 'funcionario_carreira' && /propiedad/.test(m[0]) && LABORAL_NA_FRASE.test(n) && !/funcionari/.test(n) ? 'laboral_fixo' : t;
      const c = { valor, puntos: base + 2 + debil, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) };
      tipos.push(c);
      if (t === 'laboral_temporal' && !/labora/.test(m[0])) temporalSenLaboral.add(c);
      // ("Ser funcionario/a de carreira do Concello", "ser persoal laboral fixo": who may apply to a promotion)
      if ((t === 'funcionario_carreira' || t === 'laboral_fixo') && requisito && !posterior) dosAspirantes.push({ ...c, puntos: 1 });
      // (who may apply by promotion, "ser funcionarias de carreira da Deputación do subgrupo A2": no type of the places)
      if (t === 'funcionario_carreira' && requisito) requisitosDeCarreira.add(c);
    }
    if (ESTATUTARIO.test(n) && peso(DESCRICION, f.seccion) >= 1) estatutario = true;
    const xenerico = posterior ? null : PERSOAL_SEN_TIPO.exec(n);
    // An offer lists permanent places: its "PERSOAL FUNCIONARIO" heading is of career civil servants, its "personal laboral"
    // of permanent labour staff (two such kinds are two processes, as any two types of an offer).
    if (xenerico && ctx.tipo === 'oep') tipos.push({ valor: xenerico[1] === 'laboral' ? 'laboral_fixo' : 'funcionario_carreira', puntos: base + 1, orde: orde * 1000 + xenerico.index, cita: cita(doc, f, f.ini + xenerico.index, f.ini + xenerico.index + xenerico[0].length) });
    if (xenerico && base >= 1) semTipo.push({ valor: xenerico[1] === 'laboral' ? 'laboral_temporal' : 'funcionario_interino', puntos: base, orde: orde * 1000 + xenerico.index, cita: cita(doc, f, f.ini + xenerico.index, f.ini + xenerico.index + xenerico[0].length) });
    // (the call's places placed in a scale: kept apart, read only when nothing else names the type)
    if (!escala && !posterior && base >= 0 && ESCALA_CHAMADA.has(ctx.tipo) && n.includes('escala') && (CHAMA_PRAZAS.test(n) || (ctx.tipo === 'correccion' && (f.corrixido || DEBE_DICIR.test(n))))) {
      const m = PRAZA_NA_ESCALA.exec(n);
      if (m && !NON_CARREIRA_NA_FRASE.test(n)) escala = { valor: 'funcionario_carreira', puntos: 1, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) };
    }
    const corpo = INGRESO_CORPO.exec(n) ?? ACCESO_CORPO.exec(n);
    if (corpo) {
      const c: Candidato<TipoPersoal> = { valor: 'funcionario_carreira', puntos: base, orde: orde * 1000 + corpo.index, cita: cita(doc, f, f.ini + corpo.index, f.ini + corpo.index + corpo[0].length) };
      tipos.push(c);
      // ("ingreso na categoría de técnico/a superior…" of a Sergas call: the statutory staff's category, no civil service corps)
      if (/categoria$/.test(corpo[0])) temporalSenLaboral.add(c);
    }
  }

  function sistema(f: Frase, orde: number): void {
    const n = f.norm;
    if (!n.includes('oposicion') && !n.includes('concurso')) return;
    sistemaDaFrase(f, orde, n);
  }

  /** sistema's reading of a sentence that names a system (apart: the test above, asked of every sentence, compiles small). */
  function sistemaDaFrase(f: Frase, orde: number, n: string): void {
    const base = peso({ ...DESCRICION, sistema: 3, tribunal: -2 }, f.seccion);
    SISTEMA_EXPLICITO.lastIndex = 0;
    let achado = false;
    for (let m = SISTEMA_EXPLICITO.exec(n); m; m = SISTEMA_EXPLICITO.exec(n)) {
      const s = m[1] ?? m[2] ?? m[3];
      // "mediante concurso" of a provision of posts is also a system; "o concurso" of merits inside a
      // concurso-oposición is a phase: "fase de concurso" never matches here.
      sistemas.push({ valor: aSistema(s), puntos: base + 3, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
      if (base >= 0) explicitos.add(aSistema(s));
      achado = true;
    }
    // "oposición para a quenda libre e concurso-oposición para a de promoción interna", "oposición nas quendas libre…;
    // concurso-oposición na de promoción interna": a system for each turn; two different ones leave the call none.
    const porQuenda = new Set<SistemaSeleccion>();
    SISTEMA_QUENDA.lastIndex = 0;
    for (let m = SISTEMA_QUENDA.exec(n); m; m = SISTEMA_QUENDA.exec(n)) porQuenda.add(aSistema(m[1]));
    if (porQuenda.size > 1 && base >= 0) for (const x of porQuenda) explicitos.add(x);
    // ("I.2.1. Quenda de acceso libre: oposición." / "I.2.2. Quenda de promoción interna: concurso-oposición.": a line for
    // each turn, its system after the colon; two different ones over the lines leave the call none)
    const linhaQuenda = base >= 0 ? SISTEMA_DA_LINHA_DE_QUENDA.exec(n) : null;
    if (linhaQuenda) sistemasDasLinhasDeQuenda.add(aSistema(linhaQuenda[1]));
    // "2. Sistema de selección." then "Oposición.": the section's first words name it.
    // ("Terceira. Selección: oposición (un exercicio…)": after the heading's own word and a colon)
    const so = f.seccion === 'sistema' && !f.encabezado ? /^(?:seleccion\s*:\s*)?(concurso\s*-?\s*oposicion|oposicion|concurso)\b/.exec(n) : null;
    // "Concurso-oposición." then "Oposición: proba física…" and "Concurso: experiencia…": below a concurso-oposición the
    // section names, the words that open a line before a colon are its two phases, not two more systems.
    const fase = so !== null && (so[1] === 'oposicion' || so[1] === 'concurso') && concursoOposicionNaSeccion === f.seccion && /^\s*:/.test(n.slice(so[0].length));
    if (so && !fase && so[1] !== 'oposicion' && so[1] !== 'concurso') concursoOposicionNaSeccion = f.seccion;
    if (fase) {
      if (so![1] === 'oposicion' && !faseOposicion) faseOposicion = { f, i: 0 };
      if (so![1] === 'concurso') faseConcurso = true;
      achado = true;
    } else if (so) {
      sistemas.push({ valor: aSistema(so[1]), puntos: base + 3, orde: orde * 1000, cita: cita(doc, f, f.ini, f.ini + so[0].length) });
      explicitos.add(aSistema(so[1]));
      achado = true;
    }
    if (!achado) {
      SISTEMA_SOLTO.lastIndex = 0;
      for (let m = SISTEMA_SOLTO.exec(n); m; m = SISTEMA_SOLTO.exec(n)) {
        // "Apelidos e nome / DNI / Oposición / Concurso / Total": the columns of a phase's marks, not the system.
        if (m[0].startsWith('/') && COLUMNAS_NOTAS.test(n)) continue;
        if (m.index <= 4 && FASE_DE_MERITOS.test(n)) {
          fasesDeMeritos.push({ valor: 'concurso', puntos: base + 1, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
          continue;
        }
        sistemas.push({ valor: aSistema(m[0]), puntos: base + 1, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
        if (base >= 1) explicitos.add(aSistema(m[0]));
      }
    }
    const fo = /\bfase de oposicion\b/.exec(n);
    if (fo && !faseOposicion) faseOposicion = { f, i: fo.index };
    if (/\bfase de concurso\b|\bfase de valoracion de meritos\b/.test(n)) faseConcurso = true;
  }

  function bolsa(f: Frase, orde: number): void {
    const n = f.norm;
    const pool = POOL.test(n);
    const descricion = peso(DESCRICION, f.seccion) >= 2;
    const contada = descricion ? (TALVEZ_CUBRE_CONTADAS.test(n) ? CUBRE_CONTADAS.exec(n) : null) ?? UNHA_PERSOA.exec(n) : null;
    if (contada) cubreContadas = true;
    if (pool) {
      BOLSA.lastIndex = 0;
      const m = BOLSA.exec(n);
      if (m) {
        // A list formed besides the counted post (or the people counted) this sentence fills is formed after it.
        const persoa = contada ?? PERSOA_CONTADA.exec(n);
        const aCarón = persoa !== null && persoa.index < m.index && E_LISTA.test(n.slice(persoa.index, m.index + m[0].length));
        // (in a later step that appoints from a pool already made, its participles — "constituída", "aprobada", "vixente" —
        // say the pool exists: the step's own)
        const daBolsa = !NON_PASOS.has(ctx.tipo) && /^bolsa/.test(m[0]) && NOMEA_DA_BOLSA.test(n) && !BOLSA_FUTURA.test(n);
        const posterior = !daBolsa && (BOLSA_POSTERIOR.test(n) || f.seccion === 'bolsa' || aCarón);
        const obxecto = BOLSA_OBXECTO.test(n) && !aCarón;
        // (a step's appointment from the pool names the step's own pool wherever it stands: also below a bulletin's own
        // section heading, "III. ADMINISTRACIÓN LOCAL", whose body is of no known section)
        const puntos = peso(DESCRICION, f.seccion) + (obxecto ? 3 : 1) + (posterior && !obxecto ? -5 : 0) + (f.seccion === 'titulo' ? 1 : 0) + (daBolsa ? 1 : 0);
        bolsas.push({ valor: true, puntos, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
      } else {
        const w = BOLSA_FEBLE.exec(n);
        if (w) {
          const puntos = peso(DESCRICION, f.seccion) + 1 + (BOLSA_POSTERIOR.test(n) || f.seccion === 'bolsa' ? -5 : 0) + (f.seccion === 'titulo' ? 1 : 0);
          febles.push({ valor: true, puntos, orde: orde * 1000 + w.index, cita: cita(doc, f, f.ini + w.index, f.ini + w.index + w[0].length) });
        }
      }
    }
    if (!NON_PASOS.has(ctx.tipo)) {
      // (blanking the stabilisation's words adds no word: a sentence holding none of NOMEA_TEMPORAL's skips the copy)
      if (talvezTemporal(n) && NOMEA_TEMPORAL.test(n.replace(ESTABILIZACION_TEMPORAL, ' ')) && !(FORMADA_DESPOIS.test(n) && MENCION_BOLSA.test(n))) nomeaTemporal = true;
      const c = contaPrazas || !TALVEZ_CONTA_PRAZAS.test(n) ? null : CONTA_PRAZAS.exec(n);
      if (c) contaPrazas = cita(doc, f, f.ini, f.fin);
    }
    if (!primeiraPraza && f.seccion !== 'titulo' && /\b(?:prazas?|plazas?|corpo|cuerpo|escala|categoria|posto|puesto)\b/.test(n) && peso(DESCRICION, f.seccion) >= 2) primeiraPraza = cita(doc, f, f.ini, f.ini);
    if (PRAZAS.test(n) && (f.seccion === 'obxecto' || f.seccion === 'preambulo' || f.seccion === 'titulo')) {
      const m = PRAZAS_FIXAS.exec(n);
      if (m && !/\binterin|\btemporal|\bsubstituc|\bsustituc/.test(n)) {
        bolsas.push({ valor: false, puntos: peso(DESCRICION, f.seccion) + 1, orde: orde * 1000 + m.index, cita: cita(doc, f, f.ini + m.index, f.ini + m.index + m[0].length) });
      }
    }
  }

  return {
    frase(f, orde) {
      // An offer's heading of a staff type with nothing below it ("PERSOAL FUNCIONARIO DE CARREIRA" / "Ningunha praza.",
      // "PERSONAL LABORAL FIJO" / "Ninguna plaza."): that type offers no place, no second type of the offer.
      if (NINGUNHA_PRAZA.test(f.norm)) {
        for (let i = tipos.length - 1; i >= 0; i--) if (Math.floor(tipos[i].orde / 1000) === orde - 1 && TIPO_SO.test(doc.frases[orde - 1].norm)) tipos.splice(i, 1);
      }
      grupo(f, orde);
      if (f.norm.includes('subescala')) subescala(f, orde);
      tipo(f, orde);
      sistema(f, orde);
      bolsa(f, orde);
    },
    resultado() {
      // A place table of one post with a group column: "Peón de obras | AP | 2 | Libre".
      const filas = lerTaboas(doc);
      const gruposTaboa = new Set(filas.map((x) => grupoDaCela(x.grupo) ?? '-'));
      if (filas.length && gruposTaboa.size === 1 && !gruposTaboa.has('-')) {
        const fila = filas[0];
        const f = doc.frases[fila.frase];
        const b = peso(DESCRICION, f.seccion);
        if (b >= 0) grupos.push({ valor: [...gruposTaboa][0] as Grupo, puntos: b + 3, orde: fila.frase * 1000, cita: cita(doc, f, Math.max(f.ini, fila.ini), Math.min(f.fin, fila.fin)) });
      }
      // A table of turns with a system column ("Acceso libre | 2 | Oposición" / "Promoción interna | 1 | Concurso-oposición"):
      // different systems by turn, none the process's.
      const sistemasTaboa = new Set(filas.filter((x) => x.sistema && /oposicion|concurso/.test(x.sistema)).map((x) => aSistema(x.sistema!)));
      if (sistemasTaboa.size > 1) for (const x of sistemasTaboa) explicitos.add(x);
      else if (sistemasTaboa.size === 1) {
        // (one system for every turn is the process's)
        const fila = filas.find((x) => x.sistema && /oposicion|concurso/.test(x.sistema))!;
        const f = doc.frases[fila.frase];
        const b = peso({ ...DESCRICION, sistema: 3, tribunal: -2 }, f.seccion);
        if (b >= 0) {
          sistemas.push({ valor: [...sistemasTaboa][0], puntos: b + 3, orde: fila.frase * 1000, cita: cita(doc, f, Math.max(f.ini, fila.ini), Math.min(f.fin, fila.fin)) });
          explicitos.add([...sistemasTaboa][0]);
        }
      }
      // Several systems stated ("oposición para a quenda libre; concurso-oposición para a promoción interna"): none is the process's.
      if (sistemasDasLinhasDeQuenda.size > 1) for (const x of sistemasDasLinhasDeQuenda) explicitos.add(x);
      if (fasesDeMeritos.length && !sistemas.some((x) => x.valor === 'concurso-oposicion' && x.puntos >= 1)) {
        sistemas.push(...fasesDeMeritos);
        for (const x of fasesDeMeritos) if (x.puntos >= 1) explicitos.add('concurso');
      }
      let sist = explicitos.size > 1 ? undefined : escoller(sistemas);
      // (a later step's "primer ejercicio de la fase de oposición", "primeiro exercicio da fase de oposición" names one
      // phase of a process it does not describe: no system, unless it names the concurso's phase too)
      if (!sist && explicitos.size <= 1 && faseOposicion && (NON_PASOS.has(ctx.tipo) || faseConcurso)) {
        const { f, i } = faseOposicion as { f: Frase; i: number };
        sist = { valor: faseConcurso ? 'concurso-oposicion' : 'oposicion', cita: String(cita(doc, f, f.ini + i, f.ini + i + 17)), confianza: 0.5 };
      }
      // A pool when a sentence of the call says so; otherwise a call (bases, extract) is of permanent posts, and other
      // edicts (lists, tribunals, results) say nothing of it.
      const pools = [...bolsas.filter((b) => b.valor), ...(cubreContadas ? [] : febles)];
      let bolsaFeito = escoller(pools, String, 2);
      if (!bolsaFeito && ctx.tipo === 'bolsa_emprego' && pools.length) {
        const b = [...pools].sort((x, y) => y.puntos - x.puntos || x.orde - y.orde)[0];
        bolsaFeito = { valor: true, cita: String(b.cita), confianza: 0.4 };
      }
      if (!bolsaFeito && CHAMADAS.has(ctx.tipo)) {
        const fixas = escoller(bolsas.filter((b) => !b.valor), String, -10);
        const citaFixa = fixas?.cita ?? primeiraPraza ?? (ctx.titulo ? limpar(ctx.titulo) : doc.frases[0] && cita(doc, doc.frases[0], doc.frases[0].ini, doc.frases[0].ini));
        if (citaFixa) bolsaFeito = { valor: false, cita: String(citaFixa), confianza: fixas ? fixas.confianza : 0.6 };
      }
      // A later step (admitted list, tribunal, results, exam date, correction, appointment) that counts the places it
      // fills and names no pool nor temporary hiring belongs to a process of permanent posts (the convention of the sets
      // written apart from the rules, adopted for all: docs/facts.md).
      if (!bolsaFeito && !NON_PASOS.has(ctx.tipo) && contaPrazas && !nomeaTemporal) {
        bolsaFeito = { valor: false, cita: String(contaPrazas), confianza: 0.5 };
      }
      const variosGrupos = new Set(grupos.filter((g) => g.puntos >= 2).map((g) => g.valor)).size > 1;
      // Statutory staff fit no type of the contract: "listas de contratación temporal" of a Sergas category are not laboral,
      // "ingreso na categoría" no career civil service.
      if (estatutario) tipos.splice(0, tipos.length, ...tipos.filter((t) => !temporalSenLaboral.has(t)));
      const variosTipos = new Set(tipos.filter((t) => t.puntos >= 2).map((t) => t.valor)).size > 1;
      let tipoPersoal = escoller(tipos);
      // A call wholly by internal promotion that names no type but asks its candidates to be career civil servants (or
      // permanent laboral staff): promotion keeps that status (the held-out dev13's convention, adopted for all).
      if (!tipoPersoal && promocion && !libre && bolsaFeito?.valor !== true && new Set(dosAspirantes.map((t) => t.valor)).size === 1) {
        const t = escoller(dosAspirantes);
        if (t) tipoPersoal = { ...t, confianza: Math.min(t.confianza, 0.6) };
      }
      // A pool is for temporary needs: its "persoal laboral" is temporary, its "persoal funcionario" interim.
      if (!tipoPersoal && bolsaFeito?.valor === true) {
        const t = escoller(semTipo);
        if (t) tipoPersoal = { ...t, confianza: Math.min(t.confianza, 0.6) };
      }
      // A call of places in a scale or subscale, naming no type, no staff kind, no pool and no temporary hiring, is of
      // career civil servants (only they belong to a scale; the thirty-sixth pass's convention).
      // (the promotion candidates' career status, a requirement, names no other type: "…deberán ser funcionarias de carreira")
      if (!tipoPersoal && escala && tipos.every((t) => requisitosDeCarreira.has(t)) && !semTipo.length && !estatutario && !nomeaTemporal && bolsaFeito?.valor !== true && !bolsas.some((b) => b.valor)) {
        const t = escoller([escala]);
        if (t) tipoPersoal = { ...t, confianza: Math.min(t.confianza, 0.6) };
      }
      return { variosGrupos, variosTipos, grupo: escoller(grupos), tipoPersoal, sistema: sist, bolsa: bolsaFeito };
    },
  };
}

/**
 * The group a stretch of a sentence states for one post of a list: "…, Subgrupo A2, por el sistema de…", "grupo C1",
 * "Agrupaciones Profesionales"; a table's cell likewise. Undefined when it states none.
 */
export function grupoDoTramo(tramo: string, cela?: string): Grupo | undefined {
  const daCela = grupoDaCela(cela);
  if (daCela) return daCela;
  for (const re of [SUBGRUPO, GRUPO]) {
    re.lastIndex = 0;
    const m = re.exec(tramo);
    if (m) return aGrupo(m[1]);
  }
  if (AP.test(tramo)) return 'AP';
  // ("…, perteneciente a la escala de Administración General, subescala Técnica, …": the group the law gives the subscale)
  const sub = ADMINISTRACION_XERAL.test(tramo) ? SUBESCALA_AXE.exec(tramo) : null;
  return sub ? GRUPO_SUBESCALA[sub[1]] : undefined;
}
