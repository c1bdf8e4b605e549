import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../test/harness.js';
import { dispatcherFromConfig, type Dispatcher } from './dispatcher.js';
import { recordPhaseAdded } from './events.js';
import { testNotifications } from './test/fixtures.js';
import { linkIn, rawHeaderLine, startSmtpServer, type TestSmtpServer } from './test/smtpServer.js';

const PUBLIC_URL = 'http://opos.test';
const OFFER = '6f1c2a9e-7b4d-4c1e-9a2b-3c4d5e6f7a8b';

describe.each(databases)('e-mail notifications through SMTP on %s', (kind) => {
  let smtp: TestSmtpServer;
  let t: Awaited<ReturnType<typeof testApp>>;
  let dispatcher: Dispatcher;
  let clock = new Date('2026-03-15T10:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await testApp(kind, {
      now,
      config: {
        publicUrl: PUBLIC_URL,
        smtpUrl: smtp.url,
        notifications: { ...testNotifications(), dispatcherEnabled: false },
      },
    });
    dispatcher = dispatcherFromConfig(t.app.services.config, { db: t.db, now });
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo, descripcion)
       VALUES ($1, 'auxiliar-lugo-2026', 'Concello de Lugo', 'Auxiliar administrativo Lugo', 'Dúas prazas')`,
      [OFFER],
    );
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await smtp.close();
  });

  const subscribe = (destinatario: string, idioma?: 'gl' | 'es', ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST', url: '/api/v1/opos/addNotificion', remoteAddress: ip,
      payload: { uuidProcesoOposicion: OFFER, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario, ...(idioma ? { idioma } : {}) },
    });
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const addPhase = (titulo: string, archivo: boolean) =>
    t.db.transaction(async (tx) => {
      const faseUuid = randomUUID();
      const archivoUuid = archivo ? randomUUID() : null;
      if (archivoUuid) await tx.query(`INSERT INTO archivo (uuid, nombre, tamano, sha256) VALUES ($1, 'bases.pdf', 10, 'x')`, [archivoUuid]);
      await tx.query(
        `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, archivo_uuid) VALUES ($1, $2, $3, 1, '2026-03-16', 'https://bop.example/edicto', $4)`,
        [faseUuid, OFFER, titulo, archivoUuid],
      );
      const event = { procesoUuid: OFFER, faseUuid, titulo, fechaBop: '2026-03-16', urlDetalle: 'https://bop.example/edicto', archivoUuid };
      await recordPhaseAdded(tx, event);
      return event;
    });

  it('subscribe → confirmation mail → confirm → phase → one mail per subscriber → one-click unsubscribe → no more mail', async () => {
    // Two visitors subscribe (Galician, Spanish); a third never confirms.
    for (const [who, lang] of [['ana@example.org', 'gl'], ['Bea@Example.org', 'es'], ['carla@example.org', 'gl']] as const) {
      const res = await subscribe(who, lang);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ estado: 'PENDENTE_CONFIRMACION', descripcion: expect.any(String) });
    }
    await dispatcher.drain();
    expect(smtp.received).toHaveLength(3);

    const [confirmAna] = mailsTo('ana@example.org');
    const [confirmBea] = mailsTo('bea@example.org');
    expect(confirmAna.mail.subject).toBe('Confirma a túa subscrición: Auxiliar administrativo Lugo');
    expect(confirmBea.mail.subject).toBe('Confirma tu suscripción: Auxiliar administrativo Lugo');
    expect(confirmAna.mail.text).toContain('Oposicións Galicia');
    expect(confirmAna.mail.html).toContain('href="http://opos.test/public/avisos/confirmar?token=');
    expect(confirmAna.mail.html).not.toMatch(/<img/i);
    expect(rawHeaderLine(confirmAna.raw, 'List-Unsubscribe')).toMatch(/^List-Unsubscribe: <http:\/\/opos\.test\/api\/v1\/opos\/baixaNotificacion\?token=[\w-]+\.[\w-]+>$/);
    expect(rawHeaderLine(confirmAna.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Subscribing again answers the same and sends nothing more.
    const again = await subscribe('ana@example.org', 'gl');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual((await subscribe('nova@example.org')).json());
    await dispatcher.drain();
    expect(mailsTo('ana@example.org')).toHaveLength(1);

    // Confirm through the link's token (twice: the same answer).
    for (const m of [confirmAna, confirmBea, confirmAna]) {
      const token = new URL(linkIn(m.mail, `${PUBLIC_URL}/public/avisos/confirmar?token=`)).searchParams.get('token')!;
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/opos/confirmarNotificacion?token=${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ estado: 'CONFIRMADA', titulo: 'Auxiliar administrativo Lugo', urlAmigable: 'auxiliar-lugo-2026', etiqueta: null });
    }
    const before = smtp.received.length;

    // A phase is added: exactly one mail to each confirmed subscriber, none to the one who did not confirm.
    const fase = await addPhase('Lista provisional de admitidos', true);
    await t.db.transaction((tx) => recordPhaseAdded(tx, fase)); // the same event again (a retry) adds nothing
    await dispatcher.drain();
    await dispatcher.drain();
    const phaseMails = smtp.received.slice(before);
    expect(phaseMails.map((m) => m.to[0]).sort()).toEqual(['ana@example.org', 'bea@example.org']);
    const ana = phaseMails.find((m) => m.to[0] === 'ana@example.org')!;
    const bea = phaseMails.find((m) => m.to[0] === 'bea@example.org')!;
    expect(ana.mail.subject).toBe('Nova fase en Auxiliar administrativo Lugo: Lista provisional de admitidos');
    expect(bea.mail.subject).toBe('Nueva fase en Auxiliar administrativo Lugo: Lista provisional de admitidos');
    expect(ana.mail.text).toContain('16 de marzo de 2026');
    expect(bea.mail.text).toContain('16 de marzo de 2026');
    expect(ana.mail.text).toContain('Ver o proceso: http://opos.test/public/oposicion/auxiliar-lugo-2026');
    expect(ana.mail.text).toContain(`Ver o documento: http://opos.test/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${fase.archivoUuid}`);
    expect(ana.mail.html).toContain('<a href="http://opos.test/public/oposicion/auxiliar-lugo-2026">');
    expect(ana.mail.text).toContain('Darse de baixa destes avisos: http://opos.test/public/avisos/baixa?token=');
    expect(bea.mail.text).toContain('Darse de baja de estos avisos: http://opos.test/public/avisos/baixa?token=');
    expect(ana.mail.headers.get('content-language')).toBe('gl');
    const oneClick = rawHeaderLine(ana.raw, 'List-Unsubscribe')!.match(/<(.+)>/)![1];
    expect(rawHeaderLine(ana.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The admin list reads these rows: sent, with the date and the trace.
    const rows = await t.db.query<{ enviado: boolean; estado: string; auditoria_fecha_envio: Date | null; trazas: string; tipo_envio: string }>(
      `SELECT enviado, estado, auditoria_fecha_envio, trazas, tipo_envio FROM notificacion WHERE plantilla = 'fase'`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({ enviado: true, estado: 'sent', tipo_envio: 'EMAIL' });
      expect(r.auditoria_fecha_envio).not.toBeNull();
      expect(r.trazas).toMatch(/^SMTP /);
    }

    // Ana leaves with the RFC 8058 one-click POST of her mail client (twice: same answer).
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST', url: oneClick.replace(PUBLIC_URL, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().estado).toBe('BAIXA');
    }
    // Only a suppression entry is left of her address.
    expect(await t.db.query(`SELECT 1 FROM suscripcion WHERE email = 'ana@example.org'`)).toHaveLength(0);
    expect(await t.db.query(`SELECT 1 FROM notificacion WHERE destinatario = 'ana@example.org'`)).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM suscripcion_baixa')).toHaveLength(1);

    const beforeSecond = smtp.received.length;
    await addPhase('Lista definitiva', false);
    await dispatcher.drain();
    const second = smtp.received.slice(beforeSecond);
    expect(second.map((m) => m.to[0])).toEqual(['bea@example.org']);
    expect(second[0].mail.text).toContain('Ver el documento: https://bop.example/edicto');
  });

  it('a GET of a link opens the public page and changes nothing', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/baixaNotificacion?token=abc' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/public/avisos/baixa?token=abc');
  });

  it.each([
    ['a malformed token', 'confirmarNotificacion', 'nonvale'],
    ['a tampered token', 'baixaNotificacion', 'dW5fdG9rZW5fbm9uX3ZhbGlkbw.AAAAAAAAAAAAAAAAAAAAAA'],
  ])('%s is refused with 400', async (_what, path, token) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/opos/${path}?token=${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: 'LIGAZON_NON_VALIDA', descripcion: expect.any(String) });
  });

  it('a confirmation token cannot unsubscribe, nor an unsubscribe token confirm', async () => {
    await subscribe('dani@example.org', 'gl', '10.0.0.9');
    await dispatcher.drain();
    const [m] = mailsTo('dani@example.org');
    const confirmToken = new URL(linkIn(m.mail, `${PUBLIC_URL}/public/avisos/confirmar?token=`)).searchParams.get('token')!;
    const leaveToken = new URL(linkIn(m.mail, `${PUBLIC_URL}/public/avisos/baixa?token=`)).searchParams.get('token')!;
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/opos/baixaNotificacion?token=${confirmToken}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/opos/confirmarNotificacion?token=${leaveToken}` })).statusCode).toBe(400);
    // Declining from the confirmation mail removes the pending subscription; its link then no longer confirms.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/opos/baixaNotificacion?token=${leaveToken}` })).statusCode).toBe(200);
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/opos/confirmarNotificacion?token=${confirmToken}` });
    expect(late.statusCode).toBe(404);
    expect(late.json().codigo).toBe('SUBSCRICION_NON_ATOPADA');
  });
});

describe.each(databases)('addNotificion validation and abuse limits on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: () => new Date('2026-03-15T10:00:00Z'), config: { notifications: testNotifications({ rateLimit: 5 }) } });
    await t.db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, titulo) VALUES ($1, 'oferta', 'Oferta')`, [OFFER]);
    await t.db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda) VALUES ($1, 'auxiliar', 'auxiliar')`, [randomUUID()]);
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>, ip = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/opos/addNotificion', remoteAddress: ip, payload: { tipoNotificacion: 'EMAIL', etiqueta: '', ...payload } });

  it.each([
    ['a malformed address', { uuidProcesoOposicion: OFFER, destinatario: 'non-e-un-correo' }, 400, 'CORREO_NON_VALIDO'],
    ['an address with a line break', { uuidProcesoOposicion: OFFER, destinatario: 'a@example.org\r\nBcc: b@example.org' }, 400, 'CORREO_NON_VALIDO'],
    ['an address without a domain dot', { uuidProcesoOposicion: OFFER, destinatario: 'a@localhost' }, 400, 'CORREO_NON_VALIDO'],
    ['neither an offer nor a label', { uuidProcesoOposicion: '', destinatario: 'a@example.org' }, 400, 'PETICION_INCORRECTA'],
    ['a malformed offer uuid', { uuidProcesoOposicion: 'abc', destinatario: 'a@example.org' }, 400, 'PETICION_INCORRECTA'],
    ['another notification type', { uuidProcesoOposicion: OFFER, destinatario: 'a@example.org', tipoNotificacion: 'SMS' }, 400, 'PETICION_INCORRECTA'],
    ['an unknown offer', { uuidProcesoOposicion: randomUUID(), destinatario: 'a@example.org' }, 404, 'PROCESO_NON_ATOPADO'],
    ['an unknown label', { etiqueta: 'non-existe', destinatario: 'a@example.org' }, 404, 'ETIQUETA_NON_ATOPADA'],
  ])('%s is refused', async (_what, payload, status, codigo) => {
    const res = await post(payload, `10.2.${status - 300}.1`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ codigo, descripcion: expect.any(String) });
  });

  it('subscribes to a label (with an etiqueta and no offer), recording the consent', async () => {
    const res = await post({ etiqueta: 'auxiliar', destinatario: 'Label@Example.org', idioma: 'es' }, '10.3.0.1');
    expect(res.statusCode).toBe(200);
    const rows = await t.db.query(`SELECT email, tema, etiqueta, proceso_uuid, idioma, confirmada, solicitada_en FROM suscripcion WHERE etiqueta = 'auxiliar'`);
    expect(rows).toEqual([{ email: 'label@example.org', tema: 'etiqueta:auxiliar', etiqueta: 'auxiliar', proceso_uuid: null, idioma: 'es', confirmada: false, solicitada_en: expect.anything() }]);
    const [msg] = await t.db.query<{ plantilla: string; estado: string; idioma: string; destinatario: string }>(
      `SELECT plantilla, estado, idioma, destinatario FROM notificacion`,
    );
    expect(msg).toEqual({ plantilla: 'confirmacion', estado: 'pending', idioma: 'es', destinatario: 'label@example.org' });
  });

  it('limits requests per client address (429 with {codigo, descripcion})', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ uuidProcesoOposicion: OFFER, destinatario: `r${i}@example.org` }, '10.4.0.1')).statusCode).toBe(200);
    const res = await post({ uuidProcesoOposicion: OFFER, destinatario: 'r9@example.org' }, '10.4.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ codigo: 'DEMASIADAS_PETICIONS', descripcion: expect.any(String) });
    expect((await post({ uuidProcesoOposicion: OFFER, destinatario: 'r9@example.org' }, '10.4.0.2')).statusCode).toBe(200);
  });

  it('limits requests per recipient, whatever the client address', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ uuidProcesoOposicion: OFFER, destinatario: 'victim@example.org' }, `10.5.0.${i}`)).statusCode).toBe(200);
    const res = await post({ uuidProcesoOposicion: OFFER, destinatario: 'VICTIM@example.org' }, '10.5.1.1');
    expect(res.statusCode).toBe(429);
    // Asking five times still queued one confirmation only.
    const rows = await t.db.query(`SELECT 1 FROM notificacion WHERE destinatario = 'victim@example.org'`);
    expect(rows).toHaveLength(1);
  });

  it('lists the calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/opos/addNotificion', '/api/v1/opos/confirmarNotificacion', '/api/v1/opos/baixaNotificacion']));
  });
});
