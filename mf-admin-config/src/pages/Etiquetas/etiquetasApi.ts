import { api, type EtiquetaRegla, type EtiquetaReglaCrear } from 'shared';

const BASE = '/config/configurar/etiquetas';

/** Label-rule calls (SPEC.md section 7, plus edit and delete: DECISIONS.md 9). */
export const etiquetasApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigEtiquetas: build.query<EtiquetaRegla[], void>({
      query: () => `${BASE}/ver`,
      providesTags: ['Etiqueta'],
    }),
    adminConfigCrearEtiqueta: build.mutation<EtiquetaRegla[], EtiquetaReglaCrear>({
      // The spec's payload: an array of one item.
      query: (item) => ({ url: BASE, method: 'POST', body: [item] }),
      invalidatesTags: ['Etiqueta'],
    }),
    adminConfigModificarEtiqueta: build.mutation<EtiquetaRegla, EtiquetaReglaCrear & { uuidEntidad: string }>({
      query: (body) => ({ url: `${BASE}/modificar`, method: 'POST', body }),
      invalidatesTags: ['Etiqueta'],
    }),
    adminConfigEliminarEtiqueta: build.mutation<EtiquetaRegla, string>({
      query: (uuidEntidad) => ({ url: `${BASE}/eliminar`, method: 'DELETE', body: { uuidEntidad } }),
      invalidatesTags: ['Etiqueta'],
    }),
  }),
});

export const {
  useAdminConfigEtiquetasQuery,
  useAdminConfigCrearEtiquetaMutation,
  useAdminConfigModificarEtiquetaMutation,
  useAdminConfigEliminarEtiquetaMutation,
} = etiquetasApi;
