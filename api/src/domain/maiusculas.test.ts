import { textoParaMostrar } from './maiusculas.js';

describe('textoParaMostrar', () => {
  it.each([
    ['BASES DA CONVOCATORIA DUNHA PRAZA DE AUXILIAR ADMINISTRATIVO DO CONCELLO DE O PORRIÑO',
      'Bases da convocatoria dunha praza de auxiliar administrativo do concello de O Porriño'],
    ['CONVOCATORIA PARA A CREACIÓN DUNHA BOLSA DE EMPREGO DE SOCORRISTAS EN SANTIAGO DE COMPOSTELA',
      'Convocatoria para a creación dunha bolsa de emprego de socorristas en Santiago de Compostela'],
    ['LISTA PROVISIONAL DE ADMITIDOS. OEP 2025 DA XUNTA DE GALICIA, GRUPO II',
      'Lista provisional de admitidos. OEP 2025 da Xunta de Galicia, grupo II'],
    ['BOLSA DE EMPLEO DE TÉCNICO DE ADMINISTRACIÓN GENERAL (TAG) DEL AYUNTAMIENTO DE VILLAGARCÍA DE AROSA',
      'Bolsa de empleo de técnico de administración general (TAG) del ayuntamiento de Villagarcía de Arosa'],
    ['NOMEAMENTO DE FUNCIONARIO DE CARREIRA. PRAZA DE POLICÍA LOCAL DE LUGO',
      'Nomeamento de funcionario de carreira. Praza de policía local de Lugo'],
  ])('%s', (input, expected) => {
    expect(textoParaMostrar(input)).toBe(expected);
  });

  it('leaves a text that is not in capitals alone', () => {
    expect(textoParaMostrar('Bases para a provisión de dúas prazas de BOMBEIRO')).toBeNull();
    expect(textoParaMostrar('OEP 2025')).toBeNull();
  });
});
