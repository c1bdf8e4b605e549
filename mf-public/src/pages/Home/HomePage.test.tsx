import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { opoLugo, opoOleiros } from '../../features/testData';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());

  it('with no query lists the last 7 days, each card with organisation, long date, bulletin, description, edict link and label chips', async () => {
    const calls = stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: [opoOleiros, opoLugo] }) });
    renderWithProviders(<HomePage />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    const card = (await screen.findByRole('heading', { name: 'Concello de Oleiros' })).closest('li')!;
    expect(calls[0].url.searchParams.get('dias')).toBe('7');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oposiciones de los últimos 7 días');
    expect(within(card).getByText('15 de marzo de 2024')).toBeInTheDocument();
    expect(card).toHaveTextContent('BOP A Coruña');
    expect(card).toHaveTextContent('Seis prazas de auxiliar administrativo.');
    expect(within(card).getByRole('link', { name: /^Más información/ })).toHaveAttribute('href', 'https://bop.example/edicto/1');
    expect(within(card).getByRole('link', { name: 'oposición libre' })).toHaveAttribute('href', '/?etiquetaBusqueda=oposici%C3%B3n%20libre');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Deputación de Lugo');
    expect(document.title).toBe('Oposicións Galicia: oposiciones de los últimos 7 días');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Galicia'));
  });

  it('shows the date in the long Galician format by default and the Galician link text', async () => {
    stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: [opoOleiros] }) });
    renderWithProviders(<HomePage />);
    const card = (await screen.findByRole('heading', { name: 'Concello de Oleiros' })).closest('li')!;
    expect(within(card).getByRole('link', { name: /^Máis información/ })).toBeInTheDocument();
    expect(within(card).getByText(/^15 de marzo de 2024$/)).toBeInTheDocument();
  });

  it('?etiquetaBusqueda= lists the competitions of the label and the block Listado de Procesos de Oposición', async () => {
    const calls = stubFetch({
      '/api/v1/opos/consulta/etiqueta': () => ({ body: [opoOleiros] }),
      '/api/v1/opos/procesoOpo/etiquetas': () => ({ body: [{ titulo: 'Seis prazas de auxiliar', urlAmigable: 'auxiliar-oleiros', fechaBopInicioProceso: [2024, 3, 15], uuid: 'p1' }] }),
    });
    renderWithProviders(<HomePage />, { route: '/?etiquetaBusqueda=auxiliar%20administrativo', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByRole('heading', { name: 'Listado de Procesos de Oposición' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Seis prazas de auxiliar' })).toHaveAttribute('href', '/oposicion/auxiliar-oleiros');
    expect(await screen.findByRole('heading', { name: 'Concello de Oleiros' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oposiciones con la etiqueta «auxiliar administrativo»');
    expect(calls.map((c) => c.url.searchParams.get('etiquetaBusqueda'))).toEqual(['auxiliar administrativo', 'auxiliar administrativo']);
  });

  it('?fecha=&bop= asks for one bulletin on one date', async () => {
    const calls = stubFetch({ '/api/v1/opos/consulta': () => ({ body: [opoLugo] }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=2024-03-14&bop=BOP%20Lugo' });
    expect(await screen.findByRole('heading', { name: 'Deputación de Lugo' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('date')).toBe('2024-03-14');
    expect(calls[0].url.searchParams.get('bop')).toBe('BOP Lugo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oposicións do BOP Lugo do 14 de marzo de 2024');
  });

  it('?fecha= asks for that date only, and an empty answer says so', async () => {
    const calls = stubFetch({ '/api/v1/opos/consulta': () => ({ body: [] }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=2024-03-10' });
    expect(await screen.findByText('Non hai oposicións para esta busca.')).toBeInTheDocument();
    expect(calls[0].url.searchParams.has('bop')).toBe(false);
  });

  it('shows Error: {message} with the server descripcion when the load fails', async () => {
    stubFetch({ '/api/v1/opos/consulta': () => ({ status: 400, body: { codigo: 'DATA_INCORRECTA', descripcion: 'date debe ser unha data válida' } }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=mañá' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: date debe ser unha data válida');
  });

  it('?textoBusqueda= shows the query, its results and a way to clear it', async () => {
    const calls = stubFetch({ '/api/v1/opos/consultaTexto': () => ({ body: [opoOleiros] }) });
    const { router } = renderWithProviders(<HomePage />, { route: '/?textoBusqueda=oleiros' });
    expect(await screen.findByRole('heading', { name: 'Concello de Oleiros' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('textoBusqueda')).toBe('oleiros');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados da busca «oleiros»');
    expect(screen.getByLabelText('Buscar por texto')).toHaveValue('oleiros');
    await userEvent.click(screen.getByRole('link', { name: 'Limpar a busca' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('the two labelled search boxes put the search in the URL', async () => {
    stubFetch({
      '/api/v1/opos/consultaDias': () => ({ body: [] }),
      '/api/v1/opos/consultaTexto': () => ({ body: [] }),
      '/api/v1/opos/consulta': () => ({ body: [] }),
    });
    const { router } = renderWithProviders(<HomePage />);
    await userEvent.type(screen.getByLabelText('Buscar por texto'), 'policía local');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar texto' }));
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=polic%C3%ADa%20local'));
    const date = screen.getByLabelText('Buscar por data');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar data' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fecha=2024-03-15'));
  });
});
