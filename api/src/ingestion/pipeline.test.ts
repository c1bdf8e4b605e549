import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { databases, freshDatabase } from '../test/harness.js';
import { createRecordedHttpClient, type HttpClient } from './http.js';
import { readDate, seedDefaultRules } from './run.js';
import { createReadingScheduler } from './schedule.js';

const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../fixtures/bulletins');
const recorded = createRecordedHttpClient(FIXTURES);
/** The sample day of each bulletin. */
export const SAMPLE_DAYS: Record<string, string> = {
  'BOP A Coruña': '2023-03-01', 'BOP Lugo': '2021-04-20', 'BOP Ourense': '2022-02-17', 'BOP Pontevedra': '2023-03-02', BOE: '2025-02-20', DOG: '2026-02-27',
};

interface Expected { items: { id: string | number; job: boolean; galicianBody?: boolean; section?: string }[] }
const answerKey = JSON.parse(readFileSync(join(FIXTURES, 'expected-classification.json'), 'utf8')) as Record<string, Expected>;
const keyOf = (prefix: string) => Object.entries(answerKey).find(([k]) => k.startsWith(prefix))![1];
/** The competitions a perfect reader would publish: jobs; for the BOE only II.A and II.B from Galician bodies; for the DOG only IV and VI.b. */
function relevantIds(): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  const put = (bop: string, items: Expected['items']) => m.set(bop, new Set(items.map((i) => String(i.id))));
  put('BOP A Coruña', keyOf('bop-coruna').items.filter((i) => i.job));
  put('BOP Lugo', keyOf('bop-lugo').items.filter((i) => i.job));
  put('BOP Ourense', keyOf('bop-ourense').items.filter((i) => i.job));
  put('BOP Pontevedra', keyOf('bop-pontevedra').items.filter((i) => i.job));
  put('BOE', keyOf('boe').items.filter((i) => i.job && i.galicianBody && (i.section === '2A' || i.section === '2B')));
  put('DOG', keyOf('dog').items.filter((i) => i.job && (i.section === 'IV' || i.section === 'VI.b')));
  return m;
}

describe.each(databases)('the reading pipeline on %s', (kind) => {
  let db: Db;
  const deps = () => ({ db, cache: createReadCache(), http: recorded });
  beforeAll(async () => {
    db = await freshDatabase(kind);
    await seedDefaultRules(db);
  });
  afterAll(() => db.close());

  it('publishes the sample days\' competitions with precision and recall of at least 0.95 (default rules)', async () => {
    for (const fecha of new Set(Object.values(SAMPLE_DAYS))) await readDate(deps(), fecha, { envioNotificacion: false });
    const rows = await db.query<{ bop: string; id_fuente: string; verificado: boolean | null }>(
      'SELECT e.bop, e.id_fuente, o.verificado FROM edicto e LEFT JOIN opo o ON o.edicto_uuid = e.uuid');
    const relevant = relevantIds();
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const lines: string[] = [];
    for (const [bop, ids] of relevant) {
      const published = new Set(rows.filter((r) => r.bop === bop && r.verificado).map((r) => r.id_fuente));
      const t = [...published].filter((id) => ids.has(id)).length;
      tp += t;
      fp += published.size - t;
      fn += ids.size - t;
      lines.push(`${bop.padEnd(15)} relevant ${String(ids.size).padStart(2)}  published ${String(published.size).padStart(2)}  correct ${String(t).padStart(2)}`);
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    console.log(`Default rules on the sample days (${kind}):\n${lines.join('\n')}\nprecision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  (tp ${tp}, fp ${fp}, fn ${fn})`);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(tp).toBe(71);
  });

  it('a bulletin whose page changed is estructura_cambiada in the reading and the statistics, with what was missing, never a crash', async () => {
    const broken: HttpClient = {
      request: (url, o) => (url.includes('boppo.depo.gal') ? Promise.resolve({ status: 200, text: '<html><body>Novo portal</body></html>' }) : recorded.request(url, o)),
    };
    const summary = await readDate({ ...deps(), http: broken }, '2023-03-09', { envioNotificacion: false });
    const po = summary.boletins.find((b) => b.bop === 'BOP Pontevedra')!;
    expect(po).toMatchObject({ estado: 'estructura_cambiada', numeroEdictos: 0 });
    expect(po.trazas[0]).toBe('BOP Pontevedra: falta #contSumario');
    expect(summary.descripcion).toMatch(/Con problemas: BOP Pontevedra \(estructura_cambiada\)/);
    const [lectura] = await db.query<{ estado: string; trazas: string }>(`SELECT estado, trazas FROM lectura_bop WHERE bop = 'BOP Pontevedra' AND fecha_bop = '2023-03-09'`);
    expect(lectura).toEqual({ estado: 'estructura_cambiada', trazas: expect.stringMatching(/^BOP Pontevedra: falta #contSumario\n/) });
    const [stat] = await db.query<{ trazas: string }>(`SELECT trazas FROM estadistica WHERE bop = 'BOP Pontevedra' AND fecha_bop = '2023-03-09'`);
    expect(stat.trazas).toMatch(/BOP Pontevedra: falta #contSumario/);
    // A failed re-reading of a day read well before keeps its edicts.
    const again = await readDate({ ...deps(), http: broken }, '2023-03-02', { envioNotificacion: false });
    expect(again.boletins.find((b) => b.bop === 'BOP Pontevedra')).toMatchObject({ estado: 'ok', numeroEdictos: 27 });
  });

  it('an unexpected answer (403) is erro, distinct from a changed layout', async () => {
    const down: HttpClient = {
      request: (url, o) => (url.includes('boppo.depo.gal') ? Promise.resolve({ status: 403, text: 'Forbidden' }) : recorded.request(url, o)),
    };
    const summary = await readDate({ ...deps(), http: down }, '2023-03-10', { envioNotificacion: false });
    const po = summary.boletins.find((b) => b.bop === 'BOP Pontevedra')!;
    expect(po).toMatchObject({ estado: 'erro', numeroEdictos: 0 });
    expect(po.trazas[0]).toMatch(/BOP Pontevedra: non se puido ler \(BOP Pontevedra: resposta 403\)/);
  });

  it('keeps both Lugo edicts that share a registry number, re-reads idempotently, and never merges edicts of two dates', async () => {
    const duplicated = readFileSync(join(FIXTURES, 'bop-lugo/node-bop-2021-04-20-duplicated-r.html'), 'utf8');
    const dup: HttpClient = {
      request: (url, o) => (url === 'https://www.deputacionlugo.gal/gl/node/88217' ? Promise.resolve({ status: 200, text: duplicated }) : recorded.request(url, o)),
    };
    const lugoOnly = { envioNotificacion: false, fechaFuente: (s: { bop: string }) => (s.bop === 'BOP Lugo' ? '2021-04-20' : null) };
    const lugoRows = (fecha: string) => db.query<{ uuid: string; id_fuente: string; titulo: string }>(
      `SELECT uuid, id_fuente, titulo FROM edicto WHERE bop = 'BOP Lugo' AND fecha_bop = $1 ORDER BY id_fuente`, [fecha]);
    await readDate({ ...deps(), http: dup }, '2021-04-20', lugoOnly);
    const first = await lugoRows('2021-04-20');
    expect(first).toHaveLength(27);
    expect(first.filter((r) => r.id_fuente.startsWith('R. 1125')).map((r) => r.id_fuente)).toEqual(['R. 1125', 'R. 1125-2']);
    await readDate({ ...deps(), http: dup }, '2021-04-20', lugoOnly);
    expect(await lugoRows('2021-04-20')).toEqual(first);
    // Lugo's registry numbers start again every year: the same "R. N" on another date is another edict.
    await readDate({ ...deps(), http: dup }, '2022-04-20', lugoOnly);
    expect(await lugoRows('2022-04-20')).toHaveLength(27);
    expect(await lugoRows('2021-04-20')).toEqual(first);
  });

  describe('the daily schedule', () => {
    // Wednesday 1 March 2023, 10:00 in Madrid: the 09:30 slot of that day is the last one.
    const at = new Date('2023-03-01T09:00:00Z');
    const scheduler = (now = () => at) => createReadingScheduler(deps(), { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now, leaseMs: 60_000 });
    const jobs = () => db.query<{ fecha: string; estado: string; orixe: string; intentos: number; resumo: string }>(
      `SELECT fecha, estado, orixe, intentos, resumo FROM ingestion_job WHERE fecha = '2023-03-01'`);

    it('pauses while BLOQUEO_BUSQUEDA_BOP_BOE is true', async () => {
      await db.query(`UPDATE constante SET valor = 'true' WHERE nombre = 'BLOQUEO_BUSQUEDA_BOP_BOE'`);
      await scheduler().catchUp();
      expect(await jobs()).toEqual([]);
      await db.query(`UPDATE constante SET valor = 'false' WHERE nombre = 'BLOQUEO_BUSQUEDA_BOP_BOE'`);
    });

    it('catches up a missed slot at start, once, even with two servers', async () => {
      await Promise.all([scheduler().catchUp(), scheduler().catchUp()]);
      await scheduler().catchUp();
      const done = await jobs();
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ estado: 'feito', orixe: 'programada', intentos: 1 });
      expect(done[0].resumo).toMatch(/^Lectura do 2023-03-01: 36 edictos/);
    });

    it('re-runs a job whose worker died once its lease has run out', async () => {
      await db.query(`UPDATE ingestion_job SET estado = 'en_curso', lease_ata = $1, resumo = '' WHERE fecha = '2023-03-01'`, [new Date(at.getTime() + 30_000)]);
      expect(await scheduler().runPending()).toBe(0); // lease still held
      const later = new Date(at.getTime() + 120_000);
      expect(await scheduler(() => later).runPending()).toBe(1);
      expect((await jobs())[0]).toMatchObject({ estado: 'feito', intentos: 2 });
    });
  });
});
