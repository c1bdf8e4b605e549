import { api, COBERTURA_DIAS_DEFECTO, type Cobertura } from 'shared';

/** GET /api/v1/opos/bop/cobertura: how each bulletin's reading went, day by day (issue 16). */
export const coberturaApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicCobertura: build.query<Cobertura, number | void>({
      query: (dias) => ({ url: 'opos/bop/cobertura', params: { dias: dias ?? COBERTURA_DIAS_DEFECTO } }),
      providesTags: ['Bop'],
    }),
  }),
});

export const { usePublicCoberturaQuery } = coberturaApi;

/** The short window the home notice and the bulletins page ask for (the run of failures is counted anyway). */
export const DIAS_RESUMO = 7;
