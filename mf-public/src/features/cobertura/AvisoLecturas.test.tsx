import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { Cobertura } from 'shared';
import { AvisoLecturas } from './AvisoLecturas';

const base = (aviso: boolean): Cobertura => ({
  desde: [2025, 2, 28],
  ata: [2025, 3, 6],
  boletins: [
    { bop: 'BOP Lugo', ultimaLecturaCorrecta: null, ultimoBoletinLido: null, diasLidos: 0, diasSenBoletin: 0, diasFallidos: 2, diasEstruturaCambiada: 1, diasPublicacionFallidosSeguidos: aviso ? 3 : 1, aviso, dias: [] },
    { bop: 'DOG', ultimaLecturaCorrecta: null, ultimoBoletinLido: null, diasLidos: 5, diasSenBoletin: 0, diasFallidos: 0, diasEstruturaCambiada: 0, diasPublicacionFallidosSeguidos: 0, aviso: false, dias: [] },
  ],
});

describe('AvisoLecturas (home notice)', () => {
  it('names each bulletin not read for more than one publishing day, with a link to the coverage page', async () => {
    const calls = stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: base(true) }) });
    renderWithProviders(<AvisoLecturas />, { route: '/' });
    const notice = await screen.findByRole('region', { name: 'Boletíns sen ler' });
    expect(notice).toHaveTextContent('BOP Lugo: 3 días de publicación seguidos sen poder lelo');
    expect(notice).not.toHaveTextContent('DOG');
    expect(screen.getByRole('link', { name: 'Cobertura dos boletíns' })).toHaveAttribute('href', '/cobertura');
    expect(calls[0].url.searchParams.get('dias')).toBe('7');
  });

  it('in Spanish', async () => {
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: base(true) }) });
    renderWithProviders(<AvisoLecturas />, { route: '/', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByRole('region', { name: 'Boletines sin leer' })).toHaveTextContent('BOP Lugo: 3 días de publicación seguidos sin poder leerlo');
  });

  it('says nothing when every bulletin is fine, or when the health cannot be read', async () => {
    const settled = (store: { getState(): { api: { queries: Record<string, { status?: string } | undefined> } } }) =>
      Object.values(store.getState().api.queries).some((q) => q?.status === 'fulfilled' || q?.status === 'rejected');
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: base(false) }) });
    const fine = renderWithProviders(<AvisoLecturas />, { route: '/' });
    await waitFor(() => expect(settled(fine.store)).toBe(true));
    expect(fine.container).toBeEmptyDOMElement();
    fine.unmount();
    stubFetch({});
    const failed = renderWithProviders(<AvisoLecturas />, { route: '/' });
    await waitFor(() => expect(settled(failed.store)).toBe(true));
    expect(failed.container).toBeEmptyDOMElement();
  });
});
