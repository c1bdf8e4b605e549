import {
  bodyOfBoeTitle, canonicalBodyKey, chaveDoOrganismo, isGalicianBodyName, isGalicianBoeItem, isGalicianMunicipality, MUNICIPALITY_COUNT,
  nomeDoOrganismo, officialMunicipalityName, provinceOfMunicipality, provinciaDoAnuncio, sedeDoOrganismo,
} from './organismos.js';

const res = (body: string, rest = 'referente a la convocatoria para proveer una plaza.') =>
  `Resolución de 3 de febrero de 2025, ${body}, ${rest}`;

describe('Galician municipalities', () => {
  it('knows the 313, with the article first or last, and the Spanish forms', () => {
    expect(MUNICIPALITY_COUNT).toBe(313);
    for (const name of ['Porriño, O', 'O Porriño', 'Porriño', 'Orense', 'La Coruña', 'Sangenjo', 'Villagarcía de Arosa', 'Ginzo de Limia', 'Estrada, A']) {
      expect([name, isGalicianMunicipality(name)]).toEqual([name, true]);
    }
    for (const name of ['Coruña del Conde', 'Lugo de Llanera', 'Getafe', 'Cangas de Onís', 'Llanera', '']) {
      expect([name, isGalicianMunicipality(name)]).toEqual([name, false]);
    }
  });

  it('gives the province and the official name', () => {
    expect(provinceOfMunicipality('Sangenjo')).toBe('Pontevedra');
    expect(provinceOfMunicipality('Orense')).toBe('Ourense');
    expect(provinceOfMunicipality('Ames')).toBe('A Coruña');
    expect(provinceOfMunicipality('Monforte de Lemos')).toBe('Lugo');
    expect(provinceOfMunicipality('Burgos')).toBeNull();
    expect(officialMunicipalityName('Villagarcía de Arosa')).toBe('Vilagarcía de Arousa');
  });
});

describe('canonicalBodyKey', () => {
  it('gives one key per body whatever the language or abbreviation', () => {
    const ourense = ['Concello de Ourense', 'Ayuntamiento de Ourense', 'Ayto. de Orense', 'Excmo. Concello de Ourense', 'AYUNTAMIENTO DE ORENSE', 'Ayuntamiento de Ourense (Ourense)'];
    expect(new Set(ourense.map(canonicalBodyKey))).toEqual(new Set(['concello:ourense']));
    expect(canonicalBodyKey('Concello da Coruña')).toBe(canonicalBodyKey('Ayuntamiento de La Coruña'));
    expect(canonicalBodyKey('Diputación Provincial de Lugo')).toBe(canonicalBodyKey('Excma. Deputación Provincial de Lugo'));
    expect(canonicalBodyKey('Deputación de Ourense')).toBe(canonicalBodyKey('Diputación Provincial de Orense'));
    expect(canonicalBodyKey('Universidad de Vigo')).toBe(canonicalBodyKey('Universidade de Vigo'));
    expect(canonicalBodyKey('Universidad de La Coruña')).toBe(canonicalBodyKey('Universidade da Coruña'));
    expect(canonicalBodyKey('Concello de Sanxenxo')).toBe(canonicalBodyKey('Ayuntamiento de Sangenjo'));
  });

  it('keeps different bodies apart', () => {
    expect(canonicalBodyKey('Concello de Ourense')).not.toBe(canonicalBodyKey('Deputación de Ourense'));
    expect(canonicalBodyKey('Ayuntamiento de Lugo')).not.toBe(canonicalBodyKey('Ayuntamiento de Lugo de Llanera'));
    expect(canonicalBodyKey('Universidad de Vigo')).not.toBe(canonicalBodyKey('Universidad de Oviedo'));
  });
});

describe('isGalicianBoeItem', () => {
  const local = 'ADMINISTRACIÓN LOCAL';
  it('accepts Galician bodies that print no province in brackets', () => {
    const yes: [string, string][] = [
      [local, res('del Consorcio Galego de Servizos de Igualdade e Benestar')],
      [local, res('del Consorcio As Mariñas')],
      [local, res('de la Mancomunidad de Municipios de la Comarca de Ordes')],
      [local, res('del Ayuntamiento de Ourense')],
      [local, res('del Ayuntamiento de Orense')],
      [local, res('del Ayuntamiento de La Coruña')],
      [local, res('del Ayuntamiento de Sangenjo')],
      [local, res('del Ayuntamiento de Villagarcía de Arosa')],
      [local, res('de la Diputación Provincial de Pontevedra')],
      [local, res('del Ayuntamiento de Ames (A Coruña)')],
      [local, res('del Ayuntamiento de Ribadeo (Lugo)')],
      ['UNIVERSIDADES', res('de la Universidade da Coruña', 'por la que se convoca concurso de acceso.')],
      ['UNIVERSIDADES', res('de la Universidade de Santiago de Compostela', 'por la que se nombra Profesor Titular de Universidad.')],
      ['UNIVERSIDADES', res('de la Universidad de Vigo', 'por la que se convocan pruebas selectivas.')],
      ['COMUNIDAD AUTÓNOMA DE GALICIA', 'Orden de 10 de febrero de 2025, de la Consellería de Educación, por la que se convocan procedimientos selectivos.'],
      ['OTROS ENTES', res('de la Fundación Pública Galega de Medicina Xenómica', 'por la que se convoca proceso selectivo.')],
      ['OTROS ENTES', res('de la Empresa Pública de Servizos Agrarios Galegos', 'por la que se convoca proceso selectivo.')],
      [local, 'Anuncio del Ayuntamiento de Santiago de Compostela por el que se convoca licitación pública.'],
    ];
    for (const [dep, titulo] of yes) expect([titulo, isGalicianBoeItem(dep, titulo)]).toEqual([titulo, true]);
  });

  it('rejects the traps', () => {
    const no: [string, string][] = [
      [local, res('del Ayuntamiento de Coruña del Conde (Burgos)')],
      [local, res('del Ayuntamiento de Coruña del Conde')],
      [local, res('del Ayuntamiento de Llanera (Asturias)', 'referente a la convocatoria para proveer una plaza de Conserje del Colegio Lugo de Llanera.')],
      [local, res('del Consorcio de Aguas de Lugo de Llanera')],
      [local, res('del Ayuntamiento de Getafe (Madrid)')],
      [local, res('del Ayuntamiento de Villalba')],
      ['MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE', 'Anuncio de la Autoridad Portuaria de Vigo por el que se somete a información pública la solicitud de concesión.'],
      [local, 'Anuncio de la Autoridad Portuaria de Vigo por el que se somete a información pública.'],
      ['JUZGADOS DE PRIMERA INSTANCIA E INSTRUCCIÓN', 'LUGO'],
      ['CONSEJO GENERAL DEL PODER JUDICIAL', 'Acuerdo de 12 de febrero de 2025, de la Comisión Permanente, sobre el Tribunal Superior de Justicia de Galicia.'],
      ['MINISTERIO DE AGRICULTURA, PESCA Y ALIMENTACIÓN', res('de la Secretaría General Técnica', 'por la que se publica el Convenio con la Comunidad Autónoma de Galicia.')],
      [local, res('del Ayuntamiento de Sevilla', 'referente al convenio con la Xunta de Galicia.')],
      ['UNIVERSIDADES', res('de la Universidad de Oviedo', 'por la que se convoca concurso de acceso.')],
      ['MINISTERIO DEL INTERIOR', res('de la Delegación del Gobierno en Galicia', 'por la que se convoca proceso selectivo.')],
      ['COMUNIDAD DE MADRID', res('de la Consejería de Sanidad', 'por la que se convoca proceso selectivo en Galicia.')],
    ];
    for (const [dep, titulo] of no) expect([titulo, isGalicianBoeItem(dep, titulo)]).toEqual([titulo, false]);
  });

  it('finds the body and its bracket in a title', () => {
    expect(bodyOfBoeTitle(res('del Ayuntamiento de Ames (A Coruña)'))).toEqual({ nome: 'ayuntamiento de ames', parentese: 'a coruna' });
    expect(bodyOfBoeTitle('Anuncio del Ayuntamiento de Lugo sobre la aprobación definitiva.')).toEqual({ nome: 'ayuntamiento de lugo', parentese: null });
    expect(isGalicianBodyName('Consorcio As Mariñas')).toBe(true);
    expect(isGalicianBodyName('Autoridad Portuaria de A Coruña')).toBe(false);
  });
});

describe('a bare municipality name', () => {
  it('is its council, as the BOPs print the issuer', () => {
    expect(canonicalBodyKey('Ourense')).toBe(canonicalBodyKey('Ayuntamiento de Ourense'));
    expect(canonicalBodyKey('Estrada, A')).toBe(canonicalBodyKey('Concello da Estrada'));
    expect(canonicalBodyKey('Consorcio As Mariñas')).not.toBe(canonicalBodyKey('Concello de Oleiros'));
  });
});

describe('provinciaDoAnuncio', () => {
  it.each([
    ['BOP Lugo', 'Concello de Vigo', 'Lugo'],
    ['BOP A Coruña', 'Arteixo', 'A Coruña'],
    ['BOE', 'Ayuntamiento de Sangenjo', 'Pontevedra'],
    ['BOE', 'Ayuntamiento de Villagarcía de Arosa (Pontevedra)', 'Pontevedra'],
    ['BOE', 'Diputación Provincial de Orense', 'Ourense'],
    ['DOG', 'Universidade de Santiago de Compostela', 'A Coruña'],
    ['DOG', 'Universidade de Vigo', 'Pontevedra'],
    ['DOG', 'Consellería de Sanidade', 'Galicia'],
    ['DOG', 'Xunta de Galicia', 'Galicia'],
    ['DOG', 'Servizo Galego de Saúde', 'Galicia'],
    ['DOG', 'Concello de Monforte de Lemos', 'Lugo'],
    ['DOG', 'Mancomunidade de Concellos da Comarca de Ordes', 'A Coruña'],
    ['BOE', 'Ministerio de Hacienda', null],
  ])('%s, %s → %s', (bop, organizacion, provincia) => {
    expect(provinciaDoAnuncio(bop, organizacion)).toBe(provincia);
  });
});

describe('one body, several names (issue 21)', () => {
  it('a provincial bulletin prints its own provincial council without the province', () => {
    expect(chaveDoOrganismo('DEPUTACIÓN PROVINCIAL', 'BOP Lugo')).toBe(canonicalBodyKey('Diputación Provincial de Lugo'));
    expect(chaveDoOrganismo('EXCMA. DEPUTACIÓN PROVINCIAL', 'BOP Ourense')).toBe(canonicalBodyKey('Deputación de Ourense'));
    expect(chaveDoOrganismo('Deputación Provincial', 'BOP A Coruña')).toBe(canonicalBodyKey('Diputación Provincial de A Coruña'));
    expect(chaveDoOrganismo('DEPUTACIÓN PROVINCIAL', 'BOP Lugo')).not.toBe(chaveDoOrganismo('DEPUTACIÓN PROVINCIAL', 'BOP Ourense'));
  });
  it.each([
    ['Concello de Arteixo · Recursos Humanos', 'Ayuntamiento de Arteixo'],
    ['Excmo. Concello de Vigo. Servizo de Persoal', 'Concello de Vigo'],
    ['Deputación de Pontevedra - Servizo de Persoal', 'Diputación Provincial de Pontevedra'],
    ['Concello de Lugo (Recursos Humanos)', 'Ayuntamiento de Lugo'],
    ['Servizo de Persoal · Concello de Narón', 'Concello de Narón'],
    ['Universidade de Santiago de Compostela · Vicerreitoría de Profesorado', 'Universidad de Santiago de Compostela'],
  ])('a department after the body is not another body: %s', (withDepartment, plain) => {
    expect(canonicalBodyKey(withDepartment)).toBe(canonicalBodyKey(plain));
  });
  it('the Galician government is one body whatever consellería, directorate or language issues the call', () => {
    const forms = ['Consellería de Facenda e Administración Pública', 'Consejería de Hacienda y Administración Pública', 'Dirección General de la Función Pública',
      'Dirección Xeral da Función Pública', 'Vicepresidencia Primeira e Consellería de Presidencia, Xustiza e Deportes', 'COMUNIDAD AUTÓNOMA DE GALICIA', 'Xunta de Galicia'];
    expect(new Set(forms.map(canonicalBodyKey))).toEqual(new Set(['xunta']));
    expect(canonicalBodyKey('Servizo Galego de Saúde')).not.toBe('xunta');
  });
  it('universities by name and abbreviation', () => {
    expect(canonicalBodyKey('USC')).toBe(canonicalBodyKey('Universidade de Santiago'));
    expect(canonicalBodyKey('UDC')).toBe(canonicalBodyKey('Universidad de A Coruña'));
    expect(canonicalBodyKey('UVigo')).toBe(canonicalBodyKey('Universidade de Vigo'));
  });
});

describe('a selection board printed as the issuer', () => {
  it('is the body it selects for, named in brackets, after "do/del" or after a separator (gl, es)', () => {
    expect(chaveDoOrganismo('Tribunal calificador (Ayuntamiento de Lalín)')).toBe(chaveDoOrganismo('Concello de Lalín'));
    expect(chaveDoOrganismo('Órgano de selección do Concello de Boiro')).toBe('concello:boiro');
    expect(chaveDoOrganismo('Comisión de valoración · Deputación Provincial de Lugo')).toBe('deputacion:lugo');
    expect(chaveDoOrganismo('Concello de Sarria - Tribunal cualificador')).toBe('concello:sarria');
    expect(nomeDoOrganismo('Tribunal cualificador (Concello de Rianxo)')).toBe('Concello de Rianxo');
    expect(sedeDoOrganismo('Tribunal de selección del Ayuntamiento de Ferrol')).toBe('Ferrol');
  });
  it('a court or a board that names no body stays as printed', () => {
    expect(chaveDoOrganismo('Tribunal Superior de Xustiza de Galicia')).not.toMatch(/^concello:/);
    expect(chaveDoOrganismo('Tribunal cualificador')).not.toMatch(/^(?:concello|deputacion):/);
  });
});
