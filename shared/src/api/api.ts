import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../contract/index.js';
import { freshAccessToken } from '../session/index.js';

/**
 * The one RTK Query api of the site. Remotes add their endpoints with `api.injectEndpoints`, naming them
 * with their area as prefix (`public…`, `adminOffers…`, `adminConfig…`, `auth…`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api/v1',
    prepareHeaders: async (headers, { getState }) => {
      // The server words its errors in the page's language.
      const lang = (getState() as { language?: { lang?: string } }).language?.lang;
      if (lang && !headers.has('accept-language')) headers.set('accept-language', lang);
      const token = await freshAccessToken();
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
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
