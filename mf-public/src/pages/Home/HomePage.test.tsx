import '@testing-library/jest-dom';
import { Profiler } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { opoLugo, opoOleiros } from '../../features/testData';
import { HomePage } from './HomePage';

/** The list's own calls (the home also asks for the bulletins' reading health, for its notice). */
const listCalls = <T extends { url: URL }>(calls: T[]) =>
  calls.filter((c) => !c.url.pathname.endsWith('/bop/cobertura') && !c.url.pathname.endsWith('/etiquetas/nomes'));

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());

  it('with no query lists the last 7 days, each card with organisation, long date, bulletin, description, edict link and label chips', async () => {
    const calls = stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: [opoOleiros, opoLugo] }) });
    renderWithProviders(<HomePage />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    const card = (await screen.findByRole('heading', { name: 'Concello de Oleiros' })).closest('li')!;
    expect(listCalls(calls)[0].url.searchParams.get('dias')).toBe('7');
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

  it('draws the first list in the same commit its data arrives in (never "Cargando" with the answer already in the store)', async () => {
    stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: [opoOleiros, opoLugo] }) });
    const loadingWithData: string[] = [];
    let listDataArrived = () => false;
    // Every commit of the page: once the store holds the list's answer, the page must not say it is loading.
    const onRender = () => {
      if (listDataArrived() && document.querySelector('[role="status"]')?.textContent?.includes('Cargando')) loadingWithData.push(document.body.textContent ?? '');
    };
    const { store } = renderWithProviders(<Profiler id="home" onRender={onRender}><HomePage /></Profiler>);
    listDataArrived = () => Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'publicOposDias' && q.status === 'fulfilled');
    expect(await screen.findByRole('heading', { name: 'Concello de Oleiros' })).toBeInTheDocument();
    expect(loadingWithData).toEqual([]);
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
    expect(listCalls(calls).map((c) => c.url.searchParams.get('etiquetaBusqueda'))).toEqual(['auxiliar administrativo', 'auxiliar administrativo']);
  });

  it('?fecha=&bop= asks for one bulletin on one date', async () => {
    const calls = stubFetch({ '/api/v1/opos/consulta': () => ({ body: [opoLugo] }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=2024-03-14&bop=BOP%20Lugo' });
    expect(await screen.findByRole('heading', { name: 'Deputación de Lugo' })).toBeInTheDocument();
    expect(listCalls(calls)[0].url.searchParams.get('date')).toBe('2024-03-14');
    expect(listCalls(calls)[0].url.searchParams.get('bop')).toBe('BOP Lugo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oposicións do BOP Lugo do 14 de marzo de 2024');
  });

  it('?fecha= asks for that date only, and an empty answer says so', async () => {
    const calls = stubFetch({ '/api/v1/opos/consulta': () => ({ body: [] }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=2024-03-10' });
    expect(await screen.findByText('Non hai oposicións para esta busca.')).toBeInTheDocument();
    expect(listCalls(calls)[0].url.searchParams.has('bop')).toBe(false);
  });

  it('a bulletin day links the day before and the day after', async () => {
    stubFetch({ '/api/v1/opos/consulta': () => ({ body: [] }) });
    renderWithProviders(<HomePage />, { route: '/?fecha=2024-03-10' });
    expect(await screen.findByText('Non hai oposicións para esta busca.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Día anterior/ })).toHaveAttribute('href', '/?fecha=2024-03-09');
    expect(screen.getByRole('link', { name: /Día seguinte/ })).toHaveAttribute('href', '/?fecha=2024-03-11');
  });

  it('narrows a list by province, bulletin, kind and label, with counts, kept in the URL, and pages long lists', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...opoOleiros, uuid: `o${i}`, organizacion: `Concello ${i}`, bop: i % 2 ? 'BOP Lugo' : 'BOP A Coruña', provincia: i % 2 ? 'Lugo' : 'A Coruña',
      tipoEdicto: i % 3 ? 'admitidos' : 'convocatoria_bases', etiquetas: i % 5 ? [] : ['bombeiro'],
    }));
    const calls = stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: many }) });
    const { router } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Concello 0' })).toBeInTheDocument();
    expect(listCalls(calls)[0].url.searchParams.get('ampliado')).toBe('true');
    // 30 competitions: 20 shown, then 10 more; the focus goes to the first added card
    expect(screen.getByText('30 resultados')).toBeInTheDocument();
    expect(document.querySelectorAll('.opo-card')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Amosar 10 máis' }));
    expect(document.querySelectorAll('.opo-card')).toHaveLength(30);
    expect(screen.getByRole('heading', { name: 'Concello 20' }).closest('li')).toContainElement(document.activeElement as HTMLElement);
    // province: the counts of each choice
    const provincia = screen.getByLabelText('Provincia');
    expect([...(provincia as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Todas', 'A Coruña (15)', 'Lugo (15)']);
    await userEvent.selectOptions(provincia, 'Lugo');
    await waitFor(() => expect(router.state.location.search).toBe('?provincia=Lugo'));
    expect(screen.getByText('15 resultados')).toBeInTheDocument();
    // kind of notice, combined with the province
    await userEvent.selectOptions(screen.getByLabelText('Tipo de anuncio'), 'convocatoria');
    await waitFor(() => expect(router.state.location.search).toBe('?provincia=Lugo&tipo=convocatoria'));
    expect(screen.getByText('5 resultados')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Concello 3', 'Concello 9']));
    await userEvent.selectOptions(screen.getByLabelText('Etiqueta'), 'bombeiro');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Concello 15' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar os filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens with the filters of a shared URL', async () => {
    stubFetch({ '/api/v1/opos/consultaDias': () => ({ body: [{ ...opoOleiros, provincia: 'A Coruña' }, { ...opoLugo, provincia: 'Lugo' }] }) });
    renderWithProviders(<HomePage />, { route: '/?provincia=Lugo' });
    expect(await screen.findByRole('heading', { name: 'Deputación de Lugo' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Concello de Oleiros' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Provincia')).toHaveValue('Lugo');
  });

  it('a text search with no result offers searches that find something', async () => {
    stubFetch({
      '/api/v1/opos/consultaTexto': () => ({ body: [] }),
      '/api/v1/opos/suxestions': () => ({ body: ['bombeiro'] }),
    });
    renderWithProviders(<HomePage />, { route: '/?textoBusqueda=bomberio' });
    expect(await screen.findByText('Quizais buscabas:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bombeiro' })).toHaveAttribute('href', '/?textoBusqueda=bombeiro');
  });

  it('shows labels and ALL-CAPS titles readably: label names in Spanish on a Spanish page, sentence case', async () => {
    stubFetch({
      '/api/v1/opos/consultaDias': () => ({ body: [{ ...opoOleiros, etiquetas: ['bombeiros'], descripcion: 'BASES DE BOMBEIROS', descripcionMostrar: 'Bases de bombeiros' }] }),
      '/api/v1/opos/etiquetas/nomes': () => ({ body: [{ gl: 'bombeiros', es: 'bomberos' }] }),
    });
    renderWithProviders(<HomePage />, { preloadedState: { language: { lang: 'es' } } });
    const card = (await screen.findByRole('heading', { name: 'Concello de Oleiros' })).closest('li')!;
    expect(card).toHaveTextContent('Bases de bombeiros');
    expect(await within(card).findByRole('link', { name: 'bomberos' })).toHaveAttribute('href', '/?etiquetaBusqueda=bombeiros');
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
    expect(listCalls(calls)[0].url.searchParams.get('textoBusqueda')).toBe('oleiros');
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
    // Typing is slow on a loaded CI machine: more than waitFor's default second (a clean-clone run once timed out here).
    await waitFor(() => expect(router.state.location.search).toBe('?textoBusqueda=polic%C3%ADa%20local'), { timeout: 5000 });
    // The search boxes are drawn again for the new URL (keyed by it): take the date box from the new drawing, or on a
    // slow machine the typing lands in the old one, which the redraw then throws away.
    await screen.findByRole('heading', { level: 1, name: 'Resultados da busca «policía local»' }, { timeout: 5000 });
    const date = screen.getByLabelText('Buscar por data');
    await userEvent.clear(date);
    await userEvent.type(date, '2024-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar data' }));
    await waitFor(() => expect(router.state.location.search).toBe('?fecha=2024-03-15'), { timeout: 5000 });
  });
});
