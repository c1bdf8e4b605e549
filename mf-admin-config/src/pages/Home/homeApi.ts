import { api, type DateArray, type LecturaFallida } from 'shared';

/** A business constant as the server keeps it. */
export interface Constante {
  constante: string;
  valor: string;
}

/** Whatever a maintenance action answers (shown as it comes). */
export type Outcome = Record<string, unknown>;

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigHomeConstantes: build.query<Constante[], void>({
      query: () => '/config/ver/constantes',
      providesTags: ['Constante'],
    }),
    adminConfigHomeModificarConstante: build.mutation<Constante, Constante>({
      query: (body) => ({ url: '/config/modificar/constantes', method: 'POST', body }),
      invalidatesTags: ['Constante'],
    }),
    adminConfigHomeRelanzarLectura: build.mutation<Outcome, { fecha: DateArray; envioNotificacion: boolean }>({
      query: (body) => ({ url: '/config/relazar/lecturaBop', method: 'POST', body }),
      invalidatesTags: ['Opo', 'Bop', 'Estadistica'],
    }),
    adminConfigHomeRelanzarAnalisis: build.mutation<Outcome, { fecha: DateArray }>({
      query: (body) => ({ url: '/config/relazar/analisis', method: 'POST', body }),
      invalidatesTags: ['Opo', 'Estadistica'],
    }),
    /** The latest failed bulletin readings (erro, estructura_cambiada, bloqueado), newest date first. */
    adminConfigHomeLecturasFallidas: build.query<LecturaFallida[], void>({
      query: () => ({ url: '/config/ver/lecturasFallidas', params: { limite: 20 } }),
      providesTags: ['Estadistica'],
    }),
    adminConfigHomeBorrarCaches: build.mutation<Outcome, void>({
      query: () => ({ url: '/config/borrar/caches', method: 'GET' }),
    }),
  }),
});

export const {
  useAdminConfigHomeConstantesQuery,
  useAdminConfigHomeModificarConstanteMutation,
  useAdminConfigHomeRelanzarLecturaMutation,
  useAdminConfigHomeRelanzarAnalisisMutation,
  useAdminConfigHomeBorrarCachesMutation,
  useAdminConfigHomeLecturasFallidasQuery,
} = homeApi;
