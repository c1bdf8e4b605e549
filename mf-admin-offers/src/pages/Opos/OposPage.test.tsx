import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { opo } from '../../testData';
import { OposPage } from './OposPage';

const lugo = opo();
const sarria = opo({ uuid: '33333333-3333-4333-8333-333333333333', organizacion: 'Concello de Sarria', verificado: false, etiquetas: [] });

describe('OposPage', () => {
  it('shows the last 7 days by default, every competition with Mostrable SI/NON, edit, create-offer and label links', async () => {
    const calls = stubFetch({ '/api/v1/config/opos/consultaDias': () => ({ body: [lugo, sarria] }) });
    renderWithProviders(<OposPage />, { route: '/admin/opos' });
    expect(await screen.findByRole('heading', { name: 'Concello de Lugo' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('dias')).toBe('7');
    expect(screen.getByRole('heading', { name: 'Últimos 7 días' })).toBeInTheDocument();
    expect(screen.getByText('Mostrable SI')).toBeInTheDocument();
    expect(screen.getByText('Mostrable NON')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Modificar' })[0]).toHaveAttribute('href', `/admin/modificar/opo?opoUuid=${lugo.uuid}`);
    expect(screen.getAllByRole('link', { name: 'Crear proceso' })[0]).toHaveAttribute('href', `/admin/crearProceso/opo?opoUuid=${lugo.uuid}`);
    expect(screen.getByRole('link', { name: 'auxiliar' })).toHaveAttribute('href', '/admin/opos?etiquetaBusqueda=auxiliar');
    expect(screen.getAllByRole('link', { name: 'Máis información' })[0]).toHaveAttribute('href', lugo.urlDetalle);
  });

  it.each([
    ['/admin/opos?fecha=2026-03-14&nomeBop=BOP%20Lugo', '/api/v1/config/opos/consulta', { date: '2026-03-14', bop: 'BOP Lugo' }],
    ['/admin/opos?fecha=2026-03-14', '/api/v1/config/opos/consulta', { date: '2026-03-14' }],
    [`/admin/opos?opoUuid=${lugo.uuid}`, '/api/v1/config/opos/consultaUuid/', { uuid: lugo.uuid }],
    ['/admin/opos?etiquetaBusqueda=auxiliar', '/api/v1/config/opos/consulta/etiqueta', { etiquetaBusqueda: 'auxiliar' }],
  ])('%s asks %s', async (route, path, query) => {
    const calls = stubFetch({ [path]: () => ({ body: [lugo] }) });
    renderWithProviders(<OposPage />, { route });
    expect(await screen.findByRole('heading', { name: 'Concello de Lugo' })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual(query);
  });

  it('verSoloMostrables shows only verified competitions; the check box sets it', async () => {
    stubFetch({ '/api/v1/config/opos/consultaDias': () => ({ body: [lugo, sarria] }) });
    const { router } = renderWithProviders(<OposPage />, { route: '/admin/opos?verSoloMostrables=true' });
    expect(await screen.findByRole('heading', { name: 'Concello de Lugo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Concello de Sarria' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ver só as mostrables' }));
    expect(await screen.findByRole('heading', { name: 'Concello de Sarria' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('searches by date and by text', async () => {
    const calls = stubFetch({
      '/api/v1/config/opos/consultaDias': () => ({ body: [] }),
      '/api/v1/config/opos/consulta': () => ({ body: [lugo] }),
      '/api/v1/config/opos/consultaTexto': () => ({ body: [sarria] }),
    });
    const { router } = renderWithProviders(<OposPage />, { route: '/admin/opos' });
    expect(await screen.findByText('Non hai resultados.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Data'), '2026-03-14');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar por data' }));
    expect(await screen.findByRole('heading', { name: 'Concello de Lugo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?fecha=2026-03-14');
    await userEvent.type(screen.getByLabelText('Texto'), 'policía sarria');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar por texto' }));
    expect(await screen.findByRole('heading', { name: 'Concello de Sarria' })).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('textoBusqueda')).toBe('policía sarria');
  });

  it("deletes after confirmation, says 'Opo borrada correctamente' and shows the list again", async () => {
    let list = [lugo, sarria];
    const calls = stubFetch({
      '/api/v1/config/opos/consultaDias': () => ({ body: list }),
      'DELETE /api/v1/config/opo/eliminar': () => { list = [sarria]; return { body: { uuidOpo: lugo.uuid } }; },
    });
    renderWithProviders(<OposPage />, { route: '/admin/opos' });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Concello de Lugo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Si, eliminar' }));
    expect(await screen.findByText('Opo borrada correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ uuidOpo: lugo.uuid });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Concello de Lugo' })).not.toBeInTheDocument());
  });

  it("shows 'Error: {message}' when the list fails", async () => {
    stubFetch({ '/api/v1/config/opos/consultaDias': () => ({ status: 500, body: { codigo: 'ERRO_INTERNO', descripcion: 'Erro interno do servidor' } }) });
    renderWithProviders(<OposPage />, { route: '/admin/opos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Erro interno do servidor');
  });
});
