import { freshDatabase, databases } from '../test/harness.js';
import type { Db } from '../db/client.js';
import { createSubscriptionsService, UNCONFIRMED_DAYS } from './subscriptions.service.js';

const OFFER = '7a1c2a9e-7b4d-4c1e-9a2b-3c4d5e6f7a8b';

describe.each(databases)('the privacy notice keeps its word: unconfirmed requests go (%s)', (kind) => {
  let db: Db;
  let clock = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    db = await freshDatabase(kind);
    await db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, titulo, descripcion) VALUES ($1, 'aux-2026', 'Concello de Lugo', 'Auxiliar', 'x')`, [OFFER]);
  });
  afterAll(() => db.close());

  it('deletes a request never confirmed for 30 days with its address, and keeps confirmed ones', async () => {
    const service = createSubscriptionsService({ db, now: () => clock, secret: 'segredo-de-proba', rateLimit: 100, rateWindowMinutes: 60, onQueued: () => {} });
    const body = (destinatario: string) => ({ uuidProcesoOposicion: OFFER, etiqueta: '', tipoNotificacion: 'EMAIL' as const, destinatario, idioma: 'gl' as const });
    await service.subscribe(body('nunca@example.org'), '10.0.0.1');
    await service.subscribe(body('confirma@example.org'), '10.0.0.1');
    await db.query(`UPDATE suscripcion SET confirmada = true, confirmada_en = $1 WHERE email = 'confirma@example.org'`, [clock]);

    clock = new Date(clock.getTime() + (UNCONFIRMED_DAYS - 1) * 86_400_000);
    await service.purge();
    expect((await db.query<{ email: string }>('SELECT email FROM suscripcion ORDER BY email')).map((r) => r.email)).toEqual(['confirma@example.org', 'nunca@example.org']);

    clock = new Date(clock.getTime() + 2 * 86_400_000);
    await service.purge();
    expect((await db.query<{ email: string }>('SELECT email FROM suscripcion')).map((r) => r.email)).toEqual(['confirma@example.org']);
    const messages = await db.query<{ destinatario: string; estado: string }>(`SELECT destinatario, estado FROM notificacion ORDER BY destinatario`);
    expect(messages.map((m) => m.destinatario)).not.toContain('nunca@example.org');
    expect(messages.filter((m) => m.destinatario === '').every((m) => m.estado === 'cancelled' || m.estado === 'sent' || m.estado === 'failed')).toBe(true);
  });
});
