import type { DateArray, DateTimeArray } from './dates.js';

/**
 * Public coverage health of the bulletins (issue 16): GET /api/v1/opos/bop/cobertura?dias={n}.
 * How each bulletin's reading went, day by day, over the last `dias` days (today included).
 */
export type EstadoLecturaPublica = 'ok' | 'sen_boletin' | 'bloqueado' | 'erro' | 'estructura_cambiada';

/** One day read of a bulletin (days never read are not listed). */
export interface CoberturaDia {
  fecha: DateArray;
  estado: EstadoLecturaPublica;
  /** Edicts the reading found. */
  edictos: number;
  /** Competitions published from that day's edicts. */
  opos: number;
}

export interface CoberturaBoletin {
  bop: string;
  /** When the last good reading of this bulletin ran (Europe/Madrid), or null. */
  ultimaLecturaCorrecta: DateTimeArray | null;
  /** The newest bulletin date read correctly, or null. */
  ultimoBoletinLido: DateArray | null;
  /** In the window: days read correctly, without bulletin, failed (error or blocked) and with a changed layout. */
  diasLidos: number;
  diasSenBoletin: number;
  diasFallidos: number;
  diasEstruturaCambiada: number;
  /** Latest publishing days of this bulletin read with a failure, in a row (a notice from 2). */
  diasPublicacionFallidosSeguidos: number;
  aviso: boolean;
  dias: CoberturaDia[];
  /** Bodies of this bulletin's published competitions in the window: stored, and still missing (issue 22). */
  textos?: CoberturaTextos;
}

export interface CoberturaTextos {
  lidos: number;
  pendentes: number;
}

export interface Cobertura {
  desde: DateArray;
  ata: DateArray;
  boletins: CoberturaBoletin[];
}

/** Outcomes of reading one bulletin for one date. */
export const ESTADOS_LECTURA = ['ok', 'sen_boletin', 'bloqueado', 'erro', 'estructura_cambiada'];

/** Default and largest window of the coverage call, in days. */
export const COBERTURA_DIAS_DEFECTO = 90;
export const COBERTURA_DIAS_MAX = 366;


/** State of an edict body not stored yet: waiting for its (next) attempt, or failed after all of them. */
export type EstadoTextoPendente = 'pendente' | 'erro';

/** An edict whose body could not be stored yet (admin home): GET /api/v1/config/ver/textosPendentes. */
export interface TextoPendente {
  uuidOpo: string;
  bop: string;
  fechaBop: DateArray;
  descripcion: string;
  organizacion: string;
  /** The edict's page in its bulletin, and the address its body was last asked at (empty before the first attempt). */
  urlDetalle: string;
  urlTexto: string;
  estado: EstadoTextoPendente;
  intentos: number;
  /** When it will be tried again (Europe/Madrid); null once its attempts are used up. */
  seguinteIntento: DateTimeArray | null;
  ultimoErro: string;
}

export interface TextosPendentes {
  total: number;
  porBoletin: { bop: string; pendentes: number }[];
  textos: TextoPendente[];
}

/** What retrying the missing bodies did (POST /api/v1/config/relazar/textos). */
export interface TextosRelanzados {
  descripcion: string;
  lidos: number;
  /** Stored bodies asked again that had not changed (304, or the same text). */
  senCambios: number;
  fallidos: number;
  pendentes: number;
}
