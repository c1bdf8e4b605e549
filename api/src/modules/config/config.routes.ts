import type { FastifyInstance } from 'fastify';
import type { EtiquetaReglaCrear, FiltroBusquedaCrear } from 'shared/contract';
import type { Services } from '../../services.js';
import {
  adminErrors, arrayOf, estadisticaListSchema, estadisticasQuery, etiquetaReglaListSchema, etiquetaReglaSchema,
  filtroBusquedaListSchema, filtroBusquedaSchema, filtroCrearItemSchema, filtroModificarSchema, notificacionListSchema,
  notificacionesQuery, reglaCrearItemSchema, reglaModificarSchema, uuidBodySchema, writeErrors,
} from './config.schemas.js';
import { createEstadisticasService } from './estadisticas.service.js';
import { createReglasService } from './reglas.service.js';

const ETIQUETAS = '/api/v1/config/configurar/etiquetas';
const BUSQUEDA = '/api/v1/config/configurar/busqueda';

/** Routes of issue #7: label rules, search filters, notifications list, statistics (all admin only). */
export async function configRoutes(app: FastifyInstance, services: Services) {
  const reglas = createReglasService({ db: services.db, cache: services.cache });
  const estadisticas = createEstadisticasService({ db: services.db, timeZone: services.config.timeZone, now: services.now });
  const admin = { preHandler: services.adminOnly };
  const doc = (summary: string, tag = 'admin-config') => ({ tags: [tag], summary, security: [{ bearer: [] }] });

  // Label rules.
  app.get(`${ETIQUETAS}/ver`, {
    ...admin,
    schema: { ...doc('Label rules, by ascending priority'), response: { 200: etiquetaReglaListSchema, ...adminErrors } },
    handler: () => reglas.listReglas(),
  });
  app.post<{ Body: EtiquetaReglaCrear[] }>(ETIQUETAS, {
    ...admin,
    schema: {
      ...doc('Create label rules (an array of one item); text lower-cased; 409 when the label already has that text'),
      body: arrayOf(reglaCrearItemSchema),
      response: { 200: etiquetaReglaListSchema, ...writeErrors },
    },
    handler: (req) => reglas.crearReglas(req.body),
  });
  app.post<{ Body: EtiquetaReglaCrear & { uuidEntidad: string } }>(`${ETIQUETAS}/modificar`, {
    ...admin,
    schema: { ...doc('Edit a label rule'), body: reglaModificarSchema, response: { 200: etiquetaReglaSchema, ...writeErrors } },
    handler: (req) => reglas.modificarRegla(req.body.uuidEntidad, req.body),
  });
  app.delete<{ Body: { uuidEntidad: string } }>(`${ETIQUETAS}/eliminar`, {
    ...admin,
    schema: { ...doc('Delete a label rule; answers the deleted rule'), body: uuidBodySchema, response: { 200: etiquetaReglaSchema, ...writeErrors } },
    handler: (req) => reglas.eliminarRegla(req.body.uuidEntidad),
  });

  // Search filters.
  app.get(`${BUSQUEDA}/ver`, {
    ...admin,
    schema: { ...doc('Search filters, by bulletin and ascending priority'), response: { 200: filtroBusquedaListSchema, ...adminErrors } },
    handler: () => reglas.listFiltros(),
  });
  app.post<{ Body: FiltroBusquedaCrear[] }>(BUSQUEDA, {
    ...admin,
    schema: {
      ...doc('Create search filters (an array of one item); text upper-cased; 409 when the bulletin already has that text'),
      body: arrayOf(filtroCrearItemSchema),
      response: { 200: filtroBusquedaListSchema, ...writeErrors },
    },
    handler: (req) => reglas.crearFiltros(req.body),
  });
  app.post<{ Body: FiltroBusquedaCrear & { uuidEntidad: string } }>(`${BUSQUEDA}/modificar`, {
    ...admin,
    schema: { ...doc('Edit a search filter'), body: filtroModificarSchema, response: { 200: filtroBusquedaSchema, ...writeErrors } },
    handler: (req) => reglas.modificarFiltro(req.body.uuidEntidad, req.body),
  });
  app.delete<{ Body: { uuidEntidad: string } }>(`${BUSQUEDA}/eliminar`, {
    ...admin,
    schema: { ...doc('Delete a search filter; answers the deleted filter'), body: uuidBodySchema, response: { 200: filtroBusquedaSchema, ...writeErrors } },
    handler: (req) => reglas.eliminarFiltro(req.body.uuidEntidad),
  });

  // Notifications of a day and statistics of the analyses.
  const notificaciones = (hide: boolean) => ({
    ...admin,
    schema: {
      ...doc('Notifications created or sent on a day (default today), latest first', 'admin-estadisticas'),
      hide,
      querystring: notificacionesQuery,
      response: { 200: notificacionListSchema, ...adminErrors },
    },
    handler: (req: { query: { fecha?: string } }) => estadisticas.notificacionesDelDia(req.query.fecha),
  });
  app.get<{ Querystring: { fecha?: string } }>('/api/v1/estadisticas/envioNotificacion/', notificaciones(false));
  app.get<{ Querystring: { fecha?: string } }>('/api/v1/estadisticas/envioNotificacion', notificaciones(true));
  app.get<{ Querystring: { numeroInicio: number; numeroFin: number } }>('/api/v1/estadisticas/verEstadisticas', {
    ...admin,
    schema: {
      ...doc('Statistics per bulletin and date, newest first: records numeroInicio .. numeroFin - 1', 'admin-estadisticas'),
      querystring: estadisticasQuery,
      response: { 200: estadisticaListSchema, ...adminErrors },
    },
    handler: (req) => estadisticas.verEstadisticas(req.query.numeroInicio, req.query.numeroFin),
  });
}
