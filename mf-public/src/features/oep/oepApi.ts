import { api, type OrganismoOep, type ResumoOrganismoOep } from 'shared';

/** Public employment offers (issue 24): the bodies with an offer read, and one body's offers with their places. */
export const oepApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicOep: build.query<ResumoOrganismoOep[], void>({ query: () => 'opos/oep', providesTags: ['Proceso'] }),
    publicOepOrganismo: build.query<OrganismoOep, string>({ query: (chave) => ({ url: 'opos/oep/organismo', params: { chave } }), providesTags: ['Proceso'] }),
  }),
});

export const { usePublicOepQuery, usePublicOepOrganismoQuery } = oepApi;
