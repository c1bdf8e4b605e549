import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import type { Queryable } from '../../db/client.js';
import { seedCompetitions, seedTextos } from '../../bench/seed.js';
import { cargarTextos } from '../../domain/corpus/textosEval.js';
import { BODIES, chooseWalk, estimateMatches, fullTextCondition, indexSql, TEXT_SEARCH_LIMIT, walkSql } from './opos.store.js';
import { searchPlan, tsqueryParts } from './opoSearchText.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

/**
 * Issue 22: text search also reads the bodies of the edicts. Each competition's title below avoids the words of its
 * body, so a result found by a body word can only come from the body.
 */
const COMPETITIONS: { key: string; fecha: string; bop: string; org: string; desc: string; verificado?: boolean; corpo?: string | null; estado?: 'ok' | 'pendente' | 'erro' }[] = [
  {
    key: 'bombeiros', fecha: '2026-03-01', bop: 'BOP Lugo', org: 'Concello de Lugo', desc: 'Bases específicas de seis prazas de bombeiro/a',
    corpo: 'REQUISITOS ESPECÍFICOS. c) Estar en posesión dos permisos de conducir das clases B e C, en vigor. d) Acreditar o Celga 4 '
      + 'ou equivalente. TAXA. A taxa por dereitos de exame é de 17,50 euros. ANEXO II. Temario. Tema 12. A Lei 39/2015, do '
      + 'procedemento administrativo común das administracións públicas.',
  },
  {
    key: 'condutores', fecha: '2026-03-10', bop: 'BOP Pontevedra', org: 'Ayuntamiento de Vigo', desc: 'Bolsa de empleo de personal de obras',
    corpo: 'Requisitos: estar en posesión del permiso de conducir de la clase C y del carné BTP; acreditar el nivel CELGA-4. '
      + 'La tasa por derechos de examen es de 20 euros. Tema 5. La Ley 39/2015, del procedimiento administrativo común. '
      + 'Funciones: conducción de vehículos y jardinero de apoyo en los parques.',
  },
  {
    key: 'obras', fecha: '2026-02-01', bop: 'BOP A Coruña', org: 'Concello de Oleiros', desc: 'Oficial de obras con permiso de conducir C',
    corpo: 'Convócase unha praza de oficial de primeira, persoal laboral fixo, polo sistema de concurso-oposición.',
  },
  {
    key: 'xardins', fecha: '2026-03-12', bop: 'BOP Ourense', org: 'Concello de Verín', desc: 'Lista provisional de admitidos',
    corpo: 'Aprobada a lista provisional do proceso selectivo de xardineiro/a de parques e xardíns.',
  },
  {
    key: 'sen verificar', fecha: '2026-03-14', bop: 'BOP Lugo', org: 'Concello de Sarria', desc: 'Anuncio do tribunal', verificado: false,
    corpo: 'O tribunal cualificador valorará o Celga 4 e o permiso de conducir C.',
  },
  { key: 'pendente', fecha: '2026-03-13', bop: 'BOP Lugo', org: 'Concello de Foz', desc: 'Lista definitiva', corpo: null, estado: 'pendente' },
  { key: 'erro', fecha: '2026-03-13', bop: 'BOP Lugo', org: 'Concello de Burela', desc: 'Composición do tribunal', corpo: null, estado: 'erro' },
];

describe.each(databases)('text search in the bodies of the edicts on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const uuid = new Map<string, string>();
  const key = new Map<string, string>();
  const storeBody = (opo: string, corpo: string | null, estado: 'ok' | 'pendente' | 'erro', fecha: string, bop: string) =>
    t.db.query(
      `INSERT INTO texto_edicto (opo_uuid, bop, fecha_bop, url, formato, texto, sha256, estado)
       VALUES ($1, $2, $3, 'https://example.gal/texto', $4, $5, $6, $7)`,
      [opo, bop, fecha, corpo === null ? null : 'html', corpo, corpo === null ? null : `sha-${opo}`, estado],
    );
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    for (const c of COMPETITIONS) {
      const id = randomUUID();
      uuid.set(c.key, id);
      key.set(id, c.key);
      await t.db.query(
        `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
         VALUES ($1, $2, $3, $4, $5, 'https://example.gal/e', '{}', $6)`,
        [id, c.bop, c.fecha, c.org, c.desc, c.verificado ?? true],
      );
      await storeBody(id, c.corpo ?? null, c.estado ?? 'ok', c.fecha, c.bop);
    }
  }, 120_000);
  afterAll(() => t.close());

  const search = async (text: string): Promise<string[]> => {
    t.app.services.cache.clear('public:');
    const res = await t.app.inject({ url: `/api/v1/opos/consultaTexto?textoBusqueda=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { uuid: string }[]).map((o) => key.get(o.uuid) ?? o.uuid);
  };

  it.each([
    ['a language level', 'CELGA 4', ['condutores', 'bombeiros']],
    ['a licence class', 'carné BTP', ['condutores']],
    ['a licence written another way', 'permisos de conducir B', ['bombeiros']],
    ['a syllabus topic', 'procedemento administrativo común', ['condutores', 'bombeiros']],
    ['a law by its number', '39/2015', ['condutores', 'bombeiros']],
    ['a word of the title and one of the body', 'bombeiro celga 4', ['bombeiros']],
  ])('%s only in a body finds its competition, newest first: "%s"', async (_what, text, expected) => {
    expect(await search(text)).toEqual(expected);
  });

  it('ranks a title match above every body-only match, even an older one', async () => {
    // "obras" is the oldest; its title says "permiso de conducir C", the others only their bodies.
    expect(await search('permiso de conducir C')).toEqual(['obras', 'condutores', 'bombeiros']);
  });

  it.each([
    ['taxa por dereitos de exame', 'tasa por derechos de examen', ['condutores', 'bombeiros']],
    ['procedemento administrativo común', 'procedimiento administrativo común', ['condutores', 'bombeiros']],
    ['xardineiro', 'jardinero', ['xardins', 'condutores']],
    ['persoal laboral fixo', 'personal laboral fijo', ['obras']],
  ])('"%s" and "%s" find the same competitions through their bodies', async (gl, es, expected) => {
    expect(await search(gl)).toEqual(expected);
    expect(await search(es)).toEqual(expected);
  });

  it('answers body matches in the competition shape', async () => {
    t.app.services.cache.clear('public:');
    const res = await t.app.inject({ url: '/api/v1/opos/consultaTexto?textoBusqueda=carn%C3%A9%20BTP' });
    expect(res.json()).toEqual([{
      uuid: uuid.get('condutores'), organizacion: 'Ayuntamiento de Vigo', descripcion: 'Bolsa de empleo de personal de obras',
      urlDetalle: 'https://example.gal/e', bop: 'BOP Pontevedra', fechaBop: [2026, 3, 10], etiquetas: [], verificado: true,
    }]);
  });

  it('never returns an unverified competition by its body, and returns it once verified', async () => {
    expect(await search('tribunal cualificador')).toEqual([]);
    await t.db.query('UPDATE opo SET verificado = true WHERE uuid = $1', [uuid.get('sen verificar')]);
    expect(await search('tribunal cualificador')).toEqual(['sen verificar']);
    await t.db.query('UPDATE opo SET verificado = false WHERE uuid = $1', [uuid.get('sen verificar')]);
    expect(await search('tribunal cualificador')).toEqual([]);
  });

  it('a body pending or failed (no text) changes nothing; one read later is found', async () => {
    const queries = ['lista definitiva', 'tribunal', 'concello', 'celga 4', 'permiso de conducir'];
    const pending = ['pendente', 'erro'].map((k) => uuid.get(k)!);
    await t.db.query('DELETE FROM texto_edicto WHERE opo_uuid = ANY($1::uuid[])', [pending]);
    const without = await Promise.all(queries.map(search));
    await storeBody(uuid.get('pendente')!, null, 'pendente', '2026-03-13', 'BOP Lugo');
    await storeBody(uuid.get('erro')!, null, 'erro', '2026-03-13', 'BOP Lugo');
    await t.db.query(`UPDATE texto_edicto SET intentos = 5, ultimo_erro = 'HTTP 503', estado = 'erro' WHERE opo_uuid = $1`, [uuid.get('erro')]);
    expect(await Promise.all(queries.map(search))).toEqual(without);
    expect(without[0]).toEqual(['pendente']); // still found by its title
    expect(await search('bolsa de socorristas')).toEqual([]);
    await t.db.query(`UPDATE texto_edicto SET texto = 'Bolsa de socorristas para as praias de Foz.', estado = 'ok' WHERE opo_uuid = $1`, [uuid.get('pendente')]);
    expect(await search('bolsa de socorristas')).toEqual(['pendente']);
  });

  it('a body read again with other words is found by the new words only', async () => {
    await t.db.query(`UPDATE texto_edicto SET texto = 'Praza de socorrista acuático.', sha256 = 'outro' WHERE opo_uuid = $1`, [uuid.get('xardins')]);
    expect(await search('xardineiro')).toEqual(['condutores']);
    expect(await search('socorrista acuático')).toEqual(['xardins']);
  });

  it('a title changed is searched with its body at once', async () => {
    await t.db.query(`UPDATE opo SET organizacion = 'Concello de Lugo (servizo de bombeiros)' WHERE uuid = $1`, [uuid.get('bombeiros')]);
    expect(await search('servizo de bombeiros celga 4')).toEqual(['bombeiros']);
  });
});

/** The plan PostgreSQL (or PGlite) chooses for a statement, parameters inlined as literals. */
async function explain(db: Queryable, { sql, params }: { sql: string; params: unknown[] }): Promise<string> {
  const literal = sql.replace(/\$(\d+)/g, (_m, i: string) => {
    const v = params[Number(i) - 1];
    return Array.isArray(v) ? `'{${v.join(',')}}'` : `'${String(v).replace(/'/g, "''")}'`;
  });
  return (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${literal}`)).map((r) => r['QUERY PLAN']).join('\n');
}

describe.each(databases)('body search on 10,000 seeded bodies on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await seedCompetitions(t.db, { count: 10_000, today: '2026-03-14' });
    await seedTextos(t.db, cargarTextos(), { count: 10_000 });
  }, 300_000);
  afterAll(() => t.close());

  it.each([
    ['a language level most bodies state', 'celga 4', 'walk'],
    ['a licence no body names', 'carné BTP', 'index'],
    ['a word of one title in 34 and a common body word', 'fisioterapeuta titulación', 'index'],
  ])('%s: the body matches come from a bounded walk or the rarest part\'s index, never a scan ("%s")', async (_what, query, expected) => {
    const { tsquery } = searchPlan(query);
    const parts = tsqueryParts(tsquery!);
    const { total, partes } = await estimateMatches(t.db, BODIES, parts);
    const rarest = Math.min(...partes);
    const walk = chooseWalk(total, rarest, TEXT_SEARCH_LIMIT);
    expect(walk === null ? 'index' : 'walk').toBe(expected);
    const plan = walk === null
      ? await explain(t.db, indexSql(BODIES, fullTextCondition(BODIES, tsquery!, parts[partes.indexOf(rarest)]), [], TEXT_SEARCH_LIMIT))
      : await explain(t.db, walkSql(BODIES, fullTextCondition(BODIES, tsquery!, parts[0]), [], TEXT_SEARCH_LIMIT, walk));
    expect(plan).not.toMatch(/Seq Scan on texto_busca/);
    expect(plan).toMatch(walk === null ? /Bitmap Index Scan on texto_busca_tsv_idx/ : /Index Scan using texto_busca_fecha_idx/);
  });

  it('answers a common body word with the limit of verified competitions, newest first', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/consultaTexto?textoBusqueda=CELGA%204' });
    const list = res.json() as { fechaBop: [number, number, number]; verificado: boolean }[];
    expect(list).toHaveLength(TEXT_SEARCH_LIMIT);
    expect(list.every((o) => o.verificado)).toBe(true);
    const dates = list.map(({ fechaBop: [y, m, d] }) => y * 10_000 + m * 100 + d);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
