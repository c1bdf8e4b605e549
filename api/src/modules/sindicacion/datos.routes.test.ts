import { parse } from 'csv-parse/sync';
import { databases, testApp } from '../../test/harness.js';
import { BASE, HOSTILE, NOW, seedSindicacion, type Seeded } from './test/seed.js';

describe.each(databases)('open data export (issue 16) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let s: Seeded;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW, config: { publicBaseUrl: BASE } });
    s = await seedSindicacion(t.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ url });
  const csv = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(res.body.charCodeAt(0)).not.toBe(0xfeff);
    return { res, rows: parse(res.body, { columns: true, bom: false, relax_quotes: false }) as Record<string, string>[] };
  };

  it('competitions as JSON: the last 30 days by default, oldest first, ISO dates, the licence stated', async () => {
    const res = await get('/api/v1/datos/opos.json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.licenza).toEqual({ id: 'CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/', atribucion: 'Oposicións Galicia', nota: expect.stringContaining('art. 13') });
    expect([body.desde, body.hasta, body.seguinte]).toEqual(['2026-10-22', '2026-11-20', null]);
    expect(body.datos.map((d: { uuid: string }) => d.uuid)).toEqual([s.opo.hostil, s.opo.vigo, s.opo.lugo]);
    expect(body.datos[2]).toEqual({
      uuid: s.opo.lugo, fechaBop: '2026-11-19', bop: 'BOP Lugo', organizacion: 'Concello de Lugo',
      descripcion: 'Bases para cubrir dúas prazas de auxiliar administrativo', urlDetalle: `https://bop.example/${s.opo.lugo}`,
      etiquetas: ['auxiliar administrativo'], provincia: 'Lugo', tipo: 'convocatoria', tipoEdicto: 'convocatoria_bases',
      urlProceso: `${BASE}/public/oposicion/auxiliar-lugo-2026`, tituloProceso: 'Dúas prazas de auxiliar administrativo', prazoUltimoDia: '2026-12-17',
      // Its process's texts state none of its facts (feitos.routes.test.ts has processes that do).
      grupo: null, nivelTitulacion: null, tipoPersoal: null, quendas: [], bolsa: null, prazas: null, grupos: [],
    });
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  });

  it('competitions as CSV: RFC 4180 with a header row, UTF-8, read back by a CSV parser with the hostile text intact', async () => {
    const { res, rows } = await csv('/api/v1/datos/opos.csv?desde=2026-10-01&hasta=2026-11-30');
    expect(res.headers['content-disposition']).toBe('attachment; filename="opos-2026-10-01-2026-11-30.csv"');
    expect(res.body.split('\r\n')[0])
      .toBe('uuid,fechaBop,bop,organizacion,descripcion,urlDetalle,etiquetas,provincia,tipo,tipoEdicto,urlProceso,tituloProceso,prazoUltimoDia,grupo,nivelTitulacion,tipoPersoal,quendas,bolsa,prazas,grupos');
    expect(rows.map((r) => r.uuid)).toEqual([s.opo.vella, s.opo.hostil, s.opo.vigo, s.opo.lugo]);
    const hostil = rows[1];
    expect(hostil.descripcion).toBe(HOSTILE);
    expect(hostil.etiquetas).toBe('auxiliar administrativo | a "b" <c>');
    expect(hostil.organizacion).toBe('Concello de O Carballiño');
    expect([hostil.provincia, hostil.tipo, hostil.urlProceso, hostil.prazoUltimoDia]).toEqual(['Ourense', 'tribunal', '', '']);
    expect(rows[3].fechaBop).toBe('2026-11-19');
  });

  it('filters as the lists do: province, bulletin, kind, label, open deadline', async () => {
    const uuids = async (q: string) => (await get(`/api/v1/datos/opos.json?desde=2025-11-20&hasta=2026-11-20&${q}`)).json().datos.map((d: { uuid: string }) => d.uuid);
    expect(await uuids('provincia=Lugo')).toEqual([s.opo.vella, s.opo.lugo]);
    expect(await uuids('provincia=Pontevedra')).toEqual([s.opo.vigo]);
    expect(await uuids('boletin=BOP%20A%20Coru%C3%B1a')).toEqual([]);
    expect(await uuids('tipo=bolsa')).toEqual([s.opo.vella]);
    expect(await uuids('etiqueta=bombeiro')).toEqual([s.opo.vigo]);
    expect(await uuids('prazoAberto=true')).toEqual([s.opo.vella, s.opo.lugo]);
    expect(await uuids('provincia=Lugo&tipo=convocatoria')).toEqual([s.opo.lugo]);
    const ano = await get('/api/v1/datos/opos.json?desde=2025-11-10&hasta=2025-11-10');
    expect(ano.json().datos.map((d: { uuid: string }) => d.uuid)).toEqual([s.opo.ano]);
  });

  it('pages with a cursor: seguinte, the Link rel="next" header, every row once, also with filters', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/v1/datos/opos.json?desde=2025-11-20&hasta=2026-11-20&limite=1';
    let pages = 0;
    while (url && pages < 10) {
      const res = await get(url.replace(BASE, ''));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.datos.map((d: { uuid: string }) => d.uuid));
      if (body.seguinteUrl) expect(res.headers.link).toContain(`<${body.seguinteUrl}>; rel="next"`);
      url = body.seguinteUrl;
      pages += 1;
    }
    expect(seen).toEqual([s.opo.vella, s.opo.hostil, s.opo.vigo, s.opo.lugo]);
    // The CSV pages the same way, through the Link header; filtered pages skip what does not pass.
    const first = await get('/api/v1/datos/opos.csv?desde=2025-11-20&hasta=2026-11-20&limite=1&provincia=Lugo');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1];
    expect(next).toMatch(/^https:\/\/oposicions\.example\/api\/v1\/datos\/opos\.csv\?/);
    const second = parse((await get(next.replace(BASE, ''))).body, { columns: true }) as Record<string, string>[];
    expect(second.map((r) => r.uuid)).toEqual([s.opo.lugo]);
  });

  it('processes as JSON and CSV: shown ones with a publication in the range, their deadline, edicts and province', async () => {
    const res = await get('/api/v1/datos/procesos.json?desde=2026-11-01&hasta=2026-11-30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.datos).toEqual([{
      uuid: s.proceso.uuid, urlAmigable: 'auxiliar-lugo-2026', url: `${BASE}/public/oposicion/auxiliar-lugo-2026`,
      titulo: 'Dúas prazas de auxiliar administrativo', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', provincia: 'Lugo',
      sistemaSeleccion: 'Oposición', tipoContrato: 'Funcionario de carreira', etiquetas: ['auxiliar administrativo'],
      fechaBopInicioProceso: '2026-10-01', procesoFinalizado: false, etapa: 'convocado', automatico: true,
      prazoUltimoDia: '2026-12-17', prazoEstimado: false, prazoPendente: false, numeroEdictos: 3, ultimaPublicacion: '2026-11-20',
      grupo: null, nivelTitulacion: null, tipoPersoal: null, quendas: [], bolsa: null, prazas: null, grupos: [],
    }]);
    const all = await csv('/api/v1/datos/procesos.csv?desde=2025-11-21&hasta=2026-11-20');
    expect(all.rows.map((r) => r.urlAmigable)).toEqual(['auxiliar-lugo-2026']);
    const old = await csv('/api/v1/datos/procesos.csv?desde=2025-01-01&hasta=2025-12-31');
    expect(old.rows.map((r) => [r.urlAmigable, r.procesoFinalizado, r.numeroEdictos, r.fechaBopInicioProceso])).toEqual([['bombeiros-vigo', 'false', '1', '2025-06-01']]);
    const tipo = await get('/api/v1/datos/procesos.json?desde=2026-01-01&hasta=2026-11-20&tipo=bolsa&prazoAberto=true&provincia=Lugo');
    expect(tipo.json().datos.map((d: { urlAmigable: string }) => d.urlAmigable)).toEqual(['auxiliar-lugo-2026']);
    const none = await get('/api/v1/datos/procesos.json?desde=2026-01-01&hasta=2026-11-20&tipo=tribunal');
    expect(none.json().datos).toEqual([]);
  });

  it('refuses bad ranges and input with 400 {codigo, descripcion} in the request\'s language', async () => {
    const cases: [string, string][] = [
      ['/api/v1/datos/opos.json?desde=2025-01-01&hasta=2026-11-20', 'RANGO_DEMASIADO_LONGO'],
      ['/api/v1/datos/opos.csv?desde=2026-11-20&hasta=2026-11-01', 'RANGO_INCORRECTO'],
      ['/api/v1/datos/procesos.csv?desde=2026-02-30', 'DATA_INCORRECTA'],
      ['/api/v1/datos/procesos.json?hasta=ayer', 'DATA_INCORRECTA'],
      ['/api/v1/datos/opos.json?despois=calquera', 'CURSOR_INCORRECTO'],
      ['/api/v1/datos/opos.json?limite=0', 'PETICION_INCORRECTA'],
      ['/api/v1/datos/opos.json?limite=5001', 'PETICION_INCORRECTA'],
      ['/api/v1/datos/opos.json?tipo=outro', 'PETICION_INCORRECTA'],
    ];
    for (const [url, codigo] of cases) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'es' } });
      expect([url, res.statusCode, res.json().codigo]).toEqual([url, 400, codigo]);
    }
    const es = await t.app.inject({ url: '/api/v1/datos/opos.json?desde=2025-01-01&hasta=2026-11-20', headers: { 'accept-language': 'es' } });
    expect(es.json().descripcion).toBe('El rango de fechas puede tener como mucho 366 días: pide los años uno a uno');
    const gl = await get('/api/v1/datos/opos.json?desde=2025-01-01&hasta=2026-11-20');
    expect(gl.json().descripcion).toBe('O rango de datas pode ter como moito 366 días: pide os anos un a un');
    // A year exactly (366 days in a leap year) is accepted; desde alone runs a year on, up to today.
    expect((await get('/api/v1/datos/opos.json?desde=2024-01-01&hasta=2024-12-31')).statusCode).toBe(200);
    expect((await get('/api/v1/datos/opos.json?desde=2026-06-01')).json().hasta).toBe('2026-11-20');
  });

  it('is documented in the OpenAPI document with its licence', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of ['/api/v1/datos/opos.csv', '/api/v1/datos/opos.json', '/api/v1/datos/procesos.csv', '/api/v1/datos/procesos.json', '/api/v1/feeds/opos.atom', '/api/v1/feeds/proceso.atom', '/api/v1/calendario/proceso.ics']) {
      expect(doc.paths[path]?.get).toBeDefined();
    }
    const op = doc.paths['/api/v1/datos/opos.csv'].get;
    expect(op.description).toContain('CC-BY-4.0');
    expect(op.description).toContain('ISO 8601');
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['desde', 'hasta', 'despois', 'limite', 'provincia', 'boletin', 'tipo', 'etiqueta', 'prazoAberto']));
    expect(Object.keys(op.responses['200'].content)).toEqual(['text/csv']);
  });
});
