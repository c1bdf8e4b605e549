import { join } from 'node:path';
import { createReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { databases, freshDatabase } from '../test/harness.js';
import { trasLerTextos } from './analyze.js';
import { createRecordedHttpClient, type HttpClient } from './http.js';
import { readDate, seedDefaultRules } from './run.js';
import type { BulletinSource } from './sources/source.js';
import { lerTextosPendentes } from './textos.js';

const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../fixtures/bulletins');
const recorded = createRecordedHttpClient(FIXTURES);
const BODY = 'https://bop.dacoruna.gal/bopportal/publicado/2023/03/01/2023_0000001318.html';

/** A day of BOP A Coruña whose only edict is printed under a bare "Edicto": its body is the bases of two lifeguards. */
const diaXenerico: BulletinSource = {
  bop: 'BOP A Coruña',
  webUrl: (fecha) => `https://bop.dacoruna.gal/bopportal/cambioBoletin.do?fechaInput=${fecha}`,
  read: async () => ({
    estado: 'ok', numero: '41', trazas: [],
    edictos: [{ idFuente: '2023/1318', seccion: 'Administración Local Municipal', organizacion: 'Concello da Coruña', titulo: 'Edicto', urlDetalle: BODY, urlPdf: null }],
  }),
};

interface Fila { tipo_edicto: string; verificado: boolean; motivo_clasificacion: string; uuid_proceso_selectivo: string | null; texto: string | null }
const fila = async (db: Db) => (await db.query<Fila>(
  `SELECT o.tipo_edicto, o.verificado, o.motivo_clasificacion, o.uuid_proceso_selectivo, t.texto
   FROM opo o LEFT JOIN texto_edicto t ON t.opo_uuid = o.uuid WHERE o.fecha_bop = '2026-03-05'`))[0];

describe.each(databases)('an edict whose title decides nothing, on %s', (kind) => {
  let db: Db;
  beforeEach(async () => {
    db = await freshDatabase(kind);
    await seedDefaultRules(db);
  });
  afterEach(() => db.close());

  it('is kept for review until its body is read, then the body makes it the job step it is, in its process', async () => {
    const down: HttpClient = { request: async () => ({ status: 503, text: 'Service Unavailable' }) };
    const now = () => new Date('2026-03-05T10:00:00Z');
    await readDate({ db, cache: createReadCache(), http: down, sources: [diaXenerico], now }, '2026-03-05', { envioNotificacion: false });
    const antes = await fila(db);
    expect(antes).toBeDefined();
    expect(antes.verificado).toBe(false);
    expect(antes.motivo_clasificacion).toMatch(/^título xenérico, decide o texto/);
    expect(antes.texto).toBeNull();

    // the site answers later: the queue reads the body, and the date is analysed again with it
    const later = () => new Date('2026-03-06T10:00:00Z');
    const deps = { db, cache: createReadCache(), http: recorded, sources: [diaXenerico], now: later };
    const r = await lerTextosPendentes(deps, {});
    expect(r.lidos).toBe(1);
    await trasLerTextos(deps, '2026-03-05', (fn) => fn());
    const despois = await fila(db);
    expect(despois.texto).toMatch(/socorrista/i);
    expect(despois.tipo_edicto).toBe('convocatoria_bases');
    expect(despois.motivo_clasificacion).toMatch(/^polo texto/);
    expect(despois.verificado).toBe(true);
    expect(despois.uuid_proceso_selectivo).not.toBeNull();
  });

  it('read on the day with its body: decided at once by the body', async () => {
    await readDate({ db, cache: createReadCache(), http: recorded, sources: [diaXenerico], now: () => new Date('2026-03-05T10:00:00Z') }, '2026-03-05', { envioNotificacion: false });
    const f = await fila(db);
    expect(f.tipo_edicto).toBe('convocatoria_bases');
    expect(f.verificado).toBe(true);
    expect(f.uuid_proceso_selectivo).not.toBeNull();
  });
});
