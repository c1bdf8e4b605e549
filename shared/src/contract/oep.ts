import type { DateArray } from './dates.js';
import type { Grupo } from './feitos.js';
import { dateArraySchema } from './schemas.js';

/**
 * Places approved in a public employment offer (OEP) and still to be called (issue 24): GET /api/v1/opos/oep
 * (every body with an offer read) and GET /api/v1/opos/oep/organismo?chave=… (one body). An offer must be carried out
 * within the improrrogable term of three years (TREBEP, RDL 5/2015, art. 70.1), counted here from its publication.
 */

/** The staff a post of the offer is for, when the offer says: civil servants or employees. */
export type PersoalOep = 'funcionario' | 'laboral';
export type QuendaOep = 'libre' | 'promocion_interna' | 'discapacidade';

/** A later process that calls places of one post of the offer. */
export interface ConvocatoriaOep {
  urlAmigable: string;
  titulo: string;
  /** The title was built by the analysis (in Galician): shown in the reader's language (`tituloProcesoNoIdioma`). */
  automatico?: boolean;
  fechaBop: DateArray | null;
  /**
   * Places of the process counted on this line (as read from its texts, up to the places the line had pending); null
   * when its texts do not say.
   */
  prazas: number | null;
  /**
   * Places the process calls beyond those its lines had pending (a call of 6 places citing an offer that approved 4 of
   * its post): counted on no line, so a line never shows more called than approved; 0 mostly.
   */
  excedente: number;
  /** How it was matched: its texts cite this offer ("OEP 2023"), or the same post and group only. */
  por: 'cita' | 'posto';
}

/** One line of the offer: a post of a group with its places. */
export interface PostoOep {
  posto: string;
  grupo: Grupo | null;
  persoal: PersoalOep | null;
  quenda: QuendaOep | null;
  prazas: number;
  /** The clause of the offer that states it, as published. */
  cita: string;
  convocadas: number;
  pendentes: number;
  convocatorias: ConvocatoriaOep[];
}

export interface OfertaEmprego {
  /** The competition (edict) of the offer. */
  uuidOpo: string;
  bop: string;
  fechaBop: DateArray;
  urlDetalle: string;
  /** The year the offer is for ("oferta de emprego público para o ano 2023"), or its publication's year. */
  ano: number;
  /** The last day to call its places: three years from its publication (TREBEP art. 70.1). */
  prazoLimite: DateArray;
  /** True when that day has passed. */
  caducada: boolean;
  aprobadas: number;
  convocadas: number;
  pendentes: number;
  postos: PostoOep[];
}

export interface OrganismoOep {
  /** The body's key (domain/organismos: chaveDoOrganismo), the address of its page. */
  chave: string;
  nome: string;
  ofertas: OfertaEmprego[];
}

/** GET /api/v1/opos/oep: the bodies with an offer read, each with its newest offer's figures. */
export interface ResumoOrganismoOep {
  chave: string;
  nome: string;
  /** The newest offer: its year, places approved, called and pending, and whether its three years are over. */
  ultimoAno: number;
  aprobadas: number;
  convocadas: number;
  pendentes: number;
  caducada: boolean;
  /** How many offers of the body are read. */
  ofertas: number;
}

const n = { type: 'integer', minimum: 0 } as const;
const grupoSchema = { anyOf: [{ type: 'string', enum: ['A1', 'A2', 'B', 'C1', 'C2', 'AP'] }, { type: 'null' }] } as const;

export const convocatoriaOepSchema = {
  type: 'object',
  required: ['urlAmigable', 'titulo', 'fechaBop', 'prazas', 'excedente', 'por'],
  properties: {
    urlAmigable: { type: 'string' },
    titulo: { type: 'string' },
    automatico: { type: 'boolean' },
    fechaBop: { anyOf: [dateArraySchema, { type: 'null' }] },
    prazas: { anyOf: [n, { type: 'null' }] },
    excedente: n,
    por: { type: 'string', enum: ['cita', 'posto'] },
  },
} as const;

export const postoOepSchema = {
  type: 'object',
  required: ['posto', 'grupo', 'persoal', 'quenda', 'prazas', 'cita', 'convocadas', 'pendentes', 'convocatorias'],
  properties: {
    posto: { type: 'string' },
    grupo: grupoSchema,
    persoal: { anyOf: [{ type: 'string', enum: ['funcionario', 'laboral'] }, { type: 'null' }] },
    quenda: { anyOf: [{ type: 'string', enum: ['libre', 'promocion_interna', 'discapacidade'] }, { type: 'null' }] },
    prazas: n,
    cita: { type: 'string' },
    convocadas: n,
    pendentes: n,
    convocatorias: { type: 'array', items: convocatoriaOepSchema },
  },
} as const;

export const ofertaEmpregoSchema = {
  type: 'object',
  required: ['uuidOpo', 'bop', 'fechaBop', 'urlDetalle', 'ano', 'prazoLimite', 'caducada', 'aprobadas', 'convocadas', 'pendentes', 'postos'],
  properties: {
    uuidOpo: { type: 'string' },
    bop: { type: 'string' },
    fechaBop: dateArraySchema,
    urlDetalle: { type: 'string' },
    ano: { type: 'integer' },
    prazoLimite: dateArraySchema,
    caducada: { type: 'boolean' },
    aprobadas: n,
    convocadas: n,
    pendentes: n,
    postos: { type: 'array', items: postoOepSchema },
  },
} as const;

export const organismoOepSchema = {
  type: 'object',
  required: ['chave', 'nome', 'ofertas'],
  properties: { chave: { type: 'string' }, nome: { type: 'string' }, ofertas: { type: 'array', items: ofertaEmpregoSchema } },
} as const;

export const resumoOrganismoOepSchema = {
  type: 'object',
  required: ['chave', 'nome', 'ultimoAno', 'aprobadas', 'convocadas', 'pendentes', 'caducada', 'ofertas'],
  properties: {
    chave: { type: 'string' }, nome: { type: 'string' }, ultimoAno: { type: 'integer' }, aprobadas: n, convocadas: n, pendentes: n, caducada: { type: 'boolean' }, ofertas: n,
  },
} as const;

/** Years an offer must be carried out within (TREBEP art. 70.1). */
export const ANOS_EXECUCION_OEP = 3;
