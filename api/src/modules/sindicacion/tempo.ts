import { dateTimeInZone } from 'shared/contract';

/** How far a time zone's wall clock is ahead of UTC at an instant (ms, whole minutes). */
function offsetAt(t: number, timeZone: string): number {
  const [y, m, d, h, min] = dateTimeInZone(new Date(t), timeZone);
  return Date.UTC(y, m - 1, d, h, min) - Math.floor(t / 60_000) * 60_000;
}

/** The instant a local day and hour (`YYYY-MM-DD`, `HH:MM`) of a time zone is: "12 January 10:00 in Madrid" → 09:00Z. */
export function instanteLocal(iso: string, hora: string, timeZone: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  const [h, min] = hora.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The start of a local day (00:00 in the time zone) as an instant: the `updated` of a bulletin's day. */
export const inicioDoDia = (iso: string, timeZone: string): Date => instanteLocal(iso, '00:00', timeZone);

/** A day as a UTC date (for all-day calendar events, which carry the date alone). */
export function diaUtc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}
