import { FILTRO_PARAMS } from './filtros.js';

/**
 * Addresses of the feeds, calendars and open data (issue 16), in one place for the server (which serves them and
 * names them in the HTML it sends) and the pages (which link to them).
 */
export const FEED_PATHS = {
  opos: '/api/v1/feeds/opos.atom',
  proceso: '/api/v1/feeds/proceso.atom',
  calendarioProceso: '/api/v1/calendario/proceso.ics',
  datosOposCsv: '/api/v1/datos/opos.csv',
  datosOposJson: '/api/v1/datos/opos.json',
  datosProcesosCsv: '/api/v1/datos/procesos.csv',
  datosProcesosJson: '/api/v1/datos/procesos.json',
  /** Public employment offers per body and post, with places approved, called and pending (issue 24). */
  datosOepCsv: '/api/v1/datos/oep.csv',
  datosOepJson: '/api/v1/datos/oep.json',
  /** A profile alert's feed (issue 24): the path with its signed token comes with the confirmed alert. */
  perfil: '/api/v1/feeds/perfil.atom',
} as const;

/** The query parameters of a public list that its feed keeps: the search (as the list reads it) and its filters. */
export const LIST_FEED_PARAMS = ['etiquetaBusqueda', 'textoBusqueda', 'fecha', 'bop', ...FILTRO_PARAMS] as const;

/** The values of a query string (`a=1&b=x+y`, with or without `?`), first value of each name; malformed escapes are skipped. */
function parseQuery(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    try {
      const name = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
      const value = eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' '));
      if (!out.has(name)) out.set(name, value);
    } catch {
      /* a malformed escape: that parameter is left out */
    }
  }
  return out;
}

/** `a=1&b=x%20y` from pairs, in their order (encodeURIComponent: spaces as %20). */
const toQuery = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/**
 * The feed of a public list, from the list's own query string (`?etiquetaBusqueda=…&provincia=Lugo`): the same
 * search and filters, nothing else (paging, tracking parameters are left out). `prazoAberto=1` becomes `true`.
 */
export function feedDaLista(search: string, lang?: 'gl' | 'es'): string {
  const from = parseQuery(search);
  const to: [string, string][] = [];
  for (const name of LIST_FEED_PARAMS) {
    const value = from.get(name)?.trim();
    if (!value) continue;
    if (name === 'prazoAberto') {
      if (value === '1' || value === 'true') to.push([name, 'true']);
      continue;
    }
    to.push([name, value]);
  }
  if (lang) to.push(['lang', lang]);
  return to.length ? `${FEED_PATHS.opos}?${toQuery(to)}` : FEED_PATHS.opos;
}

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const q = toQuery(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])));
  return q ? `${path}?${q}` : path;
};

/** The feed of one process (its phases), by its friendly URL name. */
export const feedDoProceso = (urlAmigable: string, lang?: 'gl' | 'es') => withQuery(FEED_PATHS.proceso, { urlAmigable, lang });

/** The iCalendar file of one process (deadline, exam dates, publications). */
export const calendarioDoProceso = (urlAmigable: string, lang?: 'gl' | 'es') => withQuery(FEED_PATHS.calendarioProceso, { urlAmigable, lang });

/**
 * The feed a public page offers (`<link rel="alternate" type="application/atom+xml">`): a list page (`/public/`,
 * `/public/home`, with its search and filters) offers its list's feed, a process page its process's; other pages none.
 * `pathname` is the full path (`/public/oposicion/x`), `search` the query string with or without its `?`.
 */
export function feedDaPaxina(pathname: string, search: string, lang?: 'gl' | 'es'): string | null {
  if (pathname === '/public/' || pathname === '/public' || pathname === '/public/home' || pathname === '/public/home/') {
    return feedDaLista(search, lang);
  }
  const offer = /^\/public\/oposicion\/([^/]+)\/?$/.exec(pathname);
  if (offer) {
    try {
      return feedDoProceso(decodeURIComponent(offer[1]), lang);
    } catch {
      return null;
    }
  }
  return null;
}
