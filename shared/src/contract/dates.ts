/** Dates travel as arrays: `[year, month, day]`; timestamps as `[year, month, day, hour, minute]`. */
export type DateArray = [number, number, number];
export type DateTimeArray = [number, number, number, number, number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD` into a DateArray, or null when it is not a real calendar date. */
export function isoToDateArray(iso: string): DateArray | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

export function dateArrayToIso(a: readonly number[]): string {
  const [y, m, d] = a;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A calendar day (no time zone) as a DateArray, from a Date read in the given IANA zone. */
// Building an Intl.DateTimeFormat costs far more than using one: one per zone and kind, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const minuteFormats = new Map<string, Intl.DateTimeFormat>();
function kept(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

export function dateInZone(date: Date, timeZone = 'Europe/Madrid'): DateArray {
  const parts = kept(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return [get('year'), get('month'), get('day')];
}

export function dateTimeInZone(date: Date, timeZone = 'Europe/Madrid'): DateTimeArray {
  const parts = kept(minuteFormats, timeZone, {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(date);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute')];
}

/** Adds whole days to an ISO calendar date. */
export function addDaysIso(iso: string, days: number): string {
  const a = isoToDateArray(iso);
  if (!a) throw new Error(`Not a date: ${iso}`);
  const d = new Date(Date.UTC(a[0], a[1] - 1, a[2] + days));
  return d.toISOString().slice(0, 10);
}
