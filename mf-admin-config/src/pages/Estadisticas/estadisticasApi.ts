import { api, type Estadistica } from 'shared';

/** Statistics of the analyses, newest first: records numeroInicio .. numeroFin - 1. */
export const estadisticasApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigEstadisticas: build.query<Estadistica[], { numeroInicio: number; numeroFin: number }>({
      query: (params) => ({ url: '/estadisticas/verEstadisticas', params }),
      providesTags: ['Estadistica'],
    }),
  }),
});

export const { useAdminConfigEstadisticasQuery } = estadisticasApi;
