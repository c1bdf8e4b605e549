import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

describe.each(databases)('public bulletin and offer reads on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const shown = randomUUID();
  const bases = randomUUID();
  const feitos = {
    grupo: { valor: 'C2', cita: 'Grupo C, subgrupo C2.', edicto: bases, confianza: 0.9 },
    prazas: { valor: { total: 6, libre: 5, promocionInterna: 1 }, cita: 'Seis prazas: cinco de quenda libre e unha de promoción interna.', edicto: bases, confianza: 0.85 },
    titulacion: { valor: { nivel: 'eso', nome: 'Graduado en ESO' }, cita: 'Estar en posesión do título de Graduado en ESO.', edicto: bases, confianza: 0.8 },
    galego: { valor: { requisito: 'celga', nivel: 4 }, cita: 'CELGA 4 ou equivalente.', edicto: bases, confianza: 0.9 },
    carne: { valor: ['B'], cita: 'Permiso de conducir da clase B.', edicto: bases, confianza: 0.8 },
    idade: { valor: { minima: 18 }, cita: 'Ter 18 anos.', edicto: bases, confianza: 0.7 },
    taxa: { valor: 30.5, cita: 'Taxa: 30,50 euros.', edicto: bases, confianza: 0.9 },
    sedeElectronica: { valor: 'https://sede.oleiros.gal', cita: 'Na sede electrónica https://sede.oleiros.gal.', edicto: bases, confianza: 0.9 },
    prazo: { valor: { cantidade: 20, unidade: 'dias_habiles', desde: 'boe' }, cita: 'Vinte días hábiles desde o BOE.', edicto: bases, confianza: 0.95 },
    datasExame: [{ valor: '2026-05-09', cita: 'O exame será o 9 de maio de 2026.', edicto: bases, confianza: 0.8 }],
    // A key the contract does not know is not sent.
    outro: { valor: 1, cita: 'x', confianza: 1 },
  };
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    for (const [bop, fecha] of [['BOP Lugo', '2026-03-13'], ['BOP A Coruña', '2026-03-14'], ['BOP Lugo', '2026-03-14'], ['BOP Ourense', '2026-03-12']]) {
      await t.db.query('INSERT INTO bop (uuid, bop, fecha_bop, url) VALUES ($1, $2, $3, $4)', [randomUUID(), bop, fecha, 'https://example.gal']);
    }
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, url_imagen, titulo, descripcion, detalle, url_info_proceso_externo,
         etiqueta_busqueda_proceso, etiquetas, sistema_seleccion, tipo_contrato, proceso_finalizado, proceso_mostrable, fecha_bop_inicio_proceso)
       VALUES ($1, 'auxiliar-oleiros', 'Concello de Oleiros', 'BOP A Coruña', 'https://example.gal/i.png', 'Seis prazas de auxiliar', 'Oposición libre',
         '<p>Bases <strong>aquí</strong><script>alert(1)</script><img src=x onerror=alert(2)></p>', 'https://oleiros.gal/emprego',
         'auxiliar administrativo', '{auxiliar administrativo,oposición libre}', 'Oposición', 'Funcionario de carreira', false, true, '2026-02-10')`,
      [shown],
    );
    await t.db.query(
      `INSERT INTO proceso_oposicion (uuid, url_amigable, titulo, etiquetas, proceso_mostrable, fecha_bop_inicio_proceso)
       VALUES ($1, 'auxiliar-vigo', 'Auxiliar en Vigo', '{auxiliar administrativo}', true, '2026-03-01'),
              ($2, 'auxiliar-oculto', 'Oculto', '{auxiliar administrativo}', false, '2026-03-05'),
              ($3, 'policia-lugo', 'Policía', '{}', true, '2026-01-05')`,
      [randomUUID(), randomUUID(), randomUUID()],
    );
    await t.db.query(`UPDATE proceso_oposicion SET etiqueta_proceso = 'policía local' WHERE url_amigable = 'policia-lugo'`);
    const fase = (titulo: string, orden: number, fecha: string | null, url: string | null) =>
      t.db.query('INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle) VALUES ($1, $2, $3, $4, $5, $6)', [randomUUID(), shown, titulo, orden, fecha, url]);
    await fase('Lista provisional', 2, '2026-03-01', 'https://example.gal/lista');
    await fase('Corrección das bases', 1, '2026-02-20', null);
    await fase('Bases', 1, '2026-02-10', 'https://example.gal/bases');
    // Issue 22: the bases phase is a competition, whose text gave the process its facts.
    await t.db.query(`INSERT INTO opo (uuid, organizacion, descripcion, url_detalle, bop, fecha_bop, etiquetas, verificado)
      VALUES ($1, 'Concello de Oleiros', 'Bases de auxiliar', 'https://example.gal/bases', 'BOP A Coruña', '2026-02-10', '{}', true)`, [bases]);
    await t.db.query(`UPDATE fase SET opo_uuid = $1 WHERE titulo = 'Bases'`, [bases]);
    await t.db.query(`UPDATE proceso_oposicion SET feitos = $2::jsonb, grupo = 'C2', prazas = 6 WHERE uuid = $1`, [shown, JSON.stringify(feitos)]);
  });
  afterAll(() => t.close());

  it('bop/consulta lists bulletins newest first as {uuid, bop, fechaBop}', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/bop/consulta' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((b: { bop: string; fechaBop: number[] }) => [b.bop, b.fechaBop])).toEqual([
      ['BOP A Coruña', [2026, 3, 14]], ['BOP Lugo', [2026, 3, 14]], ['BOP Lugo', [2026, 3, 13]], ['BOP Ourense', [2026, 3, 12]],
    ]);
    expect(body[0]).toEqual({ uuid: expect.any(String), bop: 'BOP A Coruña', fechaBop: [2026, 3, 14] });
  });

  it('procesoOpo/etiquetas lists the shown offers of a label, newest first, with {titulo, urlAmigable, fechaBopInicioProceso, uuid}', async () => {
    const res = await t.app.inject({ url: `/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent('auxiliar administrativo')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { titulo: 'Auxiliar en Vigo', urlAmigable: 'auxiliar-vigo', fechaBopInicioProceso: [2026, 3, 1], uuid: expect.any(String) },
      { titulo: 'Seis prazas de auxiliar', urlAmigable: 'auxiliar-oleiros', fechaBopInicioProceso: [2026, 2, 10], uuid: shown },
    ]);
    const byProcessLabel = await t.app.inject({ url: `/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=${encodeURIComponent('policía local')}` });
    expect(byProcessLabel.json().map((p: { urlAmigable: string }) => p.urlAmigable)).toEqual(['policia-lugo']);
    const none = await t.app.inject({ url: '/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda=nada' });
    expect(none.json()).toEqual([]);
  });

  it('ver/procesoOposicion returns the offer with every field, phases by orden then fechaBop, and sanitised detalle', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros' });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toEqual({
      uuidEntidad: shown, urlAmigable: 'auxiliar-oleiros', organizacion: 'Concello de Oleiros', bop: 'BOP A Coruña',
      urlImagen: 'https://example.gal/i.png', titulo: 'Seis prazas de auxiliar', descripcion: 'Oposición libre',
      detalle: expect.any(String), urlInfoProcesoExterno: 'https://oleiros.gal/emprego', etiquetaBusquedaProceso: 'auxiliar administrativo',
      etiquetaProceso: '', etiquetas: ['auxiliar administrativo', 'oposición libre'], sistemaSeleccion: 'Oposición',
      tipoContrato: 'Funcionario de carreira', uuidOpoInicio: '', procesoFinalizado: false, procesoMostrable: true,
      numeroVisitas: expect.any(Number), fechaBopInicioProceso: [2026, 2, 10], procesosOposicionesList: expect.any(Array),
    });
    expect(p.detalle).toContain('<strong>aquí</strong>');
    expect(p.detalle).not.toMatch(/script|onerror/);
    expect(p.procesosOposicionesList).toEqual([
      { uuid: expect.any(String), titulo: 'Bases', orden: 1, fechaBop: [2026, 2, 10], urlDetalle: 'https://example.gal/bases', archivo: null },
      { uuid: expect.any(String), titulo: 'Corrección das bases', orden: 1, fechaBop: [2026, 2, 20], urlDetalle: null, archivo: null },
      { uuid: expect.any(String), titulo: 'Lista provisional', orden: 2, fechaBop: [2026, 3, 1], urlDetalle: 'https://example.gal/lista', archivo: null },
    ]);
  });

  it('ver/procesoOposicion?ampliado=true gives every phase its kind, also those an administrator added (read from their titles)', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros&ampliado=true' });
    expect(res.statusCode).toBe(200);
    const fases = res.json().procesosOposicionesList as { titulo: string; tipoEdicto?: string }[];
    expect(fases.map((f) => [f.titulo, f.tipoEdicto])).toEqual([['Bases', 'convocatoria_bases'], ['Corrección das bases', expect.any(String)], ['Lista provisional', 'admitidos']]);
    // The plain call keeps SPEC's shape (the test above), also after the extended one filled its own cache entry.
    const plain = (await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros' })).json();
    expect(plain.procesosOposicionesList.some((f: object) => 'tipoEdicto' in f || 'uuidOpo' in f)).toBe(false);
    expect(plain).not.toHaveProperty('feitos');
  });

  it('ver/procesoOposicion?ampliado=true gives the facts read from the texts, each with its quote and the competition of the phase it came from', async () => {
    const url = '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-oleiros&ampliado=true';
    const res = await t.app.inject({ url });
    const p = res.json();
    const { outro: _dropped, ...known } = feitos;
    expect(p.feitos).toEqual(known);
    // The page links each fact to its edict: the phase whose competition the fact names.
    const fonte = p.procesosOposicionesList.find((f: { uuidOpo?: string }) => f.uuidOpo === p.feitos.grupo.edicto);
    // A phase an administrator linked to a competition names that competition's bulletin.
    expect(fonte).toMatchObject({ titulo: 'Bases', urlDetalle: 'https://example.gal/bases', bop: 'BOP A Coruña' });
    expect(p.procesosOposicionesList.filter((f: { uuidOpo?: string }) => f.uuidOpo)).toHaveLength(1);
    // The cached answer keeps its ETag: the browser's copy is answered 304.
    const again = await t.app.inject({ url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    // An offer no text was read for has no facts (the page shows no panel), with or without ampliado.
    const vigo = (await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-vigo&ampliado=true' })).json();
    expect(vigo).not.toHaveProperty('feitos');
  });

  it('each view counts one visit, also when the offer comes from the cache; an admin read shows every view at once', async () => {
    const view = async () => (await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-vigo' })).json().numeroVisitas;
    const first = await view();
    expect(await view()).toBe(first + 1);
    expect(await view()).toBe(first + 2);
    // The views are batched in memory; the administrator's read of the offer writes them first.
    const uuid = (await t.app.inject({ url: '/api/v1/opos/ver/procesoOposicion?urlAmigable=auxiliar-vigo' })).json().uuidEntidad;
    const admin = await t.app.inject({ url: `/api/v1/config/ver/procesoOposicionPorUuid?uuid=${uuid}`, headers: bearer(await tokenFor(t.app, 'admin')) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().numeroVisitas).toBe(first + 3);
    const [row] = await t.db.query<{ numero_visitas: number }>(`SELECT numero_visitas FROM proceso_oposicion WHERE url_amigable = 'auxiliar-vigo'`);
    expect(row.numero_visitas).toBe(first + 3);
    // A view after the write goes on from the stored count.
    expect(await view()).toBe(first + 4);
  });

  it('a view answered 304 (If-None-Match of the offer it kept) still counts', async () => {
    const url = '/api/v1/opos/ver/procesoOposicion?urlAmigable=policia-lugo';
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ url })).json().numeroVisitas).toBe(first.json().numeroVisitas + 2);
  });

  it.each([['nonexiste'], ['auxiliar-oculto']])('ver/procesoOposicion?urlAmigable=%s answers 404 {codigo, descripcion} and counts nothing', async (slug) => {
    const res = await t.app.inject({ url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=${slug}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.stringContaining(slug) });
    const [row] = await t.db.query<{ numero_visitas: number }>(`SELECT numero_visitas FROM proceso_oposicion WHERE url_amigable = 'auxiliar-oculto'`);
    expect(row.numero_visitas).toBe(0);
  });

  it.each([
    ['/api/v1/opos/ver/procesoOposicion'],
    [`/api/v1/opos/ver/procesoOposicion?urlAmigable=${'x'.repeat(201)}`],
    ['/api/v1/opos/procesoOpo/etiquetas'],
    ['/api/v1/opos/procesoOpo/etiquetas?etiquetaBusqueda='],
  ])('%s is refused with 400 and {codigo, descripcion}', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });
});
