import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../test/harness.js';
import { createAlertasService } from './alertas.service.js';
import { createSubscriptionsService, UNCONFIRMED_DAYS } from './subscriptions.service.js';
import { dispatcherFromConfig, type Dispatcher } from './dispatcher.js';
import { testNotifications } from './test/fixtures.js';
import { linkIn, rawHeaderLine, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './test/smtpServer.js';

// Issue 24: "avísame cando se abra un proceso para min": a profile alert, from asking to the inbox, the feed and leaving.

const PUBLIC_URL = 'http://opos.test';
const at = (iso: string) => new Date(iso);
const PERFIL = { titulacion: 'eso', celga: 4, carnes: ['B'], provincias: [], concellos: [], persoal: [], quendas: [], funcionario: false };
const de = (edicto: string) => ({ edicto, confianza: 0.9 });

describe.each(databases)('profile alerts (issue 24) on %s', (kind) => {
  let smtp: TestSmtpServer;
  let t: Awaited<ReturnType<typeof testApp>>;
  let dispatcher: Dispatcher;
  let clock = at('2026-03-16T06:00:00Z');
  const now = () => clock;
  let alertas: ReturnType<typeof createAlertasService>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await testApp(kind, {
      now,
      config: { publicUrl: PUBLIC_URL, publicBaseUrl: PUBLIC_URL, smtpUrl: smtp.url, timeZone: 'Europe/Madrid', notifications: testNotifications({ rateLimit: 50 }), alertas: { horaResumo: '08:00', pollMs: 60_000 } },
    });
    dispatcher = dispatcherFromConfig(t.app.services.config, { db: t.db, now });
    alertas = createAlertasService({
      db: t.db, now, opos: t.app.services.opos, secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {},
    });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: '10.24.0.1', headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const newMails = async (from: number) => {
    await dispatcher.drain();
    return smtp.received.slice(from);
  };
  const token = (m: ReceivedMail, page: string) => new URL(linkIn(m.mail, `${PUBLIC_URL}${page}?token=`)).searchParams.get('token')!;
  const published = () => t.app.services.cache.clear('public:');

  /** A shown process with the facts read from its texts, and its first edict (published, of the given kind), created at `creado`. */
  async function proceso(url: string, organizacion: string, feitos: (edicto: string) => object | null, creado: Date, tipo = 'convocatoria_bases') {
    const p = randomUUID();
    const o = randomUUID();
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, proceso_mostrable, automatico, fecha_bop_inicio_proceso, feitos)
       VALUES ($1, $2, $3, 'BOP Lugo', $4, true, true, '2026-03-16', $5::jsonb)`,
      [p, url, organizacion, `Proceso de ${organizacion}`, JSON.stringify(feitos(o))],
    );
    await t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto, uuid_proceso_selectivo, created_at, updated_at)
       VALUES ($1, 'BOP Lugo', '2026-03-16', $2, $3, $4, '{}', true, $5, $6, $7, $7)`,
      [o, organizacion, `Convocatoria de ${url}`, `https://bop.example/${o}`, tipo, p, creado],
    );
    return { proceso: p, opo: o };
  }
  const feitosDe = (nivel: string) => (e: string) => ({
    titulacion: { valor: { nivel }, cita: `Estar en posesión do título (${nivel}).`, ...de(e) },
    galego: { valor: { requisito: 'celga', nivel: 4 }, cita: 'Acreditar o CELGA 4.', ...de(e) },
    carne: { valor: ['B'], cita: 'Permiso de conducir da clase B.', ...de(e) },
  });

  const ask = (payload: Record<string, unknown>, headers: Record<string, string> = {}) => post('/api/v1/alertas/perfil', payload, headers);
  const ok = { destinatario: 'ana@example.org', idioma: 'gl', frecuencia: 'INMEDIATA', perfil: PERFIL };

  it.each([
    ['no profile', { destinatario: 'a@example.org', frecuencia: 'DIARIA' }, 'PETICION_INCORRECTA'],
    ['a profile without its qualification', { ...ok, perfil: { celga: 3 } }, 'PETICION_INCORRECTA'],
    ['an unknown qualification', { ...ok, perfil: { ...PERFIL, titulacion: 'doutoramento' } }, 'PETICION_INCORRECTA'],
    ['a CELGA level that does not exist', { ...ok, perfil: { ...PERFIL, celga: 5 } }, 'PETICION_INCORRECTA'],
    ['an unknown licence', { ...ok, perfil: { ...PERFIL, carnes: ['Z'] } }, 'PETICION_INCORRECTA'],
    ['an unknown province', { ...ok, perfil: { ...PERFIL, provincias: ['Madrid'] } }, 'PETICION_INCORRECTA'],
    ['an age out of bounds', { ...ok, perfil: { ...PERFIL, idade: 7 } }, 'PETICION_INCORRECTA'],
    ['an unknown field in the profile', { ...ok, perfil: { ...PERFIL, salario: 2000 } }, 'PETICION_INCORRECTA'],
    ['a text too long', { ...ok, perfil: { ...PERFIL, titulo: 'x'.repeat(201) } }, 'PETICION_INCORRECTA'],
    ['internal promotion for someone who is not a civil servant', { ...ok, perfil: { ...PERFIL, quendas: ['promocion_interna'] } }, 'PERFIL_INCORRECTO'],
    ['a blank council', { ...ok, perfil: { ...PERFIL, concellos: ['Lugo', '  '] } }, 'PERFIL_INCORRECTO'],
    ['a malformed address', { ...ok, destinatario: 'non-e-un-correo' }, 'CORREO_NON_VALIDO'],
  ])('%s is refused with 400 {codigo, descripcion}, and nothing is stored', async (_what, payload, codigo) => {
    const res = await ask(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo, descripcion: expect.any(String) });
    expect(await t.db.query('SELECT 1 FROM suscripcion')).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM notificacion')).toHaveLength(0);
  });

  it('a profile alert never confirmed goes after 30 days with its profile, also from its confirmation message', async () => {
    expect((await ask({ ...ok, destinatario: 'nunca@example.org' })).statusCode).toBe(200);
    await dispatcher.drain();
    const [sent] = await t.db.query<{ texto: string }>(`SELECT texto FROM notificacion WHERE plantilla = 'alerta-perfil-confirmacion'`);
    expect(sent.texto).toContain('CELGA 4');
    const subs = createSubscriptionsService({ db: t.db, now: () => new Date(clock.getTime() + (UNCONFIRMED_DAYS + 1) * 86_400_000), secret: null, rateLimit: 100, rateWindowMinutes: 60, onQueued: () => {} });
    await subs.purge();
    expect(await t.db.query('SELECT 1 FROM suscripcion')).toHaveLength(0);
    expect(await t.db.query(`SELECT datos, texto, html, destinatario FROM notificacion`)).toEqual([{ datos: {}, texto: '', html: '', destinatario: '' }]);
    await t.db.query('DELETE FROM notificacion');
    await t.db.query('DELETE FROM suscripcion_solicitude');
  });

  it('a refusal is worded in Spanish for a page in Spanish', async () => {
    const res = await ask({ ...ok, perfil: { ...PERFIL, quendas: ['promocion_interna'] } }, { 'accept-language': 'es' });
    expect(res.json()).toEqual({ codigo: 'PERFIL_INCORRECTO', descripcion: 'La promoción interna solo es para quien ya es funcionario/a (perfil.funcionario)' });
  });

  it('ask → confirm (double opt-in) → only matching new processes are mailed, once, with the answer and reasons → feed → one-click leave deletes the profile', async () => {
    // Ana asks in Galician (immediate); Bea the same profile in Spanish (daily); asking twice is one alert.
    const start = smtp.received.length;
    expect((await ask(ok)).json()).toEqual({ estado: 'PENDENTE_CONFIRMACION', descripcion: expect.any(String) });
    expect((await ask({ ...ok, perfil: { ...PERFIL, carnes: ['B'], concellos: [] } })).statusCode).toBe(200);
    expect((await ask({ destinatario: 'bea@example.org', idioma: 'es', frecuencia: 'DIARIA', perfil: PERFIL })).statusCode).toBe(200);
    const rows = await t.db.query<{ email: string; perfil: unknown; criterio: unknown; confirmada: boolean; tema: string }>(
      'SELECT email, perfil, criterio, confirmada, tema FROM suscripcion ORDER BY email');
    expect(rows).toEqual([
      { email: 'ana@example.org', perfil: PERFIL, criterio: {}, confirmada: false, tema: expect.stringMatching(/^alerta-perfil:[\w-]+$/) },
      { email: 'bea@example.org', perfil: PERFIL, criterio: {}, confirmada: false, tema: expect.stringMatching(/^alerta-perfil:[\w-]+$/) },
    ]);
    // The topic (kept as a suppression entry on leaving) says nothing of the profile.
    expect(rows[0].tema).not.toMatch(/eso|celga/i);

    const confirmations = await newMails(start);
    expect(confirmations.map((m) => m.to[0]).sort()).toEqual(['ana@example.org', 'bea@example.org']);
    const ana = confirmations.find((m) => m.to[0] === 'ana@example.org')!;
    const bea = confirmations.find((m) => m.to[0] === 'bea@example.org')!;
    expect(ana.mail.subject).toBe('Confirma o teu aviso: procesos para o teu perfil');
    expect(ana.mail.text).toContain('cando se abra un proceso para o teu perfil (un correo ao momento)');
    expect(ana.mail.text).toContain('O teu perfil: ESO / Graduado escolar · CELGA 4 · B.');
    expect(ana.mail.text).toContain('nunca polos que non cumpres');
    expect(ana.mail.text).toContain('bórrase cando te deas de baixa');
    expect(bea.mail.subject).toBe('Confirma tu aviso: procesos para tu perfil');
    expect(bea.mail.text).toContain('(un resumen diario a las 08:00)');
    expect(rawHeaderLine(ana.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Nothing is sent before confirming.
    clock = at('2026-03-16T06:05:00Z');
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });

    const confirmed = await post(`/api/v1/alertas/confirmar?token=${token(ana, '/public/alertas/confirmar')}`);
    expect(confirmed.statusCode).toBe(200);
    const alerta = confirmed.json().alerta;
    expect(alerta).toEqual({
      uuid: expect.any(String), criterio: {}, frecuencia: 'INMEDIATA', confirmada: true, perfil: PERFIL,
      feed: expect.stringMatching(/^\/api\/v1\/feeds\/perfil\.atom\?token=[\w-]+\.[\w-]+$/),
    });
    expect((await post(`/api/v1/alertas/confirmar?token=${token(bea, '/public/alertas/confirmar')}`)).statusCode).toBe(200);

    // A new process the profile does not meet (a degree): no mail.
    clock = at('2026-03-16T06:30:00Z');
    await proceso('tecnico-lugo', 'Concello de Lugo', feitosDe('grao'), at('2026-03-16T06:20:00Z'));
    published();
    let before = smtp.received.length;
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    expect(await newMails(before)).toEqual([]);

    // A process it meets, one whose texts say nothing (to check), a later edict (admitted list) of a process it would
    // meet, and one whose text is still being read: one mail, with the first two, each with its answer and reasons.
    clock = at('2026-03-16T06:45:00Z');
    const podes = await proceso('auxiliar-sarria', 'Concello de Sarria', feitosDe('eso'), at('2026-03-16T06:40:00Z'));
    await proceso('peon-becerrea', 'Concello de Becerreá', () => null, at('2026-03-16T06:40:00Z'));
    await proceso('admitidos-foz', 'Concello de Foz', feitosDe('eso'), at('2026-03-16T06:40:00Z'), 'admitidos');
    const lendo = await proceso('condutor-vilalba', 'Concello de Vilalba', feitosDe('eso'), at('2026-03-16T06:40:00Z'));
    await t.db.query(`INSERT INTO texto_edicto (opo_uuid, bop, fecha_bop, estado, creado) VALUES ($1, 'BOP Lugo', '2026-03-16', 'pendente', $2)`, [lendo.opo, at('2026-03-16T06:40:00Z')]);
    published();
    before = smtp.received.length;
    expect(await alertas.run()).toEqual({ inmediatas: 1, resumos: 0, erros: 0 });
    const [mail, ...rest] = await newMails(before);
    expect(rest).toEqual([]);
    expect(mail.to).toEqual(['ana@example.org']);
    expect(mail.mail.subject).toBe('2 novos procesos para o teu perfil');
    const text = mail.mail.text!;
    expect(text).toContain('Abriuse algún proceso para o teu perfil (ESO / Graduado escolar · CELGA 4 · B):');
    expect(text).toContain('- Concello de Sarria');
    expect(text).toContain('✓ Podes presentarte');
    expect(text).toContain('· Titulación: pídese ESO ou equivalente e tes ESO ou equivalente');
    expect(text).toContain('· Carné de conducir: pídese o carné B e tes B');
    expect(text).toContain('- Concello de Becerreá');
    expect(text).toContain('? Revisa as bases');
    expect(text).toContain('· Titulación: os textos non din que titulación piden');
    expect(text).not.toContain('Concello de Lugo');
    expect(text).not.toContain('Non cumpres');
    expect(text).not.toContain('Concello de Foz');
    expect(text).not.toContain('Concello de Vilalba');
    expect(text).toContain(`${PUBLIC_URL}/public/oposicion/auxiliar-sarria`);
    expect(text).toContain(`Seguir estes procesos nun lector de noticias (Atom): ${PUBLIC_URL}/api/v1/feeds/perfil.atom?token=`);
    expect(text).toContain('Darse de baixa deste aviso e borrar o perfil gardado: http://opos.test/public/alertas/baixa?token=');
    expect(rawHeaderLine(mail.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/alertas\/baixa\?token=[\w-]+\.[\w-]+>$/);
    // Again, or another edict of a process already told: nothing more.
    await t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto, uuid_proceso_selectivo, created_at, updated_at)
       VALUES ($1, 'DOG', '2026-03-16', 'Concello de Sarria', 'Extracto da convocatoria', 'https://dog.example/x', '{}', true, 'extracto_convocatoria', $2, $3, $3)`,
      [randomUUID(), podes.proceso, at('2026-03-16T06:50:00Z')],
    );
    published();
    clock = at('2026-03-16T06:55:00Z');
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    // The text read (the process it belongs to meets the profile): told at the next run (at most 15 minutes later, as
    // reading a text is not a new competition). 08:10 in Madrid: also Bea's daily digest, in Spanish.
    await t.db.query(`UPDATE texto_edicto SET estado = 'ok' WHERE opo_uuid = $1`, [lendo.opo]);
    clock = at('2026-03-16T07:10:00Z');
    before = smtp.received.length;
    expect(await alertas.run()).toEqual({ inmediatas: 1, resumos: 1, erros: 0 });
    const despois = await newMails(before);
    const vilalba = despois.find((m) => m.to[0] === 'ana@example.org')!;
    expect(vilalba.mail.subject).toBe('Un novo proceso para o teu perfil');
    expect(vilalba.mail.text).toContain('Concello de Vilalba');
    const digest = despois.find((m) => m.to[0] === 'bea@example.org')!;
    expect(digest.mail.subject).toBe('3 nuevos procesos para tu perfil (16 de marzo de 2026)');
    expect(digest.mail.text).toContain('✓ Puedes presentarte');
    expect(digest.mail.text).toContain('· Titulación: se pide ESO o equivalente y tienes ESO o equivalente');
    expect(digest.mail.text).toContain('? Revisa las bases');
    expect(digest.mail.text).not.toContain('Concello de Lugo');
    expect(despois).toHaveLength(2);

    // The feed: the matching processes with their answers, in the alert's language; not the one it does not meet.
    const feedRes = await t.app.inject({ url: alerta.feed });
    expect(feedRes.statusCode).toBe(200);
    expect(feedRes.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feedRes.headers['cache-control']).toBe('private, max-age=300');
    const atom = feedRes.body;
    expect(atom).toContain('<title>Oposicións Galicia: procesos para o teu perfil</title>');
    expect(atom).toContain('✓ Podes presentarte: Concello de Sarria: Convocatoria de auxiliar-sarria');
    expect(atom).toContain('? Revisa as bases: Concello de Becerreá');
    expect(atom).toContain('Concello de Vilalba');
    expect(atom).toContain('Titulación: pídese ESO ou equivalente e tes ESO ou equivalente');
    expect(atom).toContain(`${PUBLIC_URL}/public/oposicion/auxiliar-sarria`);
    expect(atom).not.toContain('Concello de Lugo');
    expect(atom).not.toContain('Concello de Foz');
    expect(atom.match(/<entry>/g)).toHaveLength(3); // the process's extract is not a second entry
    expect((await t.app.inject({ url: alerta.feed, headers: { 'if-none-match': feedRes.headers.etag as string } })).statusCode).toBe(304);
    // A leave or confirm token does not open the feed, and the feed token does not leave.
    expect((await t.app.inject({ url: `/api/v1/feeds/perfil.atom?token=${token(ana, '/public/alertas/confirmar')}` })).json()).toEqual({ codigo: 'LIGAZON_NON_VALIDA', descripcion: expect.any(String) });
    const feedToken = new URL(alerta.feed, PUBLIC_URL).searchParams.get('token')!;
    expect((await post(`/api/v1/alertas/baixa?token=${feedToken}`)).statusCode).toBe(400);

    // The manage page lists it with its profile and feed.
    const xestion = await t.app.inject({ url: `/api/v1/alertas/xestion?token=${new URL(linkIn(mail.mail, `${PUBLIC_URL}/public/alertas/xestionar?token=`)).searchParams.get('token')}` });
    expect(xestion.json().alertas).toEqual([expect.objectContaining({ perfil: PERFIL, feed: alerta.feed, confirmada: true })]);

    // One click (RFC 8058) from the e-mail's List-Unsubscribe: the alert goes, and its profile with it.
    const oneClick = rawHeaderLine(mail.raw, 'List-Unsubscribe')!.match(/<([^>]+)>/)![1];
    const left = await post(oneClick.replace(PUBLIC_URL, ''), 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ estado: 'BAIXA', alerta: { perfil: PERFIL } });
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = 'ana@example.org'`)).toHaveLength(0);
    const kept = await t.db.query<{ datos: unknown; texto: string; html: string; destinatario: string }>(
      `SELECT datos, texto, html, destinatario FROM notificacion WHERE plantilla LIKE 'alerta-perfil-%' AND destinatario <> 'bea@example.org'`);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    for (const k of kept) expect(k).toEqual({ datos: {}, texto: '', html: '', destinatario: '' });
    expect((await t.app.inject({ url: alerta.feed })).statusCode).toBe(404);
    // Nothing more is sent to her.
    clock = at('2026-03-16T08:00:00Z');
    await proceso('auxiliar-monforte', 'Concello de Monforte', feitosDe('eso'), at('2026-03-16T07:50:00Z'));
    published();
    expect((await alertas.run()).inmediatas).toBe(0);
  });
});
