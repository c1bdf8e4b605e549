import { join } from 'node:path';
import { createReadCache, type ReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { lerFeitos as lerFeitosDoDominio } from '../domain/feitos/index.js';
import { databases, FIO_COMPILADO, freshDatabase } from '../test/harness.js';
import { createAdminOposService } from '../modules/procesos/adminOpos.service.js';
import { createLigazonsService } from '../modules/procesos/ligazons.service.js';
import { analyzeDate, trasLerTextos } from './analyze.js';
import { createRecordedHttpClient, type HttpClient, type HttpRequest } from './http.js';
import { lectorFeitosEnFios } from './feitosEnFios.js';
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
    expect(await relerFeitos({ db, http, versionFeitos: 'v1' })).toEqual({ relidos: 0, tipos: 0, fechas: [] });
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
    // (the rules that read the kinds did not change: no kind changes)
    expect(r).toEqual({ relidos: 10, tipos: 0, fechas: [FECHA] });
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

  it('read again on the server\'s threads, every body gets the facts the domain reads on this thread', async () => {
    const feitos = async () => (await db.query<{ opo_uuid: string; feitos: unknown }>(
      'SELECT opo_uuid, feitos FROM texto_edicto WHERE fecha_bop = $1 ORDER BY opo_uuid', [FECHA]));
    expect(await relerFeitos({ db, http, versionFeitos: 'neste-fio' })).toMatchObject({ relidos: 10 });
    const nesteFio = await feitos();
    const lector = lectorFeitosEnFios({ fios: 2, ficheiro: FIO_COMPILADO })!;
    try {
      expect(await relerFeitos({ db, http, lerFeitos: lector.ler, versionFeitos: 'nos-fios' }, { lote: 4 })).toMatchObject({ relidos: 10 });
    } finally {
      await lector.pechar();
    }
    expect(await versions()).toEqual(['nos-fios']);
    expect(await feitos()).toEqual(nesteFio);
    // (real facts, not ten empty readings alike)
    expect(nesteFio.filter((f) => f.feitos && Object.keys(f.feitos).length > 2).length).toBeGreaterThanOrEqual(5);
  });
});

/**
 * The kind of an edict (the step of its process) is read again with its facts: an edict stored under older rules with
 * a wrong kind takes the one the current rules read from its titles and body, and its process follows; one an
 * administrator made their own keeps its kind; no edict is published or hidden by it.
 */
describe.each(databases)('reading the kind of stored edicts again on %s', (kind) => {
  let db: Db;
  let cache: ReadCache;
  const pedidos: string[] = [];
  const http: HttpClient = { request: (url: string, o: HttpRequest = {}) => (pedidos.push(url), recorded.request(url, o)) };
  const lock = <T>(fn: () => Promise<T>) => withDateLock(db, FECHA, fn);
  /** The edict of the day whose title starts so. */
  const opo = async (titulo: string) => (await db.query<{ uuid: string; tipo_edicto: string; verificado: boolean }>(
    `SELECT o.uuid, o.tipo_edicto, o.verificado FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.fecha_bop = $1 AND e.titulo LIKE $2`,
    [FECHA, `${titulo}%`]))[0];
  /** What the edict's process page shows: the process's stage and the kind of each of its steps. */
  const proceso = async (uuidOpo: string) => {
    const [p] = await db.query<{ uuid: string; etapa: string }>(
      `SELECT p.uuid, p.etapa FROM proceso_oposicion p JOIN fase f ON f.proceso_uuid = p.uuid WHERE f.opo_uuid = $1`, [uuidOpo]);
    const fases = await db.query<{ tipo: string }>(
      `SELECT COALESCE(NULLIF(o.tipo_edicto, ''), f.tipo_edicto) AS tipo FROM fase f LEFT JOIN opo o ON o.uuid = f.opo_uuid WHERE f.proceso_uuid = $1 ORDER BY f.orden`, [p.uuid]);
    return { ...p, tipos: fases.map((f) => f.tipo) };
  };
  const visibles = async () => db.query(`SELECT uuid, verificado FROM opo ORDER BY uuid`);
  const mostrables = async () => db.query(`SELECT uuid, proceso_mostrable FROM proceso_oposicion ORDER BY uuid`);
  const SOCORRISTA = 'Bases para a selección dun/ha socorrista';
  const POLICIA = 'Bases específicas do proceso selectivo para cubrir, por quenda libre, catro prazas de axente';
  const ORDENANZA = 'Composición do tribunal e data do exercicio para a praza de ordenanza-conserxe';
  // A title that names only its post: which step it is, only its body says ("Publícase a lista definitiva de admitidos…").
  const PEONS = 'Peóns de servizos múltiples, persoal laboral temporal';

  beforeAll(async () => {
    db = await freshDatabase(kind);
    cache = createReadCache();
    await seedDefaultRules(db);
    await readDate({ db, cache, http, versionFeitos: 'v1' }, FECHA, { envioNotificacion: false, fechaFuente: (s) => (s.bop === 'BOP Lugo' ? FECHA : null) });
    // Under older rules: the bulletin printed Foz's list under its post alone, and older rules read it as a call;
    // Becerreá's call, the Lugo police call and Vilalba's board were read as other steps; the days were grouped so.
    await db.query(`UPDATE edicto SET titulo = $2 WHERE fecha_bop = $1 AND titulo LIKE 'Bolsa de emprego para a contratación de persoal laboral temporal de peóns%'`, [FECHA, PEONS]);
    await db.query(`UPDATE opo o SET descripcion = e.titulo, tipo_edicto = 'convocatoria_bases' FROM edicto e WHERE e.uuid = o.edicto_uuid AND e.titulo = $1`, [PEONS]);
    for (const [titulo, vello] of [[SOCORRISTA, 'resultados'], [POLICIA, 'nomeamento'], [ORDENANZA, 'resultados']]) {
      await db.query(`UPDATE opo o SET tipo_edicto = $2 FROM edicto e WHERE e.uuid = o.edicto_uuid AND e.titulo LIKE $1`, [`${titulo}%`, vello]);
    }
    await trasLerTextos({ db, cache }, FECHA, lock);
    await db.query(`UPDATE texto_edicto SET feitos_version = 'vella'`);
  }, 60_000);
  afterAll(() => db.close());

  it('a round of the scheduler reads the kinds again with the facts; the processes follow; curated edicts keep theirs', async () => {
    const socorrista = await opo(SOCORRISTA);
    const peons = await opo(PEONS);
    expect(await proceso(socorrista.uuid)).toMatchObject({ etapa: 'en_curso', tipos: ['resultados'] });
    expect(await proceso(peons.uuid)).toMatchObject({ etapa: 'convocado', tipos: ['convocatoria_bases'] });
    // An administrator confirmed the Lugo police call's link, and edited Vilalba's board (both under their old kinds).
    const policia = await opo(POLICIA);
    await createLigazonsService({ db, cache }).confirmar(policia.uuid);
    const ordenanza = await opo(ORDENANZA);
    const [o] = await db.query<{ organizacion: string; descripcion: string; url_detalle: string; uuid_proceso_selectivo: string }>(
      'SELECT organizacion, descripcion, url_detalle, uuid_proceso_selectivo FROM opo WHERE uuid = $1', [ordenanza.uuid]);
    await createAdminOposService({ db, cache }).modificar({
      uuidOpo: ordenanza.uuid, organizacion: o.organizacion, descripcion: `${o.descripcion} (revisado)`, urlDetalle: o.url_detalle,
      uuidProcesoSelectivo: o.uuid_proceso_selectivo, verificado: true,
    });
    const antes = { visibles: await visibles(), mostrables: await mostrables() };

    const logs: Array<Record<string, unknown>> = [];
    const log = { info: (obj: object) => logs.push(obj as Record<string, unknown>), error: (obj: object) => logs.push(obj as Record<string, unknown>) };
    pedidos.length = 0;
    const tiposLidos = new Map<string, unknown>();
    const lerFeitos: LerFeitos = (texto, contexto) => (tiposLidos.set(contexto.titulo ?? '', contexto.tipo), lerFeitosDoDominio(texto, contexto));
    const scheduler = createReadingScheduler({ db, cache, http, lerFeitos, versionFeitos: 'v2' }, { cron: '30 9 * * 1-6', timeZone: 'Europe/Madrid', now: () => new Date('2021-04-21T20:00:00Z'), log });
    await scheduler.runPending();

    expect(pedidos).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ relidos: 10, tipos: 2, version: 'v2' }));
    // Becerreá's call is a call again: its process is called, not finished.
    expect((await opo(SOCORRISTA)).tipo_edicto).toBe('convocatoria_bases');
    expect(await proceso(socorrista.uuid)).toMatchObject({ etapa: 'convocado', tipos: ['convocatoria_bases'] });
    // Foz's list is a list of the admitted, by its body: its process is under way, and its facts were read as such.
    expect((await opo(PEONS)).tipo_edicto).toBe('admitidos');
    expect(await proceso(peons.uuid)).toMatchObject({ etapa: 'en_curso', tipos: ['admitidos'] });
    expect(tiposLidos.get(PEONS)).toBe('admitidos');
    // What an administrator made their own keeps its kind.
    expect((await opo(POLICIA)).tipo_edicto).toBe('nomeamento');
    expect((await opo(ORDENANZA)).tipo_edicto).toBe('resultados');
    expect(tiposLidos.get((await db.query<{ titulo: string }>('SELECT titulo FROM edicto WHERE titulo LIKE $1', [`${POLICIA}%`]))[0].titulo)).toBe('nomeamento');
    // Nothing was published or hidden.
    expect(await visibles()).toEqual(antes.visibles);
    expect(await mostrables()).toEqual(antes.mostrables);
  });

  it('the analysis of the day reads the same kinds; the next rules change nothing more', async () => {
    await lock(() => analyzeDate({ db, cache }, FECHA, { send: false }));
    expect((await opo(PEONS)).tipo_edicto).toBe('admitidos');
    expect((await opo(SOCORRISTA)).tipo_edicto).toBe('convocatoria_bases');
    expect((await opo(POLICIA)).tipo_edicto).toBe('nomeamento');
    expect(await relerFeitos({ db, http, versionFeitos: 'v2' })).toEqual({ relidos: 0, tipos: 0, fechas: [] });
    expect(await relerFeitos({ db, http, versionFeitos: 'v3' })).toEqual({ relidos: 10, tipos: 0, fechas: [FECHA] });
    expect(pedidos).toEqual([]);
  });
});
