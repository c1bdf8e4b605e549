import { addDaysIso, dateArrayToIso, isoToDateArray, useT, type CoberturaDia, type DateArray } from 'shared';

const COL = 4;
const BAR = 3;
const H = 48;

/** Every calendar day from `desde` to `ata` (ISO), inclusive. */
export function daysBetween(desde: DateArray, ata: DateArray): string[] {
  const out: string[] = [];
  const end = dateArrayToIso(ata);
  for (let d = dateArrayToIso(desde); d <= end && out.length < 400; d = addDaysIso(d, 1)) out.push(d);
  return out;
}

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * A small bar chart in inline SVG (no chart library on the public pages): one column per day of the window, the
 * edicts read (light) with the competitions among them (dark), a full red column for a failed reading, orange for a
 * changed layout, a grey stub for a day without bulletin; nothing for a day not read.
 */
export function CoberturaChart({ bop, dias, desde, ata }: { bop: string; dias: CoberturaDia[]; desde: DateArray; ata: DateArray }) {
  const { t, date } = useT();
  const days = daysBetween(desde, ata);
  const byDay = new Map(dias.map((d) => [dateArrayToIso(d.fecha), d]));
  const max = Math.max(1, ...dias.map((d) => d.edictos));
  const scale = (n: number) => (n <= 0 ? 0 : Math.max(1.5, (n / max) * (H - 2)));
  const total = dias.reduce((acc, d) => ({ edictos: acc.edictos + d.edictos, opos: acc.opos + d.opos }), { edictos: 0, opos: 0 });
  const resumo = t('public.cobertura.grafico.resumo', { edictos: total.edictos, opos: total.opos });
  return (
    <figure className="cobertura-chart">
      <figcaption className="visually-hidden">{t('public.cobertura.grafico', { bop })}</figcaption>
      <div className="cobertura-chart-plot">
        <span className="cobertura-chart-max" aria-hidden="true">{max}</span>
        <svg viewBox={`0 0 ${days.length * COL} ${H}`} preserveAspectRatio="none" role="img" aria-label={`${t('public.cobertura.grafico', { bop })}. ${resumo}`} focusable="false">
          <line x1="0" x2={days.length * COL} y1={H - 0.5} y2={H - 0.5} className="axis" />
          {days.map((iso, i) => {
            const d = byDay.get(iso);
            if (!d) return null;
            const x = i * COL;
            const label = t('public.cobertura.grafico.dia', { data: date(isoToDateArray(iso)), estado: t(`public.cobertura.estadoLectura.${d.estado}`), edictos: d.edictos, opos: d.opos });
            let shape;
            if (d.estado === 'ok') {
              const he = scale(d.edictos);
              const ho = scale(d.opos);
              shape = (
                <>
                  <rect className="edictos" x={x} y={H - he} width={BAR} height={he} />
                  {ho ? <rect className="opos" x={x} y={H - ho} width={BAR} height={ho} /> : null}
                </>
              );
            } else if (d.estado === 'sen_boletin') {
              shape = <rect className="sen-boletin" x={x} y={H - 4} width={BAR} height={4} />;
            } else {
              shape = <rect className={d.estado === 'estructura_cambiada' ? 'estrutura' : 'fallo'} x={x} y={0} width={BAR} height={H} />;
            }
            return <g key={iso} data-dia={iso} data-estado={d.estado}><title>{label}</title>{shape}</g>;
          })}
        </svg>
      </div>
      <div className="cobertura-chart-axis" aria-hidden="true">
        <span>{days.length ? short(days[0]) : ''}</span>
        <span>{days.length ? short(days[days.length - 1]) : ''}</span>
      </div>
      <p className="card-meta">{resumo}</p>
    </figure>
  );
}

/** The colours of the chart, named. */
export function CoberturaLenda() {
  const { t } = useT();
  const items: [string, string][] = [
    ['edictos', 'public.cobertura.lenda.edictos'],
    ['opos', 'public.cobertura.lenda.opos'],
    ['fallo', 'public.cobertura.lenda.fallo'],
    ['estrutura', 'public.cobertura.lenda.estrutura'],
    ['sen-boletin', 'public.cobertura.lenda.senBoletin'],
  ];
  return (
    <ul className="cobertura-lenda" aria-label={t('public.cobertura.lenda')}>
      {items.map(([cls, key]) => (
        <li key={cls}><span className={`swatch ${cls}`} aria-hidden="true" />{t(key)}</li>
      ))}
    </ul>
  );
}
