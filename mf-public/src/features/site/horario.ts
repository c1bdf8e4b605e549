import type { Params } from 'shared';

type T = (key: string, params?: Params) => string;

const DAY = /^[0-7]$/;
const dayKey = (d: string) => `dia.${Number(d) % 7}`;

function days(field: string, t: T): string | null {
  if (field === '*' || field === '0-6' || field === '1-7') return t('horario.todos');
  const range = /^([0-7])-([0-7])$/.exec(field);
  if (range && Number(range[1]) < Number(range[2])) return t('horario.rango', { de: t(dayKey(range[1])), a: t(dayKey(range[2])) });
  const list = field.split(',');
  if (list.every((d) => DAY.test(d))) {
    // "os sábados", "los domingos": only these two take a plural -s in Galician and Spanish.
    const names = list.map((d) => t(dayKey(d)) + (Number(d) % 7 === 0 || Number(d) === 6 ? 's' : ''));
    const text = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} ${t('horario.e')} ${names[names.length - 1]}`;
    return t('horario.os', { dias: text });
  }
  return null;
}

/**
 * The reading schedule (cron "minute hour * * weekdays", in `zonaHoraria`) in words: "de luns a sábado ás 9:30
 * (hora de Galicia)". Null when the expression is not that simple (the page then says it in general terms).
 */
export function describirHorario(cron: string, zonaHoraria: string, t: T): string | null {
  const m = /^(\d{1,2}) (\d{1,2}) \* \* (\S+)$/.exec(cron.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  const [minute, hour] = [Number(m[1]), Number(m[2])];
  if (minute > 59 || hour > 23) return null;
  const dayText = days(m[3], t);
  if (!dayText) return null;
  const zone = zonaHoraria === 'Europe/Madrid' ? t('horario.zona.madrid') : zonaHoraria;
  return `${dayText} ${t('horario.hora', { hora: `${hour}:${String(minute).padStart(2, '0')}` })} (${zone})`;
}
