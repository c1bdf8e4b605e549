import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../test/harness.js';
import { createAlertasService } from './alertas.service.js';
import { dispatcherFromConfig, type Dispatcher } from './dispatcher.js';
import { seedOpo, testNotifications } from './test/fixtures.js';
import { linkIn, rawHeaderLine, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './test/smtpServer.js';

const PUBLIC_URL = 'http://opos.test';
const PROCESO = '5a1c2a9e-7b4d-4c1e-9a2b-3c4d5e6f7a01';
// 2026-03-16 in Madrid is UTC+1: 07:00Z is the 08:00 digest.
const at = (iso: string) => new Date(iso);

describe.each(databases)('alerts for a label, a search or a filtered list, through SMTP, on %s', (kind) => {
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
      config: { publicUrl: PUBLIC_URL, smtpUrl: smtp.url, timeZone: 'Europe/Madrid', notifications: testNotifications(), alertas: { horaResumo: '08:00', pollMs: 60_000 } },
    });
    dispatcher = dispatcherFromConfig(t.app.services.config, { db: t.db, now });
    // The run as the server's loop does it (the same services), driven by the test's clock.
    alertas = createAlertasService({
      db: t.db, now, opos: t.app.services.opos, secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {},
    });
    await t.db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'bombeiros', 'bombeiro')`, [randomUUID()]);
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo, automatico) VALUES ($1, 'bombeiro-lugo-2026', 'Concello de Lugo', 'Bombeiro/a do Concello de Lugo', true)`,
      [PROCESO],
    );
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: '10.9.0.1', headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const newMails = async (from: number) => {
    await dispatcher.drain();
    return smtp.received.slice(from);
  };
  const token = (m: ReceivedMail, page: string) => new URL(linkIn(m.mail, `${PUBLIC_URL}${page}?token=`)).searchParams.get('token')!;
  const published = () => t.app.services.cache.clear('public:'); // an analysis or an edit clears the public reads

  it('ask → confirmation e-mail (each in its language) → confirm → immediate and daily news, each once → manage → leave', async () => {
    // Ana: a label page filtered by province, daily, in Galician; Bea: a text search, immediate, in Spanish; Carla never confirms.
    const asks = [
      { destinatario: 'ana@example.org', idioma: 'gl', frecuencia: 'DIARIA', criterio: { etiqueta: 'Bomberos', provincia: 'Lugo' } },
      { destinatario: 'Bea@Example.org', idioma: 'es', frecuencia: 'INMEDIATA', criterio: { textoBusqueda: 'auxiliar administrativo' } },
      { destinatario: 'carla@example.org', idioma: 'gl', frecuencia: 'DIARIA', criterio: { textoBusqueda: 'auxiliar administrativo' } },
    ];
    for (const a of asks) {
      const res = await post('/api/v1/alertas/crear', a);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ estado: 'PENDENTE_CONFIRMACION', descripcion: expect.any(String) });
    }
    const confirmations = await newMails(0);
    expect(confirmations.map((m) => m.to[0]).sort()).toEqual(['ana@example.org', 'bea@example.org', 'carla@example.org']);
    const [confirmAna] = mailsTo('ana@example.org');
    const [confirmBea] = mailsTo('bea@example.org');
    // The label asked in Spanish is kept by its Galician name, and said in each language.
    expect(confirmAna.mail.subject).toBe('Confirma o teu aviso: etiqueta «bombeiros» · en Lugo');
    expect(confirmAna.mail.text).toContain('avisos das novas oposicións de: etiqueta «bombeiros» · en Lugo (un resumo diario ás 08:00)');
    expect(confirmBea.mail.subject).toBe('Confirma tu aviso: «auxiliar administrativo»');
    expect(confirmBea.mail.text).toContain('(un correo en cuanto haya novedades)');
    expect(confirmAna.mail.headers.get('content-language')).toBe('gl');
    expect(confirmBea.mail.headers.get('content-language')).toBe('es');
    expect(confirmAna.mail.text).toContain(`Confirmar o aviso: ${PUBLIC_URL}/public/alertas/confirmar?token=`);
    expect(confirmAna.mail.text).toContain(`Ver e cancelar todos os meus avisos: ${PUBLIC_URL}/public/alertas/xestionar?token=`);
    expect(rawHeaderLine(confirmAna.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/alertas\/baixa\?token=[\w-]+\.[\w-]+>$/);
    expect(rawHeaderLine(confirmAna.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Asking again for the same alert (other spelling, other order) changes nothing and sends nothing more today.
    expect((await post('/api/v1/alertas/crear', { ...asks[0], criterio: { provincia: 'Lugo', etiqueta: ' bombeiros ' } })).statusCode).toBe(200);
    expect(await newMails(smtp.received.length)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = 'ana@example.org'`)).toHaveLength(1);

    clock = at('2026-03-16T06:05:00Z');
    for (const [m, criterio] of [[confirmAna, { etiqueta: 'bombeiros', provincia: 'Lugo' }], [confirmBea, { textoBusqueda: 'auxiliar administrativo' }], [confirmAna, { etiqueta: 'bombeiros', provincia: 'Lugo' }]] as const) {
      const res = await post(`/api/v1/alertas/confirmar?token=${token(m, '/public/alertas/confirmar')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ estado: 'CONFIRMADA', alerta: expect.objectContaining({ criterio, confirmada: true }), tokenXestion: expect.any(String), horaResumo: '08:00' });
    }

    // Published before the confirmation (never sent), after it: Lugo (Ana), Ourense (not Ana's province), Vigo (Bea).
    await seedOpo(t.db, { organizacion: 'Concello de Lugo', descripcion: 'Bombeiro/a, bolsa de 2025', bop: 'BOP Lugo', fecha: '2026-03-16', etiquetas: ['bombeiros'], createdAt: at('2026-03-16T05:00:00Z') });
    const lugo = await seedOpo(t.db, { organizacion: 'Concello de Lugo', descripcion: 'Bases de dúas prazas de bombeiro/a', bop: 'BOP Lugo', fecha: '2026-03-16', etiquetas: ['bombeiros'], createdAt: at('2026-03-16T06:30:00Z'), proceso: PROCESO });
    await t.db.query(`INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, opo_uuid, automatica, created_at) VALUES ($1, $2, 'Bases', 1, '2026-03-16', $3, true, $4)`, [randomUUID(), PROCESO, lugo, at('2026-03-16T06:30:00Z')]);
    await seedOpo(t.db, { organizacion: 'Concello de Ourense', descripcion: 'Tres prazas de bombeiro/a', bop: 'BOP Ourense', fecha: '2026-03-16', etiquetas: ['bombeiros'], createdAt: at('2026-03-16T06:30:00Z') });
    await seedOpo(t.db, { organizacion: 'Concello de Vigo', descripcion: 'AUXILIAR ADMINISTRATIVO: BASES DA CONVOCATORIA', bop: 'BOP Pontevedra', fecha: '2026-03-16', createdAt: at('2026-03-16T06:30:00Z') });
    published();

    // 07:59 in Madrid: Bea's immediate alert goes; Ana's digest waits for its hour.
    clock = at('2026-03-16T06:59:00Z');
    let before = smtp.received.length;
    expect(await alertas.run()).toEqual({ inmediatas: 1, resumos: 0, erros: 0 });
    const [inmediata, ...rest] = await newMails(before);
    expect(rest).toEqual([]);
    expect(inmediata.to).toEqual(['bea@example.org']);
    expect(inmediata.mail.subject).toBe('Nuevas oposiciones: «auxiliar administrativo»');
    expect(inmediata.mail.text).toContain('Se acaban de publicar novedades para tu aviso («auxiliar administrativo»):');
    expect(inmediata.mail.text).toContain('Concello de Vigo');
    expect(inmediata.mail.text).toContain('Auxiliar administrativo: Bases da convocatoria'); // not the bulletin's capitals
    expect(inmediata.mail.text).toContain('Darse de baja de este aviso: http://opos.test/public/alertas/baixa?token=');
    expect(inmediata.mail.text).toContain('Ver y cancelar todos mis avisos: http://opos.test/public/alertas/xestionar?token=');
    expect(inmediata.mail.text).toContain('Ver la lista completa: http://opos.test/public/?textoBusqueda=auxiliar%20administrativo');
    expect(rawHeaderLine(inmediata.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/alertas\/baixa\?token=[\w-]+\.[\w-]+>$/);
    expect(rawHeaderLine(inmediata.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });

    // 08:00: Ana's digest, with the Lugo competition only; run again, or by a second server: nothing more.
    clock = at('2026-03-16T07:00:00Z');
    before = smtp.received.length;
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 1, erros: 0 });
    clock = at('2026-03-16T07:05:00Z');
    expect((await alertas.run()).resumos).toBe(0);
    const other = createAlertasService({ db: t.db, now, opos: t.app.services.opos, secret: null, rateLimit: 100, rateWindowMinutes: 60, timeZone: 'Europe/Madrid', horaResumo: '08:00', onQueued: () => {} });
    expect(await other.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    const [digest, ...more] = await newMails(before);
    expect(more).toEqual([]);
    expect(digest.to).toEqual(['ana@example.org']);
    expect(digest.mail.subject).toBe('Novas oposicións: etiqueta «bombeiros» · en Lugo (16 de marzo de 2026)');
    expect(digest.mail.text).toContain('Unha nova oposición:');
    expect(digest.mail.text).toContain('Bases de dúas prazas de bombeiro/a');
    expect(digest.mail.text).toContain(`${PUBLIC_URL}/public/oposicion/bombeiro-lugo-2026`);
    expect(digest.mail.text).not.toContain('Ourense');
    expect(digest.mail.text).not.toContain('bolsa de 2025');
    expect(digest.mail.text).toContain('Darse de baixa deste aviso: http://opos.test/public/alertas/baixa?token=');
    // The pages of its links open in the message's language.
    expect(linkIn(digest.mail, `${PUBLIC_URL}/public/alertas/xestionar?token=`)).toMatch(/&lang=gl$/);
    expect(linkIn(inmediata.mail, `${PUBLIC_URL}/public/alertas/baixa?token=`)).toMatch(/&lang=es$/);
    expect(digest.mail.text).toContain('Ver a lista completa: http://opos.test/public/?etiquetaBusqueda=bombeiros&provincia=Lugo');
    expect(rawHeaderLine(digest.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/alertas\/baixa\?token=[\w-]+\.[\w-]+>$/);
    expect(rawHeaderLine(digest.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(digest.mail.html).toContain('<a href="http://opos.test/public/oposicion/bombeiro-lugo-2026">');

    // Later that day: a new competition and a new phase of the followed process wait for tomorrow's digest.
    clock = at('2026-03-16T09:30:00Z');
    await seedOpo(t.db, { organizacion: 'Deputación de Lugo', descripcion: 'Bolsa de bombeiros forestais', bop: 'BOP Lugo', fecha: '2026-03-16', etiquetas: ['bombeiros'], createdAt: at('2026-03-16T09:30:00Z') });
    await t.db.query(`INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, created_at) VALUES ($1, $2, 'Lista provisional de admitidos', 2, '2026-03-16', $3)`, [randomUUID(), PROCESO, at('2026-03-16T09:40:00Z')]);
    published();
    clock = at('2026-03-16T10:00:00Z');
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    clock = at('2026-03-17T07:00:00Z');
    before = smtp.received.length;
    expect((await alertas.run()).resumos).toBe(1);
    const [second] = await newMails(before);
    expect(second.mail.subject).toBe('Novas oposicións: etiqueta «bombeiros» · en Lugo (17 de marzo de 2026)');
    expect(second.mail.text).toContain('Bolsa de bombeiros forestais');
    expect(second.mail.text).toContain('Novas fases dos procesos que segues:');
    expect(second.mail.text).toContain('Bombeiro/a do Concello de Lugo');
    expect(second.mail.text).toContain('Lista provisional de admitidos');
    expect(second.mail.text).not.toContain('Bases de dúas prazas'); // told yesterday
    // A day with nothing new: no e-mail.
    clock = at('2026-03-18T07:00:00Z');
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });

    // Ana also follows the offer; her manage page (from any alert e-mail) lists both, and cancels one, then all.
    await post('/api/v1/opos/addNotificion', { uuidProcesoOposicion: PROCESO, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'ana@example.org', idioma: 'gl' });
    const [offerMail] = await newMails(smtp.received.length);
    await post(`/api/v1/opos/confirmarNotificacion?token=${token(offerMail, '/public/avisos/confirmar')}`);
    const manageToken = token(second, '/public/alertas/xestionar');
    let manage = await t.app.inject({ url: `/api/v1/alertas/xestion?token=${manageToken}` });
    expect(manage.statusCode).toBe(200);
    expect(manage.headers['cache-control']).toBe('no-store');
    const alertaAna = manage.json().alertas[0];
    expect(manage.json()).toEqual({
      alertas: [{ uuid: expect.any(String), criterio: { etiqueta: 'bombeiros', provincia: 'Lugo' }, etiquetaEs: 'bombeiros', frecuencia: 'DIARIA', confirmada: true }],
      outros: [{ uuid: expect.any(String), tipo: 'proceso', titulo: 'Bombeiro/a do Concello de Lugo', urlAmigable: 'bombeiro-lugo-2026', etiqueta: null, confirmada: true }],
      horaResumo: '08:00', zonaHoraria: 'Europe/Madrid',
    });
    manage = await post(`/api/v1/alertas/xestion/baixa?token=${manageToken}`, { uuid: alertaAna.uuid });
    expect(manage.statusCode).toBe(200);
    expect(manage.json().alertas).toEqual([]);
    expect(manage.json().outros).toHaveLength(1);
    const all = await post(`/api/v1/alertas/xestion/baixaTodas?token=${manageToken}`);
    expect(all.json()).toEqual({ estado: 'BAIXA', canceladas: 1 });
    expect((await t.app.inject({ url: `/api/v1/alertas/xestion?token=${manageToken}` })).json()).toMatchObject({ alertas: [], outros: [] });
    // Nothing of Ana's address is kept but the suppression entries.
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = 'ana@example.org'`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM suscritor WHERE email = 'ana@example.org'`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM notificacion WHERE destinatario = 'ana@example.org'`)).toHaveLength(0);

    // Bea leaves with her mail client's RFC 8058 one-click POST (twice: the same answer); nothing reaches her after.
    const oneClick = rawHeaderLine(inmediata.raw, 'List-Unsubscribe')!.match(/<(.+)>/)![1].replace(PUBLIC_URL, '');
    for (let i = 0; i < 2; i++) {
      const res = await post(oneClick, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ estado: 'BAIXA', alerta: i === 0 ? expect.objectContaining({ criterio: { textoBusqueda: 'auxiliar administrativo' } }) : null });
    }
    clock = at('2026-03-18T09:00:00Z');
    await seedOpo(t.db, { organizacion: 'Concello de Lugo', descripcion: 'Auxiliar administrativo, bolsa', bop: 'BOP Lugo', fecha: '2026-03-18', createdAt: clock });
    published();
    expect(await alertas.run()).toEqual({ inmediatas: 0, resumos: 0, erros: 0 });
    expect(mailsTo('bea@example.org')).toHaveLength(2);
  });

  it('a filtered list with no search: new competitions of the province and kind, immediately', async () => {
    clock = at('2026-03-20T10:00:00Z');
    await post('/api/v1/alertas/crear', { destinatario: 'dani@example.org', idioma: 'gl', frecuencia: 'INMEDIATA', criterio: { provincia: 'Ourense', prazoAberto: false } });
    const [m] = await newMails(smtp.received.length);
    expect(m.mail.subject).toBe('Confirma o teu aviso: en Ourense');
    expect((await post(`/api/v1/alertas/confirmar?token=${token(m, '/public/alertas/confirmar')}`)).statusCode).toBe(200);
    clock = at('2026-03-20T11:00:00Z');
    await seedOpo(t.db, { organizacion: 'Concello de Ourense', descripcion: 'Peón de obras', bop: 'BOP Ourense', fecha: '2026-03-20', createdAt: clock });
    await seedOpo(t.db, { organizacion: 'Concello de Lugo', descripcion: 'Peón de obras', bop: 'BOP Lugo', fecha: '2026-03-20', createdAt: clock });
    published();
    const before = smtp.received.length;
    expect((await alertas.run()).inmediatas).toBe(1);
    const [news] = await newMails(before);
    expect(news.to).toEqual(['dani@example.org']);
    expect(news.mail.text).toContain('Concello de Ourense');
    expect(news.mail.text).not.toContain('Concello de Lugo');
    expect(news.mail.text).toContain('Ver a lista completa: http://opos.test/public/?provincia=Ourense');
  });
});
