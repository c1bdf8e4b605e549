import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');
const ETIQUETAS = '/api/v1/config/configurar/etiquetas';
const BUSQUEDA = '/api/v1/config/configurar/busqueda';

describe.each(databases)('configuration administration on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    auth = bearer(await tokenFor(t.app, 'admin'));
  });
  afterAll(() => t.close());

  describe('label rules', () => {
    it('creates a rule from the one-item array, lower-cases the text, lists it and edits it', async () => {
      const res = await call('POST', ETIQUETAS, [{ textoBuscar: '  Auxiliar   ADMINISTRATIVO ', etiqueta: 'Auxiliar', comprobarCadenaCompleta: true, prioridade: 3 }]);
      expect(res.statusCode).toBe(200);
      const [created] = res.json();
      expect(created).toEqual({ uuidEntidad: expect.any(String), etiqueta: 'Auxiliar', textoBusqueda: 'auxiliar administrativo', prioridad: 3, comprobarCadenaCompleta: true });
      await call('POST', ETIQUETAS, [{ textoBuscar: 'policía', etiqueta: 'Policía', comprobarCadenaCompleta: false, prioridade: 1 }]);

      const list = (await call('GET', `${ETIQUETAS}/ver`)).json();
      expect(list.map((r: { etiqueta: string }) => r.etiqueta)).toEqual(['Policía', 'Auxiliar']); // ascending priority

      const edited = await call('POST', `${ETIQUETAS}/modificar`, { uuidEntidad: created.uuidEntidad, textoBuscar: 'AUXILIAR', etiqueta: 'Auxiliar', comprobarCadenaCompleta: false, prioridade: '7' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ uuidEntidad: created.uuidEntidad, etiqueta: 'Auxiliar', textoBusqueda: 'auxiliar', prioridad: 7, comprobarCadenaCompleta: false });
      const rows = await t.db.query<{ texto_busqueda: string }>('SELECT texto_busqueda FROM etiqueta_regla WHERE uuid = $1', [created.uuidEntidad]);
      expect(rows[0].texto_busqueda).toBe('auxiliar');
    });

    it('refuses a duplicate rule (same label and text, whatever the case of the text) with 409', async () => {
      await call('POST', ETIQUETAS, [{ textoBuscar: 'bombeiro', etiqueta: 'Bombeiros', comprobarCadenaCompleta: true, prioridade: 0 }]);
      const dup = await call('POST', ETIQUETAS, [{ textoBuscar: 'BOMBEIRO', etiqueta: 'Bombeiros', comprobarCadenaCompleta: false, prioridade: 4 }]);
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ codigo: 'DUPLICADO', descripcion: expect.stringContaining('bombeiro') });
      // Same text under another label is a different rule.
      expect((await call('POST', ETIQUETAS, [{ textoBuscar: 'bombeiro', etiqueta: 'Emerxencias', comprobarCadenaCompleta: true, prioridade: 0 }])).statusCode).toBe(200);
    });

    it('refuses an edit that would duplicate another rule with 409, and an unknown uuid with 404', async () => {
      const [a] = (await call('POST', ETIQUETAS, [{ textoBuscar: 'xardineiro', etiqueta: 'Xardinería', comprobarCadenaCompleta: true, prioridade: 0 }])).json();
      await call('POST', ETIQUETAS, [{ textoBuscar: 'xardineira', etiqueta: 'Xardinería', comprobarCadenaCompleta: true, prioridade: 0 }]);
      const clash = await call('POST', `${ETIQUETAS}/modificar`, { uuidEntidad: a.uuidEntidad, textoBuscar: 'Xardineira', etiqueta: 'Xardinería', comprobarCadenaCompleta: true, prioridade: 0 });
      expect(clash.statusCode).toBe(409);
      const missing = await call('POST', `${ETIQUETAS}/modificar`, { uuidEntidad: randomUUID(), textoBuscar: 'x', etiqueta: 'X', comprobarCadenaCompleta: true, prioridade: 0 });
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a rule, then answers 404 for it', async () => {
      const [r] = (await call('POST', ETIQUETAS, [{ textoBuscar: 'conserxe', etiqueta: 'Conserxe', comprobarCadenaCompleta: true, prioridade: 0 }])).json();
      const del = await call('DELETE', `${ETIQUETAS}/eliminar`, { uuidEntidad: r.uuidEntidad });
      expect(del.statusCode).toBe(200);
      expect(del.json().uuidEntidad).toBe(r.uuidEntidad);
      const list = (await call('GET', `${ETIQUETAS}/ver`)).json();
      expect(list.some((x: { uuidEntidad: string }) => x.uuidEntidad === r.uuidEntidad)).toBe(false);
      expect((await call('DELETE', `${ETIQUETAS}/eliminar`, { uuidEntidad: r.uuidEntidad })).statusCode).toBe(404);
    });

    it.each([
      ['an empty search text', [{ textoBuscar: '   ', etiqueta: 'X', comprobarCadenaCompleta: true, prioridade: 1 }]],
      ['an empty label', [{ textoBuscar: 'algo', etiqueta: '', comprobarCadenaCompleta: true, prioridade: 1 }]],
      ['a non-numeric priority', [{ textoBuscar: 'algo', etiqueta: 'X', comprobarCadenaCompleta: true, prioridade: 'alta' }]],
      ['a missing field', [{ textoBuscar: 'algo', etiqueta: 'X', prioridade: 1 }]],
      ['an empty array', []],
      ['an object instead of the array', { textoBuscar: 'algo', etiqueta: 'X', comprobarCadenaCompleta: true, prioridade: 1 }],
    ])('refuses %s with 400 and {codigo, descripcion}', async (_name, payload) => {
      const res = await call('POST', ETIQUETAS, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
    });

    it('stores nothing when one item of a batch is wrong', async () => {
      const before = (await call('GET', `${ETIQUETAS}/ver`)).json().length;
      const res = await call('POST', ETIQUETAS, [
        { textoBuscar: 'enfermeiro', etiqueta: 'Sanidade', comprobarCadenaCompleta: true, prioridade: 1 },
        { textoBuscar: 'enfermeiro', etiqueta: 'Sanidade', comprobarCadenaCompleta: true, prioridade: 1 },
      ]);
      expect(res.statusCode).toBe(409);
      expect((await call('GET', `${ETIQUETAS}/ver`)).json()).toHaveLength(before);
    });
  });

  describe('search filters', () => {
    it('creates a filter, upper-cases the text, lists by bulletin, edits and deletes it', async () => {
      const res = await call('POST', BUSQUEDA, [{ textoBusqueda: ' oposición ', bop: 'BOP Lugo', indexable: false, prioridad: 2 }]);
      expect(res.statusCode).toBe(200);
      const [f] = res.json();
      expect(f).toEqual({ uuidEntidad: expect.any(String), bop: 'BOP Lugo', textoBusqueda: 'OPOSICIÓN', prioridad: 2, indexable: false });
      await call('POST', BUSQUEDA, [{ textoBusqueda: 'concurso', bop: 'BOP A Coruña', indexable: true, prioridad: 1 }]);
      const list = (await call('GET', `${BUSQUEDA}/ver`)).json();
      expect(list.map((x: { bop: string }) => x.bop)).toEqual(['BOP A Coruña', 'BOP Lugo']);

      const edited = await call('POST', `${BUSQUEDA}/modificar`, { uuidEntidad: f.uuidEntidad, textoBusqueda: 'proceso selectivo', bop: 'BOP Ourense', indexable: true, prioridad: 5 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({ uuidEntidad: f.uuidEntidad, bop: 'BOP Ourense', textoBusqueda: 'PROCESO SELECTIVO', prioridad: 5, indexable: true });

      expect((await call('DELETE', `${BUSQUEDA}/eliminar`, { uuidEntidad: f.uuidEntidad })).statusCode).toBe(200);
      expect((await call('DELETE', `${BUSQUEDA}/eliminar`, { uuidEntidad: f.uuidEntidad })).statusCode).toBe(404);
    });

    it('refuses a duplicate filter of the same bulletin with 409, but accepts it for another bulletin', async () => {
      await call('POST', BUSQUEDA, [{ textoBusqueda: 'PRAZA', bop: 'BOP Pontevedra', indexable: true, prioridad: 1 }]);
      const dup = await call('POST', BUSQUEDA, [{ textoBusqueda: 'praza', bop: 'BOP Pontevedra', indexable: false, prioridad: 9 }]);
      expect(dup.statusCode).toBe(409);
      expect(dup.json().codigo).toBe('DUPLICADO');
      expect((await call('POST', BUSQUEDA, [{ textoBusqueda: 'praza', bop: 'DOG', indexable: true, prioridad: 1 }])).statusCode).toBe(200);
    });

    it.each([
      ['an empty search text', [{ textoBusqueda: '', bop: 'BOP Lugo', indexable: true, prioridad: 1 }], 'TEXTO_BALEIRO'],
      ['an unknown bulletin', [{ textoBusqueda: 'x', bop: 'BOP Madrid', indexable: true, prioridad: 1 }], 'BOP_DESCONECIDO'],
      ['a non-numeric priority', [{ textoBusqueda: 'x', bop: 'BOP Lugo', indexable: true, prioridad: 'abc' }], 'PETICION_INCORRECTA'],
    ])('refuses %s with 400', async (_name, payload, codigo) => {
      const res = await call('POST', BUSQUEDA, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ codigo, descripcion: expect.any(String) });
    });

    it('refuses an edit to an unknown bulletin with 400', async () => {
      const [f] = (await call('POST', BUSQUEDA, [{ textoBusqueda: 'bases', bop: 'BOE', indexable: true, prioridad: 1 }])).json();
      const res = await call('POST', `${BUSQUEDA}/modificar`, { ...f, bop: 'BOP Xenérico' });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('notifications of a day', () => {
    beforeAll(async () => {
      const insert = (texto: string, created: string, sent: string | null, enviado: boolean) =>
        t.db.query(
          `INSERT INTO notificacion (uuid, tipo_envio, auditoria_fecha_envio, prioridad, enviado, trazas, texto, auditoria_creador_por, created_at)
           VALUES ($1, 'EMAIL', $2, 1, $3, 'traza 1', $4, 'sistema', $5)`,
          [randomUUID(), sent, enviado, texto, created],
        );
      await insert('Hoxe enviada', '2026-03-15T07:00:00Z', '2026-03-15T08:30:00Z', true);
      await insert('Hoxe pendente', '2026-03-15T09:00:00Z', null, false);
      await insert('Onte', '2026-03-14T10:00:00Z', '2026-03-14T10:05:00Z', true);
      await insert('Onte á noite (hoxe en Madrid)', '2026-03-14T23:30:00Z', null, false);
    });

    it('lists today by default, in the bulletins time zone, with the Notification shape', async () => {
      const res = await call('GET', '/api/v1/estadisticas/envioNotificacion/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.map((n: { texto: string }) => n.texto).sort()).toEqual(['Hoxe enviada', 'Hoxe pendente', 'Onte á noite (hoxe en Madrid)']);
      expect(body.find((n: { texto: string }) => n.texto === 'Hoxe enviada')).toEqual({
        uuidEntidad: expect.any(String), tipoEnvio: 'EMAIL', auditoriafechaEnvio: [2026, 3, 15, 9, 30], prioridad: 1,
        enviado: true, trazas: 'traza 1', texto: 'Hoxe enviada', auditoriaCreadorPor: 'sistema',
      });
      expect(body.find((n: { texto: string }) => n.texto === 'Hoxe pendente').auditoriafechaEnvio).toBeNull();
    });

    it('lists another day with ?fecha=, also without the trailing slash', async () => {
      const res = await call('GET', '/api/v1/estadisticas/envioNotificacion?fecha=2026-03-14');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((n: { texto: string }) => n.texto)).toEqual(['Onte']);
      expect((await call('GET', '/api/v1/estadisticas/envioNotificacion/?fecha=2026-01-01')).json()).toEqual([]);
    });

    it.each(['2026-02-30', 'onte'])('refuses fecha=%s with 400', async (fecha) => {
      expect((await call('GET', `/api/v1/estadisticas/envioNotificacion/?fecha=${fecha}`)).statusCode).toBe(400);
    });
  });

  describe('statistics', () => {
    beforeAll(async () => {
      for (let day = 1; day <= 12; day++) {
        for (const bop of ['BOP Lugo', 'BOP Ourense', 'DOG']) {
          await t.db.query(
            `INSERT INTO estadistica (uuid, bop, fecha_bop, fecha_creacion, trazas, numero_total_edictos, numero_edictos_opos, edictos_list)
             VALUES ($1, $2, $3, $4, 'lectura ok', $5, $6, $7)`,
            [randomUUID(), bop, `2026-03-${String(day).padStart(2, '0')}`, `2026-03-${String(day).padStart(2, '0')}T06:15:00Z`, day * 10, day, [`Edicto ${day} ${bop}`]],
          );
        }
      }
    });

    it('answers records numeroInicio .. numeroFin, newest first, with the Statistic shape', async () => {
      const res = await call('GET', '/api/v1/estadisticas/verEstadisticas?numeroInicio=0&numeroFin=30');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toHaveLength(30);
      expect(body[0]).toEqual({
        uuidEntidad: expect.any(String), bop: 'BOP Lugo', fechaBop: [2026, 3, 12], fechaCreacion: [2026, 3, 12, 7, 15],
        trazas: 'lectura ok', numeroTotalEdictosAnalizadas: 120, numeroEdictosOposAnalizadas: 12, edictosList: ['Edicto 12 BOP Lugo'],
      });
      const next = (await call('GET', '/api/v1/estadisticas/verEstadisticas?numeroInicio=30&numeroFin=60')).json();
      expect(next).toHaveLength(6);
      expect(next[0].fechaBop).toEqual([2026, 3, 2]);
      const ids = new Set([...body, ...next].map((e: { uuidEntidad: string }) => e.uuidEntidad));
      expect(ids.size).toBe(36);
    });

    it.each([
      ['numeroInicio=10&numeroFin=5'],
      ['numeroInicio=-1&numeroFin=5'],
      ['numeroInicio=a&numeroFin=5'],
      ['numeroInicio=0&numeroFin=100000'],
    ])('refuses %s with 400', async (q) => {
      expect((await call('GET', `/api/v1/estadisticas/verEstadisticas?${q}`)).statusCode).toBe(400);
    });
  });

  describe('access', () => {
    const routes: [string, string, unknown][] = [
      ['GET', `${ETIQUETAS}/ver`, null],
      ['POST', ETIQUETAS, [{ textoBuscar: 'a', etiqueta: 'A', comprobarCadenaCompleta: true, prioridade: 1 }]],
      ['POST', `${ETIQUETAS}/modificar`, { uuidEntidad: randomUUID(), textoBuscar: 'a', etiqueta: 'A', comprobarCadenaCompleta: true, prioridade: 1 }],
      ['DELETE', `${ETIQUETAS}/eliminar`, { uuidEntidad: randomUUID() }],
      ['GET', `${BUSQUEDA}/ver`, null],
      ['POST', BUSQUEDA, [{ textoBusqueda: 'a', bop: 'DOG', indexable: true, prioridad: 1 }]],
      ['POST', `${BUSQUEDA}/modificar`, { uuidEntidad: randomUUID(), textoBusqueda: 'a', bop: 'DOG', indexable: true, prioridad: 1 }],
      ['DELETE', `${BUSQUEDA}/eliminar`, { uuidEntidad: randomUUID() }],
      ['GET', '/api/v1/estadisticas/envioNotificacion/', null],
      ['GET', '/api/v1/estadisticas/verEstadisticas?numeroInicio=0&numeroFin=30', null],
    ];

    it.each(routes)('%s %s answers 401 without a valid token and 403 for a visitor', async (method, url, payload) => {
      const req = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, headers, ...(payload === null ? {} : { payload: payload as object }) });
      const none = await req({});
      expect(none.statusCode).toBe(401);
      const invalid = await req(bearer(await tokenFor(t.app, 'invalid')));
      expect(invalid.statusCode).toBe(401);
      expect(invalid.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
      const visitor = await req(bearer(await tokenFor(t.app, 'visitor')));
      expect(visitor.statusCode).toBe(403);
    });

    it('documents every call in the OpenAPI document with bearer security', async () => {
      const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
      const expected: [string, string][] = [
        [`${ETIQUETAS}/ver`, 'get'], [ETIQUETAS, 'post'], [`${ETIQUETAS}/modificar`, 'post'], [`${ETIQUETAS}/eliminar`, 'delete'],
        [`${BUSQUEDA}/ver`, 'get'], [BUSQUEDA, 'post'], [`${BUSQUEDA}/modificar`, 'post'], [`${BUSQUEDA}/eliminar`, 'delete'],
        ['/api/v1/estadisticas/envioNotificacion/', 'get'], ['/api/v1/estadisticas/verEstadisticas', 'get'],
      ];
      for (const [path, method] of expected) {
        expect(doc.paths[path]?.[method]?.security).toEqual([{ bearer: [] }]);
      }
    });
  });
});
