import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { FeitosDoTexto, ProcesoOposicion } from 'shared';
import { offer } from '../../features/testData';
import { OfferDetailPage } from './OfferDetailPage';

const BASES = 'opo-bases';
const CORRECCION = 'opo-correccion';
const fases: ProcesoOposicion['procesosOposicionesList'] = [
  { uuid: 'f1', titulo: 'Bases do proceso', orden: 1, fechaBop: [2026, 2, 10], urlDetalle: 'https://bop.example/bases', archivo: null, tipoEdicto: 'convocatoria_bases', bop: 'BOP A Coruña', uuidOpo: BASES },
  { uuid: 'f2', titulo: 'Corrección de erros', orden: 2, fechaBop: [2026, 2, 20], urlDetalle: 'https://bop.example/correccion', archivo: null, tipoEdicto: 'correccion', bop: 'BOP A Coruña', uuidOpo: CORRECCION },
];
const de = (edicto: string) => ({ edicto, confianza: 0.9 });
const completos: FeitosDoTexto = {
  posto: { valor: { nome: 'Auxiliar administrativo/a' }, cita: 'Unha praza de auxiliar administrativo/a.', ...de(BASES) },
  prazas: { valor: { total: 3, libre: 2, promocionInterna: 1 }, cita: 'Tres prazas: dúas pola quenda libre e unha de promoción interna.', ...de(BASES) },
  grupo: { valor: 'C2', cita: 'Escala de Administración xeral, subgrupo C2.', ...de(BASES) },
  tipoPersoal: { valor: 'funcionario_carreira', cita: 'Persoal funcionario de carreira.', ...de(BASES) },
  sistema: { valor: 'concurso-oposicion', cita: 'O sistema de selección será o concurso-oposición.', ...de(BASES) },
  bolsa: { valor: false, cita: 'Tres prazas vacantes do cadro de persoal.', ...de(BASES) },
  titulacion: { valor: { nivel: 'eso', nome: 'Graduado en ESO' }, cita: 'Estar en posesión do título de Graduado en ESO.', ...de(BASES) },
  galego: { valor: { requisito: 'celga', nivel: 4 }, cita: 'Acreditar o CELGA 4 ou equivalente.', ...de(BASES) },
  carne: { valor: ['B'], cita: 'Permiso de conducir da clase B.', ...de(BASES) },
  idade: { valor: { minima: 18, maxima: 35 }, cita: 'Ter entre 18 e 35 anos.', ...de(BASES) },
  // A correction changed the fee: the fact links to the correction.
  taxa: { valor: 30, cita: 'Onde di 20 euros debe dicir 30 euros.', ...de(CORRECCION) },
  sedeElectronica: { valor: 'https://sede.oleiros.example', cita: 'Na sede electrónica (https://sede.oleiros.example).', ...de(BASES) },
  prazo: { valor: { cantidade: 20, unidade: 'dias_habiles', desde: 'boe' }, cita: 'Vinte días hábiles desde o seguinte ao da publicación no BOE.', ...de(BASES) },
  datasExame: [{ valor: '2026-05-09', cita: 'O primeiro exercicio será o 9 de maio de 2026.', edicto: BASES, confianza: 0.4 }],
};

const renderOffer = (body: ProcesoOposicion, lang: 'gl' | 'es') => {
  stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body }) });
  return renderWithProviders(<OfferDetailPage />, { route: '/oposicion/auxiliar-oleiros', path: '/oposicion/:opo', preloadedState: { language: { lang } } });
};

/** The panel's rows as a person reads them: name → value (without the quotes' disclosures). */
async function filas() {
  const panel = await screen.findByRole('region', { name: /^Datos (da|de la) convocatoria$/ });
  const rows = within(panel).getAllByRole('term').map((dt) => {
    const dd = dt.nextElementSibling as HTMLElement;
    const valor = [...dd.querySelectorAll('.feito-valor')].map((v) => v.textContent).join(' | ');
    return [dt.textContent, valor];
  });
  return { panel, rows: Object.fromEntries(rows) as Record<string, string> };
}

describe('the facts panel of a process page', () => {
  it('says every fact in words, with its quote and a link to the edict it came from (gl)', async () => {
    const year = new Date().getFullYear();
    renderOffer({ ...offer, feitos: completos, procesosOposicionesList: fases,
      prazo: { ultimoDia: [year, 3, 12], aberto: true, diasHabilesRestantes: 6, diasRestantes: 8, estimado: false, pendente: false, texto: 'vinte días hábiles' } }, 'gl');
    const { panel, rows } = await filas();
    expect(rows).toEqual({
      Posto: 'Auxiliar administrativo/a',
      Prazas: '3 (2 quenda libre, 1 promoción interna)',
      Grupo: 'C2',
      Persoal: 'funcionario/a de carreira',
      Sistema: 'concurso-oposición',
      Modalidade: 'provisión de prazas (non é unha bolsa)',
      Titulación: 'ESO ou equivalente (Graduado en ESO)',
      Galego: 'CELGA 4',
      'Carné de conducir': 'B',
      Idade: 'entre 18 e 35 anos',
      Taxa: expect.stringMatching(/^30,00\s€$/),
      'Onde presentar': 'sede electrónica (sede.oleiros.example) (abre nunha nova xanela)',
      Prazo: '20 días hábiles desde a publicación no BOE (último día: 12 de marzo)',
      'Datas de exame': '9 de maio de 2026',
    });
    expect(within(panel).getByRole('link', { name: /^sede electrónica/ })).toHaveAttribute('href', 'https://sede.oleiros.example');
    expect(panel).toHaveTextContent('Lemos estes datos automaticamente dos textos publicados dos edictos');
    expect(panel).toHaveTextContent('o que vale é o que din as bases');
    expect(panel.querySelector('dl')).not.toBeNull();
    // Each fact: its quote in a disclosure, and the edict it came from.
    const grupo = screen.getByText('Grupo', { selector: 'dt' }).nextElementSibling as HTMLElement;
    const cita = within(grupo).getByText('Texto do edicto', { exact: false, selector: 'summary' });
    expect(cita).toHaveTextContent('Texto do edicto sobre Grupo');
    expect(grupo.querySelector('blockquote')).toHaveTextContent('Escala de Administración xeral, subgrupo C2.');
    expect(grupo.querySelector('blockquote')).toHaveAttribute('cite', 'https://bop.example/bases');
    expect(within(grupo).getByRole('link', { name: /^Ver o edicto \(BOP A Coruña, 10 de febreiro de 2026\)/ })).toHaveAttribute('href', 'https://bop.example/bases');
    const taxa = screen.getByText('Taxa', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(taxa).getByRole('link', { name: /^Ver o edicto \(BOP A Coruña, 20 de febreiro de 2026\)/ })).toHaveAttribute('href', 'https://bop.example/correccion');
    // A reading of low confidence says so.
    const datas = screen.getByText('Datas de exame', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(datas).toHaveTextContent('lectura dubidosa: comproba o texto');
    expect(grupo).not.toHaveTextContent('dubidosa');
    // The disclosure opens on a click.
    const details = cita.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(cita);
    expect(details.open).toBe(true);
  });

  it('says "no consta" where the texts do not say, in Spanish, and links each fact to its own edict', async () => {
    const parte: FeitosDoTexto = {
      grupo: { valor: 'AP', cita: 'Agrupacións profesionais.', ...de(CORRECCION) },
      tipoPersoal: { valor: 'laboral_temporal', cita: 'Contrato laboral temporal.', ...de(BASES) },
      bolsa: { valor: true, cita: 'Formación dunha bolsa de emprego.', ...de(BASES) },
      galego: { valor: { requisito: 'exame' }, cita: 'Quen non acredite o CELGA 2 fará unha proba.', ...de(BASES) },
      taxa: { valor: 0, cita: 'Non está suxeita a taxa.', ...de(BASES) },
      prazo: { valor: { cantidade: 1, unidade: 'meses', desde: 'publicacion' }, cita: 'Un mes desde a publicación.', ...de(BASES) },
      titulacion: { valor: { nivel: 'certificado_escolaridade' }, cita: 'Certificado de escolaridade.', ...de(BASES) },
    };
    renderOffer({ ...offer, feitos: parte, procesosOposicionesList: fases, prazo: null }, 'es');
    const { rows } = await filas();
    expect(rows).toEqual({
      Puesto: 'no consta',
      Plazas: 'no consta',
      Grupo: 'AP (agrupaciones profesionales)',
      Personal: 'laboral temporal',
      Sistema: 'no consta',
      Modalidad: 'bolsa de empleo',
      Titulación: 'certificado de escolaridad o equivalente',
      Gallego: 'prueba de gallego en el proceso',
      'Carné de conducir': 'no consta',
      Edad: 'no consta',
      Tasa: 'sin tasa',
      'Dónde presentar': 'no consta',
      Plazo: '1 mes desde la publicación del anuncio',
      'Fechas de examen': 'no consta',
    });
    const grupo = screen.getByText('Grupo', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(grupo).getByRole('link', { name: /^Ver el edicto \(BOP A Coruña, 20 de febrero de 2026\)/ })).toHaveAttribute('href', 'https://bop.example/correccion');
    expect(within(grupo).getByText('Texto del edicto', { exact: false, selector: 'summary' })).toBeInTheDocument();
    // A fact not stated has neither quote nor link.
    const posto = screen.getByText('Puesto', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(posto.querySelector('details, a')).toBeNull();
    expect(screen.getByRole('region', { name: 'Datos de la convocatoria' })).toHaveTextContent('lo que vale es lo que dicen las bases');
  });

  it('a fact whose edict is not a phase with an address keeps its quote, without a link; places all of one turn name it once', async () => {
    renderOffer({ ...offer, procesosOposicionesList: fases, feitos: {
      grupo: { valor: 'C1', cita: 'Subgrupo C1.', edicto: 'outro', confianza: 0.9 },
      prazas: { valor: { total: 4, libre: 4 }, cita: 'Catro prazas pola quenda libre.', ...de(BASES) },
    } }, 'gl');
    expect((await filas()).rows.Prazas).toBe('4 (quenda libre)');
    const grupo = screen.getByText('Grupo', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(grupo.querySelector('blockquote')).toHaveTextContent('Subgrupo C1.');
    expect(within(grupo).queryByRole('link')).toBeNull();
  });

  it('a call of several posts lists each with its places, group and turn, in both languages, and no single places or group', async () => {
    const postos: FeitosDoTexto = {
      postos: { valor: [{ nome: 'Enxeñeiro/a técnico/a de obras públicas', prazas: 3, grupo: 'A2', quenda: 'libre' }, { nome: 'Operario/a', prazas: 1, grupo: 'AP' }],
        cita: 'Tres prazas de enxeñeiro/a técnico/a de obras públicas, subgrupo A2, quenda libre. Unha praza de operario/a, agrupacións profesionais.', ...de(BASES) },
      sistema: { valor: 'concurso-oposicion', cita: 'Concurso-oposición.', ...de(BASES) },
    };
    const { unmount } = renderOffer({ ...offer, procesosOposicionesList: fases, feitos: postos }, 'gl');
    const gl = (await filas()).rows;
    expect(gl['Postos convocados']).toBe('Enxeñeiro/a técnico/a de obras públicas (3 prazas, A2, quenda libre)Operario/a (1 praza, AP (agrupacións profesionais))');
    expect(gl).not.toHaveProperty('Prazas');
    expect(gl).not.toHaveProperty('Grupo');
    const fila = screen.getByText('Postos convocados', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect([...fila.querySelectorAll('.feito-posto')].map((e) => e.textContent)).toHaveLength(2);
    expect(fila.querySelector('blockquote')).toHaveTextContent('Tres prazas de enxeñeiro/a técnico/a de obras públicas');
    unmount();
    renderOffer({ ...offer, procesosOposicionesList: fases, feitos: postos }, 'es');
    expect((await filas()).rows['Puestos convocados']).toBe('Enxeñeiro/a técnico/a de obras públicas (3 plazas, A2, turno libre)Operario/a (1 plaza, AP (agrupaciones profesionales))');
  });

  it('an offer no text was read for shows no panel', async () => {
    renderOffer(offer, 'gl');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('feitos-proceso')).toBeNull();
    expect(screen.queryByText('non consta')).toBeNull();
  });
});
