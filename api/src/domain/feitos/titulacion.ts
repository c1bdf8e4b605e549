import type { Feito, NivelTitulacion, Titulacion } from 'shared/contract';
import { NIVEIS_TITULACION } from 'shared/contract';
import { cita, limpar, partesLetradas, type Documento, type Frase } from './documento.js';
import { escoller, peso, type Candidato, type PesosSeccion } from './lectura.js';
import type { ContextoFeitos, Lector } from './lector.js';

/**
 * The qualification required, as a level and, when the text asks for a specific one, the named degree: read from the
 * requirements ("Estar en posesión do título de Graduado en ESO ou equivalente"), the lowest of the alternatives
 * accepted ("Licenciatura ou Grao en Dereito" → grao), never from merits ("titulación superior á esixida: 1 punto")
 * nor from the tribunal's members.
 */

const PESOS: PesosSeccion = { requisitos: 4, obxecto: 2, preambulo: 1, titulo: 1, solicitudes: -1, taxa: -3, sistema: -3, tribunal: -8, nomeamento: -3, admision: -2, bolsa: -2, outro: 0 };
// ("Poderán inscribirse as persoas que estean en posesión do título de…": who may apply, a requirement said outright)
const EXIXE = /\b(?:se exige|esixese|se esixe|se require|se requiere|requirese|(?:sera|e|es) requisito|(?:poderan|podran) (?:inscribirse|participar|tomar parte|presentarse|concorrer|concurrir))\b/;
const CUE = /\btitul|\bposesion\b|\bposuir|\bposeer|\brequisito|\besixid|\bexigid|\brequirid|\brequerid|\bacadémic|\bacademic/;
/**
 * "tomou posesión", "toma de posesión", "tomó posesión": the person appointed takes up the post ("…dunha praza de
 * Arquitecto/a…, nomeouse… que tomou posesión o día…"); not "estar en posesión do título", so no cue of a degree; folded.
 */
const TOMA_POSESION = /\btom\w*\s+(?:de\s+)?posesion\b/g;
const conCue = (n: string): boolean => CUE.test(n.includes('posesion') ? n.replace(TOMA_POSESION, ' ') : n);
/** Merits and comparisons: a degree named to be scored or compared, not required. */
// ("Excluídas: … Motivo: non achegar o título de Grao en…", "Causa de exclusión: no aportar el título de…": the reason
// one candidate was left out, in a list, not the requirement the call states; "non estar incurso en ningunha das causas
// de exclusión", a requirement of the bases, has no colon)
const NON_REQUISITO = /\b(?:motivos?|causas?)(?:\s+(?:de|da|de la)\s+(?:a\s+|la\s+)?exclusion)?\s*:|\bexcluid[oa]s?(?:\/as?)? (?:por|polo|pola|por el|por la) (?:non|no|falta|carecer|carencia)\b|\bsuperior(?:es)? (?:a|á|ao|al) (?:esixid|exigid|requirid|requerid)|\bpuntos?\b|\bpuntuacion|\bvalorar|\bse valorara|\bmerito|\bvogais|\bvocales|\bmembros|\bmiembros|\bigual ou superior|\bigual o superior|\bdistint[oa] (?:d[aeo]|al?) /;

/** Degree words in folded text, most specific first (an alternative earlier in the list wins at the same place). */
const TITULOS: [RegExp, NivelTitulacion, boolean][] = [
  [/\b(?:non|no) se (?:esixe|exige|require|requiere|precisa|pide)\w*(?:\s+[a-z]+){0,5}?\s+(?:titulacion|titulo)|\bsen (?:requisito de |necesidade de )?titulacion|\bsin (?:requisito de |necesidad de )?titulacion|\bningunha titulacion|\bninguna titulacion|\b(?:non|no) se (?:esixe|exige)\b[^.;]{0,60}\b(?:ningunha|ninguna) (?:das|de las) (?:titulacions|titulaciones|titulos)\b|non (?:e|sera) necesari[oa] (?:estar en posesion de |posuir )?(?:ningunha |ningun )?(?:titulacion|titulo)|no (?:es|sera) necesari[oa] (?:estar en posesion de |poseer )?(?:ninguna |ningun )?(?:titulacion|titulo)/, 'ningunha', false],
  // "mestre/a en Educación Primaria", "profesorado de Educación Xeral Básica": a teacher's degree, not the certificate.
  [/certificados? (?:oficial )?de (?:escolaridade|escolaridad|estudos primarios|estudios primarios)|certificado de estudos\b|certificado de estudios\b|\bestudos primarios|\bestudios primarios|(?<!(?:mestr|maestr)[^.;]{0,40}|profesorado (?:de|en) |especialidade? (?:de|en) )\beducacion primaria|\bensino primario|\bensenanza primaria/, 'certificado_escolaridade', false],
  [/graduad[oa]s?(?:\/as?)? (?:en )?(?:educacion secundaria|e\.?\s?s\.?\s?o\b)|graduado escolar|educacion secundaria obrigatoria|educacion secundaria obligatoria|\beso\b|\be\.s\.o\b|(?:formacion profesional|fp|ciclo formativo|titulo profesional) (?:de )?(?:grao |grado )?basic[oa]/, 'eso', false],
  // Older titles homologated to a diplomatura, printed as the last equivalents of a grao: "técnico/a en empresas e
  // actividades turísticas" (TEAT, of Turismo), "asistente social" (of Traballo Social); not FP titles.
  [/tecnic[oa]s?(?:\/as?)? en\s(?=empresas (?:e|y) actividades turisticas\b)|(?:asistentes?|asistentas?) socia(?:l|is|les)\b/, 'grao', true],
  // (the sports education's "Técnico Deportivo Superior en…" is of that level, its "Técnico Deportivo en…" of the Técnico's)
  [/tecnic[oa]s?(?:\/as?)? deportiv[oa]s?(?:\/as?)? superior(?:es)?|tecnic[oa]s?(?:\/as?)? superior(?:es)?(?:\s+(?:en|de)\s)?|tecnic[oa]s?(?:\/as?)? especialista|(?:ciclos? formativos?|formacion profesional|fp) (?:de )?(?:grao|grado) superior|(?:formacion profesional|fp) de segundo (?:grao|grado)|\bfp ?(?:2|ii)\b/, 'tecnico_superior', true],
  // FP1 ("Técnico Auxiliar de Clínica", "formación profesional de primeiro grao") counts as a Técnico title.
  [/bacharel\w*|bachiller\w*|\bbup\b|(?:formacion profesional|fp) de primeiro grao|(?:formacion profesional|fp) de primer grado|\bfp ?(?:1|i)\b|tecnic[oa]s?(?:\/as?)? auxiliar(?:es)?\b|(?:ciclos? formativos?|formacion profesional|fp) (?:de )?(?:grao|grado) medio|(?:titulo|titulacion|titulos)\s+(?:oficial\s+)?(?:de\s+)?tecnic[oa]s?(?:\/as?)?\b(?!(?:\/as?)?\s+(?:superior|especialista|auxiliar|deportiv))|tecnic[oa]s?(?:\/as?)? deportiv[oa]s?(?:\/as?)?(?!\s+superior)|tecnic[oa]s?(?:\/as?)? en\s|tecnic[oa]s?(?:\/as?)? de (?:grao|grado) medio/, 'bacharelato_tecnico', true],
  // Higher artistic education ("Título Superior de Música na especialidade de Piano") is of the level of a grao.
  // (a "título universitario oficial de Licenciatura, Ingeniería… o Máster" is of the levels it names, not any degree)
  // (its 1966-plan predecessor "profesor superior de guitarra"; the nurse's older "axudante técnico/a sanitario/a", ATS)
  // (a nursing specialty, "título de enfermeiro/a especialista en enfermaría obstétrico-xinecolóxica": a specialty on the
  // nursing degree, of its level)
  [/titulos? superior(?:es)? (?:de|en) (?=musica|danza|arte|deseno|diseno|conservacion)|profesor(?:\/a|a)? superior (?:de|en) |(?:axudante|ayudante)s? tecnic[oa]s?(?:\/as?)? sanitari[oa]s?(?:\/as?)?|\ba\.?t\.?s\.?(?![a-z])|\bgraos?\b(?! medio| superior| basico)|\bgrados?\b(?! medio| superior| basico| de (?:discapac|minusval|parentesco|consanguin|afinidad))|graduad[oa]s?(?:\/as?)?\b|diplomad[oa]s?(?:\/as?)?|diplomatura|(?:enxeneir|ingenier)[oa]s?(?:\/as?)? tecnic[oa]s?(?:\/as?)?|(?:enxenaria|ingenieria) tecnica|arquitect[oa]s?(?:\/as?)? tecnic[oa]s?(?:\/as?)?|arquitectura tecnica|(?:titulo|titulacion)s? universitari[oa]s?(?!(?:\s+oficial)?\s+(?:de|do|da)\s+(?:licenc|gra[od]|diplom|master|doutor|doctor|enxen|ingenie|arquitect))|estud(?:os|ios) universitarios|\bmestre\b|\bmaestro\b|(?:enfermeir|enfermer)[oa]s?(?:\/as?)? especialistas? en\s/, 'grao', true],
  [/licenciad[oa]s?(?:\/as?)?|licenciatura|\bmaster\b|\bmestrado\b|doutor\w*|doctor\w*|(?:enxeneir|ingenier)[oa]s?(?:\/as?)?|enxenaria|ingenieria|arquitect[oa]s?(?:\/as?)?|arquitectura/, 'licenciatura_master', true],
];
const TITULO = new RegExp(TITULOS.map(([re]) => `(${re.source})`).join('|'), 'g');
/** A degree that takes a name: "Grao en Traballo Social", "Técnico en Coidados Auxiliares de Enfermaría". */
const TOMA_NOME = /^(?:titulos? superior|profesor|enfermeir|enfermer|axudante|ayudante|a\.?t\.?s|asistent|gra[od]|graduad|licenciad|licenciatura|diplomad|diplomatura|tecnic|master|mestrado|doutor|doctor|enxen|ingenie|arquitect|mestre|maestro)/;
const EN_NOME = /^(?:\s+universitari[oa]s?(?:\/as?)?)?(?:\s+oficial)?\s+(?:en|de)\s+/;
/** A degree of a branch of knowledge, not one title: "grao da rama de enxeñaría…", "grado de la rama de conocimiento de…"; folded. */
const RAMA_DE = /\b(?:gra[od]o?s?|titulos? universitari[oa]s?|titulacions? universitarias?|titulaciones universitarias)\s+(?:universitari[oa]s?\s+)?(?:da|de la|de|na|en la|dunha|de una)\s+(?:rama|ramas)\b/;
/** After a named degree, its other name for both genders in brackets: " (matrón/matroa)"; folded. */
const ALIAS_TRAS = /^\s*\([a-z]{3,}\/[a-z]{2,}\)/;
/** Generic words after "grao de" / "técnico de": not a degree's name. */
const NON_NOME = /^(?:\s+universitari[oa]s?)?(?:\s+oficial)?\s+(?:en|de)\s+(?:grao|grado|nivel|titulacion|rama|formacion|ciclo|calquera|cualquier|administracion (?:xeral|general))\b/;
/** A name goes on over "e"/"y" ("Enseñanza y Animación Sociodeportiva") but not into the next requirement or degree. */
const FIN_NOME = /[,;:.()«»"]|\s(?:ou|o|u)\s|\s(?:coas?|cos?|con)\s|\s(?:e|y)\s+(?=(?:o|a|os|as|do|da|dos|das|el|la|los|las|del|un|unha|una|estar|ter|tener|acreditar|posuir|poseer|titulo|titulacion|grao|grado|licenc|diplom|tecnic|master|celga|permiso|carne|ser|non|no|en)\b)|\s(?:expedid|equivalente|homologad|habilitante|que|segundo|segun|conforme|debendo|deberá|ademais|ademas|xunto|junto|ou calquera|o cualquier|ou outro|o otro|expedido|obtid|obtenid|ou estar|o estar|ou ter|o tener|ou en|o en|do plan|del plan|na data|en la fecha|no momento|en el momento|ao remate|al finalizar)\b/;
/** "o"/"os" after a preposition inside a degree's name, before what the degree is of (not a post, an access, a body); folded. */
const ARTIGO_TRAS_PREPOSICION = /^\s(?:o|os)\s+(?!(?:posto|postos|puesto|acceso|ingreso|desempeno|exercicio|ejercicio|cargo|servizo|servicio|concello|ayuntamiento|que)\b)(?=[a-z]{4,})/;
/** Professional degrees named by their head alone: "título de Arquitecto/a", "Enxeñeiro/a técnico/a industrial". */
const PROFESIONAL = /^(?:arquitect[oa]|enxeneir|ingenier[oa]|mestre|maestro)/;

/** After a degree's name, other fields as alternatives: ", Bioquímica ou Biotecnoloxía", " o en Organización…", ", o en Administración…", ", Ciencias Empresariais ou equivalente". */
const NON_DISCIPLINA = '(?!(?:Grao|Grado|Licenc|Diplom|T[ií]tul|T[ée]cnic|M[áa]ster|Enxe|Inxe|Ingen|Arquitect|Mestr|Maestr|Dout|Doct|Bachar|Bachill|Expedid|Equivalente|Homologad)\\w*)';
// ("grao en Dereito, Economía, Administración e Dirección de Empresas ou Ciencias Políticas…": after a list read as
// one name, "ou" and a capitalised field that is no degree's head is another discipline)
const OUTRAS_DISCIPLINAS = new RegExp(`^(?:\\s+(?:ou|o|u)\\s+(?!(?:Gra[od]|Graduad|Licenciad|Licenciatura|Diplomad|Diplomatura|T[eé]cnic|M[aá]ster|Enxe|Ingenier|Arquitect|Doutor|Doctor|Mestr|Maestr|T[ií]tul|Equivalente|Similar|Outr|Otr|Calquer|Cualquier|Habilit|Profesor|Axudante|Ayudante|Asistent)\\w*)[A-ZÁÉÍÓÚÑ][a-záéíóúñ]{3,}|,?\\s+(?:ou|o|u)\\s+(?:en|de)\\s+${NON_DISCIPLINA}[A-ZÁÉÍÓÚÑ]|,\\s+${NON_DISCIPLINA}[A-ZÁÉÍÓÚÑ][^;.]{0,150}?\\s(?:ou|o|u)\\s+(?:[A-ZÁÉÍÓÚÑ]|equivalente|similar))`);
/** Before a bare head, another bare level and a comma or "ou": "Grado, Licenciado, Ingeniero o Arquitecto" (levels only). */
const NIVEL_NU_LISTA_ANTES = /\b(?:gra[od]o|licenciad[oa]s?|diplomad[oa]s?|ingenier[oa]s?|enxeneir[oa]s?|arquitect[oa]s?|licenciatura|diplomatura)(?:\/as?)?\s*(?:,|\s(?:ou|o|u))\s*$/;
/** Between levels in a list: a comma or "ou" and another degree word. */
const ENTRE_NIVEIS = /^\s*(?:\/\s*[ao]s?\s*)?(?:,|\s(?:ou|o|u)\s)\s*(?:licenc|grao|grado|diplom|arquitect|enxen|ingenie|doutor|doctor|master)/;
/** Before a degree word, a level without a name and a comma or "ou": "Grado, Diplomado Universitario, ", "Ingeniero Técnico o ". */
const NIVEL_ANTES = /(?:\bgra[od]o?|\bgraduad[oa]s?|\bdiplomad[oa]s?(?: universitari[oa]s?)?|\blicenciad[oa]s?|\bdiplomatura|\blicenciatura|\btecnic[oa]s?)(?:\/as?)?\s*(?:,|\s(?:ou|o|u))\s*$/;
/** After a degree word, another level without a name: ", Arquitecto Técnico o…", " o Diplomado." (not "ou grao en…"). */
const ENTRE_NIVEIS_NUS = /^\s*(?:\/\s*[ao]s?\s*)?(?:,|\s(?:ou|o|u)\s)\s*(?:licenc|grao|grado|diplom|arquitect|enxen|ingenie|doutor|doctor|master)[a-z]*(?:\/[ao]s?)?(?:\s+(?:tecnic|universitari)[a-z]*(?:\/[ao]s?)?)?(?=\s*(?:[,;.)]|\s(?:ou|o|u)\s|$))/;
/** Between a title and its older equivalent: "ou", ", ou do título de", "o de", "ou da", "ou do de" / "o el de" (that of). */
// (a qualifier in brackets between: "Máster Universitario en Arquitectura (habilitante) ou do título de arquitecto/a")
/**
 * Any grao that gives access to a regulated profession, named by the profession and not by a field ("título universitario
 * oficial de grao que habilite para o exercicio da profesión regulada de enxeñeiro/a técnico/a industrial, ou do título
 * de enxeñeiro/a técnico/a industrial"): several degrees, no one title (the profession is no title); folded.
 */
// (class: one degree printed twice, the habilitating grao's profession read as a title)
const GRAO_HABILITANTE = /\bgra[od]o?\s+(?:(?:universitario|oficial)\s+)*(?:que\s+(?:habilite|habilita|habiliten)|habilitante)\b/;
/**
 * The relative clause of the profession between a named habilitating máster or grao and its older title ("Máster en
 * Arquitectura, que habilite para o exercicio da profesión regulada de arquitecto/a, ou do título de arquitecto/a"; "…que
 * habilite para el ejercicio de la profesión regulada de Ingeniero de Caminos…, o del título de…"): the profession is no
 * title of its own, so the clause is blanked (the positions kept) and the title before it meets its older one; folded.
 */
// (class: a habilitating degree named with its field, then the profession it opens, then its older title; not a bare
// "grao que habilite…", which names no field, see GRAO_HABILITANTE)
const CLAUSULA_PROFESION = /(?<=\b(?:master|mestrado|gra[od]o?)(?:\s+(?:universitari[oa]|oficial))*\s+(?:en|de)\s+[^;.()]{2,80}?)\s*,?\s+(?:que\s+(?:habilite|habilita|habiliten|habilitan)|habilitante)\s+para\s+(?:o|el)\s+(?:exercicio|ejercicio)\s+(?:da|de\s+la)\s+profesion\s+(?:regulada\s+)?de\s+[^;.()]{2,80}?(?=\s*,?\s*(?:ou|o|u)\s+(?:(?:de|do|da|del|el|la|o|a)\s+)?(?:titulo\s+(?:oficial\s+)?(?:universitario\s+)?(?:de\s+|do\s+|da\s+)?)?(?:arquitect|enxeneir|ingenier|licenc|diplom|mestre|maestr))/g;
// ("o de la diplomatura de…": the Spanish article after "de")
const UNION_EQUIVALENTE = /^\s*(?:\([^()]{1,30}\)\s*)?,?\s*(?:ou|o|u)\s+(?:(?:de|do|da|del|el|la|o|a)\s+(?:de\s+|la\s+)?)?(?:titulo\s+(?:oficial\s+)?(?:universitario\s+)?(?:de\s+|do\s+|da\s+)?)?$/;
/** The FP2 title, older equivalent of a Técnico Superior title: "técnico/a especialista en…"; folded. */
const TECNICO_ESPECIALISTA = /^tecnic[oa]s?(?:\/as?)?\s+especialistas?\b/;
/** A bare older level before a named degree of its field: "licenciatura ou grao en Farmacia", "Licenciado/a o Grado en…". */
// (or the present degree before the older one's field: "Grao ou licenciatura en Psicoloxía")
const NIVEL_NU_ANTES = /\b(?:licenciatura|diplomatura|licenciad[oa]s?|diplomad[oa]s?|gra[od]o?)(?:\/as?)?\s+(?:ou|o|u)\s+$/;
/** An older university title ("enxeñeiro/a técnico/a industrial", "arquitecto técnico", "diplomatura en…"); folded. */
const TITULO_UNIVERSITARIO_ANTIGO = /^(?:(?:enxeneir|ingenier|arquitect)[oa]s?(?:\/[ao]s?)?\s+tecnic|diplomad|diplomatura|licenciad|licenciatura)/;
/** The specialty an older engineering title was issued in: ", especialidade en Electricidade", " (especialidad Mecánica)". */
// (its adjectives too: "especialidade de Educación Infantil", "especialidad de Lengua Extranjera"; not a next clause:
// "…ou equivalente", "…expedido por…")
const ESPECIALIDADE_DO_TITULO = /^,?\s*\(?\s*(?:especialidade|especialidad)\s+(?:en\s+|de\s+)?[a-z]+(?:\s+(?:(?:e|y|de|en)\s+)?(?!(?:ou|o|u|e|y|que|equivalente|expedid\w*|obtid\w*|homologad\w*|polo|pola|por|para|segundo|segun|do|da|del|de|en|no|na|a|el|la|os|as|los|las|ter|tener|estar|habilita\w*)\b)[a-z]{3,}){0,3}\)?/;
const FP = new Set<NivelTitulacion>(['eso', 'bacharelato_tecnico', 'tecnico_superior']);
/** Capitalised words listed inside a degree's name, ending in "e"/"y" and one more. */
const LISTA_NOME = /^,\s+(?:[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+,\s+){0,3}[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+\s+(?:e|y)\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+/;
const palabrasDisciplina = (s: string) => {
  const ws = s.split(/[^a-z]+/).filter((w) => w.length > 3);
  const campo = ws.filter((w) => !/^(?:tecnic|superior|grao|grado|licenc|diplom|master|enxen|ingenie|arquitect|universitari)/.test(w));
  // "Arquitectura Técnica", "enxeñeiro técnico": a field named by its profession's words alone is that profession.
  return campo.length ? campo : ws.filter((w) => /^(?:enxen|ingenie|arquitect)/.test(w)).map((w) => w.replace(/^enxen/, 'ingen'));
};
/** Two names of one discipline: they share their content words ("Dereito"; "Camiños, Canais e Portos"). */
function mesmaDisciplina(a: string, b: string): boolean {
  const [x, y] = [palabrasDisciplina(a), palabrasDisciplina(b)];
  return x.length === 0 || y.length === 0 || x.some((w) => y.some((v) => v.slice(0, 5) === w.slice(0, 5)));
}
/**
 * Two FP titles of one level joined by "ou": one title and its older equivalent when they share a word of their field,
 * whatever its gender or number ("Instalaciones Eléctricas y Automáticas o Equipos e Instalaciones Electrotécnicas",
 * "Acondicionamento Físico ou Animación de Actividades Físicas e Deportivas", "Documentación e Administración Sanitarias ou
 * Documentación Sanitaria"); a shared stem alone is two titles ("Mantemento Electromecánico ou Instalacións Eléctricas e
 * Automáticas": "elect-").
 */
function mesmaDisciplinaFp(a: string, b: string): boolean {
  const raiz = (w: string) => w.replace(/(?:os|as|es|o|a|s)$/, '');
  const [x, y] = [palabrasDisciplina(a).map(raiz), palabrasDisciplina(b).map(raiz)];
  // ("Electromecánica de Vehículos Automóbiles ou… Electromecánica de Maquinaria": one field's word, then what each
  // applies it to, nothing in common: two titles of today, not one and its older name)
  const [ca, cb] = [COMPLEMENTO.exec(a), COMPLEMENTO.exec(b)];
  if (ca && cb && raiz(ca[1]) === raiz(cb[1])) {
    const [xa, xb] = [palabrasDisciplina(ca[2]).map(raiz), palabrasDisciplina(cb[2]).map(raiz)];
    if (xa.length && xb.length && !xa.some((w) => xb.includes(w))) return false;
  }
  // ("Realización de Proxectos Audiovisuais e Espectáculos ou… Produción de Audiovisuais e Espectáculos": two works on one
  // field, each its own title of today, though what they apply to is shared; an older title keeps its work's word)
  if (ca && cb && raiz(ca[1]) !== raiz(cb[1])) return false;
  return x.length === 0 || y.length === 0 || x.some((w) => y.includes(w));
}
/** A field of one word and what it is applied to: "electromecanica de vehiculos automobiles"; folded. */
const COMPLEMENTO = /^\s*([a-z]{4,})\s+(?:de|do|da|dos|das|del|en)\s+(.+)$/;
/**
 * Two fields listed apart, by a comma and no "ou" ("título de Técnico en Mantemento Electromecánico, do de Técnico en
 * Instalacións Eléctricas e Automáticas ou doutro equivalente"): one field only when every word of the shorter is the
 * other's (a shared stem, "elect-", is not enough there; an older title joined by "ou" keeps the loose test above).
 */
function mesmaDisciplinaListada(a: string, b: string): boolean {
  const [x, y] = [palabrasDisciplina(a), palabrasDisciplina(b)];
  const [curta, longa] = x.length <= y.length ? [x, y] : [y, x];
  return curta.length === 0 || curta.every((w) => longa.some((v) => v.slice(0, 5) === w.slice(0, 5)));
}

/**
 * A certificate of professionalism printed as an alternative to the degrees read from `primeiro`: in their list ("título
 * de técnico en…; certificado de profesionalidade de…"), not one a degree gives access to ("requisito de acceso ao
 * certificado de profesionalidade") nor one asked by a requirement of its own after a semicolon ("…; acreditar
 * competencia docente (certificado de profesionalidade…)").
 */
function certificadoAlternativo(n: string, primeiro: number): boolean {
  for (const m of n.matchAll(/certificados? de profesionalidad/g)) {
    if (/\b(?:acceso|acceder|conducente|conducentes)\s+(?:a|ao|al|á|aos|ás)?\s*(?:o|os|el|los)?\s*$/.test(n.slice(Math.max(0, m.index - 30), m.index))) continue;
    const pc = n.lastIndexOf(';', m.index);
    if (pc > primeiro && /^\s*(?:[a-z]\)\s*)?(?:acreditar|ter|tener|estar|posuir|poseer|dispor|disponer|haber|non|no)\b/.test(n.slice(pc + 1, pc + 40))) continue;
    return true;
  }
  return false;
}

/**
 * A list of requirements printed as one sentence ("c) Estar en posesión del certificado de escolaridad. d) No se exige
 * el gallego, que se valorará como mérito."): the lettered parts that score or compare blanked (the positions kept), the
 * degree of another part still required; null when the sentence has no such parts, or when what is left still scores.
 */
function senPartesNonRequisito(n: string): string | null {
  const out = partesLetradas(n, (p) => !NON_REQUISITO.test(p));
  return out === null || NON_REQUISITO.test(out) ? null : out;
}

/**
 * A requirement's sentence whose first clause states a degree and a later clause, after a semicolon, a merit or a score
 * ("Requisitos: Grado en Turismo o Diplomatura en Turismo; nivel B1 de inglés (mérito, no requisito)", "Requisitos:
 * grao en Traballo Social; a experiencia valorarase na fase de concurso"): the sentence with those later clauses blanked
 * (positions kept); null when it has one clause or its first is itself a merit's or a score's (t41).
 */
function senClausulasNonRequisito(n: string): string | null {
  const partes = n.split(/(?<=;)/);
  if (partes.length < 2 || NON_REQUISITO.test(partes[0])) return null;
  return partes.map((p) => (NON_REQUISITO.test(p) ? ' '.repeat(p.length) : p)).join('');
}

function nivelMin(a: NivelTitulacion, b: NivelTitulacion): NivelTitulacion {
  return NIVEIS_TITULACION.indexOf(a) <= NIVEIS_TITULACION.indexOf(b) ? a : b;
}

/**
 * A correction's new wording that is a degree's name alone ("…na base II.1.3, onde di: «Máster universitario en
 * Enxeñaría de Montes», debe dicir: «Máster universitario en Enxeñaría de Montes ou enxeñeiro/a de montes»", "debe decir:
 * «Grado en…»"): the requirement it corrects, though it names no "título" (not a post's name, "«Técnico/a superior…»").
 */
const TITULO_CORRIXIDO = /^[\s:"«]*(?:master|mestrado|gra[od]o?|graduad[oa]|licenciad[oa]|licenciatura|diplomad[oa]|diplomatura|doutor|doctor|bacharel\w*|bachiller\w*)\b/;
const tituloCorrixido = (f: Frase): boolean => f.corrixido === true && f.norm.length < 300 && TITULO_CORRIXIDO.test(f.norm);

/** A line labelled as the degree required, after its numbering: "II.1.3. Titulación: …", "4.2 Titulación académica: …"; folded. */
// (or as the requirements, in a body of no known section, below a bulletin's own heading: "Requisitos: estar en posesión
// del título de Bachiller…", "Requisitos específicos: título de Grao en…", an extract's or a short call's one line of them)
const LINHA_DE_TITULACION = /^(?:[ivx\d]{1,5}(?:\.\d{1,2}){0,3}\.?[)\-]?\s+)?(?:titulacion(?:\s+(?:academica|esixida|exigida|requirida|requerida))?|requisitos(?:\s+(?:especificos|xerais|generales|minimos|de (?:participacion|admision)|d[eo]s? (?:aspirantes|persoas aspirantes|personas aspirantes)|de (?:los|las) (?:aspirantes|personas aspirantes)))?)\s*:/;

export function novoLectorTitulacion(doc: Documento, _ctx: ContextoFeitos): Lector<{ titulacion?: Feito<Titulacion> }> {
  const cands: Candidato<Titulacion>[] = [];

  function ler(f: Frase, orde: number): void {
    let n = f.norm;
    // A correction's new wording ("Base segunda, apartado e): … debe decir: «Estar en posesión del título de…»") states the
    // requirement that holds, whatever heading the reference to the base made of the line above it.
    // (a line labelled as the degree, "II.1.3. Titulación: título de técnico en…", in a Xunta order whose bases are numbered
    // lines under no heading the reader knows: the requirement's own line)
    const base = f.seccion === 'outro' && LINHA_DE_TITULACION.test(n) ? PESOS.requisitos! : peso(PESOS, f.seccion) + (f.corrixido ? 2 : 0);
    if (base < -2) return;
    if (NON_REQUISITO.test(n)) {
      n = senPartesNonRequisito(n) ?? senClausulasNonRequisito(n) ?? '';
      if (!n) return;
    }
    // (the profession a named máster or grao opens, between it and its older title: blanked)
    const senClausula = n.includes('habilit') ? n.replace(CLAUSULA_PROFESION, (m) => ' '.repeat(m.length)) : n;
    const clausula = senClausula !== n;
    n = senClausula;
    const cue = conCue(n);
    if (!cue && f.seccion !== 'requisitos' && !tituloCorrixido(f)) return;
    lerDaFrase(f, orde, n, base, clausula, cue);
  }

  /** ler's reading of a sentence that may require a degree (apart from the tests asked of every sentence). */
  function lerDaFrase(f: Frase, orde: number, n: string, base: number, clausula: boolean, cue: boolean): void {
    let nivel: NivelTitulacion | null = null;
    let nome: string | undefined;
    /** Every named degree of the sentence, with its level and its discipline's words. */
    const nomeados: { nome: string; nivel: NivelTitulacion; disciplina: string; campo: boolean; antigo: boolean; ini: number; fin: number }[] = [];
    // ("título universitario de grao da rama de enxeñaría informática, de enxeñaría técnica en informática ou equivalente": any
    // degree of a branch is several degrees, no one title)
    let variasDisciplinas = n.includes('rama') && RAMA_DE.test(n);
    let primeiro = -1;
    let ultimo = -1;
    let soNingunha = true;
    /** A university level among the alternatives that names no degree ("…ou de título universitario de mestre/a… ou grao equivalente"). */
    let universidadeSenNome = false;
    TITULO.lastIndex = 0;
    for (let m = TITULO.exec(n); m; m = TITULO.exec(n)) {
      // "Técnico en Coidados… (formación profesional de primeiro grao)": a bracket explains the degree read before it.
      if (primeiro >= 0 && n.lastIndexOf('(', m.index) > n.lastIndexOf(')', m.index) && n.lastIndexOf('(', m.index) > primeiro) continue;
      const k = m.slice(1).findIndex((g) => g !== undefined);
      const [, nv] = TITULOS[k];
      let fin = m.index + m[0].length;
      // A named degree: its name is read and skipped ("Grao en Enxeñaría Civil" is one degree, not two).
      // "título de Técnico en…": the degree starts at its own word.
      const desdeCabeza = /^titul/.test(m[0]) && m[0].includes('tecnic') ? m[0].search(/tecnic/) : 0;
      const cabeza = m[0].slice(desdeCabeza);
      const cabezaIni = m.index + desdeCabeza;
      if (TOMA_NOME.test(cabeza)) {
        const resto = n.slice(fin, fin + 140);
        const en = /\s(?:en|de)\s$/.test(cabeza) ? [''] : EN_NOME.exec(resto);
        if (/^(?:axudante|ayudante|a\.?t\.?s|asistent)/.test(cabeza)) {
          // "axudante técnico/a sanitario/a" (ATS), "asistente social": an older title, named whole, of the field of
          // Enfermaría or of Traballo Social.
          nomeados.push({ nome: limpar(doc.texto.slice(f.ini + cabezaIni, f.ini + fin)), nivel: nv, disciplina: cabeza.startsWith('asistent') ? 'social' : 'enfermaria', campo: true, antigo: false, ini: cabezaIni, fin });
        } else if (en && !NON_NOME.test(/\s(?:en|de)\s$/.test(cabeza) ? ` en ${resto}` : resto)) {
          const desde = fin + en[0].length;
          const tramo = n.slice(desde, desde + 120);
          let corte = tramo.search(FIN_NOME);
          // "Xestión Forestal e do Medio Natural", "Gestión Forestal y del Medio Natural": "e/y" and an article before a
          // capitalised word go on inside the name.
          for (let k = 0; k < 3 && corte >= 0; k++) {
            // "Imaxe para o Diagnóstico": after a preposition, "o" is the Galician article, not "or".
            const conxuncion = /^\s(?:e|y)\s+(?:do|da|dos|das|del|de la|de los|de las|o|a|el|la)\s+/.exec(tramo.slice(corte));
            // (after a preposition "o" is no "or" in either case, "imaxe para o diagnóstico", unless the words name what
            // the degree is asked for: "para o posto de…", "para o acceso")
            const artigo = conxuncion ? null : /\b(?:para|sobre|por|contra|entre|cara|ante|tras)$/.test(tramo.slice(0, corte)) ? ARTIGO_TRAS_PREPOSICION.exec(tramo.slice(corte)) : null;
            const dentro = conxuncion ?? artigo;
            if (!dentro || (conxuncion && !/^[A-ZÁÉÍÓÚÑ]/.test(doc.texto.slice(f.ini + desde + corte + dentro[0].length, f.ini + desde + corte + dentro[0].length + 1)))) break;
            const seguinte = tramo.slice(corte + dentro[0].length).search(FIN_NOME);
            corte = seguinte >= 0 ? corte + dentro[0].length + seguinte : -1;
          }
          // "Guía, Información e Asistencias Turísticas", "Camiños, Canais e Portos": a list inside the name.
          if (corte >= 0 && tramo[corte] === ',') {
            const lista = LISTA_NOME.exec(doc.texto.slice(f.ini + desde + corte, f.ini + desde + 120));
            if (lista) {
              const despois = tramo.slice(corte + lista[0].length).search(FIN_NOME);
              corte = despois >= 0 ? corte + lista[0].length + despois : corte + lista[0].length;
            }
          }
          let nomeFin = desde + (corte >= 0 ? corte : tramo.replace(/\s+\S*$/, '').length);
          // (a name ends before a blanked clause of the profession)
          if (clausula) while (nomeFin > desde && /\s/.test(n[nomeFin - 1])) nomeFin--;
          // (nor at a preposition whose article opened what the degree is asked for: "…e redes para" / "o posto de…")
          const preposicion = /\s+(?:para|sobre|por|contra|entre|cara|ante|tras)$/.exec(n.slice(desde, nomeFin));
          if (preposicion) nomeFin -= preposicion[0].length;
          // ("…en enfermaría obstétrico-xinecolóxica (matrón/matroa)": the title's other name for both genders in brackets is
          // printed as part of it)
          const alias = nomeFin - desde >= 3 ? ALIAS_TRAS.exec(n.slice(nomeFin, nomeFin + 40)) : null;
          if (alias) nomeFin += alias[0].length;
          if (nomeFin - desde >= 3) {
            const lido = limpar(doc.texto.slice(f.ini + cabezaIni, f.ini + nomeFin)).replace(/[\s,]+$/, '');
            nomeados.push({ nome: lido, nivel: nv, disciplina: n.slice(desde, nomeFin), campo: true, antigo: /^tecnic[oa]s?(?:\/as?)? auxiliar/.test(cabeza), ini: cabezaIni, fin: nomeFin });
            // "Grado en Derecho, en Ciencias Políticas…", "Grao en Bioloxía, Bioquímica ou Biotecnoloxía", "Técnico Superior en
            // Proxectos de Edificación o en Organización…": several disciplines under one degree.
            if (/^\s*,\s*(?:en|de)\s/.test(n.slice(nomeFin, nomeFin + 6)) || OUTRAS_DISCIPLINAS.test(doc.texto.slice(f.ini + nomeFin, f.ini + Math.min(f.fin - f.ini, nomeFin + 200)))) variasDisciplinas = true;
            fin = nomeFin;
            TITULO.lastIndex = nomeFin;
          }
        } else if ((PROFESIONAL.test(cabeza) && nv !== 'grao') || /^(?:arquitect[oa]|enxeneir[oa]|ingenier[oa])\S* tecnic/.test(cabeza)) {
          // "Enxeñeiro/a técnico/a agrícola", "Arquitecto/a": the head and the words that qualify it.
          const tramo = n.slice(fin, fin + 60);
          const corte = tramo.search(FIN_NOME);
          const extra = (corte >= 0 ? tramo.slice(0, corte) : '').split(' ').filter(Boolean);
          const nomeFin = extra.length <= 4 ? fin + (corte >= 0 ? corte : 0) : fin;
          // "Licenciado, Ingeniero, Arquitecto, Grado o equivalente": a bare head among levels is a level, not a degree.
          // (so is a bare "Ingeniero Técnico" or "Arquitecto Técnico" in a list of levels: "Grado, Diplomado, Ingeniero Técnico o equivalente")
          // (not after a named degree whose last word is "técnica": "Grao en Arquitectura Técnica ou arquitecto/a técnico/a"
          // is that degree and its older title)
          const anterior = nomeados[nomeados.length - 1];
          const trasNomeado = anterior !== undefined && UNION_EQUIVALENTE.test(n.slice(anterior.fin, cabezaIni));
          const entreNiveis = cabeza.includes('tecnic')
            ? (!trasNomeado && NIVEL_ANTES.test(n.slice(Math.max(0, cabezaIni - 40), cabezaIni))) || ENTRE_NIVEIS_NUS.test(n.slice(nomeFin, nomeFin + 40))
            : ENTRE_NIVEIS.test(n.slice(nomeFin, nomeFin + 30)) || NIVEL_NU_LISTA_ANTES.test(n.slice(Math.max(0, cabezaIni - 40), cabezaIni));
          if (extra.length || !entreNiveis) {
            nomeados.push({ nome: limpar(doc.texto.slice(f.ini + cabezaIni, f.ini + nomeFin)), nivel: nv, disciplina: n.slice(f.ini + cabezaIni - f.ini, nomeFin), campo: extra.length > 0 || cabeza.includes('tecnic'), antigo: false, ini: cabezaIni, fin: nomeFin });
          }
        }
      }
      if (nv !== 'ningunha') soNingunha = false;
      if ((nv === 'grao' || nv === 'licenciatura_master') && !nomeados.some((x) => x.ini === cabezaIni)) universidadeSenNome = true;
      nivel = nivel === null ? nv : nv === 'ningunha' ? nivel : nivel === 'ningunha' ? nv : nivelMin(nivel, nv);
      if (primeiro < 0) primeiro = m.index;
      ultimo = fin;
    }
    if (nivel === null) return;
    // "Grao en Arquitectura xunto co máster habilitante": the master is required too.
    // ("título universitario de grado más máster universitario o licenciatura": the Spanish "más", folded)
    const conMaster = nivel === 'grao' && /\bmaster\b/.test(n) && /habilit|xunto|junto|ademais|ademas|\b(?:e|y|mais|mas)\s+(?:o|do|el|del)?\s*(?:titulo\s+(?:oficial\s+)?(?:de\s+)?)?master/.test(n);
    if (conMaster) nivel = 'licenciatura_master';
    // A professional certificate among the alternatives has no academic level: the level is not stated.
    // (not one the degree gives access to, "requisito de acceso ao certificado de profesionalidade", nor one asked in another
    // requirement of the sentence, "…; acreditar competencia docente (certificado de profesionalidade…)")
    if (certificadoAlternativo(n, primeiro)) return;
    if (soNingunha) nivel = 'ningunha';
    // One named degree, or one discipline at several levels ("licenciatura en Dereito ou Grao en Dereito": the one of the
    // level required); degrees of different disciplines name none.
    // An FP1 title listed beside its present-day Técnico title is its older equivalent ("Técnico en Coidados Auxiliares
    // de Enfermaría, ou de Técnico Auxiliar de Clínica (FP1)"): the same title.
    const vixentes = nomeados.some((x) => !x.antigo) ? nomeados.filter((x) => !x.antigo) : nomeados;
    // An FP title and a university degree are two titles, even of one field ("Técnico Superior en Educación Infantil ou
    // Grao en Mestre en Educación Infantil").
    const fp = vixentes.some((x) => FP.has(x.nivel));
    // (or an FP title named beside a university degree named by no field: "técnico/a superior en educación infantil ou
    // equivalente, ou de título universitario de mestre/a especialista en educación infantil ou grao equivalente")
    const universidade = vixentes.some((x) => !FP.has(x.nivel)) || (universidadeSenNome && vixentes.some((x) => FP.has(x.nivel)));
    // "técnico superior en Imaxe para o Diagnóstico… ou do de técnico especialista en Radiodiagnóstico": an FP2 title
    // (técnico especialista) printed as the equivalent of the Técnico Superior title before it is its older title,
    // whatever its field was called then.
    const fp2Equivalente = (k: number): boolean =>
      k > 0 && vixentes[k - 1].nivel === 'tecnico_superior' && TECNICO_ESPECIALISTA.test(n.slice(vixentes[k].ini)) && !TECNICO_ESPECIALISTA.test(n.slice(vixentes[k - 1].ini))
      && UNION_EQUIVALENTE.test(n.slice(vixentes[k - 1].fin, vixentes[k].ini));
    // "Grao en Enxeñaría Civil ou enxeñeiro/a técnico/a de obras públicas": an older university title printed as the
    // alternative of a present degree is its older equivalent, whatever its field was called then.
    const antigoEquivalente = (k: number): boolean =>
      k > 0 && vixentes[k - 1].nivel === 'grao' && TITULO_UNIVERSITARIO_ANTIGO.test(n.slice(vixentes[k].ini)) && !TITULO_UNIVERSITARIO_ANTIGO.test(n.slice(vixentes[k - 1].ini))
      && UNION_EQUIVALENTE.test(n.slice(vixentes[k - 1].fin, vixentes[k].ini));
    // (a title after the one before it by a comma alone, ", do de Técnico en…": another title of the list)
    const listadaAparte = (k: number): boolean => k > 0 && /^\s*,\s*(?:(?:do|da|de|del|el|la|o|a)\s+)?(?:de\s+)?$/.test(n.slice(vixentes[k - 1].fin, vixentes[k].ini));
    const mesmoNivelFp = (k: number): boolean => k > 0 && FP.has(vixentes[k].nivel) && vixentes[k].nivel === vixentes[0].nivel;
    if (vixentes.length && !variasDisciplinas && !(fp && universidade) && !(n.includes('habilit') && GRAO_HABILITANTE.test(n)) && vixentes.every((x, k) => (listadaAparte(k) ? mesmaDisciplinaListada : mesmoNivelFp(k) ? mesmaDisciplinaFp : mesmaDisciplina)(x.disciplina, vixentes[0].disciplina) || fp2Equivalente(k) || antigoEquivalente(k))) {
      // Of the level required, the degree named with its field before a bare profession ("Máster en Arquitectura" before "Arquitecto/a").
      const doNivel = vixentes.filter((x) => x.nivel === nivel);
      // (a grao or licenciatura AND the máster it leads to, "título de Grado o Licenciatura en Psicología y del título de
      // Máster Universitario en Psicología General Sanitaria": the máster, the level required, names it; class: a
      // habilitating máster required with its degree; not a máster with an alternative after it, "Máster en Psicoloxía
      // Xeral Sanitaria ou habilitación sanitaria", which names no one title)
      const master = conMaster ? doNivel.find((x) => /^(?:master|mestrado)\b/.test(n.slice(x.ini)) && !/^\s*(?:ou|o|u)\s/.test(n.slice(x.fin))) : undefined;
      const escollido = master ?? doNivel.find((x) => x.campo) ?? doNivel[0] ?? vixentes[0];
      // The title with its older equivalents of the same field, as printed: "Grao en Enfermaría ou diplomatura en
      // Enfermaría", "Máster… en Enxeñaría de Camiños… ou do título de enxeñeiro/a de camiños…", "licenciatura ou grao en
      // Farmacia" (a user holding the older title must see that it qualifies).
      let i = vixentes.indexOf(escollido);
      let j = i;
      while (i > 0 && UNION_EQUIVALENTE.test(n.slice(vixentes[i - 1].fin, vixentes[i].ini))) i--;
      while (j < vixentes.length - 1 && UNION_EQUIVALENTE.test(n.slice(vixentes[j].fin, vixentes[j + 1].ini))) j++;
      const nivelAntes = NIVEL_NU_ANTES.exec(n.slice(Math.max(0, vixentes[i].ini - 40), vixentes[i].ini));
      // Each title as printed, joined by the conjunction printed ("ou do título de" → "ou"); an older title cut at a
      // lower-case list its newer title printed whole ("enxeñeiro/a de camiños, canais e portos") is read on as far.
      const partes: string[] = [];
      for (let k = i; k <= j; k++) {
        const x = vixentes[k];
        let fin = x.fin;
        const propia = x.disciplina.trim();
        for (const d of vixentes.slice(i, j + 1).map((y) => y.disciplina.trim())) {
          const resto = d.includes(propia) ? d.slice(d.indexOf(propia) + propia.length) : '';
          if (resto && n.startsWith(resto, fin)) { fin += resto.length; break; }
        }
        // (an older engineering title keeps the specialty it was issued in)
        const especialidade = k > i && antigoEquivalente(k) ? ESPECIALIDADE_DO_TITULO.exec(n.slice(fin)) : null;
        if (especialidade) fin += especialidade[0].length;
        const conx = k > i ? /\b(ou|o|u)\b/.exec(n.slice(vixentes[k - 1].fin, x.ini))?.[1] ?? 'ou' : '';
        partes.push((conx ? `${conx} ` : '') + limpar(doc.texto.slice(f.ini + x.ini, f.ini + fin)).replace(/[\s,]+$/, ''));
      }
      nome = (nivelAntes ? `${limpar(doc.texto.slice(f.ini + vixentes[i].ini - nivelAntes[0].length, f.ini + vixentes[i].ini))} ` : '') + partes.join(' ');
      if (i === j && !nivelAntes) nome = escollido.nome;
    }
    const valor: Titulacion = nome && nivel !== 'ningunha' ? { nivel, nome: nome.charAt(0).toUpperCase() + nome.slice(1) } : { nivel };
    // ("Se exige estar en posesión del título de…" in an extract with no requirements heading: a requirement said outright)
    cands.push({ valor, puntos: base + (cue ? 1 : 0) + (EXIXE.test(n) ? 1 : 0), orde, cita: cita(doc, f, f.ini + primeiro, f.ini + ultimo) });
  }

  return {
    frase(f, orde) {
      if (f.seccion !== 'requisitos' && !conCue(f.norm) && !tituloCorrixido(f)) return;
      if (!/titul|gradua|bachar|bachill|licenci|diplom|grao|grado|tecnic|escolarid|primari|formacion profesional|\bfp\b|enxen|ingenie|arquitect|master|doutor|doctor|\beso\b|mestre|maestro/.test(f.norm)) return;
      ler(f, orde);
    },
    resultado() {
      return { titulacion: escoller(cands, (v) => v.nivel, 2) };
    },
  };
}
