import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isGalicianBoeItem, isGalicianMunicipality, MUNICIPALITY_COUNT } from '../../domain/organismos.js';
import { createRecordedHttpClient, type HttpClient } from '../http.js';
import { boe, parseBoeJson, parseBoeXml, selectBoeItems } from './boe.js';
import { bopCoruna, parseBopCoruna } from './bop-coruna.js';
import { bopLugo, parseLugoListing, parseLugoNode } from './bop-lugo.js';
import { bopOurense, parseBopOurense } from './bop-ourense.js';
import { bopPontevedra, parseBopPontevedra } from './bop-pontevedra.js';
import { DOG_CALENDAR_URL, dog, isDogSelected, parseDogCalendar, parseDogFragment } from './dog.js';
import { FormatError, StructureError, type BulletinSource } from './source.js';

export const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../../fixtures/bulletins');
const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');
interface Expected { total: number; jobCount: number; items: { id: string | number; job: boolean; galicianBody?: boolean; section?: string }[] }
const expected = JSON.parse(read('expected-classification.json')) as Record<string, Expected>;
const expectedFor = (prefix: string) => Object.entries(expected).find(([k]) => k.startsWith(prefix))![1];
const ids = (e: Expected) => e.items.map((i) => String(i.id)).sort();
const http = createRecordedHttpClient(FIXTURES);

const url = /^https:\/\/[^\s]+$/;

/** The recorded client, with some addresses answering another fixture file (a changed layout). */
function withOverrides(overrides: Record<string, string>): HttpClient {
  return {
    request: (u, o) => {
      const form = o?.form ? ` ${new URLSearchParams(o.form).toString()}` : '';
      const file = overrides[`${o?.method ?? (o?.form ? 'POST' : 'GET')} ${u}${form}`];
      return file ? Promise.resolve({ status: 200, text: read(file) }) : http.request(u, o);
    },
  };
}

/** Reading `fecha` through `client` fails as estructura_cambiada would record it, with a message matching `what`. */
async function expectStructure(source: BulletinSource, fecha: string, client: HttpClient, what: RegExp) {
  const error = await source.read(fecha, client).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StructureError);
  expect((error as Error).message).toMatch(what);
}

describe('BOP A Coruña', () => {
  it('finds every edict of the sample with its fields, links resolved against the day folder', () => {
    const r = parseBopCoruna(read('bop-coruna/cambioBoletin-2023-03-01-reconstructed.html'), '2023-03-01');
    if (r.estado !== 'ok') throw new Error(r.estado);
    expect(r.numero).toBe('41');
    expect(r.edictos.map((e) => e.idFuente).sort()).toEqual(ids(expectedFor('bop-coruna')));
    const e = r.edictos.find((x) => x.idFuente === '2023/1318')!;
    expect(e.titulo).toMatch(/^Publicación das bases específicas do proceso selectivo/);
    expect(e.urlDetalle).toBe('https://bop.dacoruna.gal/bopportal/publicado/2023/03/01/2023_0000001318.html');
    expect(e.urlPdf).toBe('https://bop.dacoruna.gal/bopportal/publicado/2023/03/01/2023_0000001318.pdf');
    expect(e.organizacion).toBe('A Coruña');
    expect(e.seccion).toBe('Administración Local · Persoal');
    for (const x of r.edictos) {
      expect(x.titulo).not.toMatch(/^(PDF|HTML)$/);
      expect(x.organizacion).not.toBe('');
      expect(x.urlDetalle).toMatch(url);
    }
  });

  it('a page that shows another day is "no bulletin", and a page without the summary is a format change', () => {
    expect(parseBopCoruna(read('bop-coruna/cambioBoletin-2023-03-01-reconstructed.html'), '2023-03-02').estado).toBe('sen_boletin');
    expect(() => parseBopCoruna('<html><body><p>Mantemento</p></body></html>', '2023-03-01')).toThrow(FormatError);
  });

  it('reads through the recorded client; other days are "no bulletin"', async () => {
    expect((await bopCoruna.read('2023-03-01', http)).estado).toBe('ok');
    expect((await bopCoruna.read('2023-03-04', http)).estado).toBe('sen_boletin');
  });
});

describe('BOP Lugo', () => {
  it('maps dates to node pages through the listing', () => {
    const rows = parseLugoListing(read('bop-lugo/listado-bop-reconstructed.html'));
    expect(rows).toHaveLength(5);
    expect(rows[1]).toEqual({ fecha: '2021-04-20', node: 'https://www.deputacionlugo.gal/gl/node/88217' });
  });

  it('finds every edict of the node page, including the one hanging directly under its section', () => {
    const r = parseLugoNode(read('bop-lugo/node-bop-2021-04-20-reconstructed.html'), '2021-04-20');
    if (r.estado !== 'ok') throw new Error(r.estado);
    expect(r.numero).toBe('088');
    expect(r.edictos.map((e) => e.idFuente).sort()).toEqual(ids(expectedFor('bop-lugo')));
    const foz = r.edictos.find((e) => e.idFuente === 'R. 1125')!;
    expect(foz).toMatchObject({ seccion: 'CONCELLOS', organizacion: 'Concello de Foz', urlPdf: 'https://www.deputacionlugo.gal/sites/deputacionlugo.org/files/inline-files/20-04-2021.pdf#page=26' });
    expect(foz.titulo).toBe('Bolsa de emprego para a contratación de persoal laboral temporal de peóns de servizos múltiples: lista definitiva de admitidos e data da proba');
    const assembly = r.edictos.find((e) => e.idFuente === 'R. 1108')!;
    expect(assembly.seccion).toBe('ANUNCIOS PARTICULARES');
    expect(assembly.organizacion).toBe('Anuncios Particulares');
  });

  it('reads a listed day, and a day not in the listing is "no bulletin"', async () => {
    const ok = await bopLugo.read('2021-04-20', http);
    expect(ok.estado === 'ok' && ok.edictos.length).toBe(27);
    expect((await bopLugo.read('2021-04-18', http)).estado).toBe('sen_boletin');
  });
});

describe('BOP Ourense', () => {
  it('finds every edict with Galician and Spanish titles and the PDF for a bulletin not laid out in HTML', () => {
    const r = parseBopOurense(read('bop-ourense/boletin-getFecha-20220217-inferred.json'), '2022-02-17');
    if (r.estado !== 'ok') throw new Error(r.estado);
    expect(r.numero).toBe('39');
    expect(r.edictos.map((e) => e.idFuente).sort()).toEqual(ids(expectedFor('bop-ourense')));
    const e = r.edictos.find((x) => x.idFuente === '187401')!;
    expect(e).toMatchObject({
      titulo: 'Convocatoria e bases reguladoras do Premio Otero Pedrayo 2022',
      tituloAlternativo: 'Convocatoria y bases reguladoras del Premio Otero Pedrayo 2022',
      organizacion: 'Deputación Provincial de Ourense',
      seccion: 'I. Deputación Provincial de Ourense',
      urlDetalle: 'https://bop.depourense.es/portalapi/api/edicto/descargar/pdf/187401/idioma/gl',
    });
  });

  it('the Sunday answer (an empty array) is "no bulletin"; bulletins of other dates are ignored', async () => {
    expect(parseBopOurense(read('bop-ourense/boletin-getFecha-20220220-sunday-inferred.json'), '2022-02-20').estado).toBe('sen_boletin');
    expect(parseBopOurense(read('bop-ourense/boletin-getFecha-20220217-inferred.json'), '2022-02-18').estado).toBe('sen_boletin');
    expect((await bopOurense.read('2022-02-20', http)).estado).toBe('sen_boletin');
    expect(() => parseBopOurense('{"error": "changed"}', '2022-02-17')).toThrow(FormatError);
  });
});

describe('BOP Pontevedra', () => {
  it('finds every edict with issuer, section and links', () => {
    const r = parseBopPontevedra(read('bop-pontevedra/detalle-boppo-2023-03-02-reconstructed.html'), '2023-03-02');
    if (r.estado !== 'ok') throw new Error(r.estado);
    expect(r.numero).toBe('43');
    expect(r.edictos.map((e) => e.idFuente).sort()).toEqual(ids(expectedFor('bop-pontevedra')));
    expect(r.edictos.find((e) => e.idFuente === '2023018110')).toMatchObject({
      organizacion: 'Deputación Provincial',
      seccion: 'ADMINISTRACIÓN LOCAL · Provincial',
      urlDetalle: 'https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02/2023018110',
      urlPdf: 'https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02/2023018110/an.bop.PONTEVEDRA.20230302.2023018110.pdf',
    });
  });

  it('a summary without h2.numero is "no bulletin"', async () => {
    expect(parseBopPontevedra('<div id="contSumario"><p>Non existe boletín para este día</p></div>', '2023-03-04').estado).toBe('sen_boletin');
    expect((await bopPontevedra.read('2023-03-04', http)).estado).toBe('sen_boletin');
  });
});

describe('BOE', () => {
  const all = parseBoeJson(read('boe/sumario-20250220-illustrative.json'))!;
  const exp = expectedFor('boe');

  it('finds every item of the JSON summary, single objects and items without epigraph included', () => {
    expect(all.map((i) => i.idFuente).sort()).toEqual(ids(exp));
    for (const item of exp.items) expect(all.find((i) => i.idFuente === item.id)!.codigoSeccion).toBe(item.section);
    expect(all.find((i) => i.idFuente === 'BOE-A-2025-90030')).toMatchObject({
      organizacion: 'Ayuntamiento de Ames (A Coruña)',
      urlDetalle: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-90030',
      urlPdf: 'https://www.boe.es/boe/dias/2025/02/20/pdfs/BOE-A-2025-90030.pdf',
    });
  });

  it('the XML summary gives the same items', () => {
    expect(parseBoeXml(read('boe/sumario-20250220-illustrative.xml'))).toEqual(all);
  });

  it('recognises Galician bodies as the answer key does, traps included', () => {
    for (const item of exp.items) {
      const got = all.find((i) => i.idFuente === item.id)!;
      expect([item.id, isGalicianBoeItem(got.departamento, got.titulo)]).toEqual([item.id, item.galicianBody]);
    }
    const expectedSelected = exp.items.filter((i) => (i.section === '2A' || i.section === '2B') && i.galicianBody).map((i) => i.id).sort();
    expect(selectBoeItems(all).map((i) => i.idFuente).sort()).toEqual(expectedSelected);
  });

  it('the Sunday 404 is "no bulletin"', async () => {
    expect(parseBoeJson(read('boe/sumario-20250223-sunday-404-inferred.json'))).toBeNull();
    expect((await boe.read('2025-02-23', http)).estado).toBe('sen_boletin');
    const day = await boe.read('2025-02-20', http);
    expect(day.estado === 'ok' && day.edictos.length).toBe(16);
  });

  it('knows the 313 Galician municipalities, with the article first or last', () => {
    expect(MUNICIPALITY_COUNT).toBe(313);
    expect(isGalicianMunicipality('Porriño, O')).toBe(true);
    expect(isGalicianMunicipality('O Porriño')).toBe(true);
    expect(isGalicianMunicipality('Coruña del Conde')).toBe(false);
  });
});

describe('DOG', () => {
  const iv = parseDogFragment(read('dog/20260227/Secciones3_gl-reconstructed.html'));
  const vi = parseDogFragment(read('dog/20260227/Secciones5_gl-reconstructed.html'));

  it('finds every item of sections IV and VI, each with the PDF link placed before it', () => {
    expect([...iv, ...vi].map((i) => i.idFuente).sort()).toEqual(ids(expectedFor('dog')));
    expect(iv[0]).toMatchObject({
      idFuente: 'AnuncioG0597-200226-0002',
      organizacion: 'Consellería de Facenda e Administración Pública',
      seccion: 'IV. Oposicións e concursos',
      urlDetalle: 'https://www.xunta.gal/dog/Publicados/2026/20260227/AnuncioG0597-200226-0002_gl.html',
      urlPdf: 'https://www.xunta.gal/dog/Publicados/2026/20260227/AnuncioG0597-200226-0002_gl.pdf',
    });
    for (const item of expectedFor('dog').items) {
      const got = [...iv, ...vi].find((i) => i.idFuente === item.id)!;
      expect(got.numeral + (got.subseccion ? `.${got.subseccion}` : '')).toBe(item.section);
    }
  });

  it('keeps sections IV and VI.b only, walking SeccionesN until the first 404', async () => {
    const r = await dog.read('2026-02-27', http);
    if (r.estado !== 'ok') throw new Error(r.estado);
    const want = expectedFor('dog').items.filter((i) => i.section === 'IV' || i.section === 'VI.b').map((i) => i.id).sort();
    expect(r.edictos.map((e) => e.idFuente).sort()).toEqual(want);
    expect([...iv, ...vi].filter(isDogSelected)).toHaveLength(want.length);
    expect((await dog.read('2026-02-28', http)).estado).toBe('sen_boletin');
  });
});

/** Issue 12: each source knows what a valid day looks like; a changed layout is estructura_cambiada, never a quiet 0. */
describe('changed layouts are reported with what was missing', () => {
  const coruna = 'GET https://bop.dacoruna.gal/bopportal/cambioBoletin.do?fechaInput=01%2F03%2F2023';
  const lugoNode = 'GET https://www.deputacionlugo.gal/gl/node/88217';
  const ourense = 'GET https://bop.depourense.es/portalapi/api/boletin/getFecha/20220217';
  const pontevedra = 'GET https://boppo.depo.gal/web/boppo/detalle/-/boppo/2023/03/02';
  const boeDay = 'GET https://www.boe.es/datosabiertos/api/boe/sumario/20250220';
  const dog3 = 'GET https://www.xunta.gal/dog/Publicados/2026/20260227/Secciones3_gl.html';

  it('BOP A Coruña: header present, blocks renamed', async () => {
    await expectStructure(bopCoruna, '2023-03-01', withOverrides({ [coruna]: 'bop-coruna/cambioBoletin-2023-03-01-changed-layout.html' }),
      /^BOP A Coruña: o boletín do 2023-03-01 ten cabeceira pero 0 edictos: #boletin non ten fillos div\.bloqueAnuncio$/);
    expect(() => parseBopCoruna('<div id="infoBoletin">Boletín novo</div><div id="boletin"></div>', '2023-03-01')).toThrow(/#infoBoletin non ten unha data lexible/);
    expect(() => parseBopCoruna('<html><body><p>Mantemento</p></body></html>', '2023-03-01')).toThrow(/falta #infoBoletin .*; falta #boletin/);
  });

  it('BOP Lugo: the content field renamed, the listing without rows, a page of another date', async () => {
    await expectStructure(bopLugo, '2021-04-20', withOverrides({ [lugoNode]: 'bop-lugo/node-bop-2021-04-20-changed-layout.html' }),
      /^BOP Lugo: falta \.field--name-field-ail-bop-contenido$/);
    expect(() => parseLugoNode(read('bop-lugo/node-bop-2021-04-20-reconstructed.html'), '2021-04-21')).toThrow(/número\/data do boletín non coincide coa data pedida/);
    expect(() => parseLugoListing('<table><tbody><tr><td>20/04/2021</td></tr></tbody></table>')).toThrow(/ningunha das 1 filas/);
    const emptyNode = read('bop-lugo/node-bop-2021-04-20-reconstructed.html').replace(/\(P[ÁA]X\. \d+, R\. \d+\)/g, '');
    expect(() => parseLugoNode(emptyNode, '2021-04-20')).toThrow(/existe pero .* non ten ningunha ligazón/);
  });

  it('BOP Ourense: the edict list renamed', async () => {
    await expectStructure(bopOurense, '2022-02-17', withOverrides({ [ourense]: 'bop-ourense/boletin-getFecha-20220217-changed-layout.json' }),
      /^BOP Ourense: o boletín 39 do 2022-02-17 non ten a lista edictos$/);
    expect(() => parseBopOurense('[{"bulletin": {}}]', '2022-02-17')).toThrow(/ningún dos 1 elementos ten boletin.fechaPublicacion/);
    expect(() => parseBopOurense('[{"boletin": {"fechaPublicacion": "20220217", "edictos": []}}]', '2022-02-17')).toThrow(/lista edictos está baleira/);
  });

  it('BOP Pontevedra: header present, list renamed; another date in the header', async () => {
    await expectStructure(bopPontevedra, '2023-03-02', withOverrides({ [pontevedra]: 'bop-pontevedra/detalle-boppo-2023-03-02-changed-layout.html' }),
      /^BOP Pontevedra: o boletín do 2023-03-02 \(BOPPO Núm\. 43\) non ten ul\.listadoSumario$/);
    expect(() => parseBopPontevedra(read('bop-pontevedra/detalle-boppo-2023-03-02-reconstructed.html'), '2023-03-03'))
      .toThrow(/número\/data do boletín non coincide coa data pedida \(BOPPO Núm\. 43 é do 2023-03-02, pedida 2023-03-03\)/);
    expect(() => parseBopPontevedra('<div id="novoSumario"></div>', '2023-03-02')).toThrow(/^BOP Pontevedra: falta #contSumario$/);
  });

  it('BOE: a summary whose items moved has 0 elements; a summary of another date', async () => {
    await expectStructure(boe, '2025-02-20', withOverrides({ [boeDay]: 'boe/sumario-20250220-changed-layout.json' }), /^BOE: o sumario do 2025-02-20 ten 0 elementos$/);
    const otherDay = read('boe/sumario-20250220-illustrative.json').replace('"fecha_publicacion": "20250220"', '"fecha_publicacion": "20250219"');
    await expect(boe.read('2025-02-20', { request: async () => ({ status: 200, text: otherDay }) })).rejects.toThrow(/número\/data do boletín non coincide coa data pedida/);
    expect(() => parseBoeJson('{"status": {"code": "200"}, "data": {"resumen": {}}}')).toThrow(/falta data\.sumario\.diario/);
  });

  it('DOG: items renamed in section IV; the calendar says the day exists but Secciones1 is gone', async () => {
    await expectStructure(dog, '2026-02-27', withOverrides({ [dog3]: 'dog/20260227/Secciones3_gl-changed-layout.html' }),
      /^DOG: o fragmento ten 10 ligazóns a anuncios pero só 0 dentro de li\.dog-toc-sumario \(Secciones3_gl\.html\)$/);
    // 2026-02-26 is in the calendar, but no fragment of it is recorded.
    await expectStructure(dog, '2026-02-26', http, /^DOG: o calendario ten o 2026-02-26 pero Secciones1_gl\.html responde 404/);
    expect(() => parseDogFragment(read('dog/20260227/Secciones3_gl-reconstructed.html'), '2026-02-26')).toThrow(/número\/data do boletín non coincide/);
    expect(() => parseDogFragment('<p class="dog-toc-nivel-1">Oposicións e concursos</p>')).toThrow(/non comeza polo seu numeral/);
  });
});

describe('DOG calendar', () => {
  it('lists the days with a DOG; a day not in it is "no bulletin" without reading any fragment', async () => {
    const days = parseDogCalendar(read('dog/getDiasDog-2026-02-inferred.json'));
    expect(days.has('2026-02-27')).toBe(true);
    expect(days.has('2026-02-28')).toBe(false);
    const asked: string[] = [];
    const spy: HttpClient = { request: (u, o) => { asked.push(u); return http.request(u, o); } };
    const r = await dog.read('2026-02-28', spy);
    expect(r.estado).toBe('sen_boletin');
    expect(r.trazas[0]).toMatch(/segundo o calendario getDiasDog/);
    expect(asked).toEqual([DOG_CALENDAR_URL]);
    expect(() => parseDogCalendar('{"dias": []}')).toThrow(StructureError);
  });

  it('without a calendar answer, Secciones1 decides (404: no bulletin)', async () => {
    const r = await dog.read('2026-03-07', http);
    expect(r.estado).toBe('sen_boletin');
    expect(r.trazas.join('\n')).toMatch(/calendario getDiasDog respondeu 404[\s\S]*Secciones1 responde 404/);
  });
});

describe('BOP Lugo: two edicts with the same registry number on one day', () => {
  it('keeps both, with keys stable across re-reads', () => {
    const file = read('bop-lugo/node-bop-2021-04-20-duplicated-r.html');
    const first = parseLugoNode(file, '2021-04-20');
    const again = parseLugoNode(file, '2021-04-20');
    if (first.estado !== 'ok' || again.estado !== 'ok') throw new Error('not ok');
    expect(first.edictos).toHaveLength(27);
    const keys = first.edictos.map((e) => e.idFuente);
    expect(new Set(keys).size).toBe(27);
    expect(keys).toEqual(again.edictos.map((e) => e.idFuente));
    const same = first.edictos.filter((e) => /^R\. 1125\b/.test(e.idFuente));
    expect(same.map((e) => [e.idFuente, e.titulo.slice(0, 30)])).toEqual([
      ['R. 1125', 'Nomeamento de funcionario de c'],
      ['R. 1125-2', 'Bolsa de emprego para a contra'],
    ]);
    expect(first.trazas).toEqual(['BOP Lugo: números de rexistro repetidos no día: R. 1125 (2 veces)']);
  });
});
