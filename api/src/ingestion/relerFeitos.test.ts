import { join } from 'node:path';
import { createReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { lerFeitos as lerFeitosDoDominio } from '../domain/feitos/index.js';
import { databases, freshDatabase } from '../test/harness.js';
import { trasLerTextos } from './analyze.js';
import { createRecordedHttpClient, type HttpClient, type HttpRequest } from './http.js';
import { relerFeitos } from './relerFeitos.js';
import { readDate, seedDefaultRules, withDateLock } from './run.js';
import { createReadingScheduler } from './schedule.js';
import type { LerFeitos } from './textos.js';
import { versionDasRegras } from './versionRegras.js';

const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../fixtures/bulletins');
const recorded = createRecordedHttpClient(FIXTURES);
const FECHA = '2021-04-20';

/**
 * After an upgrade the rules that read facts are new: the facts of stored bodies are read again from their stored text
 * (nothing fetched), and their processes' facts, titles and filter columns follow. Here "new rules" are a reader that
 * no longer reads the group (then the domain's again), under versions the test names.
 */
describe.each(databases)('reading the facts of stored bodies again on %s', (kind) => {
  let db: Db;
  const pedidos: string[] = [];
  const http: HttpClient = { request: (url: string, o: HttpRequest = {}) => (pedidos.push(url), recorded.request(url, o)) };
  const grupos = async () => (await db.query<{ titulo: string; grupo: string | null }>(
    `SELECT p.titulo, p.grupo FROM proceso_oposicion p WHERE p.automatico AND p.grupo IS NOT NULL AND EXISTS
       (SELECT 1 FROM fase f JOIN opo o ON o.uuid = f.opo_uuid WHERE f.proceso_uuid = p.uuid AND o.bop = 'BOP Lugo' AND o.fecha_bop = $1)
     ORDER BY p.titulo`, [FECHA])).map((p) => `${p.titulo}: ${p.grupo}`);
  const versions = async () => (await db.query<{ v: string | null }>(`SELECT DISTINCT feitos_version AS v FROM texto_edicto WHERE fecha_bop = $1`, [FECHA])).map((r) => r.v);

  beforeAll(async () => {
    db = await freshDatabase(kind);
    await seedDefaultRules(db);
    await readDate({ db, cache: createReadCache(), http, versionFeitos: 'v1' }, FECHA, { envioNotificacion: false, fechaFuente: (s) => (s.bop === 'BOP Lugo' ? FECHA : null) });
  }, 60_000);
  afterAll(() => db.close());

  it('the facts keep the version of the rules that read them; with the same rules nothing is read again', async () => {
    expect(await versions()).toEqual(['v1']);
    expect((await grupos()).length).toBeGreaterThan(0);
    pedidos.length = 0;
    expect(await relerFeitos({ db, http, versionFeitos: 'v1' })).toEqual({ relidos: 0, fechas: [] });
    expect(pedidos).toEqual([]);
  });

  it('new rules read every stored body again from its text, without fetching it, and the processes follow', async () => {
    const antes = await grupos();
    const lidos: string[] = [];
    const senGrupo: LerFeitos = (texto, contexto) => {
      lidos.push(contexto.titulo ?? '');
      const { grupo: _grupo, ...resto } = lerFeitosDoDominio(texto, contexto);
      return resto;
    };
    pedidos.length = 0;
    const r = await relerFeitos({ db, http, lerFeitos: senGrupo, versionFeitos: 'v2' }, { lote: 3 });
    expect(r).toEqual({ relidos: 10, fechas: [FECHA] });
    expect(lidos).toHaveLength(10);
    expect(pedidos).toEqual([]);
    expect(await versions()).toEqual(['v2']);
    const cache = createReadCache();
    await trasLerTextos({ db, cache }, FECHA, (fn) => withDateLock(db, FECHA, fn));
    expect(await grupos()).toEqual([]);
    // The rules change back: the scheduler's round reads them again (a batch at most per round) and groups the day.
    const scheduler = createReadingScheduler({ db, cache, http, versionFeitos: 'v3' }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: () => new Date('2021-04-21T20:00:00Z') });
    await scheduler.runPending();
    expect(await versions()).toEqual(['v3']);
    expect(await grupos()).toEqual(antes);
    expect(pedidos).toEqual([]);
  });

  it('a round reads at most its maximum, the rest at the next one; the default version is the domain code\'s', async () => {
    expect(await relerFeitos({ db, http, versionFeitos: 'v4' }, { maximo: 4 })).toMatchObject({ relidos: 4 });
    expect(await relerFeitos({ db, http, versionFeitos: 'v4' }, { maximo: 4 })).toMatchObject({ relidos: 4 });
    expect(await relerFeitos({ db, http, versionFeitos: 'v4' }, { maximo: 4 })).toMatchObject({ relidos: 2 });
    expect(await relerFeitos({ db, http, versionFeitos: 'v4' })).toMatchObject({ relidos: 0 });
    expect(versionDasRegras()).toMatch(/^[0-9a-f]{16}$/);
    expect(await relerFeitos({ db, http })).toMatchObject({ relidos: 10 });
    expect(await versions()).toEqual([versionDasRegras()]);
  });

  it('once caught up, a process does not search the table again for an hour', async () => {
    const at = (iso: string) => () => new Date(iso);
    expect(await relerFeitos({ db, http, versionFeitos: 'v5', now: at('2026-03-02T10:00:00Z') })).toMatchObject({ relidos: 10 });
    expect(await relerFeitos({ db, http, versionFeitos: 'v5', now: at('2026-03-02T10:01:00Z') })).toMatchObject({ relidos: 0 });
    // (bodies left by a server still on older rules during an upgrade)
    await db.query(`UPDATE texto_edicto SET feitos_version = 'vello' WHERE fecha_bop = $1`, [FECHA]);
    expect(await relerFeitos({ db, http, versionFeitos: 'v5', now: at('2026-03-02T10:30:00Z') })).toMatchObject({ relidos: 0 });
    expect(await relerFeitos({ db, http, versionFeitos: 'v5', now: at('2026-03-02T11:02:00Z') })).toMatchObject({ relidos: 10 });
  });
});
