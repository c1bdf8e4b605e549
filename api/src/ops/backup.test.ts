import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { buildApp } from '../app.js';
import { testConfig, type Config } from '../config.js';
import { openPglite } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { dispatcherFromConfig } from '../notifications/dispatcher.js';
import { signingKey } from '../notifications/subscriptions.store.js';
import { testNotifications } from '../notifications/test/fixtures.js';
import { signToken } from '../notifications/tokens.js';
import { bearer, tokenFor } from '../test/tokens.js';
import { backupCli, restoreCli } from './backup.cli.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n', 'latin1'), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256)), Buffer.from('\n%%EOF\n')]);

function capture() {
  let text = '';
  return { io: { out: { write: (s: string) => ((text += s), true) } as unknown as NodeJS.WritableStream }, text: () => text };
}

/** The site on a PGlite data folder, as `npm start` opens it: migrated, the real app. */
async function startSite(config: Config) {
  const db = await openPglite(config.dataDir);
  await migrate(db);
  const app = await buildApp({ config, db });
  await app.ready();
  return { app, db, close: async () => { await app.close(); await db.close(); } };
}

/** What a visitor and an administrator read back: the offer with its phases, the file's bytes, the subscriptions. */
async function readBack(site: Awaited<ReturnType<typeof startSite>>, oferta: string) {
  const admin = bearer(await tokenFor(site.app, 'admin'));
  const offer = (await site.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${oferta}`, headers: admin })).json();
  const archivo = offer.procesosOposicionesList.find((f: { archivo: string | null }) => f.archivo)?.archivo;
  const file = await site.app.inject({ url: `/api/v1/opos/getArchivo/procesoOposicion?uuidArchivo=${archivo}` });
  const subscriptions = await site.db.query('SELECT uuid, email, proceso_uuid, idioma, confirmada FROM suscripcion ORDER BY email');
  return { offer, fileStatus: file.statusCode, fileBytes: file.rawPayload, subscriptions };
}

describe('npm run backup / npm run restore of the embedded data folder (PGlite)', () => {
  const work = mkdtempSync(join(tmpdir(), 'opos-backup-'));
  const dirA = join(work, 'a');
  const config = testConfig({ logLevel: 'silent', dataDir: dirA, publicUrl: 'http://opos.test', smtpUrl: null, notifications: testNotifications() });
  const archive = join(work, 'copia.tar.gz');
  let oferta: string;
  let before: Awaited<ReturnType<typeof readBack>>;
  let emlFiles: string[];
  let oneClick: string;

  beforeAll(async () => {
    const site = await startSite(config);
    try {
      const admin = bearer(await tokenFor(site.app, 'admin'));
      const crear = await site.app.inject({
        method: 'POST', url: '/api/v1/config/crear/procesoOposicion', headers: admin,
        payload: { urlAmigable: 'auxiliar-lugo', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', urlImagen: '', titulo: 'Auxiliar administrativo', sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario', descripcion: 'Seis prazas', uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true },
      });
      expect(crear.statusCode).toBe(200);
      oferta = crear.json().uuidEntidad;
      const fase = await site.app.inject({
        method: 'POST', url: '/api/v1/config/asignar/opoProcesoOposicion', headers: admin,
        payload: { uuidOposicion: '', uuidOposicionDetalle: oferta, titulo: 'Lista provisional', url: '', archivo: PDF.toString('base64'), fechaBop: '2026-03-10' },
      });
      expect(fase.statusCode).toBe(200);
      const sub = await site.app.inject({ method: 'POST', url: '/api/v1/opos/addNotificion', payload: { uuidProcesoOposicion: oferta, etiqueta: '', tipoNotificacion: 'EMAIL', destinatario: 'ana@example.org', idioma: 'gl' } });
      expect(sub.statusCode).toBe(200);
      // The confirmation e-mail is written as an .eml file under DATA_DIR (no SMTP): it is part of the backup too.
      await dispatcherFromConfig(config, { db: site.db, now: () => new Date() }).drain();
      const [{ uuid }] = await site.db.query<{ uuid: string }>("SELECT uuid FROM suscripcion WHERE email = 'ana@example.org'");
      const confirm = await site.app.inject({ method: 'POST', url: `/api/v1/opos/confirmarNotificacion?token=${signToken(await signingKey(site.db), 'confirmar', uuid)}` });
      expect(confirm.statusCode).toBe(200);
      before = await readBack(site, oferta);
      emlFiles = readdirSync(join(dirA, 'outbox-eml')).sort();
      oneClick = readFileSync(join(dirA, 'outbox-eml', emlFiles[0]), 'utf8').match(/^List-Unsubscribe: <http:\/\/opos\.test(\S+)>$/m)![1];
    } finally {
      await site.close();
    }
    expect(before.fileStatus).toBe(200);
    expect(before.fileBytes.equals(PDF)).toBe(true);
    expect(before.subscriptions).toEqual([expect.objectContaining({ email: 'ana@example.org', confirmada: true, proceso_uuid: oferta })]);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('backs up the database and the files into one archive with the hash of each, and restores it into an empty folder that serves the same data', async () => {
    const b = capture();
    expect(await backupCli([archive], { config }, b.io)).toBe(0);
    expect(b.text()).toContain(`Copia gardada en ${archive}`);
    expect(b.text()).toMatch(/ficheiros subidos: 1 /);

    const listed: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => void listed.push(e.path) });
    expect(listed).toEqual(expect.arrayContaining(['manifest.json', 'pgdata.tar', expect.stringMatching(/^files\/[\w-]+\.pdf$/), `outbox-eml/${emlFiles[0]}`]));
    const manifestDir = mkdtempSync(join(work, 'm-'));
    await tar.extract({ file: archive, cwd: manifestDir }, ['manifest.json']);
    const manifest = JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ formato: 'oposicions-galicia-copia', version: 1, base: 'pglite', pglite: '0.5.16' });
    const pdfEntry = manifest.ficheiros.find((f: { ruta: string }) => f.ruta.startsWith('files/'));
    expect(pdfEntry).toEqual({ ruta: expect.any(String), bytes: PDF.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const dirB = join(work, 'b');
    const r = capture();
    expect(await restoreCli([archive], { config: { ...config, dataDir: dirB } }, r.io)).toBe(0);
    expect(r.text()).toContain(`restaurada en ${dirB}`);
    expect(readdirSync(join(dirB, 'outbox-eml')).sort()).toEqual(emlFiles);

    const site = await startSite({ ...config, dataDir: dirB });
    try {
      const after = await readBack(site, oferta);
      expect(after.offer).toEqual(before.offer);
      expect(after.offer.procesosOposicionesList).toEqual([expect.objectContaining({ titulo: 'Lista provisional', archivo: expect.any(String) })]);
      expect(after.fileStatus).toBe(200);
      expect(after.fileBytes.equals(PDF)).toBe(true);
      expect(after.subscriptions).toEqual(before.subscriptions);
      // The links' signing key came back too: the unsubscribe link of the backed-up e-mail still works.
      const leave = await site.app.inject({ method: 'POST', url: oneClick, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(leave.statusCode).toBe(200);
      expect(await site.db.query("SELECT email FROM suscripcion WHERE email = 'ana@example.org'")).toEqual([]);
    } finally {
      await site.close();
    }

    // A folder with data is refused unless --force, which replaces its database and files (the unsubscribe undone).
    const again = capture();
    expect(await restoreCli([archive], { config: { ...config, dataDir: dirB } }, again.io)).toBe(2);
    expect(again.text()).toMatch(/non está baleiro \(.*pgdata/);
    expect(again.text()).toContain('--force');
    expect(await restoreCli([archive, '--force'], { config: { ...config, dataDir: dirB } }, capture().io)).toBe(0);
    const forced = await startSite({ ...config, dataDir: dirB });
    try {
      expect((await readBack(forced, oferta)).subscriptions).toEqual(before.subscriptions);
    } finally {
      await forced.close();
    }
  }, 180_000);

  it('refuses a tampered archive, a file that is not a backup, and restores nothing', async () => {
    const tampered = mkdtempSync(join(work, 't-'));
    await tar.extract({ file: archive, cwd: tampered });
    const [pdf] = readdirSync(join(tampered, 'files'));
    const bytes = readFileSync(join(tampered, 'files', pdf));
    bytes[20] ^= 0xff;
    writeFileSync(join(tampered, 'files', pdf), bytes);
    const bad = join(work, 'danada.tar.gz');
    await tar.create({ gzip: true, file: bad, cwd: tampered }, readdirSync(tampered));
    const dirC = join(work, 'c');
    const out = capture();
    expect(await restoreCli([bad], { config: { ...config, dataDir: dirC } }, out.io)).toBe(2);
    expect(out.text()).toContain(`files/${pdf}: o SHA-256 non coincide co do manifesto`);
    expect(out.text()).toContain('non se restaurou nada');
    expect(readdirSync(dirC)).toEqual([]);

    writeFileSync(join(tampered, 'extra.txt'), 'x');
    const extra = join(work, 'extra.tar.gz');
    await tar.create({ gzip: true, file: extra, cwd: tampered }, readdirSync(tampered));
    const out2 = capture();
    expect(await restoreCli([extra], { config: { ...config, dataDir: dirC } }, out2.io)).toBe(2);
    expect(out2.text()).toContain('extra.txt: non está no manifesto');

    const junk = join(work, 'non-copia.tar.gz');
    writeFileSync(junk, 'isto non é un tar.gz');
    const out3 = capture();
    expect(await restoreCli([junk], { config: { ...config, dataDir: dirC } }, out3.io)).toBe(2);
    expect(out3.text()).toContain('non se pode ler como copia');
    expect(readdirSync(dirC)).toEqual([]);
  }, 60_000);

  it('refuses to back up a data folder a running server holds, and says to stop it', async () => {
    const server = spawn('sleep', ['60']);
    try {
      writeFileSync(join(dirA, '.opos.lock'), String(server.pid));
      const out = capture();
      expect(await backupCli([join(work, 'en-uso.tar.gz')], { config }, out.io)).toBe(2);
      expect(out.text()).toContain(`in use by process ${server.pid}`);
      expect(out.text()).toContain('para o servidor');
      expect(existsSync(join(work, 'en-uso.tar.gz'))).toBe(false);
      expect(existsSync(join(work, 'en-uso.tar.gz.partial'))).toBe(false);
    } finally {
      server.kill();
      rmSync(join(dirA, '.opos.lock'), { force: true });
    }
  });

  it('with DATABASE_URL it says to use pg_dump, and --so-ficheiros keeps the uploaded files only', async () => {
    const pgConfig = { ...config, databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' };
    const out = capture();
    expect(await backupCli([], { config: pgConfig }, out.io)).toBe(2);
    expect(out.text()).toContain('pg_dump -Fc --no-owner -f oposicions.dump "$DATABASE_URL"');
    expect(out.text()).toContain('pg_restore --no-owner');

    const filesOnly = join(work, 'so-ficheiros.tar.gz');
    expect(await backupCli([filesOnly, '--so-ficheiros'], { config: pgConfig }, capture().io)).toBe(0);
    const listed: string[] = [];
    await tar.list({ file: filesOnly, onReadEntry: (e) => void listed.push(e.path) });
    expect(listed).not.toContain('pgdata.tar');
    expect(listed.some((p) => p.startsWith('files/'))).toBe(true);

    const dirD = join(work, 'd');
    const refused = capture();
    expect(await restoreCli([filesOnly], { config: { ...config, dataDir: dirD } }, refused.io)).toBe(2);
    expect(refused.text()).toContain('non leva base de datos');
    expect(await restoreCli([filesOnly], { config: { ...pgConfig, dataDir: dirD } }, capture().io)).toBe(0);
    const [pdf] = readdirSync(join(dirD, 'files'));
    expect(readFileSync(join(dirD, 'files', pdf)).equals(PDF)).toBe(true);
    expect(existsSync(join(dirD, 'pgdata'))).toBe(false);
  }, 60_000);
});
