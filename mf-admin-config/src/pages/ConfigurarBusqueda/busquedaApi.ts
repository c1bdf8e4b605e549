import { api, type FiltroBusqueda, type FiltroBusquedaCrear } from 'shared';

const BASE = '/config/configurar/busqueda';

/** Search-filter calls (SPEC.md section 7, plus edit and delete: DECISIONS.md 9). */
export const busquedaApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigFiltros: build.query<FiltroBusqueda[], void>({
      query: () => `${BASE}/ver`,
      providesTags: ['Filtro'],
    }),
    adminConfigCrearFiltro: build.mutation<FiltroBusqueda[], FiltroBusquedaCrear>({
      // The spec's payload: an array of one item.
      query: (item) => ({ url: BASE, method: 'POST', body: [item] }),
      invalidatesTags: ['Filtro'],
    }),
    adminConfigModificarFiltro: build.mutation<FiltroBusqueda, FiltroBusquedaCrear & { uuidEntidad: string }>({
      query: (body) => ({ url: `${BASE}/modificar`, method: 'POST', body }),
      invalidatesTags: ['Filtro'],
    }),
    adminConfigEliminarFiltro: build.mutation<FiltroBusqueda, string>({
      query: (uuidEntidad) => ({ url: `${BASE}/eliminar`, method: 'DELETE', body: { uuidEntidad } }),
      invalidatesTags: ['Filtro'],
    }),
  }),
});

export const {
  useAdminConfigFiltrosQuery,
  useAdminConfigCrearFiltroMutation,
  useAdminConfigModificarFiltroMutation,
  useAdminConfigEliminarFiltroMutation,
} = busquedaApi;
