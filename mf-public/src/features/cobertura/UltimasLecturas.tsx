import { Link } from 'react-router-dom';
import { dateArrayToIso, dateInZone, paths, useT, type DateTimeArray } from 'shared';
import './cobertura.css';
import { DIAS_RESUMO, usePublicCoberturaQuery } from './coberturaApi';
import '../../textos/etiquetasBoletins';

const hhmm = (a: DateTimeArray) => `${String(a[3]).padStart(2, '0')}:${String(a[4]).padStart(2, '0')}`;

/** On /public/bop: when each bulletin was last read correctly ("hoxe ás 09:31"), and the link to the coverage page. */
export function UltimasLecturas() {
  const { t, dateTime } = useT();
  const q = usePublicCoberturaQuery(DIAS_RESUMO);
  const today = dateInZone(new Date(), 'Europe/Madrid');
  const yesterday = dateInZone(new Date(Date.now() - 86_400_000), 'Europe/Madrid');
  const when = (a: DateTimeArray) => {
    const day = dateArrayToIso(a.slice(0, 3));
    if (day === dateArrayToIso(today)) return t('public.cobertura.hoxe', { hora: hhmm(a) });
    if (day === dateArrayToIso(yesterday)) return t('public.cobertura.onte', { hora: hhmm(a) });
    return dateTime(a);
  };
  return (
    <section className="card" aria-labelledby="ultimas-lecturas">
      <h2 id="ultimas-lecturas">{t('public.bops.ultimaLectura')}</h2>
      {q.data ? (
        <dl className="ultimas-lecturas">
          {q.data.boletins.map((b) => (
            <div key={b.bop}>
              <dt>{b.bop}</dt>
              <dd>
                {b.ultimaLecturaCorrecta ? when(b.ultimaLecturaCorrecta) : t('public.cobertura.nunca')}
                {b.aviso ? <> · <strong className="cobertura-aviso-texto">{t('public.cobertura.seguidos', { n: b.diasPublicacionFallidosSeguidos })}</strong></> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p><Link to={paths.cobertura()}>{t('public.cobertura.link')}</Link></p>
    </section>
  );
}
