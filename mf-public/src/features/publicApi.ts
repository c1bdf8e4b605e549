import { api, type AddNotificacion, type Bop, type BopWeb, type Opo, type ProcesoEtiqueta, type ProcesoOposicion } from 'shared';

/** The public calls of SPEC.md section 7, as RTK Query endpoints of the one shared api. */
export const publicApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The lists ask for `ampliado`: each competition's province and kind of notice, which the filters use.
    publicOposDias: build.query<Opo[], number>({ query: (dias) => ({ url: 'opos/consultaDias', params: { dias, ampliado: true } }), providesTags: ['Opo'] }),
    publicOposFecha: build.query<Opo[], { date: string; bop?: string }>({
      query: ({ date, bop }) => ({ url: 'opos/consulta', params: bop ? { date, bop, ampliado: true } : { date, ampliado: true } }),
      providesTags: ['Opo'],
    }),
    publicOposTexto: build.query<Opo[], string>({
      query: (textoBusqueda) => ({ url: 'opos/consultaTexto', params: { textoBusqueda, ampliado: true } }),
      providesTags: ['Opo'],
    }),
    publicOposEtiqueta: build.query<Opo[], string>({
      query: (etiquetaBusqueda) => ({ url: 'opos/consulta/etiqueta', params: { etiquetaBusqueda, ampliado: true } }),
      providesTags: ['Opo'],
    }),
    publicSuxestions: build.query<string[], string>({ query: (textoBusqueda) => ({ url: 'opos/suxestions', params: { textoBusqueda } }) }),
    publicEtiquetasNomes: build.query<{ gl: string; es: string }[], void>({ query: () => 'opos/etiquetas/nomes', providesTags: ['Etiqueta'] }),
    publicProcesosEtiqueta: build.query<ProcesoEtiqueta[], string>({
      query: (etiquetaBusqueda) => ({ url: 'opos/procesoOpo/etiquetas', params: { etiquetaBusqueda } }),
      providesTags: ['Proceso'],
    }),
    publicEtiquetas: build.query<string[], void>({ query: () => 'opos/etiquetas', providesTags: ['Etiqueta'] }),
    publicBops: build.query<Bop[], void>({ query: () => 'opos/bop/consulta', providesTags: ['Bop'] }),
    publicBopsWeb: build.query<BopWeb[], string>({ query: (date) => ({ url: 'opos/bop/listadoBopsWeb', params: { date } }), providesTags: ['Bop'] }),
    // Each load counts one visit on the server; no cache across page views so every view is counted. `ampliado`:
    // every phase with its kind of edict, for the timeline (api/src/shellPage.ts preloads this very URL).
    publicProceso: build.query<ProcesoOposicion, string>({
      query: (urlAmigable) => ({ url: 'opos/ver/procesoOposicion', params: { urlAmigable, ampliado: true } }),
      keepUnusedDataFor: 0,
    }),
    publicAddNotificacion: build.mutation<unknown, AddNotificacion>({
      query: (body) => ({ url: 'opos/addNotificion', method: 'POST', body }),
    }),
  }),
});

export const {
  usePublicOposDiasQuery,
  usePublicOposFechaQuery,
  usePublicOposTextoQuery,
  usePublicOposEtiquetaQuery,
  usePublicProcesosEtiquetaQuery,
  usePublicEtiquetasQuery,
  usePublicSuxestionsQuery,
  usePublicEtiquetasNomesQuery,
  usePublicBopsQuery,
  usePublicBopsWebQuery,
  usePublicProcesoQuery,
  usePublicAddNotificacionMutation,
} = publicApi;

/** The URL of a phase's file; the offer page downloads it as a blob. */
export const archivoUrl = (uuidArchivo: string) => `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${encodeURIComponent(uuidArchivo)}`;

/** The HTTP status of a failed query, when it has one. */
export function errorStatus(error: unknown): number | undefined {
  const s = (error as { status?: unknown } | undefined)?.status;
  return typeof s === 'number' ? s : undefined;
}
