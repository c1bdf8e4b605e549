import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Estadistica } from 'shared';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { EstadisticasPage } from './EstadisticasPage';

const PATH = '/api/v1/estadisticas/verEstadisticas';
const est = (i: number, over: Partial<Estadistica> = {}): Estadistica => ({
  uuidEntidad: `e${i}`, bop: 'BOP Lugo', fechaBop: [2026, 3, 30 - (i % 28)], fechaCreacion: [2026, 3, 30, 7, 15],
  trazas: `traza ${i}`, numeroTotalEdictosAnalizadas: 40 + i, numeroEdictosOposAnalizadas: i, edictosList: [`Edicto ${i}`], ...over,
});

beforeAll(async () => {
  // jsdom has no layout; the chart only needs the observer to exist.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
  // The chart library is loaded lazily by the page; load it here once, outside the tests' time budget.
  await import('./EstadisticasChart');
}, 30_000);

describe('EstadisticasPage', () => {
  it('asks for records 0 to 30 and shows totals, edicts and traces per bulletin and date, and the chart caption', async () => {
    const calls = stubFetch({
      [PATH]: () => ({ body: [est(1, { bop: 'DOG', fechaBop: [2026, 3, 15], numeroTotalEdictosAnalizadas: 87, numeroEdictosOposAnalizadas: 4, edictosList: ['Bases auxiliar', 'Convocatoria policía'], trazas: 'Lidos 87 edictos' }), est(2, { edictosList: [], trazas: '' })] }),
    });
    renderWithProviders(<EstadisticasPage />, { route: '/admin/estadisticas' });
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Estatísticas por boletín e data' });
    expect(calls[0].url.searchParams.get('numeroInicio')).toBe('0');
    expect(calls[0].url.searchParams.get('numeroFin')).toBe('30');

    const [, first, firstDetails, , secondDetails] = within(table).getAllByRole('row');
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['15 de marzo de 2026', 'DOG', '87', '4', expect.stringMatching(/30 de marzo de 2026.*07:15/)]);
    await userEvent.click(within(firstDetails).getByText('Edictos (2)'));
    expect(within(firstDetails).getByText('Convocatoria policía')).toBeVisible();
    await userEvent.click(within(firstDetails).getByText('Trazas'));
    expect(within(firstDetails).getByText('Lidos 87 edictos')).toBeVisible();
    expect(within(secondDetails).getByText('Edictos (0)')).toBeInTheDocument();

    expect(screen.getByRole('figure', { name: /Edictos analizados e oposicións atopadas por día e boletín/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Máis recentes' })[0]).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Máis antigas' })[0]).toBeDisabled(); // fewer than 30: no older page
  });

  it('marks the days whose reading failed (erro, estructura_cambiada) and shows their traces open', async () => {
    stubFetch({
      [PATH]: () => ({ body: [
        est(1, { bop: 'BOP Lugo', estadoLectura: 'estructura_cambiada', trazas: 'BOP Lugo: falta .field--name-field-ail-bop-contenido', numeroTotalEdictosAnalizadas: 0, numeroEdictosOposAnalizadas: 0, edictosList: [] }),
        est(2, { bop: 'BOE', estadoLectura: 'erro', trazas: 'BOE: non se puido ler' }),
        est(3, { bop: 'DOG', estadoLectura: 'sen_boletin', trazas: 'DOG: sen diario' }),
        est(4, { bop: 'BOP Ourense', estadoLectura: 'ok' }),
      ] }),
    });
    renderWithProviders(<EstadisticasPage />, { route: '/admin/estadisticas' });
    const table = await screen.findByRole('table', { name: 'Estatísticas por boletín e data' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('cell', { name: /BOP Lugo/ }).textContent).toBe('BOP Lugo ⚠ Estrutura cambiada');
    expect(within(rows[2]).getByText('BOP Lugo: falta .field--name-field-ail-bop-contenido')).toBeVisible();
    expect(within(rows[3]).getByText('Erro de lectura')).toBeInTheDocument();
    expect(within(rows[4]).getByText('BOE: non se puido ler')).toBeVisible();
    // A day without bulletin and a good day are not marked, and their traces stay folded.
    expect(within(rows[5]).getAllByRole('cell')[1].textContent).toBe('DOG');
    expect(within(rows[6]).getByText('DOG: sen diario')).not.toBeVisible();
    expect(within(rows[7]).getAllByRole('cell')[1].textContent).toBe('BOP Ourense');
    expect(screen.queryByText('Sen boletín')).not.toBeInTheDocument();
  });

  it('pages further: records 30 to 60, back to the newest', async () => {
    const calls = stubFetch({
      [PATH]: (url) => {
        const inicio = Number(url.searchParams.get('numeroInicio'));
        return { body: inicio === 0 ? Array.from({ length: 30 }, (_, i) => est(i)) : [est(100, { bop: 'BOE' })] };
      },
    });
    const { router } = renderWithProviders(<EstadisticasPage />, { route: '/admin/estadisticas' });
    expect(await screen.findAllByText('Rexistros 1 a 30')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Máis antigas' })[0]);
    expect(await screen.findAllByText('Rexistros 31 a 31')).toHaveLength(2);
    expect(router.state.location.search).toBe('?numeroInicio=30');
    expect(calls.at(-1)!.url.search).toBe('?numeroInicio=30&numeroFin=60');
    expect(screen.getByRole('cell', { name: 'BOE' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Máis recentes' })[0]);
    expect(await screen.findAllByText('Rexistros 1 a 30')).toHaveLength(2);
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty and error states', async () => {
    stubFetch({ [PATH]: () => ({ body: [] }) });
    const first = renderWithProviders(<EstadisticasPage />, { route: '/admin/estadisticas' });
    expect(await screen.findByText('Non hai estatísticas neste intervalo.')).toBeInTheDocument();
    first.unmount();
    stubFetch({ [PATH]: () => ({ status: 401, body: { codigo: 'NON_AUTENTICADO', descripcion: 'Falta un token de acceso válido' } }) });
    renderWithProviders(<EstadisticasPage />, { route: '/admin/estadisticas' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Falta un token de acceso válido');
  });
});
