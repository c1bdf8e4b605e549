import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EtiquetaRegla } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { EtiquetasPage } from './EtiquetasPage';

const BASE = '/api/v1/config/configurar/etiquetas';
const regla = (over: Partial<EtiquetaRegla>): EtiquetaRegla => ({
  uuidEntidad: 'u1', etiqueta: 'Auxiliar', textoBusqueda: 'auxiliar', prioridad: 5, comprobarCadenaCompleta: true, ...over,
});

function rowTexts() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
}

describe('EtiquetasPage', () => {
  it('shows loading, then the rules sorted by priority, and sorts by a column header', async () => {
    stubFetch({
      [`${BASE}/ver`]: () => ({ body: [regla({}), regla({ uuidEntidad: 'u2', etiqueta: 'Bombeiros', textoBusqueda: 'bombeiro', prioridad: 1, comprobarCadenaCompleta: false })] }),
    });
    renderWithProviders(<EtiquetasPage />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Regras (2)' })).toBeInTheDocument();
    expect(rowTexts()).toEqual(['Bombeiros', 'Auxiliar']);
    expect(screen.getByRole('columnheader', { name: /Prioridade/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('table')).getByText('NON')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Etiqueta/ }));
    expect(rowTexts()).toEqual(['Auxiliar', 'Bombeiros']);
    await userEvent.click(screen.getByRole('button', { name: /^Etiqueta/ }));
    expect(rowTexts()).toEqual(['Bombeiros', 'Auxiliar']);
    expect(screen.getByRole('columnheader', { name: /^Etiqueta/ })).toHaveAttribute('aria-sort', 'descending');
    // The screen says when changes take effect.
    expect(screen.getByText(/próxima análise/)).toBeInTheDocument();
  });

  it('shows the error state with the server descripcion', async () => {
    stubFetch({ [`${BASE}/ver`]: () => ({ status: 403, body: { codigo: 'SEN_PERMISOS', descripcion: 'Sen permisos de administración' } }) });
    renderWithProviders(<EtiquetasPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Sen permisos de administración');
  });

  it('creates a rule: one-item array, text lower-cased, priority a number, whole-string check defaulting to SI', async () => {
    let stored: EtiquetaRegla[] = [];
    const calls = stubFetch({
      [`${BASE}/ver`]: () => ({ body: stored }),
      [`POST ${BASE}`]: (_u, init) => {
        const [item] = init.body as unknown as { textoBuscar: string; etiqueta: string; prioridade: number; comprobarCadenaCompleta: boolean }[];
        stored = [regla({ uuidEntidad: 'n1', etiqueta: item.etiqueta, textoBusqueda: item.textoBuscar, prioridad: item.prioridade })];
        return { body: stored };
      },
    });
    renderWithProviders(<EtiquetasPage />);
    expect(await screen.findByText('Aínda non hai ningunha regra.')).toBeInTheDocument();
    expect(screen.getByLabelText('Comprobar cadea completa')).toHaveValue('true');
    expect(screen.getByLabelText('Prioridade')).toHaveAttribute('type', 'number');
    expect(screen.queryByText(/correctamente/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Etiqueta'), 'Policía local');
    await userEvent.type(screen.getByLabelText('Texto a buscar'), 'Policía LOCAL');
    await userEvent.clear(screen.getByLabelText('Prioridade'));
    await userEvent.type(screen.getByLabelText('Prioridade'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Regra de etiqueta creada correctamente')).toHaveAttribute('role', 'status');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual([{ textoBuscar: 'policía local', etiqueta: 'Policía local', comprobarCadenaCompleta: true, prioridade: 12 }]);
    expect(await screen.findByRole('cell', { name: 'policía local' })).toBeInTheDocument();
    expect(screen.getByLabelText('Etiqueta')).toHaveValue('');
  });

  it('shows the server descripcion when creating fails, and no success message', async () => {
    stubFetch({
      [`${BASE}/ver`]: () => ({ body: [] }),
      [`POST ${BASE}`]: () => ({ status: 409, body: { codigo: 'DUPLICADO', descripcion: 'Xa existe unha regra da etiqueta "X" co texto "x"' } }),
    });
    renderWithProviders(<EtiquetasPage />);
    await screen.findByText('Aínda non hai ningunha regra.');
    await userEvent.type(screen.getByLabelText('Etiqueta'), 'X');
    await userEvent.type(screen.getByLabelText('Texto a buscar'), 'x');
    await userEvent.selectOptions(screen.getByLabelText('Comprobar cadea completa'), 'NON');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Xa existe unha regra da etiqueta "X" co texto "x"');
    expect(screen.queryByText(/creada correctamente/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Etiqueta')).toHaveValue('X'); // kept so the administrator can fix it
  });

  it('edits a rule through the form and deletes one after confirming', async () => {
    let stored = [regla({})];
    const calls = stubFetch({
      [`${BASE}/ver`]: () => ({ body: stored }),
      [`POST ${BASE}/modificar`]: (_u, init) => {
        const b = init.body as unknown as { uuidEntidad: string; textoBuscar: string; etiqueta: string; prioridade: number; comprobarCadenaCompleta: boolean };
        stored = [regla({ textoBusqueda: b.textoBuscar, prioridad: b.prioridade, comprobarCadenaCompleta: b.comprobarCadenaCompleta })];
        return { body: stored[0] };
      },
      [`DELETE ${BASE}/eliminar`]: () => {
        const gone = stored[0];
        stored = [];
        return { body: gone };
      },
    });
    renderWithProviders(<EtiquetasPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: Auxiliar – auxiliar' }));
    expect(screen.getByRole('heading', { name: 'Modificar regra' })).toBeInTheDocument();
    expect(screen.getByLabelText('Etiqueta')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Texto a buscar'));
    await userEvent.type(screen.getByLabelText('Texto a buscar'), 'AUXILIAR Administrativo');
    await userEvent.selectOptions(screen.getByLabelText('Comprobar cadea completa'), 'NON');
    await userEvent.click(screen.getByRole('button', { name: 'Gardar cambios' }));
    expect(await screen.findByText('Regra de etiqueta modificada correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/modificar'))!.body).toEqual({
      uuidEntidad: 'u1', textoBuscar: 'auxiliar administrativo', etiqueta: 'Auxiliar', comprobarCadenaCompleta: false, prioridade: 5,
    });
    expect(await screen.findByRole('cell', { name: 'auxiliar administrativo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: Auxiliar – auxiliar administrativo' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar eliminación: Auxiliar – auxiliar administrativo' }));
    expect(await screen.findByText('Regra de etiqueta eliminada correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ uuidEntidad: 'u1' });
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
  });
});

describe('EtiquetasPage search box', () => {
  it('narrows the rules by label or text, ignoring case and accents', async () => {
    stubFetch({
      [`${BASE}/ver`]: () => ({ body: [regla({}), regla({ uuidEntidad: 'u2', etiqueta: 'Policía', textoBusqueda: 'axente', prioridad: 1 })] }),
    });
    renderWithProviders(<EtiquetasPage />);
    await userEvent.type(await screen.findByLabelText('Buscar nas regras'), 'POLICIA');
    expect(rowTexts()).toEqual(['Policía']);
    expect(screen.getByText('1 de 2 regras')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar nas regras'), ' xyz');
    expect(screen.getByText('Nada coincide coa busca.')).toBeInTheDocument();
  });
});
