import { api, type Notificacion } from 'shared';

/** The notifications of one day (`fecha` YYYY-MM-DD; none: today, as the server reckons it). */
export const notificacionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigNotificaciones: build.query<Notificacion[], string | undefined>({
      query: (fecha) => ({ url: '/estadisticas/envioNotificacion/', params: fecha ? { fecha } : undefined }),
      providesTags: ['Notificacion'],
    }),
  }),
});

export const { useAdminConfigNotificacionesQuery } = notificacionesApi;
