import { NIVEIS_TITULACION, TIPOS_PERSOAL, type NivelTitulacion, type TipoPersoal } from '../contract/feitos.js';
import { PROVINCIAS, QUENDAS, type Quenda } from '../contract/filtros.js';

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
 * state none), exame (Galician is tested within the process), idadeXeral (a minimum age of 18 or less, no age given), quendaLibre (places not split by turn: free access),
 * quenda (a turn the person may use), buscado (what the person looks for).
 * revisa: nonConsta (no text states it), dubidoso (read with low confidence), tituloConcreto (a named degree the
 * profile does not show), celgaSenNivel, idadeSenDato (the profile has no age), quendaSenReparto (the person wants
 * only a turn the texts do not split), lugarSenDato.
 * non: nivelInferior, nivelDoGrupo (no text names the qualification; the group's legal minimum is above the person's), celgaInferior, senCarne, idadeFora, soPromocionInterna (and not a civil servant), quendaNon
 * (none of the turns wanted), nonBuscado (a staff type, pool or place the person does not look for).
 */
export const CAUSAS = [
  'cumpre', 'nivelSuperior', 'tituloCoincide', 'sen', 'exame', 'celgaCompleto', 'quendaLibre', 'quenda', 'buscado', 'idadeXeral',
  'nonConsta', 'dubidoso', 'tituloConcreto', 'celgaSenNivel', 'idadeSenDato', 'quendaSenReparto', 'lugarSenDato',
  'nivelInferior', 'nivelDoGrupo', 'celgaInferior', 'senCarne', 'idadeFora', 'soPromocionInterna', 'quendaNon', 'nonBuscado',
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

/** Classes of driving licence a profile may hold (Regulamento Xeral de Condutores), in the order the form offers them. */
export const CARNES = ['AM', 'A1', 'A2', 'A', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE'] as const;

const LONXITUDE_MAXIMA = 200;
const texto = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, LONXITUDE_MAXIMA) : '');
const de = <T extends string>(lista: readonly T[], v: unknown): T[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is T => lista.includes(x as T)))] : [];

/**
 * A profile read from storage or from a request, or null when it is not one: unknown values are dropped, not
 * guessed; a profile needs at least its qualification level.
 */
export function normalizarPerfil(x: unknown): Perfil | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (typeof o.titulacion !== 'string' || !(NIVEIS_TITULACION as readonly string[]).includes(o.titulacion)) return null;
  const p: Perfil = {
    titulacion: o.titulacion as Perfil['titulacion'],
    celga: ([0, 1, 2, 3, 4] as const).find((n) => n === o.celga) ?? 0,
    carnes: de(CARNES, o.carnes),
    provincias: de(PROVINCIAS, o.provincias),
    concellos: Array.isArray(o.concellos) ? [...new Set(o.concellos.map(texto).filter(Boolean))].slice(0, 20) : [],
    persoal: de(TIPOS_PERSOAL, o.persoal),
    quendas: de(QUENDAS, o.quendas),
    funcionario: o.funcionario === true,
  };
  const titulo = texto(o.titulo);
  if (titulo) p.titulo = titulo;
  if (typeof o.bolsa === 'boolean') p.bolsa = o.bolsa;
  if (typeof o.idade === 'number' && Number.isInteger(o.idade) && o.idade >= 14 && o.idade <= 100) p.idade = o.idade;
  return p;
}
