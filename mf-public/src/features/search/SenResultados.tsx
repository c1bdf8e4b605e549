import { Link } from 'react-router-dom';
import { addDaysIso, isoToDateArray, paths, useT } from 'shared';
import { usePublicSuxestionsQuery } from '../publicApi';
import '../../textos/listas';

/** A search with no result: searches near it that find something ("did you mean"), and the list of labels. */
export function Suxestions({ texto }: { texto: string }) {
  const { t } = useT();
  const { data } = usePublicSuxestionsQuery(texto);
  return (
    <div className="suxestions">
      {data && data.length ? (
        <p>
          {t('public.suxestions.title')}{' '}
          {data.map((s, i) => (
            <span key={s}>{i > 0 ? ', ' : ''}<Link to={paths.byText(s)}>{s}</Link></span>
          ))}
        </p>
      ) : null}
      <p><Link to={paths.etiquetas()}>{t('public.suxestions.etiquetas')}</Link></p>
    </div>
  );
}

/** A bulletin day's list: links to the day before and the day after (with the same bulletin, if one is chosen). */
export function DiaNav({ fecha, bop }: { fecha: string; bop?: string }) {
  const { t } = useT();
  // Only a real day has a day before and after ("2026-13-45" in the URL has none).
  if (!isoToDateArray(fecha)) return null;
  return (
    <nav className="dia-nav" aria-label={t('public.home.title.fecha', { fecha })}>
      <Link rel="prev" to={bop ? paths.byBop(addDaysIso(fecha, -1), bop) : paths.byDate(addDaysIso(fecha, -1))}>← {t('public.dia.anterior')}</Link>
      <Link rel="next" to={bop ? paths.byBop(addDaysIso(fecha, 1), bop) : paths.byDate(addDaysIso(fecha, 1))}>{t('public.dia.seguinte')} →</Link>
    </nav>
  );
}
