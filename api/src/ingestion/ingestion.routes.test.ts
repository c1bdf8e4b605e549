import { databases, testApp } from '../test/harness.js';
import { bearer, tokenFor } from '../test/tokens.js';

const NOW = () => new Date('2023-03-01T10:00:00+01:00');

describe.each(databases)('bulletin ingestion endpoints on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let admin: Record<string, string>;
  const count = async (table: string) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const lectura = (fecha: string | number[], envioNotificacion = false) =>
    t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: admin, payload: { fecha, envioNotificacion } });

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { seedDefaultRules: true } });
    admin = bearer(await tokenFor(t.app, 'admin'));
  });
  afterAll(() => t.close());

  it('lecturaBop reads every bulletin of the date, stores issues and edicts, and answers a summary per bulletin', async () => {
    const res = await lectura('2023-03-01');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fecha: [2023, 3, 1], envioNotificacion: false, totalEdictos: 36, totalOposPublicadas: 13, novas: body.totalOpos });
    expect(body.descripcion).toMatch(/^Lectura do 2023-03-01: 36 edictos/);
    const coruna = body.boletins.find((b: { bop: string }) => b.bop === 'BOP A Coruña');
    expect(coruna).toMatchObject({ estado: 'ok', numeroEdictos: 36, numeroOposPublicadas: 13 });
    expect(coruna.trazas[0]).toBe('BOP A Coruña: lidos 36 edictos (número 41)');
    for (const bop of ['BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG']) {
      expect(body.boletins.find((b: { bop: string }) => b.bop === bop)).toMatchObject({ estado: 'sen_boletin', numeroEdictos: 0 });
    }
    // The public sees the 13 published competitions, labelled, linked to their edict page.
    const pub = (await t.app.inject({ url: '/api/v1/opos/consulta?date=2023-03-01' })).json();
    expect(pub).toHaveLength(13);
    expect(pub).toContainEqual(expect.objectContaining({
      organizacion: 'A Coruña', bop: 'BOP A Coruña', fechaBop: [2023, 3, 1], verificado: true, etiquetas: ['socorrista'],
      urlDetalle: 'https://bop.dacoruna.gal/bopportal/publicado/2023/03/01/2023_0000001318.html',
      descripcion: expect.stringMatching(/^Publicación das bases específicas do proceso selectivo/),
    }));
    // Only the bulletin that exists that day has an issue row; every bulletin has its statistic.
    expect(await t.db.query('SELECT bop FROM bop')).toEqual([{ bop: 'BOP A Coruña' }]);
    const [stat] = await t.db.query<{ numero_total_edictos: number; numero_edictos_opos: number; edictos_list: string[]; trazas: string }>(
      `SELECT numero_total_edictos, numero_edictos_opos, edictos_list, trazas FROM estadistica WHERE bop = 'BOP A Coruña'`);
    expect(stat).toMatchObject({ numero_total_edictos: 36, numero_edictos_opos: body.totalOpos });
    expect(stat.edictos_list).toContain('2023/1318 · A Coruña · Publicación das bases específicas do proceso selectivo convocado para a cobertura de dúas prazas de socorrista, das agrupacións profesionais, C.E. 13/22');
    expect(stat.trazas).toMatch(/Análise: 36 edictos/);
    expect(await count('estadistica')).toBe(6);
  });

  it('reading the same date again (also as a date array) duplicates nothing', async () => {
    const before = { edicto: await count('edicto'), opo: await count('opo'), bop: await count('bop'), estadistica: await count('estadistica') };
    const res = await lectura([2023, 3, 1]);
    expect(res.statusCode).toBe(200);
    expect(res.json().novas).toBe(0);
    expect({ edicto: await count('edicto'), opo: await count('opo'), bop: await count('bop'), estadistica: await count('estadistica') }).toEqual(before);
  });

  it('two readings of a date at once: one runs, the other is told it is running; nothing is doubled', async () => {
    const before = await count('edicto');
    const [a, b] = await Promise.all([lectura('2023-03-01'), lectura('2023-03-01')]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    if (codes[1] === 409) expect([a, b].find((r) => r.statusCode === 409)!.json().codigo).toBe('LECTURA_EN_CURSO');
    expect(await count('edicto')).toBe(before);
    expect(await count('opo')).toBe((await t.db.query(`SELECT 1 FROM opo`)).length);
  });

  it('analisis re-runs the analysis on stored edicts: filters override the classifier; what an administrator edited stays', async () => {
    const idOf = async (id: string) => (await t.db.query<{ uuid: string }>(
      'SELECT o.uuid FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = $1', [id]))[0]?.uuid;
    const socorrista = await idOf('2023/1318');
    expect(await idOf('2023/1275')).toBeUndefined(); // a service contract: not a competition
    await t.db.query(`UPDATE opo SET organizacion = 'Concello da Coruña', verificado = false, editado_admin = true WHERE uuid = $1`, [socorrista]);
    // An administrator overrides the classifier for two wordings, and adds a label rule.
    await t.db.query(`INSERT INTO filtro_busqueda (uuid, bop, texto_busqueda, prioridad, indexable) VALUES
      (gen_random_uuid(), 'BOP A Coruña', 'ZONAS VERDES', 1, true), (gen_random_uuid(), 'BOP A Coruña', 'BOLSA DE EMPREGO', 2, false)`);
    await t.db.query(`INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa) VALUES (gen_random_uuid(), 'praia', 'socorrista', 1, true)`);
    const rerun = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/analisis', headers: admin, payload: { fecha: '2023-03-01' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().descripcion).toMatch(/^Análise do 2023-03-01/);
    };
    await rerun();
    const [kept] = await t.db.query<{ organizacion: string; verificado: boolean; etiquetas: string[] }>('SELECT organizacion, verificado, etiquetas FROM opo WHERE uuid = $1', [socorrista]);
    expect(kept).toEqual({ organizacion: 'Concello da Coruña', verificado: false, etiquetas: ['praia', 'socorrista'] });
    const [bolsa] = await t.db.query<{ verificado: boolean; motivo_clasificacion: string; tipo_edicto: string }>(
      `SELECT o.verificado, o.motivo_clasificacion, o.tipo_edicto FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = '2023/1274'`);
    expect(bolsa).toEqual({ verificado: false, motivo_clasificacion: expect.stringMatching(/^filtro de busca «BOLSA DE EMPREGO» \(para revisar\)/), tipo_edicto: 'bolsa_emprego' });
    const contrato = await idOf('2023/1275');
    expect(contrato).toBeDefined();
    // The contract's filter goes; the administrator had made that competition their own, so it stays.
    await t.db.query('UPDATE opo SET editado_admin = true WHERE uuid = $1', [contrato]);
    await t.db.query(`DELETE FROM filtro_busqueda WHERE texto_busqueda = 'ZONAS VERDES'`);
    await rerun();
    expect(await idOf('2023/1275')).toBe(contrato);
    const stat = (await t.db.query<{ trazas: string }>(`SELECT trazas FROM estadistica WHERE bop = 'BOP A Coruña' AND fecha_bop = '2023-03-01'`))[0];
    expect(stat.trazas).toMatch(/1 editadas por un administrador consérvanse/);
  });

  it.each([
    ['/api/v1/config/relazar/lecturaBop', { fecha: '2023-03-01', envioNotificacion: false }],
    ['/api/v1/config/relazar/analisis', { fecha: '2023-03-01' }],
  ])('%s: 401 without a valid token, 403 for a visitor, 400 for a bad date', async (url, payload) => {
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload, headers: bearer(await tokenFor(t.app, 'invalid')) })).statusCode).toBe(401);
    const visitor = await t.app.inject({ method: 'POST', url, payload, headers: bearer(await tokenFor(t.app, 'visitor')) });
    expect(visitor.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url, headers: admin, payload: { ...payload, fecha: '2023-02-30' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });

  it('listadoBopsWeb gives each bulletin web address for a date (public), today without a date', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/bop/listadoBopsWeb?date=2023-03-02' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { bop: 'BOP A Coruña', url: 'https://bop.dacoruna.gal/bopportal/cambioBoletin.do?fechaInput=02%2F03%2F2023' },
      { bop: 'BOP Lugo', url: 'https://www.deputacionlugo.gal/gl/boletin-oficial-da-provincia-de-lugo' },
      { bop: 'BOP Ourense', url: 'https://bop.depourense.es/portal/' },
      { bop: 'BOP Pontevedra', url: 'https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02' },
      { bop: 'BOE', url: 'https://www.boe.es/boe/dias/2023/03/02/' },
      { bop: 'DOG', url: 'https://www.xunta.gal/diario-oficial-galicia/portalPublicoHome.do?fecha=02/03/2023' },
    ]);
    const today = (await t.app.inject({ url: '/api/v1/opos/bop/listadoBopsWeb' })).json();
    expect(today[0].url).toContain('fechaInput=01%2F03%2F2023');
    expect((await t.app.inject({ url: '/api/v1/opos/bop/listadoBopsWeb?date=mañá' })).statusCode).toBe(400);
  });

  it('failed days: lecturasFallidas lists them with their traces, the statistics carry the reading outcome', async () => {
    await t.db.query(`INSERT INTO lectura_bop (bop, fecha_bop, estado, numero_edictos, trazas) VALUES
      ('BOP Lugo', '2023-03-03', 'estructura_cambiada', 0, 'BOP Lugo: falta .field--name-field-ail-bop-contenido'),
      ('BOE', '2023-03-03', 'erro', 0, 'BOE: non se puido ler (tempo esgotado)'),
      ('DOG', '2023-03-03', 'sen_boletin', 0, 'DOG: sen diario o 2023-03-03')`);
    const rerun = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/analisis', headers: admin, payload: { fecha: '2023-03-03' } });
    expect(rerun.json().descripcion).toMatch(/Con problemas: BOP Lugo \(estructura_cambiada\), BOE \(erro\)/);
    const res = await t.app.inject({ url: '/api/v1/config/ver/lecturasFallidas?limite=5', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { bop: 'BOE', fechaBop: [2023, 3, 3], estado: 'erro', trazas: 'BOE: non se puido ler (tempo esgotado)', lidaEn: expect.any(Array) },
      { bop: 'BOP Lugo', fechaBop: [2023, 3, 3], estado: 'estructura_cambiada', trazas: 'BOP Lugo: falta .field--name-field-ail-bop-contenido', lidaEn: expect.any(Array) },
    ]);
    expect((await t.app.inject({ url: '/api/v1/config/ver/lecturasFallidas' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/config/ver/lecturasFallidas?limite=0', headers: admin })).statusCode).toBe(400);
    const stats = (await t.app.inject({ url: '/api/v1/estadisticas/verEstadisticas?numeroInicio=0&numeroFin=30', headers: admin })).json() as { bop: string; fechaBop: number[]; estadoLectura?: string; trazas: string }[];
    const lugo = stats.find((e) => e.bop === 'BOP Lugo' && e.fechaBop[2] === 3)!;
    expect(lugo).toMatchObject({ estadoLectura: 'estructura_cambiada', trazas: expect.stringMatching(/^BOP Lugo: falta \.field--name-field-ail-bop-contenido/) });
    expect(stats.find((e) => e.bop === 'DOG' && e.fechaBop[2] === 3)).toMatchObject({ estadoLectura: 'sen_boletin' });
    expect(stats.find((e) => e.bop === 'BOP A Coruña' && e.fechaBop[2] === 1)).toMatchObject({ estadoLectura: 'ok' });
  });

  it('the OpenAPI document lists the three calls', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/config/relazar/lecturaBop'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/config/relazar/analisis'].post).toBeDefined();
    expect(doc.paths['/api/v1/opos/bop/listadoBopsWeb'].get).toBeDefined();
  });
});
