import { Cron } from 'croner';
import { addDaysIso, dateArrayToIso, dateInZone } from 'shared/contract';

/**
 * Operations' decisions (issue 26), pure: which past days a backfill reads, which failures an operator is told of
 * and under which key (one key = one message, ever).
 */

/**
 * The days in [desde, ata] on which the reading schedule (`pattern`, a cron in `timeZone`) has a slot: the days a
 * bulletin may publish, read by a backfill as the schedule would have read them.
 */
export function diasDoCalendario(desde: string, ata: string, pattern: string, timeZone: string): string[] {
  if (desde > ata) return [];
  const cron = new Cron(pattern, { timezone: timeZone, paused: true });
  const days: string[] = [];
  // From the day before, so a slot early on `desde` is not missed whatever the offset.
  let from = new Date(`${addDaysIso(desde, -1)}T12:00:00Z`);
  try {
    for (;;) {
      const runs = cron.nextRuns(200, from);
      if (!runs.length) return days;
      for (const run of runs) {
        const day = dateArrayToIso(dateInZone(run, timeZone));
        if (day > ata) return days;
        if (day >= desde && days[days.length - 1] !== day) days.push(day);
      }
      from = runs[runs.length - 1];
    }
  } finally {
    cron.stop();
  }
}

/** The latest slot of the schedule on the day of `at` (in `timeZone`) that is not after `at`, or null. */
export function slotDeHoxe(at: Date, pattern: string, timeZone: string): Date | null {
  const today = dateArrayToIso(dateInZone(at, timeZone));
  const cron = new Cron(pattern, { timezone: timeZone, paused: true });
  try {
    let last: Date | null = null;
    for (const run of cron.nextRuns(48, new Date(at.getTime() - 36 * 3_600_000))) {
      if (run.getTime() > at.getTime()) break;
      if (dateArrayToIso(dateInZone(run, timeZone)) === today) last = run;
    }
    return last;
  } finally {
    cron.stop();
  }
}

export type TipoAviso = 'lectura_fallida' | 'sen_ler' | 'correo_atascado';

export interface Aviso {
  clave: string;
  tipo: TipoAviso;
  bop: string | null;
  fecha_bop: string | null;
  estado_lectura: string | null;
  detalle: string;
}

/** A failed reading: one key per bulletin, day and outcome (a day that fails again the same way is not told twice). */
export const avisoLectura = (l: { bop: string; fecha_bop: string; estado: string; trazas: string }): Aviso => ({
  clave: `lectura:${l.bop}:${l.fecha_bop}:${l.estado}`,
  tipo: 'lectura_fallida',
  bop: l.bop,
  fecha_bop: l.fecha_bop,
  estado_lectura: l.estado,
  detalle: l.trazas.split('\n').filter(Boolean).slice(0, 3).join('\n'),
});

/**
 * Bulletins still unread `lateMinutes` after today's slot of the schedule (a reading that never ran, or hangs):
 * one key per bulletin and day. Nothing before the slot's grace has passed, nothing on a day without a slot.
 */
export function avisosSenLer(o: { boletins: string[]; lidos: Set<string>; slot: Date | null; agora: Date; lateMinutes: number; timeZone: string }): Aviso[] {
  if (!o.slot || o.agora.getTime() - o.slot.getTime() < o.lateMinutes * 60_000) return [];
  const fecha = dateArrayToIso(dateInZone(o.slot, o.timeZone));
  return o.boletins.filter((b) => !o.lidos.has(b)).map((bop) => ({
    clave: `sen_ler:${bop}:${fecha}`,
    tipo: 'sen_ler' as const,
    bop,
    fecha_bop: fecha,
    estado_lectura: null,
    detalle: `${bop}: sen lectura do ${fecha} ${o.lateMinutes} min despois da hora da lectura programada`,
  }));
}

/** E-mails stuck: one open episode at a time (its key is freed when nothing is stuck any more). */
export function avisoCorreo(o: { n: number; maisVella: Date | null; stuckMinutes: number }): Aviso | null {
  if (o.n === 0) return null;
  return {
    clave: 'correo_atascado',
    tipo: 'correo_atascado',
    bop: null,
    fecha_bop: null,
    estado_lectura: null,
    detalle: `${o.n} correos sen enviar (pendentes máis de ${o.stuckMinutes} min ou fallidos)${o.maisVella ? `; o máis vello de ${o.maisVella.toISOString()}` : ''}`,
  };
}
