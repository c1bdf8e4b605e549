import { lerFeitos } from './index.js';

/** The classes of text found when the rules first met a labelled set of whole bodies (one example of each, our own). */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Lugo', titulo, tipo, fecha: '2026-01-02' });

describe('post names', () => {
  it('a name that ends its sentence keeps its last word; a plural pool names one post; a list inside a name stays', () => {
    expect(ler('', 'extracto_convocatoria', 'Resolución del Ayuntamiento de Tui referente a la convocatoria para proveer una plaza de Técnico/a Deportivo/a').posto?.valor.nome).toBe('Técnico/a Deportivo/a');
    expect(ler('É obxecto destas bases a creación dunha bolsa de emprego de traballadores/as sociais para nomeamentos interinos.').posto?.valor.nome).toBe('Traballador/a social');
    expect(ler('Se convocan tres plazas de Ingeniero/a de Caminos, Canales y Puertos, subgrupo A1.').posto?.valor.nome).toBe('Ingeniero/a de Caminos, Canales y Puertos');
    expect(ler('Bases para a contratación laboral temporal, por seis meses, de tres peóns de servizos múltiples.').posto?.valor.nome).toBe('Peón de servizos múltiples');
  });

  it('the scale of a corps names the post; a workplace is not part of the name; a word cut by a PDF line is whole', () => {
    expect(ler('Convócanse dez prazas do corpo superior da Administración da Xunta de Galicia, subgrupo A1, escala de letrados.').posto?.valor.nome).toBe('Letrado da Xunta de Galicia');
    expect(ler('Convócase unha praza de educador/a infantil da escola infantil municipal, grupo B.').posto?.valor.nome).toBe('Educador/a infantil');
    expect(ler('Bases para a provisión dunha praza de condutor/a de maqui-\nnaria pesada, persoal laboral fixo.').posto?.valor.nome).toBe('Condutor/a de maquinaria pesada');
  });

  it('the Galician and Spanish twins of a bilingual body are one post', () => {
    const t = 'Bases para a provisión de dúas prazas de axente de emprego e desenvolvemento local.\nBases para la provisión de dos plazas de agente de empleo y desarrollo local.';
    expect(ler(t).posto?.valor.nome).toBe('Axente de emprego e desenvolvemento local');
    expect(ler(t).prazas?.valor.total).toBe(2);
  });

  it('a body of several posts names no single post, number of places or group; an offer of several is no process', () => {
    const varios = `Publicáronse as bases dos procesos selectivos das seguintes prazas:
Dúas prazas de arquitecto/a, subgrupo A1, sistema de concurso-oposición.
Catro prazas de auxiliar administrativo/a, subgrupo C2, sistema de oposición.
O prazo de presentación de solicitudes será de vinte días naturais desde o día seguinte ao da publicación deste anuncio no BOE.`;
    const f = ler(varios, 'extracto_convocatoria');
    expect([f.posto, f.prazas, f.grupo, f.sistema]).toEqual([undefined, undefined, undefined, undefined]);
    expect(f.prazo?.valor).toEqual({ cantidade: 20, unidade: 'dias_naturais', desde: 'boe' });
    const oferta = 'Apróbase a oferta de emprego público para 2026:\nPersoal funcionario: unha praza de arquitecto/a, subgrupo A1.\nPersoal laboral fixo: unha praza de peón, agrupacións profesionais.';
    expect(ler(oferta, 'oep')).toEqual({});
  });
});

describe('places and turns', () => {
  it('one person selected is one place; N people hired are N places', () => {
    expect(ler('Bases para a selección dun/dunha técnico/a de turismo, persoal laboral temporal.').prazas?.valor.total).toBe(1);
    expect(ler('Bases para la contratación laboral temporal de cinco socorristas para la temporada de verano.').prazas?.valor.total).toBe(5);
  });

  it('turns numbered before or after their name, and the turn named alone takes what is left', () => {
    expect(ler('Convócanse seis prazas. Cinco das prazas convócanse pola quenda libre e unha pola quenda de promoción interna.').prazas?.valor).toEqual({ total: 6, libre: 5, promocionInterna: 1 });
    expect(ler('De las cuatro plazas, tres corresponden al turno libre y una al turno de personas con discapacidad.').prazas?.valor).toEqual({ total: 4, libre: 3, discapacidade: 1 });
    expect(ler('Provisión, mediante oposición libre, de dúas prazas de bombeiro/a, unha delas reservada a persoas con discapacidade.').prazas?.valor).toEqual({ total: 2, libre: 1, discapacidade: 1 });
    expect(ler('Convócanse catro prazas de auxiliar.\nSistema de selección: oposición libre.', 'extracto_convocatoria').prazas?.valor).toEqual({ total: 4, libre: 4 });
    // A count of councils is not a count of places; a thousands dot joins its digits, never leaves "250".
    expect(ler('Convócanse corenta prazas de policía, correspondentes a trinta concellos, pola quenda libre.').prazas?.valor).toEqual({ total: 40, libre: 40 });
    expect(ler('A oferta inclúe 1.250 prazas.').prazas?.valor).toEqual({ total: 1250 });
  });
});

describe('pool, staff type and system', () => {
  it('a call is of permanent posts unless it makes a pool; other edicts only when they count the places they fill', () => {
    expect(ler('Bases para a provisión dunha praza de conserxe.').bolsa?.valor).toBe(false);
    expect(ler('Lista provisional de admitidos ao proceso dunha praza de conserxe.', 'admitidos').bolsa?.valor).toBe(false);
    expect(ler('Lista provisional de admitidos ao proceso de conserxe.', 'admitidos').bolsa).toBeUndefined();
    expect(ler('Bases para a contratación laboral temporal dun oficial albanel.').bolsa?.valor).toBe(false);
  });

  it('career civil servants from "ingreso no corpo"; a sentence about the tribunal still names the staff selected', () => {
    expect(ler('Proceso selectivo para o ingreso no corpo auxiliar da Xunta de Galicia.').tipoPersoal?.valor).toBe('funcionario_carreira');
    expect(ler('O tribunal cualificador do proceso para a provisión, como persoal laboral fixo, dunha praza de oficial, fai pública a lista.', 'resultados').tipoPersoal?.valor).toBe('laboral_fixo');
    expect(ler('O tribunal estará composto por presidente e catro vogais, funcionarios de carreira do Concello.', 'tribunal').tipoPersoal).toBeUndefined();
  });

  it('a system named under its heading; two systems stated (by turn, or in a table) are no single one', () => {
    expect(ler('2. SISTEMA DE SELECCIÓN.\nOposición.').sistema?.valor).toBe('oposicion');
    expect(ler('O procedemento de selección da quenda libre será o de oposición; o da quenda de promoción interna, o de concurso-oposición.').sistema).toBeUndefined();
  });
});

describe('requirements', () => {
  it('"no se exige … titulación" in any wording; a master beside a degree; a bracket explains, a professional certificate leaves no level', () => {
    expect(ler('SEGUNDA. REQUISITOS\nNo se exige estar en posesión de titulación académica alguna.').titulacion?.valor).toEqual({ nivel: 'ningunha' });
    expect(ler('SEGUNDA. REQUISITOS\nEstar en posesión dun título de grao e do título de Máster en Psicoloxía Sanitaria.').titulacion?.valor.nivel).toBe('licenciatura_master');
    expect(ler('SEGUNDA. REQUISITOS\nEstar en posesión do título de Técnico en Farmacia (formación profesional de primeiro grao) ou equivalente.').titulacion?.valor)
      .toEqual({ nivel: 'bacharelato_tecnico', nome: 'Técnico en Farmacia' });
    expect(ler('SEGUNDA. REQUISITOS\nTítulo de técnico en atención á dependencia ou certificado de profesionalidade de atención sociosanitaria.').titulacion).toBeUndefined();
  });

  it('degree names with "e/y" and lists inside; one discipline at two levels; several disciplines name none', () => {
    const req = (t: string) => ler(`SEGUNDA. REQUISITOS\n${t}`).titulacion?.valor;
    expect(req('Título de Técnico Superior en Guía, Información e Asistencias Turísticas ou equivalente.')?.nome).toBe('Técnico Superior en Guía, Información e Asistencias Turísticas');
    expect(req('Título de Técnico en Mantenimiento y Montaje de Instalaciones.')?.nome).toBe('Técnico en Mantenimiento y Montaje de Instalaciones');
    expect(req('Título de licenciatura en Economía ou de Grao en Economía.')).toEqual({ nivel: 'grao', nome: 'Licenciatura en Economía ou Grao en Economía' });
    expect(req('Título de Grao en Psicoloxía, Grao en Pedagoxía ou Grao en Educación Social.')).toEqual({ nivel: 'grao' });
  });

  it('Galician: an exam for those without the level, or from which the level exempts, is the requirement', () => {
    expect(ler('As persoas que non acrediten o Celga 3 realizarán unha proba de coñecemento da lingua galega.').galego?.valor).toEqual({ requisito: 'exame' });
    expect(ler('Exercicios: primeiro, teórico; segundo, coñecemento da lingua galega (exentas as persoas con Celga 4).').galego?.valor).toEqual({ requisito: 'exame' });
  });

  it('licence: the BTP authorisation beside the classes, and a class ending its sentence', () => {
    expect(ler('Estar en posesión dos permisos de conducir das clases B e C, así como da autorización BTP.').carne?.valor).toEqual(['B', 'C', 'BTP']);
    expect(ler('Requisitos: grao; permiso de conducir B. 2. Sistema: concurso-oposición (ata 20 puntos).').carne?.valor).toEqual(['B']);
  });

  it('age "ou máis", a maximum without "anos", and a limit a correction suppresses', () => {
    expect(ler('Requisitos: ter 45 ou máis anos na data de remate do prazo.').idade?.valor).toEqual({ minima: 45 });
    expect(ler('Requisitos: ter cumpridos dezaoito anos e non ter cumpridos os trinta e seis;').idade?.valor).toEqual({ minima: 18, maxima: 36 });
    expect(ler('Na base segunda suprímese o inciso "e non ter cumpridos os trinta e cinco anos".', 'correccion').idade).toBeUndefined();
  });
});

describe('applying', () => {
  it('"Prazo:" and "Solicitudes:" lines, a bulletin named across a line break, a correction\'s new wording', () => {
    expect(ler('Solicitudes: dez días hábiles contados desde o día seguinte ao da publicación deste anuncio no BOP.').prazo?.valor).toEqual({ cantidade: 10, unidade: 'dias_habiles', desde: 'bop' });
    expect(ler('Presentaranse no prazo de vinte días hábiles contados desde o seguinte ao da publicación do extracto no Boletín\nOficial do Estado.').prazo?.valor.desde).toBe('boe');
    expect(ler('Na base cuarta, onde di: "quince días naturais", debe dicir: "vinte días hábiles contados desde o día seguinte ao da publicación do extracto no BOE".', 'correccion').prazo?.valor)
      .toEqual({ cantidade: 20, unidade: 'dias_habiles', desde: 'boe' });
  });

  it('a fee on its line under its heading, by group in a table, none when not subject to it; a fee ordinance is the fee\'s', () => {
    expect(ler('3.2. Taxa:\n16,80 euros.').taxa?.valor).toBe(16.8);
    expect(ler('Subgrupo C1. Os dereitos de exame son, segundo o subgrupo da praza:\nSubgrupo A1: 30,00 euros\nSubgrupo C1: 18,00 euros').taxa?.valor).toBe(18);
    expect(ler('A participación neste proceso non está suxeita a taxa.').taxa?.valor).toBe(0);
    expect(ler('A taxa por dereitos de exame é de 20 euros, segundo a Ordenanza fiscal da taxa por expedición de documentos.').taxa?.valor).toBe(20);
  });

  it('an address a PDF cut at a dot is one address', () => {
    expect(ler('As solicitudes presentaranse na sede electrónica (https://viveiro.\nsedelectronica.gal) do Concello.').sedeElectronica?.valor).toBe('https://viveiro.sedelectronica.gal');
  });
});

describe('exam dates', () => {
  it('dates in words, items of a dated list, and not a bulletin cited by date, a bound or a date replaced', () => {
    expect(ler('O primeiro exercicio terá lugar o luns, dezanove de xaneiro de dous mil vinte e seis, ás dez horas.', 'data_exame').datasExame?.map((d) => d.valor)).toEqual(['2026-01-19']);
    expect(ler('Faise pública a data de realización das probas:\n- Primeiro exercicio (teórico): 29.10.2026, ás 10.00 horas.\n- Segundo exercicio (práctico): 05.11.2026, ás 10.00 horas.', 'data_exame').datasExame?.map((d) => d.valor))
      .toEqual(['2026-10-29', '2026-11-05']);
    expect(ler('O exercicio da fase de oposición realizarase o día 17 de maio de 2026 nas sedes que fixa a convocatoria (DOG núm. 103, do 3 de xuño).', 'data_exame').datasExame?.map((d) => d.valor)).toEqual(['2026-05-17']);
    expect(ler('O primeiro exercicio realizarase nunha data non anterior ao 1 de marzo de 2026.').datasExame).toBeUndefined();
    expect(ler('Modifícase a data do primeiro exercicio, fixada para o 15 de novembro de 2026, que pasa a realizarse o 29 de novembro de 2026.', 'correccion').datasExame?.map((d) => d.valor)).toEqual(['2026-11-29']);
  });
});
