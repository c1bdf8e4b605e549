import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { BopPage } from './BopPage';

const bops = [
  { uuid: 'b1', bop: 'BOP Lugo', fechaBop: [2026, 3, 14], url: '', numeroOpos: 2 },
  { uuid: 'b2', bop: 'BOP A Coruña', fechaBop: [2026, 3, 10], url: '', numeroOpos: 0 },
];

describe('BopPage', () => {
  it("lists bulletins with 'Ver opos' to that bulletin's competitions", async () => {
    stubFetch({ '/api/v1/config/bop/consulta': () => ({ body: bops }) });
    renderWithProviders(<BopPage />);
    expect(await screen.findByRole('heading', { name: 'BOP Lugo' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Ver opos' });
    expect(links[0]).toHaveAttribute('href', '/admin/opos?fecha=2026-03-14&nomeBop=BOP%20Lugo');
    expect(screen.getByText('Opos: 2')).toBeInTheDocument();
  });

  it("'Eliminar' asks for confirmation, deletes, says so and reloads the list", async () => {
    let list = bops;
    const calls = stubFetch({
      '/api/v1/config/bop/consulta': () => ({ body: list }),
      'DELETE /api/v1/config/bop/eliminar': () => { list = bops.slice(1); return { body: { uuidBop: 'b1', oposEliminadas: 2 } }; },
    });
    renderWithProviders(<BopPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Eliminar BOP Lugo/ }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Seguro que queres eliminalo?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Si, eliminar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Boletín eliminado xunto coas súas 2 opos');
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ uuidBop: 'b1' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'BOP Lugo' })).not.toBeInTheDocument());
  });

  it('cancelling the confirmation deletes nothing; a failure shows the server descripcion', async () => {
    const calls = stubFetch({
      '/api/v1/config/bop/consulta': () => ({ body: bops }),
      'DELETE /api/v1/config/bop/eliminar': () => ({ status: 404, body: { codigo: 'NON_ATOPADO', descripcion: 'Non existe o boletín b1' } }),
    });
    renderWithProviders(<BopPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Eliminar BOP Lugo/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Eliminar BOP Lugo/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Si, eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Non existe o boletín b1');
  });

  it('shows 30 and a way to see more', async () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ uuid: `b${i}`, bop: `BOP ${i}`, fechaBop: [2026, 1, 1], url: '', numeroOpos: 0 }));
    const calls = stubFetch({ '/api/v1/config/bop/consulta': (url) => ({ body: many.slice(0, Number(url.searchParams.get('numFin'))) }) });
    renderWithProviders(<BopPage />);
    expect(await screen.findAllByRole('link', { name: 'Ver opos' })).toHaveLength(30);
    await userEvent.click(screen.getByRole('button', { name: 'Ver máis' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Ver opos' })).toHaveLength(45));
    expect(calls.at(-1)?.url.searchParams.get('numFin')).toBe('60');
    expect(screen.queryByRole('button', { name: 'Ver máis' })).not.toBeInTheDocument();
  });
});
