import { databases, testApp } from '../../test/harness.js';
import { loadDemoDataIfEmpty } from '../../demo/demo.js';

const NOW = () => new Date('2026-03-14T11:00:00+01:00');

/**
 * Issue 15: the Galician and the Spanish form of the same search give the same competitions on the demo data.
 * Each pair is what a visitor types in one language and in the other (posts, bodies, places, abbreviations, plurals
 * and feminine); each must find something, and both forms exactly the same set.
 */
const PAIRS: [gl: string, es: string][] = [
  ['bombeiro', 'bombero'],
  ['bombeiros', 'bomberos'],
  ['bolsa de emprego', 'bolsa de empleo'],
  ['Ourense', 'Orense'],
  ['A Coruña', 'La Coruña'],
  ['auxiliar administrativo', 'auxiliares administrativos'],
  ['auxiliar administrativo', 'aux. adm.'],
  ['traballador social', 'trabajador social'],
  ['enxeñeiro', 'ingeniero'],
  ['concello', 'ayuntamiento'],
  ['Concello de Ourense', 'Ayuntamiento de Orense'],
  ['deputación', 'diputación'],
  ['Deputación de Lugo', 'Diputación de Lugo'],
  ['policía local', 'policías locales'],
  ['persoal laboral', 'personal laboral'],
  ['praza', 'plaza'],
  ['prazas', 'plazas'],
  ['selección de persoal', 'selección de personal'],
  ['técnico de emprego', 'técnico de empleo'],
  ['xuventude', 'juventud'],
  ['igualdade', 'igualdad'],
  ['conserxe', 'conserje'],
  ['peóns', 'peones'],
  ['escola infantil', 'escuela infantil'],
  ['axuda no fogar', 'ayuda en el hogar'],
  ['oferta de emprego público', 'oferta de empleo público'],
  ['nomeamento', 'nombramiento'],
  ['exercicio', 'ejercicio'],
  ['proba', 'prueba'],
  ['tribunal cualificador', 'tribunal calificador'],
  ['Xunta de Galicia', 'Junta de Galicia'],
  ['universidade', 'universidad'],
  ['albanel', 'albañil'],
  ['condutor', 'conductor'],
  ['carreira', 'carrera'],
  ['fixo', 'fijo'],
  ['servizos múltiples', 'servicios múltiples'],
  ['admitidos e excluídos', 'admitidos y excluidos'],
  ['oficial da policía local', 'oficial de la policía local'],
  ['técnico de administración xeral', 'TAG'],
];

describe.each(databases)('bilingual search on the demo data on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    await loadDemoDataIfEmpty(t.app.services);
  }, 120_000);
  afterAll(() => t.close());

  const search = async (text: string): Promise<string[]> => {
    const res = await t.app.inject({ url: `/api/v1/opos/consultaTexto?textoBusqueda=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { uuid: string }[]).map((o) => o.uuid).sort();
  };

  it.each(PAIRS)('"%s" and "%s" find the same competitions', async (gl, es) => {
    const [a, b] = [await search(gl), await search(es)];
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });
});
