import { join } from 'node:path';
import { createReadCache } from '../cache.js';
import type { Db } from '../db/client.js';
import { databases, freshDatabase } from '../test/harness.js';
import { createRecordedHttpClient, type HttpClient, type HttpRequest } from './http.js';
import { readDate, reanalyzeDate, seedDefaultRules } from './run.js';
import { lerTextosPendentes, revalidarTextos, type LerFeitos } from './textos.js';

const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../fixtures/bulletins');
const recorded = createRecordedHttpClient(FIXTURES);

/** The recorded bulletins, with every request written down and some hosts made to fail. */
function rede(falla: (url: string) => boolean = () => false) {
  const pedidos: { url: string; headers: Record<string, string> }[] = [];
  const http: HttpClient = {
    async request(url: string, o: HttpRequest = {}) {
      pedidos.push({ url, headers: o.headers ?? {} });
      if (falla(url)) return { status: 503, text: 'Service Unavailable' };
      return recorded.request(url, o);
    },
  };
  return { http, pedidos };
}

const so = (bop: string, sample: string) => ({ envioNotificacion: false, fechaFuente: (s: { bop: string }) => (s.bop === bop ? sample : null) });

interface Fila { id_fuente: string; estado: string; intentos: number; ultimo_erro: string; texto: string | null; sha256: string | null; formato: string | null; url: string; etag: string | null; feitos: unknown; seguinte_intento: Date }
const filas = (db: Db, bop: string, fecha: string) => db.query<Fila>(
  `SELECT e.id_fuente, t.estado, t.intentos, t.ultimo_erro, t.texto, t.sha256, t.formato, t.url, t.etag, t.feitos, t.seguinte_intento
   FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid
   WHERE t.bop = $1 AND t.fecha_bop = $2 ORDER BY e.orden`, [bop, fecha]);

describe.each(databases)('edict bodies on %s', (kind) => {
  let db: Db;
  let agora: Date;
  const now = () => agora;
  const facts: { texto: string; contexto: unknown }[] = [];
  const lerFeitos: LerFeitos = (texto, contexto) => {
    facts.push({ texto, contexto });
    return { lonxitude: texto.length, bop: (contexto as { bop: string }).bop };
  };
  beforeAll(async () => {
    db = await freshDatabase(kind);
    await seedDefaultRules(db);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    agora = new Date('2026-03-02T10:00:00Z');
    facts.length = 0;
  });

  it('a day\'s reading stores the body of every job edict; Lugo\'s day PDF is fetched once and cut into each', async () => {
    const { http, pedidos } = rede();
    const summary = await readDate({ db, cache: createReadCache(), http, lerFeitos }, '2021-04-20', so('BOP Lugo', '2021-04-20'));
    expect(summary.descripcion).toMatch(/Textos: 10 lidos; 0 sen texto aínda$/);
    const rows = await filas(db, 'BOP Lugo', '2021-04-20');
    expect(rows.map((r) => r.id_fuente)).toEqual(['R. 1150', 'R. 1151', 'R. 1104', 'R. 1117', 'R. 1125', 'R. 1140', 'R. 1141', 'R. 1136', 'R. 1129', 'R. 1131']);
    expect(rows.every((r) => r.estado === 'ok' && r.formato === 'pdf' && /^[0-9a-f]{64}$/.test(r.sha256!))).toBe(true);
    expect(rows[0].url).toBe('https://www.deputacionlugo.gal/sites/deputacionlugo.org/files/inline-files/20-04-2021.pdf');
    expect(rows.find((r) => r.id_fuente === 'R. 1141')!.texto).toContain('unha praza de técnico/a de Administración xeral');
    expect(pedidos.filter((p) => p.url.endsWith('.pdf'))).toHaveLength(1);
    // The facts of each body were read once, with what the reader knows of the edict, and stored as JSON.
    expect(facts).toHaveLength(10);
    expect(facts[0].contexto).toEqual({ bop: 'BOP Lugo', titulo: expect.stringMatching(/^Acordo da Xunta de Goberno/), tipo: 'bolsa_emprego', fecha: '2021-04-20' });
    expect(rows[0].feitos).toEqual({ lonxitude: rows[0].texto!.length, bop: 'BOP Lugo' });
  });

  it('a body already stored is not fetched again', async () => {
    const { http, pedidos } = rede();
    const summary = await readDate({ db, cache: createReadCache(), http, lerFeitos }, '2021-04-20', so('BOP Lugo', '2021-04-20'));
    expect(pedidos.filter((p) => p.url.endsWith('.pdf'))).toEqual([]);
    expect(summary.descripcion).toMatch(/Textos: 0 lidos; 0 sen texto aínda$/);
    expect(facts).toEqual([]);
  });

  it('re-validating sends the stored validators: a 304 keeps the body and its facts', async () => {
    const { http, pedidos } = rede();
    const before = await filas(db, 'BOP Lugo', '2021-04-20');
    const r = await revalidarTextos({ db, http, lerFeitos, now }, '2021-04-20');
    expect(r).toMatchObject({ lidos: 0, senCambios: 10, fallidos: 0 });
    expect(pedidos).toEqual([{ url: before[0].url, headers: { 'if-none-match': before[0].etag, 'if-modified-since': 'Tue, 20 Apr 2021 06:00:00 GMT' } }]);
    expect(await filas(db, 'BOP Lugo', '2021-04-20')).toEqual(before);
    expect(facts).toEqual([]);
  });

  it('a body that cannot be fetched leaves the reading complete and waits in the queue; a later retry stores it', async () => {
    const down = rede((url) => url.startsWith('https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02/'));
    const summary = await readDate({ db, cache: createReadCache(), http: down.http, lerFeitos, now }, '2023-03-02', so('BOP Pontevedra', '2023-03-02'));
    // The day is read and analysed as ever: its edicts and competitions are there.
    expect(summary.boletins.find((b) => b.bop === 'BOP Pontevedra')).toMatchObject({ estado: 'ok', numeroEdictos: 27, numeroOpos: 10 });
    expect(summary.descripcion).toMatch(/Textos: 0 lidos, 10 fallaron; 10 sen texto aínda$/);
    let rows = await filas(db, 'BOP Pontevedra', '2023-03-02');
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.estado === 'pendente' && r.intentos === 1 && r.texto === null)).toBe(true);
    expect(rows[0].ultimo_erro).toBe('BOP Pontevedra: https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02/2023018110 respondeu 503');
    // A site that is down is asked once per round, not once per edict.
    expect(down.pedidos.filter((p) => p.url.includes('/detalle/-/boppo/2023/03/02/'))).toHaveLength(1);
    expect(rows[1].ultimo_erro).toBe('boppo.depo.gal non respondeu nesta rolda (BOP Pontevedra: https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02/2023018110 respondeu 503); pedirase máis tarde');
    // Not due yet: nothing is asked for.
    down.pedidos.length = 0;
    expect(await lerTextosPendentes({ db, http: down.http, lerFeitos, now })).toMatchObject({ lidos: 0, fallidos: 0, pendentes: 10 });
    expect(down.pedidos).toEqual([]);
    // The back-off has passed and the site is back.
    agora = new Date(agora.getTime() + 16 * 60_000);
    const up = rede();
    expect(await lerTextosPendentes({ db, http: up.http, lerFeitos, now })).toMatchObject({ lidos: 10, fallidos: 0, pendentes: 0 });
    rows = await filas(db, 'BOP Pontevedra', '2023-03-02');
    expect(rows.every((r) => r.estado === 'ok')).toBe(true);
    expect(rows[0].texto).toMatch(/^ANUNCIO\nA Xunta de Goberno da Deputación de Pontevedra/);
    expect(up.pedidos).toHaveLength(10);
  });

  it('a competition a new analysis finds gets its body row, fetched by the next round', async () => {
    await db.query(`DELETE FROM texto_edicto WHERE bop = 'BOP Lugo' AND fecha_bop = '2021-04-20' AND opo_uuid IN
      (SELECT o.uuid FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = 'R. 1104')`);
    const { http, pedidos } = rede();
    await reanalyzeDate({ db, cache: createReadCache(), now }, '2021-04-20');
    expect(pedidos).toEqual([]);
    expect((await filas(db, 'BOP Lugo', '2021-04-20')).find((r) => r.id_fuente === 'R. 1104')).toMatchObject({ estado: 'pendente', texto: null });
    expect(await lerTextosPendentes({ db, http, lerFeitos, now })).toMatchObject({ lidos: 1, pendentes: 0 });
    // Cut from the day's stored text: no request.
    expect(pedidos).toEqual([]);
    expect((await filas(db, 'BOP Lugo', '2021-04-20')).find((r) => r.id_fuente === 'R. 1104')!.texto).toMatch(/^BECERREÁ\nAnuncio\nPor Resolución da Alcaldía do 12 de abril de 2021/);
  });

  it('waits twice as long after each failure and leaves a body as failed once its attempts are used up', async () => {
    const down = rede((url) => url.includes('xml.php'));
    await readDate({ db, cache: createReadCache(), http: down.http, lerFeitos, now }, '2025-02-20', so('BOE', '2025-02-20'));
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const [r] = await filas(db, 'BOE', '2025-02-20');
      waits.push(Math.round((r.seguinte_intento.getTime() - agora.getTime()) / 60_000));
      agora = r.seguinte_intento;
      await lerTextosPendentes({ db, http: down.http, lerFeitos, now });
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960]);
    const rows = await filas(db, 'BOE', '2025-02-20');
    expect(rows).toHaveLength(16);
    expect(rows.every((r) => r.estado === 'erro' && r.intentos === 8)).toBe(true);
  });

  it('falls back from an Ourense edict HTML that answers 500 to its PDF', async () => {
    await readDate({ db, cache: createReadCache(), http: rede().http, now }, '2022-02-17', so('BOP Ourense', '2022-02-17'));
    let rows = await filas(db, 'BOP Ourense', '2022-02-17');
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.estado === 'ok' && r.formato === 'pdf')).toBe(true);
    // An edict linked to its HTML (a laid-out day) whose HTML address fails: the PDF is read instead.
    await db.query(`UPDATE edicto SET url_detalle = 'https://bop.depourense.es/portalapi/api/edicto/descargar/html/187410/gl' WHERE bop = 'BOP Ourense' AND id_fuente = '187410'`);
    await db.query(`UPDATE texto_edicto SET estado = 'pendente', texto = NULL, sha256 = NULL WHERE opo_uuid IN
      (SELECT o.uuid FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = '187410')`);
    const { http, pedidos } = rede();
    expect(await lerTextosPendentes({ db, http, now })).toMatchObject({ lidos: 1, fallidos: 0 });
    expect(pedidos.map((p) => p.url)).toEqual([
      'https://bop.depourense.es/portalapi/api/edicto/descargar/html/187410/gl',
      'https://bop.depourense.es/portalapi/api/edicto/descargar/pdf/187410/idioma/gl',
    ]);
    rows = await filas(db, 'BOP Ourense', '2022-02-17');
    expect(rows.find((r) => r.id_fuente === '187410')).toMatchObject({ estado: 'ok', formato: 'pdf', url: 'https://bop.depourense.es/portalapi/api/edicto/descargar/pdf/187410/idioma/gl' });
  });
});
