import { lerFeitos } from './index.js';

/** Probe sentences of our own, one per class of wording a call uses for a pool or for permanent posts. */
const ler = (texto: string, tipo = 'convocatoria_bases', titulo = '') => lerFeitos(texto, { bop: 'BOP Ourense', titulo, tipo, fecha: '2026-02-02' });
const bolsa = (texto: string, tipo?: string, titulo?: string) => ler(texto, tipo, titulo).bolsa?.valor;

describe('pool or permanent posts', () => {
  it('a pool named as such, in either language', () => {
    expect(bolsa('É obxecto destas bases a constitución dunha bolsa de emprego de auxiliares de axuda no fogar.')).toBe(true);
    expect(bolsa('Es objeto de las presentes bases la creación de una bolsa de empleo de socorristas.')).toBe(true);
    expect(bolsa('Bases reguladoras da bolsa de traballo para a categoría de peón de obras.')).toBe(true);
    expect(bolsa('Convocatoria para a formación dunha lista de reserva de persoal de limpeza.')).toBe(true);
    expect(bolsa('Bases para a elaboración dunha listaxe de substitucións de educadores/as.')).toBe(true);
  });

  it('a list named after the staff it hires, or after hiring temporary staff', () => {
    expect(bolsa('Bases para a formación dunha listaxe de persoal funcionario interino na categoría de técnico/a de prevención.')).toBe(true);
    expect(bolsa('Ábrese o prazo de inscrición nas listas para a selección de persoal temporal do Servizo Galego de Saúde.', 'bolsa_emprego')).toBe(true);
    expect(bolsa('Bases de la lista de personal laboral temporal de socorristas.')).toBe(true);
  });

  it('a step that applies a list already formed says nothing of the process', () => {
    expect(bolsa('En aplicación da lista de reserva constituída por Resolución do 2 de abril, nomeouse funcionaria interina a dona X.', 'nomeamento')).toBeUndefined();
  });

  it('a temporary cover named without the places it fills is a pool', () => {
    expect(bolsa('Convocatoria para a cobertura temporal de postos de enfermeiro/a nos centros de día.')).toBe(true);
    expect(bolsa('Bases para atender as necesidades temporais de persoal de limpeza mediante nomeamento interino.')).toBe(true);
  });

  it('a counted place or person filled, even interim or temporary, is no pool (a list of the losers besides it neither)', () => {
    // Labelling convention of every set: "bolsa: false when it fills posts"; an interim hire to a vacancy fills one.
    expect(bolsa('Bases para cubrir interinamente unha praza de arquitecto/a mentres non se cubra en propiedade.')).toBe(false);
    expect(bolsa('Convocatoria para cubrir temporalmente el puesto de técnico de cultura.')).toBe(false);
    expect(bolsa('Bases para o nomeamento interino dun/dunha técnico/a de xestión.')).toBe(false);
    expect(bolsa('Proceso para a substitución dunha traballadora social durante a súa baixa.')).toBe(false);
    expect(bolsa('', 'convocatoria_bases', 'Bases para a selección por concurso-oposición dun/dunha arquitecto/a técnico/a, persoal funcionario interino, e formación de lista de reserva')).toBe(false);
  });

  it('permanent posts: vacant post of the staff chart, ownership, an employment offer', () => {
    expect(bolsa('Convócase unha praza vacante do cadro de persoal funcionario, incluída na oferta de emprego público de 2025.')).toBe(false);
    expect(bolsa('Bases para la provisión en propiedad de una plaza de policía local.')).toBe(false);
  });

  it('a pool formed from those who pass without a place does not make the call a pool', () => {
    expect(bolsa('Convócase unha praza de auxiliar administrativo, persoal funcionario de carreira, polo sistema de oposición libre.\nAs persoas aprobadas sen praza formarán parte dunha bolsa de emprego.')).toBe(false);
    expect(bolsa('Se convoca una plaza de oficial electricista, personal laboral fijo.\nCon los aspirantes que superen el proceso sin obtener plaza se constituirá una bolsa de empleo.')).toBe(false);
  });
});

describe('a later step of a process (issue 22: the convention of the sets written apart from the rules)', () => {
  it('a step that counts the places it fills and names no pool is of permanent posts, quoting the count', () => {
    const r = ler('Aprobouse a lista provisional de persoas admitidas no proceso selectivo para a provisión de tres prazas de condutor/a de maquinaria.', 'admitidos');
    expect(r.bolsa?.valor).toBe(false);
    expect(r.bolsa?.confianza).toBe(0.5);
    expect(r.bolsa?.cita).toContain('tres prazas de condutor/a');
    expect(bolsa('Designouse o tribunal cualificador do proceso selectivo dunha praza de bibliotecario/a.', 'tribunal')).toBe(false);
    expect(bolsa('El tribunal calificador del proceso para la provisión de la plaza de Ingeniero/a de Caminos hace públicas las calificaciones.', 'resultados')).toBe(false);
    expect(bolsa('Convócase ás persoas admitidas no proceso de 12 prazas vacantes de bombeiro/a para o primeiro exercicio o 3 de marzo.', 'data_exame')).toBe(false);
    expect(bolsa('Onde di: "oito prazas", debe dicir: "nove prazas".', 'correccion')).toBe(false);
    // A pool formed afterwards from those who pass without a place does not make the step a pool's.
    expect(bolsa('Finalizado o proceso de dúas prazas de peón, propónse a contratación dos dous primeiros.\nO terceiro integrará a lista de substitucións.', 'resultados')).toBe(false);
  });

  it('a step naming a pool stays a pool, an interim appointment follows the existing rules, a bare step says nothing', () => {
    expect(bolsa('Lista de admitidos para a bolsa de emprego de socorristas, para cubrir dúas prazas de socorrista no verán.', 'admitidos')).toBe(true);
    expect(bolsa('Lista provisional de admitidos en la bolsa de empleo de auxiliares de ayuda a domicilio.', 'admitidos')).toBe(true);
    expect(bolsa('Nomeamento interino de dona X para a praza de técnico/a de xestión mentres non se cubra en propiedade.', 'nomeamento')).toBeUndefined();
    expect(bolsa('Por Resolución da Alcaldía nomeouse funcionaria interina a dona X na praza de auxiliar administrativo/a.', 'nomeamento')).toBeUndefined();
    expect(bolsa('Contratación laboral temporal de dous peóns de obras, tras o proceso de selección.', 'nomeamento')).toBeUndefined();
    expect(bolsa('Convócase ás persoas admitidas no proceso selectivo de auxiliar administrativo para o primeiro exercicio.', 'data_exame')).toBeUndefined();
  });
});

describe('an offer (oep): permanent places, never a pool', () => {
  it('an offer of one post is of a permanent place, in either language', () => {
    expect(bolsa('Apróbase a oferta de emprego público para o ano 2050, que comprende a seguinte praza: Denominación: operario/a de servizos múltiples. Grupo: agrupacións profesionais. Número de vacantes: 1.', 'oep')).toBe(false);
    expect(bolsa('Se aprueba la oferta de empleo público para el año 2050, que comprende la siguiente plaza: Denominación: conserje. Número de vacantes: 1.', 'oep')).toBe(false);
  });

  it('an offer of several posts states no fact of a process', () => {
    expect(ler('Apróbase a oferta de emprego público para o ano 2050. Persoal funcionario: unha praza de auxiliar administrativo/a, subgrupo C2; unha praza de arquitecto/a técnico/a, subgrupo A2.', 'oep').bolsa).toBeUndefined();
  });
});
