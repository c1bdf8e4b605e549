import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('shows 30 per list and a way to see more', async () => {
    const many = Array.from({ length: 31 }, (_, i) => proceso({ uuidEntidad: `p${i}`, titulo: `Oferta ${i}` }));
    stubFetch({
      '/api/v1/config/ver/procesoOposicion': (url) => ({
        body: url.searchParams.get('procesoFinalizado') === 'true' ? [] : many.slice(0, Number(url.searchParams.get('numFin'))),
      }),
    });
    renderWithProviders(<VerProcesoPage />);
    expect(await within(section('EN PROCESO')).findAllByRole('heading', { name: /^Oferta/ })).toHaveLength(30);
    expect(within(section('FINALIZADOS')).queryByRole('button', { name: 'Ver máis' })).not.toBeInTheDocument();
    await userEvent.click(within(section('EN PROCESO')).getByRole('button', { name: 'Ver máis' }));
    await waitFor(() => expect(within(section('EN PROCESO')).getAllByRole('heading', { name: /^Oferta/ })).toHaveLength(31));
  });
});
