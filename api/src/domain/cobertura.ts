import { calendarioDe, festivosDe } from './festivos.js';

/**
 * Public coverage health of the bulletins (issue 16): which days a bulletin publishes, and for how many of its
 * publishing days in a row its reading has failed. Pure functions over the reading outcomes (`lectura_bop.estado`).
 */

export type EstadoLectura = 'ok' | 'sen_boletin' | 'bloqueado' | 'erro' | 'estructura_cambiada';

/** The outcomes that leave a visitor without that bulletin's day: failed, blocked or a layout the reader no longer knows. */
export const ESTADOS_FALLIDOS: readonly EstadoLectura[] = ['erro', 'bloqueado', 'estructura_cambiada'];

/** A home-page notice appears when a bulletin has failed for more than one publishing day in a row. */
export const DIAS_FALLIDOS_AVISO = 2;

/** How far back a run of failures is looked for (days). */
export const XANELA_FALLOS_DIAS = 60;

/** The municipality whose local holidays close each provincial bulletin (it is printed in the capital). */
const CAPITAL_DO_BOP: Record<string, string> = {
  'BOP A Coruña': 'A Coruña',
  'BOP Lugo': 'Lugo',
  'BOP Ourense': 'Ourense',
  'BOP Pontevedra': 'Pontevedra',
};

const DIA_MS = 86_400_000;
const aMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const aIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const festivosNacionais = (ano: number): string[] =>
  (calendarioDe(ano)?.xerais ?? []).filter((f) => f.ambito === 'nacional').map((f) => f.data);

/**
 * Whether `bop` publishes on `iso` (YYYY-MM-DD): the BOPs Monday to Friday except national, Galician and their
 * capital's local holidays; the DOG Monday to Friday except national and Galician holidays; the BOE Monday to
 * Saturday except national holidays. An unknown bulletin is taken as Monday to Friday.
 * Years without holiday data get the provisional calendar of the law's rule (festivos.ts, `calendarioDe`).
 */
export function publicaEseDia(bop: string, iso: string): boolean {
  const ms = aMs(iso);
  if (Number.isNaN(ms)) return false;
  const dow = new Date(ms).getUTCDay();
  const ano = new Date(ms).getUTCFullYear();
  if (bop === 'BOE') return dow !== 0 && !festivosNacionais(ano).includes(iso);
  if (dow === 0 || dow === 6) return false;
  const capital = CAPITAL_DO_BOP[bop];
  return !festivosDe(ano, capital).includes(iso);
}

export interface LecturaDia {
  /** YYYY-MM-DD */
  fecha: string;
  estado: EstadoLectura;
}

/**
 * How many of the bulletin's latest publishing days, up to `hoxe` (inclusive), were read with a failure, in a row.
 * Walking back from `hoxe` over the bulletin's publishing days: a failed reading (erro, bloqueado,
 * estructura_cambiada) counts, an `ok` ends the run; a day with no reading yet (today before the scheduled run) or
 * read as `sen_boletin` (a holiday the calendar does not know) neither counts nor ends it. Readings of days the
 * bulletin does not publish are ignored. Looks back at most `XANELA_FALLOS_DIAS` days.
 */
export function diasDePublicacionFallidos(bop: string, lecturas: readonly LecturaDia[], hoxe: string): number {
  const porData = new Map<string, EstadoLectura>();
  for (const l of lecturas) porData.set(l.fecha, l.estado);
  let fallidos = 0;
  const fin = aMs(hoxe);
  for (let i = 0; i < XANELA_FALLOS_DIAS; i++) {
    const dia = aIso(fin - i * DIA_MS);
    if (!publicaEseDia(bop, dia)) continue;
    const estado = porData.get(dia);
    if (estado === 'ok') break;
    if (estado && ESTADOS_FALLIDOS.includes(estado)) fallidos += 1;
  }
  return fallidos;
}

/** True when the home page should warn that the bulletin has not been read for more than one publishing day. */
export function precisaAviso(diasFallidosSeguidos: number): boolean {
  return diasFallidosSeguidos >= DIAS_FALLIDOS_AVISO;
}

export interface ResumoLecturas {
  diasLidos: number;
  diasSenBoletin: number;
  diasFallidos: number;
  diasEstruturaCambiada: number;
}

/** Counts of a bulletin's readings in a window: read, no bulletin, failed (erro or bloqueado), changed layout. */
export function resumirLecturas(lecturas: readonly LecturaDia[]): ResumoLecturas {
  const r: ResumoLecturas = { diasLidos: 0, diasSenBoletin: 0, diasFallidos: 0, diasEstruturaCambiada: 0 };
  for (const l of lecturas) {
    if (l.estado === 'ok') r.diasLidos += 1;
    else if (l.estado === 'sen_boletin') r.diasSenBoletin += 1;
    else if (l.estado === 'estructura_cambiada') r.diasEstruturaCambiada += 1;
    else r.diasFallidos += 1;
  }
  return r;
}
