import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const LIST = '/api/v1/config/ver/procesoOposicion';
type Proceso = { uuidEntidad: string; titulo: string; organizacion: string; automatico?: boolean };

describe.each(databases)('the admin offer list: search, filter and position on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  const uuids: Record<string, string> = {};

  /** An offer as the analysis or an administrator leaves it in the database, with one phase in `faseBop`. */
  const insertProceso = async (key: string, p: { titulo: string; organizacion: string; bop: string; fecha: string; automatico?: boolean; finalizado?: boolean; faseBop?: string; etiquetas?: string[] }) => {
    const uuid = randomUUID();
    uuids[key] = uuid;
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, fecha_bop_inicio_proceso, automatico, proceso_finalizado, etiquetas)
       VALUES ($1, $2, $3, $4, $5, '', $6, $7, $8, $9)`,
      [uuid, `${key}-${uuid.slice(0, 6)}`, p.organizacion, p.bop, p.titulo, p.fecha, p.automatico ?? false, p.finalizado ?? false, p.etiquetas ?? []],
    );
    if (p.faseBop) {
      await t.db.query("INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, bop) VALUES ($1, $2, 'Bases', 1, $3, $4)", [randomUUID(), uuid, p.fecha, p.faseBop]);
    }
    return uuid;
  };
  const list = async (query: Record<string, string>, headers = auth) => {
    const res = await t.app.inject({ url: `${LIST}?${new URLSearchParams({ numInicio: '0', numFin: '30', procesoFinalizado: 'false', ...query })}`, headers });
    return { res, titulos: res.statusCode === 200 ? (res.json() as Proceso[]).map((p) => p.titulo) : [], total: Number(res.headers['x-total-count']) };
  };

  beforeAll(async () => {
    t = await testApp(kind);
    auth = bearer(await tokenFor(t.app, 'admin'));
    await insertProceso('bombeiros', { titulo: 'Bombeiro/a condutor/a', organizacion: 'Concello de Vigo', bop: 'BOP Pontevedra', fecha: '2026-03-02', automatico: true, faseBop: 'DOG' });
    await insertProceso('auxiliar', { titulo: 'Auxiliar administrativo', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', fecha: '2026-03-01', etiquetas: ['auxiliar administrativo'] });
    await insertProceso('policia', { titulo: 'Policía local', organizacion: 'Concello de Vigo', bop: 'BOP Pontevedra', fecha: '2026-02-20', automatico: true });
    await insertProceso('rematado', { titulo: 'Bombeiro forestal', organizacion: 'Deputación de Ourense', bop: 'BOP Ourense', fecha: '2025-01-10', finalizado: true });
    // An edict linked to the police process without certainty: it waits for an administrator.
    await t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, uuid_proceso_selectivo, ligazon_automatica, ligazon_revisar)
       VALUES ($1, 'BOP Pontevedra', '2026-03-05', 'Concello de Vigo', 'Lista provisional de policía', '', '{}', true, $2, true, true)`,
      [uuids.edicto = randomUUID(), uuids.policia],
    );
  });
  afterAll(() => t.close());

  it("SPEC's call answers as before (a list of offers), now with how many there are", async () => {
    const { res, titulos, total } = await list({});
    expect(res.statusCode).toBe(200);
    expect(titulos).toEqual(['Bombeiro/a condutor/a', 'Auxiliar administrativo', 'Policía local']);
    expect(total).toBe(3);
    expect((res.json() as Proceso[]).map((p) => p.automatico ?? false)).toEqual([true, false, true]);
  });

  it('a text finds offers in Galician or Spanish, by title, body, label or uuid; a text of only spaces narrows nothing', async () => {
    expect((await list({ textoBusqueda: 'bomberos' })).titulos).toEqual(['Bombeiro/a condutor/a']);
    expect((await list({ textoBusqueda: 'bombeira' })).titulos).toEqual(['Bombeiro/a condutor/a']);
    expect((await list({ textoBusqueda: 'BOMBEIRO', procesoFinalizado: 'true' })).titulos).toEqual(['Bombeiro forestal']);
    expect((await list({ textoBusqueda: 'auxiliares administrativos' })).titulos).toEqual(['Auxiliar administrativo']);
    expect((await list({ textoBusqueda: 'policia vigo' })).titulos).toEqual(['Policía local']);
    expect((await list({ textoBusqueda: uuids.auxiliar })).titulos).toEqual(['Auxiliar administrativo']);
    expect((await list({ textoBusqueda: uuids.edicto.toUpperCase() })).titulos).toEqual(['Policía local']);
    expect((await list({ textoBusqueda: 'arquitecto' })).titulos).toEqual([]);
    expect((await list({ textoBusqueda: 'arquitecto' })).total).toBe(0);
    expect((await list({ textoBusqueda: '  ' })).total).toBe(3);
  });

  it('the body is searched in either language; bulletin and kind narrow the list, and they combine', async () => {
    expect((await list({ organizacion: 'Ayuntamiento de Vigo' })).titulos).toEqual(['Bombeiro/a condutor/a', 'Policía local']);
    expect((await list({ organizacion: 'lugo' })).titulos).toEqual(['Auxiliar administrativo']);
    expect((await list({ bop: 'BOP Lugo' })).titulos).toEqual(['Auxiliar administrativo']);
    // A process is in every bulletin that published one of its edicts.
    expect((await list({ bop: 'DOG' })).titulos).toEqual(['Bombeiro/a condutor/a']);
    expect((await list({ tipo: 'manual' })).titulos).toEqual(['Auxiliar administrativo']);
    expect((await list({ tipo: 'automatico' })).titulos).toEqual(['Bombeiro/a condutor/a', 'Policía local']);
    expect((await list({ tipo: 'revisar' })).titulos).toEqual(['Policía local']);
    const both = await list({ organizacion: 'Concello de Vigo', tipo: 'automatico', textoBusqueda: 'policía' });
    expect([both.titulos, both.total]).toEqual([['Policía local'], 1]);
  });

  it('numInicio/numFin walk the matches in one order, pages never overlap, and the total counts every page', async () => {
    for (let i = 0; i < 33; i += 1) {
      await insertProceso(`monitor${i}`, { titulo: `Monitor deportivo ${String(i).padStart(2, '0')}`, organizacion: 'Concello de Ames', bop: 'BOP A Coruña', fecha: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}` });
    }
    const first = await list({ textoBusqueda: 'monitor deportivo' });
    const second = await list({ textoBusqueda: 'monitor deportivo', numInicio: '30', numFin: '60' });
    expect([first.titulos.length, second.titulos.length, first.total, second.total]).toEqual([30, 3, 33, 33]);
    expect(new Set([...first.titulos, ...second.titulos]).size).toBe(33);
    const beyond = await list({ textoBusqueda: 'monitor deportivo', numInicio: '60', numFin: '90' });
    expect([beyond.titulos, beyond.total]).toEqual([[], 33]);
    expect((await list({ numInicio: '10', numFin: '20' })).titulos).toEqual((await list({ numInicio: '0', numFin: '36' })).titulos.slice(10, 20));
  });

  it.each([
    ['tipo', 'outro', { tipo: 'outro' }],
    ['tipo', 'empty', { tipo: '' }],
    ['bop', 'not a Galician bulletin', { bop: 'BOP Madrid' }],
    ['textoBusqueda', '201 characters', { textoBusqueda: 'x'.repeat(201) }],
    ['organizacion', '201 characters', { organizacion: 'x'.repeat(201) }],
    ['numInicio', '-1', { numInicio: '-1' }],
    ['numInicio', 'not a number', { numInicio: 'dous' }],
    ['numFin', 'not after numInicio', { numInicio: '30', numFin: '30' }],
    ['procesoFinalizado', 'not a boolean', { procesoFinalizado: 'quizais' }],
  ])('refuses %s (%s) with 400 {codigo, descripcion} naming it', async (field, _why, query) => {
    const { res } = await list(query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 'PETICION_INCORRECTA', descripcion: expect.stringContaining(field) });
  });

  it('refuses a missing, invalid, expired or non-admin token, with or without a search', async () => {
    const [invalid, expired, visitor] = await Promise.all((['invalid', 'expired', 'visitor'] as const).map(async (k) => bearer(await tokenFor(t.app, k))));
    for (const query of [{}, { textoBusqueda: 'bombeiro', tipo: 'automatico', bop: 'DOG', organizacion: 'Vigo' }] as Record<string, string>[]) {
      const answers = [await list(query, {}), await list(query, invalid), await list(query, expired), await list(query, visitor)];
      expect(answers.map((a) => a.res.statusCode)).toEqual([401, 401, 401, 403]);
      for (const a of answers) {
        expect(a.res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
        expect(a.res.headers['x-total-count']).toBeUndefined();
      }
    }
    const limite = await Promise.all([{}, invalid, expired, visitor].map((headers) => t.app.inject({ url: '/api/v1/config/procesos/limiteArquivo', headers })));
    expect(limite.map((r) => r.statusCode)).toEqual([401, 401, 401, 403]);
    const ok = await t.app.inject({ url: '/api/v1/config/procesos/limiteArquivo', headers: auth });
    expect(ok.json()).toEqual({ maxBytes: t.app.services.config.maxUploadBytes });
  });
});
