import { aberturaDoTexto, caracteresDaAbertura, normalizeText, siglasSenPuntos } from '../text.js';

/**
 * What kind of edict a bulletin item is, and whether it is a step of a public-employment selection process.
 *
 * An edict title has a *form* (call, bases, list of admitted, tribunal, appointment…) and an *object* (a post and its
 * staff, or a grant, a tender, a market stall, a course…). The forms are shared by jobs and look-alikes ("lista de
 * admitidos" of a grant, "bases" of a prize, "convocatoria" of a meeting); the object decides. So the evidence is
 * kept on both sides, in Galician and Spanish with their inflections:
 * - job objects (a selection process, an employment pool, staff categories, posts) and job steps;
 * - not-job objects (grants, scholarships, prizes, contests, tenders, concessions, courts, budgets, taxes, by-laws,
 *   planning, expropriations, political staff, organisation, collective agreements, enrolments);
 * - the section of the bulletin when it says what it holds (BOE II.B, DOG IV: competitions; courts).
 * When both sides have strong evidence, the head of the phrase decides: in Galician and Spanish the object that
 * comes first governs the rest ("axudas para a contratación de persoal" is a grant; "proceso selectivo dun técnico de
 * subvencións" is a job), and such a title is never published without an administrator.
 *
 * Pure functions: no SQL, no I/O. Ingestion, the evaluation corpus and the routes call `classifyEdict`.
 */

export const JOB_KINDS = ['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego', 'listas_contratacion', 'admitidos', 'tribunal',
  'data_exame', 'resultados', 'nomeamento', 'correccion', 'oep', 'provision_postos'] as const;
export const NOT_JOB_KINDS = ['subvencion', 'beca', 'premio', 'concurso_ideas', 'contratacion_publica', 'concesion', 'xudicial', 'orzamento',
  'tributos', 'ordenanza', 'urbanismo', 'expropiacion', 'notificacion', 'informacion_publica', 'persoal_non_competitivo', 'organizacion',
  'convenio_colectivo', 'outros'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export type NotJobKind = (typeof NOT_JOB_KINDS)[number];
export type TipoEdicto = JobKind | NotJobKind;

/** publicar: certainly a job; revisar: uncertain, an administrator decides; descartar: certainly not a job. */
export type Decision = 'publicar' | 'revisar' | 'descartar';

export interface EdictoParaClasificar {
  bop: string;
  titulo: string;
  /** The same title in the other language (BOP Ourense). */
  tituloAlternativo?: string;
  organizacion?: string;
  /** The bulletin's section or department heading(s), as printed. */
  seccion?: string;
  /**
   * The edict's body, when it has been read. Only a title that does not decide (no sign of either side, or signs
   * too weak: "Edicto", "Anuncio", "Aprobación de bases", "Lista definitiva") is read again with the body's opening.
   */
  texto?: string;
}

export interface Clasificacion {
  tipo: TipoEdicto;
  emprego: boolean;
  decision: Decision;
  /** Why, in a line an administrator understands: the evidence found on each side. */
  motivo: string;
}

type Side = 'job' | 'not';
interface Evidence {
  side: Side;
  /** 3: decisive on its own; 2: strong, needs no contradiction; 1: weak, needs company. */
  weight: 1 | 2 | 3;
  /** Objects say what the edict is about; forms only what step it is (they never decide alone). */
  object: boolean;
  kind: TipoEdicto | null;
  re: RegExp;
  name: string;
}

const e = (side: Side, weight: 1 | 2 | 3, object: boolean, kind: TipoEdicto | null, name: string, source: string): Evidence =>
  ({ side, weight, object, kind, name, re: new RegExp(source, 'g') });

// Inflection helpers for the patterns (text is lower case without accents).
const S = 's?'; // optional plural
const OA = '(?:o|a|os|as)'; // gender and number of -o/-a words

/** Job posts and staff categories (gl/es), as objects of a job phrase. */
const POSTS = [
  `auxiliar${'(?:es)?'}`, `administrativ${OA}`, `tecnic${OA}`, `arquitect${OA}`, `enxeneir${OA}`, `ingenier${OA}`, `traballador${'(?:a|es|as)?'}`,
  `trabajador${'(?:a|es|as)?'}`, `educador${'(?:a|es|as)?'}`, `monitor${'(?:a|es|as)?'}`, `socorrista${S}`, `peo(?:n|ns|nes)`, `operari${OA}`,
  `condutor${'(?:a|es|as)?'}`, `conductor${'(?:a|es|as)?'}`, `conserx${'(?:e|es)'}`, `conserj${'(?:e|es)'}`, 'polici(?:a|as) locai?s?',
  'policia local', `axente${S}`, `agente${S}`, `bombeir${OA}`, `bomber${OA}`, `psicolog${OA}`, `avogad${OA}`, `abogad${OA}`, `letrad${OA}`,
  `xurista${S}`, `jurista${S}`, `enfermeir${OA}`, `enfermer${OA}`, `medic${OA}`, `fisioterapeuta${S}`, `mestr${'(?:e|es|a|as)'}`,
  `maestr${OA}`, `profesor${'(?:a|es|as)?'}`, `docente${S}`, `limpador${'(?:a|es|as)?'}`, `limpiador${'(?:a|es|as)?'}`, `xardineir${OA}`,
  `jardiner${OA}`, `electricista${S}`, `fontaneir${OA}`, `fontaner${OA}`, `albane(?:l|is)`, `albanil${'(?:es)?'}`, `carpinteir${OA}`,
  `carpinter${OA}`, `mecanic${OA}`, `cocineir${OA}`, `cocinher${OA}`, `cociner${OA}`, `bibliotecari${OA}`, `arquiveir${OA}`, `archiver${OA}`,
  `interventor${'(?:a|es|as)?'}`, `secretari${OA}`, `tesoureir${OA}`, `tesorer${OA}`, `informatic${OA}`, `delineante${S}`, `aparellador${'(?:a|es|as)?'}`,
  `aparejador${'(?:a|es|as)?'}`, `veterinari${OA}`, `farmaceutic${OA}`, `animador${'(?:a|es|as)?'}`, `dinamizador${'(?:a|es|as)?'}`,
  `coordinador${'(?:a|es|as)?'}`, `vixilante${S}`, `vigilante${S}`, `garda${S} (?:forestal|rural|municipal)`, `guarda${S}`, `sepultureir${OA}`,
  `notificador${'(?:a|es|as)?'}`, `recadador${'(?:a|es|as)?'}`, `inspector${'(?:a|es|as)?'}`, `oficial(?:es|is)? (?:de )?(?:1|2|primeir|segund|primer)`,
  `subaltern${OA}`, `ordenanza${S} conserx`, `(?:praza|plaza|posto|puesto)${S} de ordenanza`, `celador${'(?:a|es|as)?'}`, `telefonista${S}`,
  `auxiliar${'(?:es)?'} de (?:axuda|ayuda|enfermaria|enfermeria|biblioteca|clinica|geriatria|xeriatria)`, `logopeda${S}`, `terapeuta${S}`,
  `xornalista${S}`, `periodista${S}`, `musico${S}`, `director${'(?:a|es|as)?'} (?:da|de|do|del) (?:escola|escuela|banda|centro|obradoiro|conservatorio|museo)`,
  `catedratic${OA}`, `investigador${'(?:a|es|as)?'}`, `informador${'(?:a|es|as)?'}`, `encargad${OA}`, 'tcae', `xef${'(?:e|a|es|as)'}`, `jef${'(?:e|a|es|as)'}`,
  `capata(?:z|ces)`, `orientador${'(?:a|es|as)?'}`, `mediador${'(?:a|es|as)?'}`, `axudante${S}`, `ayudante${S}`, `porteir${OA}`, `recepcionista${S}`, `camareir${OA}`, `axente de emprego`, `aedl`, '\\btax\\b', '\\btag\\b', 'fisio',
  // a trade's skilled worker named by the trade ("oficial/a de albanelaría", "oficial de primeira de carpintaría",
  // "oficial/a de albañilería", "oficiales de mantenimiento"): forty-third pass
  `oficia(?:l|les|is)(?:\\/as?)? (?:(?:de )?(?:1|2|primeir|segund|primer)\\w* )?(?:de |da |do |del )?(?:albanel|albanil|carpint|fontan|electric|xardin|jardin|pintor|pintur|mecanic|mantemento|mantenimiento|servizos multiples|servicios multiples|obras|ferr(?:er|ar)|herrer|cerrax|cerraj|cant(?:eir|er|ar)|soldad|conducion|conduccion)\\w*`,
];
const POST = `\\b(?:${POSTS.join('|')})\\b`;
/** "dous", "dunha", "3": a count of posts between a verb and the post. */
const COUNT = '(?:(?:(?:un|dun|uno)\\/(?:unha|dunha|una|a)|un|unha|dun|dunha|duns|dunhas|uno|una|dous|duas|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve|dez|diez|once|doce|varios|varias|diversas|diversos|\\d+) )?';

/**
 * An extension of the places a call offers ("Ampliación do número de prazas convocadas de…", "amplíase nunha o número de
 * prazas…, que pasan a ser tres", "acordou ampliar de dúas a tres as prazas", "se amplía el número de plazas"); folded. A step of the call (a correction of it),
 * unless it opens a new period; grouping takes the process's places from it (procesos.ts, `prazasAmpliadas`).
 */
export const AMPLIACION_PRAZAS = /\bampliaci(?:on|ons|ones) (?:do|del|de) (?:numero de )?(?:prazas|plazas)\b|\bamplia(?:r|se|n)? (?:(?:nunha|nunhas|en una|en unas|en \w+|de \w+ a \w+) )?(?:o numero de |el numero de )?(?:as |las )?(?:prazas|plazas)\b/;

const EVIDENCE: Evidence[] = [
  // ── job objects: a selection process or an employment relationship ──
  e('job', 3, true, 'convocatoria_bases', 'proceso selectivo', '\\b(?:proceso|procesos|procedemento|procedementos|procedimiento|procedimientos) (?:selectiv|de seleccion|de selecion|para a seleccion|para la seleccion)'),
  e('job', 3, true, 'convocatoria_bases', 'probas selectivas', '\\b(?:probas|pruebas) selectivas\\b'),
  e('job', 3, true, 'convocatoria_bases', 'oposición', '\\bconcurso ?-? ?oposici|\\b(?:por|de|mediante|sistema de) oposicion\\b|\\boposicion (?:libre|restrinxida|restringida)|\\boposicions?\\b(?! (?:a|ao|al) )'),
  e('job', 3, true, 'bolsa_emprego', 'bolsa de emprego', `\\bbolsas? (?:de|para) (?:emprego|empleo|traballo|trabajo)\\b|\\blistax(?:e|es) (?:de|para) (?:emprego|traballo|reserva|agarda)|\\blistas? de (?:reserva|agarda|espera|substitucion|sustitucion)s?\\b`),
  e('job', 3, true, 'bolsa_emprego', 'bolsa de substitucións', '\\bbolsas? (?:de|para) (?:substitu|sustitu|interin|cobertura|contratacion (?:temporal|laboral|de persoal|de personal))'),
  e('job', 3, true, 'listas_contratacion', 'chamamento dunha lista', '\\b(?:chamamentos?|llamamientos?)\\b(?! (?:a|á|ao|á) (?:participacion|cidadania|vecinanza|poboacion))|\\b(?:persoas )?integrantes (?:da|das|de la|de las|dunha|de una) (?:listaxes?|listas?|bolsas?)|\\b(?:listaxes?|listas?) (?:de|para|para as|para las) (?:substitucions?|sustituciones?)\\b|\\bbaixas? (?:de|por) (?:it|incapacidade|maternidade)|\\bbajas? (?:de|por) (?:it|incapacidad|maternidad)|\\bcubrir (?:unha|una) (?:baixa|baja|ausencia)'),
  e('job', 3, true, 'listas_contratacion', 'listas de contratación', '\\b(?:listas?|listaxes?) (?:(?:provisional|definitiva|provisionais|provisionales|definitivas) )?(?:de|para a|para la) contratacion\\b'),
  e('job', 3, true, 'convocatoria_bases', 'persoal funcionario ou laboral', `\\b(?:persoal|personal) (?:funcionari|laboral|estatutari|docente|interin|eventual docente|investigador|de administracion e servizos|de administracion y servicios|tecnico|de servizos|de servicios|sanitari|de enfermaria|de enfermeria)`),
  e('job', 3, true, 'convocatoria_bases', 'funcionario/a', `\\bfuncionari${OA}\\b(?! (?:eventual|de empresa))`),
  e('job', 3, true, 'listas_contratacion', 'interinidade', '\\binterinidade?s?\\b|\\binterin(?:o|a|os|as)\\b'),
  e('job', 3, true, 'oep', 'oferta de emprego público', '\\bofertas? (?:\\w+ )?de (?:emprego|empleo) publico|\\boep\\b|\\bope\\b|\\b(?:novo|nuevo) ingreso\\b|\\b(?:taxa|tasa) de reposicion|\\bestabilizacion (?:do|del|de) (?:emprego|empleo)'),
  // Filling places "en propiedade" or "de prazas" is a call for new staff; a contest among serving staff fills posts.
  e('job', 3, true, 'convocatoria_bases', 'provisión de prazas', '\\bprovision (?:en (?:propiedade|propiedad|interinidade|interinidad)|(?:de|das|de las) (?:prazas?|plazas?))'),
  e('job', 3, true, 'provision_postos', 'provisión de postos', `\\bprovision (?:(?:de|dos|de los) (?:postos?|puestos?))|\\bconcursos? (?:de traslados?|xeral de|general de|especificos? de|de meritos|de provision)|\\blibre designacion\\b|\\bcomisi(?:on|ons|ones) de servi(?:zos|cios)\\b|\\bmobilidade\\b|\\bmovilidad\\b`),
  e('job', 3, true, 'convocatoria_bases', 'quenda de acceso', '\\bpromocion interna\\b|\\bquenda (?:libre|de promocion|de discapacidade|de reserva)|\\bturno (?:libre|de promocion|de discapacidad|de reserva)'),
  e('job', 3, true, 'convocatoria_bases', 'cubrir ou proveer prazas', `\\b(?:cubrir|proveer|prover|cobertura (?:de|da|das|do|dos|dunha|dun|temporal|interina|en propiedade))\\b[^.;]{0,80}?\\b(?:prazas?|plazas?|postos?|puestos?|vacantes?|${POSTS.slice(0, 30).join('|')})\\b`),
  e('job', 3, true, 'convocatoria_bases', 'escala ou grupo', '\\b(?:escala|subescala|corpo|cuerpo|cuerpos|corpos) (?:de |da |del )?(?:administracion|auxiliar|tecnic|administrativ|xeral|general|especial|de servizos|superior|facultativ|docente|de profesores|de maestros|de mestres|de policia|de bombeiros|de gardas)|\\b(?:sub)?grupo (?:de clasificacion )?(?:a1|a2|b|c1|c2|e|ap)\\b|\\bagrupacions? profesionais?|\\bagrupaciones? profesionales'),
  e('job', 3, true, 'convocatoria_bases', 'selección de persoal', `\\bselecci(?:on|ons|ones) (?:de|dun|dunha|duns|dunhas|de un|de una|do|da|del) (?:persoal|personal|persoas? traballador|personas? trabajador|alumnado[ -]traballador|alumnos[ -]trabajadores|docentes|profesorado|${POSTS.join('|')})`),
  // (the staff of a programme or service with its article, "Bases para a contratación laboral temporal do persoal da
  // brigada de prevención…", "contratación temporal del personal del programa…": thirty-ninth pass; a permanent hiring
  // of one post with its two genders, "contratación laboral fixa dun/dunha oficial/a…": forty-third pass)
  e('job', 3, true, 'convocatoria_bases', 'contratación de persoal', `\\bcontrata(?:cion|cions|ciones|r)(?: laboral| temporal| interina| urxente| fixa| fija| indefinida)* (?:(?:de |como )?${COUNT}(?:persoal|personal|persoas?|personas?|traballador|trabajador|${POSTS.join('|')})|(?:do|del) (?:persoal|personal)\\b)`),
  e('job', 3, true, 'bolsa_emprego', 'bolsa dun posto', `\\bbolsas? (?:de|para) ${COUNT}(?:${POSTS.join('|')})\\b|\\blistas? (?:de|para) (?:emprego|empleo|traballo|trabajo)\\b`),
  e('job', 3, true, 'convocatoria_bases', 'programa de emprego con persoal', '\\b(?:obradoiros?|escolas? obradoiro|escuelas? taller|talleres? de empleo|programas? integrados?|programa mixto)\\b[^.;]{0,120}\\b(?:selecci|alumnado|alumnos|alumnas|docente|director|persoal|personal)|\\b(?:selecci|alumnado|alumnos|docente|director|persoal|personal)[^.;]{0,80}\\b(?:obradoiros?|escola obradoiro|escuela taller|taller de empleo|programas? integrados?)\\b'),
  e('job', 3, true, 'nomeamento', 'nomeamento tras a selección', `\\b(?:nomeamento|nomeamentos|nombramiento|nombramientos|nomease|nombrase|nomea|nombra|nomean|nombran|nomeou|nomeouse|nomearon|nombro|nombraron|foi nomead[oa]|foron nomead[oa]s|fue nombrad[oa]|fueron nombrad[oa]s)\\b[^.;]{0,60}\\b(?:funcionari|persoal|personal|profesor|profesora|catedratic|carreira|carrera|practicas|interin)|\\btomas? de posesion\\b|\\b(?:tomou|tomaron|tomo|toma|toman) posesion\\b|\\bcondicion de funcionari`),
  // The hiring or appointment of the next candidate when the one proposed resigns ("Aceptación de renuncia e contratación
  // do seguinte aspirante", "nombramiento del siguiente aspirante", "contratación del siguiente candidato por orden de
  // puntuación"): an appointment of the process whose candidate resigned, not a call (a pool's call of its next member
  // is a "chamamento", read as its list's step).
  e('job', 3, true, 'nomeamento', 'nomeamento do seguinte aspirante', '\\b(?:contratacion|contratase|contratar|contrata|nomeamento|nombramiento|nomease|nombrase|nomear|nombrar)\\b (?:(?:do|da|del|de la|de|ao|a|al|a la|o|el|la) )?(?:seguinte|siguiente) (?:persoa |persona )?(?:aspirante|candidat[oa])\\b'),
  // A permanent or temporary employee's contract formalised after the selection ("Formalización do contrato de traballo
  // como persoal laboral fixo", "se formalizó el contrato laboral con…", "formalízase a contratación como persoal laboral
  // fixo de D. …"): the employee's appointment, not a public contract.
  e('job', 3, true, 'nomeamento', 'formalización dun contrato de traballo', '\\bformaliz\\w* (?:(?:o|os|el|los|do|dos|del|de los|de|dun|de un|a|la|da|de la) )?(?:contratos?|contratacion) (?:de traballo|de trabajo|labora(?:l|is|les)|como (?:persoal|personal)|(?:(?:de|do|del) )?(?:persoal|personal))\\b'),
  e('job', 3, true, 'convocatoria_bases', 'concurso de acceso a corpos docentes', '\\bconcurso de acceso\\b|\\bcuerpos? docentes universitarios|\\bprofesor(?:a|es)? (?:titular|contratad|axudante|ayudante|asociad|permanente laboral)|\\bcatedratic'),
  e('job', 3, true, 'convocatoria_bases', 'praza ou posto de traballo', `\\b(?:prazas?|plazas?|postos?|puestos?)\\b(?: vacantes?)? (?:de|da|do|del) (?:${POSTS.join('|')})|\\b(?:postos?|puestos?) de (?:traballo|trabajo)\\b|\\b(?:prazas?|plazas?) vacantes?\\b`),

  // An extension of the places a call convoked ("Ampliación do número de prazas convocadas", "acordou ampliar de dúas a
  // tres as prazas de … convocadas", "se amplía el número de plazas de la convocatoria"): a step of the call, whatever
  // the body says of the session that decided it or of the retirement that freed the place. Only with the call named
  // ("convocadas", "da convocatoria", "do proceso selectivo"): places of a nursery or a car park are extended too.
  e('job', 3, true, 'correccion', 'ampliación das prazas convocadas', `(?:${AMPLIACION_PRAZAS.source})[^.;]{0,80}?\\b(?:convocad|da convocatoria|de la convocatoria|do proceso selectivo|del proceso selectivo)`),

  // ── job steps (forms that only selection processes use, or use with an object above) ──
  // A correction that names what it corrects only by bulletin, number and date ("Corrección de erros no anuncio publicado
  // no BOP número 45, do 6 de marzo de 2027"): the title says nothing of the object; the publication it cites decides
  // in the grouping (domain/procesos), so it is kept for review, never published alone.
  e('job', 2, false, 'correccion', 'corrección dun anuncio citado polo boletín, número e data', '\\b(?:correccion|correcion|rectificacion)(?: de (?:erros?|errores?))? (?:no|do|nun|dun|en el|del|de un|en un) (?:anuncio|edicto)(?: publicado)? (?:no|en el) (?:bop|boe|dog|boletin oficial|diario oficial)\\b[^.;]{0,60}?\\b(?:numero|num|n|no|nº)\\.? ?º? ?\\d{1,3}\\b[^.;]{0,20}?\\b\\d{1,2} de (?:xaneiro|enero|febreiro|febrero|marzo|abril|maio|mayo|xuno|junio|xullo|julio|agosto|setembro|septiembre|outubro|octubre|novembro|noviembre|decembro|diciembre)\\b'),
  e('job', 2, false, 'admitidos', 'admitidos e excluídos', '\\badmitid(?:o|a|os|as)\\b(?:\\/[oa]s?)?(?: [a-z]+){0,3} (?:e|y|ou|e\\/ou) exclu|\\b(?:persoas|personas)? ?aspirantes\\b|\\blistas? (?:provisional|definitiva|provisionais|definitivas|provisionales)(?: (?:de|das|dos))? (?:admitid|persoas|personas|aspirantes)|\\b(?:listaxes?|listados?|relacions?|relaciones) (?:provisional|definitiva|provisionais|definitivas|provisionales)(?: (?:de|das|dos))? admitid'),
  e('job', 3, true, 'tribunal', 'tribunal de selección', '\\b(?:tribunais|tribunal(?:es)?) (?:que (?:han de |ha de )?(?:xulgar|juzgar|valorar|cualific|calific|resolv)|cualificador|calificador|de seleccion|seleccionador|de valoracion|que (?:xulgar|juzgar|valorar|cualific|calific)|do proceso|del proceso|das probas|de las pruebas)|\\bcomposicion (?:do|del|dos|de los) tribunal|\\b(?:organo|organos|comision|comisions|comisiones) (?:de|da|do) (?:seleccion|valoracion|baremacion)|\\b(?:comision|comisions|comisiones) (?:que (?:han de |ha de )?(?:resolver|resolvera|xulgar|juzgar|valorar)|(?:xulgadora|juzgadora|avaliadora|evaluadora|de selecion))|\\bcomposicion (?:da|de la|das|de las) comisi|\\bmembros do tribunal|\\bmiembros del tribunal|\\b(?:desig?n\\w*|nomea(?:se|n|mento)|nombra(?:n|miento)?|se nombra)\\s+(?:(?:o|el|do|del|ao|al)\\s+)?(?:membros\\s+|miembros\\s+|integrantes\\s+)?(?:(?:do|del)\\s+)?tribunal\\b'),
  e('job', 2, false, 'data_exame', 'data do exame', '\\b(?:primeir|segund|terceir|cuart|primer|tercer|ultimo|unico)(?:o|a)? (?:exercicio|ejercicio|proba|prueba|exame|examen)|\\b(?:exercicio|ejercicio|proba|prueba)s? (?:practic|teoric|tipo test|fisic|oral|escrit|psicotecnic|de coñecemento|de conocimiento|de galego|de lingua)|\\b(?:lugar|data|fecha|hora|datas|fechas)\\b[^.;:]{0,30}\\b(?:probas?|pruebas?|exames?|examen|exercicios?|ejercicios?|realizacion|celebracion|comezo|comienzo|entrevistas?)\\b|\\b(?:probas|pruebas) (?:de aptitude|de aptitud|fisicas|psicotecnicas|medicas)|\\bllamamiento unico|\\bchamamento unico|\\b(?:suposto|supuesto|caso)s? practicos?\\b|\\bconvoca\\w*\\s+(?:a|as|os|aos|a las|a los)\\s+(?:\\w+\\s+){0,2}(?:(?:persoas|personas)\\s+(?:\\w+\\s+)?(?:admitid|aprobad|seleccionad)\\w*|aspirantes|opositor\\w*)\\b(?!\\s+(?:a|para)\\s+presentar)|\\b(?:convocatoria|convoca) (?:para a|para la|a|á) realizacion'),
  e('job', 2, false, 'resultados', 'aprobados e cualificacións', '\\b(?:relacion|lista|listaxe|listado|anuncio|edicto) (?:definitiva |provisional )?(?:de|das|dos) (?:aprobad|persoas aprobad|personas aprobad|seleccionad|persoas seleccionad|personas seleccionad)|\\b(?:persoas|personas|aspirantes) (?:aprobad|seleccionad|propost|propuest)|\\bcualificacions? (?:provisional|definitiva|finais|final|do|da|dos|das)|\\bcalificaciones? (?:provisional|definitiva|finales|final|del|de la|de los)|\\bpuntuaci(?:on|ons|ones) (?:provisional|definitiva|final|do|del|da|de la|dos|das|de los|obtid|obtenid)|\\bresultados? (?:finais|final|definitivos?|provisionais|provisionales)\\b|\\bpersoal seleccionad|\\bpersonal seleccionad|\\bacta (?:final|do tribunal|del tribunal)|\\borde de prelacion|\\borden de prelacion|\\bprop(?:osta|uesta) de (?:nomeamento|nombramiento|contratacion)|\\bbaremacion (?:provisional|definitiva|de meritos)|\\bvaloracion (?:provisional |definitiva )?(?:dos|de los|de) meritos|\\bresultado(?:s)? (?:do|del|da|de la|dos|de los|das|de las|final|definitivo|provisional) ?(?:proceso|exercicio|ejercicio|concurso|oposicion|proba|prueba|fase|seleccion)'
    // the tribunal's proposal as its body words it ("o tribunal propón a contratación de…", "proponse o nomeamento", "se propone
    // la contratación"), and a call declared void ("declárase deserto o proceso", "se declara desierta la convocatoria")
    + '|\\b(?:propon|proponse|propone|proponen|proponense)\\b (?:(?:a|o|as|os|la|el|ao|al) )?(?:contratacion|contratar|nomeamento|nombramiento|nomear|nombrar)\\b'
    + '|\\bdeclar\\w* (?:(?:o|a|os|as|el|la|los|las) )?(?:\\w+ ){0,4}?(?:desert|desiert)[oa]s?\\b|\\b(?:desert|desiert)[oa]s? (?:o|a|el|la) (?:proceso|convocatoria|praza|plaza|concurso)'),
  // "Aprobados do proceso de técnico/a de xestión", "Aprobadas en el concurso-oposición de…": the passed named as the
  // head of the title, by the process they passed
  e('job', 2, false, 'resultados', 'aprobados dun proceso', '\\baprobad(?:o|a)s(?:\\/(?:o|a)s)? (?:do|da|dos|das|del|de la|de los|de las|no|na|nos|nas|en el|en la|en los|en las) (?:proceso|procesos|procedemento|procedimiento|concurso|concurso-oposicion|oposicion|oposiciones|oposicions|convocatoria|exercicio|ejercicio|proba|prueba|fase)\\b'),
  // The passed or their marks as the bare head of the title, the post after it ("APROBADOS. ENX. CAMIÑOS", "Aprobadas:
  // técnico/a de xestión", "Cualificacións. Policía local", "Calificaciones - Auxiliar administrativo")
  e('job', 2, false, 'resultados', 'aprobados ou cualificacións como cabeceira', '^(?:(?:anuncio|edicto)\\W+)?(?:aprobad(?:o|a)s|seleccionad(?:o|a)s|cualificacions|calificaciones|puntuacions|puntuaciones)(?:\\/(?:o|a)s)?\\s*[.:;,(-]'),
  e('job', 2, false, 'resultados', 'resolución dun concurso de provisión', '\\bpola que se resolve|\\bpor la que se resuelve|\\bresolve(?:r)? (?:o|el) concurso|\\bresolucion (?:definitiva |provisional )?(?:do|del) concurso|\\b(?:adxudicacion|adjudicacion) (?:provisional|definitiva) (?:(?:de|dos|de los) (?:postos|puestos|destinos)|(?:do|del) concurso)'),
  e('job', 2, false, 'resultados', 'avance das persoas candidatas', '\\b(?:persoas|personas) (?:candidatas|aspirantes)\\b|\\bsuperaron\\b|\\bsuperad[oa]s? (?:o|a|os|as|el|la|los|las) (?:primeir|segund|primer|exame|examen|exercicio|ejercicio|proba|prueba|fase|curso)|\\bcontinuan (?:no|en el) proceso|\\bfase de (?:concurso|oposicion|meritos)\\b|\\bcurso selectivo|\\bpersoa proposta|\\bpersona propuesta|\\bpresentar (?:a |la )?documentacion|\\bexcluid[oa]s?(?:\\/[oa]s)? provisional|\\b(?:aspirantes|persoas|personas) excluid'),
  e('job', 2, false, 'convocatoria_bases', 'temario', '\\btemarios?\\b'),
  e('job', 2, false, 'tribunal', 'membros do tribunal', '\\b(?:vogal|vogais|vocal|vocales|presidente|presidenta|secretari[oa]) (?:titular|suplente)s?\\b|\\b(?:vogal|vocal)\\b[^.;]{0,30}\\b(?:abstencion|recusacion)|\\babstencion|\\brecusacion'),
  e('job', 2, false, 'nomeamento', 'nomeamento', '\\bnomeamento\\b|\\bnombramiento\\b'),

  // ── weak job forms: need company ──
  e('job', 1, false, 'convocatoria_bases', 'convocatoria ou bases', '\\bconvocatoria\\b|\\bbases\\b|\\bconvoca\\b|\\bconvocan\\b'),
  e('job', 1, false, 'convocatoria_bases', 'selección', '\\bseleccion\\b|\\bseleccionad'),
  e('job', 1, false, 'convocatoria_bases', 'praza ou posto', '\\b(?:prazas?|plazas?|postos?|puestos?|vacantes?)\\b'),
  e('job', 1, false, null, 'posto de traballo nomeado', POST),
  e('job', 1, false, null, 'programa de emprego', '\\b(?:obradoiros? (?:de emprego|dual)|escolas? obradoiro|escuelas? taller|talleres? de empleo|programas? integrados? (?:de|para o|para el) (?:emprego|empleo)|programa mixto)'),
  e('job', 1, false, 'convocatoria_bases', 'número de postos', `\\b(?:un|unha|dun|dunha|uno|una|dous|duas|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve|dez|diez|\\d+) (?:${POSTS.join('|')})\\b`),
  e('job', 1, false, 'listas_contratacion', 'contratación laboral', '\\bcontratos? (?:labora(?:l|is)|laborales)\\b|\\bcontrataci(?:on|ons|ones) (?:labora(?:l|is)|laborales|tempora(?:l|is|les)|interinas?)|\\bcontrato (?:laboral|de relevo|en practicas|de interinidade|de interinidad)'),
  e('job', 1, false, 'admitidos', 'lista provisional ou definitiva', '\\blistas? (?:provisional|definitiva)|\\blistaxes? (?:provisional|definitiva)'),
  e('job', 1, false, 'bolsa_emprego', 'bolsa', '\\bbolsa\\b'),
  e('job', 1, false, 'tribunal', 'tribunal', '\\btribunal\\b'),

  // ── not-job objects ──
  e('not', 3, true, 'subvencion', 'subvención ou axuda', '\\bsubvenci(?:on|ons|ones)\\b|\\bsubvencionad|\\b(?:axuda|axudas|ayuda|ayudas)\\b(?! (?:no|a|en el|ao|al) (?:fogar|domicilio|hogar))(?! a domicilio)|\\bincentivos?\\b|\\bbonificaci|\\bbeneficiari|\\bfomento (?:do|del|da|de la) (?:emprego|empleo|contratacion|autoemprego|autoempleo)|\\baportaci(?:on|ons|ones)\\b|\\bcheque\\b|\\bpremios? (?:a|á) (?:contratacion|natalidade)'),
  e('not', 3, true, 'beca', 'bolsas de estudo e becas', '\\bbecas?\\b|\\bbecari|\\bbolsas? (?:de|para|do|da|en) (?:estudo|estudio|formacion|investigacion|viaxe|viaje|comedor|transporte|libros|material|excelencia|practicas|colaboracion|mobilidade|movilidad|posgrao|posgrado|master|doutoramento|doctorado|residencia)|\\bbolsa (?:de|da|do) (?:vivenda|vivienda|aluguer|alquiler|terras|tierras|voluntari|mobiliario|libros)'),
  e('not', 3, true, 'premio', 'premio ou certame', '\\bpremios?\\b(?! (?:a|á) )|\\bcertame|\\bcertamen|\\bgalardon|\\bmencions? honorific|\\bmedallas?\\b|\\bhonores?\\b|\\bdistinci(?:on|ons|ones)\\b|\\bfillo predilecto|\\bhijo predilecto|\\bfillo adoptivo'),
  e('not', 3, true, 'concurso_ideas', 'concurso de ideas ou creación', '\\bconcursos? (?:de|da|do) (?:ideas|proxectos|proyectos|deseno|diseno|fotograf|carteis|carteles|pintura|relatos?|poesia|disfraces|escaparates|murais|murales|logotipo|imaxe|imagen|disfraz|comparsas|carrozas|tapas|cancions|canciones|debuxo|dibujo|narrativa|curtas|cortos|microrrelatos|belens|belenes|maios|mayos|fachadas|balcons)|\\bconcursos? (?:literario|fotografico|musical|gastronomico|hipico|de pesca|de gando|de ganado)'),
  e('not', 3, true, 'contratacion_publica', 'licitación ou contrato público', '\\blicitaci|\\badxudicaci(?!(?:on|ons) (?:(?:provisional|definitiva) )?(?:(?:de|dos|das|do) (?:\\w+ ){0,2}(?:postos|destinos|prazas)\\b|(?:do|dun) concurso (?:especifico |xeral )?de (?:meritos|traslados|provision)))|\\badjudicaci(?!(?:on|ones) (?:(?:provisional|definitiva) )?(?:(?:de|de los|de las|del) (?:\\w+ ){0,2}(?:puestos|destinos|plazas)\\b|(?:del|de un) concurso (?:especifico |general )?de (?:meritos|traslados|provision)))|\\bformalizacion (?:do|del|de) contrato(?!s? (?:de (?:traballo|trabajo)\\b|labora(?:l|is|les)\\b|como\\b|(?:(?:de|do|del) )?(?:persoal|personal)\\b))|\\bcontratos? (?:de|do|del|da|para) (?:servizo|servicio|obra|subministr|suministr|xestion|gestion|concesion|explotacion|arrendamento|arrendamiento|alugamento|mantemento|mantenimiento)|\\bcontratacion (?:do|del|da|de la|de|dos|das|de los|mediante) (?:servizo|servicio|obra|subministr|suministr|explotacion|xestion|gestion|mantemento|mantenimiento|seguro|poliza|redaccion|asistencia tecnica|procedemento aberto|procedimiento abierto)|\\bpregos?\\b|\\bpliegos?\\b|\\bsubministracion\\b|\\bsuministro\\b|\\bprocedemento aberto\\b|\\bprocedimiento abierto\\b|\\bpoxa\\b|\\bsubasta\\b|\\balleamento\\b|\\benajenacion\\b|\\barrendamento\\b|\\barrendamiento\\b|\\bobras? de\\b'),
  e('not', 3, true, 'concesion', 'concesión ou posto de mercado', '\\bconcesi(?:on|ons|ones)\\b|\\bpostos? (?:de venda|de venta|do mercado|del mercado|no mercado|en el mercado|da praza|de la plaza|fixos|vacantes do mercado)|\\bpuestos? (?:de venta|del mercado|en el mercado|de la plaza|fijos)|\\b(?:praza|plaza|prazas|plazas) de abastos|\\babastos\\b|\\bmercado (?:municipal|de abastos|ambulante)|\\bvenda ambulante|\\bventa ambulante|\\bquioscos?\\b|\\bnichos?\\b|\\bsepulturas?\\b|\\bocupacion (?:do|del|de) (?:dominio|espazo|espacio|via)|\\bautorizacion (?:de|para) (?:ocupacion|uso|venda|venta)|\\bexplotacion (?:do|del|da|de la) (?:bar|cafeteria|quiosco|cantina)|\\bhortas? (?:urbanas|municipais|de ocio)|\\bhuertos? (?:urbanos|municipales)|\\bvivendas? (?:de promocion|sociais|de proteccion)|\\bviviendas? (?:de proteccion|sociales)|\\baproveitamento|\\baprovechamiento'),
  e('not', 3, true, 'xudicial', 'xulgado ou tribunal de xustiza', '\\bxulgados?\\b|\\bjuzgados?\\b|\\btribunal (?:superior|supremo|constitucional|economico|de xustiza|de justicia|de contas|de cuentas)|\\baudiencia (?:provincial|nacional)|\\bcedula (?:de )?(?:notificacion|citacion|emprazamento|emplazamiento)|\\b(?:procedemento|procedimiento) (?:ordinario|abreviado|de despedimento|de despido|monitorio|de execucion|de ejecucion)|\\bexecucion de titulos|\\bejecucion de titulos|\\bdespedimento\\b|\\bdespido\\b|\\bautos? (?:n|numero)|\\bxuiz|\\bjuez|\\bletrado da administracion de xustiza|\\bletrado de la administracion de justicia|\\bsentenza|\\bsentencia'),
  e('not', 3, true, 'orzamento', 'orzamento', '\\borzament|\\bpresupuest|\\bmodificaci(?:on|ons|ones) (?:orzamentaria|presupuestaria|(?:de|do|del) (?:credito|creditos))|\\bcredito extraordinario|\\bsuplemento de credito|\\btransferencias? de credito|\\bconta xeral|\\bcuenta general|\\bplan economico|\\bremanente|\\bliquidacion (?:do|del) (?:orzamento|presupuesto)|\\bperiodo medio de pago|\\bmorosidade|\\bmorosidad|\\bendebedamento|\\bendeudamiento|\\bpréstamo|\\bprestamo\\b|\\boperacion de (?:credito|tesouraria|tesoreria)'),
  e('not', 3, true, 'tributos', 'taxas e tributos', '(?<!(?:concello|ayuntamiento|municipio|concellos) (?:de |do |del )?)\\bpadr(?:on|ons|ones)\\b(?! \\(a coruna\\))(?!,? \\d{1,2} de )|(?<!(?:xustificante|justificante|pago|abono|aboamento|ingreso|dereitos|derechos) (?:da |de la |de |do |del )?)\\btaxas?\\b(?! de reposicion)(?! (?:por )?(?:dereitos|derechos)? ?(?:de )?(?:exame|examen))|(?<!(?:justificante|pago|abono|ingreso) (?:de la |de |del )?)\\btasas?\\b(?! de reposicion)(?! (?:por )?(?:derechos )?(?:de )?examen)|\\bimpostos?\\b|\\bimpuestos?\\b|\\bordenanzas? fisca|\\bprezos? publicos?|\\bprecios? publicos?|\\bcobranza|\\bcobro\\b|(?<!\\b(?:axent|agent|tecnic|inspector|xestor|gestor|oficia|auxiliar|administrativ|asesor|letrad|xef|jef|recadador|recaudador)\\w*(?:\\/\\w+|\\(\\w+\\))? (?:de |da |do |de la |del )(?:servizo de |servicio de )?)\\brecadaci|(?<!\\b(?:axent|agent|tecnic|inspector|xestor|gestor|oficia|auxiliar|administrativ|asesor|letrad|xef|jef|recadador|recaudador)\\w*(?:\\/\\w+|\\(\\w+\\))? (?:de |del )(?:servicio de )?)\\brecaudaci|(?<!\\b(?:axent|agent|tecnic|inspector|xestor|gestor|oficia|auxiliar|administrativ|asesor|letrad|xef|jef|recadador|recaudador)\\w*(?:\\/\\w+|\\(\\w+\\))? )\\btributari|\\bibi\\b|\\bivtm\\b|\\biae\\b|\\bplusvalia|\\bcanon\\b|\\bcalendario (?:fiscal|do contribuinte|del contribuyente)|\\bmatricula (?:do|del) (?:imposto|impuesto)|\\bexaccion|\\bvoluntaria\\b|\\bprovidencia de constrinximento|\\bprovidencia de apremio|\\bembargo'),
  e('not', 3, true, 'ordenanza', 'ordenanza ou regulamento', '\\bordenanzas? (?:reguladora|municipal|xeral|general|de |do |da |del |sobre )(?!conserx)|\\bregulamentos?\\b|\\breglamentos?\\b|\\bestatutos?\\b'),
  e('not', 3, true, 'urbanismo', 'urbanismo e ambiente', '\\bplan (?:xeral|general|parcial|especial|basico)|\\bplaneamento|\\bplaneamiento|\\blicenzas?\\b|\\blicencias?\\b|\\bmodificacion puntual|\\bestudo de detalle|\\bestudio de detalle|\\bproxecto de (?:urbanizacion|obra|execucion)|\\bproyecto de (?:urbanizacion|obra|ejecucion)|\\breparcelaci|\\bavaliaci(?:on|ons) ambiental|\\bevaluaci(?:on|ones) ambiental|\\bautorizaci(?:on|ons|ones) ambiental|\\bimpacto ambiental|\\bcomunicacion previa|\\bdeclaracion responsable|\\bactividade (?:de|clasificada)|\\bactividad (?:de|clasificada)|\\bconcentracion parcelaria|\\bdelimitacion|\\bdeslinde|\\bnucleo rural|\\bsolo rustico|\\bsuelo rustico|\\bcatalogo de (?:bens|bienes)|\\bexplotacion (?:mineira|minera|gandeira|ganadera|forestal)|\\baproveitamento forestal|\\bconcesion de augas|\\bconcesion de aguas|\\bpozo|\\bvertedura|\\bvertido'),
  e('not', 3, true, 'expropiacion', 'expropiación', '\\bexpropiaci|\\bbens e dereitos|\\bbienes y derechos|\\bocupacion temporal|\\bactas previas|\\bxustiprezo|\\bjustiprecio'),
  e('not', 3, true, 'persoal_non_competitivo', 'persoal sen proceso selectivo', '\\b(?:persoal|personal) eventual\\b|\\bcargos? de confianza|\\basesor(?:a|es|as)?\\b|\\bdedicacion (?:exclusiva|parcial)|\\bdedicaci(?:on|ons|ones) e retribuci|\\bretribuci(?:on|ons|ones) (?:dos|de los|das|de las) (?:membros|miembros|cargos|concelleir|concejal)|\\basignaci(?:on|ons|ones) (?:a|aos|á|os) grupos|\\bgrupos? (?:politic|municipai)|\\brelacion de (?:postos|puestos) de (?:traballo|trabajo)\\b|\\brpt\\b|\\bcompatibilidade|\\bcompatibilidad|\\bxubilaci|\\bjubilaci|\\bexcedencia|\\bsegunda actividade|\\bsegunda actividad|\\btenentes? de alcald|\\btenientes? de alcald|(?<!\\b(?:resolucion|resolucions|resoluciones|decreto|decretos|orde|orden|acordo|acuerdo) (?:da|do|de la|del|dos|das|de los|de las) )\\bconcelleir(?:o|a|os|as) delegad|(?<!\\b(?:resolucion|resolucions|resoluciones|decreto|decretos|orde|orden|acordo|acuerdo) (?:da|do|de la|del|dos|das|de los|de las) )\\bconcejal(?:es|a|as)? delegad|\\bxuiz(?:a|es)? de paz|\\bjuez(?:a|es)? de paz|\\bcese\\b|\\bceses\\b|\\bcesamento|\\bvaloraci(?:on|ons|ones) (?:de|dos|de los) (?:postos|puestos)|\\bmasa salarial|\\btaboas? salariais|\\btablas? salariales|\\bindemniza(?:ci(?:on|ons|ones)) (?:por asistencia|dos membros|de los miembros)|\\breconecemento de (?:servizos|trienios)|\\breconocimiento de (?:servicios|trienios)|\\bmodificaci(?:on|ons|ones) (?:da|de la) (?:relacion|plantilla|rpt)|\\bamortizaci(?:on|ons|ones) de (?:prazas|plazas)|\\bcreaci(?:on|ons|ones) de (?:prazas|plazas|postos|puestos)'),
  e('not', 3, true, 'organizacion', 'organización e sesións', '\\bsesi(?:on|ons|ones)\\b|\\bpleno\\b|\\basemblea|\\basamblea|\\bxunta xeral|\\bjunta general|\\bcomunidade de montes|\\bcomunidad de montes|\\bcomunidade de (?:regantes|usuarios|augas)|\\bcomunidad de (?:regantes|usuarios|aguas)|\\bdelegaci(?:on|ons|ones) de (?:competencias|funcions|funciones|atribucions|atribuciones|firma|alcaldia)|\\bdelega(?:cion|r)? (?:as|las) (?:funcions|funciones|competencias|atribucions)|\\balcald(?:e|esa|ia) accidental|\\bsubstituci(?:on|ons) (?:da|de la|do|del) alcald|\\bsustituci(?:on|ones) (?:de la|del) alcald|\\bcomisi(?:on|ons|ones) informativ|\\bcomision especial de contas|\\bconstitucion (?:da|de la) corporacion|\\bperiodicidade|\\bconvenio de colaboracion|\\bconvenios? (?:con|entre|de colaboracion|interadministrativo)|\\bencomenda|\\bencomienda|\\bfestas? locais|\\bfiestas? locales|\\bdias? festivos?|\\bcalendario laboral|\\bhorario|\\bconsello escolar|\\bconsejo escolar|\\bnomeamento de (?:representantes|vogais|vocais|vocales|membros do consello|membros da comision)|\\bnombramiento de (?:representantes|vocales)|\\bprotocolo\\b|\\bsinatura\\b|\\bfirma de convenio|\\badhesi(?:on|ons|ones)\\b|\\bdisolucion|\\bfusion\\b|\\bcambio de denominacion|\\bsimbolos?\\b|\\bescudo\\b|\\bbandeira|\\bbandera|\\bhermanamento|\\bhermanamiento|\\bxeminamento'),
  e('not', 3, true, 'outros', 'selección que non é de persoal', '\\bseleccion (?:de|dos|das|del|de los|de las) (?:proxectos|proyectos|participantes|entidades|empresas|beneficiari|alumnado(?! traballador)|alumnos(?! trabajadores)|obras|iniciativas|candidaturas|mozos|mozas|xoves|jovenes|voluntari|familias|persoas usuarias|personas usuarias|persoas beneficiarias|experiencias|actividades)|\\b(?:probas|pruebas|exames|examenes) (?:para a|para la|de) (?:obtencion|patron|capitan|titulacion)|\\btitulaci(?:on|ons|ones) (?:nauticas?|de patron|para o goberno|para el gobierno)|\\bembarcaci(?:on|ons|ones) de recreo|\\bpermisos? de conduci|\\b(?:probas|pruebas) libres|\\bgraduado en (?:eso|educacion secundaria)|\\bcarne\\b|\\balumnado\\b(?![ -]traballador)'),
  e('not', 3, true, 'convenio_colectivo', 'convenio colectivo', '\\bconvenios? colectiv|\\bacordo regulador|\\bacuerdo regulador|\\bmesa (?:xeral |general )?de negociacion|\\bcomite de empresa|\\belecci(?:on|ons|ones) sindica|\\bregistro de convenios|\\brexistro de convenios'),
  e('not', 3, true, 'outros', 'matrícula e cursos', '\\bmatricula\\b|\\bmatriculacion|\\b(?:admitid[oa]s?|excluid[oa]s?|prazas?|plazas?|solicitudes|solicitantes|nenos|ninos|nenas|ninas|alumnado|alumnos|usuari[oa]s?) (?:(?:de|da|do|na|no|en|para|nas|nos|a|as|o|os|la|el|las|los|ao|al) ){1,2}(?:escolas? infanti|escuelas? infanti|garderia|gardaria|campamento|campus|colonias|actividades|cursos?|curso escolar|obradoiros? de (?:teatro|musica|danza|pintura|ceramica|lectura)|talleres? de|residencia|centro de dia|vivendas?|viviendas?|servizo de (?:comedor|transporte|madrugadores|conciliacion)|programa (?:de (?:vacacions|vacaciones|lecer|ocio|conciliacion)|xuvenil))|\\bcursos? (?:de formacion|de natacion|de veran|de verano|deportivos?)\\b|\\busuari(?:o|a|os|as)\\b|\\balumnado (?:de|do|da) (?:escola|conservatorio|curso)'),
  e('not', 2, true, 'persoal_non_competitivo', 'cadro de persoal', '\\bcadro de persoal|\\bcatalogo de persoal|\\bplantilla(?: de (?:persoal|personal)| organica)?\\b|\\bcatalogo de (?:postos|puestos)'),
  e('not', 2, true, 'notificacion', 'notificación', '\\bnotificaci|\\bnotifica\\b|\\brequirimento|\\brequerimiento|\\bbaixa (?:de oficio|no padron|por caducidade)|\\bbaja (?:de oficio|en el padron|por caducidad)|\\bcaducidade|\\bcaducidad|\\bvehiculos? (?:abandonad|ao final da sua vida)|\\bsanci(?:on|ons|ones)\\b|\\bsancionador|\\btrafico\\b|\\bdenuncia|\\bemprazamento|\\bemplazamiento|\\bdecreto de (?:arquivo|archivo)'),
  e('not', 1, true, 'subvencion', 'programa subvencionado', '\\bplan (?:de|do) (?:emprego|empleo)\\b|\\bcon cargo (?:ao|al|a)\\b|\\bcofinanciad|\\bfinanciad'),
  e('not', 1, true, 'informacion_publica', 'información pública', '\\binformacion publica\\b|\\bexposicion (?:publica|ao publico|al publico)'),
  e('not', 1, false, 'outros', 'aprobación de disposición', '\\baprobacion (?:inicial|definitiva|provisional)\\b'),
];

/** The sections that say what they hold. */
function sectionEvidence(bop: string, seccion: string): Evidence[] {
  const s = normalizeText(seccion);
  const out: Evidence[] = [];
  const mk = (side: Side, weight: 1 | 2 | 3, kind: TipoEdicto | null, name: string): Evidence => ({ side, weight, object: true, kind, name, re: /$^/ });
  if (bop === 'BOE' && /^2b\b|oposiciones y concursos|ii\.? ?b\b/.test(s)) out.push(mk('job', 3, 'extracto_convocatoria', 'sección II.B do BOE (oposicións e concursos)'));
  if (bop === 'DOG' && /^iv\b|oposicions e concursos|oposiciones y concursos/.test(s)) out.push(mk('job', 3, null, 'sección IV do DOG (oposicións e concursos)'));
  if (/\bpersoal\b|\bpersonal\b|recursos humanos|oposicions|oposiciones/.test(s)) out.push(mk('job', 1, null, 'epígrafe de persoal'));
  if (/tribunais e xulgados|tribunales y juzgados|administracion de xustiza|administracion de justicia|^v\.? tribunais|^v\b/.test(s) && bop !== 'BOE') {
    out.push(mk('not', 3, 'xudicial', 'sección de tribunais e xulgados'));
  }
  return out;
}

interface Hit { ev: Evidence; at: number; text: string }

const POST_OR_SERVICE_BEFORE = /\b(?:xef[ea]s?|jef[ea]s?|tecnic[oa]s?|postos?|puestos?|servizos?|servicios?|seccion|negociado|area|departamento|unidade|unidad|oficina|axentes?|agentes?|inspector[a]?|auxiliar(?:es)?|administrativ[oa]s?|letrad[oa]s?|xestor[a]?|gestor[a]?|responsable)(?:\/[a-z]+)? (?:de |do |da |del |de la |dos |das |en |no |na )(?:[a-z]+ ){0,2}$/;

function findHits(text: string, list: Evidence[]): Hit[] {
  const hits: Hit[] = [];
  for (const ev of list) {
    ev.re.lastIndex = 0;
    const m = ev.re.exec(text);
    if (m) hits.push({ ev, at: m.index, text: m[0] });
  }
  // A not-job word inside the name of a post or service is part of that name ("xefe/a do Servizo de Recadación").
  for (let i = hits.length - 1; i >= 0; i -= 1) {
    const h = hits[i];
    if (h.ev.side === 'not' && h.at > 0 && POST_OR_SERVICE_BEFORE.test(text.slice(Math.max(0, h.at - 45), h.at))) hits.splice(i, 1);
  }
  // A job phrase inside a more specific not-job one is that one's ("nomeamento de persoal eventual"): it does not count.
  const notSpans = hits.filter((h) => h.ev.side === 'not' && h.ev.weight === 3);
  return hits.filter((h) => h.ev.side === 'not' || h.at < 0
    || !notSpans.some((n) => {
      const hEnd = h.at + h.text.length;
      const nEnd = n.at + n.text.length;
      return (n.at > h.at && n.at < hEnd && hEnd <= nEnd) || (n.at <= h.at && hEnd <= nEnd);
    }));
}

/** (an abbreviation with dots, "T.A.X.", as its letters: "tax") */
const prepare = (text: string) => normalizeText(siglasSenPuntos(text)).replace(/[«»"“”'’]/g, ' ').replace(/\s*-\s*/g, '-').replace(/\s+/g, ' ');

/** Steps of a process: the first one the title names is the edict's kind ("admitidos, tribunal e data" → admitidos). */
const STEP_KINDS = new Set<TipoEdicto>(['admitidos', 'tribunal', 'data_exame', 'resultados', 'nomeamento']);
/** Without a step, the object names the kind, the most specific first. */
const OBJECT_KIND_ORDER: JobKind[] = ['oep', 'provision_postos', 'listas_contratacion', 'bolsa_emprego', 'convocatoria_bases'];

/**
 * A correction of a call, a list or an act. "Emenda" only with what it corrects ("Emenda de erro material na base…",
 * "emenda das bases"): the days "para emendas", "para emendar os defectos" or the "prazo de emenda" of a list of admitted
 * are the period to remedy an application (Lei 39/2015, art. 68), a step of the list, not a correction.
 */
const CORRECTION = new RegExp(/\bcorrecci(?:on|ons|ones) (?:de )?(?:erro|error|erros|errores)|\bcorrecci(?:on|ons|ones) (?:das|de las|da|de la|do|del|dos|de los) (?:bases|convocatoria|listas?|listaxes?|relacion|anuncio|edicto|resolucion|decreto)\b|\brectificaci|\bcorrixe|\bcorrige|\bse corrixen|\bse corrigen|\bemenda (?:de|do|da|dos|das|nos?|nas?) (?:erros?|bases|convocatoria|anuncio|edicto|resolucion|decreto|listas?|listaxes?)\b|\berro material|\berror material|\bmodificaci(?:on|ons|ones) (?:das|de las) bases/.source
  + `|(?:${AMPLIACION_PRAZAS.source})(?![^.;]*\\b(?:apertura|abre|abrese|se abre|novo prazo|nuevo plazo)\\b)`);
const EXTRACT = /\breferente a la convocatoria|\banuncio (?:de|da|do) (?:la )?convocatoria|\bextracto (?:da|de la|do|del|de) (?:convocatoria|resolucion|anuncio|decreto|acordo|acuerdo|orde|orden)|\bpor (?:la|el) que se anuncia (?:la )?convocatoria|\bpola que se anuncia (?:a )?convocatoria|\b(?:anuncio de )?apertura (?:do|del) (?:prazo|plazo) de (?:presentacion|solicitudes|inscricion|inscripcion)/;

/**
 * A step named as the purpose of the call is not the edict's step: "bases da bolsa PARA NOMEAMENTOS de persoal
 * interino", "proceso selectivo para a contratación", "convocatoria para o nomeamento".
 */
const PURPOSE_BEFORE = /\b(?:para|a efectos de|con destino a|co fin de|con el fin de|orientad[oa]s? a)(?: (?:o|os|a|as|el|los|la|las|un|unha|una|posibles|posibeis|futuros|futuras|eventuais|eventuales|sucesivos|sucesivas))* $/;
/**
 * The test described by bases ("a oposición consistirá nun suposto práctico", "A fase de oposición constará de dous
 * exercicios"): no exam or result step.
 */
// (the structure, not a record: "na acta consta que ningunha persoa aspirante superou…" is a result)
const DESCRIBE_VERB = 'consistira|consisten?|consistiran|constara|constaran|consta de|constan de';
const DESCRIBES_EXAM = new RegExp(`\\b(?:${DESCRIBE_VERB}|consistente|comprendera|incluira)\\b[^.;]{0,30}$`);
const DESCRIBED_AFTER = new RegExp(`^\\s*(?:[a-z]+\\s+){0,2}(?:${DESCRIBE_VERB})\\b`);
const examDescribed = (h: Hit, text: string): boolean => (h.ev.kind === 'data_exame' || h.ev.kind === 'resultados') && h.at >= 0
  && (DESCRIBES_EXAM.test(text.slice(Math.max(0, h.at - 40), h.at)) || DESCRIBED_AFTER.test(text.slice(h.at + h.text.length, h.at + h.text.length + 30)));
const asPurpose = (h: Hit, text: string): boolean => h.at > 0 && PURPOSE_BEFORE.test(text.slice(Math.max(0, h.at - 40), h.at));
/**
 * A step named as what came before ("Nova convocatoria da praza de arquitecto/a, tras a declaración de deserto", "Bases
 * de la nueva convocatoria, después de declararse desierta la anterior", "Nomeamento tras a lista de aprobados"): the
 * cause the edict follows, not its step.
 */
const CAUSE_BEFORE = /\b(?:tras|despois|despues|logo|unha vez|una vez)(?: (?:de|da|do|das|dos|del|de la|de los|de las|a|o|as|os|la|el|las|los))* $/;
const asCause = (h: Hit, text: string): boolean => h.at > 0 && CAUSE_BEFORE.test(text.slice(Math.max(0, h.at - 30), h.at));
/** Forms that open a call: the edict is a call when one of them heads the phrase before the offer it cites. */
const OPENING_FORM = /\b(?:bases|convocatoria|convoca|convocan|proceso selectivo|procesos selectivos|procedemento selectivo|procedimiento selectivo|probas selectivas|pruebas selectivas|bolsa|bolsas|lista de reserva|listaxe de reserva)\b/;

/**
 * Words that make lists still to be made, as a call for them names its object beside "constitución" and "formación":
 * "pola que se abre o prazo de presentación de solicitudes para a elaboración de listas de contratación", "por la que
 * se abre el plazo… para la confección de listas de espera". (A period opened to join lists in force, "para a inclusión
 * nas listas", is a step of those lists.)
 */
const OPENS_PERIOD = 'elaboracion|confeccion';
const LIST_CALL = new RegExp(`\\b(?:bases|convocatoria|convoca|convocan|constitucion|creacion|formacion|conformacion|proceso selectivo|procesos selectivos|${OPENS_PERIOD})\\b`);
const POOL_CALL = new RegExp(`\\b(?:bases|convocatoria|convoca|constitucion|creacion|formacion|conformacion|configuracion|${OPENS_PERIOD})\\b`);
/**
 * A list's own step: its call order, its members, its update or its order ("Actualización das listas de contratación…",
 * "pola que se publica a actualización das listas…"): the lists, not a call for them.
 */
const LIST_STEP_CUE = /\b(?:chamamento|llamamiento|integrantes|actualizacion|orde de|orden de)\b/;
/**
 * An update the edict calls, or opens a period for, is a call to apply ("pola que se convoca a actualización das listas
 * de contratación temporal…", "pola que se abre o prazo para a actualización das listaxes…", "se abre o prazo de
 * inscrición e actualización de méritos nas listas…", "por la que se convoca la actualización de las listas…"): new
 * candidates enter and those listed add merits within the period, so it opens one, like a pool's call (folded text).
 */
const UPDATE_CALLED = /\b(?:convocan?|convocase|convocatoria (?:para|de|da|de la|del)|(?:abre|abrese|abren|apertura (?:do|del)) (?:o |el )?(?:prazo|plazo)\b[^.;]{0,40}?)(?: (?:a|la|as|las|para|para a|para la|de|da|de la))? actualizacion\b/;
/** A list is the head of the phrase: named before any call, bases or constitution ("aprobación da listaxe de reserva"). */
function LIST_FIRST(text: string): boolean {
  const list = /\b(?:listas?|listaxes?|listados?|relacions?|relaciones)\b/.exec(text);
  if (!list) return false;
  // a call named in brackets labels the process the list belongs to ("Arquitecto/a (nova convocatoria): lista
  // provisional", "Conserxe (convocatoria 2031): lista definitiva"), it is not the edict's form
  const plain = text.replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  const call = LIST_CALL.exec(plain);
  // (a period opened for the lists' update, "pola que se abre o prazo para a actualización das listaxes…", is a call)
  if (call && call.index < list.index) return false;
  const update = UPDATE_CALLED.exec(plain);
  return !update || list.index < update.index;
}

/**
 * A job pool or reserve list a competition forms with its own candidates, not a call for one: "constitúese a bolsa de
 * emprego coas (cinco) persoas aspirantes que superaron o primeiro exercicio", "lista de reserva formada polas once
 * aspirantes que superaron a fase de oposición", "bolsa de empleo con los aspirantes que aprobaron", "bolsa… resultante
 * do proceso selectivo", "lista de espera derivada del concurso-oposición" (folded text). Named at the head of a title, it
 * is a list of that competition (`listas_contratacion`); grouping joins it to the competition (procesos.ts).
 */
export const BOLSA_DOS_ASPIRANTES = /\b(?:bolsas?|listas?|listaxes?)\b[^.;]{0,120}?(?:\b(?:coas?|cos|co|con|polas?|polos?|por)\s+(?:as |os |las |los )?(?:[a-z]+ )?(?:persoas |personas )?(?:aspirantes|candidat[oa]s|opositor[ae]s)\b[^.;]{0,80}?\b(?:superaron|superasen|superaran|superado|aprobaron|aprobasen|aprobaran|aprobado)\b|\b(?:resultantes?|derivad[oa]s?|procedentes?) (?:do|del|da|de la|dos|de los) (?:proceso selectivo|procesos selectivos|concurso-oposicion|concurso oposicion|oposicion)\b)/;

/**
 * A call of places that also forms a job pool, the places named first ("Bases para a provisión dunha praza de
 * traballador/a social e creación dunha bolsa de emprego", "provisión en propiedad de dos plazas… y constitución de una
 * bolsa de empleo", "cobertura de tres prazas… e formación dunha lista de reserva"): the pool is made of the candidates
 * who pass without a place, so the edict is the call of the places and its process a competition for them. Not a call
 * of interim or temporary staff, whose pool is what it calls for (folded text).
 */
const PRAZAS_COA_BOLSA = /\b(?:provision|cobertura|cubrir|proveer|prover|seleccion)\b[^.;]{0,80}?\b(?:prazas?|plazas?)\b[^.;]{0,120}?\b(?:e|y) (?:a |la )?(?:creacion|constitucion|formacion|conformacion|elaboracion)\b[^.;]{0,25}?\b(?:bolsas?|listas?|listaxes?)\b/;
const TEMPORARY_STAFF = /\binterin|\btempora(?:l|is|les)\b|\bsubstitu|\bsustitu/;
export function prazasCoaBolsa(text: string): boolean {
  return PRAZAS_COA_BOLSA.test(text) && !TEMPORARY_STAFF.test(text);
}

/** A final list, or a list by score: what a pool's selection ends in. */
// (or its order named final, "Bolsa de peóns de servizos múltiples. Orde definitiva", "Orden definitivo de la bolsa de…")
const POOL_FINAL_LIST = /\b(?:listas?|listaxes?|listados?|relacions?|relaciones) (?:definitivas?|finais|finales|final)\b|\b(?:orde|orden) de (?:puntuacion|prelacion|clasificacion)\b|\b(?:orde|orden) (?:definitiv[oa]|final)\b/;
/** The forms of a call (its bases, the call itself, the opening of its period). */
const CALL_FORM = /\b(?:bases|convocatoria|convoca|convocan|convocase|proceso selectivo|procesos selectivos|apertura)\b/;
/**
 * A pool named as constituted, whatever else the title names ("Aprobación definitiva da bolsa de…", "Cualificacións do
 * exame e bolsa definitiva de…", "lista definitiva de contratación temporal de…"), or the pool's constitution with the
 * definite article ("Constitución da bolsa de socorristas 2066", "Constitución de la bolsa de trabajo de…"; a call forms
 * one, "Constitución dunha lista de reserva de…", "bases para a constitución da bolsa…"): the list the pool ends in. A
 * definitive list of admitted to a pool is not one ("aprobación definitiva da lista de admitidos").
 */
const POOL_CONSTITUTED = /\bbolsas?(?: (?:de|para) (?:emprego|empleo|traballo|trabajo))? definitivas?\b|\baprobacion definitiva (?:da|de la|de|das|de las) (?:bolsas?|listas?|listaxes?)\b(?! (?:de |das |dos |de las |de los )?(?:persoas |personas )?(?:admitid|aspirantes|excluid))|\b(?:listas?|listaxes?) (?:definitivas?|finais|final|finales) (?:de|para a|para la) contratacion\b|\bconstitucion (?:da|de la|das|de las) (?:bolsas?|listas? de reserva|listaxes? de reserva)\b/;

const TRIBUNAL_QUE_FALA = (h: Hit, text: string): boolean =>
  /\b(?:anuncio|edicto|acordo|acuerdo|acta) (?:do|del) $/.test(text.slice(Math.max(0, h.at - 20), h.at))
  || /^[^.;:]{0,40}?\b(?:fai|hace|fan|hacen) public|^[^.;:]{0,40}?\b(?:eleva|elevan|propon|propone|proponen|publica|acorda|acordou|acuerda|acordo)\b/.test(text.slice(h.at + h.text.length, h.at + h.text.length + 60));

function jobKind(hits: Hit[], text: string): JobKind {
  if (CORRECTION.test(text)) return 'correccion';
  if (POOL_CONSTITUTED.test(text) && !CALL_FORM.test(text)) return 'listas_contratacion';
  // A pool or reserve list formed from a competition's candidates at the head ("Constitución da bolsa… resultante do
  // proceso selectivo", "Lista de reserva… formada coas aspirantes que superaron o proceso selectivo sen obter praza"):
  // that competition's list, not a pool's call nor a list of admitted (the "aspirantes" and "proceso selectivo" it names
  // are where it comes from). Not when bases or a call, or another step, come first.
  const poolOfCandidates = BOLSA_DOS_ASPIRANTES.exec(text);
  if (poolOfCandidates && !/\b(?:bases|convocatoria|convoca|convocan)\b/.test(text.slice(0, poolOfCandidates.index))
    && !hits.some((h) => h.ev.side === 'job' && h.ev.kind && STEP_KINDS.has(h.ev.kind) && h.at >= 0 && h.at < poolOfCandidates.index)) {
    return 'listas_contratacion';
  }
  // steps in the order named; two read from the same words, the longer reading ("aspirantes aprobados" over "aspirantes")
  const steps = hits.filter((h) => h.ev.side === 'job' && h.ev.weight >= 2 && h.ev.kind && STEP_KINDS.has(h.ev.kind) && !asPurpose(h, text) && !asCause(h, text) && !examDescribed(h, text))
    .sort((a, b) => (Math.abs(a.at - b.at) <= 1 ? b.text.length - a.text.length : a.at - b.at));
  // The plain word "nomeamento" names the step only when no other step does ("proposta de nomeamento" is a result).
  // The tribunal that speaks is not the step ("O tribunal cualificador fai pública a relación de aprobados", "Anuncio del
  // tribunal calificador: calificaciones…"): the step is what it publishes, when another is named.
  const spoken = steps.filter((h) => !(h.ev.kind === 'tribunal' && TRIBUNAL_QUE_FALA(h, text)));
  if (spoken.length && spoken.length < steps.length) steps.splice(0, steps.length, ...spoken);
  const named = steps.filter((h) => h.ev.name !== 'nomeamento');
  const listHead = LIST_FIRST(text);
  // Bases name what the process ends in ("…bases para as listas de contratación e nomeamento de persoal interino"):
  // an appointment or a result after the bases at the head is their object, not their step.
  const basesHead = /^(?:(?:anuncio|edicto|acordo|acuerdo)[^a-z]*)?(?:convocatoria|bases)\b/.test(text);
  const first = (named.length ? named : steps).find((h) => !(basesHead && (h.ev.kind === 'nomeamento' || h.ev.kind === 'resultados')));
  if (first) {
    // "Lista definitiva de … para contratación temporal e nomeamento interino": a pool's list
    if (listHead && first.ev.kind === 'nomeamento') return 'listas_contratacion';
    return first.ev.kind as JobKind;
  }
  const kinds = new Set(hits.filter((h) => h.ev.side === 'job' && h.ev.weight >= 2).map((h) => h.ev.kind));
  // A contest among serving staff is announced like a call ("pola que se anuncia a convocatoria para a provisión…").
  if (EXTRACT.test(text)) return kinds.has('provision_postos') ? 'provision_postos' : 'extracto_convocatoria';
  // A call that names the offer its places belong to ("bases … incluídas na OEP 2025") is a call, not the offer.
  const offer = hits.find((h) => h.ev.kind === 'oep' && h.at >= 0);
  if (offer && kinds.has('oep')) {
    const opening = OPENING_FORM.exec(text);
    if (opening && opening.index < offer.at) kinds.delete('oep');
  }
  // Bases or a call that create a list of interim staff or substitutes make a pool; the lists it later yields are
  // listas_contratacion.
  if (kinds.has('listas_contratacion')) {
    const list = hits.find((h) => h.ev.kind === 'listas_contratacion' && h.ev.weight >= 2 && h.at >= 0);
    const called = UPDATE_CALLED.exec(text);
    const opening = POOL_CALL.exec(text) ?? called;
    if (list && opening && opening.index < list.at && !LIST_STEP_CUE.test(called ? text.replace(UPDATE_CALLED, ' ') : text)) {
      kinds.delete('listas_contratacion');
      kinds.add('bolsa_emprego');
    }
  }
  const kind = OBJECT_KIND_ORDER.find((k) => kinds.has(k)) ?? (kinds.has('oep') ? 'oep' : 'convocatoria_bases');
  // A step named by a weak form at the head, the offer after it only as the label of its places ("Tribunal. Enxeñeiro/a
  // (OEP 2031)", "Lista provisional: conserxe (OEP 2030)"): that step of a call of the offer, not the offer.
  if (kind === 'oep' && offer) {
    const step = hits.filter((h) => h.ev.side === 'job' && h.ev.kind && STEP_KINDS.has(h.ev.kind) && h.at >= 0 && h.at < offer.at && !asPurpose(h, text))
      .sort((a, b) => a.at - b.at)[0];
    if (step) return step.ev.kind as JobKind;
  }
  // A call of places that also forms a pool of the candidates without a place: the call of the places.
  if (kind === 'bolsa_emprego' && kinds.has('convocatoria_bases') && prazasCoaBolsa(text)) return 'convocatoria_bases';
  // A pool named with its final list or its order by score, and no call ("Constitución da bolsa de emprego…: relación
  // definitiva por orde de puntuación", "Bolsa de empleo: lista final por orden de puntuación") is the list the pool
  // ends in, a later step of its process.
  if (kind === 'bolsa_emprego' && POOL_FINAL_LIST.test(text) && !CALL_FORM.test(text)) return 'listas_contratacion';
  // A list heads the phrase ("Lista definitiva da bolsa…", "pola que se aproba a lista de reserva…"): a step, not a call.
  if (LIST_FIRST(text)) {
    if (kind === 'bolsa_emprego') return 'listas_contratacion';
    if (kind === 'convocatoria_bases') return 'admitidos';
    // …and a contest's provisional or definitive list ("Lista provisional do concurso de méritos de estabilización",
    // "Lista definitiva de admitidos no concurso de traslados") is a step of the contest, not another contest
    if (kind === 'provision_postos' && /\b(?:listas?|listaxes?|listados?) (?:provisional|definitiva|provisionais|definitivas|provisionales)\b/.test(text)) {
      return /\b(?:adxudicacion|adjudicacion|destinos?)\b/.test(text) ? 'resultados' : 'admitidos';
    }
  }
  return kind;
}

const sum = (hits: Hit[], side: Side) => hits.filter((h) => h.ev.side === side).reduce((n, h) => n + h.ev.weight, 0);
const strongest = (hits: Hit[], side: Side) => Math.max(0, ...hits.filter((h) => h.ev.side === side).map((h) => h.ev.weight));
const describe = (hits: Hit[]) => hits.map((h) => `${h.ev.name} («${h.text.trim().slice(0, 40)}»)`).join(', ');

/** The body's opening the classifier reads when the title does not decide (`aberturaDoTexto`). */
const ABERTURA = 600;
/** How much of a body the classifier reads at most: callers that load bodies for it (the analysis) load no more. */
export const TEXTO_DO_CLASIFICADOR = caracteresDaAbertura(ABERTURA);

/**
 * Classifies one edict. `decision` says what ingestion does with it: publish, keep for review (with `motivo`), or drop.
 */
export function classifyEdict(edict: EdictoParaClasificar): Clasificacion {
  const titles = [edict.titulo, edict.tituloAlternativo ?? ''].filter(Boolean);
  const section = sectionEvidence(edict.bop, edict.seccion ?? '').map((ev) => ({ ev, at: -1, text: ev.name }));
  // Each title on its own: the Galician and Spanish titles say the same thing, the stronger reading counts.
  const readings = titles.map((t) => {
    const text = prepare(t);
    const hits = [...findHits(text, EVIDENCE), ...section];
    return { text, hits };
  });
  const best = readings.reduce((a, b) => (sum(b.hits, 'job') - sum(b.hits, 'not') > sum(a.hits, 'job') - sum(a.hits, 'not') ? b : a));
  const byTitle = decide(best.text, best.hits, edict.bop);
  // (the body's opening is prepared only for the titles that need it: most titles decide alone)
  const abertura = () => (edict.texto ? prepare(aberturaDoTexto(edict.texto, { max: ABERTURA })) : '');
  // A title that is employment only by the post it names, its turn or its places ("Administrativo/a, quenda libre",
  // "PRAZA DE CONSERXE (OEP 2032)") names no step: its kind would be the default, a call. The body says which step it
  // is ("pola que se aproba a lista definitiva… e se designa o tribunal"), read with the title as for a bare title.
  if (byTitle.emprego && edict.texto && semForma(best.hits, best.text)) {
    const opening = abertura();
    if (opening) {
      const text = `${best.text} . ${opening}`;
      return { ...byTitle, tipo: jobKind([...findHits(text, EVIDENCE), ...section], text) };
    }
  }
  if (!tituloSenDecision(byTitle)) return byTitle;
  const opening = abertura();
  if (!opening) {
    // A bare form with nothing else ("Edicto", "Anuncio", "Lista definitiva", "Aprobación de bases"): its body says
    // what it is, so it waits for it (an administrator sees it meanwhile) instead of being dropped unread.
    return TITULO_XENERICO.test(best.text.trim())
      ? { ...byTitle, decision: 'revisar', motivo: `${TITULO_XENERICO_MOTIVO}: ${byTitle.motivo}` }
      : byTitle;
  }
  // The title and the body's opening read together: the title's form, the body's object. A body does not open with
  // its object as a title does: it names first who decided and when ("A Xunta de Goberno Local, na sesión do…",
  // "Por Resolución…"), and around the object its fee, its requirements: so the objects on each side are counted,
  // not ordered.
  const text = `${best.text} . ${opening}`;
  const hits = [...findHits(text, EVIDENCE), ...section];
  const objects = (side: Side) => new Set(hits.filter((h) => h.ev.side === side && h.ev.weight === 3).map((h) => h.ev.name)).size;
  const job = objects('job');
  const not = objects('not');
  const why = (d: string) => `${POLO_TEXTO_MOTIVO}: ${d}: ${describe(hits.filter((h) => h.ev.side === 'job'))}${not ? `; tamén ${describe(hits.filter((h) => h.ev.side === 'not'))}` : ''}`;
  // (the decider's own office, "o concelleiro delegado de Facenda", is a not-job object too: many job objects outweigh one)
  if (job >= 2 && job > not) return { tipo: jobKind(hits, text), emprego: true, decision: job >= 3 * not ? 'publicar' : 'revisar', motivo: why('emprego') };
  if (job >= 1 && not === 0) return { tipo: jobKind(hits, text), emprego: true, decision: 'revisar', motivo: why('dúbida') };
  const byText = decide(text, hits, edict.bop);
  return { ...byText, motivo: `${POLO_TEXTO_MOTIVO}: ${byText.motivo}` };
}

/** The reason given to an edict kept for its body: ingestion reads it again once the body is stored. */
export const TITULO_XENERICO_MOTIVO = 'título xenérico, decide o texto';
/** The reason's start when the body decided. */
export const POLO_TEXTO_MOTIVO = 'polo texto (o título non decide)';

/**
 * A reading that names no form (no step, list, pool, offer, contest, appointment, correction, extract, nor the forms of
 * a call: bases, convocatoria, proceso selectivo, probas selectivas, temario): only its object, the post, its turn, its
 * places, its scale or system, which every step of a process names alike.
 */
const semForma = (hits: Hit[], text: string) =>
  !hits.some((h) => h.ev.side === 'job' && h.ev.kind && h.ev.kind !== 'convocatoria_bases' && !(h.ev.kind === 'oep' && /\(\s*$/.test(text.slice(0, h.at))))
  && !CALL_FORM.test(text) && !CORRECTION.test(text) && !EXTRACT.test(text) && !/\b(?:probas|pruebas) selectivas\b|\btemarios?\b/.test(text);

/** A title reading that decides nothing: dropped for lack of signs, never for a not-job object it names. */
const tituloSenDecision = (c: Clasificacion) =>
  c.decision === 'descartar' && (c.motivo === 'sen sinais de emprego' || c.motivo.startsWith('sinais de emprego insuficientes'));

/**
 * Titles made of a bare form and nothing that names their object (normalised text). Bulletins print them under the
 * body's name ("CONCELLO DE X · Edicto"); what they are about is only in their text.
 */
const ACTO = '(?:anuncio|edicto|edito|resolucion|decreto|acordo|acuerdo)(?: (?:de|da|do|del) (?:alcaldia|presidencia|xunta de goberno local|junta de gobierno local))?';
const FORMA_SO = '(?:aprobacion|publicacion) (?:de|das|de las|definitiva de|definitiva das) bases|bases'
  + '|(?:aprobacion (?:da|de la|das|de las) )?(?:lista|listaxe|listado|relacion)s? (?:provisional|definitiva|provisionais|provisionales|definitivas)(?: de reserva)?';
export const TITULO_XENERICO = new RegExp(`^(?:${ACTO}[ .:;-]*)*(?:${FORMA_SO})?[ .:;-]*$`);

/**
 * The step a title names, for an edict already known to be a step of a selective process (a phase an administrator
 * added to an offer): "Lista provisional" → admitidos, "Corrección de erros nas bases" → correccion, "Bases" →
 * convocatoria_bases, "Tribunal" → tribunal. The process is the object, so a bare form is enough; null when the title
 * names no step ("Anexo", "Resolución da alcaldía").
 */
export function pasoDoProceso(titulo: string): JobKind | null {
  const text = prepare(titulo);
  const hits = findHits(text, EVIDENCE);
  // With strong evidence or a correction or an extract, the step is read as for any edict.
  if (CORRECTION.test(text) || EXTRACT.test(text) || hits.some((h) => h.ev.side === 'job' && h.ev.kind && h.ev.weight >= 2)) return jobKind(hits, text);
  // Otherwise the first weak form that names a step ("lista provisional", "tribunal", "bases"), not a post or a place.
  const form = hits
    .filter((h) => h.ev.side === 'job' && h.ev.kind && (STEP_KINDS.has(h.ev.kind) || h.ev.name === 'convocatoria ou bases') && !asPurpose(h, text))
    .sort((a, b) => a.at - b.at)[0];
  return form ? (form.ev.kind as JobKind) : null;
}

function decide(text: string, hits: Hit[], bop: string): Clasificacion {
  const job = sum(hits, 'job');
  const not = sum(hits, 'not');
  const jobStrong = strongest(hits, 'job');
  const notStrong = strongest(hits, 'not');
  const notObjects = hits.filter((h) => h.ev.side === 'not' && h.ev.weight >= 2).sort((a, b) => a.at - b.at);
  const notKind = (notObjects[0]?.ev.kind ?? hits.find((h) => h.ev.side === 'not')?.ev.kind ?? 'outros') as NotJobKind;
  const jobHits = hits.filter((h) => h.ev.side === 'job');
  const notHits = hits.filter((h) => h.ev.side === 'not');
  const result = (decision: Decision, emprego: boolean, why: string): Clasificacion => ({
    tipo: emprego ? jobKind(hits, text) : notKind,
    emprego,
    decision,
    motivo: why,
  });

  // Certain look-alike: a not-job object and no job object at all (forms such as "bases", "lista de admitidos" do not count).
  if (notStrong >= 3 && jobStrong < 3) {
    return result('descartar', false, `non é emprego: ${describe(notObjects.length ? notObjects : notHits)}${jobHits.length ? `; as formas ${describe(jobHits)} son doutro obxecto` : ''}`);
  }
  if (jobStrong >= 3 && notStrong >= 3) {
    // Both objects: the head of the phrase (the one named first) governs; never published without an administrator.
    const firstJob = Math.min(...hits.filter((h) => h.ev.side === 'job' && h.ev.weight === 3 && h.ev.object).map((h) => (h.at < 0 ? Number.MAX_SAFE_INTEGER : h.at)));
    const firstNot = notObjects.find((h) => h.ev.weight === 3)?.at ?? Number.MAX_SAFE_INTEGER;
    const sectionSaysJob = hits.some((h) => h.at < 0 && h.ev.side === 'job' && h.ev.weight === 3);
    if (firstNot < firstJob && !sectionSaysJob) {
      return result('descartar', false, `non é emprego: ${describe(notObjects)} gobernan a frase; ${describe(jobHits)} refírense a iso`);
    }
    // The job object governs; with two independent job objects the not-job words are only its circumstances.
    const jobObjects = new Set(hits.filter((h) => h.ev.side === 'job' && h.ev.weight === 3).map((h) => h.ev.name));
    if (jobObjects.size >= 2) return result('publicar', true, `emprego: ${describe(jobHits)}; tamén ${describe(notObjects)}, subordinado`);
    return result('revisar', true, `dúbida: sinais de emprego (${describe(jobHits)}) e doutro tipo (${describe(notObjects)})`);
  }
  if (jobStrong >= 3 || job >= 4) {
    if (not >= 2 && jobStrong < 3) return result('revisar', true, `dúbida: ${describe(jobHits)} fronte a ${describe(notHits)}`);
    return result('publicar', true, `emprego: ${describe(jobHits)}`);
  }
  if (job >= 3 && not === 0) return result('publicar', true, `emprego: ${describe(jobHits)}`);
  // A named post with a step of a process ("Lista definitiva: técnico/a de xuventude", "Bases: psicólogo/a").
  const post = jobHits.some((h) => h.ev.kind === null && h.at >= 0);
  const form = jobHits.some((h) => h.ev.kind !== null);
  if (post && form && not <= 1) return result('publicar', true, `emprego: posto nomeado cun paso do proceso: ${describe(jobHits)}`);
  if (job >= 2 && not <= 1 && jobHits.some((h) => h.ev.weight >= 2 || h.ev.kind === null)) {
    return result('revisar', true, `dúbida: só sinais débiles de emprego (${describe(jobHits)})${notHits.length ? ` e ${describe(notHits)}` : ''}`);
  }
  return result('descartar', false, notHits.length ? `non é emprego: ${describe(notHits)}` : jobHits.length ? `sinais de emprego insuficientes: ${describe(jobHits)}` : 'sen sinais de emprego');
}
