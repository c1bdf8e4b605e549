import type { NivelTitulacion, TipoPersoal } from '../contract/feitos.js';
import type { Quenda } from '../contract/filtros.js';

/**
 * A person's profile for "Can I apply?" (issue 24). It lives in the person's browser; it reaches the server only
 * inside an alert the person asks for. Every list is optional: an empty one means "any".
 */
export interface Perfil {
  /** The highest qualification held, on the levels of the facts (`NIVEIS_TITULACION`). */
  titulacion: NivelTitulacion;
  /** The named degree or FP family held ("Traballo Social", "Sanidade"), to compare with a degree the bases name. */
  titulo?: string;
  /** CELGA level held (or its equivalent); 0 = none. */
  celga: 0 | 1 | 2 | 3 | 4;
  /** Driving licence classes held ("B", "C1", "A2"…). */
  carnes: string[];
  /** Provinces of interest (`PROVINCIAS`, "Galicia" = bodies of the whole region); empty = all. */
  provincias: string[];
  /** Councils or bodies of interest, by name ("Lugo", "Concello de Oleiros"); empty = all. */
  concellos: string[];
  /** Staff types wanted; empty = any. */
  persoal: TipoPersoal[];
  /** Turns wanted; empty = free access (and internal promotion when a civil servant). `discapacidade` = the person may use the reserve. */
  quendas: Quenda[];
  /** true: only job pools; false: only permanent posts; absent: both. */
  bolsa?: boolean;
  /** Already a civil servant (or permanent staff) who may use promoción interna. */
  funcionario: boolean;
  /** Age in years, to compare with age limits the bases state; absent = not said. */
  idade?: number;
}

/** The three answers to "can I apply?". */
export const RESPOSTAS = ['podes', 'revisa', 'non'] as const;
export type Resposta = (typeof RESPOSTAS)[number];

/** The requirements checked, in the order they are shown. */
export const REQUISITOS_PERFIL = ['titulacion', 'galego', 'carne', 'idade', 'quenda', 'persoal', 'bolsa', 'lugar'] as const;
export type RequisitoPerfil = (typeof REQUISITOS_PERFIL)[number];

/**
 * Why a requirement got its answer; each has its words in the catalogues (`public.perfil.causa.<causa>`).
 * podes: cumpre (the same or better), celgaCompleto (CELGA 4 meets any level), nivelSuperior (a higher level meets a lower one), tituloCoincide, sen (the texts
 * state none), exame (Galician is tested within the process), quendaLibre (places not split by turn: free access),
 * quenda (a turn the person may use), buscado (what the person looks for).
 * revisa: nonConsta (no text states it), dubidoso (read with low confidence), tituloConcreto (a named degree the
 * profile does not show), celgaSenNivel, idadeSenDato (the profile has no age), quendaSenReparto (the person wants
 * only a turn the texts do not split), lugarSenDato.
 * non: nivelInferior, celgaInferior, senCarne, idadeFora, soPromocionInterna (and not a civil servant), quendaNon
 * (none of the turns wanted), nonBuscado (a staff type, pool or place the person does not look for).
 */
export const CAUSAS = [
  'cumpre', 'nivelSuperior', 'tituloCoincide', 'sen', 'exame', 'celgaCompleto', 'quendaLibre', 'quenda', 'buscado',
  'nonConsta', 'dubidoso', 'tituloConcreto', 'celgaSenNivel', 'idadeSenDato', 'quendaSenReparto', 'lugarSenDato',
  'nivelInferior', 'celgaInferior', 'senCarne', 'idadeFora', 'soPromocionInterna', 'quendaNon', 'nonBuscado',
] as const;
export type Causa = (typeof CAUSAS)[number];

/** One requirement checked: the person's value, the process's value, and the quote and edict it was read from. */
export interface MotivoPerfil {
  requisito: RequisitoPerfil;
  resposta: Resposta;
  causa: Causa;
  /** The person's value, as a code the words translate (a level, "CELGA 3", licence classes, an age, turns…). */
  persoa: string | number | string[] | null;
  /** The process's value, likewise; null when no text states it. */
  proceso: string | number | string[] | null;
  /** The sentence the process's value was read from, as published. */
  cita?: string;
  /** The edict (competition uuid) of that sentence. */
  edicto?: string;
}

export interface AvaliacionPerfil {
  resposta: Resposta;
  /** Every requirement checked, in `REQUISITOS_PERFIL` order; the ones that decide the answer are those with the same `resposta`. */
  motivos: MotivoPerfil[];
}
