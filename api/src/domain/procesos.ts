import type { FeitosDoTexto } from 'shared/contract';
import { aberturaDoTexto, normalizeText, siglasSenPuntos } from '../text.js';
import { AMPLIACION_PRAZAS, BOLSA_DOS_ASPIRANTES, prazasCoaBolsa, type TipoEdicto } from './clasificador.js';
import { bodyOfBoeTitle, canonicalBodyKey, chaveDoOrganismo, officialMunicipalityName, provinceNamed, sedeDoOrganismo } from './organismos.js';
import { MES, MESES } from './meses.js';
import { prazoDoProceso } from './prazoDoProceso.js';
import { canonicalWord, canonicalWords } from './tesauro.js';
import { SERVICE_NAMES } from './tesauroClases.js';

/**
 * Automatic grouping of edicts into selective processes (issue 13). A process is followed across bulletins and
 * languages: bases in a BOP, the extract in the DOG, the BOE announcement, then admitted lists, tribunal, exam
 * dates, results and appointments. Each edict gets a key (`chaveDoEdicto`: body, post, places, turn, offer year,
 * system, cross-references printed); an edict is scored against each open process (`puntuarLigazon`) with the
 * evidence in short Galician phrases; `escollerProceso` picks the best, `agrupar` does it for a batch in date order.
 *
 * The body is required. Everything else adds or removes confidence: same or compatible post, same places, turn,
 * offer year and system, a cross-reference to one of the process's publications, and the order of steps (a new call
 * after appointments or results opens a new process). Pure functions: no SQL, no I/O.
 */

export interface EdictoDeProceso {
  id: string;
  bop: string;
  /** YYYY-MM-DD */
  fecha: string;
  titulo: string;
  tituloAlternativo?: string;
  organizacion: string;
  tipo: TipoEdicto;
  /** The whole text of the edict, when fetched: the publications it cites take part in the grouping. */
  texto?: string;
  /** The facts read from that text (domain/feitos): the post, places, group, staff and pool a title may not name. */
  feitos?: FeitosDoTexto;
  /** The number of the bulletin's issue it was published in, where the reading stored it: checks a citation's number. */
  numero?: number;
}

export type Quenda = 'libre' | 'promocion_interna' | 'mobilidade' | 'discapacidade';
export type Sistema = 'oposicion' | 'concurso-oposicion' | 'concurso';

export interface ChaveProceso {
  /** canonicalBodyKey of the body, from organizacion or the title. */
  corpo: string;
  /** Canonical post (folded gl/es words, gender and plural folded), '' when the edict names none. */
  posto: string;
  prazas: number | null;
  quenda: Quenda | null;
  /** Offer year (OEP 2025, season 2026) when printed. */
  ano: number | null;
  sistema: Sistema | null;
  /** Cross-references printed: "bop:45:2026-03-06", "boe:2026-03-20", "dog:2026-03-18". */
  referencias: string[];
  /** True for a job pool (bolsa, lista de reserva, interim appointments), false for permanent posts, null when unsaid. */
  bolsa: boolean | null;
  /** Group or subgroup (A1, A2, B, C1, C2, AP) when printed. */
  grupo: string | null;
  /** Career civil servant, interim, permanent or temporary employee, when printed. */
  persoal: Persoal | null;
}

export type Persoal = 'carreira' | 'interino' | 'laboral_fixo' | 'laboral_temporal';

export interface Ligazon {
  /** 0..1 */
  confianza: number;
  /** Short Galician phrases an administrator reads. */
  evidencias: string[];
}

export interface ProcesoEnCurso {
  chave: ChaveProceso;
  edictos: EdictoDeProceso[];
}

/** At or above: the edict joins the process automatically. */
export const LIMIAR_LIGAR = 0.6;
/** Between the two: joined, but sent to the admin review queue. Below: a new process. */
export const LIMIAR_REVISAR = 0.4;

/** A process rarely spans more than two years. */
const MAX_SPAN_DAYS = 730;
/** A vague extract ("varias plazas") links to calls of the last four months. */
const VAGUE_EXTRACT_DAYS = 122;
/** Two candidates closer than this are ambiguous: review. */
const AMBIGUITY_MARGIN = 0.15;

// ---- text helpers ------------------------------------------------------------------------------------------------

const text = (e: EdictoDeProceso): string => normalizeText(`${e.titulo} ${e.tituloAlternativo ?? ''}`);
const dayNumber = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

const NUMBERS: Record<string, number> = {
  un: 1, unha: 1, una: 1, uno: 1, dun: 1, dunha: 1, dous: 2, duas: 2, dos: 2, tres: 3, catro: 4, cuatro: 4, cinco: 5,
  seis: 6, sete: 7, siete: 7, oito: 8, ocho: 8, nove: 9, nueve: 9, dez: 10, diez: 10, once: 11, doce: 12, trece: 13,
  catorce: 14, quince: 15, dezaseis: 16, dieciseis: 16, vinte: 20, veinte: 20,
};
const TENS: Record<string, number> = {
  vinte: 20, veinte: 20, trinta: 30, treinta: 30, corenta: 40, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, oitenta: 80, ochenta: 80, noventa: 90,
};
/** Spanish compounds written as one word: "veintiuna", "veinticuatro". */
const VEINTI: Record<string, number> = { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };
const UNIT_WORD = Object.keys(NUMBERS).join('|');
const NUMBER_WORD = `(?:\\d{1,3}|(?:${Object.keys(TENS).join('|')})(?: (?:e|y) (?:${UNIT_WORD}))?|veinti(?:${Object.keys(VEINTI).join('|')})|${UNIT_WORD})`;
const PLACES_RE = new RegExp(`\\b(${NUMBER_WORD})\\s+(?:\\w+\\s+)?(?:prazas?|plazas?|postos?|puestos?)\\b`, 'g');

/** "24", "vinte e catro", "veinticuatro", "dúas" → the number. */
function numberOf(w: string): number | null {
  if (/^\d+$/.test(w)) return Number(w);
  const compound = /^(\w+) (?:e|y) (\w+)$/.exec(w);
  if (compound) return (TENS[compound[1]] ?? 0) + (NUMBERS[compound[2]] ?? 0) || null;
  if (w.startsWith('veinti')) return 20 + (VEINTI[w.slice(6)] ?? 0);
  return TENS[w] ?? NUMBERS[w] ?? null;
}

function readPlaces(t: string): number | null {
  PLACES_RE.lastIndex = 0;
  const m = PLACES_RE.exec(t);
  if (!m) return null;
  const n = numberOf(m[1]);
  return n && n < 500 ? n : null;
}

function readTurn(t: string): Quenda | null {
  const found = new Set<Quenda>();
  // (and its clerks' abbreviation in brackets or with its dots: "ADMINISTRATIVO/A (P.I.)", "(PI)", "P.I.")
  if (/\bpromocion interna\b|\(p\.? ?i\.?\)|\bp\.i\.(?!\w)/.test(t)) found.add('promocion_interna');
  if (/\b(?:quenda|turno|acceso|oposicion|concurso-oposicion|concurso oposicion) libre\b|\bquendas? libre\b|\blibre\b(?= e de promocion| y de promocion)/.test(t)) found.add('libre');
  if (/\bmobilidade\b|\bmovilidad\b/.test(t)) found.add('mobilidade');
  if (/\bdiscapacidade\b|\bdiscapacidad\b|\bdiversidade funcional\b/.test(t)) found.add('discapacidade');
  return found.size === 1 ? [...found][0] : null;
}

/**
 * The turn a body states for its process ("pola quenda libre", "por el turno de promoción interna", "quenda de
 * promoción interna", "do concurso-oposición en quenda libre", "por turno libre"): only the phrase that names the turn of the call, since a free call's text may speak of the
 * internal turn ("as prazas non cubertas pola promoción interna acumularanse á quenda libre"); two different: none.
 */
function turnOfText(texto: string | undefined): Quenda | null {
  if (!texto) return null;
  const t = normalizeText(texto.slice(0, 1500));
  const found = new Set<Quenda>();
  for (const m of t.matchAll(/\b(?:pola|polo|pol[ao]s?|por la|por el|por|na|en la|en el|en|no|da|de la|del|do) (?:quenda|turno|sistema de acceso)(?: de)? (libre|promocion interna)\b/g)) {
    found.add(m[1] === 'libre' ? 'libre' : 'promocion_interna');
  }
  // the system named with its turn: "o concurso-oposición por promoción interna", "la oposición libre"
  // ("o proceso de promoción interna a dúas prazas", "el procedimiento de promoción interna")
  for (const m of t.matchAll(/\b(?:concurso-oposicion|concurso oposicion|oposicion|proceso selectivo|procedemento selectivo|procedimiento selectivo|proceso|procedemento|procedimiento) (?:(?:por|pola|polo|mediante|de) (promocion interna)|(libre)\b)/g)) {
    found.add(m[2] ? 'libre' : 'promocion_interna');
  }
  // the turn set after the post with a comma or "por" ("dúas prazas de administrativo/a, quenda libre", "unha praza de
  // administrativo/a por promoción interna", "por el sistema de promoción interna")
  if (/\b(?:por|pola|polo|mediante)(?: (?:o|el) sistema de| (?:a|la) (?:quenda|modalidade|modalidad) de| el turno de)? promocion interna\b/.test(t)) found.add('promocion_interna');
  if (/, (?:quenda|turno|acceso) libre\b/.test(t)) found.add('libre');
  if (found.size !== 1) return null;
  const turn = [...found][0];
  // a text that speaks of the other turn too (places of one turn added to the other, a call of both) says no one turn
  const other = turn === 'libre' ? /\bpromocion interna\b/ : /\b(?:quenda|turno|acceso) libre\b/;
  return other.test(t) ? null : turn;
}

/**
 * The places of the call a later step's body names as its process's ("no proceso selectivo para cubrir dúas prazas
 * de…", "Rematadas as probas do proceso selectivo para cubrir unha praza"): the call's number, not how many are
 * appointed or pass.
 */
function placesOfProcessInText(texto: string | undefined): number | null {
  if (!texto) return null;
  const t = normalizeText(texto.slice(0, 800));
  // "no proceso selectivo para cubrir dúas prazas de…", "do concurso-oposición por promoción interna para a provisión de
  // dúas prazas", "na oposición de dúas prazas de economista"
  // ("o proceso de promoción interna a dúas prazas da subescala…")
  const m = new RegExp(`\\b(?:proceso selectivo|procedemento selectivo|procedimiento selectivo|convocatoria|concurso-oposicion|concurso oposicion|oposicion|proceso de promocion interna|procedemento de promocion interna|procedimiento de promocion interna)(?: (?:por|pola|polo|mediante) promocion interna| libre)? (?:para (?:cubrir|a provision de|la provision de|proveer)|de|a|para) (${NUMBER_WORD}) (?:prazas?|plazas?)\\b`).exec(t);
  const n = m ? numberOf(m[1]) : null;
  return n && n < 500 ? n : null;
}

/**
 * How many people an appointment names, each by the masked identity number the bulletins print ("don Lois Pedrouzo
 * Vilar, con DNI ***5541**, y doña Raquel Souto Fidalgo, con DNI ***0278**"); the people a pool or reserve list keeps
 * after it ("…e constitúese a bolsa cos seguintes aspirantes") are not appointed. Null below two: one person appointed
 * says nothing of a process's places.
 */
export function persoasNomeadas(texto: string | undefined): number | null {
  if (!texto) return null;
  const pool = /\b(?:bolsas?|listas? de (?:reserva|espera)|listaxes? de reserva|lista de agarda)\b/i.exec(texto);
  const n = new Set((pool ? texto.slice(0, pool.index) : texto).match(/\*{2,4}\d{3,5}[A-Za-z]?\*{1,3}/g) ?? []).size;
  return n >= 2 ? n : null;
}

/** `persoasNomeadas` of an edict's body, counted once: every candidate process asks it. */
function persoasNomeadasDo(e: EdictoDeProceso): number | null {
  let n = nomeadas.get(e);
  if (n === undefined) nomeadas.set(e, (n = persoasNomeadas(e.texto)));
  return n;
}
const nomeadas = new WeakMap<object, number | null>();

function readYear(t: string): number | null {
  const m = /\b(?:oep|ope|oferta (?:de )?(?:emprego|empleo) publico(?: (?:do|del|para o|para el|correspondente ao|correspondiente al) (?:ano|año))?|oferta de emprego publico do ano|tempada(?: de (?:veran|verano|inverno|invierno))?|temporada(?: de verano)?|veran|verano|campana|curso|exercicio|ano|año)\s*(?:de |do |del )?\(?(20\d\d)\b/.exec(t);
  return m ? Number(m[1]) : null;
}

function readSystem(texto: string): Sistema | null {
  // "o exercicio da fase de oposición", "la fase de concurso": a phase of a concurso-oposición, not its system
  const t = texto.replace(/\bfases? (?:de |da |do |del |de la )?(?:oposicion|concurso)\b/g, ' ');
  if (/\bconcurso ?-? ?oposicion\b/.test(t)) return 'concurso-oposicion';
  if (/\boposicion\b/.test(t)) return 'oposicion';
  if (/\bconcurso (?:de (?:meritos|acceso|traslados)|publico|especifico)\b/.test(t)) return 'concurso';
  return null;
}

/** A job pool or permanent posts: the pool's words, or the words of a permanent appointment. */
const POOL = /\b(?:bolsas?|listax(?:e|es) (?:de )?(?:reserva|agarda|emprego|substitucions?|interinos?)|listas? (?:de )?(?:reserva|espera|agarda|sustituciones|substitucions|empleo|emprego|contratacion)|nomeamentos? interin|nombramientos? interin|(?:para|de) (?:o |el |os |los )?nomeamentos? (?:de persoal )?(?:funcionario )?interin)/;
const PERMANENT = /\b(?:en propiedade|en propiedad|funcionari[oa]s? de carreira|funcionari[oa]s? de carrera|de carreira|de carrera|labora(?:l|is) fix[oa]s?|laborales fij[oa]s|laboral fij[oa]|oferta de emprego publico|oferta de empleo publico|oep|ope|estabilizacion|ingreso (?:no|en el|nos|en los) (?:corpo|cuerpo|corpos|cuerpos|escala)|acceso (?:ao|al) (?:corpo|cuerpo))\b/;

/**
 * The end of an interim term as an interim call or appointment words it ("nomeouse funcionaria interina… ata a cobertura
 * da praza por persoal funcionario de carreira", "ata que a praza se cubra en propiedade", "hasta la cobertura de la
 * plaza por funcionario de carrera", "mientras no se provea en propiedad"): the career staff or the ownership it names
 * are what ends the interim term, not what the step fills (forty-third pass). Masked, the step says only "interina".
 */
const FIN_DA_INTERINIDADE = /\b(?:ata|hasta|mentres non|mientras no)(?: que)?\b[^.;]{0,40}?\b(?:cobertura|cubra|cubran|cubrir|provision|provea|provean|incorporacion|incorpore|ocupacion|ocupe)\b[^.;]{0,60}?\b(?:de carreira|de carrera|en propiedade|en propiedad)\b/g;
const semFinDaInterinidade = (t: string): string => t.replace(FIN_DA_INTERINIDADE, ' ');

function readPool(t: string, tipo: TipoEdicto): boolean | null {
  if (PERMANENT.test(t)) return false;
  // places called with the pool their candidates will form ("provisión dunha praza… e creación dunha bolsa"): the places
  if (prazasCoaBolsa(t)) return false;
  if (POOL.test(t) || tipo === 'bolsa_emprego') return true;
  // ("…no concurso-oposición para a provisión de dúas prazas de traballador/a social": counted places, no pool's words)
  if (PROVISION_DE_PRAZAS.test(t)) return false;
  return null;
}
/** Places counted and filled: "para a provisión de dúas prazas", "para la cobertura de una plaza"; folded. */
const PROVISION_DE_PRAZAS = /\b(?:provision|cobertura)\s+(?:en\s+propiedad[e]?\s+)?(?:de|dunha|dun|de una|de un|das|de las)\s+(?:(?:\d{1,3}|unha|una|dúas|duas|dous|dos|tres|catro|cuatro|cinco|seis|sete|siete|oito|ocho|nove|nueve|dez|diez)\s+)?(?:prazas?|plazas?)\b/;

function readStaff(t: string): Persoal | null {
  const found = new Set<Persoal>();
  if (/\binterin(?:o|a|os|as)\b|\binterinidade?s?\b/.test(t)) found.add('interino');
  if (/\b(?:de carreira|de carrera|en propiedade|en propiedad|en practicas)\b/.test(t)) found.add('carreira');
  // "persoal funcionario" of a public employment offer: career staff (an offer never holds interim posts)
  if (/\b(?:persoal|personal) funcionario\b(?! interin)/.test(t) && /\b(?:oferta de emprego publico|oferta de empleo publico|oep|ope)\b/.test(t)) found.add('carreira');
  if (/\blabora(?:l|is) fix|\blaborales fij|\blaboral fij|\blaboral indefinid/.test(t)) found.add('laboral_fixo');
  if (/\blabora(?:l|is) tempora|\blaborales tempora|\bcontrata(?:cion|ciones|cions) tempora|\bcontratos? tempora|\bduracion determinada/.test(t)) found.add('laboral_temporal');
  return found.size === 1 ? [...found][0] : null;
}

function readGroup(t: string): string | null {
  const found = new Set<string>();
  const re = /\b(?:subgrupo|grupo(?: de clasificacion)?|categoria|escala)\s+(a1|a2|c1|c2|b|e|ap)\b|\((a1|a2|c1|c2)\)|(?:^|[\s,;-])(a1|a2|c1|c2)(?=[\s,;.)]|$)|\b(agrupacions? profesiona|agrupaciones? profesiona|antigo grupo e|antiguo grupo e)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    const g = (m[1] ?? m[2] ?? m[3] ?? '').toUpperCase();
    found.add(m[4] || g === 'E' ? 'AP' : g);
  }
  // "grupo C, subgrupo C1": the subgroup says it; a bare letter is its group only when nothing finer is printed
  const fine = [...found].filter((g) => g.length === 2 || g === 'AP' || g === 'B');
  return fine.length === 1 ? fine[0] : null;
}

const STAFF_OF_FACT: Record<string, Persoal> = { funcionario_carreira: 'carreira', funcionario_interino: 'interino', laboral_fixo: 'laboral_fixo', laboral_temporal: 'laboral_temporal' };

// ---- cross-references ------------------------------------------------------------------------------------------

const BULLETIN_RE = /\b(bop|b\.o\.p\.?|boletin oficial da provincia|boletin oficial de la provincia|boe|b\.o\.e\.?|boletin oficial del estado|dog|d\.o\.g\.?|diario oficial de galicia)\b/g;
const NUMBER_AFTER_RE = /^[^0-9]{0,40}?\b(?:n\.?\s?º|nº|n\.?\s?o|num\.?|numero|n\.)\s*(\d{1,3})\b/;
const DATE_AFTER_RE = new RegExp(`^[^]{0,70}?\\b(\\d{1,2})(?:\\s+de\\s+(${MES})(?:\\s+(?:de|do|del)\\s+(20\\d\\d))?|[/.-](\\d{1,2})[/.-](20\\d\\d|\\d\\d)\\b)`);

const pad = (n: number) => String(n).padStart(2, '0');

/** The publications an edict cites, normalised: "bop:45:2026-03-06", "boe:2026-03-22", "dog:2026-03-18". */
export function referenciasDoTexto(t: string, fechaDoEdicto: string): string[] {
  const out: string[] = [];
  const norm = normalizeText(t);
  BULLETIN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = BULLETIN_RE.exec(norm))) {
    const name = m[1].replace(/\./g, '');
    const kind = /^(?:bop|boletin oficial d[ae] (?:la )?provincia)/.test(name) ? 'bop' : /^(?:boe|boletin oficial del estado)/.test(name) ? 'boe' : 'dog';
    const rest = norm.slice(m.index + m[0].length);
    // stop at the next bulletin named
    const next = rest.search(/\b(?:bop|boe|dog|boletin oficial|diario oficial)\b/);
    const span = next >= 0 ? rest.slice(0, next) : rest;
    const d = DATE_AFTER_RE.exec(span);
    if (!d) continue;
    const day = Number(d[1]);
    const month = d[2] ? MESES[d[2]] : Number(d[4]);
    let year = d[3] ? Number(d[3]) : d[5] ? Number(d[5].length === 2 ? `20${d[5]}` : d[5]) : Number(fechaDoEdicto.slice(0, 4));
    if (!d[3] && !d[5] && `${year}-${pad(month)}-${pad(day)}` > fechaDoEdicto) year -= 1;
    if (!month || month > 12 || day < 1 || day > 31) continue;
    const num = NUMBER_AFTER_RE.exec(span.slice(0, d.index + d[0].length));
    const date = `${year}-${pad(month)}-${pad(day)}`;
    // an edict cites what was published before it: a later date after a bulletin's name is the end of a window it opens
    // ("desde o día seguinte ao da publicación no Boletín Oficial da Provincia ata o 8 de xuño"), not a publication
    if (fechaDoEdicto && date > fechaDoEdicto) continue;
    out.push(kind === 'bop' && num ? `bop:${Number(num[1])}:${date}` : `${kind}:${date}`);
  }
  return [...new Set(out)];
}

const bulletinKind = (bop: string): string => (/^bop/i.test(bop) ? 'bop' : /^boe/i.test(bop) ? 'boe' : /^dog/i.test(bop) ? 'dog' : normalizeText(bop));
const refDate = (r: string): string => r.slice(r.lastIndexOf(':') + 1);
const refKind = (r: string): string => r.slice(0, r.indexOf(':'));
/** A reference as the evidence phrase prints it: "o BOP nº 45 do 6/3/2026". */
function refPhrase(r: string): string {
  const parts = r.split(':');
  const [y, mo, d] = refDate(r).split('-').map(Number);
  const num = parts.length === 3 ? ` nº ${parts[1]}` : '';
  return `o ${parts[0].toUpperCase()}${num} do ${d}/${mo}/${y}`;
}

// ---- post --------------------------------------------------------------------------------------------------------

/** Spanish words of posts the thesaurus leaves as they are. */
const LOCAL_EQUIVALENTS: Record<string, string> = {
  puerto: 'porto', servicio: 'servizo', gestion: 'xestion', mujer: 'muller', taller: 'obradoiro', municipio: 'concello', incendio: 'incendio',
  // the words of bodies' names in the BOE's Spanish ("Consorcio Gallego de Servicios de Igualdad y Bienestar")
  gallego: 'galego', galega: 'galego', gallega: 'galego', bienestar: 'benestar', salud: 'saude', agua: 'auga', aguas: 'auga', augas: 'auga',
  igualdad: 'igualdade', comunidad: 'comunidade', ciudad: 'cidade', provincia: 'provincia', mancomunidad: 'mancomunidade',
};
const canon = (w: string): string[] => canonicalWord(w).map((x) => LOCAL_EQUIVALENTS[x] ?? x);
const canonText = (t: string): string[] => canonicalWords(t).flatMap((w) => LOCAL_EQUIVALENTS[w] ?? w);

const FUNCTION = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'ou', 'y', 'a', 'o', 'os', 'as', 'del', 'en', 'no', 'na', 'nos', 'nas']);
/** Canonical forms of a word list (an abbreviation gives several words; articles and prepositions are left out). */
const canonSet = (ws: string[]): Set<string> => new Set(ws.flatMap(canon).filter((w) => !FUNCTION.has(w)));

/** Words that begin the name of a post or staff category (gl/es, folded at load). */
const HEADS = canonSet([
  'auxiliar', 'administrativo', 'tecnico', 'arquitecto', 'enxeneiro', 'ingeniero', 'traballador', 'educador', 'monitor', 'socorrista', 'peon',
  'operario', 'condutor', 'conserxe', 'policia', 'axente', 'bombeiro', 'psicologo', 'avogado', 'letrado', 'xurista', 'enfermeiro', 'medico',
  'fisioterapeuta', 'mestre', 'profesor', 'limpador', 'xardineiro', 'electricista', 'fontaneiro', 'albanel', 'carpinteiro', 'mecanico',
  'cocineiro', 'bibliotecario', 'arquiveiro', 'interventor', 'secretario', 'tesoureiro', 'informatico', 'delineante', 'aparellador', 'veterinario',
  'animador', 'dinamizador', 'coordinador', 'vixilante', 'garda', 'guarda', 'sepultureiro', 'notificador', 'recadador', 'inspector', 'subinspector',
  'oficial', 'subalterno', 'ordenanza', 'celador', 'telefonista', 'logopeda', 'terapeuta', 'xornalista', 'musico', 'director', 'catedratico',
  'investigador', 'informador', 'encargado', 'xefe', 'capataz', 'orientador', 'mediador', 'axudante', 'porteiro', 'recepcionista', 'camareiro',
  'prospector', 'intendente', 'docente', 'alumnado', 'xestor', 'analista', 'programador', 'bombeiro', 'condutor', 'sarxento', 'cabo',
  // other professions and trades the councils, deputacións, consortia and universities call, gl and es
  'suboficial', 'comisario', 'economista', 'sociologo', 'socióloga', 'biologo', 'quimico', 'xeologo', 'geologo', 'xeografo', 'geografo',
  'historiador', 'arqueologo', 'documentalista', 'tradutor', 'traductor', 'interprete', 'periodista', 'pedagogo', 'psicopedagogo',
  'farmaceutico', 'odontologo', 'matrona', 'matron', 'nutricionista', 'dietista', 'podologo', 'optico', 'topografo', 'urbanista', 'auditor',
  'asesor', 'operador', 'pintor', 'soldador', 'ferreiro', 'herrero', 'chapista', 'tractorista', 'maquinista', 'palista', 'gruista',
  'mariñeiro', 'marinero', 'patron', 'motorista', 'almaceneiro', 'almacenero', 'carteiro', 'bedel', 'pinche', 'gobernante', 'lavandeiro',
  'costureiro', 'podador', 'restaurador', 'museologo', 'conservador', 'monitora', 'cociñeiro', 'cocinero', 'limpiador', 'jardinero',
  'fontanero', 'albañil', 'carpintero', 'electricista', 'conserje', 'vigilante', 'enterrador', 'matarife', 'avogado', 'abogado',
  // the corps and scales of the Xunta and the universities are named by their rank alone ("corpo superior", "escala de xestión")
  'xestion', 'superior', 'facultativo', 'subalterno',
]);
/** Words that rank a post within its class: two posts differing in one of them are different posts. */
const RANKS = canonSet(['auxiliar', 'oficial', 'axente', 'tecnico', 'superior', 'medio', 'xefe', 'inspector', 'subinspector', 'intendente', 'axudante',
  'especialista', 'administrativo', 'sarxento', 'cabo', 'suboficial', 'comisario', 'catedratico', 'titular']);
/** Words that end a post's name. */
const STOP_LIST = [
  'quenda', 'libre', 'mediante', 'polo', 'pola', 'por', 'sistema', 'oposicion', 'concurso', 'subgrupo', 'grupo', 'persoal', 'funcionario',
  'laboral', 'fixo', 'interino', 'oferta', 'oep', 'ope', 'para', 'concello', 'deputacion', 'universidade', 'mancomunidade', 'consorcio',
  'promocion', 'acceso', 'incluida', 'correspondente', 'correspondiente', 'proceso', 'lista', 'listaxe', 'relacion', 'praza', 'prazo', 'posto',
  'tempada', 'temporada', 'veran', 'ano', 'bolsa', 'con', 'nomeamento', 'carreira', 'practica', 'data', 'hora', 'lugar', 'boe', 'bop', 'dog',
  'que', 'dun', 'dunha', 'un', 'unha', 'modalidade', 'reserva', 'opcion', 'cualificacion', 'coa', 'cos', 'como',
  'puntuacion', 'orde', 'resultado', 'tribunal', 'composicion', 'designacion', 'aprobado', 'admitido', 'excluido', 'proposta', 'acta',
  'don', 'dona', 'boletin', 'diario', 'resolucion', 'referente', 'convocatoria', 'comunidade', 'xunta', 'galicia',
  // where a list formed from a process's candidates comes from ("…de técnicos/as de xestión resultante do proceso", "…de
  // auxiliares formada coas aspirantes que…")
  'resultante', 'derivada', 'procedente', 'formada',
];
const STOP = canonSet(STOP_LIST);
/** The same, without the words an abbreviation expands to ("oep" → oferta, emprego, público): for names as printed. */
const STOP_WORD = new Set(STOP_LIST.flatMap((w) => (canon(w).length === 1 ? canon(w) : [])));
const FILLER = new Set(['escala', 'subescala', 'clase', 'corpo', 'categoria', 'especialidade', 'escalo', 'subescalo', 'categorio', 'clas', 'especialidad']);

/**
 * A post under its other names: the lines of the thesaurus's SERVICE_NAMES whose every name names a post ("auxiliar de
 * enfermaría" / "técnico en coidados auxiliares de enfermaría" / "TCAE", "aparellador" / "arquitecto técnico",
 * "condutor de ambulancia" / "técnico en emerxencias sanitarias"). A body calls the post by one name and lists or
 * appoints it by the other (its former name, the everyday one): each name's words, folded, are read as the fullest
 * name's. A line with a name that is no post (a service, "axuda no fogar"; "persoal de limpeza") is left to the search.
 */
const OTHER_POST_NAMES: Map<string, string> = new Map(SERVICE_NAMES.flatMap((line) => {
  const names = line.map((n) => canonText(n).filter((w) => !FUNCTION.has(w)));
  if (!names.every((ws) => ws.some((w) => HEADS.has(w)))) return [];
  const fullest = names.reduce((a, b) => (b.length > a.length ? b : a)).join(' ');
  return names.map((ws) => [ws.join(' '), fullest] as [string, string]);
}));
/** The names of OTHER_POST_NAMES as printed between the articles and prepositions of a folded text, longest first. */
const OTHER_POST_NAME_RE = new RegExp(`\\b(?:${[...OTHER_POST_NAMES.keys()].sort((a, b) => b.split(' ').length - a.split(' ').length)
  .map((k) => k.split(' ').join(`(?: (?:${[...FUNCTION].join('|')}))* `)).join('|')})\\b`, 'g');
function outroNomeDoPosto(folded: string): string {
  return folded.replace(OTHER_POST_NAME_RE, (m) => OTHER_POST_NAMES.get(m.split(' ').filter((w) => !FUNCTION.has(w)).join(' ')) ?? m);
}

/** Class names the bulletins use for the classic local and regional posts, to one canonical post. */
function normalisePostPhrase(folded: string): string {
  return outroNomeDoPosto(folded)
    // the technical subscale of the general administration is the TAG; of the special administration, a class of posts
    .replace(/\b(?:escalo|escala) (?:de )?administracion especial (?:(?:subescalo|subescala) (?:de )?tecnico)\b/g, ' tecnico especial ')
    .replace(/\b(?:escalo|escala) (?:de )?administracion (?:xeral|especial)\b/g, ' ')
    .replace(/\b(?:subescalo|subescala) (?:de )?(?:servizo|servicio) especial\b/g, ' ')
    .replace(/\b(?:subescalo|subescala|corpo|escalo|escala) (?:de )?auxiliar(?: administrativo)?\b(?: (?:da|de|do)? ?administracion xeral)?/g, ' auxiliar administrativo ')
    .replace(/\b(?:subescalo|subescala|corpo|escalo|escala) (?:de )?administrativo\b(?: (?:da|de|do)? ?administracion xeral)?/g, ' administrativo ')
    .replace(/\b(?:subescalo|subescala) (?:de )?tecnico\b/g, ' tecnico administracion xeral ')
    .replace(/\bclase (?:de )?extincion de incendio(?: categorio)?/g, ' ')
    // the fire service named in full is its firefighters: "cabo do Servizo de Extinción de Incendios e Salvamento" is
    // "cabo de bombeiros"
    .replace(/\b(?:servizo|servicio) (?:de )?(?:prevencion (?:e |y )?)?extincion (?:de )?incendio(?: (?:e |y )?salvamento)?\b/g, ' bombeiro ')
    // (and by its abbreviations after a firefighter's rank: "CABO DEL SEIS", "bombeiro/a do SPEIS", "SEPEI")
    .replace(/(?<=\b(?:cabo|bombeiro|sarxento|suboficial|condutor|xefe|oficial)(?: (?:del|do|de|da))? )(?:seis?|speis?|sepeis?|sceis?)\b/g, 'bombeiro')
    .replace(/\badministrativo (?:de|da) administracion xeral\b/g, 'administrativo')
    .replace(/\btecnico de administracion xeral\b/g, 'tecnico administracion xeral');
}

/**
 * A title up to the punctuation that ends the first post it names: "unha praza de psicólogo/a, escala de
 * Administración especial, subescala técnica" names a psychologist, the rest is its class. A title whose first post
 * word comes after the class ("Escala…, Subescala Auxiliar") is kept whole.
 */
function cutAfterPost(titulo: string): string {
  for (const m of titulo.matchAll(TOKEN_RE)) {
    const words = normalizeText(m[0]).split(/[/-]/).flatMap((x) => canon(x));
    if (!words.some((w) => HEADS.has(w))) continue;
    const rest = titulo.slice(m.index! + m[0].length);
    const stop = rest.search(/[,;:]|\s[-–—]\s/);
    return stop < 0 ? titulo : titulo.slice(0, m.index! + m[0].length + stop);
  }
  return titulo;
}

/**
 * The office that issues a resolution, between its date and "pola que / por la que / referente a" ("RESOLUCIÓN do 18 de
 * febreiro de 2026, da Secretaría Xeral Técnica, pola que…", "de la Dirección General de la Función Pública, por la
 * que…"): an office, never the post, though "Secretaría" folds as the secretary's post. Only offices are blanked (a
 * tribunal "do proceso de auxiliar administrativo" as issuer still names its post).
 */
const ISSUING_OFFICE = /(\b\d{1,2}\s+de\s+\p{L}+(?:\s+de\s+\d{4})?\s*,\s*)((?:da|de\s+la|del|do|de)\s+(?:secretar[íi]a|vicesecretar[íi]a|direcci[óo]n|subdirecci[óo]n|vicerreitor[íi]a|vicerrectorado|reitor[íi]a|rectorado|xerencia|gerencia|conseller[íi]a|consejer[íi]a|vicepresidencia|presidencia|delegaci[óo]n|axencia|agencia)\b[^.;]*?)(?=,?\s+(?:pola|por\s+la|polo|por\s+el)\s+que\b|,\s*(?:referente|relativa|relativo|sobre)\b)/giu;
function semUnidadeEmisora(titulo: string): string {
  return titulo.replace(ISSUING_OFFICE, (_m, date: string, office: string) => date + ' '.repeat(office.length));
}

/** A council or provincial council named in a title, up to its place's name and its article ("del Ayuntamiento de "). */
const BODY_BEFORE_PLACE = /\b(?:ayuntamiento|concello|diputaci[oó]n|deputaci[oó]n)(?:\s+provincial)?\s+(?:del\s+|de\s+|da\s+|do\s+|das\s+|dos\s+)?/giu;
const PLACE_WORDS = /^[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,4}/u;

/**
 * A title without the place in the name of its body: a council's or province's name may be a post's word ("del
 * Ayuntamiento de A Guarda", "Concello da Guarda", "Concello de Oficial…"), never the post. The longest run of words
 * after the body's kind that names a Galician municipality or province is blanked.
 */
function semLugarDoOrganismo(titulo: string): string {
  let out = semUnidadeEmisora(titulo);
  for (const m of titulo.matchAll(BODY_BEFORE_PLACE)) {
    const start = m.index! + m[0].length;
    const words = PLACE_WORDS.exec(titulo.slice(start))?.[0].split(/\s+/) ?? [];
    for (let n = words.length; n > 0; n -= 1) {
      const place = words.slice(0, n).join(' ');
      if (officialMunicipalityName(place) || provinceNamed(place)) {
        const end = titulo.indexOf(words[n - 1], start) + words[n - 1].length;
        out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
        break;
      }
    }
  }
  return out;
}

/** The field of a graduate category's speciality and the profession that practises it ("enxeñaría" → "enxeñeiro"). */
const SPECIALITY_FIELD: Record<string, string> = {
  enxenaria: 'enxeneiro', ingenieria: 'ingeniero', arquitectura: 'arquitecto', psicoloxia: 'psicologo', psicologia: 'psicologo', veterinaria: 'veterinario',
};
/** "titulado/a superior, especialidade de enxeñaría de…", "titulado superior (enxeñaría de…)", "titulado de grado medio, especialidad de arquitectura…". */
const TITLED_SPECIALITY = /\btitulad[oa]s?(?:\/[oa]s?)? (?:superior(?:es)?|(?:de )?grao medio|(?:de )?grado medio|medio)\s*[,(]?\s*(?:(?:na|da|de la|en la|con) )?(?:especialidade|especialidad)?\s*(?:de |en )?(enxenaria|ingenieria|arquitectura|psicoloxia|psicologia|veterinaria)\b/g;
/**
 * The laboral categories of the autonomous community and its agencies name graduates by rank and speciality
 * ("persoal titulado superior, especialidade de enxeñaría de camiños, canais e portos"); their lists name them by the
 * profession ("lista definitiva… de enxeñeiros/as de camiños"): the speciality of a field with a profession is that
 * profession, its rank the category's.
 */
function specialityAsPost(titulo: string): string {
  const t = normalizeText(titulo);
  TITLED_SPECIALITY.lastIndex = 0;
  CORPS_SPECIALITY.lastIndex = 0;
  if (TITLED_SPECIALITY.test(t)) return t.replace(TITLED_SPECIALITY, (_, field: string) => SPECIALITY_FIELD[field]);
  if (CORPS_SPECIALITY.test(t)) return t.replace(CORPS_SPECIALITY, (_, field: string) => SPECIALITY_FIELD[field]);
  return titulo;
}
/**
 * A corps or scale and its speciality ("corpo facultativo superior…, escala de saúde pública…, especialidade de
 * veterinaria"; "cuerpo facultativo superior…, especialidad de veterinaria"): the corps holds many professions, its
 * lists name the scale and the speciality only; the speciality of a field with a profession is the post.
 */
const CORPS_SPECIALITY = /\b(?:corpo|cuerpo|escala|subescala)\b[^.;]{0,200}?\b(?:especialidade|especialidad)\s*(?:de |en )?(enxenaria|ingenieria|arquitectura|psicoloxia|psicologia|veterinaria)\b/g;

/** The canonical post an edict names: its content words in the order printed, or '' when it names none. */
export function postoDoTexto(titulo: string): string {
  // a bracket ("(OEP 2025)", "(BOP núm. 45…)", "(CIM)") is never part of the post's name: it ends it; an
  // abbreviation with dots ("T.A.X.") is read as written without them; the place in the body's name is no post
  const plain = cutAfterPost(semLugarDoOrganismo(specialityAsPost(siglasSenPuntos(titulo))).replace(/\([^)]{3,}\)/g, ' para '));
  const words = normalisePostPhrase(canonText(plain).join(' ')).split(' ').filter(Boolean);
  const start = words.findIndex((w) => HEADS.has(w));
  if (start < 0) return '';
  const out: string[] = [];
  for (let i = start; i < words.length && out.length < 7; i++) {
    const w = words[i];
    if (STOP.has(w) || /^\d/.test(w) || /^[a-z]$/.test(w) || /^[abce][12]$/.test(w)) {
      // "auxiliar administrativo ... e de promocion": stop; but keep going past a stop word only when a head follows
      break;
    }
    if (FUNCTION.has(w) || FILLER.has(w)) continue;
    out.push(w);
  }
  return [...new Set(out)].join(' ');
}

/** Words that end a post's name as printed (beyond STOP): connectors that begin what follows it. */
const NAME_END = new Set(['tras', 'desta', 'deste', 'desto', 'esta', 'este', 'dese', 'desa', 'mesmo', 'mismo', 'segun', 'conforme', 'cuxo', 'cuyo',
  'vacante', 'vacantes', 'adscrita', 'adscrito', 'incluida', 'incluido', 'incluidas', 'incluidos', 'cadro', 'plantilla', 'relacion', 'mediante']);
/** Endings of post nouns that do not change with gender (socorrista, fisioterapeuta, logopeda). */
const INVARIABLE = /(?:ista|euta|peda|cida|ante|ente|e|ar|al|il|ior|za)$/;
const TOKEN_RE = /[\p{L}\p{N}ºª]+(?:[/.'’-][\p{L}\p{N}ºª]+)*/gu;

/** A post word as a name shows it: singular, "/a" where it has a feminine, with the accents printed. */
function shownPostWord(orig: string, head: boolean, plural: boolean): string {
  const lower = orig.toLocaleLowerCase('gl');
  if (lower.includes('/')) return lower;
  if (lower.includes('-')) return lower.split('-').map((part) => shownPostWord(part, head, plural)).join('-');
  const folded = normalizeText(lower);
  if (!head) return plural ? singularAdjective(lower) : lower;
  const singular = folded.length > 3 ? folded.replace(/(?<=[aeiou])s$|(?<=[rzl])es$|(?<=n)s$/, '') : folded;
  let printed = lower.slice(0, singular.length);
  if (INVARIABLE.test(singular) || /ia$/.test(singular)) return printed;
  // a feminine ("técnica", "administrativas", "condutora") shows its masculine with the feminine ending
  if (/a$/.test(singular) && /(?:o|or)$/.test(canon(singular)[0] ?? '')) {
    printed = /ora$/.test(singular) ? printed.slice(0, -1) : `${printed.slice(0, -1)}o`;
  }
  if (/(?:o|or)$/.test(normalizeText(printed))) return `${printed}/a`;
  return printed;
}
/** An adjective agreeing with a plural post ("axentes facultativos ambientais" → "ambiental"). */
function singularAdjective(w: string): string {
  if (/ais$/.test(w)) return `${w.slice(0, -3)}al`;
  if (/eis$/.test(w)) return `${w.slice(0, -3)}el`;
  // Spanish (and Galician "-res") plurals of a consonant-final singular: "medioambientales" → "medioambiental",
  // "auxiliares" → "auxiliar", "superiores" → "superior"; "-ces" → "-z".
  if (/[aeiouáéíóú][lrnd]es$/.test(w)) return w.slice(0, -2);
  if (/[aeiouáéíóú]ces$/.test(w)) return `${w.slice(0, -3)}z`;
  if (/[aeiouáéíóú]s$/.test(w)) return w.slice(0, -1);
  return w;
}
/** A head word that, followed by another post, only qualifies it ("corpos docentes de profesores"). */
const QUALIFYING_HEAD = new Set(['docente']);

/**
 * The post an edict names, as a person would write it ("Técnico/a de administración xeral", "Axente da policía local",
 * "Peón de servizos múltiples"): the words printed from the first post word to the end of the name (a stop word, a
 * number, a group, a comma or bracket), whole words, singular, with their accents. '' when the title names no post.
 */
export function nomeDoPosto(titulo: string): string {
  const upper = !/\p{Ll}/u.test(titulo);
  const tokens: { orig: string; words: string[]; breakBefore: boolean }[] = [];
  let last = 0;
  const plain = semLugarDoOrganismo(siglasSenPuntos(titulo)).replace(/\([^)]{3,}\)/g, (m) => ' , '.padEnd(m.length));
  for (const m of plain.matchAll(TOKEN_RE)) {
    const between = plain.slice(last, m.index);
    const words = normalizeText(m[0]).split(/[/-]/).flatMap((x) => canon(x)).filter(Boolean);
    tokens.push({ orig: m[0], words, breakBefore: /[,;:(]|\s[-–—]\s|\.\s/.test(between) });
    last = m.index! + m[0].length;
  }
  const isHead = (t: { words: string[] } | undefined) => !!t && t.words.some((w) => HEADS.has(w));
  let start = tokens.findIndex(isHead);
  if (start < 0) return '';
  while (QUALIFYING_HEAD.has(tokens[start].words[0]) && FUNCTION.has(normalizeText(tokens[start + 1]?.orig ?? '')) && isHead(tokens[start + 2])) start += 2;
  const out: string[] = [];
  let pendingLinks: string[] = [];
  let plural = false;
  let linked = false;
  for (let i = start; i < tokens.length && out.length < 8; i++) {
    const t = tokens[i];
    const folded = normalizeText(t.orig);
    if (i > start && t.breakBefore) break;
    if (/^\d+\.?[ªº]$/.test(folded)) { out.push(...pendingLinks, t.orig); pendingLinks = []; continue; } // "oficial de 1.ª"
    if (/^\d/.test(folded) || /^[abce][12]?$/.test(folded) && i > start) break;
    if (NAME_END.has(folded) || t.words.some((w) => STOP_WORD.has(w)) && !isHead(t)) break;
    // "técnica ou técnico": one post named in both genders
    if (['ou', 'o', 'u'].includes(folded) && out.length && tokens[i + 1] && tokens[i - 1].words.includes(tokens[i + 1].words[0])) {
      if (tokens[i + 1].words.length > tokens[i - 1].words.length) out[out.length - 1] = shownPostWord(tokens[i + 1].orig, true, false);
      i += 1;
      continue;
    }
    if (FUNCTION.has(folded) || ['del', 'la', 'el', 'los', 'las', 'y'].includes(folded)) {
      pendingLinks.push(t.orig.toLocaleLowerCase('gl'));
      continue;
    }
    if (FILLER.has(t.words[0] ?? '')) break;
    // after "de", "da"… the words complete the name as printed ("escola de música", "policía local")
    if (pendingLinks.length) linked = true;
    const head = !linked && (isHead(t) || RANKS.has(t.words[0] ?? ''));
    const acronym = !upper && /^[\p{Lu}\d]{2,6}$/u.test(t.orig);
    out.push(...pendingLinks, acronym ? t.orig : shownPostWord(t.orig, head, plural && !linked));
    if (head) plural = /s$/.test(folded) && !/s$/.test(t.words[0] ?? '');
    pendingLinks = [];
  }
  const name = out.join(' ').replace(/\s+/g, ' ').trim();
  return name.charAt(0).toLocaleUpperCase('gl') + name.slice(1);
}

export type PostMatch = 'mesmo' | 'compatible' | 'parcial' | 'sen_posto' | 'distinto';

/** The word that names a speciality of a category ("especialista", "especialistas"), folded. */
const SPECIALIST = canon('especialista')[0];

/** How two posts compare: equal; one contains the other (missing words that do not rank the post, or that do). */
export function comparePosts(a: string, b: string): PostMatch {
  if (!a || !b) return 'sen_posto';
  if (a === b) return 'mesmo';
  const A = new Set(a.split(' '));
  const B = new Set(b.split(' '));
  const [small, big] = A.size <= B.size ? [A, B] : [B, A];
  const missing = [...big].filter((w) => !small.has(w));
  if ([...small].every((w) => big.has(w))) {
    if (!missing.some((w) => RANKS.has(w))) return 'compatible';
    // "policía local" / "axente da policía local": the class without its rank. But "administrativo" /
    // "auxiliar administrativo": the shorter one names a rank of its own, so the extra rank makes another post.
    return [...small].some((w) => RANKS.has(w)) ? 'distinto' : 'parcial';
  }
  // Two specialities of one category ("enfermeiro/a especialista en saúde mental" / "… en enfermaría
  // obstétrico-xinecolóxica", "facultativo especialista de cardioloxía" / "… de pediatría"): each names a field the
  // other lacks, so they are different posts, called and appointed apart.
  if (A.has(SPECIALIST) && B.has(SPECIALIST)) return 'distinto';
  // "psicologo cim" / "psicologo centro": the same head noun, differing only in words that neither name nor rank a
  // post. "tecnico administracion xeral" / "tecnico xestion" share only a rank: different posts.
  const shared = [...A].filter((w) => B.has(w));
  const differing = [...A, ...B].filter((w) => !(A.has(w) && B.has(w)));
  if (shared.some((w) => HEADS.has(w) && !RANKS.has(w)) && !differing.some((w) => HEADS.has(w) || RANKS.has(w))) return 'compatible';
  return 'distinto';
}

/**
 * Two names of a post made of a rank and a field only, the same field under different ranks ("axente de emprego e
 * desenvolvemento local" / "técnico/a de emprego e desenvolvemento local", "técnico de igualdade" / "axente de
 * igualdade"): the names as printed (gl/es folded by the thesaurus, not cut where `postoDoTexto` cuts a key), without
 * articles, prepositions and ranks, are the same words, none of them a post of its own (a class with ranks inside, as
 * "policía" in "oficial / axente da policía local", makes them different posts). Only a hint: the caller must check
 * the group and use it only where no line of the same post exists.
 */
export function sameFieldOtherRank(a: string, b: string): boolean {
  const words = (t: string) => canonText(t.replace(/\([^)]*\)/g, ' ')).filter((w) => !FUNCTION.has(w) && !FILLER.has(w) && !/^[a-z]$/.test(w));
  const A = words(a);
  const B = words(b);
  const rankA = A.filter((w) => RANKS.has(w)).sort().join(' ');
  const rankB = B.filter((w) => RANKS.has(w)).sort().join(' ');
  const restA = [...new Set(A.filter((w) => !RANKS.has(w)))].sort();
  const restB = [...new Set(B.filter((w) => !RANKS.has(w)))].sort();
  if (!rankA || !rankB || rankA === rankB || !restA.length) return false;
  if (restA.join(' ') !== restB.join(' ')) return false;
  return !restA.some((w) => HEADS.has(w) || STOP_WORD.has(w));
}

/** The grade a technician's post adds to its rank ("técnico/a superior", "técnico/a medio/a"); folded and canon. */
const GRAOS_DO_TECNICO = canonSet(['superior', 'medio']);
const TECNICO = canonSet(['tecnico']);
/**
 * A later step's title naming a technician's post without its grade ("Data do primeiro exercicio. Praza de técnico/a de
 * medio ambiente", "Fecha del ejercicio. Técnico/a de medio ambiente") for a process keyed by the post with it
 * ("técnico/a superior de medio ambiente"): the short name holds every word of the long one but the grade, and names a
 * field beside the rank. Only a hint for a step: the caller keeps it off openings, and the group or places the step
 * prints still count against it.
 */
function tecnicoSenGrao(curto: string, longo: string): boolean {
  const A = new Set(curto.split(' '));
  const B = new Set(longo.split(' '));
  if (A.size < 2 || B.size !== A.size + 1 || ![...A].every((w) => B.has(w))) return false;
  const falta = [...B].filter((w) => !A.has(w));
  return falta.length === 1 && GRAOS_DO_TECNICO.has(falta[0]) && [...A].some((w) => TECNICO.has(w)) && [...A].some((w) => !RANKS.has(w));
}

// ---- the key ---------------------------------------------------------------------------------------------------

/**
 * Bodies other than councils, provincial councils and universities keep their name in canonicalBodyKey, in the
 * language of the bulletin: their content words, folded gl/es, make the key ("Consorcio … y Salvamento de A Coruña"
 * = "Consorcio … e Salvamento da Coruña"; "Mancomunidad de Municipios" = "Mancomunidade de Concellos").
 */
function foldBody(k: string): string {
  if (/^(?:concello|deputacion|universidade):/.test(k) || k === 'xunta') return k;
  const [kind, whole] = k.includes(':') ? [k.slice(0, k.indexOf(':') + 1), k.slice(k.indexOf(':') + 1)] : ['', k];
  // What a consortium is for is said or left out ("Consorcio Provincial de Lugo para a Prestación do Servizo contra
  // Incendios…" / "Consorcio Provincial contra Incendios… de Lugo"); a mancomunidade "de Concellos" or "de Municipios" is
  // the mancomunidade; and the words come in either order: the set of words is the key.
  let rest = whole.replace(/\bpara (?:a |la )?prestacion (?:do |del |dos |de los |de )?servi(?:zo|cio)s?\b/g, ' ');
  // A body of a council or a provincial council may be printed with its parent ("Organismo Autónomo… de Recursos Locais
  // da Deputación de Pontevedra", "…de la Diputación Provincial de Pontevedra", "Padroado… do Concello de Ribadeo") or
  // without it (as a bracketed province is dropped): a provincial council's body is the same body either way, and a
  // council's keeps its place ("do Concello de Ribadeo" → "de Ribadeo", as a municipal body printed without it is read).
  rest = rest.replace(/\s(?:da|de la|del|de|do) (?:excma\.? )?(?:deputacion|diputacion)(?: provincial)?(?: (?:de|da|do) (?:a |la |o )?[a-z]+)?(?=\s|$)/g, ' ')
    .replace(/\s(?:do|del|de) (?:concello|ayuntamiento) (?=(?:de|da|do|das|dos) )/g, ' ');
  if (kind === 'mancomunidade:') rest = rest.replace(/^\s*(?:de |da |del )?(?:concellos|municipios|ayuntamientos)\b/, ' ');
  return kind + [...new Set(canonText(rest).filter((w) => !FUNCTION.has(w)).map(bodyWordStem))].sort().join(' ');
}

/** Words of bodies' names whose two languages differ beyond what `bodyWordStem` folds ("Patronato" / "Padroado"). */
const BODY_WORDS: Record<string, string> = { patronato: 'padroado' };

/**
 * A word of a body's name as both languages share it, for the names the thesaurus does not list ("Consejo de Cuentas"
 * / "Consello de Contas", "Instituto Ourensano de Desarrollo" / "Instituto Ourensán de Desenvolvemento", "Gallego" /
 * "Galego", "Bienestar" / "Benestar", "Agencia" / "Axencia"): the Spanish spellings that regularly differ from the
 * Galician ones folded on both sides (ll → l, the diphthongs ue → o and ie → e, j and g before e, i → x), then the
 * ending of gender, number and the demonyms (-ano, -án, -o, -a, -e). Only ever compared, never shown.
 */
function bodyWordStem(word: string): string {
  const w = BODY_WORDS[word] ?? word;
  const folded = w.replace(/ll/g, 'l').replace(/ue/g, 'o').replace(/ie/g, 'e').replace(/j/g, 'x').replace(/g(?=[ei])/g, 'x');
  const stem = folded.replace(/(?:ano|an|[aoe])$/, '');
  return stem.length >= 4 ? stem : folded;
}

type EdictoDoCorpo = Pick<EdictoDeProceso, 'organizacion' | 'bop' | 'titulo'> & { texto?: string };

/**
 * The body of an edict as the grouping keys it: its organisation read in its bulletin, or the body a BOE title names;
 * for a council or a provincial council that prints a step for a body of its own (a patronato, a consortium, a
 * mancomunidade its mayor presides), that body (`organismoDependente`).
 */
export function corpoDoEdicto(e: EdictoDoCorpo): string {
  return bodyKey(e);
}
function bodyKey(e: EdictoDoCorpo): string {
  const k = foldBody(rawBodyKey(e));
  // The health service prints every area's calls under its own name; the area's management (xerencia) that the title
  // names calls them: the health areas of Ferrol and of Lugo are two bodies.
  const area = k === HEALTH_SERVICE ? AREA_OF_HEALTH.exec(normalizeText(e.titulo))?.[1]?.trim() : undefined;
  return area ? foldBody(`${k} area ${area}`) : k;
}
const HEALTH_SERVICE = foldBody('servizo galego de saude');

/**
 * The municipality whose local holidays count for an edict's periods (Lei 39/2015, art. 30.6: the seat of the body):
 * the seat of the body it prints for (`sedeDoOrganismo`), but for a call of a health area's management, which the
 * health service prints under its own name, the area's city ("Xerencia da Área Sanitaria de Ferrol" → Ferrol).
 */
export function sedeDoEdicto(e: EdictoDoCorpo): string | null {
  const area = e.organizacion && foldBody(rawBodyKey(e)) === HEALTH_SERVICE ? AREA_OF_HEALTH.exec(normalizeText(e.titulo))?.[1]?.trim() : undefined;
  return (area ? officialMunicipalityName(area) : null) ?? sedeDoOrganismo(e.organizacion, e.bop);
}
/** "…da Xerencia da Área Sanitaria de Lugo, A Mariña e Monforte de Lemos, pola que…": the area, by its first place. */
const AREA_OF_HEALTH = /\b(?:xerencia|gerencia) (?:da|de la|del|de) (?:area sanitaria|area de xestion integrada|area de gestion integrada|estrutura organizativa de xestion integrada|estructura organizativa de gestion integrada|xestion integrada|gestion integrada) (?:de |da |do |del )?([^,;.()]+?)(?=,| e | y | pola | polo | por la | por el | que |[;.()]|$)/;

/** The kinds of body a council or a provincial council prints for, named after "do", "da", "polo"…, as printed. */
const DEPENDENT_BODY = /\b(?:do|da|del|de la|polo|pola|por el|por la)\s+((?:consorcio|padroado|patronato|mancomunidade|mancomunidad|fundaci[oó]n(?: p[uú]blica)? (?:municipal|local|provincial)|organismo aut[oó]nomo|instituto municipal)\b[^,.;:()«»"\n]*)/giu;
/** Words that join the capitalised words of a body's name. */
const NAME_LINKS = new Set(['de', 'da', 'do', 'das', 'dos', 'del', 'la', 'las', 'los', 'a', 'o', 'e', 'y', 'para', 'contra', 'en', 'no', 'na']);

/**
 * A body of its own that a council or a provincial council prints a step for: "… dúas prazas de monitor/a do Padroado
 * Municipal de Deportes", "… bombeiros do Consorcio Provincial contra Incendios", "… técnico/a de turismo da
 * Mancomunidade da Baixa Limia", or its body's first sentence ("O alcalde, como presidente do Padroado…", "…convocado
 * polo Consorcio…"). The fullest name printed, its words up to the first that is not part of a name (names are
 * capitalised; a title in capitals is read to its punctuation); a municipal or provincial body named without its place
 * takes the printing body's ("Padroado Municipal de Deportes" printed by the Concello da Laracha). '' when none.
 */
export function organismoDependente(e: EdictoDoCorpo, chaveDoImpresor: string): string {
  const place = /^(?:concello|deputacion):(.+)$/.exec(chaveDoImpresor)?.[1];
  if (!place) return '';
  const names: string[] = [];
  for (const source of [e.titulo, e.texto ? aberturaDoTexto(e.texto, { max: 700, unhaFrase: true, comoImpreso: true }) : '']) {
    for (const m of (source ?? '').matchAll(DEPENDENT_BODY)) {
      const words = m[1].trim().split(/\s+/);
      const kept: string[] = [words[0]];
      for (const w of words.slice(1)) {
        if (/^\p{Lu}/u.test(w) || NAME_LINKS.has(w)) kept.push(w);
        else break;
      }
      while (kept.length > 1 && NAME_LINKS.has(kept[kept.length - 1].toLowerCase())) kept.pop();
      if (kept.length > 1) names.push(kept.join(' '));
    }
  }
  if (!names.length) return '';
  const fullest = names.reduce((a, b) => (foldBody(canonicalBodyKey(b)).split(' ').length > foldBody(canonicalBodyKey(a)).split(' ').length ? b : a));
  const own = canonicalBodyKey(fullest);
  if (!/\b(?:municipal|provincial|local)\b/i.test(fullest)) return own;
  const withPlace = canonicalBodyKey(`${fullest} de ${place}`);
  const ownWords = new Set(foldBody(own).split(/[: ]/));
  return foldBody(withPlace).split(/[: ]/).every((w) => ownWords.has(w)) ? own : withPlace;
}

/**
 * A common process of an autonomous body that a participating council prints a step of ("Superado o proceso selectivo
 * unificado convocado pola Academia Galega de Seguridade Pública…, a Alcaldía resolveu nomear funcionarios en
 * prácticas…"; "…convocado por la Academia Gallega de Seguridad Pública"): the step is that body's process, named as
 * who called it in the title or the body's first sentence. A body merely named ("o curso da Academia…") is not who
 * called it. '' when none.
 */
const CONVOKED_BY = /\b(?:convocad[oa]s?|organizad[oa]s?|xestionad[oa]s?|gestionad[oa]s?)\s+(?:pola|polo|por la|por el)\s+((?:Academia|ACADEMIA|Axencia|AXENCIA|Agencia|AGENCIA|Escola Galega|ESCOLA GALEGA|Escuela Gallega|ESCUELA GALLEGA|Xunta de Galicia|XUNTA DE GALICIA)\b[^,.;:()«»"\n]*)/u;
export function organismoConvocante(e: EdictoDoCorpo, chaveDoImpresor: string): string {
  if (!/^(?:concello|deputacion):/.test(chaveDoImpresor)) return '';
  for (const source of [e.titulo, e.texto ? aberturaDoTexto(e.texto, { max: 700, unhaFrase: true, comoImpreso: true }) : '']) {
    const m = CONVOKED_BY.exec(source ?? '');
    if (!m) continue;
    const words = m[1].trim().split(/\s+/);
    const kept: string[] = [words[0]];
    for (const w of words.slice(1)) {
      if (/^\p{Lu}/u.test(w) || NAME_LINKS.has(w.toLowerCase())) kept.push(w);
      else break;
    }
    while (kept.length > 1 && NAME_LINKS.has(kept[kept.length - 1].toLowerCase())) kept.pop();
    const key = chaveDoOrganismo(kept.join(' '));
    if (key && key !== chaveDoImpresor && !/^(?:concello|deputacion):/.test(key)) return key;
  }
  return '';
}

function rawBodyKey(e: EdictoDoCorpo): string {
  const fromOrg = e.organizacion ? chaveDoOrganismo(e.organizacion, e.bop) : '';
  if (fromOrg.includes(':')) return organismoConvocante(e, fromOrg) || organismoDependente(e, fromOrg) || fromOrg;
  const boe = bodyOfBoeTitle(e.titulo);
  if (boe) {
    const fromTitle = canonicalBodyKey(boe.nome);
    if (fromTitle.includes(':') || !fromOrg) return fromTitle;
    // The BOE files the notices of every Galician body with staff of its own under the whole community ("COMUNIDAD
    // AUTÓNOMA DE GALICIA": "…, del Consejo de Cuentas de Galicia", "…, del Servicio Gallego de Salud"): the body the
    // title names issues it. A consellería, directorate or the Xunta named there is the Xunta still.
    if (fromOrg === 'xunta' && fromTitle !== 'xunta' && WHOLE_COMMUNITY.test(normalizeText(e.organizacion))) return fromTitle;
  }
  return fromOrg;
}
/** The Galician autonomous community as a whole, as the BOE heads its notices (not one of its departments). */
const WHOLE_COMMUNITY = /^(?:comunidad(?:e)? autonoma de galicia|xunta(?: de galicia)?)$/;

/** A scale, subscale, class or corps as printed, up to the next comma: names a class of posts, not the post. */
const CLASS_PHRASE = /\b(?:escala|subescala|clase|corpo|cuerpo|categor[ií]a)\s+(?:de\s+|da\s+|del\s+)?[^,;.()]*/gi;

/** A class of the special administration's technical subscale, which names no post: its group when the class says it. */
function specialTechnicalClass(phrase: string): { only: boolean; grupo: string | null } {
  const t = normalizeText(phrase);
  if (!/\badministracion especial\b/.test(t) || !/\bsubescala tecnica\b/.test(t)) return { only: false, grupo: null };
  const clase = /\bclase (superior|media|auxiliar)\b/.exec(t)?.[1];
  return { only: true, grupo: clase === 'superior' ? 'A1' : clase === 'media' ? 'A2' : clase === 'auxiliar' ? 'C1' : null };
}

/** The words of the special administration's technical subscale and its class, which name no post. */
const TECHNICAL_CLASS_WORDS = /\b(?:escala (?:de )?administraci[oó]n especial|subescala t[eé]cnica|clase (?:superior|media|auxiliar))\b/giu;

/** The key of an edict: who, what post, how many places, which turn, which offer, which system, what it cites. */
/**
 * What a later step's body says first ("Apróbase a lista provisional de admitidos na lista de reserva de…",
 * "…no proceso para a provisión en propiedade dunha praza de…"): its first sentence or two, folded. There a step names
 * the process it belongs to; further down it may speak of others (a pool the failed candidates will form).
 */
function leadOfText(e: Pick<EdictoDeProceso, 'texto'>): string {
  let lead = leads.get(e);
  if (lead === undefined) leads.set(e, (lead = e.texto ? aberturaDoTexto(e.texto, { max: 700, unhaFrase: true }) : ''));
  return lead;
}
/** Each edict's lead, read once: the key, the post hint and the staff family ask for it once per candidate process. */
const leads = new WeakMap<object, string>();

/**
 * The post a later step's lead names for its process when neither its title ("…superaron a fase de oposición (EE
 * saúde mental)") nor the facts name one: read after the words that name a process, a pool or its places ("…do
 * concurso-oposición de enfermeiro/a especialista en…", "…na bolsa de condutores…"), never from who decided or sits
 * on a tribunal before them. Only a hint (a lead also names scales, classes and what follows the post): it counts
 * for a process of that very post, never against another.
 */
function postOfLead(lead: string): string {
  const m = /\b(?:proceso selectivo|procedemento selectivo|procedimiento selectivo|concurso-oposicion|concurso oposicion|oposicion|convocatoria|bolsa|listaxe de reserva|lista de reserva|categoria|prazas?|plazas?)\b/.exec(lead);
  return m ? postoDoTexto(lead.slice(m.index)) : '';
}
/** postOfLead of an edict's lead, read once (a later step is scored against every candidate process). */
function postoDaLead(e: EdictoDeProceso): string {
  let r = postosDaLead.get(e);
  if (r === undefined) postosDaLead.set(e, (r = postOfLead(leadOfText(e))));
  return r;
}
const postosDaLead = new WeakMap<object, string>();
/** Words of a post's name too common to say its field ("técnico", "auxiliar", "superior"…). */
const ROOTLESS = new Set(['tecnico', 'tecnica', 'auxiliar', 'oficial', 'superior', 'administrativo', 'administrativa', 'administracion', 'operario',
  'operaria', 'persoal', 'personal', 'especialista', 'especial', 'xeral', 'general', 'municipal', 'servizo', 'servicio', 'servizos', 'servicios']);
/** Whether two posts share the root of a word that says their field ("arquiveiro" and "arquivo", "bibliotecario" and "biblioteca"). */
function sameFieldRoot(a: string, b: string): boolean {
  const roots = (t: string) => t.split(' ').filter((w) => w.length >= 6 && !ROOTLESS.has(w)).map((w) => w.slice(0, 5));
  const rb = new Set(roots(b));
  return roots(a).some((r) => rb.has(r));
}
/** Whether a later step's lead names the process's post ("mesmo" or "compatible"). */
const leadNomeaOPosto = (e: EdictoDeProceso, doProceso: string): boolean => ['mesmo', 'compatible'].includes(comparePosts(postoDaLead(e), doProceso));
/** The post a call's title names (postoDoTexto), read once: a step is compared with the titles of every candidate's calls. */
function postoDoTitulo(e: EdictoDeProceso): string {
  let r = postosDoTitulo.get(e);
  if (r === undefined) postosDoTitulo.set(e, (r = postoDoTexto(text(e))));
  return r;
}
const postosDoTitulo = new WeakMap<object, string>();

/**
 * Whether a later step's lead names the process's post (postOfLead) and, within the same sentence, every word of the
 * post its title names: the title then names the speciality the call prints beside the post ("TAE ECONOMISTA" and "…de
 * dos plazas de técnico/a de administración especial (economista)"), not another post.
 */
function especialidadeNaLead(e: EdictoDeProceso, posto: string, doProceso: string): boolean {
  if (!postoDaLead(e) || !leadNomeaOPosto(e, doProceso)) return false;
  const words = canonSet(posto.split(' '));
  const leadWords = canonSet(canonText(leadOfText(e)));
  const doPosto = doProceso.split(' ');
  if (words.size > 0 && [...words].every((w) => leadWords.has(w) && !doPosto.includes(w))) return true;
  // (or the title names the post with its speciality, "PROFESOR/A DE PIANO E PROFESOR/A DE GUITARRA" of "dúas prazas de
  // profesor/a da Escola Municipal de Música… (piano)… (guitarra)": the words it adds to the process's post, none a post
  // or a rank of its own, are printed in the lead)
  const extra = [...words].filter((w) => !doPosto.includes(w));
  return extra.length > 0 && extra.length < words.size && extra.every((w) => leadWords.has(w) && !HEADS.has(w) && !RANKS.has(w));
}

/**
 * The posts an edict names in brackets right after a post, as another name of it: "PRAZA DE APARELLADOR/A (ARQUITECTO/A
 * TÉCNICO/A)", "na praza de enxeñeiro/a informático/a (técnico/a superior de informática)", "categoría de auxiliar de
 * enfermaría (técnico/a en coidados auxiliares de enfermaría)": in its titles and its body's lead. Only a bracket whose
 * first word names a post (not "(OEP 2025)", "(persoal laboral)", "(BOP núm. 45…)", a speciality "(economista)" is a
 * post word too but then a part of the post, compared as such) after words that name one. Read once per edict.
 */
function nomesEntreParenteses(e: EdictoDeProceso): string[] {
  let r = entreParenteses.get(e);
  if (r === undefined) {
    r = [];
    for (const source of [e.titulo, e.tituloAlternativo ?? '', OPENING.includes(e.tipo) ? '' : leadOfText(e)]) {
      for (const m of source.matchAll(/([^(),;:.]{3,160})\(([^()]{3,120})\)/g)) {
        const first = canonText(m[2]).find((w) => !FUNCTION.has(w));
        if (!first || !HEADS.has(first) || !postoDoTexto(m[1])) continue;
        const other = postoDoTexto(m[2]);
        if (other) r.push(other);
      }
    }
    entreParenteses.set(e, r);
  }
  return r;
}
const entreParenteses = new WeakMap<object, string[]>();
/** Whether an edict and a process name one post, one of them by the other's name in brackets (`nomesEntreParenteses`). */
function outroNomeEntreParenteses(e: EdictoDeProceso, posto: string, p: ProcesoEnCurso): boolean {
  const same = (a: string, b: string) => ['mesmo', 'compatible'].includes(comparePosts(a, b));
  return nomesEntreParenteses(e).some((x) => same(x, p.chave.posto)) || (!!posto && p.edictos.some((x) => nomesEntreParenteses(x).some((y) => same(y, posto))));
}

/** Civil servants or employees, as a step names its staff even without saying career or permanent ("(persoal laboral)"). */
export function familiaDoPersoal(t: string): 'funcionario' | 'laboral' | null {
  const laboral = /\b(?:persoal|personal) laboral\b|\blabora(?:l|is|les) (?:fix|fij|tempor|indefinid)/.test(t);
  const funcionario = /\bfuncionari[oa]s?\b/.test(t);
  return laboral === funcionario ? null : laboral ? 'laboral' : 'funcionario';
}

/**
 * A stabilisation process of temporary employment (Lei 20/2021: "estabilización de emprego temporal", "concurso
 * excepcional") as its title or its body's first sentence says: beside an ordinary call of the same post of one body,
 * the same months, it is another process. An ordinary call never says so; its later steps may not say either.
 */
const STABILISATION = /\bestabilizacion\b|\b(?:lei|ley) 20\/2021\b|\bconcurso excepcional\b|\bconsolidacion de emprego temporal\b|\bconsolidacion de empleo temporal\b/;
function saysStabilisation(e: EdictoDeProceso): boolean {
  return STABILISATION.test(text(e)) || STABILISATION.test(leadOfText(e));
}
/** A process of stabilisation (true), an ordinary call (false: a call of it is read and says nothing of it), or unknown. */
function stabilisationOfProcess(p: ProcesoEnCurso): boolean | null {
  if (p.edictos.some(saysStabilisation)) return true;
  return p.edictos.some((x) => (x.tipo === 'convocatoria_bases' || x.tipo === 'extracto_convocatoria') && x.texto) ? false : null;
}

/**
 * A result or an appointment that forms a reserve list of the remaining candidates ("proponse a contratación de… e
 * fórmase unha lista de reserva coas restantes persoas", "…y se constituye una lista de espera con los aspirantes que
 * superaron…", "…e a inclusión doutras seis persoas na lista de reserva", "se incluye en la lista de espera a…"): that list is what the process leaves behind, not the process, which stays a competition for posts.
 */
const RESERVE_OF_THE_REST = /\b(?:forma|formase|formaran?|formarase|constitu\w*|crea|creas?e|crearase|integra\w*)\b[^.;]{0,25}?\b(?:lista|listaxe|bolsa)s? de (?:reserva|espera|agarda)\b[^.;]*|\b(?:inclu\w*)\b[^.;]{0,50}?\b(?:na|nas|en la|en las|en) (?:lista|listaxe|bolsa)s? de (?:reserva|espera|agarda)\b[^.;]*/g;
/**
 * …and the same list named in a result's or an appointment's title beside what it publishes ("Proposta de contratación
 * e lista de reserva. Brigada…", "Propuesta de nombramiento y lista de espera", "Relación de aprobados e lista de
 * reserva"): the list the process leaves behind says nothing of a pool (thirty-ninth pass). Masked, the title says
 * nothing of one either way.
 */
const RESERVE_BESIDE_THE_STEP = /\b(?:e|y)\s+(?:(?:a|la|da|de la)\s+)?(?:lista|listaxe|bolsa)s? de (?:reserva|espera|agarda)\b/g;
function poolOfTitle(t: string, tipo: TipoEdicto): string {
  return tipo === 'resultados' || tipo === 'nomeamento' ? t.replace(RESERVE_BESIDE_THE_STEP, ' ') : t;
}
function poolOfLead(lead: string, tipo: TipoEdicto): string {
  return tipo === 'resultados' || tipo === 'nomeamento' ? lead.replace(RESERVE_OF_THE_REST, ' ') : lead;
}

/**
 * A pool a competition forms with its own candidates (`BOLSA_DOS_ASPIRANTES`: "constitúese a bolsa de emprego coas
 * persoas aspirantes que superaron o primeiro exercicio", "bolsa… resultante do proceso selectivo", "bolsa de empleo con
 * los aspirantes que aprobaron…"): a step of that competition, which stays a call for posts; it opens no applications.
 * (A new pool called to replace it is a call of its own.)
 */
function poolOfCandidates(e: EdictoDeProceso): boolean {
  return !OPENING.includes(e.tipo) && (BOLSA_DOS_ASPIRANTES.test(text(e)) || BOLSA_DOS_ASPIRANTES.test(leadOfText(e)));
}
/**
 * …whose candidates passed without a place ("coas aspirantes que superaron o proceso selectivo sen obter praza", "que
 * non obtiveron praza", "sin obtener plaza"): the competition filled posts, so the list is a step of a call for posts,
 * never of a pool of the same post (whose list it may cite and replace). Read once per edict.
 */
const WITHOUT_A_PLACE = /\b(?:sen obter|non obtiveron|non obtivesen|non obtenan|sin obtener|no obtuvieron|no obtengan)(?: (?:a|unha|la|una))? (?:prazas?|plazas?)\b/;
function poolOfCandidatesWithoutAPlace(e: EdictoDeProceso): boolean {
  let r = semPraza.get(e);
  if (r === undefined) semPraza.set(e, (r = poolOfCandidates(e) && WITHOUT_A_PLACE.test(`${text(e)} ${leadOfText(e)}`)));
  return r;
}
const semPraza = new WeakMap<object, boolean>();

/**
 * The key of an edict, read once per edict: scoring asks for it against every candidate process of its body (an edict
 * is not changed once read; a key is never changed in place, `unirChaves` makes a new one).
 */
export function chaveDoEdicto(e: EdictoDeProceso): ChaveProceso {
  let k = chaves.get(e);
  if (!k) { k = lerChaveDoEdicto(e); chaves.set(e, k); }
  return k;
}
const chaves = new WeakMap<object, ChaveProceso>();
/** Edicts whose post is only the scale, subscale or corps their body appoints to ("subescala subalterna"), set as read. */
const postosDaClase = new WeakSet<object>();

/** The post a title names only inside a bracket (postoDoTexto of the first bracket that names one), or ''. */
function postoEntreParenteses(titulo: string): string {
  if (!titulo.includes('(')) return '';
  for (const m of titulo.matchAll(/\(([^()]{3,})\)/g)) {
    const p = postoDoTexto(m[1]);
    if (p) return p;
  }
  return '';
}

function lerChaveDoEdicto(e: EdictoDeProceso): ChaveProceso {
  const t = text(e);
  const f = e.feitos;
  const opening = OPENING.includes(e.tipo);
  // a later step whose title says nothing of the pool or the staff ("Anuncio. Lista provisional"): its body's lead does
  const lead = opening ? '' : leadOfText(e);
  const fromTitle = postoDoTexto(e.titulo) || (e.tituloAlternativo ? postoDoTexto(e.tituloAlternativo) : '');
  const postOfText = f?.posto ? postoDoTexto(f.posto.valor.nome) : '';
  // A title that names only a scale or class ("escala de Administración especial, subescala técnica, clase media")
  // leaves the post to the text ("na praza de arquitecta técnica").
  const onlyClass = fromTitle && !postoDoTexto(e.titulo.replace(CLASS_PHRASE, ' , '));
  // with no post named anywhere, the scale or class the text appoints to ("subescala Administrativa") is the post
  const classPhrase = !fromTitle && !postOfText && e.texto ? /\b(?:escala|subescala|corpo|cuerpo)\b[^.;]{0,100}/i.exec(e.texto.slice(0, 3000))?.[0] ?? '' : '';
  // …but the technical subscale of the special administration ("subescala Técnica, clase Media") holds many posts
  // (engineers, architects, technicians of a field): it names none, only its group (superior A1, media A2).
  const technicalClass = specialTechnicalClass(classPhrase);
  // …though an appointment may print the post right after that class ("subescala Técnica, clase Superior, Ingeniero de
  // Caminos, Canales y Puertos, a don…"): that post, read after the class words.
  const classOfText = !classPhrase ? '' : !technicalClass.only ? postoDoTexto(classPhrase)
    : postoDoTexto(classPhrase.replace(TECHNICAL_CLASS_WORDS, ' , '));
  // A title whose only post is in a bracket after the step it names ("…pola que se anuncia a data do exercicio da fase de
  // oposición (técnico/a superior especialista en imaxe para o diagnóstico)", "Lista definitiva e data do exame (auxiliar
  // administrativo/a)"), when neither the facts (even a scale with its specialty, no post word), the scale of the text nor
  // the lead name one: the bracket names the post (thirty-ninth pass). ("(farmacéuticos/as de saúde pública)" beside a
  // text naming the scale and its specialty is the person's title of that specialty, not another post.)
  // (…or, under a bare title, a bracket in the body's first words: "Anuncio" / "Praza F-07 (TAX). Elévase a definitiva…")
  const entreParenteses = !fromTitle && !f?.posto && !classOfText
    ? (!postoDaLead(e) ? postoEntreParenteses(e.titulo) : '') || (e.texto && !OPENING.includes(e.tipo) ? postoEntreParenteses(leadOfText(e).slice(0, 40)) : '') : '';
  const posto = (onlyClass && postOfText) || fromTitle || postOfText || classOfText || entreParenteses;
  if (posto && !fromTitle && !postOfText && !entreParenteses) postosDaClase.add(e);
  // The text's facts fill what the title leaves out; a call's text speaks of its own process, a later step's text may
  // cite others' numbers, so only the post and the references are taken from those.
  const cited = referenciasDoTexto(`${e.titulo} ${e.tituloAlternativo ?? ''}`, e.fecha);
  const fromText = e.texto ? referenciasDoTexto(e.texto.slice(0, 6000), e.fecha).filter((r) => daysBetween(refDate(r), e.fecha) <= MAX_SPAN_DAYS) : [];
  const candidates = poolOfCandidates(e);
  return {
    corpo: bodyKey(e),
    posto,
    prazas: readPlaces(t) ?? (opening && f?.prazas ? f.prazas.valor.total : null) ?? (!opening ? placesOfProcessInText(e.texto) : null),
    quenda: readTurn(t) ?? turnOfText(e.texto),
    ano: readYear(t),
    sistema: readSystem(t) ?? (opening && f?.sistema ? f.sistema.valor : null),
    referencias: [...new Set([...cited, ...fromText])],
    // (a pool of the competition's candidates: neither a pool's call nor its staff, interim or temporary, are the
    // competition's)
    bolsa: candidates ? null : readPool(poolOfTitle(semFinDaInterinidade(t), e.tipo), e.tipo) ?? (opening && f?.bolsa ? f.bolsa.valor : null)
      ?? (lead ? readPool(poolOfLead(semFinDaInterinidade(lead), e.tipo), e.tipo) : null),
    grupo: readGroup(t) ?? (opening && f?.grupo ? f.grupo.valor : null) ?? technicalClass.grupo,
    persoal: candidates ? null : readStaff(semFinDaInterinidade(t)) ?? (opening && f?.tipoPersoal ? STAFF_OF_FACT[f.tipoPersoal.valor] : null)
      ?? (lead ? readStaff(semFinDaInterinidade(lead)) : null),
  };
}

/**
 * The key of a process from what it holds: its edicts' keys joined (calls first), and for a process an administrator
 * made, the post its own title names ("Catro prazas de axente da Policía Local") when its edicts name none.
 */
export function chaveDoProceso(edictos: EdictoDeProceso[], titulo = ''): ChaveProceso | null {
  const steps = [...edictos].filter((e) => e.tipo !== 'correccion').sort((a, b) => stepOrder(a.tipo) - stepOrder(b.tipo) || a.fecha.localeCompare(b.fecha));
  const all = steps.length ? steps : edictos;
  if (!all.length) return null;
  let chave = all.map((e) => chaveDoEdicto(e)).reduce(unirChaves);
  // the places of the last extension of places, if any
  for (const e of [...edictos].sort((a, b) => a.fecha.localeCompare(b.fecha))) chave = conAmpliacion(chave, e);
  if (!chave.posto && titulo) chave = { ...chave, posto: postoDoTexto(titulo) };
  return chave;
}

/** A process's key grows with its edicts: unknown fields filled, the fullest post kept, references joined. */
export function unirChaves(a: ChaveProceso, b: ChaveProceso): ChaveProceso {
  const posto = !a.posto ? b.posto : !b.posto ? a.posto : comparePosts(a.posto, b.posto) === 'distinto' ? a.posto
    : a.posto.split(' ').length >= b.posto.split(' ').length ? a.posto : b.posto;
  return {
    corpo: a.corpo || b.corpo,
    posto,
    prazas: a.prazas ?? b.prazas,
    quenda: a.quenda ?? b.quenda,
    ano: a.ano ?? b.ano,
    sistema: a.sistema ?? b.sistema,
    referencias: [...new Set([...a.referencias, ...b.referencias])],
    bolsa: a.bolsa ?? b.bolsa,
    grupo: a.grupo ?? b.grupo,
    persoal: a.persoal ?? b.persoal,
  };
}

/**
 * The places of an extension of the places a call offers (`AMPLIACION_PRAZAS` in its title or lead), read from the
 * edict's key, read once per edict (a step is scored against every candidate process); null for any other edict.
 */
export function prazasAmpliadas(e: EdictoDeProceso): number | null {
  let r = ampliacions.get(e);
  if (r === undefined) {
    r = (OPENING.includes(e.tipo) && e.tipo !== 'convocatoria_bases') || (!AMPLIACION_PRAZAS.test(normalizeText(e.titulo)) && !AMPLIACION_PRAZAS.test(leadOfText(e)))
      ? null : chaveDoEdicto(e).prazas;
    ampliacions.set(e, r);
  }
  return r;
}
const ampliacions = new WeakMap<object, number | null>();
/** A process's key after an edict that extends its places: that number of places from then on. */
function conAmpliacion(chave: ChaveProceso, e: EdictoDeProceso): ChaveProceso {
  const n = prazasAmpliadas(e);
  return n ? { ...chave, prazas: n } : chave;
}

// ---- the order of steps ----------------------------------------------------------------------------------------

const OPENING: TipoEdicto[] = ['oep', 'convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego', 'provision_postos'];
/** The calls that open applications to enter (not an offer, not a contest among serving staff). */
export const CHAMADAS: readonly TipoEdicto[] = ['convocatoria_bases', 'bolsa_emprego', 'extracto_convocatoria'];
const STEP: Partial<Record<TipoEdicto, number>> = {
  oep: 0, convocatoria_bases: 1, bolsa_emprego: 1, provision_postos: 1, extracto_convocatoria: 2, admitidos: 3, tribunal: 3,
  data_exame: 4, resultados: 5, listas_contratacion: 6, nomeamento: 6,
};
const step = (t: TipoEdicto): number | null => STEP[t] ?? null;
/** A process is closed when appointments, results or the final lists are out: a new call is another process. */
const closes = (t: TipoEdicto): boolean => t === 'nomeamento' || t === 'resultados' || t === 'listas_contratacion';

const ES_WORDS = /\b(?:el|los|las|y|del|por el|por la|para la|se han|plaza|plazas|personal|convocatoria de la)\b/g;
const GL_WORDS = /\b(?:o|os|as|e|do|da|dos|das|pola|polo|praza|prazas|persoal|unha|dunha)\b/g;
/** The language of an edict, from its text (or title): 'es', 'gl', or null when unclear. */
function languageOf(e: EdictoDeProceso): 'es' | 'gl' | null {
  const t = normalizeText((e.texto ?? e.titulo).slice(0, 1500));
  const es = t.match(ES_WORDS)?.length ?? 0;
  const gl = t.match(GL_WORDS)?.length ?? 0;
  if (es >= 2 * gl + 2) return 'es';
  if (gl >= 2 * es + 2) return 'gl';
  return null;
}
/**
 * Two edicts that are one publication in two languages (a bilingual body prints its bases in Spanish and, the same day,
 * "(versión en galego)"): same day, bulletin and kind, and either a title that says it is a version or translation, or
 * texts in the two languages.
 */
function counterpart(a: EdictoDeProceso, b: EdictoDeProceso): boolean {
  if (a.fecha !== b.fecha || a.tipo !== b.tipo || bulletinKind(a.bop) !== bulletinKind(b.bop)) return false;
  const version = /\b(?:version|traducion|traduccion) (?:en |ao |al )?(?:galego|gallego|galega|gallega|castelan|castellano|espanol)\b/;
  if (version.test(text(a)) || version.test(text(b))) return true;
  const la = languageOf(a);
  const lb = languageOf(b);
  return !!la && !!lb && la !== lb;
}

/**
 * An edict that reopens an existing pool to new candidates or updates its merits (its title or its body's first
 * sentence): "Actualización anual da bolsa…", "apertura de prazo para novas incorporacións", "ampliación de la bolsa",
 * "nuevas inscripciones". Not a new call that replaces the pool ("nova convocatoria", "esgotada", "substituirá a
 * anterior", "deixa sen efecto").
 */
const POOL_UPDATE = /\b(?:actualizacion|ampliacion|reapertura)\b[^.;]{0,40}\b(?:bolsas?|listas? de (?:reserva|espera|agarda)|listaxes? de reserva)\b|\b(?:bolsas?|listas? de (?:reserva|espera)|listaxes? de reserva)\b[^.;]{0,60}\b(?:actualizacion|ampliacion|reapertura)\b|\b(?:novas|nuevas) (?:incorporacions|incorporaciones|inscricions|inscripciones|altas)\b|\b(?:apertura|abrir|abrese|se abre|reabrir)\b (?:dun |de |de un |un )?(?:novo|nuevo) (?:prazo|plazo)\b[^.;]{0,30}\b(?:inscricion|inscripcion|incorporacion)\b|\bincorporacion de (?:novas|nuevas) (?:persoas|personas)\b/;
/**
 * …though a pool nearly exhausted may be reopened under the same bases, those listed keeping their place ("Esgotada
 * practicamente a bolsa…, acordou abrir un novo prazo para a incorporación de novas persoas aspirantes, que se rexerá
 * polas mesmas bases… As persoas que xa figuran na bolsa manterán a súa posición"): the same pool, unless a new call
 * replaces it in so many words.
 */
const MESMA_BOLSA = /\b(?:manter|manten|conservar|conserv)\w*\s+(?:a\s+)?(?:sua|su)\s+(?:posicion|orde|orden|lugar)\b|\b(?:pol[ao]s|por las|coas|con las|segundo as|segun las)\s+(?:mesmas|mismas)\s+bases\b/;
/** A new call that replaces the pool in so many words ("nova convocatoria", "substituirá a anterior", "convoca de novo"). */
const SUBSTITUE_A_BOLSA = /\b(?:nova|nueva|novas|nuevas) convocatorias?\b|\bsubstituira\b|\bsustituira\b|\bdeixa sen efecto\b|\bdeja sin efecto\b|\bconvoca(?:r)? de (?:novo|nuevo)\b/;
/** …or the pool exhausted ("esgotada a bolsa"), which a call under the same bases may still reopen. */
const POOL_REPLACED = new RegExp(`\\besgotad[oa]|\\bagotad[oa]|${SUBSTITUE_A_BOLSA.source}`);
function actualizaBolsa(e: EdictoDeProceso): boolean {
  const t = `${text(e)} ${leadOfText(e)}`;
  if (!POOL_UPDATE.test(t)) return false;
  if (!POOL_REPLACED.test(t)) return true;
  const corpo = e.texto ? normalizeText(e.texto.slice(0, 900)) : '';
  return MESMA_BOLSA.test(`${t} ${corpo}`) && !SUBSTITUE_A_BOLSA.test(`${t} ${corpo}`);
}

const RESOLVES_CONTEST = /\b(?:pola|por la) que se res(?:o|ue)lven?\b|\ba(?:dx|dj)udicacion definitiva\b/;

/** Whether the edict's kind can follow the process's edicts; null when it cannot, with the reason. */
function orderOf(e: EdictoDeProceso, p: ProcesoEnCurso): { ok: boolean; salto?: boolean; renova?: boolean; motivo: string } {
  if (e.tipo === 'correccion') return { ok: true, motivo: 'corrección dun paso do proceso' };
  const s = step(e.tipo);
  if (s === null) return { ok: true, motivo: 'paso sen orde propia' };
  // a contest's resolution ("pola que se resolve o concurso…", "adxudicación definitiva") closes it: it opens nothing
  const opening = OPENING.includes(e.tipo) && !(e.tipo === 'provision_postos' && RESOLVES_CONTEST.test(text(e)));
  // Only the edicts published before this one say what may follow (analyses can run out of date order).
  const before = p.edictos.filter((x) => x.fecha <= e.fecha);
  if (!before.length) {
    const after = p.edictos.map((x) => step(x.tipo)).filter((x): x is number => x !== null);
    return after.length && Math.min(...after) < s && !opening ? { ok: true, motivo: 'paso anterior aos xa coñecidos' } : { ok: true, motivo: 'orde de pasos compatible' };
  }
  // A pool's update reopening applications under the same bases ("Actualización anual da bolsa…: apertura de prazo para
  // novas incorporacións", "ampliación de la bolsa de empleo") is a step of that pool, which stays in force; a new call
  // that replaces it ("Esgotada a bolsa…, nova convocatoria") renews it, another process.
  if (e.tipo === 'bolsa_emprego' && before.some((x) => x.tipo === 'bolsa_emprego' || x.tipo === 'listas_contratacion') && actualizaBolsa(e)) {
    return { ok: true, motivo: 'actualización da bolsa do proceso' };
  }
  if (opening && before.some((x) => closes(x.tipo))) return { ok: false, renova: true, motivo: 'nova convocatoria despois de resultados ou nomeamentos' };
  if (opening && e.tipo !== 'extracto_convocatoria' && before.some((x) => x.tipo === e.tipo && bulletinKind(x.bop) === bulletinKind(e.bop) && !counterpart(x, e))) {
    return { ok: false, motivo: 'o proceso xa ten as súas bases neste boletín' };
  }
  if (e.tipo === 'extracto_convocatoria' && before.some((x) => x.tipo === 'extracto_convocatoria' && bulletinKind(x.bop) === bulletinKind(e.bop))) {
    return { ok: false, motivo: `o proceso xa ten o seu anuncio no ${e.bop}` };
  }
  // two appointments, results or lists of one body the same day in the same bulletin are two processes' (one process
  // publishes one of each step a day; its counterpart in the other language is the same publication)
  if (!opening && before.some((x) => x.tipo === e.tipo && x.fecha === e.fecha && x.id !== e.id && bulletinKind(x.bop) === bulletinKind(e.bop) && !counterpart(x, e))) {
    return { ok: false, motivo: `o proceso xa ten ${e.tipo === 'nomeamento' ? 'un nomeamento' : 'un edicto deste paso'} no ${e.bop} dese día` };
  }
  const max = Math.max(...before.map((x) => step(x.tipo) ?? 0));
  if (opening && max >= 3) return { ok: false, motivo: 'convocatoria despois das listas de admitidos' };
  // A competition ends with the appointment (or the formalised contract) or the tribunal's final proposal ("aprobados e
  // proposta de nomeamento", "propone la contratación"): a list of admitted, a tribunal or an exam date after it is
  // another process's (the same post of another offer, the other turn of the same day's bases). A pool appoints again
  // and again from its list, so not for a pool.
  if (s >= 3 && s <= 4 && p.chave.bolsa !== true && !before.some((x) => x.tipo === 'bolsa_emprego' || x.tipo === 'listas_contratacion')
    && before.some(pechaCompeticion)) {
    return { ok: false, motivo: 'lista, tribunal ou exame despois do nomeamento ou da proposta final do proceso' };
  }
  // a pool's own lists (provisional, then definitive, ordered by score) follow its bases with no list of admitted
  if (e.tipo === 'listas_contratacion' && (p.chave.bolsa === true || before.some((x) => x.tipo === 'bolsa_emprego'))) return { ok: true, motivo: 'lista dunha bolsa despois das súas bases' };
  if (s >= 5 && max < 3) return { ok: true, salto: true, motivo: 'resultados ou nomeamento dun proceso aínda sen listas de admitidos' };
  return { ok: true, motivo: 'orde de pasos compatible' };
}

/** The tribunal's final proposal of whom to appoint or hire, in a results edict's title or body's opening. */
const FINAL_PROPOSAL = /\b(?:propon|propone|proponse|proponen|proposta|propostas|propuesta|propuestas)\b[^.;]{0,60}?\b(?:nomeamentos?|nombramientos?|contratacions?|contrataciones|contratar|nomear|nombrar)\b/;
/** A step that closes a competition: an appointment or formalised contract, or results with the final proposal. */
function pechaCompeticion(x: EdictoDeProceso): boolean {
  if (x.tipo === 'nomeamento') return true;
  if (x.tipo !== 'resultados') return false;
  // (read once per edict: each later edict of the day asks it of every candidate process's steps)
  let r = pechan.get(x);
  if (r === undefined) pechan.set(x, (r = FINAL_PROPOSAL.test(`${text(x)} ${x.texto ? normalizeText(x.texto.slice(0, 600)) : ''}`)));
  return r;
}
const pechan = new WeakMap<object, boolean>();

// ---- scoring ---------------------------------------------------------------------------------------------------

const fmtDate = (iso: string) => { const [y, m, d] = iso.split('-').map(Number); return `${d}/${m}/${y}`; };

/** Whether a reference ("bop:45:2026-03-06") names the publication of an edict: its bulletin, day and, when both are known, issue number. */
function citesEdict(r: string, x: EdictoDeProceso): boolean {
  if (`${refKind(r)}:${refDate(r)}` !== `${bulletinKind(x.bop)}:${x.fecha}`) return false;
  const parts = r.split(':');
  return parts.length !== 3 || x.numero === undefined || Number(parts[1]) === x.numero;
}

/** A list of admitted named provisional or definitive in the title ("Lista provisional de persoas admitidas…"). */
function listStage(e: EdictoDeProceso): 'provisional' | 'definitiva' | null {
  if (e.tipo !== 'admitidos' && e.tipo !== 'tribunal') return null;
  const m = /\b(?:listas?|listaxes?|listados?|relacions?|relaciones?) (provisional|definitiva)s?\b[^.;]{0,40}\badmitid/.exec(text(e));
  return m ? (m[1] as 'provisional' | 'definitiva') : null;
}

const ACT_DATE = `(\\d{1,2}) de (${MES}) de (20\\d\\d)`;
/** A later step naming the act that called its process: "convocado por Resolución do 11 de abril de 2030". */
const ACT_CITED = new RegExp(`\\bconvocad[oa]s? (?:por|pola|polo|mediante) (?:a |la |o |el )?(?:resolucion|orde|orden)(?: reitoral| rectoral)? (?:do|de|del) ${ACT_DATE}`);
/** A call's own act: "RESOLUCIÓN do 11 de abril de 2030, da Universidade…, pola que se convoca…", "ORDE do 24 de xuño… pola que se convoca". */
const ACT_OF_CALL = new RegExp(`^(?:resolucion|orde|orden) (?:do|de|del) ${ACT_DATE}\\b[^]{0,250}?\\b(?:pola|polo|por la|por el) que se convoca`);
/** …or the act a call's text says it publishes: "se publica la Orden de 24 de junio de 2030 por la que se convoca". */
const ACT_IN_TEXT = new RegExp(`\\b(?:resolucion|orde|orden) (?:do|de|del) ${ACT_DATE},? (?:[^.;]{0,120}? )?(?:pola|polo|por la|por el) que se convoca`, 'g');
const actIso = (m: RegExpExecArray | RegExpMatchArray) => `${m[3]}-${pad(MESES[m[2]])}-${pad(Number(m[1]))}`;
/**
 * The acts an edict names, read once (scoring asks for them once per candidate process): a call's own acts, or the
 * act a later step says called its process.
 */
function actosDoEdicto(e: EdictoDeProceso): { citado: string | null; propios: string[] } {
  let a = acts.get(e);
  if (a === undefined) {
    const corpo = e.texto ? normalizeText(e.texto.slice(0, 1500)) : '';
    if (OPENING.includes(e.tipo)) {
      const m = ACT_OF_CALL.exec(text(e));
      a = { citado: null, propios: [...(m ? [actIso(m)] : []), ...[...corpo.matchAll(ACT_IN_TEXT)].map(actIso)] };
    } else {
      const m = ACT_CITED.exec(`${text(e)} ${corpo}`);
      a = { citado: m ? actIso(m) : null, propios: [] };
    }
    acts.set(e, a);
  }
  return a;
}
const acts = new WeakMap<object, { citado: string | null; propios: string[] }>();
const actosDeConvocatoria = (p: ProcesoEnCurso): Set<string> => new Set(p.edictos.flatMap((x) => actosDoEdicto(x).propios));

/**
 * Whether a call of the process names the post among the several it calls ("…as seguintes prazas: dúas de peón/a de
 * servizos múltiples, unha de auxiliar administrativo/a…"): the post's words, in order, in a call's text.
 */
function callNamesPost(p: ProcesoEnCurso, posto: string): boolean {
  if (!posto) return false;
  return p.edictos.some((x) => (x.tipo === 'convocatoria_bases' || x.tipo === 'provision_postos') && x.texto && palabrasDaChamada(x).includes(` ${posto} `));
}
/**
 * Whether a call of the process places its post in the class a later step names instead of a post: "praza de conserxe…,
 * subescala subalterna" for "nomeado funcionario de carreira, subescala subalterna"; "plaza de oficial de obras, escala
 * de Administración especial, subescala de servicios especiales" for the class alone. The class's words, in order, in a
 * call's text (the bases or the extract).
 */
function callNamesClass(p: ProcesoEnCurso, clase: string): boolean {
  if (!clase) return false;
  return p.edictos.some((x) => (x.tipo === 'convocatoria_bases' || x.tipo === 'extracto_convocatoria' || x.tipo === 'bolsa_emprego') && x.texto
    && palabrasDaChamada(x).includes(` ${clase} `));
}
/** A call's content words, read once per edict (asked for each later step scored against its process). */
function palabrasDaChamada(x: EdictoDeProceso): string {
  let w = palabras.get(x);
  // (a post under another name read as the key reads it: "tres de auxiliar de enfermaría" for a step's "TCAE")
  if (w === undefined) { w = ` ${outroNomeDoPosto(canonText((x.texto ?? '').slice(0, 3000)).filter((v) => !FUNCTION.has(v) && !FILLER.has(v)).join(' '))} `; palabras.set(x, w); }
  return w;
}
const palabras = new WeakMap<object, string>();

/** A process opened by a contest for posts among serving staff, not by a call to enter. */
const provisionContest = (p: ProcesoEnCurso): boolean => p.edictos.some((x) => x.tipo === 'provision_postos') && !p.edictos.some((x) => CHAMADAS.includes(x.tipo));
/** A step of a contest for posts among serving staff: "resolución provisional do concurso de traslados", "concurso de méritos para la provisión de puestos". */
const PROVISION_STEP = /\bconcursos? (?:de|para) (?:traslados?|mobilidade|movilidad)\b|\bconcursos? (?:xeral |general |especifico )?de (?:meritos|merecementos) (?:para a|para la) provision de (?:postos|puestos)\b|\bprovision de (?:postos|puestos) de (?:traballo|trabajo)\b/;
const ENTRY_STEP = /\b(?:nome(?:a|an|anse)|nombra(?:n)?|nombramiento|nomeamento) (?:(?:de|a|como) )?(?:o |el |la |os |los )?(?:persoal|personal) funcionario de carre(?:ira|ra)\b|\bingreso\b|\bprocesos? selectivos?\b/;

/**
 * Whether a call of the process lists the post among two or more it calls (the facts of its bases or extract: "unha
 * praza de oficial/a electricista…, e dúas prazas de peón de servizos múltiples"; "proveer varias plazas: …").
 */
function callListsPost(p: ProcesoEnCurso, posto: string): boolean {
  if (!posto) return false;
  return p.edictos.some((x) => CHAMADAS.includes(x.tipo) && (x.feitos?.postos?.valor.length ?? 0) >= 2
    // (a step may leave out the rank every post of the call shares: "Condutor/a de maquinaria" of "oficial de primeira
    // condutor/a de maquinaria")
    && x.feitos!.postos!.valor.some((v) => ['mesmo', 'compatible', 'parcial'].includes(comparePosts(posto, postoDoTexto(v.nome)))));
}
/**
 * Whether a post differs from another only by one word that abbreviates the words the other spells out: "cabo sei"
 * (CABO DEL SEIS) / "cabo servizo extincion incendio", "bombeiro speis" / "bombeiro servizo prevencion extincion
 * incendio", "tecnico omic" / "tecnico oficina municipal informacion ao consumidor". The abbreviation as printed in the
 * title begins with the initials of those words (three or more, the articles and prepositions skipped; the last letters of
 * the abbreviation may stand for words the post's name leaves out, as "salvamento").
 */
/** Words an abbreviation skips ("Oficina Municipal de Información ao Consumidor" is OMIC). */
const SIGLA_OMITE = new Set(['a', 'o', 'e', 'y', 'de', 'do', 'da', 'dos', 'das', 'del', 'ao', 'al', 'aos', 'as', 'os', 'la', 'las', 'los', 'en', 'para']);
function siglaDoPosto(a: string, b: string, tituloNormalizado: string): boolean {
  if (!a || !b) return false;
  const A = a.split(' '), B = b.split(' ');
  const onlyA = A.filter((w) => !B.includes(w));
  const onlyB = B.filter((w) => !A.includes(w));
  const spelled = onlyB.filter((w) => !SIGLA_OMITE.has(w));
  if (onlyA.length !== 1 || spelled.length < 2 || !A.some((w) => B.includes(w) && HEADS.has(w))) return false;
  const initials = spelled.map((w) => w[0]).join('');
  // Two initials only when the post's name was cut at its first "e"/"y" ("servizo de prevención e extinción de
  // incendios e salvamento" is kept as "servizo prevencion"): then the abbreviation spells more than those two.
  const [minimo, maximo] = spelled.length === 2 ? [4, 6] : [initials.length, initials.length + 2];
  const printed = tituloNormalizado.split(/[^a-z]+/).filter((w) => w.startsWith(onlyA[0]) && w.length >= minimo && w.length <= maximo);
  return printed.some((w) => w.startsWith(initials));
}

/** Whether a later step's post abbreviates the process's (siglaDoPosto), its lead naming no other post. */
function abreviaOPosto(e: EdictoDeProceso, posto: string, doProceso: string): boolean {
  if (!siglaDoPosto(posto, doProceso, `${text(e)} ${leadOfText(e)}`)) return false;
  return !postoDaLead(e) || leadNomeaOPosto(e, doProceso) || leadNomeaOPosto(e, posto);
}

/** Two specialities of one category ("facultativo especialista de área de cardioloxía" / "… de anestesioloxía"). */
const otherSpeciality = (a: string, b: string): boolean => a.split(' ').includes(SPECIALIST) && b.split(' ').includes(SPECIALIST);

/**
 * The speciality a title names for a corps, scale or category ("escala de enxeñaría técnica, especialidade forestal",
 * "especialidad Agrícola"): its content words, folded, up to the punctuation, bracket or connector that ends it.
 */
const SPECIALITY_OF_TITLE = /\b(?:especialidade|especialidad)\s+(?:(?:de|en|da|do|de la|del)\s+)?([a-z][a-z -]{1,80}?)(?=\s*(?:[,.;:()]|$|\b(?:convocad|pola|polo|por|para|mediante|oep|ope|quenda|turno|acceso|subgrupo|grupo|correspondente|correspondiente|incluid)))/;
/**
 * …or a bracket right after the scale or corps, where a later step of the Xunta prints the speciality without the word
 * ("…do proceso selectivo da escala de saúde pública e administración sanitaria (farmacia)", "…del cuerpo facultativo
 * superior (veterinaria)"; forty-fifth pass). Not a bracket of the turn, the staff, the offer or the group ("(quenda
 * libre)", "(persoal laboral)", "(OEP 2076)", "(A1)").
 */
const SPECIALITY_IN_BRACKET = /\b(?:escala|subescala|corpo|cuerpo)\b[^.;:,()]{0,120}?\(\s*(?:(?:especialidade|especialidad)\s+(?:(?:de|en|da|do|de la|del)\s+)?)?([a-z][a-z -]{2,60}?)\s*\)/;
const NOT_A_SPECIALITY = /\b(?:quenda|turno|libre|promocion|interna|acceso|mobilidade|movilidad|discapacidade|discapacidad|persoal|personal|laboral|funcionari[oa]s?|interin[oa]s?|oep|ope|oferta|estabilizacion|grupo|subgrupo|reserva|bolsa|nova|nueva|convocatoria|correccion|rectificacion)\b/;
function especialidadeDoTexto(t: string): string | null {
  const m = SPECIALITY_OF_TITLE.exec(t);
  if (m) return m[1];
  const b = SPECIALITY_IN_BRACKET.exec(t);
  return b && !NOT_A_SPECIALITY.test(b[1]) ? b[1] : null;
}
function especialidadeDoTitulo(e: EdictoDeProceso): Set<string> | null {
  let r = especialidades.get(e);
  if (r === undefined) {
    const m = especialidadeDoTexto(text(e));
    const ws = m ? canonSet(m.split(/[\s-]+/).filter(Boolean)) : new Set<string>();
    r = ws.size ? ws : null;
    especialidades.set(e, r);
  }
  return r;
}
const especialidades = new WeakMap<object, Set<string> | null>();
/**
 * The speciality a later step's lead names when its title names no post ("Elévase a definitiva a relación de persoas
 * admitidas no proceso selectivo da escala de saúde pública…, especialidade de farmacia"; "…de la escala…, especialidad
 * de veterinaria"): the step of that speciality's call, whatever everyday name its title gives in brackets.
 */
function especialidadeDaLead(e: EdictoDeProceso): Set<string> | null {
  if (OPENING.includes(e.tipo) || chaveDoEdicto(e).posto) return null;
  const m = SPECIALITY_OF_TITLE.exec(leadOfText(e));
  const ws = m ? canonSet(m[1].split(/[\s-]+/).filter(Boolean)) : new Set<string>();
  return ws.size ? ws : null;
}
/**
 * Whether a later step's title (with no post of its own: the scale and the speciality only, "…da escala de saúde pública
 * e administración sanitaria (farmacia)", "…, especialidad de farmacia") or its lead names the speciality its process's
 * titles name.
 */
function leadNomeaAEspecialidade(e: EdictoDeProceso, p: ProcesoEnCurso): boolean {
  const mine = (OPENING.includes(e.tipo) ? null : especialidadeDoTitulo(e)) ?? especialidadeDaLead(e);
  return !!mine && p.edictos.some((x) => { const t = especialidadeDoTitulo(x); return !!t && [...mine].some((w) => t.has(w)); });
}
/**
 * A later step whose title names no post but a speciality ("…da escala de saúde pública… (odontoloxía)") beside a
 * process whose titles name none: it says which process it is, and this one is not shown to be it. It is no "next step
 * of the body's open process" (forty-fifth pass: once the bracket is read as a speciality, a step of a third speciality,
 * its siblings ruled out, would otherwise be the only candidate, another scale of the Xunta). Only the title: a lead may
 * name the specialities of the persons appointed ("a don… (especialidad de Seguridad en el Trabajo)") of a call whose
 * titles name none (agrupacion20).
 */
function especialidadeAlleaAoProceso(e: EdictoDeProceso, p: ProcesoEnCurso): boolean {
  return !OPENING.includes(e.tipo) && !!especialidadeDoTitulo(e) && !p.edictos.some((x) => especialidadeDoTitulo(x));
}
/**
 * A later step whose title reads no speciality of its own but prints every word of the speciality its process's call
 * names ("…do proceso selectivo da escala de enxeñaría técnica, forestal" for "…, especialidade forestal"; forty-fifth
 * pass): a hint, for two specialities of one scale called the same day.
 */
function tituloNomeaAEspecialidade(e: EdictoDeProceso, p: ProcesoEnCurso): boolean {
  if (OPENING.includes(e.tipo) || especialidadeDoTitulo(e)) return false;
  const words = new Set(canonText(text(e)));
  return p.edictos.some((x) => { const t = especialidadeDoTitulo(x); return !!t && [...t].every((w) => words.has(w)); });
}
/**
 * The post a later step's title names with the speciality it prints in a bracket right after the post ("…da categoría de
 * facultativo/a especialista de área (cardioloxía)", "…de técnico/a superior especialista (radiodiagnóstico)"; forty-fifth
 * pass), when the post it names without the bracket is a category of specialists: the post read with the bracket's words,
 * or '' (a bracket of the turn, the staff, the offer or a reference is none).
 */
function postoCoaEspecialidadeEntreParenteses(e: EdictoDeProceso, posto: string): string {
  if (!posto.split(' ').includes(SPECIALIST)) return '';
  const m = /\(([^()]{3,60})\)/.exec(e.titulo);
  if (!m || /\d/.test(m[1]) || NOT_A_SPECIALITY.test(normalizeText(m[1]))) return '';
  const withBracket = postoDoTexto(`${e.titulo.slice(0, m.index)} ${m[1]}`.replace(/\s+/g, ' '));
  return withBracket !== posto && withBracket.startsWith(posto) ? withBracket : '';
}
/**
 * A later step whose title names the speciality with its word ("…da categoría de facultativo/a especialista de área,
 * especialidade de cardioloxía") where its process's call names it as part of a specialists' category ("facultativo/a
 * especialista de área de cardioloxía"; forty-fifth pass): every word of the speciality is in the process's post.
 */
function especialidadeDoPostoDoProceso(e: EdictoDeProceso, p: ProcesoEnCurso): boolean {
  const mine = OPENING.includes(e.tipo) ? null : especialidadeDoTitulo(e);
  const post = p.chave.posto.split(' ');
  return !!mine && post.includes(SPECIALIST) && [...mine].every((w) => post.includes(w));
}
/**
 * Two specialities of one scale or corps ("…, especialidade forestal" / "…, especialidade agrícola"): the edict's title
 * names one, the process's titles name others and never it. Each speciality is called, listed and appointed apart,
 * though by orders of one date in one issue.
 */
function outraEspecialidade(e: EdictoDeProceso, p: ProcesoEnCurso): boolean {
  const mine = especialidadeDoTitulo(e) ?? especialidadeDaLead(e);
  if (!mine) return false;
  const theirs = p.edictos.map(especialidadeDoTitulo).filter((x): x is Set<string> => !!x);
  return theirs.length > 0 && theirs.every((t) => ![...mine].some((w) => t.has(w)));
}

/** How likely the edict belongs to the process, and why. */
export function puntuarLigazon(e: EdictoDeProceso, p: ProcesoEnCurso): Ligazon {
  const k = chaveDoEdicto(e);
  const ev: string[] = [];
  if (!k.corpo || k.corpo !== p.chave.corpo) return { confianza: 0, evidencias: ['outro organismo'] };
  ev.push('mesmo organismo');
  // An offer of employment lists the year's posts; each is called later by bases of its own, which cite the offer: the
  // offer is no process those bases (or their steps) join.
  if (p.edictos.length && p.edictos.every((x) => x.tipo === 'oep') && e.tipo !== 'oep' && e.tipo !== 'correccion') {
    return { confianza: 0, evidencias: [...ev, 'unha oferta de emprego público non é a convocatoria dun posto'] };
  }
  const dates = p.edictos.map((x) => x.fecha).sort();
  const first = dates[0] ?? e.fecha;
  const last = dates[dates.length - 1] ?? e.fecha;
  if (Math.abs(daysBetween(first, e.fecha)) > MAX_SPAN_DAYS || Math.abs(daysBetween(last, e.fecha)) > MAX_SPAN_DAYS) {
    return { confianza: 0, evidencias: [...ev, 'máis de dous anos de distancia'] };
  }
  let score = 0.25;

  // post
  let post = comparePosts(k.posto, p.chave.posto);
  // a later step whose title prints the category's speciality in a bracket right after it ("…da categoría de
  // facultativo/a especialista de área (cardioloxía)", "técnico/a superior especialista (radiodiagnóstico)"), its post
  // read without the speciality, which every speciality's process holds: the bracket completes it
  const completo = post === 'compatible' && !OPENING.includes(e.tipo) ? postoCoaEspecialidadeEntreParenteses(e, k.posto) : '';
  const especialidadeDoPosto = completo ? comparePosts(completo, p.chave.posto) : null;
  if (especialidadeDoPosto === 'mesmo' || especialidadeDoPosto === 'compatible') { post = 'mesmo'; }
  else if (especialidadeDoPosto === 'distinto' && otherSpeciality(completo, p.chave.posto)) post = 'distinto';
  // a later step that names no post, whose body's lead names the process's ("(EE saúde mental)" and "…do
  // concurso-oposición de enfermeiro/a especialista en enfermaría de saúde mental…")
  let hinted = false;
  if (post === 'sen_posto' && p.chave.posto && !OPENING.includes(e.tipo)) {
    if (leadNomeaOPosto(e, p.chave.posto)) { post = 'compatible'; hinted = true; }
    // …or the speciality of the process's call ("…, especialidade de farmacia")
    else if (leadNomeaAEspecialidade(e, p)) { post = 'compatible'; hinted = true; }
  }
  // …or whose title names only the speciality its call prints beside the post, after an abbreviation or alone ("TAE
  // ECONOMISTA", "Fecha del ejercicio. Psicólogo/a" for "técnico/a de administración especial (economista)"), its lead
  // naming the process's post with that speciality: the title's words are part of the post its body names
  if (post === 'distinto' && p.chave.posto && !OPENING.includes(e.tipo) && e.tipo !== 'correccion' && especialidadeNaLead(e, k.posto, p.chave.posto)) {
    post = 'compatible'; hinted = true;
  }
  // …or whose title names the post by its holder's everyday name ("Arquiveiros/as: relación de aprobados", "Bibliotecarios:
  // lista definitiva") for a process keyed by the post's formal name ("técnico/a superior de arquivos", "técnico/a de
  // biblioteca"): the title's word shares the field's root with the process's post and the lead names that post itself.
  if (post === 'distinto' && p.chave.posto && !OPENING.includes(e.tipo) && e.tipo !== 'correccion' && sameFieldRoot(k.posto, p.chave.posto)
    && leadNomeaOPosto(e, p.chave.posto)) {
    post = 'compatible'; hinted = true;
  }
  // A stabilisation contest (Lei 20/2021) calls many posts in one edict, with one period, one extract and one
  // valuation body; its lists come out post by post ("Estabilización. Lista provisional: auxiliar de enfermaría"): a
  // stabilisation step naming a post its call lists is a step of that contest, whatever post the process was keyed by.
  const stabilisation = stabilisationOfProcess(p);
  const postOfContest = post !== 'mesmo' && post !== 'compatible' && stabilisation === true && saysStabilisation(e) && !OPENING.includes(e.tipo)
    && callNamesPost(p, k.posto);
  if (postOfContest) { post = 'compatible'; hinted = false; }
  // A step whose body names no post, only the scale or subscale it appoints to ("nomeado funcionario de carreira da
  // subescala subalterna", "nombrado funcionario de carrera de la subescala Administrativa"), against a process whose
  // calls name that class for their post: a class holds many posts, so it contradicts none of them.
  const classOfCall = post === 'distinto' && postosDaClase.has(e) && !OPENING.includes(e.tipo) && callNamesClass(p, k.posto);
  if (classOfCall) post = 'compatible';
  // A call of several posts (one set of bases, one period, one extract "varias plazas") is one process; its later steps
  // may come out post by post ("Data do exercicio. Oficial/a electricista", "Proposta de contratación. Peón"): a later
  // step naming one of the posts its call lists is a step of that call, whichever post the process was keyed by.
  const postOfCall = post === 'distinto' && !postOfContest && !classOfCall && !OPENING.includes(e.tipo) && e.tipo !== 'correccion'
    && callListsPost(p, k.posto);
  if (postOfCall) post = 'compatible';
  // A call whose title names the post one way ("…para o ingreso no corpo de xestión da Administración xeral…") and whose
  // body another ("…escala de xestión administrativa"), the process keyed by the body's: a later step naming the post as
  // the call's title does is a step of it.
  const titleOfCall = post === 'distinto' && !postOfContest && !classOfCall && !postOfCall && !OPENING.includes(e.tipo) && e.tipo !== 'correccion'
    && p.edictos.some((x) => (x.tipo === 'convocatoria_bases' || x.tipo === 'extracto_convocatoria') && comparePosts(k.posto, postoDoTitulo(x)) === 'mesmo');
  if (titleOfCall) post = 'compatible';
  // …and the other way: a call whose title names its staff generically ("…lista de contratación temporal de persoal
  // educador") and whose body names their category beside it ("persoal educador, categoría de técnico/a de educación
  // infantil"; "personal de servicios generales, categoría de…"), the process keyed by the title's: a later step naming
  // the category is a step of it.
  const categoryOfCall = post === 'distinto' && !postOfContest && !classOfCall && !postOfCall && !titleOfCall && !OPENING.includes(e.tipo) && e.tipo !== 'correccion'
    && p.edictos.some((x) => CHAMADAS.includes(x.tipo) && !!x.feitos?.posto?.valor.categoria
      && ['mesmo', 'compatible'].includes(comparePosts(k.posto, postoDoTexto(x.feitos.posto.valor.categoria))));
  if (categoryOfCall) post = 'compatible';
  // A title that abbreviates the service the post belongs to ("Cabo del SEIS", "Bombeiro/a do SPEIS") for a process
  // that spells it out ("cabo del Servicio de Extinción de Incendios"), the body's lead naming the process's post.
  // The abbreviation may be printed in the title or, under a bare "Anuncio", in the body's lead; the lead names the
  // process's post spelled out or abbreviated alike (or names none), never a third one.
  const abbreviated = post === 'distinto' && !OPENING.includes(e.tipo) && abreviaOPosto(e, k.posto, p.chave.posto);
  if (abbreviated) post = 'compatible';
  // A step naming the post with another name in brackets ("na praza de enxeñeiro/a informático/a (técnico/a superior de
  // informática)", "APARELLADOR/A (ARQUITECTO/A TÉCNICO/A)"), the name in brackets the process's post, or the other way
  // (the process's call naming the step's post in brackets): one post under two names.
  const bracketed = post === 'distinto' && !abbreviated && !OPENING.includes(e.tipo) && e.tipo !== 'correccion' && outroNomeEntreParenteses(e, k.posto, p);
  if (bracketed) post = 'compatible';
  // A later step naming a technician's post without the grade its call prints ("técnico/a de medio ambiente" for
  // "técnico/a superior de medio ambiente"): the same post named short.
  const semGrao = post === 'distinto' && !bracketed && !abbreviated && !OPENING.includes(e.tipo) && e.tipo !== 'correccion' && tecnicoSenGrao(k.posto, p.chave.posto);
  if (semGrao) post = 'compatible';
  if (post === 'mesmo') { score += 0.4; ev.push('mesmo posto'); }
  else if (postOfContest) { score += 0.3; ev.push('posto convocado no proceso de estabilización'); }
  else if (post === 'compatible') {
    score += 0.3;
    ev.push(hinted ? 'o texto nomea o posto do proceso' : classOfCall ? `a escala que nomea (${k.posto}) é a da convocatoria do proceso`
      : postOfCall ? `un dos postos que convoca o proceso (${k.posto})` : titleOfCall ? `o posto como o nomea o título da convocatoria (${k.posto})`
      : categoryOfCall ? `a categoría que nomea a convocatoria (${k.posto})` : abbreviated ? `sigla do posto do proceso (${k.posto} / ${p.chave.posto})`
      : bracketed ? `o mesmo posto con outro nome entre parénteses (${k.posto} / ${p.chave.posto})`
      : semGrao ? `o posto sen o seu grao (${k.posto} / ${p.chave.posto})` : 'posto compatible');
  }
  else if (post === 'parcial') { score += 0.1; ev.push('posto nomeado só en parte'); }
  else if (post === 'distinto') { score -= 0.6; ev.push(`posto distinto (${k.posto} / ${p.chave.posto})`); }
  else ev.push('o edicto non nomea o posto');
  // another speciality of the same scale: another process, whatever post word the two share
  const speciality = outraEspecialidade(e, p);
  if (speciality) { score -= 0.6; ev.push('outra especialidade da mesma escala'); }
  // a later step whose title prints the speciality of the process's call after the scale without its word ("…da escala de
  // enxeñaría técnica, forestal"): only what tells it from the sibling speciality called the same day
  else if (tituloNomeaAEspecialidade(e, p) || especialidadeDoPostoDoProceso(e, p)) { score += 0.1; ev.push('o título nomea a especialidade da convocatoria'); }

  // places, turn, year, system
  // (a contest's list of one of its posts gives that post's places, not the contest's)
  if (k.prazas !== null && p.chave.prazas !== null && !postOfContest && !postOfCall && prazasAmpliadas(e) === null) {
    if (k.prazas === p.chave.prazas) { score += 0.1; ev.push(`mesmo número de prazas (${k.prazas})`); }
    // fewer appointed than called is no contradiction; fewer places of the call its body names for the process is
    else if (e.tipo === 'nomeamento' || e.tipo === 'resultados' ? k.prazas > p.chave.prazas || (readPlaces(text(e)) === null && placesOfProcessInText(e.texto) !== null) : true) {
      score -= 0.3; ev.push(`número de prazas distinto (${k.prazas} / ${p.chave.prazas})`);
    }
  }
  // an appointment of more people than the process has places is another process's (a body appoints to its subscale
  // from several calls: "han sido nombrados funcionarios de carrera de la subescala Técnica, clase Media, don… y doña…")
  const nomeadas = e.tipo === 'nomeamento' && k.prazas === null ? persoasNomeadasDo(e) : null;
  if (nomeadas !== null && p.chave.prazas !== null && nomeadas > p.chave.prazas) {
    score -= 0.3; ev.push(`nomea máis persoas (${nomeadas}) que as prazas do proceso (${p.chave.prazas})`);
  }
  if (k.quenda && p.chave.quenda) {
    if (k.quenda === p.chave.quenda) { score += 0.05; ev.push('mesma quenda'); }
    else { score -= 0.45; ev.push('quenda distinta'); }
  }
  if (k.ano !== null && p.chave.ano !== null) {
    if (k.ano === p.chave.ano) { score += 0.1; ev.push(`mesma oferta (${k.ano})`); }
    else { score -= 0.5; ev.push(`outra oferta (${k.ano} / ${p.chave.ano})`); }
  }
  // a job pool and the permanent posts of the same name, two groups or corps, interim and career staff: two processes
  if (k.bolsa !== null && p.chave.bolsa !== null && k.bolsa !== p.chave.bolsa) {
    score -= 0.6; ev.push(k.bolsa ? 'bolsa de emprego fronte a prazas en propiedade' : 'prazas en propiedade fronte a unha bolsa');
  }
  // …and a list of a competition's candidates who passed without a place (a competition for posts) against a pool
  else if (p.chave.bolsa === true && poolOfCandidatesWithoutAPlace(e)) {
    score -= 0.6; ev.push('lista dos aspirantes sen praza dun proceso de prazas fronte a unha bolsa');
  }
  if (k.grupo && p.chave.grupo) {
    if (k.grupo === p.chave.grupo) { score += 0.05; ev.push(`mesmo grupo (${k.grupo})`); }
    else { score -= 0.6; ev.push(`outro grupo (${k.grupo} / ${p.chave.grupo})`); }
  }
  if (k.persoal && p.chave.persoal && k.persoal !== p.chave.persoal
    // an interim appointment may follow a pool; a career appointment follows a competition
    && !(p.chave.bolsa && k.persoal === 'interino')) {
    score -= 0.45; ev.push('outro tipo de persoal');
  }
  // a step that names only its staff's family ("Lista provisional operarios (persoal laboral)") against a process of the other
  if (!k.persoal && p.chave.persoal) {
    const familia = familiaDoPersoal(`${text(e)} ${OPENING.includes(e.tipo) ? '' : leadOfText(e)}`);
    const doProceso = p.chave.persoal === 'laboral_fixo' || p.chave.persoal === 'laboral_temporal' ? 'laboral' : 'funcionario';
    if (familia && familia !== doProceso) { score -= 0.45; ev.push(familia === 'laboral' ? 'persoal laboral fronte a funcionario' : 'persoal funcionario fronte a laboral'); }
  }
  if (k.sistema && p.chave.sistema) {
    if (k.sistema === p.chave.sistema) score += 0.05;
    else { score -= 0.15; ev.push('sistema selectivo distinto'); }
  }
  // a contest among serving staff for posts (provisión de postos, traslados) and an entry competition's step (the
  // appointment of new career staff, a "proceso selectivo" or "ingreso" its title names): two processes
  if (!p.chave.posto && provisionContest(p) && ENTRY_STEP.test(text(e))) { score -= 0.45; ev.push('concurso de provisión fronte a un proceso de ingreso'); }
  // …and the other way: a step of a transfer or merit contest ("resolución provisional do concurso de traslados… de
  // fisioterapeuta") against a process opened by a call to enter (bases, extract) of the same post
  else if (!OPENING.includes(e.tipo) && e.tipo !== 'provision_postos' && PROVISION_STEP.test(text(e)) && !provisionContest(p) && p.edictos.some((x) => CHAMADAS.includes(x.tipo))) {
    score -= 0.6; ev.push('concurso de traslados fronte a un proceso de ingreso');
  }
  // a stabilisation step and an ordinary call (or the other way, a step whose body names an ordinary system)
  if (stabilisation === false && saysStabilisation(e)) { score -= 0.45; ev.push('estabilización fronte a unha convocatoria ordinaria'); }
  else if (stabilisation === true && saysStabilisation(e)) { score += 0.1; ev.push('mesmo proceso de estabilización'); }

  // cross-references: the edict cites a publication of the process, or the process cites this edict
  // (same bulletin, that day; and the issue number, where the citation prints it and the edict's is stored)
  const cited = k.referencias.find((r) => p.edictos.some((x) => citesEdict(r, x)));
  const citedBy = p.chave.referencias.find((r) => citesEdict(r, e));
  // …or the resolution or order that called the process, by its date ("convocado por Resolución do 11 de abril de
  // 2030", "concurso de acceso convocado por Resolución de 30 de julio"), as the titles of its calls print it
  const act = actosDoEdicto(e).citado;
  const acts = act ? actosDeConvocatoria(p) : null;
  const citesAct = !!act && !!acts?.has(act) && !cited && !citedBy;
  // A new call of a process already closed (its results, appointments or final lists out) that cites its bases renews
  // it ("Esgotada a bolsa…, convócase de novo…, que se rexerá polas bases publicadas no BOP núm. 130"): another process,
  // whatever it cites.
  const order = orderOf(e, p);
  const renews = order.renova === true;
  // Citing a publication of the process is the strongest sign there is; it softens a post named another way
  // ("Profesores Titulares de Universidad" for a call of "cuerpos docentes universitarios").
  const actPhrase = act ? `a resolución do ${fmtDate(act)} que convoca o proceso` : '';
  if ((cited || citedBy || citesAct) && renews) ev.push(`renova un proceso rematado (cita ${cited || citedBy ? refPhrase((cited ?? citedBy)!) : actPhrase})`);
  // …but not for two specialities of one category: the calls of several specialities come out by resolutions of one
  // date in one issue, so the issue or the act's date a step cites is each of theirs; the speciality tells them apart.
  else if ((cited || citedBy || citesAct) && ((post === 'distinto' && otherSpeciality(k.posto, p.chave.posto)) || speciality)) {
    ev.push(`cita ${cited || citedBy ? refPhrase((cited ?? citedBy)!) : actPhrase}, que tamén publica outras especialidades`);
  } else if (cited || citedBy || citesAct) {
    score += 0.5; ev.push(cited ? `cita ${refPhrase(cited)}` : citedBy ? `o proceso cita ${refPhrase(citedBy!)}` : `cita ${actPhrase}`);
    if (post === 'distinto') score += 0.3;
  }

  // a step that names the resolution calling it, another than the one this process's calls print: another call
  if (act && acts?.size && !acts.has(act) && !cited && !citedBy) { score -= 0.6; ev.push(`cita outra resolución de convocatoria (${fmtDate(act)})`); }

  // order of the steps
  if (!order.ok) { score -= 0.6; ev.push(order.motivo); }
  else if (order.salto && !cited && !citedBy && !citesAct) { score -= 0.25; ev.push(order.motivo); }
  else {
    score += 0.1; ev.push(order.motivo);
    // A call announced in another bulletin soon after the bases, or a later step of a process that has no post to
    // compare: the body and the order are the evidence.
    const opening = p.edictos.filter((x) => x.tipo === 'convocatoria_bases' || x.tipo === 'bolsa_emprego' || x.tipo === 'extracto_convocatoria');
    if (post === 'sen_posto' && (e.tipo === 'extracto_convocatoria' || e.tipo === 'bolsa_emprego')
      && opening.length && !p.edictos.some((x) => closes(x.tipo))) {
      const gap = daysBetween(opening[0].fecha, e.fecha);
      if (gap >= 0 && gap <= VAGUE_EXTRACT_DAYS) { score += 0.25; ev.push(`convocatoria aberta do mesmo organismo hai ${gap} días`); }
    } else if (post === 'sen_posto' && !OPENING.includes(e.tipo) && e.tipo !== 'correccion' && !especialidadeAlleaAoProceso(e, p)) {
      score += 0.15; ev.push('paso seguinte dun proceso aberto');
    }
  }
  if (daysBetween(last, e.fecha) > 365) { score -= 0.15; ev.push('máis dun ano sen novidades'); }

  // One provisional list of admitted per process, then the definitive one: a provisional list does not follow another
  // of the process, a definitive list follows the provisional one.
  const stage = listStage(e);
  if (stage && !cited && !citedBy && !citesAct) {
    const hasProvisional = p.edictos.some((x) => x.fecha <= e.fecha && x.id !== e.id && listStage(x) === 'provisional');
    if (stage === 'provisional' && hasProvisional) { score -= 0.3; ev.push('o proceso xa ten a súa lista provisional'); }
    else if (stage === 'definitiva' && hasProvisional) { score += 0.05; ev.push('segue a lista provisional do proceso'); }
  }

  // A list of admitted, a tribunal or an exam comes after the application period: a process whose period, read from
  // its texts and counted from a publication it has, is still running on that day cannot have it.
  const s = step(e.tipo);
  if (s !== null && s >= 3 && s <= 4 && !cited && !citedBy && !citesAct) {
    const prazo = prazoDoProceso(p.edictos.filter((x) => x.fecha <= e.fecha));
    // (a period counted from a publication the process lacks says nothing: that publication may be one not read)
    if (prazo && !prazo.estimado && !prazo.pendente && prazo.ultimoDia !== null && prazo.ultimoDia >= e.fecha) {
      score -= 0.45; ev.push(`o prazo de solicitudes do proceso remata o ${fmtDate(prazo.ultimoDia)}`);
    }
  }

  return { confianza: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, evidencias: ev };
}

/** The best process for an edict among the candidates, and whether an administrator should check the link. */
export function escollerProceso(e: EdictoDeProceso, candidatos: ProcesoEnCurso[]): { indice: number | null; ligazon: Ligazon | null; revisar: boolean } {
  const scored = candidatos.map((p, i) => ({ i, l: puntuarLigazon(e, p), last: p.edictos.reduce((m, x) => (x.fecha > m ? x.fecha : m), '') }));
  // A later step that names no post, places or publication belongs to a body's only open process; among several, nothing
  // says which (a large body such as the Xunta always has several): it starts its own, for an administrator to place.
  const open = scored.filter((x) => x.l.confianza > 0 && x.l.evidencias.includes('paso seguinte dun proceso aberto') && !x.l.evidencias.some((v) => v.startsWith('cita ') || v.startsWith('o proceso cita') || v.startsWith('mesmo número')));
  if (open.length && scored.filter((x) => x.l.confianza > 0).length > 1) {
    for (const x of open) x.l = { confianza: Math.max(0, Math.round((x.l.confianza - 0.2) * 1000) / 1000), evidencias: [...x.l.evidencias, 'o organismo ten outros procesos abertos'] };
  }
  // best first; on a tie, the process holding more of the publications the edict cites (a step citing "o BOP número 170
  // e o BOE do 3 de outubro" belongs to the call published in both, not to a pool whose bases came out in that same BOP
  // issue), then the one with the most recent activity
  const refs = chaveDoEdicto(e).referencias;
  const citas = (p: ProcesoEnCurso) => refs.filter((r) => p.edictos.some((x) => citesEdict(r, x))).length;
  const held = new Map(scored.map((x) => [x.i, refs.length > 1 ? citas(candidatos[x.i]) : 0]));
  scored.sort((a, b) => b.l.confianza - a.l.confianza || held.get(b.i)! - held.get(a.i)! || b.last.localeCompare(a.last));
  const best = scored[0];
  if (!best || best.l.confianza < LIMIAR_REVISAR) return { indice: null, ligazon: best?.l ?? null, revisar: false };
  const second = scored[1];
  const ambiguous = !!second && second.l.confianza >= LIMIAR_REVISAR && best.l.confianza - second.l.confianza < AMBIGUITY_MARGIN;
  const ligazon = ambiguous ? { ...best.l, evidencias: [...best.l.evidencias, 'hai outro proceso posible do mesmo organismo'] } : best.l;
  return { indice: best.i, ligazon, revisar: best.l.confianza < LIMIAR_LIGAR || ambiguous };
}

const stepOrder = (t: TipoEdicto): number => step(t) ?? 3;

/** A batch: edicts in date order (on one day, the earlier steps first), each joins the best process or starts one. */
export function agrupar(edictos: EdictoDeProceso[]): { edictos: EdictoDeProceso[]; chave: ChaveProceso; ligazons: Ligazon[] }[] {
  const sorted = [...edictos].sort((a, b) => a.fecha.localeCompare(b.fecha) || stepOrder(a.tipo) - stepOrder(b.tipo));
  const procesos: { edictos: EdictoDeProceso[]; chave: ChaveProceso; ligazons: Ligazon[] }[] = [];
  for (const e of sorted) {
    const { indice, ligazon } = escollerProceso(e, procesos);
    if (indice === null) {
      procesos.push({ edictos: [e], chave: chaveDoEdicto(e), ligazons: [] });
    } else {
      const p = procesos[indice];
      p.edictos.push(e);
      p.chave = conAmpliacion(unirChaves(p.chave, chaveDoEdicto(e)), e);
      p.ligazons.push(ligazon!);
    }
  }
  return procesos;
}

// ---- presentation ----------------------------------------------------------------------------------------------

/** A readable headline, post first: "Auxiliar administrativo/a (2 prazas, promoción interna, 2025) · Concello de Ames". */
export function tituloDoProceso(chave: ChaveProceso, organizacion: string, nomePosto = '', titulos: string[] = [], semPosto = 'Proceso selectivo'): string {
  const tituloWords = new Set(titulos.flatMap((t) => canonText(t)));
  // the printed name when it holds the whole post; the canonical post's label when the printed one lost words
  // (a class name such as "Subescala Auxiliar" makes the post "auxiliar administrativo": the printed "Auxiliar" says less)
  const printedWords = new Set(canonText(nomePosto));
  const implied = chave.posto.split(' ').filter(Boolean).some((w) => !printedWords.has(w) && !tituloWords.has(w));
  const printed = nomePosto && !implied ? nomePosto : '';
  const post = printed || (chave.posto ? postLabel(chave.posto) : semPosto);
  const places: string[] = [];
  if (chave.prazas) places.push(`${chave.prazas} ${chave.prazas === 1 ? 'praza' : 'prazas'}`);
  if (chave.grupo) places.push(chave.grupo === 'AP' ? 'agrupacións profesionais' : chave.grupo);
  const extras: string[] = [places.join(' ')].filter(Boolean);
  if (chave.bolsa) extras.push('bolsa de emprego');
  if (chave.quenda === 'promocion_interna') extras.push('promoción interna');
  else if (chave.quenda === 'mobilidade') extras.push('mobilidade');
  else if (chave.quenda === 'discapacidade') extras.push('quenda de discapacidade');
  if (chave.ano) extras.push(String(chave.ano));
  const body = organizacion.trim().replace(/\s+/g, ' ');
  return [post, extras.join(', '), body].filter(Boolean).join(' · ');
}

/** A public employment offer alone: its edicts are the offer and its corrections. */
function soOferta(tipos: TipoEdicto[]): boolean {
  const proprios = tipos.filter((t) => t !== 'correccion');
  return proprios.length > 0 && proprios.every((t) => t === 'oep');
}

/**
 * What a process that names no post is: a public employment offer (its edicts are the offer and its corrections), a
 * contest for the provision of posts among staff already in service, or a selective process.
 */
export function rotuloSenPosto(tipos: TipoEdicto[], titulos: string[] = []): string {
  if (soOferta(tipos)) return 'Oferta de emprego público';
  const proprios = tipos.filter((t) => t !== 'correccion');
  // a contest's resolution alone ("pola que se resolve o concurso específico para a provisión de postos") is read as a result
  const provision = proprios.includes('provision_postos') || titulos.some((t) => PROVISION_TITLE.test(normalizeText(t)));
  if (provision && !proprios.some((t) => CHAMADAS.includes(t))) return 'Provisión de postos de traballo';
  return 'Proceso selectivo';
}
/** Names shown of a call of several posts; the rest are counted. */
const POSTOS_NO_TITULO = 3;
/**
 * A call of several posts named by them, as a title's post: "Enxeñeiro/a técnico/a de obras públicas e
 * administrativo/a"; "Conserxe, peón e oficial de obras"; beyond three, "…, peón, oficial de obras e outros 2 postos".
 */
export function rotuloDosPostos(nomes: string[]): string {
  const vistos = nomes.map((n) => nomeDoPosto(n) || n.trim()).filter(Boolean);
  const shown = vistos.slice(0, POSTOS_NO_TITULO).map((n, i) => (i ? n.charAt(0).toLocaleLowerCase('gl') + n.slice(1) : n));
  const resto = vistos.length - shown.length;
  if (resto > 0) return `${shown.join(', ')} e outros ${resto} postos`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} e ${shown[shown.length - 1]}` : shown[0] ?? '';
}
const PROVISION_TITLE = /\bprovision (?:de|dos|de los) (?:postos|puestos)\b|\bconcurso (?:de traslados|especifico|xeral|general)\b/;

/** Folded words shown as the bulletins spell them (accents, gender pair, plural where the name needs it). */
const DISPLAY: Record<string, string> = {
  tecnico: 'técnico/a', administracion: 'administración', policio: 'policía', socorristo: 'socorrista', psicologo: 'psicólogo/a',
  educacion: 'educación', informacion: 'información', enxeneiro: 'enxeñeiro/a', camino: 'camiños', canal: 'canais', porto: 'portos',
  administrativo: 'administrativo/a', auxiliar: 'auxiliar', axente: 'axente', arquitecto: 'arquitecto/a', traballador: 'traballador/a',
  bombeiro: 'bombeiro/a', condutor: 'condutor/a', arquiveiro: 'arquiveiro/a', peon: 'peón', multipl: 'múltiples', servizo: 'servizos',
  informatico: 'informática', axudo: 'axuda', prevencion: 'prevención', risco: 'riscos', laboral: 'laborais', xestion: 'xestión',
  educativo: 'educativos', centro: 'centros', muller: 'mulleres', conserxe: 'conserxe', obradoiro: 'obradoiro', alumnado: 'alumnado',
};
/** Where "de"/"da" goes back between the words of a known post shape. */
const LINK_BEFORE = new Set(['administracion', 'policio', 'prevencion', 'camino', 'informatico', 'educacion', 'xestion', 'centro', 'servizo', 'axudo']);
function postLabel(posto: string): string {
  const words = posto.split(' ');
  const shown = words.map((w, i) => {
    // otherwise: -ción keeps its accent (both languages write it so), and a group letter is a capital ("C1")
    const d = DISPLAY[w] ?? (/cion$/.test(w) ? `${w.slice(0, -4)}ción` : /^[a-e]\d?$/.test(w) ? w.toUpperCase() : w);
    const link = i > 0 && LINK_BEFORE.has(w) ? (w === 'policio' || w === 'axudo' || w === 'administracion' && words[i - 1] === 'tecnico' ? 'de ' : 'de ') : '';
    return `${link}${d}`;
  });
  const s = shown.join(' ').replace(/^(axente|oficial) de policía/, '$1 da policía').replace(/\bde (policía)/, 'da $1');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Where a process stands: a public employment offer alone (and its corrections) → oferta, nothing called yet; only
 * calls → convocado; appointments, final lists or a pool's results → rematado.
 */
export function etapaDoProceso(tipos: TipoEdicto[]): 'oferta' | 'convocado' | 'en_curso' | 'rematado' {
  if (soOferta(tipos)) return 'oferta';
  if (tipos.includes('nomeamento') || tipos.includes('listas_contratacion')) return 'rematado';
  if (tipos.includes('resultados') && tipos.includes('bolsa_emprego')) return 'rematado';
  const jobSteps = tipos.filter((t) => step(t) !== null);
  if (jobSteps.every((t) => OPENING.includes(t))) return 'convocado';
  return 'en_curso';
}
