import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import { opoSearchText } from './opoSearchText.js';
import { seedCompetitions } from '../../bench/seed.js';
import type { Queryable } from '../../db/client.js';
import { textSearchSql, TEXT_SEARCH_LIMIT } from './opos.store.js';
import { searchPlan } from './opoSearchText.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

describe.each(databases)('public text and label search on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const insert = (o: { fecha: string; bop: string; org: string; desc: string; etiquetas: string[]; verificado?: boolean }) =>
    t.db.query(
      `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
       VALUES ($1, $2, $3, $4, $5, 'https://example.gal/e', $6, $7)`,
      [randomUUID(), o.bop, o.fecha, o.org, o.desc, o.etiquetas, o.verificado ?? true],
    );
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await insert({ fecha: '2026-03-10', bop: 'BOP Lugo', org: 'Concello de Viveiro', desc: 'Dúas prazas de Policía Local, quenda libre.', etiquetas: ['policía local'] });
    await insert({ fecha: '2026-03-12', bop: 'BOP Ourense', org: 'Concello de Verín', desc: 'Bolsa de emprego de auxiliar administrativo.', etiquetas: ['auxiliar administrativo', 'bolsa de emprego'] });
    await insert({ fecha: '2026-03-14', bop: 'BOP A Coruña', org: 'Concello de Oleiros', desc: 'Seis prazas de auxiliar administrativo por oposición libre.', etiquetas: ['auxiliar administrativo'] });
    await insert({ fecha: '2026-03-13', bop: 'BOP Pontevedra', org: 'Deputación de Pontevedra', desc: 'Oferta de emprego público: auxiliar e administrativo.', etiquetas: [] });
    await insert({ fecha: '2026-03-14', bop: 'BOP Lugo', org: 'Concello de Sarria', desc: 'Policía local (sen verificar).', etiquetas: ['policía local'], verificado: false });
  });
  afterAll(() => t.close());

  const search = async (text: string) => {
    const res = await t.app.inject({ url: `/api/v1/opos/consultaTexto?textoBusqueda=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { organizacion: string; fechaBop: number[]; etiquetas: string[]; verificado: boolean }[];
  };

  it('keeps texto_normalizado filled on insert and update, equal to opoSearchText', async () => {
    const rows = await t.db.query<{ organizacion: string; descripcion: string; bop: string; etiquetas: string[]; texto_normalizado: string }>(
      'SELECT organizacion, descripcion, bop, etiquetas, texto_normalizado FROM opo',
    );
    for (const r of rows) expect(r.texto_normalizado).toBe(opoSearchText(r));
    await t.db.query(`UPDATE opo SET organizacion = 'Concello de Viveiro (Lugo)' WHERE organizacion = 'Concello de Viveiro'`);
    const [r] = await t.db.query<{ texto_normalizado: string }>(`SELECT texto_normalizado FROM opo WHERE organizacion LIKE 'Concello de Viveiro%'`);
    expect(r.texto_normalizado).toContain('concello de viveiro (lugo)');
    t.app.services.cache.clear('public:');
  });

  it('ignores case and accents and matches organisation, description, label and bulletin', async () => {
    expect((await search('POLICIA LOCAL')).map((o) => o.organizacion)).toEqual(['Concello de Viveiro (Lugo)']);
    expect((await search('verin')).map((o) => o.organizacion)).toEqual(['Concello de Verín']);
    expect((await search('bolsa de emprego')).map((o) => o.organizacion)).toEqual(['Concello de Verín']);
    expect((await search('bop ourense')).map((o) => o.organizacion)).toEqual(['Concello de Verín']);
    expect((await search('oposicion libre')).map((o) => o.organizacion)).toEqual(['Concello de Oleiros']);
  });

  it('never returns unverified competitions', async () => {
    const names = (await search('sarria')).map((o) => o.organizacion);
    expect(names).toEqual([]);
  });

  it('ranks the whole phrase before scattered words, and more occurrences higher', async () => {
    const names = (await search('auxiliar administrativo')).map((o) => o.organizacion);
    // Verín has the phrase twice (description and label), Oleiros once, Pontevedra only both words apart.
    expect(names).toEqual(['Concello de Verín', 'Concello de Oleiros', 'Deputación de Pontevedra']);
  });

  it('puts the newest first among equally good matches', async () => {
    const names = (await search('concello')).map((o) => o.organizacion);
    expect(names).toEqual(['Concello de Oleiros', 'Concello de Verín', 'Concello de Viveiro (Lugo)']);
  });

  it('answers with the competition shape', async () => {
    const [first] = await search('oleiros');
    expect(first).toEqual({
      uuid: expect.any(String), organizacion: 'Concello de Oleiros', descripcion: expect.any(String), urlDetalle: 'https://example.gal/e',
      bop: 'BOP A Coruña', fechaBop: [2026, 3, 14], etiquetas: ['auxiliar administrativo'], verificado: true,
    });
  });

  it('treats search syntax and LIKE wildcards in the text as plain text', async () => {
    expect(await search('a%b')).toEqual([]);
    expect(await search('"policía local" -verín')).toHaveLength(1);
    expect(await search('100%_x')).toEqual([]);
    // letters of other scripts: no word of the index, too short for a substring (a fuzz run found this 500)
    expect(await search('\u09dc')).toEqual([]);
    expect(await search('Ωμέγα')).toEqual([]);
  });

  it.each([
    ['/api/v1/opos/consultaTexto'],
    ['/api/v1/opos/consultaTexto?textoBusqueda='],
    ['/api/v1/opos/consultaTexto?textoBusqueda=%20%20'],
    ['/api/v1/opos/consultaTexto?textoBusqueda=---'],
    [`/api/v1/opos/consultaTexto?textoBusqueda=${'a'.repeat(201)}`],
    ['/api/v1/opos/consulta/etiqueta'],
    [`/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${'a'.repeat(121)}`],
  ])('%s is refused with 400 and {codigo, descripcion}', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });

  it('consulta/etiqueta returns the verified competitions of a label, newest first', async () => {
    const res = await t.app.inject({ url: `/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent('auxiliar administrativo')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Oleiros', 'Concello de Verín']);
    const policia = await t.app.inject({ url: `/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent('policía local')}` });
    expect(policia.json().map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Viveiro (Lugo)']);
    const none = await t.app.inject({ url: '/api/v1/opos/consulta/etiqueta?etiquetaBusqueda=inexistente' });
    expect(none.json()).toEqual([]);
  });

  it('etiquetas lists every public label once, as plain strings in alphabetical order', async () => {
    await t.db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda, prioridad) VALUES ($1, 'bombeiro', 'bombeiro', 1)`, [randomUUID()]);
    await t.db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, etiquetas, proceso_mostrable) VALUES ($1, 'oculto', '{segredo}', false)`, [randomUUID()]);
    t.app.services.cache.clear('public:');
    const res = await t.app.inject({ url: '/api/v1/opos/etiquetas' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['auxiliar administrativo', 'bolsa de emprego', 'bombeiro', 'policía local']);
  });

  it('serves the public reads from the cache until a write clears it', async () => {
    const before = await search('viveiro');
    await t.db.query(`UPDATE opo SET verificado = false WHERE organizacion LIKE 'Concello de Viveiro%'`);
    expect(await search('viveiro')).toEqual(before);
    t.app.services.cache.clear('public:');
    expect(await search('viveiro')).toEqual([]);
  });

  it('lists the new calls in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining([
      '/api/v1/opos/consultaTexto', '/api/v1/opos/consulta/etiqueta', '/api/v1/opos/etiquetas',
      '/api/v1/opos/bop/consulta', '/api/v1/opos/procesoOpo/etiquetas', '/api/v1/opos/ver/procesoOposicion',
    ]));
  });
});

/** The plan PostgreSQL (or PGlite) chooses for the search SQL of a query, parameters inlined as literals. */
async function explain(db: Queryable, query: string): Promise<string> {
  const { sql, params } = textSearchSql(searchPlan(query));
  const literal = sql.replace(/\$(\d+)/g, (_m, i: string) => {
    const v = params[Number(i) - 1];
    return v === null ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`;
  });
  return (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${literal}`)).map((r) => r['QUERY PLAN']).join('\n');
}

describe.each(databases)('text search on 100,000 seeded competitions on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await seedCompetitions(t.db, { count: 100_000, today: '2026-03-14' });
  }, 300_000);
  afterAll(() => t.close());

  it.each([
    ['a rare word', 'fisioterapeuta'],
    ['a common word', 'concello'],
    ['two words', 'auxiliar administrativo'],
    ['a place', 'verin'],
    ['a Spanish word and its Galician forms', 'bombero'],
    ['an abbreviation', 'aux. adm.'],
  ])('%s: every candidate set comes from an index, never a scan of the table', async (_label, query) => {
    const plan = await explain(t.db, query);
    expect(plan).not.toMatch(/Seq Scan on opo/);
    // Each candidate set: a text index (rare terms) or a walk down a date index that stops at the bound (common ones).
    // A query of several words adds its whole phrase as a second candidate set (a UNION); one word has one set.
    const expected = /\s/.test(searchPlan(query).phrases[0]) ? 2 : 1;
    const sets = expected === 1 ? [plan] : plan.split(/->  Subquery Scan/).slice(1);
    expect(sets).toHaveLength(expected);
    for (const set of sets) expect(set).toMatch(/Index Scan (using|on) opo_(texto_fts|texto_trgm|verificado_fecha|fecha)_idx/);
  });

  it('answers a common word with at most the limit, only whole-term matches when there are enough of them', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/consultaTexto?textoBusqueda=Policía%20Local' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { descripcion: string; fechaBop: number[]; verificado: boolean }[];
    expect(list).toHaveLength(TEXT_SEARCH_LIMIT);
    expect(list.every((o) => o.verificado)).toBe(true);
    expect(list.every((o) => o.descripcion.toLowerCase().includes('policía local'))).toBe(true);
  });
});
