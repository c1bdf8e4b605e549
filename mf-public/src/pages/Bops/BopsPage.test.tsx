import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { BopsPage } from './BopsPage';

const bops = [
  { uuid: 'b1', bop: 'BOP Lugo', fechaBop: [2024, 3, 15] },
  { uuid: 'b2', bop: 'BOP A Coruña', fechaBop: [2024, 3, 14] },
];

describe('BopsPage', () => {
  it("shows 'Abrir WEB BOPs' with each bulletin's website for the date, and 'Listado BOPs' linking to /public/?fecha=&bop=", async () => {
    const calls = stubFetch({
      '/api/v1/opos/bop/listadoBopsWeb': () => ({ body: [{ bop: 'BOP Lugo', url: 'https://bop.lugo.example/' }] }),
      '/api/v1/opos/bop/consulta': () => ({ body: bops }),
    });
    renderWithProviders(<BopsPage />, { route: '/bop?fecha=2024-03-15', preloadedState: { language: { lang: 'es' } } });
    const web = screen.getByRole('region', { name: 'Abrir WEB BOPs' });
    expect(await within(web).findByRole('link', { name: /BOP Lugo/ })).toHaveAttribute('href', 'https://bop.lugo.example/');
    expect(calls.find((c) => c.url.pathname.endsWith('listadoBopsWeb'))!.url.searchParams.get('date')).toBe('2024-03-15');
    const list = screen.getByRole('region', { name: 'Listado BOPs' });
    expect(await within(list).findByRole('link', { name: /^BOP A Coruña\s*,\s*14 de marzo de 2024$/ })).toHaveAttribute('href', '/?fecha=2024-03-14&bop=BOP%20A%20Coru%C3%B1a');
    expect(list).toHaveTextContent('15 de marzo de 2024');
    expect(document.title).toBe('Boletines oficiales · Oposicións Galicia');
  });

  it('uses today by default and another date when asked; an unavailable bulletin-web list shows the error, the rest still works', async () => {
    const calls = stubFetch({
      '/api/v1/opos/bop/consulta': () => ({ body: bops }),
    });
    const { router } = renderWithProviders(<BopsPage />, { route: '/bop' });
    const web = screen.getByRole('region', { name: 'Abrir WEB BOPs' });
    expect(await within(web).findByRole('alert')).toHaveTextContent(/^Error: /);
    expect(await screen.findByRole('link', { name: /^BOP Lugo\s*,/ })).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname.endsWith('listadoBopsWeb'))!.url.searchParams.get('date');
    expect(asked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const input = screen.getByLabelText('Data dos boletíns');
    await userEvent.clear(input);
    await userEvent.type(input, '2024-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Ver boletíns' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fecha=2024-03-01'));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('date') === '2024-03-01')).toBe(true));
  });
});
