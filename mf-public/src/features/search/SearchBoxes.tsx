import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, ROUTER_BASENAME, useT } from 'shared';
import { searchNavigationState } from './resultsFocus';
import '../../textos/listas';

/**
 * The two search boxes of the home page: by bulletin date and by text. Both put the search in the URL, and mark the
 * navigation as a search so the page moves the focus to its results heading.
 */
export function SearchBoxes({ fecha = '', texto = '' }: { fecha?: string; texto?: string }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [date, setDate] = useState(fecha);
  const [text, setText] = useState(texto);

  const byDate = (e: FormEvent) => {
    e.preventDefault();
    if (date) navigate(paths.byDate(date), { state: searchNavigationState });
  };
  const byText = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    if (q) navigate(paths.byText(q), { state: searchNavigationState });
  };

  return (
    <div className="search-row public-search" role="search" aria-label={t('public.search.region')}>
      {/* Without JavaScript each form is a plain GET of the home with its field (?fecha=, ?textoBusqueda=), which the server renders. */}
      <form onSubmit={byDate} action={ROUTER_BASENAME}>
        <div className="form-field">
          <label htmlFor="busca-fecha">{t('public.search.fecha.label')}</label>
          <input id="busca-fecha" name="fecha" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <button type="submit">{t('public.search.fecha.button')}</button>
      </form>
      <form onSubmit={byText} action={ROUTER_BASENAME}>
        <div className="form-field">
          <label htmlFor="busca-texto">{t('public.search.texto.label')}</label>
          <input
            id="busca-texto" name="textoBusqueda" type="search" required maxLength={200} value={text}
            aria-describedby="busca-texto-hint" onChange={(e) => setText(e.target.value)}
          />
          <small id="busca-texto-hint">{t('public.search.texto.hint')}</small>
        </div>
        <button type="submit">{t('public.search.texto.button')}</button>
      </form>
    </div>
  );
}
