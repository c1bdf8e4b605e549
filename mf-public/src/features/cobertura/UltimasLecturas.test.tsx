import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { dateTimeInZone, type Cobertura, type CoberturaBoletin } from 'shared';
import { UltimasLecturas } from './UltimasLecturas';

const boletin = (bop: string, over: Partial<CoberturaBoletin> = {}): CoberturaBoletin => ({
  bop, ultimaLecturaCorrecta: null, ultimoBoletinLido: null, diasLidos: 0, diasSenBoletin: 0, diasFallidos: 0, diasEstruturaCambiada: 0,
  diasPublicacionFallidosSeguidos: 0, aviso: false, dias: [], ...over,
});

describe('UltimasLecturas (on /public/bop)', () => {
  it('says when each bulletin was last read correctly, and links the coverage page', async () => {
    const now = dateTimeInZone(new Date(), 'Europe/Madrid');
    const yesterday = dateTimeInZone(new Date(Date.now() - 86_400_000), 'Europe/Madrid');
    const body: Cobertura = {
      desde: [2025, 2, 28], ata: [2025, 3, 6],
      boletins: [
        boletin('BOP Lugo', { ultimaLecturaCorrecta: [now[0], now[1], now[2], 9, 31] }),
        boletin('BOE', { ultimaLecturaCorrecta: [yesterday[0], yesterday[1], yesterday[2], 9, 5] }),
        boletin('DOG', { ultimaLecturaCorrecta: [2024, 3, 15, 9, 30], aviso: true, diasPublicacionFallidosSeguidos: 4 }),
        boletin('BOP Ourense'),
      ],
    };
    const calls = stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body }) });
    renderWithProviders(<UltimasLecturas />, { route: '/bop' });
    const region = screen.getByRole('region', { name: 'Última lectura de cada boletín' });
    expect(await within(region).findByText('BOP Lugo')).toBeInTheDocument();
    const value = (bop: string) => within(region).getByText(bop).nextElementSibling;
    expect(value('BOP Lugo')).toHaveTextContent('hoxe ás 09:31');
    expect(value('BOE')).toHaveTextContent('onte ás 09:05');
    expect(value('DOG')).toHaveTextContent(/15 de marzo de 2024.*09:30 · 4 días de publicación seguidos sen poder lelo/);
    expect(value('BOP Ourense')).toHaveTextContent('ningunha aínda');
    expect(within(region).getByRole('link', { name: 'Cobertura dos boletíns' })).toHaveAttribute('href', '/cobertura');
    expect(calls[0].url.searchParams.get('dias')).toBe('7');
  });

  it('in Spanish', async () => {
    const now = dateTimeInZone(new Date(), 'Europe/Madrid');
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: { desde: [2025, 2, 28], ata: [2025, 3, 6], boletins: [boletin('BOP Lugo', { ultimaLecturaCorrecta: [now[0], now[1], now[2], 9, 31] })] } }) });
    renderWithProviders(<UltimasLecturas />, { route: '/bop', preloadedState: { language: { lang: 'es' } } });
    const region = screen.getByRole('region', { name: 'Última lectura de cada boletín' });
    expect(await within(region).findByText('hoy a las 09:31')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Cobertura de los boletines' })).toBeInTheDocument();
  });
});
