import { join } from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AsignarFase, CrearProcesoOposicion, LimiteArquivo, ModificarOpo, ModificarProcesoOposicion, ProcesoAdminQuery } from 'shared/contract';
import { TOTAL_COUNT_HEADER, apiErrorSchema, uuidString } from 'shared/contract';
import type { Services } from '../../services.js';
import { errorHandler } from '../../security/errorHandler.js';
import { dateQuery, diasQuery } from '../opos/opos.routes.js';
import { createAdminOposService } from './adminOpos.service.js';
import { createDirectoryStorage } from './fileStorage.js';
import { drainBody, fileSizeOfBody, fileTooLarge } from './pdfUpload.js';
import {
  admin, adminErrors, asignarFaseBody, bopAdminListSchema, crearProcesoBody, eliminarBopResponse, etiquetaListSchema, etiquetaQuery,
  faseSchema, limiteArquivoSchema, modificarOpoBody, modificarProcesoBody, opoInicioListSchema, opoListSchema, opoSchema, pageQuery, procesoListQuery,
  procesoListSchema, procesoOposicionSchema, textoQuery, uuidBopBody, uuidOpoBody, uuidOpoResponse, uuidQuery,
} from './procesos.schemas.js';
import { createProcesosService } from './procesos.service.js';

/** Routes of issue #6: admin bulletins, competitions, offers and phases, and the public phase-file download. */
export async function procesosRoutes(app: FastifyInstance, services: Services) {
  const { db, cache, config, opos, adminOnly } = services;
  const procesos = createProcesosService({
    db, cache, files: createDirectoryStorage(join(config.dataDir, 'files')), maxUploadBytes: config.maxUploadBytes, today: opos.today,
  });
  const adminOpos = createAdminOposService({ db, cache });
  const guarded = { preHandler: adminOnly };
  const withConflict = { ...adminErrors, 409: apiErrorSchema };

  /**
   * A phase request over the body limit is refused with the file limit in words, after the rest of its body has
   * been read and dropped (up to four times the limit, for up to five minutes): answering and closing while a
   * browser is still sending resets the connection, and the browser shows a network error instead of the 413.
   */
  const uploadErrors = async (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return errorHandler(error, req, reply);
    const drained = await drainBody(req.raw, { maxBytes: 4 * app.initialConfig.bodyLimit!, maxMs: 5 * 60_000 });
    // Once the body is read the connection can serve the next request; otherwise Fastify's close stands.
    if (drained) reply.removeHeader('connection');
    if (req.raw.socket?.destroyed) return undefined; // the client went away: nothing to answer
    return errorHandler(fileTooLarge(fileSizeOfBody(req.headers['content-length']), config.maxUploadBytes), req, reply);
  };

  // Competitions (opo).
  for (const url of ['/api/v1/config/opos/consultaUuid/', '/api/v1/config/opos/consultaUuid']) {
    app.get<{ Querystring: { uuid: string } }>(url, {
      ...guarded,
      schema: { ...admin, summary: 'One competition by uuid (as a list of one), verified or not', querystring: uuidQuery, response: { 200: opoListSchema, ...adminErrors } },
      handler: (req) => adminOpos.porUuid(req.query.uuid),
    });
  }
  app.get<{ Querystring: { dias: number } }>('/api/v1/config/opos/consultaDias', {
    ...guarded,
    schema: { ...admin, summary: 'Every competition of the last `dias` days', querystring: diasQuery, response: { 200: opoListSchema, ...adminErrors } },
    handler: (req) => opos.adminLastDays(req.query.dias),
  });
  app.get<{ Querystring: { date: string; bop?: string } }>('/api/v1/config/opos/consulta', {
    ...guarded,
    schema: { ...admin, summary: 'Every competition of one date, optionally of one bulletin', querystring: dateQuery, response: { 200: opoListSchema, ...adminErrors } },
    handler: (req) => opos.adminByDate(req.query.date, req.query.bop),
  });
  app.get<{ Querystring: { textoBusqueda: string } }>('/api/v1/config/opos/consultaTexto', {
    ...guarded,
    schema: { ...admin, summary: 'Competitions whose text contains every word (accents and case ignored); at most 500', querystring: textoQuery, response: { 200: opoListSchema, ...adminErrors } },
    handler: (req) => adminOpos.porTexto(req.query.textoBusqueda),
  });
  app.get<{ Querystring: { etiquetaBusqueda: string } }>('/api/v1/config/opos/consulta/etiqueta', {
    ...guarded,
    schema: { ...admin, summary: 'Competitions with a label; at most 500', querystring: etiquetaQuery, response: { 200: opoListSchema, ...adminErrors } },
    handler: (req) => adminOpos.porEtiqueta(req.query.etiquetaBusqueda),
  });
  app.get<{ Querystring: { uuid: string } }>('/api/v1/config/opos/consultaOpoInicio', {
    ...guarded,
    schema: { ...admin, summary: 'Start-opo look-up: the competition an offer starts from (prefill of the create-offer form)', querystring: uuidQuery, response: { 200: opoInicioListSchema, ...adminErrors } },
    handler: (req) => procesos.opoInicio(req.query.uuid),
  });
  app.post<{ Body: ModificarOpo }>('/api/v1/config/opo/modificar', {
    ...guarded,
    schema: { ...admin, summary: 'Edits, verifies or links a competition; a later analysis run keeps the change', body: modificarOpoBody, response: { 200: opoSchema, ...adminErrors } },
    handler: (req) => adminOpos.modificar(req.body),
  });
  app.delete<{ Body: { uuidOpo: string } }>('/api/v1/config/opo/eliminar', {
    ...guarded,
    schema: { ...admin, summary: 'Deletes a competition', body: uuidOpoBody, response: { 200: uuidOpoResponse, ...adminErrors } },
    handler: async (req) => {
      await adminOpos.eliminar(req.body.uuidOpo);
      return { uuidOpo: req.body.uuidOpo };
    },
  });

  // Bulletins (bop).
  app.get<{ Querystring: { numInicio: number; numFin: number } }>('/api/v1/config/bop/consulta', {
    ...guarded,
    schema: { ...admin, summary: 'Bulletins, newest first, with their number of competitions (records numInicio to numFin)', querystring: pageQuery, response: { 200: bopAdminListSchema, ...adminErrors } },
    handler: (req) => adminOpos.bops(req.query),
  });
  app.delete<{ Body: { uuidBop: string } }>('/api/v1/config/bop/eliminar', {
    ...guarded,
    schema: { ...admin, summary: 'Deletes a bulletin and its competitions (never an offer or its phases)', body: uuidBopBody, response: { 200: eliminarBopResponse, ...adminErrors } },
    handler: (req) => adminOpos.eliminarBop(req.body.uuidBop),
  });

  // Offers (procesoOposicion) and phases.
  app.post<{ Body: CrearProcesoOposicion }>('/api/v1/config/crear/procesoOposicion', {
    ...guarded,
    schema: { ...admin, summary: 'Creates an offer, optionally from a competition (uuidOpoInicio)', body: crearProcesoBody, response: { 200: procesoOposicionSchema, ...withConflict } },
    handler: (req) => procesos.crear(req.body),
  });
  app.get<{ Querystring: ProcesoAdminQuery }>('/api/v1/config/ver/procesoOposicion', {
    ...guarded,
    schema: {
      ...admin,
      summary: 'Offers, open or finished, newest first, with their phases (records numInicio to numFin); optionally only those matching '
        + 'textoBusqueda (words in Galician or Spanish, or a uuid), organizacion, bop and tipo (manual, automatico, revisar: links waiting for review). '
        + 'X-Total-Count says how many match in all',
      querystring: procesoListQuery,
      response: { 200: procesoListSchema, ...adminErrors },
    },
    handler: async (req, reply) => {
      const { procesos: page, total } = await procesos.listar(req.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return page;
    },
  });
  app.get<{ Querystring: { uuid: string } }>('/api/v1/config/ver/procesoOposicionPorUuid', {
    ...guarded,
    schema: { ...admin, summary: 'One offer with its phases', querystring: uuidQuery, response: { 200: procesoOposicionSchema, ...adminErrors } },
    handler: (req) => procesos.porUuid(req.query.uuid),
  });
  app.get('/api/v1/config/ver/etiquetasProceso', {
    ...guarded,
    schema: { ...admin, summary: 'Labels an offer can be given (those of the label rules and of the offers)', response: { 200: etiquetaListSchema, ...adminErrors } },
    handler: () => procesos.etiquetas(),
  });
  app.post<{ Body: ModificarProcesoOposicion }>('/api/v1/config/modificar/procesoOposicion', {
    ...guarded,
    schema: { ...admin, summary: 'Modifies an offer; `detalle` is sanitised; `etiquetaProceso` is added to its labels', body: modificarProcesoBody, response: { 200: procesoOposicionSchema, ...withConflict } },
    handler: (req) => procesos.modificar(req.body),
  });
  app.get('/api/v1/config/procesos/limiteArquivo', {
    ...guarded,
    schema: { ...admin, summary: 'The largest phase file (PDF) the server takes, in bytes (MAX_UPLOAD_BYTES)', response: { 200: limiteArquivoSchema, ...adminErrors } },
    handler: async (): Promise<LimiteArquivo> => ({ maxBytes: config.maxUploadBytes }),
  });
  app.post<{ Body: AsignarFase }>('/api/v1/config/asignar/opoProcesoOposicion', {
    ...guarded,
    errorHandler: uploadErrors,
    schema: {
      ...admin,
      summary: 'Adds a phase to an offer (uuidOposicionDetalle) with a link and/or a PDF (base64, checked by content); it gets the next orden',
      body: asignarFaseBody,
      response: { 200: faseSchema, ...adminErrors, 413: apiErrorSchema, 415: apiErrorSchema },
    },
    handler: (req) => procesos.asignarFase(req.body),
  });
  app.delete<{ Body: { uuidOpo: string } }>('/api/v1/config/eliminar/opoProcesoOposicion', {
    ...guarded,
    schema: { ...admin, summary: 'Removes a phase (body uuidOpo is the phase uuid); its file goes when no phase refers to it', body: uuidOpoBody, response: { 200: uuidOpoResponse, ...adminErrors } },
    handler: async (req) => {
      await procesos.eliminarFase(req.body.uuidOpo);
      return { uuidOpo: req.body.uuidOpo };
    },
  });

  // Public download of a phase file.
  app.get<{ Querystring: { uuidArchivo: string } }>('/api/v1/opos/getArchivo/procesoOposicion', {
    schema: {
      tags: ['public'],
      summary: 'A phase file (PDF)',
      querystring: { type: 'object', required: ['uuidArchivo'], properties: { uuidArchivo: uuidString } },
      response: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
        304: { description: 'Not modified (If-None-Match)', type: 'null' },
        400: apiErrorSchema,
        404: apiErrorSchema,
      },
    },
    handler: async (req, reply) => {
      // Revalidated on every use (no-cache + ETag): once its phase is deleted, no browser or proxy keeps serving it.
      reply.header('cache-control', 'no-cache');
      const file = await procesos.archivo(req.query.uuidArchivo);
      const etag = `"${req.query.uuidArchivo}-${file.size}"`;
      reply.header('etag', etag).header('x-content-type-options', 'nosniff');
      if (req.headers['if-none-match'] === etag) {
        file.stream.destroy();
        return reply.status(304).send();
      }
      return reply
        .type('application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="${file.nombre.replace(/[^\w.-]/g, '_')}"`)
        .send(file.stream);
    },
  });
}
