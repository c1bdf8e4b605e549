import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../contract/index.js';
import { freshAccessToken } from '../session/index.js';
import { isHydrateFromServer } from '../ssr/ssr.js';

const onServer = typeof window === 'undefined';

/** How the server's render reaches the API (the server hands its own in-process call: setServerFetch). */
let serverFetch: ((request: Request) => Promise<Response>) | null = null;
export function setServerFetch(fn: ((request: Request) => Promise<Response>) | null): void {
  serverFetch = fn;
}

// On the server a query starts while rendering (there are no effects there): the renderer waits for the queries a
// render started and renders again with their data (docs/speed.md).
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

/**
 * The one RTK Query api of the site. Remotes add their endpoints with `api.injectEndpoints`, naming them
 * with their area as prefix (`public…`, `adminOffers…`, `adminConfig…`, `auth…`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // A server has no page to resolve '/api/v1' against: an origin that only names the call (setServerFetch answers it).
    baseUrl: onServer ? 'http://server-render.invalid/api/v1' : '/api/v1',
    fetchFn: (input: RequestInfo, init?: RequestInit) => (serverFetch ? serverFetch(new Request(input, init)) : fetch(input, init)),
    prepareHeaders: async (headers, { getState }) => {
      // The server words its errors in the page's language.
      const lang = (getState() as { language?: { lang?: string } }).language?.lang;
      if (lang && !headers.has('accept-language')) headers.set('accept-language', lang);
      const token = await freshAccessToken();
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  // The entries a server-rendered page came with (shared/src/ssr): fulfilled queries and their tags.
  extractRehydrationInfo: (action, { reducerPath }) => (isHydrateFromServer(action) ? (action.payload[reducerPath] as never) : undefined),
  tagTypes: ['Opo', 'Bop', 'Proceso', 'Etiqueta', 'Filtro', 'Notificacion', 'Estadistica', 'Constante'],
  endpoints: () => ({}),
});

/** The message to show for a failed call: the server's `descripcion` when there is one. */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'object' && error !== null) {
    const e = error as { data?: unknown; error?: unknown; status?: unknown; originalStatus?: unknown; message?: unknown };
    if (e.data && typeof e.data === 'object' && 'descripcion' in e.data) return String((e.data as ApiError).descripcion);
    // A body that is not JSON (a proxy's or gateway's error page): the HTTP status says more than the parser.
    if (e.status === 'PARSING_ERROR' && e.originalStatus !== undefined) return `HTTP ${String(e.originalStatus)}`;
    if (typeof e.error === 'string') return e.error;
    if (typeof e.message === 'string') return e.message;
    if (e.status !== undefined) return `HTTP ${String(e.status)}`;
  }
  return String(error);
}
