import { randomUUID } from 'node:crypto';
import { saveLectura } from '../ingestion/ingestion.store.js';
import { SOURCES } from '../ingestion/sources/index.js';
import { startSmtpServer, rawHeaderLine, type TestSmtpServer } from '../notifications/test/smtpServer.js';
import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';
import type { Db } from '../db/client.js';
import { testConfig } from '../config.js';
import { comprobarAvisos } from './avisos.js';
import { testOps } from './test/helpers.js';

const OPERATOR = 'operacions@example.org';
const BOLETINS = SOURCES.map((s) => s.bop);
/** Tuesday 24 November 2026 in Madrid; the schedule reads at 09:30 (the default READING_SCHEDULE). */
const at = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00+01:00`);

const lectura = (db: Db, bop: string, fecha: string, estado: 'ok' | 'erro' | 'estructura_cambiada' | 'sen_boletin', trazas = '') =>
  db.transaction((tx) => saveLectura(tx, { bop, fecha, estado, numero: null, numero_edictos: 0, trazas }));

async function pendingMail(db: Db, createdAt: Date) {
  await db.query(
    `INSERT INTO notificacion (uuid, tipo_envio, enviado, trazas, texto, auditoria_creador_por, clave_idempotencia, destinatario, idioma, plantilla, datos, asunto, estado, intentos, created_at)
     VALUES ($1, 'EMAIL', false, '', 'x', 'sistema', $2, 'visitante@example.org', 'gl', 'fase', '{}', 'x', 'pending', 0, $3)`,
    [randomUUID(), `stuck-${randomUUID()}`, createdAt],
  );
}

describe.each(databases)('operator alerts on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let smtp: TestSmtpServer;
  let config: Parameters<typeof comprobarAvisos>[0]['config'];
  const check = (now: Date) => comprobarAvisos({ db: t.db, config, now: () => now, boletins: BOLETINS });
  const operatorMessages = async () => t.db.query<{ estado: string; datos: unknown }>(`SELECT estado, datos FROM notificacion WHERE plantilla = 'operador' ORDER BY created_at`);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The app's own dispatcher sends the outbox through the real SMTP server, every 50 ms.
    t = await testApp(kind, {
      now: () => at('12:00'),
      config: {
        smtpUrl: smtp.url, ops: { ...testOps(), operatorEmail: OPERATOR },
        notifications: { ...testConfig().notifications, pollMs: 50 },
      },
    });
    config = t.app.services.config;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a failed reading reaches the operator in one e-mail (both languages, no unsubscribe header), once', async () => {
    await lectura(t.db, 'BOP Lugo', '2026-11-23', 'estructura_cambiada', 'BOP Lugo: falta .field--name-field-ail-bop-contenido\nBOP Lugo: estrutura cambiada; revisar o lector desta fonte');
    await lectura(t.db, 'DOG', '2026-11-23', 'erro', 'DOG: non se puido ler (https://www.xunta.gal/dog respondeu 503)');
    // A failure of long ago (a backfill's) is history, not news.
    await lectura(t.db, 'BOE', '2026-10-01', 'erro', 'BOE: non se puido ler');
    const novos = await check(at('09:00'));
    expect(novos.map((n) => n.clave).sort()).toEqual(['lectura:BOP Lugo:2026-11-23:estructura_cambiada', 'lectura:DOG:2026-11-23:erro']);
    await smtp.waitFor(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual([OPERATOR]);
    expect(mail.mail.subject).toBe('[Oposicións Galicia] 2 avisos de operación: BOP Lugo: a lectura do 23/11/2026 fallou (estructura_cambiada)…');
    expect(mail.mail.text).toContain('- DOG: a lectura do 23/11/2026 fallou (erro)');
    expect(mail.mail.text).toContain('- DOG: la lectura del 23/11/2026 falló (erro)');
    expect(mail.mail.text).toContain('  BOP Lugo: falta .field--name-field-ail-bop-contenido');
    expect(mail.mail.text).toContain(`Portada de administración: ${config.publicUrl}/public/admin`);
    expect(mail.mail.text).not.toContain('BOE');
    expect(rawHeaderLine(mail.raw, 'List-Unsubscribe')).toBeNull();
    // The same failures found again (next check, another server, after a restart): nothing new, nothing sent.
    expect(await Promise.all([check(at('09:05')), check(at('09:05'))])).toEqual([[], []]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(1);
    expect(await operatorMessages()).toEqual([expect.objectContaining({ estado: 'sent' })]);
  });

  it('bulletins still unread past the usual hour: told once, not before the hour, not while the reading is paused', async () => {
    await lectura(t.db, 'BOE', '2026-11-24', 'ok');
    // 09:30 is the slot; two hours later (OPERATOR_LATE_MINUTES) is when a missing reading is news.
    expect(await check(at('11:29'))).toEqual([]);
    await t.db.query(`INSERT INTO constante (nombre, valor) VALUES ('BLOQUEO_BUSQUEDA_BOP_BOE', 'true')
      ON CONFLICT (nombre) DO UPDATE SET valor = 'true'`);
    expect(await check(at('11:31'))).toEqual([]);
    await t.db.query(`UPDATE constante SET valor = 'false' WHERE nombre = 'BLOQUEO_BUSQUEDA_BOP_BOE'`);
    const novos = await check(at('11:31'));
    expect(novos.map((n) => n.bop).sort()).toEqual(['BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'DOG']);
    await smtp.waitFor(2);
    expect(smtp.received[1].mail.subject).toBe('[Oposicións Galicia] 5 avisos de operación: BOP A Coruña: o 24/11/2026 segue sen ler pasada a súa hora…');
    expect(smtp.received[1].mail.text).toContain('- DOG: el 24/11/2026 sigue sin leer pasada su hora');
    expect(await check(at('12:30'))).toEqual([]);
    // A reading of the day closes its alert.
    await lectura(t.db, 'DOG', '2026-11-24', 'ok');
    await check(at('12:35'));
    const [dog] = await t.db.query<{ resolto_en: Date | null }>(`SELECT resolto_en FROM aviso_operador WHERE clave = 'sen_ler:DOG:2026-11-24'`);
    expect(dog.resolto_en).not.toBeNull();
  });

  it('e-mails stuck in the outbox: one message per episode; a new episode after it is over', async () => {
    await pendingMail(t.db, new Date(at('12:00').getTime() - 61 * 60_000));
    const first = await check(at('12:00'));
    expect(first.map((a) => a.tipo)).toEqual(['correo_atascado']);
    expect(first[0].detalle).toMatch(/^1 correos sen enviar/);
    expect(await check(at('12:10'))).toEqual([]);
    // The stuck message goes; the episode is over; a later stuck message is a new one.
    await t.db.query(`UPDATE notificacion SET estado = 'sent' WHERE clave_idempotencia LIKE 'stuck-%'`);
    expect(await check(at('12:20'))).toEqual([]);
    await pendingMail(t.db, new Date(at('12:30').getTime() - 90 * 60_000));
    expect((await check(at('12:30'))).map((a) => a.tipo)).toEqual(['correo_atascado']);
    const episodes = await t.db.query<{ clave: string; resolto: boolean }>(
      `SELECT clave, resolto_en IS NOT NULL AS resolto FROM aviso_operador WHERE tipo = 'correo_atascado' ORDER BY creado_en`);
    expect(episodes.map((e) => e.resolto)).toEqual([true, false]);
    expect(episodes[1].clave).toBe('correo_atascado');
    await smtp.waitFor(4);
    expect(smtp.received[3].mail.subject).toBe('[Oposicións Galicia] Aviso de operación: Hai correos atascados na caixa de saída');
  });

  it('the admin home lists the alerts (open first) with the state of their e-mail; only for an administrator', async () => {
    expect((await t.app.inject({ url: '/api/v1/config/ver/avisosOperador' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/config/ver/avisosOperador', headers: bearer(await tokenFor(t.app, 'expired')) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/config/ver/avisosOperador', headers: bearer(await tokenFor(t.app, 'visitor')) })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/v1/config/ver/avisosOperador?limite=50', headers: bearer(await tokenFor(t.app, 'admin')) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.enderezo).toBe(true);
    const lugo = body.avisos.find((a: { bop: string; tipo: string }) => a.bop === 'BOP Lugo' && a.tipo === 'lectura_fallida');
    expect(lugo).toMatchObject({ fechaBop: [2026, 11, 23], estadoLectura: 'estructura_cambiada', resoltoEn: null, estadoCorreo: 'sent' });
    expect(lugo.creadoEn.slice(0, 3)).toEqual([2026, 11, 24]);
    const open = body.avisos.map((a: { resoltoEn: unknown }) => a.resoltoEn === null);
    expect(open.indexOf(false)).toBeGreaterThan(open.lastIndexOf(true));
    expect((await t.app.inject({ url: '/api/v1/config/ver/avisosOperador?limite=0', headers: bearer(await tokenFor(t.app, 'admin')) })).statusCode).toBe(400);
  });
});

describe.each(databases)('operator alerts without OPERATOR_EMAIL on %s', (kind) => {
  it('are recorded for the admin home and mailed to nobody', async () => {
    const t = await testApp(kind);
    try {
      await lectura(t.db, 'BOP Ourense', '2026-11-23', 'erro', 'BOP Ourense: non se puido ler');
      const novos = await comprobarAvisos({ db: t.db, config: t.app.services.config, now: () => at('09:00'), boletins: BOLETINS });
      expect(novos.map((n) => n.clave)).toEqual(['lectura:BOP Ourense:2026-11-23:erro']);
      expect(await t.db.query(`SELECT uuid FROM notificacion WHERE plantilla = 'operador'`)).toEqual([]);
      const res = await t.app.inject({ url: '/api/v1/config/ver/avisosOperador', headers: bearer(await tokenFor(t.app, 'admin')) });
      expect(res.json()).toMatchObject({ enderezo: false, avisos: [{ bop: 'BOP Ourense', tipo: 'lectura_fallida', estadoCorreo: null }] });
    } finally {
      await t.close();
    }
  });
});
