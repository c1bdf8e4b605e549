import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiltroBusqueda } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { ConfigurarBusquedaPage } from './ConfigurarBusquedaPage';

const BASE = '/api/v1/config/configurar/busqueda';
const filtro = (over: Partial<FiltroBusqueda>): FiltroBusqueda => ({
  uuidEntidad: 'f1', bop: 'BOP Lugo', textoBusqueda: 'OPOSICIÓN', prioridad: 1, indexable: true, ...over,
});

describe('ConfigurarBusquedaPage', () => {
  const list = [
    filtro({}),
    filtro({ uuidEntidad: 'f2', bop: 'BOP Lugo', textoBusqueda: 'CONCURSO', prioridad: 0, indexable: false }),
    filtro({ uuidEntidad: 'f3', bop: 'DOG', textoBusqueda: 'PRAZAS', prioridad: 3 }),
  ];

  it('groups the filters by bulletin, sorted by priority, and shows one bulletin when picked', async () => {
    stubFetch({ [`${BASE}/ver`]: () => ({ body: list }) });
    const { router } = renderWithProviders(<ConfigurarBusquedaPage />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    const lugo = await screen.findByRole('region', { name: 'BOP Lugo (2)' });
    const rows = within(lugo).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['CONCURSO', 'OPOSICIÓN']);
    expect(within(rows[0]).getByText('NON')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'DOG (1)' })).toBeInTheDocument();
    expect(screen.getByText(/próxima análise/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Mostrar o boletín'), 'DOG');
    expect(screen.queryByRole('region', { name: 'BOP Lugo (2)' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'DOG (1)' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bop=DOG');
    expect(screen.getByLabelText('Boletín')).toHaveValue('DOG'); // the new filter defaults to the bulletin shown

    await userEvent.selectOptions(screen.getByLabelText('Mostrar o boletín'), '');
    await userEvent.type(screen.getByLabelText('Buscar nos filtros'), 'oposicion');
    expect(screen.getByRole('region', { name: 'BOP Lugo (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'DOG (1)' })).not.toBeInTheDocument();
  });

  it('shows the error state', async () => {
    stubFetch({ [`${BASE}/ver`]: () => ({ status: 500, body: { codigo: 'ERRO_INTERNO', descripcion: 'Erro interno do servidor' } }) });
    renderWithProviders(<ConfigurarBusquedaPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Erro interno do servidor');
  });

  it('creates a filter: one-item array, text upper-cased, priority a number, indexable defaulting to SI', async () => {
    let stored: FiltroBusqueda[] = [];
    const calls = stubFetch({
      [`${BASE}/ver`]: () => ({ body: stored }),
      [`POST ${BASE}`]: (_u, init) => {
        const [item] = init.body as unknown as Omit<FiltroBusqueda, 'uuidEntidad'>[];
        stored = [{ uuidEntidad: 'n1', ...item }];
        return { body: stored };
      },
    });
    renderWithProviders(<ConfigurarBusquedaPage />);
    expect(await screen.findByText('Aínda non hai ningún filtro.')).toBeInTheDocument();
    expect(screen.getByLabelText('Indexable')).toHaveValue('true');
    expect(screen.getByLabelText('Boletín')).toHaveValue('');
    expect(within(screen.getByLabelText('Boletín')).getByRole('option', { name: 'SELECCIONA' })).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('Boletín'), 'BOP Ourense');
    await userEvent.type(screen.getByLabelText('Texto de busca'), 'proceso selectivo');
    await userEvent.clear(screen.getByLabelText('Prioridade'));
    await userEvent.type(screen.getByLabelText('Prioridade'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Filtro de busca creado correctamente')).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual([{ textoBusqueda: 'PROCESO SELECTIVO', bop: 'BOP Ourense', indexable: true, prioridad: 4 }]);
    const group = await screen.findByRole('region', { name: 'BOP Ourense (1)' });
    expect(within(group).getByRole('cell', { name: 'PROCESO SELECTIVO' })).toBeInTheDocument();
  });

  it('shows the server descripcion when saving fails', async () => {
    stubFetch({
      [`${BASE}/ver`]: () => ({ body: list }),
      [`POST ${BASE}/modificar`]: () => ({ status: 409, body: { codigo: 'DUPLICADO', descripcion: 'Xa existe un filtro de BOP Lugo co texto "CONCURSO"' } }),
    });
    renderWithProviders(<ConfigurarBusquedaPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: BOP Lugo – OPOSICIÓN' }));
    expect(screen.getByRole('heading', { name: 'Modificar filtro' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Texto de busca'));
    await userEvent.type(screen.getByLabelText('Texto de busca'), 'concurso');
    await userEvent.click(screen.getByRole('button', { name: 'Gardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Xa existe un filtro de BOP Lugo co texto "CONCURSO"');
    expect(screen.queryByText(/modificado correctamente/)).not.toBeInTheDocument();
  });

  it('edits and deletes a filter', async () => {
    let stored = [...list];
    const calls = stubFetch({
      [`${BASE}/ver`]: () => ({ body: stored }),
      [`POST ${BASE}/modificar`]: (_u, init) => {
        const b = init.body as unknown as FiltroBusqueda;
        stored = stored.map((f) => (f.uuidEntidad === b.uuidEntidad ? b : f));
        return { body: b };
      },
      [`DELETE ${BASE}/eliminar`]: (_u, init) => {
        const { uuidEntidad } = init.body as unknown as { uuidEntidad: string };
        const gone = stored.find((f) => f.uuidEntidad === uuidEntidad)!;
        stored = stored.filter((f) => f !== gone);
        return { body: gone };
      },
    });
    renderWithProviders(<ConfigurarBusquedaPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar: DOG – PRAZAS' }));
    await userEvent.selectOptions(screen.getByLabelText('Indexable'), 'NON');
    await userEvent.selectOptions(screen.getByLabelText('Boletín'), 'BOE');
    await userEvent.click(screen.getByRole('button', { name: 'Gardar cambios' }));
    expect(await screen.findByText('Filtro de busca modificado correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/modificar'))!.body).toEqual({ uuidEntidad: 'f3', textoBusqueda: 'PRAZAS', bop: 'BOE', indexable: false, prioridad: 3 });
    expect(await screen.findByRole('region', { name: 'BOE (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar: BOE – PRAZAS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar eliminación: BOE – PRAZAS' }));
    expect(await screen.findByText('Filtro de busca eliminado correctamente')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'BOE (1)' })).not.toBeInTheDocument();
  });
});
