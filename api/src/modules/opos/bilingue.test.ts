import { randomUUID } from 'node:crypto';
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

/**
 * Issue 23: the cases the word-by-word thesaurus missed, by class (domain/tesauroClases.ts, docs/search.md). Each
 * competition below is written one way; each concept names the competitions that speak of it in any of its forms.
 * Both forms of a pair must find exactly the competitions of their concept, so each finds the other's texts.
 */
const WRITTEN: [descripcion: string, concepts: string[]][] = [
  ['Bolsa de emprego de auxiliares do servizo de axuda no fogar', ['axuda no fogar', 'servizo']],
  ['Bolsa de empleo de auxiliares de ayuda a domicilio', ['axuda no fogar']],
  ['Contratación de traballadoras familiares', ['axuda no fogar', 'traballador']],
  ['Dúas prazas de educador/a da escola infantil municipal', ['escola infantil']],
  ['Plaza de técnico de guardería', ['escola infantil']],
  ['Escuelas infantiles: lista de admitidos', ['escola infantil']],
  ['Persoal de servizos xerais: bolsa de substitucións', ['subalterno', 'servizo']],
  ['Una plaza de subalterno', ['subalterno']],
  ['Praza de auxiliar de enfermaría', ['tcae']],
  ['Técnico en cuidados auxiliares de enfermería (TCAE): bolsa', ['tcae']],
  ['Xerocultor/a para a residencia de maiores', ['xerocultor']],
  ['Bolsa de gerocultores', ['xerocultor']],
  ['Auxiliar de geriatría', ['xerocultor']],
  ['Servizo de recadación municipal', ['recadación', 'servizo']],
  ['Recaudación: plaza de recaudador', ['recadación']],
  ['Servicio de limpieza viaria', ['servizo']],
  ['Trabajador social: bolsa', ['traballador']],
  ['Praza de bibliotecaria', ['bibliotecario']],
  ['Plaza de bibliotecario', ['bibliotecario']],
  ['Bolsa de xardineiros', ['xardineiro']],
  ['Plaza de jardinera', ['xardineiro']],
  ['Técnico responsábel de contratación', ['responsable']],
  ['Responsable de contratación pública', ['responsable']],
  ['Praza de torneiro', ['torneiro']],
  ['Plaza de tornero', ['torneiro']],
  ['Xefe de negociado de persoal', ['xefe']],
  ['Jefa de negociado', ['xefe']],
  ['Auxiliar sociosanitario', ['sociosanitario']],
  ['Técnico socio-sanitario', ['sociosanitario']],
  ['Persoal socio sanitario', ['sociosanitario']],
  ['Técnico de medio ambiente', ['medio ambiente']],
  ['Técnica de medioambiente', ['medio ambiente']],
  ['Técnico/a de autoemprego', ['autoemprego']],
  ['Técnico de auto emprego', ['autoemprego']],
  ['Técnico de autoempleo', ['autoemprego']],
  ['Teleoperador/a do 010', ['teleoperador']],
  ['Tele-operadora', ['teleoperador']],
  ['Tele operador para emerxencias', ['teleoperador']],
  ['Auxiliar-administrativo', ['auxiliar administrativo']],
  ['Auxiliar administrativo', ['auxiliar administrativo']],
  ['Auxiliares administrativos', ['auxiliar administrativo']],
];

/** [class, one form, the other form, the concept both must find]. */
const CLASS_PAIRS: [string, string, string, string][] = [
  // the usual Spanish name of a service is not a translation of the Galician one
  ['service names', 'axuda no fogar', 'ayuda a domicilio', 'axuda no fogar'],
  ['service names', 'axuda no fogar', 'traballador familiar', 'axuda no fogar'],
  ['service names', 'escola infantil', 'guardería', 'escola infantil'],
  ['service names', 'escola infantil', 'escuela infantil', 'escola infantil'],
  ['service names', 'persoal de servizos xerais', 'subalterno', 'subalterno'],
  ['service names', 'auxiliar de enfermaría', 'TCAE', 'tcae'],
  ['service names', 'auxiliar de enfermaría', 'técnico en cuidados auxiliares de enfermería', 'tcae'],
  ['service names', 'xerocultor', 'auxiliar de geriatría', 'xerocultor'],
  ['service names', 'recadación', 'recaudación', 'recadación'],
  // Galician doublets and inflections, Spanish spelling
  ['spelling and doublets', 'xerocultora', 'gerocultores', 'xerocultor'],
  ['spelling and doublets', 'bibliotecario', 'bibliotecaria', 'bibliotecario'],
  ['spelling and doublets', 'xardineiro', 'xardineira', 'xardineiro'],
  ['spelling and doublets', 'xardineiro', 'jardinero', 'xardineiro'],
  ['spelling and doublets', 'responsábel', 'responsable', 'responsable'],
  ['spelling and doublets', 'torneiro', 'tornero', 'torneiro'],
  ['spelling and doublets', 'xefe', 'jefa', 'xefe'],
  ['spelling and doublets', 'servizo', 'servicio', 'servizo'],
  ['spelling and doublets', 'traballador', 'trabajador', 'traballador'],
  ['spelling and doublets', 'escolas infantís', 'escuelas infantiles', 'escola infantil'],
  // compounds written together, apart or with a hyphen
  ['compounds', 'sociosanitario', 'socio-sanitario', 'sociosanitario'],
  ['compounds', 'sociosanitario', 'socio sanitario', 'sociosanitario'],
  ['compounds', 'medio ambiente', 'medioambiente', 'medio ambiente'],
  ['compounds', 'autoemprego', 'auto emprego', 'autoemprego'],
  ['compounds', 'autoemprego', 'autoempleo', 'autoemprego'],
  ['compounds', 'teleoperador', 'tele-operadora', 'teleoperador'],
  ['compounds', 'teleoperador', 'tele operador', 'teleoperador'],
  ['compounds', 'auxiliar-administrativo', 'auxiliar administrativo', 'auxiliar administrativo'],
];

describe.each(databases)('bilingual search by class of the thesaurus on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const uuidsOf = new Map<string, string[]>();
  beforeAll(async () => {
    t = await testApp(kind, { now: NOW });
    for (const [descripcion, concepts] of WRITTEN) {
      const uuid = randomUUID();
      await t.db.query(
        `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado)
         VALUES ($1, 'BOP Lugo', '2026-03-10', 'Concello de Proba', $2, 'https://example.gal/e', '{}', true)`,
        [uuid, descripcion],
      );
      for (const c of concepts) uuidsOf.set(c, [...(uuidsOf.get(c) ?? []), uuid]);
    }
  }, 120_000);
  afterAll(() => t.close());

  const search = async (text: string): Promise<string[]> => {
    const res = await t.app.inject({ url: `/api/v1/opos/consultaTexto?textoBusqueda=${encodeURIComponent(text)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { uuid: string }[]).map((o) => o.uuid).sort();
  };

  it.each(CLASS_PAIRS)('%s: "%s" and "%s" find the same competitions, every one written in either form', async (_class, a, b, concept) => {
    const expected = [...uuidsOf.get(concept)!].sort();
    expect(await search(a)).toEqual(expected);
    expect(await search(b)).toEqual(expected);
  });
});
