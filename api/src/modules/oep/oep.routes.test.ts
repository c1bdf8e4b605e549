import { createHash, randomUUID } from 'node:crypto';
import type { OrganismoOep, ResumoOrganismoOep } from 'shared/contract';
import { loadDemoDataIfEmpty } from '../../demo/demo.js';
import type { Queryable } from '../../db/client.js';
import { databases, testApp } from '../../test/harness.js';

const NOW = () => new Date('2026-03-14T11:00:00+01:00');

async function edicto(db: Queryable, o: { organizacion: string; bop: string; fecha: string; titulo: string; tipo: string; texto: string; proceso?: string }): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, verificado, tipo_edicto, uuid_proceso_selectivo)
     VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8)`,
    [uuid, o.bop, o.fecha, o.organizacion, o.titulo, `https://example.org/${uuid}`, o.tipo, o.proceso ?? null],
  );
  await db.query(
    `INSERT INTO texto_edicto (opo_uuid, bop, fecha_bop, url, formato, texto, sha256, lido_en, estado) VALUES ($1, $2, $3, '', 'html', $4, $5, now(), 'ok')`,
    [uuid, o.bop, o.fecha, o.texto, createHash('sha256').update(o.texto).digest('hex')],
  );
  return uuid;
}

async function proceso(db: Queryable, p: { slug: string; titulo: string; chave: string; inicio: string; grupo: string | null; prazas: number | null; tipoPersoal: string; bolsa: boolean; posto: string }): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, chave_corpo, fecha_bop_inicio_proceso, grupo, prazas, tipo_persoal, bolsa,
       quendas, feitos, proceso_mostrable, automatico)
     VALUES ($1, $2, 'Concello de Narón', 'BOP A Coruña', $3, $4, $5, $6, $7, $8, $9, '{libre}', $10::jsonb, true, true)`,
    [uuid, p.slug, p.titulo, p.chave, p.inicio, p.grupo, p.prazas, p.tipoPersoal, p.bolsa, JSON.stringify({ posto: { valor: { nome: p.posto }, cita: p.posto, confianza: 0.9 } })],
  );
  return uuid;
}

describe.each(databases)('public employment offers (issue 24) on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await loadDemoDataIfEmpty(t.app.services);
  }, 180_000);
  afterAll(() => t.close());

  it('lists the demo bodies with an offer, and counts the Lugo police call on the offer it cites', async () => {
    const res = await t.app.inject({ url: '/api/v1/opos/oep' });
    expect(res.statusCode).toBe(200);
    const lista = res.json() as ResumoOrganismoOep[];
    expect(lista.map((o) => `${o.nome} · ${o.ultimoAno}: ${o.aprobadas}/${o.convocadas}/${o.pendentes}`)).toEqual([
      'Concello de Culleredo · 2023: 4/0/4',
      'Concello de Lugo · 2020: 8/4/4',
      'Concello de Moaña · 2023: 3/0/3',
      'Concello de Monforte de Lemos · 2021: 4/0/4',
    ]);
    const lugo = (await t.app.inject({ url: `/api/v1/opos/oep/organismo?chave=${encodeURIComponent('concello:lugo')}` })).json() as OrganismoOep;
    const [oferta] = lugo.ofertas;
    expect(oferta).toMatchObject({ ano: 2020, bop: 'BOP Lugo', aprobadas: 8, convocadas: 4, pendentes: 4 });
    // three years from its publication (the demo dates it 240 days before the call of 2026-03-13)
    expect(oferta.fechaBop).toEqual([2025, 7, 16]);
    expect(oferta.prazoLimite).toEqual([2028, 7, 16]);
    expect(oferta.postos.map((l) => [l.posto, l.grupo, l.prazas, l.convocadas, l.pendentes, l.convocatorias.map((c) => `${c.urlAmigable}:${c.por}`)])).toEqual([
      ['Axente da policía local', 'C1', 4, 4, 0, ['policia-local-lugo-2026:cita']],
      ['Auxiliar administrativo/a', 'C2', 3, 0, 3, []],
      ['Técnico/a de administración xeral', 'A1', 1, 0, 1, []],
    ]);
  });

  it('counts calls citing the offer, then calls of the same post and group, never a pool; and publishes it as open data', async () => {
    const db = t.db;
    await edicto(db, {
      organizacion: 'Narón', bop: 'BOP A Coruña', fecha: '2023-02-28', tipo: 'oep', titulo: 'Oferta de emprego público 2023',
      texto: 'Por Decreto da Alcaldía do 24 de febreiro de 2023 aprobouse a oferta de emprego público do Concello de Narón para o ano 2023: tres prazas de axente da Policía Local, subgrupo C1, quenda libre; dúas prazas de auxiliar administrativo/a, subgrupo C2, quenda libre; e unha praza de técnico/a de xestión, subgrupo A2, quenda libre.',
    });
    const pl = await proceso(db, { slug: 'axente-policia-local-naron-2024', titulo: 'Axente da Policía Local · 2 prazas C1 · Concello de Narón', chave: 'concello:naron', inicio: '2024-03-05', grupo: 'C1', prazas: 2, tipoPersoal: 'funcionario_carreira', bolsa: false, posto: 'Axente da Policía Local' });
    await edicto(db, { organizacion: 'Narón', bop: 'BOP A Coruña', fecha: '2024-03-05', tipo: 'convocatoria_bases', titulo: 'Bases para dúas prazas de axente da Policía Local', proceso: pl,
      texto: 'Bases do proceso selectivo para cubrir dúas prazas de axente da Policía Local incluídas na oferta de emprego público do ano 2023.' });
    const aux = await proceso(db, { slug: 'auxiliar-administrativo-naron-2025', titulo: 'Auxiliar administrativo/a · 2 prazas C2 · Concello de Narón', chave: 'concello:naron', inicio: '2025-01-10', grupo: 'C2', prazas: 2, tipoPersoal: 'funcionario_carreira', bolsa: false, posto: 'Auxiliar administrativo/a' });
    await edicto(db, { organizacion: 'Narón', bop: 'BOP A Coruña', fecha: '2025-01-10', tipo: 'convocatoria_bases', titulo: 'Bases para dúas prazas de auxiliar administrativo/a', proceso: aux,
      texto: 'Bases do proceso selectivo para cubrir dúas prazas de auxiliar administrativo/a, subgrupo C2, por oposición libre.' });
    const bolsa = await proceso(db, { slug: 'bolsa-tecnico-xestion-naron', titulo: 'Técnico/a de xestión · bolsa de emprego · Concello de Narón', chave: 'concello:naron', inicio: '2024-06-01', grupo: 'A2', prazas: null, tipoPersoal: 'funcionario_interino', bolsa: true, posto: 'Técnico/a de xestión' });
    await edicto(db, { organizacion: 'Narón', bop: 'BOP A Coruña', fecha: '2024-06-01', tipo: 'bolsa_emprego', titulo: 'Bolsa de técnico/a de xestión', proceso: bolsa,
      texto: 'Bases da bolsa de emprego de técnico/a de xestión para nomeamentos interinos.' });
    t.app.services.cache.clear();

    const naron = (await t.app.inject({ url: '/api/v1/opos/oep/organismo?chave=concello%3Anaron' })).json() as OrganismoOep;
    expect(naron.nome).toBe('Concello de Narón');
    expect(naron.ofertas[0]).toMatchObject({ ano: 2023, aprobadas: 6, convocadas: 4, pendentes: 2, prazoLimite: [2026, 2, 28], caducada: true });
    expect(naron.ofertas[0].postos.map((l) => `${l.posto} ${l.grupo}: ${l.prazas} aprobadas, ${l.convocadas} convocadas, ${l.pendentes} pendentes`)).toEqual([
      'Axente da policía local C1: 3 aprobadas, 2 convocadas, 1 pendentes',
      'Auxiliar administrativo/a C2: 2 aprobadas, 2 convocadas, 0 pendentes',
      'Técnico/a de xestión A2: 1 aprobadas, 0 convocadas, 1 pendentes',
    ]);
    expect(naron.ofertas[0].postos[0].convocatorias).toEqual([
      { urlAmigable: 'axente-policia-local-naron-2024', titulo: 'Axente da Policía Local · 2 prazas C1 · Concello de Narón', automatico: true, fechaBop: [2024, 3, 5], prazas: 2, excedente: 0, por: 'cita' },
    ]);
    expect(naron.ofertas[0].postos[1].convocatorias.map((c) => c.por)).toEqual(['posto']);

    const csv = await t.app.inject({ url: '/api/v1/datos/oep.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('organismo,chaveOrganismo,ano,bop,fechaBop,urlDetalle,prazoLimite,caducada,posto,grupo,persoal,quenda,prazasAprobadas,prazasConvocadas,prazasPendentes,convocatorias,cita');
    expect(lines.filter((l) => l.startsWith('Concello de Narón,concello:naron,2023,'))).toHaveLength(3);
    expect(lines.find((l) => l.includes('Axente da policía local') && l.includes('naron'))).toMatch(/,2023-02-28,[^,]*,2026-02-28,true,Axente da policía local,C1,,libre,3,2,1,http[^,]*\/public\/oposicion\/axente-policia-local-naron-2024,/);
    const json = (await t.app.inject({ url: '/api/v1/datos/oep.json' })).json() as { licenza: { id: string }; datos: { organismo: string; prazasPendentes: number }[] };
    expect(json.licenza.id).toBe('CC-BY-4.0');
    expect(json.datos.filter((d) => d.organismo === 'Concello de Narón').map((d) => d.prazasPendentes)).toEqual([1, 0, 1]);
  });

  it('answers 404 for a body without offers and 400 without a body, as {codigo, descripcion}', async () => {
    const none = await t.app.inject({ url: '/api/v1/opos/oep/organismo?chave=concello%3Aningures' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ codigo: 'OEP_NON_ATOPADA', descripcion: expect.stringMatching(/ofertas de emprego público/) });
    const bad = await t.app.inject({ url: '/api/v1/opos/oep/organismo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ codigo: expect.any(String), descripcion: expect.any(String) });
  });
});
