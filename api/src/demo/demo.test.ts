import { databases, testApp } from '../test/harness.js';
import { loadDemoDataIfEmpty } from './demo.js';

const NOW = () => new Date('2026-03-14T11:00:00+01:00');

describe.each(databases)('demo data on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
  });
  afterAll(() => t.close());

  it('runs the real pipeline over the bundled sample days, dated in the last six days, and builds three offers', async () => {
    const loaded = await loadDemoDataIfEmpty(t.app.services);
    expect(loaded).toEqual({ opos: expect.any(Number), procesos: 3 });
    const week = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7' })).json() as { bop: string; fechaBop: number[] }[];
    expect(week).toHaveLength(71); // 69 in the sample key + 2 BOE II.A appointments of Galician bodies
    const byBop = Object.fromEntries(week.map((o) => [o.bop, o.fechaBop.join('-')]));
    expect(byBop).toEqual({
      'BOP A Coruña': '2026-3-14', 'BOP Lugo': '2026-3-13', 'BOP Ourense': '2026-3-12', 'BOP Pontevedra': '2026-3-11', BOE: '2026-3-10', DOG: '2026-3-9',
    });
    const offers = await t.db.query<{ url_amigable: string; proceso_finalizado: boolean; organizacion: string; fases: number }>(
      `SELECT p.url_amigable, p.proceso_finalizado, p.organizacion, (SELECT count(*)::int FROM fase f WHERE f.proceso_uuid = p.uuid) AS fases
       FROM proceso_oposicion p WHERE NOT p.automatico ORDER BY p.url_amigable`);
    expect(offers).toEqual([
      { url_amigable: 'auxiliar-administrativo-oleiros-2026', proceso_finalizado: false, organizacion: 'Concello de Oleiros', fases: 1 },
      { url_amigable: 'bombeiro-condutor-ferrol-2025', proceso_finalizado: true, organizacion: 'Concello de Ferrol', fases: 5 },
      { url_amigable: 'policia-local-lugo-2026', proceso_finalizado: false, organizacion: 'Concello de Lugo', fases: 2 },
    ]);
    // Issue 13: every published competition belongs to a shown process; the Ourense BOE extract and BOP list are one.
    const orphans = await t.db.query(`SELECT o.descripcion FROM opo o LEFT JOIN proceso_oposicion p ON p.uuid = o.uuid_proceso_selectivo
      WHERE o.verificado AND (p.uuid IS NULL OR NOT p.proceso_mostrable)`);
    expect(orphans).toEqual([]);
    const ourense = await t.db.query<{ bop: string; uuid_proceso_selectivo: string }>(
      `SELECT bop, uuid_proceso_selectivo FROM opo WHERE descripcion ~ 'Policía Local' AND (bop = 'BOP Ourense' OR descripcion ~ 'Ayuntamiento de Ourense')`);
    expect(ourense.map((o) => o.bop).sort()).toEqual(['BOE', 'BOP Ourense']);
    expect(new Set(ourense.map((o) => o.uuid_proceso_selectivo)).size).toBe(1);
    const linked = await t.db.query('SELECT 1 FROM opo WHERE uuid_proceso_selectivo IS NOT NULL AND editado_admin');
    expect(linked).toHaveLength(3);
    // Issue 22: every demo competition has the body of its edict, fetched from the recorded bulletins; those that
    // start a process from a call have their facts read from it.
    const textos = await t.db.query<{ tipo_edicto: string; estado: string; texto: string; feitos: Record<string, unknown> | null }>(
      `SELECT o.tipo_edicto, t.estado, t.texto, t.feitos FROM opo o LEFT JOIN texto_edicto t ON t.opo_uuid = o.uuid WHERE o.edicto_uuid IS NOT NULL`);
    expect(textos).toHaveLength(71);
    expect(textos.filter((x) => x.estado !== 'ok')).toEqual([]);
    const chamadas = textos.filter((x) => ['convocatoria_bases', 'extracto_convocatoria', 'bolsa_emprego', 'listas_contratacion'].includes(x.tipo_edicto));
    expect(chamadas.length).toBeGreaterThanOrEqual(30);
    for (const x of chamadas) {
      expect(x.texto.length).toBeGreaterThan(300);
      expect(x.feitos).not.toBeNull();
    }
    const [tribunal] = await t.db.query<{ texto: string }>(`SELECT t.texto FROM texto_edicto t JOIN opo o ON o.uuid = t.opo_uuid JOIN edicto e ON e.uuid = o.edicto_uuid
      WHERE e.bop = 'BOP Lugo' AND e.id_fuente = 'R. 1141'`);
    expect(tribunal.texto).toMatch(/praza de técnico\/a de Administración xeral/);
    // Statistics of each demo day, and a second start loads nothing.
    expect((await t.db.query('SELECT 1 FROM estadistica'))).toHaveLength(6);
    expect(await loadDemoDataIfEmpty(t.app.services)).toBeNull();
  });

  it('a BOE extract that calls several posts ("referente a la convocatoria para proveer varias plazas") is named by its posts, and lists them with their places and groups', async () => {
    const [p] = await t.db.query<{ url_amigable: string; titulo: string }>(
      `SELECT url_amigable, titulo FROM proceso_oposicion WHERE automatico AND titulo LIKE '%· Deputación de Lugo' AND titulo LIKE '%obras públicas e administrativo/a%'`);
    expect(p.titulo).toBe('Ingeniero/a técnico/a de obras públicas e administrativo/a · Deputación de Lugo');
    const res = await t.app.inject({ url: `/api/v1/opos/ver/procesoOposicion?urlAmigable=${encodeURIComponent(p.url_amigable)}&ampliado=true` });
    expect(res.statusCode).toBe(200);
    const { feitos } = res.json();
    expect(feitos.postos.valor).toEqual([
      { nome: 'Ingeniero/a Técnico/a de Obras Públicas', prazas: 3, grupo: 'A2', quenda: 'libre' },
      { nome: 'Administrativo/a', prazas: 2, grupo: 'C1', quenda: 'promocionInterna' },
    ]);
    expect(feitos.postos.cita).toContain('Tres plazas de Ingeniero/a Técnico/a de Obras Públicas');
    expect(feitos.posto).toBeUndefined();
    // …and no process of the demo is a bare "Proceso selectivo" of a body whose call names its posts
    const senPosto = await t.db.query<{ titulo: string }>(`SELECT titulo FROM proceso_oposicion WHERE automatico AND titulo LIKE 'Proceso selectivo ·%' AND feitos ? 'postos'`);
    expect(senPosto).toEqual([]);
  });

  it('that call of posts of two groups is found under each group and turn, in lists, open data and feeds, with its places summed', async () => {
    const titulo = 'Ingeniero/a técnico/a de obras públicas e administrativo/a · Deputación de Lugo';
    for (const grupo of ['A2', 'C1']) {
      const list = (await t.app.inject({ url: `/api/v1/opos/consultaDias?dias=7&ampliado=true&grupo=${grupo}` })).json() as { tituloProceso?: string; grupo?: string; grupos?: string[]; prazas?: number; quendas?: string[] }[];
      const deLugo = list.filter((o) => o.tituloProceso === titulo);
      expect([grupo, deLugo.length]).toEqual([grupo, expect.any(Number)]);
      expect(deLugo.length).toBeGreaterThan(0);
      expect(deLugo[0]).toMatchObject({ grupos: ['A2', 'C1'], prazas: 5, quendas: ['libre', 'promocion_interna'] });
      expect(deLugo[0].grupo).toBeUndefined();
    }
    const c2 = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&ampliado=true&grupo=C2' })).json() as { tituloProceso?: string }[];
    expect(c2.some((o) => o.tituloProceso === titulo)).toBe(false);
    const interna = (await t.app.inject({ url: '/api/v1/opos/consultaDias?dias=7&ampliado=true&quenda=promocion_interna' })).json() as { tituloProceso?: string }[];
    expect(interna.some((o) => o.tituloProceso === titulo)).toBe(true);
    // Open data: every group in `grupos`, no single `grupo`.
    const datos = (await t.app.inject({ url: '/api/v1/datos/procesos.json?desde=2026-03-01&hasta=2026-03-14&grupo=C1' })).json() as { datos: { titulo: string; grupo: string | null; grupos: string[]; prazas: number | null }[] };
    expect(datos.datos.find((d) => d.titulo === titulo)).toMatchObject({ grupo: null, grupos: ['A2', 'C1'], prazas: 5 });
    const csv = (await t.app.inject({ url: '/api/v1/datos/procesos.csv?desde=2026-03-01&hasta=2026-03-14&grupo=A2' })).body;
    expect(csv.split('\n')[0]).toMatch(/,grupos\r?$/);
    expect(csv).toContain(titulo);
    // A list feed filtered by one of its groups has it.
    const [{ url_amigable: slug }] = await t.db.query<{ url_amigable: string }>('SELECT url_amigable FROM proceso_oposicion WHERE titulo = $1', [titulo]);
    expect((await t.app.inject({ url: '/api/v1/feeds/opos.atom?grupo=A2' })).body).toContain(`/public/oposicion/${slug}"`);
    expect((await t.app.inject({ url: '/api/v1/feeds/opos.atom?grupo=C2' })).body).not.toContain(`/public/oposicion/${slug}"`);
  });

  it('a process made only of a public employment offer is at the stage "oferta"', async () => {
    const ofertas = await t.db.query<{ titulo: string; etapa: string }>(`SELECT titulo, etapa FROM proceso_oposicion WHERE automatico AND titulo LIKE 'Oferta de emprego público ·%'`);
    expect(ofertas.length).toBeGreaterThanOrEqual(3);
    expect(ofertas.map((o) => o.etapa)).toEqual(ofertas.map(() => 'oferta'));
  });
});
