import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import type { ProcesoOposicion } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { proceso } from '../../testData';
import { VerProcesoPage } from './VerProcesoPage';

const fases = [
  { uuid: 'f1', titulo: 'Bases', orden: 1, fechaBop: [2026, 3, 2], urlDetalle: 'https://bop.example/b', archivo: null },
  { uuid: 'f2', titulo: 'Lista provisional', orden: 2, fechaBop: [2026, 3, 10], urlDetalle: null, archivo: 'a1' },
] as ProcesoOposicion['procesosOposicionesList'];
const aberto = proceso({ procesosOposicionesList: fases });
const pechado = proceso({ uuidEntidad: '44444444-4444-4444-8444-444444444444', titulo: 'Bombeiros de Vigo', urlAmigable: 'bombeiros-vigo', procesoFinalizado: true, procesoMostrable: false });

const ROUTE = '/admin/verProceso/opo';

/** Adds the X-Total-Count the server sends (the stub answers bodies only). */
function withTotals(total: (url: URL) => number) {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await inner(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = new Headers(res.headers);
    headers.set('x-total-count', String(total(url)));
    return new Response(await res.text(), { status: res.status, headers });
  }) as typeof fetch;
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('VerProcesoPage', () => {
  it("shows 'EN PROCESO' and 'FINALIZADOS' with their offers, each card's fields and buttons", async () => {
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicion': (url) => ({ body: url.searchParams.get('procesoFinalizado') === 'true' ? [pechado] : [aberto] }),
    });
    renderWithProviders(<VerProcesoPage />);
    const open = await within(section('EN PROCESO')).findByRole('heading', { name: 'Auxiliar administrativo' });
    expect(open).toBeInTheDocument();
    expect(await within(section('FINALIZADOS')).findByRole('heading', { name: 'Bombeiros de Vigo' })).toBeInTheDocument();
    expect(calls.map((c) => [c.url.searchParams.get('numInicio'), c.url.searchParams.get('numFin'), c.url.searchParams.get('procesoFinalizado')]).sort())
      .toEqual([['0', '30', 'false'], ['0', '30', 'true']]);
    const card = within(section('EN PROCESO'));
    expect(card.getByText('Mostrable SI')).toBeInTheDocument();
    expect(card.getByText('Finalizado NON')).toBeInTheDocument();
    expect(card.getByText('Visitas: 7')).toBeInTheDocument();
    expect(card.getByText(aberto.uuidEntidad)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Máis información' })).toHaveAttribute('href', '/oposicion/auxiliar-lugo-2026');
    expect(card.getByRole('link', { name: 'Engadir paso a Proceso' })).toHaveAttribute('href', `/admin/addFaseProceso/opo?uuid=${aberto.uuidEntidad}`);
    expect(card.getByRole('link', { name: 'Modificar Proceso' })).toHaveAttribute('href', `/admin/modificarProceso/opo?uuid=${aberto.uuidEntidad}`);
    expect(within(section('FINALIZADOS')).getByText('Finalizado SI')).toBeInTheDocument();
  });

  it("the +/− toggle shows the phases; 'Eliminar' of a phase says 'Eliminada relación' and reloads", async () => {
    let current = aberto;
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicion': (url) => ({ body: url.searchParams.get('procesoFinalizado') === 'true' ? [] : [current] }),
      'DELETE /api/v1/config/eliminar/opoProcesoOposicion': () => { current = { ...aberto, procesosOposicionesList: fases.slice(1) }; return { body: { uuidOpo: 'f1' } }; },
    });
    renderWithProviders(<VerProcesoPage />);
    const toggle = await screen.findByRole('button', { name: 'Ver as fases de «Auxiliar administrativo»' });
    expect(toggle).toHaveTextContent('+');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bases')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveTextContent('−');
    expect(screen.getByText('Bases')).toBeInTheDocument();
    expect(screen.getByText('Orde 2', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Bases' }));
    await userEvent.click(screen.getByRole('button', { name: 'Si, eliminar' }));
    expect(await screen.findByText('Eliminada relación')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ uuidOpo: 'f1' });
    await waitFor(() => expect(screen.queryByText('Bases')).not.toBeInTheDocument());
    expect(screen.getByText('Lista provisional')).toBeInTheDocument();
  });

  it('shows 30 per list, the total, and pages whose position is in the address', async () => {
    const many = Array.from({ length: 75 }, (_, i) => proceso({ uuidEntidad: `p${i}`, titulo: `Oferta ${i}` }));
    const calls = stubFetch({
      '/api/v1/config/ver/procesoOposicion': (url) => (url.searchParams.get('procesoFinalizado') === 'true'
        ? { body: [] }
        : { body: many.slice(Number(url.searchParams.get('numInicio')), Number(url.searchParams.get('numFin'))) }),
    });
    withTotals((url) => (url.searchParams.get('procesoFinalizado') === 'true' ? 0 : 75));
    const { router } = renderWithProviders(<VerProcesoPage />, { route: ROUTE, path: ROUTE });
    const enProceso = within(section('EN PROCESO'));
    expect(await enProceso.findAllByRole('heading', { name: /^Oferta/ })).toHaveLength(30);
    expect(enProceso.getByText('75 procesos')).toBeInTheDocument();
    expect(enProceso.getByText('Páxina 1 de 3')).toBeInTheDocument();
    expect(enProceso.queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
    expect(within(section('FINALIZADOS')).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(section('FINALIZADOS')).getByText('0 procesos')).toBeInTheDocument();

    await userEvent.click(enProceso.getByRole('link', { name: 'Seguinte' }));
    expect(router.state.location.search).toBe('?paxinaEnProceso=2');
    expect(await enProceso.findByRole('heading', { name: 'Oferta 30' })).toBeInTheDocument();
    expect(enProceso.queryByRole('heading', { name: 'Oferta 0' })).not.toBeInTheDocument();
    expect(enProceso.getByText('Páxina 2 de 3')).toBeInTheDocument();
    // The reader is taken to the top of the list they moved in.
    expect(screen.getByRole('heading', { level: 2, name: 'EN PROCESO' })).toHaveFocus();
    expect(calls.filter((c) => c.url.searchParams.get('procesoFinalizado') === 'false').map((c) => [c.url.searchParams.get('numInicio'), c.url.searchParams.get('numFin')]))
      .toEqual([['0', '30'], ['30', '60']]);

    await userEvent.click(enProceso.getByRole('link', { name: 'Seguinte' }));
    expect(await enProceso.findAllByRole('heading', { name: /^Oferta/ })).toHaveLength(15);
    expect(enProceso.queryByRole('link', { name: 'Seguinte' })).not.toBeInTheDocument();
    expect(enProceso.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', `${ROUTE}?paxinaEnProceso=2`);
  });

  it('a reload or a shared link returns to the same search, filter and page of each list', async () => {
    const calls = stubFetch({ '/api/v1/config/ver/procesoOposicion': () => ({ body: [aberto] }) });
    withTotals(() => 61);
    renderWithProviders(<VerProcesoPage />, {
      route: `${ROUTE}?textoBusqueda=bomberos&organizacion=Vigo&bop=DOG&tipo=automatico&paxinaEnProceso=3&paxinaFinalizados=2`, path: ROUTE,
    });
    expect(await within(section('EN PROCESO')).findByText('Páxina 3 de 3')).toBeInTheDocument();
    expect(within(section('FINALIZADOS')).getByText('Páxina 2 de 3')).toBeInTheDocument();
    const sent = calls.map((c) => Object.fromEntries(c.url.searchParams)).sort((a, b) => a.procesoFinalizado.localeCompare(b.procesoFinalizado));
    const search = { textoBusqueda: 'bomberos', organizacion: 'Vigo', bop: 'DOG', tipo: 'automatico' };
    expect(sent).toEqual([
      { numInicio: '60', numFin: '90', procesoFinalizado: 'false', ...search },
      { numInicio: '30', numFin: '60', procesoFinalizado: 'true', ...search },
    ]);
    const form = within(screen.getByRole('search', { name: 'Buscar procesos' }));
    expect(form.getByLabelText('Texto')).toHaveValue('bomberos');
    expect(form.getByLabelText('Organismo')).toHaveValue('Vigo');
    expect(form.getByLabelText('Boletín')).toHaveValue('DOG');
    expect(form.getByLabelText('Tipo')).toHaveValue('automatico');
    expect(form.getByRole('link', { name: 'Limpar a busca' })).toHaveAttribute('href', ROUTE);
  });

  it('the search box and the filter narrow both lists, start them at their first page and go in the address', async () => {
    const calls = stubFetch({ '/api/v1/config/ver/procesoOposicion': (url) => ({ body: url.searchParams.get('tipo') === 'revisar' ? [aberto] : [aberto, pechado] }) });
    const { router } = renderWithProviders(<VerProcesoPage />, { route: `${ROUTE}?paxinaEnProceso=4`, path: ROUTE });
    const form = within(await screen.findByRole('search', { name: 'Buscar procesos' }));
    expect(form.queryByRole('link', { name: 'Limpar a busca' })).not.toBeInTheDocument();
    expect(form.getByRole('option', { name: 'Con ligazóns para revisar' })).toBeInTheDocument();
    expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos', 'BOP A Coruña', 'BOP Lugo', 'BOP Ourense', 'BOP Pontevedra', 'BOE', 'DOG', 'Todos', 'Feitos a man', 'Automáticos', 'Con ligazóns para revisar']);
    await userEvent.type(form.getByLabelText('Texto'), '  auxiliar administrativo ');
    await userEvent.type(form.getByLabelText('Organismo'), 'Concello de Lugo');
    await userEvent.selectOptions(form.getByLabelText('Boletín'), 'BOP Lugo');
    await userEvent.selectOptions(form.getByLabelText('Tipo'), 'Con ligazóns para revisar');
    const before = calls.length;
    await userEvent.click(form.getByRole('button', { name: 'Buscar' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      textoBusqueda: 'auxiliar administrativo', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', tipo: 'revisar',
    });
    await waitFor(() => expect(calls.length).toBe(before + 2));
    for (const c of calls.slice(before)) {
      expect(Object.fromEntries(c.url.searchParams)).toMatchObject({ numInicio: '0', numFin: '30', textoBusqueda: 'auxiliar administrativo', organizacion: 'Concello de Lugo', bop: 'BOP Lugo', tipo: 'revisar' });
    }
    expect(await within(section('EN PROCESO')).findAllByRole('heading', { level: 3 })).toHaveLength(1);
    await userEvent.click(within(screen.getByRole('search')).getByRole('link', { name: 'Limpar a busca' }));
    expect(router.state.location.search).toBe('');
    expect(within(screen.getByRole('search')).getByLabelText('Texto')).toHaveValue('');
  });

  it('values an old or edited link does not know are left out, never sent', async () => {
    const calls = stubFetch({ '/api/v1/config/ver/procesoOposicion': () => ({ body: [] }) });
    renderWithProviders(<VerProcesoPage />, { route: `${ROUTE}?tipo=todos&bop=BOP%20Madrid&paxinaEnProceso=-2&paxinaFinalizados=dous`, path: ROUTE });
    await waitFor(() => expect(calls).toHaveLength(2));
    for (const c of calls) expect([...c.url.searchParams.keys()]).toEqual(['numInicio', 'numFin', 'procesoFinalizado']);
    expect(calls.map((c) => c.url.searchParams.get('numInicio'))).toEqual(['0', '0']);
    expect(screen.getByLabelText('Tipo')).toHaveValue('');
  });

  it('tells an automatic process from a hand-made one, in both languages', async () => {
    stubFetch({ '/api/v1/config/ver/procesoOposicion': (url) => ({ body: url.searchParams.get('procesoFinalizado') === 'true' ? [] : [{ ...aberto, automatico: true }, { ...pechado, procesoFinalizado: false }] }) });
    withTotals(() => 1);
    const { store } = renderWithProviders(<VerProcesoPage />, { route: ROUTE, path: ROUTE });
    const cards = await within(section('EN PROCESO')).findAllByRole('article');
    expect(within(cards[0]).getByText('Automático')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Feito a man')).toBeInTheDocument();
    expect(within(section('FINALIZADOS')).getByText('1 proceso')).toBeInTheDocument();
    act(() => { store.dispatch(setLanguage('es')); });
    expect(await within(cards[1]).findByText('Hecho a mano')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Buscar procesos' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Con vínculos para revisar' })).toBeInTheDocument();
  });
});
