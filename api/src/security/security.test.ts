import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, testConfig } from '../config.js';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { createTokenVerifier } from '../auth/tokenVerifier.js';
import { contentSecurityPolicy } from './headers.js';
import { requestLang } from './lang.js';
import { findHostile } from './validation.js';

/** Issue 17: every row of the hostile-input report, one test (or more) each. */

const NOW = () => new Date('2026-03-15T10:00:00+01:00');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const MAX_UPLOAD = 4096;
const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('edge helpers', () => {
  test('hostile values: NUL, lone surrogates (values and keys), non-finite numbers, deep nesting', () => {
    expect(findHostile({ a: 'ok', b: [1, 2.5, 'ñ 😀'] })).toBeNull();
    expect(findHostile({ a: 'x\u0000y' })).toEqual({ path: '/a', reason: 'caracteres' });
    expect(findHostile({ a: ['\ud800'] })).toEqual({ path: '/a/0', reason: 'caracteres' });
    expect(findHostile({ a: 'x\udc00' })?.reason).toBe('caracteres');
    expect(findHostile({ ['k\u0000']: 1 })?.reason).toBe('caracteres');
    expect(findHostile({ n: Infinity })).toEqual({ path: '/n', reason: 'numero' });
    expect(findHostile({ n: NaN })?.reason).toBe('numero');
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(findHostile(deep)?.reason).toBe('profundidade');
  });

  test('Accept-Language: Spanish when preferred, Galician by default', () => {
    expect(requestLang(undefined)).toBe('gl');
    expect(requestLang('es-ES,es;q=0.9')).toBe('es');
    expect(requestLang('en-US,en;q=0.9')).toBe('gl');
    expect(requestLang('es;q=0.5,gl;q=0.8')).toBe('gl');
    expect(requestLang('fr,es;q=0.7')).toBe('es');
  });

  test('TRUST_PROXY: off by default, a hop count or an address list; never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(/TRUST_PROXY/);
  });

  test('CSP: the configured remotes and provider, no inline scripts, no framing', () => {
    const config = testConfig({
      remotes: { ...testConfig().remotes, mf_public: 'https://cdn.example.org/mf-public/mf-manifest.json' },
      oidc: { ...testConfig().oidc, issuer: 'https://sso.example.org/realms/opos' },
    });
    const csp = contentSecurityPolicy(config);
    expect(csp['script-src']).toContain('https://cdn.example.org');
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.org', 'https://sso.example.org']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Development provider on localhost: sign-in redirects may land on the loopback twins.
    const dev = contentSecurityPolicy(testConfig({ publicUrl: 'http://localhost:8080' }));
    expect(dev['form-action']).toEqual(expect.arrayContaining(['http://127.0.0.1:8080', 'http://localhost:8080']));
    // Browsers ignore IPv6 literals in source lists (with a console warning): never listed.
    expect(Object.values(dev).flat().filter((s) => s.includes('['))).toEqual([]);
  });
});

describe('token verification (external provider)', () => {
  const config = testConfig({ oidc: { ...testConfig().oidc, issuer: 'https://sso.example.org' } });
  test('a provider that refuses the token itself (400 unsupported_token_type, invalid_request) means 401, not 503', async () => {
    for (const error of ['unsupported_token_type', 'invalid_request', 'invalid_token']) {
      const { verify } = createTokenVerifier({ config, transport: async () => ({ status: 400, body: { error } }) });
      await expect(verify('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).resolves.toBeNull();
    }
  });
  test('unreachable provider, its 5xx, or refused API credentials: 503, and the log says why', async () => {
    const logged: string[] = [];
    const log = { error: (_o: object, msg: string) => void logged.push(msg) };
    const down = createTokenVerifier({ config, log, transport: async () => { throw new Error('connect ECONNREFUSED'); } });
    await expect(down.verify('t')).rejects.toMatchObject({ status: 503, codigo: 'PROVEDOR_IDENTIDADE_NON_DISPONIBLE' });
    const broken = createTokenVerifier({ config, log, transport: async () => ({ status: 502, body: null }) });
    await expect(broken.verify('t')).rejects.toMatchObject({ status: 503 });
    const creds = createTokenVerifier({ config, log, transport: async () => ({ status: 401, body: { error: 'invalid_client' } }) });
    await expect(creds.verify('t')).rejects.toMatchObject({ status: 503 });
    expect(logged).toEqual([
      expect.stringContaining('cannot be reached'),
      expect.stringContaining('answered with an error'),
      expect.stringContaining('refuses the API client credentials'),
    ]);
  });
});

describe.each(databases)('hostile input on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let auth: Record<string, string>;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload });
  const crear = (over: Record<string, unknown> = {}) =>
    post('/api/v1/config/crear/procesoOposicion', { urlAmigable: `oferta-${randomUUID().slice(0, 8)}`, organizacion: 'Concello de Lugo', titulo: 'Auxiliar', ...over });

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { dataDir: mkdtempSync(join(tmpdir(), 'opos-sec-')), maxUploadBytes: MAX_UPLOAD, notifications: { ...testConfig().notifications, dispatcherEnabled: false, rateLimit: 3 } } });
    auth = bearer(await tokenFor(t.app, 'admin'));
  });
  afterAll(() => t.close());

  test('a NUL byte in a query parameter or a text field is a 400 {codigo, descripcion}, on public and admin routes', async () => {
    for (const url of ['/api/v1/opos/consultaTexto?textoBusqueda=a%00b', '/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=%00', '/api/v1/opos/ver/procesoOposicion?urlAmigable=x%00',
      '/api/v1/opos/consulta?date=2026-03-01&bop=%00', '/api/v1/config/opos/consultaTexto?textoBusqueda=%00']) {
      const res = await t.app.inject({ url, headers: auth });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({ codigo: 'CARACTERES_NON_ADMITIDOS', descripcion: expect.stringContaining('NUL') });
    }
    const body = await crear({ titulo: 'Auxiliar\u0000' });
    expect(body.statusCode).toBe(400);
    expect(body.json().codigo).toBe('CARACTERES_NON_ADMITIDOS');
    const sub = await t.app.inject({ method: 'POST', url: '/api/v1/opos/addNotificion', payload: { tipoNotificacion: 'EMAIL', destinatario: 'a@b.gal', etiqueta: 'x\u0000' } });
    expect(sub.statusCode).toBe(400);
    // A lone surrogate, as JSON escapes allow it.
    const surrogate = await t.app.inject({ method: 'POST', url: '/api/v1/config/crear/procesoOposicion', headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"urlAmigable":"x-1","titulo":"A\\ud800"}' });
    expect(surrogate.statusCode).toBe(400);
  });

  test('the refusal speaks the request\'s language: Galician by default, Spanish on Accept-Language es', async () => {
    const gl = await t.app.inject({ url: '/api/v1/opos/consultaDias' });
    expect(gl.json()).toEqual({ codigo: 'PETICION_INCORRECTA', descripcion: 'O campo «dias» na consulta é obrigatorio' });
    const es = await t.app.inject({ url: '/api/v1/opos/consultaDias', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.json()).toEqual({ codigo: 'PETICION_INCORRECTA', descripcion: 'El campo «dias» en la consulta es obligatorio' });
    const nul = await t.app.inject({ url: '/api/v1/opos/consultaTexto?textoBusqueda=%00', headers: { 'accept-language': 'es' } });
    expect(nul.json().descripcion).toMatch(/^El campo «textoBusqueda» en la consulta contiene caracteres no admitidos/);
    const missing = await t.app.inject({ url: '/api/v1/non-existe', headers: { 'accept-language': 'es' } });
    expect(missing.json()).toEqual({ codigo: 'NON_ATOPADO', descripcion: 'No existe GET /api/v1/non-existe' });
  });

  test.each(['Infinity', '-Infinity', '1e400', '1e3', '0x10', '%205', 'NaN', '1.5', '99999999999999999999'])('dias=%s is a 400, never coerced', async (value) => {
    const res = await t.app.inject({ url: `/api/v1/opos/consultaDias?dias=${value}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().codigo).toBe('PETICION_INCORRECTA');
  });

  test('numbers in JSON must be finite and in range; text is not turned into numbers except plain numerals', async () => {
    const huge = await t.app.inject({ method: 'POST', url: '/api/v1/config/configurar/etiquetas', headers: { ...auth, 'content-type': 'application/json' },
      payload: '[{"textoBuscar":"a","etiqueta":"b","comprobarCadenaCompleta":false,"prioridade":1e400}]' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().codigo).toBe('NUMERO_NON_VALIDO');
    for (const prioridade of ['Infinity', '1e3', ' 5', 10_000_000]) {
      const res = await post('/api/v1/config/configurar/etiquetas', [{ textoBuscar: 'a', etiqueta: 'b', comprobarCadenaCompleta: false, prioridade }]);
      expect({ prioridade, status: res.statusCode }).toEqual({ prioridade, status: 400 });
    }
    const stats = await t.app.inject({ url: '/api/v1/estadisticas/verEstadisticas?numeroInicio=0&numeroFin=1e20', headers: auth });
    expect(stats.statusCode).toBe(400);
    // A number where text is expected is not turned into text.
    expect((await crear({ titulo: 12345 })).statusCode).toBe(400);
    // Repeated parameters do not become a scalar.
    expect((await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=1&dias=2' })).statusCode).toBe(400);
  });

  test('URLs: only http: and https: are stored; javascript:, data: and others are a 400', async () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x', 'http:/x']) {
      const created = await crear({ urlImagen: url });
      expect({ url, status: created.statusCode }).toEqual({ url, status: 400 });
      expect(created.json().codigo).toBe('URL_NON_VALIDA');
    }
    const ok = await crear({ urlImagen: 'https://example.org/a.png' });
    expect(ok.statusCode).toBe(200);
    const p = ok.json();
    const mod = await post('/api/v1/config/modificar/procesoOposicion', {
      uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, titulo: 'Auxiliar', procesoFinalizado: false, procesoMostrable: true, urlInfoProcesoExterno: 'javascript:alert(1)',
    });
    expect(mod.statusCode).toBe(400);
    expect(mod.json().codigo).toBe('URL_NON_VALIDA');
    const fase = await post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: p.uuidEntidad, titulo: 'Bases', url: 'javascript:alert(1)' });
    expect(fase.statusCode).toBe(400);
    const opo = await post('/api/v1/config/opo/modificar', { uuidOpo: randomUUID(), organizacion: 'x', descripcion: 'y', verificado: true, urlDetalle: 'javascript:alert(1)' });
    expect(opo.statusCode).toBe(400);
    const es = await crear({ urlImagen: 'javascript:x' }).then(() => post('/api/v1/config/crear/procesoOposicion', { urlAmigable: 'x-2', titulo: 'A', urlImagen: 'ftp://x' }, { 'accept-language': 'es' }));
    expect(es.json().descripcion).toBe('El campo «urlImagen» en el cuerpo solo admite direcciones http: o https:');
  });

  test('an offer title of only spaces is refused on create and on modify', async () => {
    const blank = await crear({ titulo: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().descripcion).toBe('O campo «titulo» no corpo non pode estar baleiro nin ter só espazos');
    const p = (await crear()).json();
    const mod = await post('/api/v1/config/modificar/procesoOposicion', { uuidProcesoOposicion: p.uuidEntidad, urlAmigable: p.urlAmigable, titulo: ' \t ', procesoFinalizado: false, procesoMostrable: true });
    expect(mod.statusCode).toBe(400);
    const [row] = await t.db.query<{ titulo: string }>('SELECT titulo FROM proceso_oposicion WHERE uuid = $1', [p.uuidEntidad]);
    expect(row.titulo).toBe('Auxiliar');
  });

  test('uploads over the limit answer {codigo, descripcion}, in the request\'s language, with nothing stored', async () => {
    const p = (await crear()).json();
    const over = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD)]).toString('base64');
    const decoded = await post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: p.uuidEntidad, titulo: 'Bases', archivo: over }, { 'accept-language': 'es' });
    expect(decoded.statusCode).toBe(413);
    expect(decoded.json()).toEqual({ codigo: 'DEMASIADO_GRANDE', descripcion: expect.stringMatching(/^El archivo ocupa .* el máximo admitido es/) });
    // A body over the server's body limit (a 30 MB file on the default 20 MB limit, here scaled down).
    const huge = Buffer.alloc(128 * 1024).toString('base64');
    const body = await post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: p.uuidEntidad, titulo: 'Bases', archivo: huge });
    expect(body.statusCode).toBe(413);
    // the phase route reads the rest of the body and names the file's size and the limit (issue 23)
    expect(body.json()).toEqual({ codigo: 'DEMASIADO_GRANDE', descripcion: expect.stringMatching(/^O arquivo (?:ocupa .* o máximo admitido é|supera o máximo admitido de)/) });
    const notPdf = await post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: p.uuidEntidad, titulo: 'Bases', archivo: Buffer.from('hello').toString('base64') }, { 'accept-language': 'es' });
    expect(notPdf.json()).toEqual({ codigo: 'TIPO_NON_ADMITIDO', descripcion: 'Solo se admiten archivos PDF' });
    const stored = (await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${p.uuidEntidad}`, headers: auth })).json();
    expect(stored.procesosOposicionesList).toEqual([]);
  });

  test('a deleted phase\'s PDF is revalidated on every use (no-cache + ETag) and gone once deleted', async () => {
    const p = (await crear()).json();
    const fase = (await post('/api/v1/config/asignar/opoProcesoOposicion', { uuidOposicionDetalle: p.uuidEntidad, titulo: 'Bases', archivo: PDF.toString('base64') })).json();
    const url = `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${fase.archivo}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['cache-control']).not.toMatch(/max-age|public/);
    const etag = String(first.headers.etag);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/config/eliminar/opoProcesoOposicion', headers: auth, payload: { uuidOpo: fase.uuid } });
    const gone = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-cache');
  });

  test('the subscription limit keys on the socket address: a forged X-Forwarded-For changes nothing; its 429 has Retry-After', async () => {
    await t.db.query("INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'auxiliar', 'auxiliar')", [randomUUID()]);
    const ask = (i: number) => t.app.inject({
      method: 'POST', url: '/api/v1/opos/addNotificion', remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': `198.51.100.${i}`, 'accept-language': 'es' },
      payload: { tipoNotificacion: 'EMAIL', destinatario: `persoa${i}@example.org`, etiqueta: 'auxiliar' },
    });
    for (let i = 0; i < 3; i += 1) expect((await ask(i)).statusCode).toBe(200);
    const limited = await ask(99);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ codigo: 'DEMASIADAS_PETICIONS', descripcion: 'Demasiadas peticiones de suscripción: inténtalo de nuevo más tarde' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  test('admin notifications do not show the subscribers\' confirm and unsubscribe links', async () => {
    const texto = 'Confirma: http://localhost:8080/public/avisos/confirmar?token=abc.DEF_123\nBaixa: http://localhost:8080/api/v1/opos/baixaNotificacion?token=zzz-9&x=1\nOferta: http://localhost:8080/public/oposicion/x';
    await t.db.query(
      `INSERT INTO notificacion (uuid, tipo_envio, auditoria_fecha_envio, prioridad, enviado, trazas, texto, auditoria_creador_por, created_at)
       VALUES ($1, 'EMAIL', NULL, 1, false, '', $2, 'sistema', $3)`,
      [randomUUID(), texto, '2026-03-15T09:00:00Z'],
    );
    const res = await t.app.inject({ url: '/api/v1/estadisticas/envioNotificacion/?fecha=2026-03-15', headers: auth });
    expect(res.statusCode).toBe(200);
    const shown = res.json().map((n: { texto: string }) => n.texto).join('\n');
    expect(shown).not.toContain('abc.DEF_123');
    expect(shown).not.toContain('zzz-9');
    expect(shown).toContain('confirmar?token=[retirado]');
    expect(shown).toContain('/public/oposicion/x');
  });

  test('any JWT-shaped or forged bearer token is a 401, never a 503', async () => {
    const jwtNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: 'admin', iss: 'http://localhost:8080/idp', roles: ['admin'], exp: 9999999999 })}.`;
    const forged = `${b64url({ alg: 'RS256', typ: 'at+jwt', kid: 'x' })}.${b64url({ sub: 'admin', iss: 'https://evil.example', aud: 'opos-api' })}.${'A'.repeat(342)}`;
    const foreign = `${b64url({ alg: 'HS256' })}.${b64url({ iss: 'https://sso.example.org', sub: 'x' })}.c2lnbmF0dXJl`;
    for (const token of [jwtNone, forged, foreign, 'x', 'a'.repeat(5000), `${'x'.repeat(43)}`]) {
      const res = await t.app.inject({ url: '/api/v1/oauth/authorizationAdmin', headers: bearer(token) });
      expect({ token: token.slice(0, 20), status: res.statusCode }).toEqual({ token: token.slice(0, 20), status: 401 });
      expect(res.json().codigo).toBe('TOKEN_NON_VALIDO');
    }
  });

  test('security headers on pages, the API, the sign-in provider, a 404 and a refused request', async () => {
    for (const url of ['/public/', '/public/admin', '/api/v1/opos/etiquetas', '/idp/.well-known/openid-configuration', '/api/v1/non-existe', '/api/v1/opos/consultaTexto?textoBusqueda=%00']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect({ url, csp: /frame-ancestors 'none'/.test(csp) }).toEqual({ url, csp: true });
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // served over http here
    }
  });
});

describe('behind proxies and over https', () => {
  test('TRUST_PROXY=1: the limit keys on the nearest X-Forwarded-For hop; a client forging earlier hops gains nothing', async () => {
    const t = await testApp('pglite', { config: { trustProxy: 1, notifications: { ...testConfig().notifications, dispatcherEnabled: false, rateLimit: 2 } } });
    await t.db.query("INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'auxiliar', 'auxiliar')", [randomUUID()]);
    const ask = (xff: string, i: number) => t.app.inject({
      method: 'POST', url: '/api/v1/opos/addNotificion', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': xff },
      payload: { tipoNotificacion: 'EMAIL', destinatario: `p${i}@example.org`, etiqueta: 'auxiliar' },
    });
    // Two clients behind the one proxy: each has its own allowance.
    expect((await ask('198.51.100.7', 1)).statusCode).toBe(200);
    expect((await ask('198.51.100.8', 2)).statusCode).toBe(200);
    expect((await ask('198.51.100.7', 3)).statusCode).toBe(200);
    // The first client, now forging extra hops in front of its real address: still the same key.
    expect((await ask('1.2.3.4, 198.51.100.7', 4)).statusCode).toBe(429);
    expect((await ask('5.6.7.8, 198.51.100.7', 5)).statusCode).toBe(429);
    await t.close();
  });

  test('HSTS when the site is served over https', async () => {
    const t = await testApp('pglite', { config: { publicUrl: 'https://oposicions.example.org' } });
    const res = await t.app.inject({ url: '/api/v1/opos/etiquetas' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    await t.close();
  });

  test('the development provider accepts redirect URIs on localhost, 127.0.0.1 and [::1] at the served port, and no other', async () => {
    const t = await testApp('pglite', { config: { publicUrl: 'http://localhost:8080' } });
    const authorize = (redirect: string) => t.app.inject({
      url: `/idp/auth?${new URLSearchParams({ client_id: 'opos-web', redirect_uri: redirect, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's' })}`,
    });
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
      const res = await authorize(`${origin}/public/admin/callback`);
      expect({ origin, status: res.statusCode, location: String(res.headers.location ?? '') }).toEqual({ origin, status: 303, location: expect.stringContaining('/idp/interaction/') });
    }
    for (const bad of ['http://127.0.0.1:9999/public/admin/callback', 'http://evil.example:8080/public/admin/callback']) {
      const res = await authorize(bad);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('redirect_uri');
    }
    await t.close();
  });
});
