import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../test/harness.js';
import { MAX_ALERTAS_POR_ENDEREZO } from './alertas.service.js';
import { testNotifications } from './test/fixtures.js';

describe.each(databases)('alert routes: validation, links and limits on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: () => new Date('2026-03-15T10:00:00Z'), config: { notifications: testNotifications({ rateLimit: 5 }) } });
    await t.db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'bombeiros', 'bombeiro')`, [randomUUID()]);
  });
  afterAll(() => t.close());

  const ask = (payload: Record<string, unknown>, ip = '10.1.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/alertas/crear', remoteAddress: ip, headers, payload });
  const ok = { destinatario: 'a@example.org', idioma: 'gl', frecuencia: 'DIARIA', criterio: { etiqueta: 'bombeiros' } };

  it.each([
    ['a malformed address', { ...ok, destinatario: 'non-e-un-correo' }, 400, 'CORREO_NON_VALIDO'],
    ['an address with a line break', { ...ok, destinatario: 'a@example.org\r\nBcc: b@example.org' }, 400, 'CORREO_NON_VALIDO'],
    ['an empty criterion', { ...ok, criterio: {} }, 400, 'CRITERIO_BALEIRO'],
    ['a criterion of blanks', { ...ok, criterio: { textoBusqueda: '   ', etiqueta: ' ' } }, 400, 'CRITERIO_BALEIRO'],
    ['a text with no letter or number', { ...ok, criterio: { textoBusqueda: '¿¡…!?' } }, 400, 'TEXTO_INCORRECTO'],
    ['an unknown label', { ...ok, criterio: { etiqueta: 'non-existe' } }, 404, 'ETIQUETA_NON_ATOPADA'],
    ['an unknown kind of notice', { ...ok, criterio: { tipo: 'sorteo' } }, 400, 'PETICION_INCORRECTA'],
    ['an unknown province', { ...ok, criterio: { provincia: 'Madrid' } }, 400, 'PETICION_INCORRECTA'],
    ['an unknown bulletin', { ...ok, criterio: { boletin: 'BOP Madrid' } }, 400, 'PETICION_INCORRECTA'],
    ['an unknown frequency', { ...ok, frecuencia: 'SEMANAL' }, 400, 'PETICION_INCORRECTA'],
    ['an unknown field in the criterion', { ...ok, criterio: { etiqueta: 'bombeiros', fecha: '2026-03-01' } }, 400, 'PETICION_INCORRECTA'],
    ['a missing criterion', { destinatario: 'a@example.org', frecuencia: 'DIARIA' }, 400, 'PETICION_INCORRECTA'],
    ['a text too long', { ...ok, criterio: { textoBusqueda: 'x'.repeat(201) } }, 400, 'PETICION_INCORRECTA'],
  ])('%s is refused with {codigo, descripcion}, and nothing is stored', async (_what, payload, status, codigo) => {
    const res = await ask(payload, '10.2.0.1');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ codigo, descripcion: expect.any(String) });
    expect(await t.db.query('SELECT 1 FROM suscripcion')).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM suscritor')).toHaveLength(0);
  });

  it('answers errors in Spanish when the page is in Spanish', async () => {
    const res = await ask({ ...ok, destinatario: 'mal' }, '10.2.0.2', { 'accept-language': 'es' });
    expect(res.json()).toEqual({ codigo: 'CORREO_NON_VALIDO', descripcion: 'La dirección de correo no es válida' });
  });

  it('records the alert pending, with its consent, the label by its Galician name, and one confirmation message', async () => {
    const res = await ask({ destinatario: 'Label@Example.org', idioma: 'es', frecuencia: 'INMEDIATA', criterio: { etiqueta: 'BOMBEROS', tipo: 'bolsa', prazoAberto: true } }, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query<Record<string, unknown>>(`SELECT email, tema, etiqueta, proceso_uuid, idioma, confirmada, criterio, frecuencia FROM suscripcion`);
    expect(rows).toEqual([{
      email: 'label@example.org', tema: 'alerta:[["etiqueta","bombeiros"],["tipo","bolsa"],["prazoAberto",true]]', etiqueta: null, proceso_uuid: null,
      idioma: 'es', confirmada: false, criterio: { etiqueta: 'bombeiros', tipo: 'bolsa', prazoAberto: true }, frecuencia: 'INMEDIATA',
    }]);
    const msgs = await t.db.query<{ plantilla: string; estado: string; asunto: string }>(`SELECT plantilla, estado, asunto FROM notificacion`);
    expect(msgs).toEqual([{ plantilla: 'alerta-confirmacion', estado: 'pending', asunto: 'Confirma tu aviso: etiqueta «bombeiros» · Bolsas y listas de contratación · con plazo abierto' }]);
    // Asking again before confirming: the latest frequency holds, still one alert and one confirmation today.
    await ask({ destinatario: 'label@example.org', idioma: 'es', frecuencia: 'DIARIA', criterio: { prazoAberto: true, tipo: 'bolsa', etiqueta: 'bombeiros' } }, '10.3.0.2');
    expect(await t.db.query(`SELECT frecuencia FROM suscripcion`)).toEqual([{ frecuencia: 'DIARIA' }]);
    expect(await t.db.query(`SELECT 1 FROM notificacion`)).toHaveLength(1);
  });

  it(`an address may have at most ${MAX_ALERTAS_POR_ENDEREZO} alerts: more answer the same but are not created`, async () => {
    const email = 'many@example.org';
    for (let i = 0; i < MAX_ALERTAS_POR_ENDEREZO; i++) {
      await t.db.query(
        `INSERT INTO suscripcion (uuid, email, tema, idioma, confirmada, solicitada_en, criterio, frecuencia) VALUES ($1, $2, $3, 'gl', true, now(), $4, 'DIARIA')`,
        [randomUUID(), email, `alerta:${i}`, JSON.stringify({ textoBusqueda: `posto ${i}` })],
      );
    }
    const res = await ask({ destinatario: email, frecuencia: 'DIARIA', criterio: { textoBusqueda: 'outro posto' } }, '10.6.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json().estado).toBe('PENDENTE_CONFIRMACION');
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = $1`, [email])).toHaveLength(MAX_ALERTAS_POR_ENDEREZO);
    expect(await t.db.query(`SELECT 1 FROM notificacion WHERE destinatario = $1`, [email])).toHaveLength(0);
  });

  it('limits requests per recipient together with the offer subscriptions (429 with Retry-After)', async () => {
    const victim = 'victim@example.org';
    for (let i = 0; i < 5; i++) expect((await ask({ ...ok, destinatario: victim, criterio: { textoBusqueda: `x${i}` } }, `10.5.0.${i}`)).statusCode).toBe(200);
    const res = await ask({ ...ok, destinatario: victim }, '10.5.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toEqual({ codigo: 'DEMASIADAS_PETICIONS', descripcion: expect.any(String) });
    const offer = await t.app.inject({
      method: 'POST', url: '/api/v1/opos/addNotificion', remoteAddress: '10.5.2.1',
      payload: { uuidProcesoOposicion: randomUUID(), etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: victim },
    });
    expect(offer.statusCode).toBe(429);
  });

  it.each([
    ['POST', '/api/v1/alertas/confirmar'],
    ['POST', '/api/v1/alertas/baixa'],
    ['GET', '/api/v1/alertas/xestion'],
    ['POST', '/api/v1/alertas/xestion/baixaTodas'],
  ] as const)('%s %s refuses a malformed or tampered token with 400', async (method, url) => {
    for (const token of ['nonvale', 'dW5fdG9rZW5fbm9uX3ZhbGlkbw.AAAAAAAAAAAAAAAAAAAAAA']) {
      const res = await t.app.inject({ method, url: `${url}?token=${token}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ codigo: 'LIGAZON_NON_VALIDA', descripcion: expect.any(String) });
    }
  });

  it('a link token works only for its own action: a leave token neither confirms nor manages', async () => {
    const { signToken } = await import('./tokens.js');
    const { signingKey } = await import('./subscriptions.store.js');
    const key = await signingKey(t.db);
    const [alerta] = await t.db.query<{ uuid: string }>(`SELECT uuid FROM suscripcion WHERE email = 'label@example.org'`);
    const leave = signToken(key, 'baixa', alerta.uuid);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/alertas/confirmar?token=${leave}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/alertas/xestion?token=${leave}` })).statusCode).toBe(400);
    const manage = signToken(key, 'xestionar', alerta.uuid);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/alertas/baixa?token=${manage}` })).statusCode).toBe(400);
    // The manage link of an address that has left everything shows nothing (it does not fail).
    const gone = signToken(key, 'xestionar', randomUUID());
    expect((await t.app.inject({ url: `/api/v1/alertas/xestion?token=${gone}` })).json()).toMatchObject({ alertas: [], outros: [] });
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/alertas/xestion/baixa?token=${gone}`, payload: { uuid: alerta.uuid } })).statusCode).toBe(404);
  });

  it('a GET of a link opens its page and changes nothing', async () => {
    for (const [url, page] of [
      ['/api/v1/alertas/confirmar?token=abc', '/public/alertas/confirmar?token=abc'],
      ['/api/v1/alertas/baixa?token=abc', '/public/alertas/baixa?token=abc'],
      ['/api/v1/alertas/xestion/baixaTodas?token=abc', '/public/alertas/xestionar?token=abc'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(page);
    }
  });

  it('lists the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([
      '/api/v1/alertas/crear', '/api/v1/alertas/confirmar', '/api/v1/alertas/baixa', '/api/v1/alertas/xestion', '/api/v1/alertas/xestion/baixa', '/api/v1/alertas/xestion/baixaTodas',
    ]));
    expect(doc.paths['/api/v1/alertas/crear'].post.requestBody.content['application/json'].schema.properties.criterio.properties.tipo.enum).toContain('bolsa');
  });
});

describe('ALERTS_DIGEST_TIME', () => {
  it('is an hour on a 24-hour clock, 08:00 by default; anything else stops the server with the reason', async () => {
    const { loadConfig, ConfigError } = await import('../config.js');
    expect(loadConfig({}).alertas.horaResumo).toBe('08:00');
    expect(loadConfig({ ALERTS_DIGEST_TIME: '7:30' }).alertas.horaResumo).toBe('07:30');
    expect(loadConfig({ ALERTS_DIGEST_TIME: '21:05' }).alertas.horaResumo).toBe('21:05');
    for (const bad of ['24:00', '8', '08:60', 'mañá']) {
      expect(() => loadConfig({ ALERTS_DIGEST_TIME: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ALERTS_DIGEST_TIME: bad })).toThrow(/ALERTS_DIGEST_TIME must be a time HH:MM/);
    }
  });
});
