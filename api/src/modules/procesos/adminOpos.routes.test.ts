import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

describe.each(databases)('admin competitions and bulletins on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  let invalidAuth: Record<string, string>;
  let visitorAuth: Record<string, string>;
  let dataDir: string;
  const bopLugo = randomUUID();
  const bopCoruna = randomUUID();
  const opoLugo = randomUUID();
  const opoSarria = randomUUID();
  const opoOleiros = randomUUID();

  const insertOpo = (uuid: string, bopUuid: string | null, bop: string, fecha: string, org: string, desc: string, etiquetas: string[], verificado: boolean) =>
    t.db.query(
      `INSERT INTO opo (uuid, bop_uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, texto_normalizado)
       VALUES ($1, $2, $3, $4, $5, $6, 'https://example.gal/e', $7, $8, $9)`,
      [uuid, bopUuid, bop, fecha, org, desc, etiquetas, verificado, `${org} ${desc} ${bop} ${etiquetas.join(' ')}`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')],
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'opos-admin-opos-'));
    t = await testApp(kind, { now: NOW, config: { dataDir } });
    auth = bearer(await tokenFor(t.app, 'admin'));
    invalidAuth = bearer(await tokenFor(t.app, 'invalid'));
    visitorAuth = bearer(await tokenFor(t.app, 'visitor'));
    await t.db.query('INSERT INTO bop (uuid, bop, fecha_bop) VALUES ($1, $2, $3), ($4, $5, $6)', [bopLugo, 'BOP Lugo', '2026-03-14', bopCoruna, 'BOP A Coruña', '2026-03-10']);
    await insertOpo(opoLugo, bopLugo, 'BOP Lugo', '2026-03-14', 'Concello de Lugo', 'Bases de auxiliar administrativo', ['auxiliar'], true);
    await insertOpo(opoSarria, bopLugo, 'BOP Lugo', '2026-03-14', 'Concello de Sarria', 'Praza de policía local', ['policía local'], false);
    await insertOpo(opoOleiros, bopCoruna, 'BOP A Coruña', '2026-03-10', 'Concello de Oleiros', 'Socorristas para o verán', ['socorrista'], true);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('reads', () => {
    it('consultaUuid/ returns one competition as a list, verified or not; unknown → 404', async () => {
      const res = await t.app.inject({ url: `/api/v1/config/opos/consultaUuid/?uuid=${opoSarria}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([{
        uuid: opoSarria, organizacion: 'Concello de Sarria', descripcion: 'Praza de policía local', urlDetalle: 'https://example.gal/e',
        bop: 'BOP Lugo', fechaBop: [2026, 3, 14], etiquetas: ['policía local'], verificado: false,
        tipoEdicto: expect.any(String), motivoClasificacion: expect.any(String),
      }]);
      const missing = await t.app.inject({ url: `/api/v1/config/opos/consultaUuid/?uuid=${randomUUID()}`, headers: auth });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ codigo: 'NON_ATOPADO', descripcion: expect.stringContaining('Non existe') });
    });

    it('consultaDias and consulta show unverified competitions too', async () => {
      const dias = await t.app.inject({ url: '/api/v1/config/opos/consultaDias?dias=7', headers: auth });
      expect(dias.json().map((o: { uuid: string }) => o.uuid).sort()).toEqual([opoLugo, opoSarria, opoOleiros].sort());
      const fecha = await t.app.inject({ url: `/api/v1/config/opos/consulta?date=2026-03-14&bop=${encodeURIComponent('BOP Lugo')}`, headers: auth });
      expect(fecha.json().map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Lugo', 'Concello de Sarria']);
      const otherBop = await t.app.inject({ url: `/api/v1/config/opos/consulta?date=2026-03-14&bop=${encodeURIComponent('BOP Ourense')}`, headers: auth });
      expect(otherBop.json()).toEqual([]);
    });

    it('consultaTexto matches every word ignoring accents and case; consulta/etiqueta by label', async () => {
      const text = await t.app.inject({ url: `/api/v1/config/opos/consultaTexto?textoBusqueda=${encodeURIComponent('POLICIA sarria')}`, headers: auth });
      expect(text.statusCode).toBe(200);
      expect(text.json().map((o: { uuid: string }) => o.uuid)).toEqual([opoSarria]);
      const none = await t.app.inject({ url: `/api/v1/config/opos/consultaTexto?textoBusqueda=${encodeURIComponent('50%_')}`, headers: auth });
      expect(none.json()).toEqual([]);
      const label = await t.app.inject({ url: `/api/v1/config/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent('socorrista')}`, headers: auth });
      expect(label.json().map((o: { uuid: string }) => o.uuid)).toEqual([opoOleiros]);
    });

    it('consultaOpoInicio gives the start-opo look-up result', async () => {
      const res = await t.app.inject({ url: `/api/v1/config/opos/consultaOpoInicio?uuid=${opoLugo}`, headers: auth });
      expect(res.json()).toEqual([{ organizacion: 'Concello de Lugo', descripcion: 'Bases de auxiliar administrativo', uuid: opoLugo, urlDetalle: 'https://example.gal/e' }]);
      expect((await t.app.inject({ url: `/api/v1/config/opos/consultaOpoInicio?uuid=${randomUUID()}`, headers: auth })).statusCode).toBe(404);
    });

    it('bop/consulta lists bulletins newest first with their number of competitions', async () => {
      const res = await t.app.inject({ url: '/api/v1/config/bop/consulta?numInicio=0&numFin=30', headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { uuid: bopLugo, bop: 'BOP Lugo', fechaBop: [2026, 3, 14], url: '', numeroOpos: 2 },
        { uuid: bopCoruna, bop: 'BOP A Coruña', fechaBop: [2026, 3, 10], url: '', numeroOpos: 1 },
      ]);
      const page2 = await t.app.inject({ url: '/api/v1/config/bop/consulta?numInicio=1&numFin=2', headers: auth });
      expect(page2.json().map((b: { uuid: string }) => b.uuid)).toEqual([bopCoruna]);
    });
  });

  describe('opo/modificar', () => {
    it('edits and verifies a competition, marks it edited by an administrator, refreshes its search text and the public cache', async () => {
      const before = await t.app.inject({ url: '/api/v1/opos/consulta?date=2026-03-14' });
      expect(before.json().map((o: { uuid: string }) => o.uuid)).toEqual([opoLugo]);
      const res = await t.app.inject({
        method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth,
        payload: { uuidOpo: opoSarria, organizacion: 'Concello de Sárria', descripcion: 'Dúas prazas de bombeiro', urlDetalle: 'https://sarria.gal/b', uuidProcesoSelectivo: '', verificado: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uuid: opoSarria, organizacion: 'Concello de Sárria', descripcion: 'Dúas prazas de bombeiro', urlDetalle: 'https://sarria.gal/b', verificado: true });
      const [row] = await t.db.query<{ editado_admin: boolean; texto_normalizado: string; uuid_proceso_selectivo: string | null }>(
        'SELECT editado_admin, texto_normalizado, uuid_proceso_selectivo FROM opo WHERE uuid = $1', [opoSarria]);
      expect(row).toEqual({ editado_admin: true, texto_normalizado: 'concello de sarria duas prazas de bombeiro bop lugo policia local', uuid_proceso_selectivo: null });
      const after = await t.app.inject({ url: '/api/v1/opos/consulta?date=2026-03-14' });
      expect(after.json().map((o: { uuid: string }) => o.uuid).sort()).toEqual([opoLugo, opoSarria].sort());
    });

    it('links a competition to an existing selective process; unknown process or competition → 404', async () => {
      const proceso = randomUUID();
      await t.db.query("INSERT INTO proceso_oposicion (uuid, url_amigable, titulo) VALUES ($1, 'ligada', 'Ligada')", [proceso]);
      const base = { uuidOpo: opoLugo, organizacion: 'Concello de Lugo', descripcion: 'Bases', urlDetalle: '', verificado: true };
      const ok = await t.app.inject({ method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth, payload: { ...base, uuidProcesoSelectivo: proceso } });
      expect(ok.statusCode).toBe(200);
      const [row] = await t.db.query<{ uuid_proceso_selectivo: string }>('SELECT uuid_proceso_selectivo FROM opo WHERE uuid = $1', [opoLugo]);
      expect(row.uuid_proceso_selectivo).toBe(proceso);
      const noProceso = await t.app.inject({ method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth, payload: { ...base, uuidProcesoSelectivo: randomUUID() } });
      expect(noProceso.statusCode).toBe(404);
      const noOpo = await t.app.inject({ method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth, payload: { ...base, uuidOpo: randomUUID(), uuidProcesoSelectivo: '' } });
      expect(noOpo.statusCode).toBe(404);
    });

    it.each([
      ['missing uuidOpo', { organizacion: 'x', descripcion: 'y', verificado: true }],
      ['uuidOpo not a uuid', { uuidOpo: 'abc', organizacion: 'x', descripcion: 'y', verificado: true }],
      ['verificado not a boolean', { uuidOpo: randomUUID(), organizacion: 'x', descripcion: 'y', verificado: 'maybe' }],
      ['uuidProcesoSelectivo not a uuid', { uuidOpo: randomUUID(), organizacion: 'x', descripcion: 'y', verificado: true, uuidProcesoSelectivo: 'nope' }],
    ])('refuses a bad payload (%s) with 400', async (_name, payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/opo/modificar', headers: auth, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    });
  });

  describe('deletes', () => {
    it('opo/eliminar deletes one competition; unknown → 404', async () => {
      const uuid = randomUUID();
      await insertOpo(uuid, null, 'BOP Ourense', '2026-03-12', 'Concello de Verín', 'Peóns', [], true);
      await t.app.inject({ url: '/api/v1/opos/consulta?date=2026-03-12' }); // cached publicly
      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/config/opo/eliminar', headers: auth, payload: { uuidOpo: uuid } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ uuidOpo: uuid });
      expect((await t.app.inject({ url: '/api/v1/opos/consulta?date=2026-03-12' })).json()).toEqual([]);
      const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/config/opo/eliminar', headers: auth, payload: { uuidOpo: uuid } });
      expect(again.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/config/opo/eliminar', headers: auth, payload: {} })).statusCode).toBe(400);
    });

    it('bop/eliminar deletes the bulletin and its competitions but never an offer or its phases', async () => {
      const bop = randomUUID();
      const opo = randomUUID();
      const proceso = randomUUID();
      await t.db.query("INSERT INTO bop (uuid, bop, fecha_bop) VALUES ($1, 'BOP Pontevedra', '2026-03-11')", [bop]);
      await insertOpo(opo, bop, 'BOP Pontevedra', '2026-03-11', 'Concello de Vigo', 'Bombeiros', [], true);
      await t.db.query("INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, uuid_opo_inicio) VALUES ($1, 'bombeiros-vigo', 'Bombeiros', $2)", [proceso, opo]);
      await t.db.query("INSERT INTO fase (uuid, proceso_uuid, titulo, orden) VALUES ($1, $2, 'Bases', 1)", [randomUUID(), proceso]);
      await t.db.query('UPDATE opo SET uuid_proceso_selectivo = $1 WHERE uuid = $2', [proceso, opo]);

      const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/config/bop/eliminar', headers: auth, payload: { uuidBop: bop } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ uuidBop: bop, oposEliminadas: 1 });
      expect(await t.db.query('SELECT uuid FROM opo WHERE uuid = $1', [opo])).toEqual([]);
      expect(await t.db.query('SELECT uuid FROM bop WHERE uuid = $1', [bop])).toEqual([]);
      expect(await t.db.query('SELECT uuid FROM proceso_oposicion WHERE uuid = $1', [proceso])).toHaveLength(1);
      expect(await t.db.query('SELECT uuid FROM fase WHERE proceso_uuid = $1', [proceso])).toHaveLength(1);
      const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/config/bop/eliminar', headers: auth, payload: { uuidBop: bop } });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const calls: [string, string, unknown][] = [
      ['GET', `/api/v1/config/opos/consultaUuid/?uuid=${randomUUID()}`, undefined],
      ['GET', '/api/v1/config/opos/consultaDias?dias=7', undefined],
      ['GET', '/api/v1/config/opos/consulta?date=2026-03-14', undefined],
      ['GET', '/api/v1/config/opos/consultaTexto?textoBusqueda=lugo', undefined],
      ['GET', '/api/v1/config/opos/consulta/etiqueta?etiquetaBusqueda=auxiliar', undefined],
      ['GET', `/api/v1/config/opos/consultaOpoInicio?uuid=${randomUUID()}`, undefined],
      ['GET', '/api/v1/config/bop/consulta', undefined],
      ['POST', '/api/v1/config/opo/modificar', { uuidOpo: randomUUID(), organizacion: 'x', descripcion: 'y', verificado: true }],
      ['DELETE', '/api/v1/config/opo/eliminar', { uuidOpo: randomUUID() }],
      ['DELETE', '/api/v1/config/bop/eliminar', { uuidBop: randomUUID() }],
    ];
    it.each(calls.map(([m, u, p]) => ({ method: m, url: u, payload: p })))('$method $url: 401 without a token, 401 with an invalid one, 403 for a visitor', async ({ method, url, payload }) => {
      const none = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
      const invalid = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: invalidAuth });
      expect(invalid.statusCode).toBe(401);
      const visitor = await t.app.inject({ method: method as 'GET', url, payload: payload as object, headers: visitorAuth });
      expect(visitor.statusCode).toBe(403);
    });
  });
});
