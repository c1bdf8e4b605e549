import { api, type DateArray, type LecturaFallida, type TextosPendentes, type TextosRelanzados } from 'shared';

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
    /** Edict bodies not stored yet: per bulletin, and the newest with their last error. */
    adminConfigHomeTextosPendentes: build.query<TextosPendentes, void>({
      query: () => ({ url: '/config/ver/textosPendentes', params: { limite: 50 } }),
      providesTags: ['Estadistica'],
    }),
    adminConfigHomeRelanzarTextos: build.mutation<TextosRelanzados, void>({
      query: () => ({ url: '/config/relazar/textos', method: 'POST', body: {} }),
      invalidatesTags: ['Estadistica'],
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
  useAdminConfigHomeTextosPendentesQuery,
  useAdminConfigHomeRelanzarTextosMutation,
} = homeApi;
