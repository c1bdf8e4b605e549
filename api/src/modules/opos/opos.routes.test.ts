import { randomUUID } from 'node:crypto';
import { databases, testApp } from '../../test/harness.js';

const NOW = () => new Date('2026-03-15T10:00:00+01:00');

describe.each(databases)('public competition reads on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    const insert = (fecha: string, bop: string, org: string, verificado = true) =>
      t.db.query(
        `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
         VALUES ($1, $2, $3, $4, 'Bases de auxiliar', 'https://example.gal/e', '{auxiliar}', $5)`,
        [randomUUID(), bop, fecha, org, verificado],
      );
    await insert('2026-03-15', 'BOP Lugo', 'Concello de Lugo');
    await insert('2026-03-09', 'BOP A Coruña', 'Concello de Oleiros');
    await insert('2026-03-08', 'BOP Ourense', 'Concello de Verín'); // 8 days ago: outside the window
    await insert('2026-03-14', 'BOP Lugo', 'Concello de Sarria', false); // not verified: never public
  });
  afterAll(() => t.close());

  it('consultaDias returns the verified competitions of the last n days, newest first, with date arrays', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Lugo', 'Concello de Oleiros']);
    expect(body[0]).toEqual({
      uuid: expect.any(String), organizacion: 'Concello de Lugo', descripcion: 'Bases de auxiliar', urlDetalle: 'https://example.gal/e',
      bop: 'BOP Lugo', fechaBop: [2026, 3, 15], etiquetas: ['auxiliar'], verificado: true,
    });
  });

  it('consulta returns one date, optionally one bulletin', async () => {
    const all = await t.app.inject({ url: '/api/v1/opos/consulta?date=2026-03-09' });
    expect(all.json()).toHaveLength(1);
    const other = await t.app.inject({ url: `/api/v1/opos/consulta?date=2026-03-09&bop=${encodeURIComponent('BOP Lugo')}` });
    expect(other.json()).toEqual([]);
  });

  it.each([
    ['/api/v1/opos/consultaDias?dias=0'],
    ['/api/v1/opos/consultaDias?dias=abc'],
    ['/api/v1/opos/consultaDias?dias=100000'],
    ['/api/v1/opos/consultaDias'],
    ['/api/v1/opos/consulta?date=2026-02-30'],
    ['/api/v1/opos/consulta?date=ayer'],
  ])('%s is refused with 400 and {codigo, descripcion}', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });

  it.each([
    ['/api/v1/opos/consulta?date=ayer', 'date debe ser unha data AAAA-MM-DD válida (recibido "ayer")', 'date debe ser una fecha AAAA-MM-DD válida (recibido "ayer")'],
    ['/api/v1/opos/consultaTexto?textoBusqueda=%20%2B', 'textoBusqueda debe conter polo menos unha letra ou un número', 'textoBusqueda debe contener al menos una letra o un número'],
    ['/api/v1/opos/consultaDias?dias=0', 'O campo «dias» na consulta debe ser como mínimo 1', 'El campo «dias» en la consulta debe ser como mínimo 1'],
    ['/api/v1/opos/consultaDias?dias=7&tipo=calquera', 'O campo «tipo» na consulta debe ser un de', 'El campo «tipo» en la consulta debe ser uno de'],
    ['/api/v1/opos/ver/procesoOposicion?urlAmigable=non-existe', 'Non existe a oferta "non-existe"', 'No existe la oferta "non-existe"'],
  ])('%s: the error is worded in the language the request asks for', async (url, gl, es) => {
    const inGl = await t.app.inject({ url });
    const inEs = await t.app.inject({ url, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(inGl.statusCode).toBeGreaterThanOrEqual(400);
    expect(inGl.json().descripcion).toContain(gl);
    expect(inEs.json().descripcion).toContain(es);
    expect(inEs.json().codigo).toBe(inGl.json().codigo);
  });

  it('filters a list by province, bulletin, kind and open deadline, and adds the fields the filters use only when asked', async () => {
    const plain = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7' })).json();
    expect(plain.every((o: object) => !('provincia' in o) && !('tipoEdicto' in o))).toBe(true);
    const ampliado = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&ampliado=true' })).json();
    expect(ampliado.map((o: { provincia?: string }) => o.provincia)).toEqual(['Lugo', 'A Coruña']);
    const lugo = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&provincia=Lugo' })).json();
    expect(lugo.map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Lugo']);
    const bop = (await t.app.inject({ url: `/api/v1/opos/consultaDias?dias=7&boletin=${encodeURIComponent('BOP A Coruña')}` })).json();
    expect(bop.map((o: { organizacion: string }) => o.organizacion)).toEqual(['Concello de Oleiros']);
    expect((await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&prazoAberto=1' })).json()).toEqual([]);
  });

  it('unknown API paths answer 404 with {codigo, descripcion}', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/nonExiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json().codigo).toBe('NON_ATOPADO');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/v1/opos/consultaDias', '/api/v1/opos/consulta']));
  });
});
