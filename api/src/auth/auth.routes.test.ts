import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';

describe.each(databases)('sign-in and admin rights (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    ctx = await testApp(kind);
  });
  afterAll(async () => ctx?.close());

  test('authorizationAdmin: 200 with the name for the administrator', async () => {
    const res = await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(await tokenFor(ctx.app, 'admin')) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nombre: 'admin', sub: 'dev-admin', admin: true });
  });

  test('authorizationAdmin: 403 for the visitor, 401 without or with a bad token', async () => {
    const visitor = await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(await tokenFor(ctx.app, 'visitor')) });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().codigo).toBe('SEN_PERMISOS');
    expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(await tokenFor(ctx.app, 'expired')) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(await tokenFor(ctx.app, 'invalid')) })).statusCode).toBe(401);
  });
});

describe.each(databases)('constants and caches (%s)', (kind) => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await testApp(kind);
    admin = bearer(await tokenFor(ctx.app, 'admin'));
  });
  afterAll(async () => ctx?.close());

  test('the home switch reads and changes BLOQUEO_BUSQUEDA_BOP_BOE', async () => {
    const before = await ctx.app.inject({ url: '/api/v1/config/ver/constantes', headers: admin });
    expect(before.json()).toEqual([{ constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'false' }]);
    const set = await ctx.app.inject({ method: 'POST', url: '/api/v1/config/modificar/constantes', headers: admin, payload: { constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'true' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'true' });
    const after = await ctx.app.inject({ url: '/api/v1/config/ver/constantes', headers: admin });
    expect(after.json()).toEqual([{ constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'true' }]);
  });

  test('an unknown constant or a value it does not take is a 400 with a descripcion', async () => {
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/config/modificar/constantes', headers: admin, payload: { constante: 'NON_EXISTE', valor: 'true' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ codigo: 'CONSTANTE_DESCONOCIDA', descripcion: 'Constante descoñecida: NON_EXISTE' });
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/config/modificar/constantes', headers: admin, payload: { constante: 'BLOQUEO_BUSQUEDA_BOP_BOE', valor: 'si' } });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/config/modificar/constantes', headers: admin, payload: { constante: 'BLOQUEO_BUSQUEDA_BOP_BOE' } });
    expect(missing.statusCode).toBe(400);
  });

  test('borrar/caches empties the public read cache', async () => {
    await ctx.app.services.cache.get('public:proba', async () => 1);
    expect(ctx.app.services.cache.size()).toBeGreaterThan(0);
    const res = await ctx.app.inject({ url: '/api/v1/config/borrar/caches', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ descripcion: 'Cachés borradas', entradasBorradas: 1 });
    expect(ctx.app.services.cache.size()).toBe(0);
  });
});
