import { databases, testApp } from '../../test/harness.js';
import { bearer, tokenFor } from '../../test/tokens.js';

// The bodies of job edicts on the coverage page (per bulletin: read / missing) and on the admin home (the list).
describe.each(databases)('edict bodies read and missing on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let admin: Record<string, string>;
  // Thursday 22 April 2021, 10:00 in Galicia: the recorded BOP Lugo of Tuesday 20 is two days old.
  const NOW = () => new Date('2021-04-22T10:00:00+02:00');
  const lugo = async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/bop/cobertura?dias=5' });
    return (res.json() as { boletins: { bop: string; textos: { lidos: number; pendentes: number } }[] }).boletins;
  };

  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    admin = bearer(await tokenFor(t.app, 'admin'));
    const read = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/lecturaBop', headers: admin, payload: { fecha: '2021-04-20' } });
    expect(read.statusCode).toBe(200);
    expect(read.json().descripcion).toMatch(/Textos: 10 lidos; 0 sen texto aínda$/);
  });
  afterAll(() => t.close());

  it('the coverage page counts, per bulletin, the bodies read and missing of its published competitions', async () => {
    const boletins = await lugo();
    expect(boletins.find((b) => b.bop === 'BOP Lugo')!.textos).toEqual({ lidos: 10, pendentes: 0 });
    expect(boletins.find((b) => b.bop === 'DOG')!.textos).toEqual({ lidos: 0, pendentes: 0 });
  });

  it('the admin home lists the missing bodies with their error; the coverage page counts them', async () => {
    // Three bodies the site could not read: two waiting for their next attempt, one with its attempts used up.
    await t.db.query(`UPDATE texto_edicto SET estado = 'pendente', texto = NULL, sha256 = NULL, intentos = 2,
      ultimo_erro = 'BOP Lugo: https://www.deputacionlugo.gal/… respondeu 503', seguinte_intento = '2021-04-22T09:00:00Z'
      WHERE opo_uuid IN (SELECT o.uuid FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente IN ('R. 1140', 'R. 1141'))`);
    await t.db.query(`UPDATE texto_edicto SET estado = 'erro', texto = NULL, sha256 = NULL, intentos = 8, ultimo_erro = 'BOP Lugo: o edicto R. 1150 non está no PDF'
      WHERE opo_uuid IN (SELECT o.uuid FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid WHERE e.id_fuente = 'R. 1150')`);
    expect((await t.app.inject({ url: '/api/v1/config/borrar/caches', headers: admin })).statusCode).toBe(200);

    const res = await t.app.inject({ url: '/api/v1/config/ver/textosPendentes', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.porBoletin).toEqual([{ bop: 'BOP Lugo', pendentes: 3 }]);
    expect(body.textos).toHaveLength(3);
    const tribunal = body.textos.find((x: { descripcion: string }) => x.descripcion.startsWith('Composición do tribunal cualificador'));
    expect(tribunal).toEqual({
      uuidOpo: expect.any(String), bop: 'BOP Lugo', fechaBop: [2021, 4, 20], descripcion: expect.stringContaining('técnico/a de Administración xeral'),
      organizacion: 'Concello de Lugo', urlDetalle: expect.stringMatching(/20-04-2021\.pdf#page=35$/),
      urlTexto: 'https://www.deputacionlugo.gal/sites/deputacionlugo.org/files/inline-files/20-04-2021.pdf',
      estado: 'pendente', intentos: 2, seguinteIntento: [2021, 4, 22, 11, 0], ultimoErro: 'BOP Lugo: https://www.deputacionlugo.gal/… respondeu 503',
    });
    expect(body.textos.find((x: { estado: string }) => x.estado === 'erro')).toMatchObject({ intentos: 8, seguinteIntento: null });
  });

  it('refuses the list without a token (401) and to a visitor (403), and a bad limit (400)', async () => {
    expect((await t.app.inject({ url: '/api/v1/config/ver/textosPendentes' })).statusCode).toBe(401);
    const visitor = bearer(await tokenFor(t.app, 'visitor'));
    expect((await t.app.inject({ url: '/api/v1/config/ver/textosPendentes', headers: visitor })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: '/api/v1/config/ver/textosPendentes?limite=0', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ codigo: expect.any(String), descripcion: expect.any(String) });
  });

  it('retrying now stores the missing bodies (failed ones too), and the coverage page shows it at once', async () => {
    expect((await lugo()).find((b) => b.bop === 'BOP Lugo')!.textos).toEqual({ lidos: 7, pendentes: 3 });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/textos', headers: admin, payload: { fecha: [2021, 4, 20] } });
    expect(res.statusCode).toBe(200);
    // The seven stored bodies of that day were asked again conditionally (one 304 for the day PDF); the three missing
    // ones were cut from the day's stored text.
    expect(res.json()).toEqual({ descripcion: 'Textos: 3 lidos, 7 sen cambios; 0 sen texto aínda', lidos: 3, senCambios: 7, fallidos: 0, pendentes: 0 });
    expect((await lugo()).find((b) => b.bop === 'BOP Lugo')!.textos).toEqual({ lidos: 10, pendentes: 0 });
    const list = await t.app.inject({ url: '/api/v1/config/ver/textosPendentes', headers: admin });
    expect(list.json()).toEqual({ total: 0, porBoletin: [], textos: [] });
  });

  it('refuses a date that is not one', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/config/relazar/textos', headers: admin, payload: { fecha: [2021, 2, 30] } });
    expect(res.statusCode).toBe(400);
  });
});
