import { tituloProcesoNoIdioma } from './tituloProceso';

describe("an automatic process's title in the reader's language", () => {
  it('says the places, group, pool and turn in Spanish, and keeps the body as printed', () => {
    expect(tituloProcesoNoIdioma('Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo', true, 'es'))
      .toBe('Socorrista · 2 plazas agrupaciones profesionales · Concello de Ribadeo');
    expect(tituloProcesoNoIdioma('Auxiliar administrativo/a · 1 praza C2, bolsa de emprego, promoción interna, 2026 · Concello de Lugo', true, 'es'))
      .toBe('Auxiliar administrativo/a · 1 plaza C2, bolsa de empleo, promoción interna, 2026 · Concello de Lugo');
    expect(tituloProcesoNoIdioma('Peón · quenda de discapacidade, mobilidade · Concello de Vigo', true, 'es'))
      .toBe('Peón · turno de discapacidad, movilidad · Concello de Vigo');
  });

  it('says the post in Spanish when every word of it is known, and leaves it as printed otherwise', () => {
    expect(tituloProcesoNoIdioma('Axente da policía local · 4 prazas C1 · Concello de Lugo', true, 'es'))
      .toBe('Agente de la policía local · 4 plazas C1 · Concello de Lugo');
    expect(tituloProcesoNoIdioma('Técnico/a de xestión · A2 · Deputación de Ourense', true, 'es')).toBe('Técnico/a de gestión · A2 · Deputación de Ourense');
    expect(tituloProcesoNoIdioma('Auxiliar de axuda no fogar · C2, bolsa de emprego · Concello de Ames', true, 'es'))
      .toBe('Auxiliar de ayuda en el hogar · C2, bolsa de empleo · Concello de Ames');
    expect(tituloProcesoNoIdioma('Oficial de segunda de carpintaría · Concello de Ames', true, 'es')).toBe('Oficial de segunda de carpintaría · Concello de Ames');
    expect(tituloProcesoNoIdioma('Técnico/a de servizos sociais · Concello de Ames', true, 'es')).toBe('Técnico/a de servizos sociais · Concello de Ames');
    expect(tituloProcesoNoIdioma('Auxiliar de limpeza de edificios · Concello de Ames', true, 'es')).toBe('Auxiliar de limpieza de edificios · Concello de Ames');
    expect(tituloProcesoNoIdioma('Peón de obras e servizos · Concello de Ames', true, 'es')).toBe('Peón de obras y servicios · Concello de Ames');
  });

  it('says a process without a post in Spanish: an offer, a provision contest', () => {
    expect(tituloProcesoNoIdioma('Oferta de emprego público · 2027 · Concello de Sarria', true, 'es')).toBe('Oferta de empleo público · 2027 · Concello de Sarria');
    expect(tituloProcesoNoIdioma('Provisión de postos de traballo · Consellería do Mar', true, 'es')).toBe('Provisión de puestos de trabajo · Consellería do Mar');
  });

  it('keeps a title with an empty part as it is (no post printed)', () => {
    expect(tituloProcesoNoIdioma(' · 2 prazas · Concello de Ames', true, 'es')).toBe(' · 2 plazas · Concello de Ames');
  });

  it('changes nothing in Galician, nor a title an administrator wrote', () => {
    const t = 'Socorrista · 2 prazas agrupacións profesionais · Concello de Ribadeo';
    expect(tituloProcesoNoIdioma(t, true, 'gl')).toBe(t);
    expect(tituloProcesoNoIdioma(t, false, 'es')).toBe(t);
    expect(tituloProcesoNoIdioma(t, undefined, 'es')).toBe(t);
  });

  it('takes a lone second part for the body unless it is wholly the site\'s words', () => {
    expect(tituloProcesoNoIdioma('Conserxe · Concello de Boiro', true, 'es')).toBe('Conserje · Concello de Boiro');
    expect(tituloProcesoNoIdioma('Conserxe · 3 prazas', true, 'es')).toBe('Conserje · 3 plazas');
  });
});
