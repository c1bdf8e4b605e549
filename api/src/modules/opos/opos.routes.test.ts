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
