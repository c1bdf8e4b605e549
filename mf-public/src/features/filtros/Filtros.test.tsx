import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cumpreFiltros, type Opo } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { opoLugo, opoOleiros } from '../testData';
import { FiltrosBar, useFiltros } from './Filtros';

/** A list page reduced to its filters and the names of the competitions they leave. */
function Lista({ opos }: { opos: Opo[] }) {
  const [filtros, setFiltros] = useFiltros();
  return (
    <>
      <FiltrosBar opos={opos} filtros={filtros} onChange={setFiltros} />
      <ul aria-label="shown">{opos.filter((o) => cumpreFiltros(o, filtros)).map((o) => <li key={o.uuid}>{o.organizacion}</li>)}</ul>
    </>
  );
}

const auxiliar = (i: number): Opo => ({
  ...opoOleiros, uuid: `aux${i}`, organizacion: `Concello ${i}`, grupo: 'C2', nivelTitulacion: 'eso', tipoPersoal: 'funcionario_carreira',
  quendas: i % 2 ? ['libre', 'promocion_interna'] : ['libre'], bolsa: false, prazas: 2,
});
const opos: Opo[] = [
  auxiliar(1), auxiliar(2), auxiliar(3),
  { ...opoLugo, uuid: 'b1', organizacion: 'Deputación de Lugo', grupo: 'AP', nivelTitulacion: 'certificado_escolaridade', tipoPersoal: 'laboral_temporal', bolsa: true },
  // Its texts state nothing: no choice of a fact finds it, and each fact's list counts it apart.
  { ...opoLugo, uuid: 'x', organizacion: 'Concello de Sarria' },
];
const shown = () => within(screen.getByRole('list', { name: 'shown' })).queryAllByRole('listitem').map((li) => li.textContent);
const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => o.textContent);

describe('the filters on the facts of the processes', () => {
  it('offer each value with its count and how many do not say it, in Galician', () => {
    renderWithProviders(<Lista opos={opos} />);
    expect(optionTexts('Grupo')).toEqual(['Todos', 'C2 (3)', 'AP (agrupacións profesionais) (1)', 'Non o din os textos: 1']);
    expect(optionTexts('Titulación esixida')).toEqual(['Todas', 'Certificado de escolaridade (1)', 'ESO / Graduado escolar (3)', 'Non o din os textos: 1']);
    expect(optionTexts('Tipo de persoal')).toEqual(['Todos', 'Persoal funcionario de carreira (3)', 'Persoal laboral temporal (1)', 'Non o din os textos: 1']);
    expect(optionTexts('Quenda')).toEqual(['Todas', 'Acceso libre (3)', 'Promoción interna (2)', 'Non o din os textos: 2']);
    expect(optionTexts('Bolsa ou prazas')).toEqual(['Todos', 'Bolsa de emprego (1)', 'Prazas en propiedade (3)', 'Non o din os textos: 1']);
    const nonConsta = [...(screen.getByLabelText('Quenda') as HTMLSelectElement).options].at(-1)!;
    expect(nonConsta).toBeDisabled();
  });

  it('write the choice in the URL, combine, recount, and clear', async () => {
    const { router } = renderWithProviders(<Lista opos={opos} />, { route: '/?textoBusqueda=auxiliar' });
    await userEvent.selectOptions(screen.getByLabelText('Bolsa ou prazas'), 'Prazas en propiedade (3)');
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=auxiliar&bolsa=0'));
    expect(shown()).toEqual(['Concello 1', 'Concello 2', 'Concello 3']);
    // The other lists count what the chosen filter leaves.
    expect(optionTexts('Grupo')).toEqual(['Todos', 'C2 (3)']);
    await userEvent.selectOptions(screen.getByLabelText('Quenda'), 'Promoción interna (2)');
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=auxiliar&quenda=promocion_interna&bolsa=0'));
    expect(shown()).toEqual(['Concello 1', 'Concello 3']);
    await userEvent.selectOptions(screen.getByLabelText('Grupo'), 'C2 (2)');
    await userEvent.selectOptions(screen.getByLabelText('Titulación esixida'), 'ESO / Graduado escolar (2)');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de persoal'), 'Persoal funcionario de carreira (2)');
    await waitFor(() => expect(router.state.location.search)
      .toBe('?textoBusqueda=auxiliar&grupo=C2&titulacion=eso&persoal=funcionario_carreira&quenda=promocion_interna&bolsa=0'));
    expect(shown()).toEqual(['Concello 1', 'Concello 3']);
    // Back to every value of one filter.
    await userEvent.selectOptions(screen.getByLabelText('Bolsa ou prazas'), 'Todos');
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=auxiliar&grupo=C2&titulacion=eso&persoal=funcionario_carreira&quenda=promocion_interna'));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar os filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=auxiliar'));
    expect(shown()).toHaveLength(5);
  });

  it('open with the facts of a shared URL, the list folded open, in Spanish', () => {
    renderWithProviders(<Lista opos={opos} />, {
      route: '/?grupo=AP&titulacion=certificado_escolaridade&persoal=laboral_temporal&bolsa=1',
      preloadedState: { language: { lang: 'es' } },
    });
    expect(shown()).toEqual(['Deputación de Lugo']);
    expect(screen.getByLabelText('Grupo')).toHaveValue('AP');
    expect(screen.getByLabelText('Titulación exigida')).toHaveValue('certificado_escolaridade');
    expect(screen.getByLabelText('Tipo de personal')).toHaveValue('laboral_temporal');
    expect(screen.getByLabelText('Bolsa o plazas')).toHaveValue('1');
    expect(screen.getByLabelText('Turno')).toHaveValue('');
    expect(optionTexts('Bolsa o plazas')).toEqual(['Todos', 'Bolsa de empleo (1)']);
    expect(screen.getByText(/^Filtrar/).closest('details')).toHaveAttribute('open');
    expect(screen.getByText(/^Filtrar/)).toHaveTextContent('Filtrar (4)');
  });

  it('a value the page does not know is left out, the list unfiltered', () => {
    renderWithProviders(<Lista opos={opos} />, { route: '/?grupo=E&bolsa=quizais' });
    expect(shown()).toHaveLength(5);
    expect(screen.getByLabelText('Grupo')).toHaveValue('');
  });
});
