import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lerDocumentoBoe } from './textos-boe.js';
import { lerEdictoCoruna } from './textos-bop-coruna.js';
import { cortarEdictoLugo, textosBopLugo } from './textos-bop-lugo.js';
import { lerEdictoOurenseHtml, lerEdictoOurensePdf, textosBopOurense } from './textos-bop-ourense.js';
import { lerEdictoPontevedra } from './textos-bop-pontevedra.js';
import { lerAnuncioDog } from './textos-dog.js';
import { textosBoe } from './textos-boe.js';
import { unirLinhas } from './textos-pdf.js';
import { TextoIlexible } from './textos.js';

const FIXTURES = join(new URL('.', import.meta.url).pathname, '../../../fixtures/bulletins');
const text = (rel: string) => readFileSync(join(FIXTURES, rel), 'utf8');
const bytes = (rel: string) => new Uint8Array(readFileSync(join(FIXTURES, rel)));
const lines = (t: string) => t.split('\n');

describe('BOP A Coruña edict page', () => {
  it('gives the body of the ANUNCIO frame, one paragraph per line, without levels, title or registry number', () => {
    const t = lerEdictoCoruna(text('bop-coruna/edictos/2023_0000001308.html'));
    expect(lines(t)[0]).toBe('ANUNCIO');
    expect(lines(t)[1]).toBe('Por Resolución da Alcaldía número 812/2023, do 21 de febreiro, aprobouse a convocatoria e as bases do procedemento selectivo para cubrir seis prazas de auxiliar administrativo/a, nos seguintes termos:');
    expect(t).toContain('cinco corresponden á quenda libre e unha á quenda de reserva para persoas con discapacidade.');
    expect(t).toContain('no prazo de vinte días naturais contados a partir do día seguinte ao da publicación do extracto desta convocatoria no Boletín Oficial do Estado.');
    expect(lines(t).at(-1)).toBe('Oleiros, 21 de febreiro de 2023. O alcalde, Ángel García Seoane.');
    expect(t).not.toMatch(/Administración Local|2023\/1308|Convocatoria e bases do procedemento/);
  });

  it('refuses a page without the body frame', () => {
    expect(() => lerEdictoCoruna('<html><body><div id="contenido"></div></body></html>')).toThrow(TextoIlexible);
  });
});

describe('BOP Lugo day PDF', () => {
  let dia: string;
  beforeAll(async () => {
    dia = await textosBopLugo.lerDocumento({ status: 200, text: '', bytes: bytes('bop-lugo/inline-files/20-04-2021.pdf') }, { url: 'x', formato: 'pdf' });
  });

  it('cuts each edict between registry marks, with its headings, and without the running header and page numbers', () => {
    const bases = cortarEdictoLugo(dia, 'R. 1150')!;
    expect(lines(bases).slice(0, 4)).toEqual([
      'EXCMA. DEPUTACIÓN PROVINCIAL DE LUGO',
      'SERVIZO DE RECURSOS HUMANOS',
      'Anuncio',
      'A Xunta de Goberno da Deputación Provincial de Lugo, na sesión ordinaria do 9 de abril de 2021, acordou aprobar a convocatoria e as bases xerais e específicas que rexerán o concurso-oposición para constituír unha listaxe de emprego temporal para a categoría de axente de emprego e desenvolvemento local, co seguinte contido:',
    ]);
    expect(lines(bases).at(-1)).toBe('Lugo, 12 de abril de 2021. O presidente, José Tomé Roca.');
    // The paragraph that runs over a page break is one line, with no header inside.
    expect(bases).toContain('A fase de oposición constará dun exercicio teórico tipo test e dun suposto práctico relacionado coas funcións da categoría; na fase de concurso valoraranse a experiencia profesional e a formación.');
    expect(bases).toContain('no prazo de vinte días naturais contados a partir do día seguinte ao da publicación deste anuncio no Boletín Oficial da Provincia de Lugo.');
    expect(dia).not.toMatch(/BOP de Lugo\n|Núm\. 088 – Martes/);
    expect(bases).not.toMatch(/R\. 11\d\d/);
    // The next edict of the same service starts at its own "Anuncio".
    expect(lines(cortarEdictoLugo(dia, 'R. 1151')!)[0]).toBe('Anuncio');
  });

  it('mends words split at line ends and keeps compounds the text hyphenates elsewhere', () => {
    const policia = cortarEdictoLugo(dia, 'R. 1140')!;
    expect(lines(policia).slice(0, 3)).toEqual(['LUGO', 'Anuncio', 'A Xunta de Goberno Local, na sesión do 7 de abril de 2021, aprobou as bases específicas do proceso selectivo para cubrir, por quenda libre, catro prazas de axente da Policía Local incluídas na oferta de emprego público de 2020.']);
    expect(policia).toContain('posuír os permisos de conducir das clases A2 e B');
    expect(policia).not.toMatch(/[a-z][-\u2010\u00ad] ?[a-z]{2}/);
    expect(unirLinhas(['o de concurso-', 'oposición'], 'concurso-oposición')).toBe('o de concurso-oposición');
    expect(unirLinhas(['a convoca‐', 'toria'], '')).toBe('a convocatoria');
  });

  it('names the post of the tribunal edict that follows the Policía Local bases of the same council', () => {
    const tribunal = cortarEdictoLugo(dia, 'R. 1141')!;
    expect(lines(tribunal)[0]).toBe('Anuncio');
    expect(tribunal).toContain('unha praza de técnico/a de Administración xeral, persoal funcionario de carreira, escala de Administración xeral, subescala técnica, subgrupo A1');
    expect(tribunal).not.toMatch(/Policía Local/);
  });

  it('finds every edict of the day, and none that is not there', () => {
    for (const r of ['1098', '1150', '1151', '1104', '1117', '1125', '1140', '1141', '1136', '1129', '1131', '1108']) {
      expect(cortarEdictoLugo(dia, `R. ${r}`)).toMatch(/^(?:[A-ZÁÉÍÓÚÑ .,-]+\n)*(Anuncio|Edicto)\n/);
    }
    expect(cortarEdictoLugo(dia, 'R. 9999')).toBeNull();
    expect(cortarEdictoLugo(dia, 'R. 1140-2')).toBeNull();
  });

  it('asks for the day PDF once for every edict of the day (the page anchor is not part of the address)', () => {
    const doc = (page: number) => textosBopLugo.documento({ idFuente: 'R. 1', urlDetalle: `https://www.deputacionlugo.gal/sites/deputacionlugo.org/files/inline-files/20-04-2021.pdf#page=${page}`, urlPdf: null });
    expect(doc(8)).toEqual({ url: 'https://www.deputacionlugo.gal/sites/deputacionlugo.org/files/inline-files/20-04-2021.pdf', formato: 'pdf', compartido: true });
    expect(doc(27).url).toBe(doc(8).url);
  });
});

describe('BOP Ourense edict', () => {
  it('reads the edict PDF without its running header and registry mark', async () => {
    const t = await lerEdictoOurensePdf(bytes('bop-ourense/edictos/187410.pdf'));
    expect(lines(t).slice(0, 3)).toEqual(['IV. ENTIDADES LOCAIS', 'SAN CIBRAO DAS VIÑAS', 'Anuncio']);
    expect(t).toContain('cubrir dous postos de peóns da construción, con cargo ao programa de cooperación coa Xunta de Galicia.');
    expect(lines(t).at(-1)).toBe('San Cibrao das Viñas, 9 de febreiro de 2022. O alcalde, José Manuel Gómez Fernández.');
    expect(t).not.toMatch(/Dep\. legal|Xoves, 17 febreiro|^R\. \d+$/m);
  });

  it('reads the edict HTML of a laid-out day without its title and issuer', () => {
    const t = lerEdictoOurenseHtml(text('bop-ourense/edictos/187419.html'));
    expect(lines(t)[0]).toBe('Anuncio');
    expect(lines(t)[1]).toMatch(/^Por Resolución da Concellería de Recursos Humanos do 11 de febreiro de 2022 aprobouse a lista provisional/);
    expect(t).not.toMatch(/Lista provisional de aspirantes admitidos|^OURENSE$/m);
  });

  it('takes a heading-only HTML for no body, and has the PDF to fall back on', () => {
    const soCabeceira = '<html><body><span class="bop-texto-organismo">OURENSE</span><span class="bop-texto-sumario">Ordenanza fiscal</span></body></html>';
    expect(() => lerEdictoOurenseHtml(soCabeceira)).toThrow(TextoIlexible);
    const e = { idFuente: '187419', urlDetalle: 'https://bop.depourense.es/portalapi/api/edicto/descargar/html/187419/gl', urlPdf: null };
    expect(textosBopOurense.documento(e)).toEqual({ url: e.urlDetalle, formato: 'html' });
    expect(textosBopOurense.alternativa!(e)).toEqual({ url: 'https://bop.depourense.es/portalapi/api/edicto/descargar/pdf/187419/idioma/gl', formato: 'pdf' });
  });
});

describe('BOPPO edict detail page', () => {
  it('reads div.textoAnuncio, not the header, navigation or footer', () => {
    const t = lerEdictoPontevedra(text('bop-pontevedra/detalle/2023018110.html'));
    expect(lines(t)[0]).toBe('ANUNCIO');
    expect(lines(t)[1]).toMatch(/^A Xunta de Goberno da Deputación de Pontevedra, na sesión do 24 de febreiro de 2023/);
    expect(t).toContain('Cinco prazas de auxiliar administrativa ou administrativo, subgrupo C2');
    expect(lines(t).at(-1)).toBe('Pontevedra, 24 de febreiro de 2023. O presidente, Luis López Diéguez.');
    expect(t).not.toMatch(/BOPPO Núm\. 43|Descargar PDF|Montero Ríos|CONVOCATORIA DE VARIOS/);
  });
});

describe('BOE item XML', () => {
  it('reads documento > texto, paragraph by paragraph', () => {
    const t = lerDocumentoBoe(text('boe/documentos/BOE-A-2025-90030.xml'));
    expect(lines(t)).toEqual([
      'En el «Boletín Oficial de la Provincia de A Coruña» número 20, de 29 de enero de 2025, se han publicado íntegramente las bases que han de regir la convocatoria para proveer:',
      'Dos plazas de Auxiliar Administrativo, pertenecientes a la Escala de Administración General, Subescala Auxiliar, Subgrupo C2, mediante el sistema de oposición, en turno libre.',
      'Una plaza de Trabajador/a Social, perteneciente a la Escala de Administración Especial, Subescala Técnica, Subgrupo A2, mediante el sistema de concurso-oposición, en turno libre.',
      'El plazo de presentación de solicitudes será de veinte días naturales a contar desde el día siguiente al de la publicación de este extracto en el «Boletín Oficial del Estado».',
      'Los sucesivos anuncios referentes a esta convocatoria se publicarán en el «Boletín Oficial de la Provincia de A Coruña» y en el tablón de anuncios de la sede electrónica.',
      'Ames, 3 de febrero de 2025.–El Alcalde, José Miguel Dios Freire.',
    ]);
  });

  it('asks for the XML of the item (Accept: application/xml) whatever address the summary gave', () => {
    expect(textosBoe.documento({ idFuente: 'BOE-A-2025-90030', urlDetalle: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2025-90030', urlPdf: null }))
      .toEqual({ url: 'https://www.boe.es/diario_boe/xml.php?id=BOE-A-2025-90030', formato: 'xml', headers: { accept: 'application/xml' } });
    expect(() => lerDocumentoBoe('<documento><metadatos/></documento>')).toThrow(TextoIlexible);
  });
});

describe('DOG announcement page', () => {
  it('reads div.story after its section, issuer and title, with the signature', () => {
    const t = lerAnuncioDog(text('dog/20260227/AnuncioL238-190226-0001_gl.html'));
    expect(lines(t)[0]).toBe('No Boletín Oficial da Provincia de Pontevedra número 34, do 18 de febreiro de 2026, publicáronse integramente as bases da convocatoria para o acceso ás seguintes prazas vacantes do Concello de Pontevedra, incluídas nas ofertas de emprego público de 2024 e 2025, persoal funcionario de carreira:');
    expect(lines(t)).toContain('Tres prazas de auxiliar administrativo/a, subgrupo C2, quenda libre, sistema de oposición.');
    expect(lines(t).at(-1)).toBe('Pontevedra, 19 de febreiro de 2026. O alcalde, Miguel Anxo Fernández Lores.');
    expect(t).not.toMatch(/VI\. Anuncios|b\) Administración local|ANUNCIO da convocatoria|Descargar PDF/);
  });
});
