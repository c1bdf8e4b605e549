import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { Cobertura, CoberturaBoletin } from 'shared';
import { CoberturaPage } from './CoberturaPage';

const boletin = (over: Partial<CoberturaBoletin>): CoberturaBoletin => ({
  bop: 'BOP Lugo', ultimaLecturaCorrecta: null, ultimoBoletinLido: null, diasLidos: 0, diasSenBoletin: 0, diasFallidos: 0, diasEstruturaCambiada: 0,
  diasPublicacionFallidosSeguidos: 0, aviso: false, dias: [], ...over,
});

export const cobertura: Cobertura = {
  desde: [2025, 2, 28],
  ata: [2025, 3, 6],
  boletins: [
    boletin({
      bop: 'BOP A Coruña', ultimaLecturaCorrecta: [2025, 3, 5, 9, 45], ultimoBoletinLido: [2025, 3, 5], diasLidos: 2, diasSenBoletin: 1, textos: { lidos: 3, pendentes: 0 },
      dias: [
        { fecha: [2025, 3, 3], estado: 'sen_boletin', edictos: 0, opos: 0 },
        { fecha: [2025, 3, 4], estado: 'ok', edictos: 20, opos: 1 },
        { fecha: [2025, 3, 5], estado: 'ok', edictos: 31, opos: 2 },
      ],
    }),
    boletin({
      bop: 'BOP Lugo', ultimaLecturaCorrecta: [2025, 2, 28, 9, 31], ultimoBoletinLido: [2025, 2, 28], diasLidos: 1, diasFallidos: 2, diasEstruturaCambiada: 1,
      diasPublicacionFallidosSeguidos: 2, aviso: true, textos: { lidos: 5, pendentes: 2 },
      dias: [
        { fecha: [2025, 2, 28], estado: 'ok', edictos: 40, opos: 0 },
        { fecha: [2025, 3, 3], estado: 'erro', edictos: 0, opos: 0 },
        { fecha: [2025, 3, 5], estado: 'estructura_cambiada', edictos: 0, opos: 0 },
      ],
    }),
    boletin({ bop: 'DOG' }),
  ],
};

describe('CoberturaPage', () => {
  it('shows each bulletin: state, last good reading, counts and a chart of its days, in Galician', async () => {
    const calls = stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: cobertura }) });
    renderWithProviders(<CoberturaPage />, { route: '/cobertura' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobertura dos boletíns' })).toBeInTheDocument();
    expect(document.title).toBe('Cobertura dos boletíns · Oposicións Galicia');
    expect(calls[0].url.searchParams.get('dias')).toBe('90');
    expect(await screen.findByText(/Así foi a lectura de cada un do 28 de febreiro de 2025 ao 6 de marzo de 2025/)).toBeInTheDocument();

    const coruna = screen.getByRole('region', { name: /BOP A Coruña/ });
    expect(within(coruna).getByText('Ao día')).toBeInTheDocument();
    expect(within(coruna).getByText(/^Última lectura correcta/).closest('p')).toHaveTextContent(/Última lectura correcta: 5 de marzo de 2025.*09:45/);
    expect(within(coruna).getByText(/^Último boletín lido/).closest('p')).toHaveTextContent('Último boletín lido: 5 de marzo de 2025');
    expect(within(coruna).getByText('Días lidos').nextElementSibling).toHaveTextContent('2');
    expect(within(coruna).getByText('Días sen boletín').nextElementSibling).toHaveTextContent('1');
    const chart = within(coruna).getByRole('img');
    expect(chart).toHaveAccessibleName('Edictos e oposicións por día: BOP A Coruña. Nos días lidos: 51 edictos, 3 oposicións.');
    // One column per day read, placed by date in the 7-day window; the competitions drawn inside the edicts' bar.
    const cols = chart.querySelectorAll('g[data-dia]');
    expect([...cols].map((g) => g.getAttribute('data-dia'))).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
    const day5 = chart.querySelector('g[data-dia="2025-03-05"]')!;
    expect(day5.querySelector('title')).toHaveTextContent('5 de marzo de 2025: lido, 31 edictos, 2 oposicións');
    const [edictos, opos] = [...day5.querySelectorAll('rect')];
    expect(edictos).toHaveAttribute('class', 'edictos');
    expect(Number(edictos.getAttribute('height'))).toBeGreaterThan(Number(opos.getAttribute('height')));
    expect(edictos.getAttribute('x')).toBe(String(5 * 4));

    const lugo = screen.getByRole('region', { name: /BOP Lugo/ });
    expect(within(lugo).getByText('Con fallos')).toBeInTheDocument();
    expect(within(lugo).getByText('2 días de publicación seguidos sen poder lelo')).toBeInTheDocument();
    expect(within(lugo).getByText('Días con erro').nextElementSibling).toHaveTextContent('2');
    expect(within(lugo).getByText('Días con formato cambiado').nextElementSibling).toHaveTextContent('1');
    expect(lugo.querySelector('g[data-dia="2025-03-03"] rect')).toHaveAttribute('class', 'fallo');
    expect(lugo.querySelector('g[data-dia="2025-03-05"] rect')).toHaveAttribute('class', 'estrutura');

    const dog = screen.getByRole('region', { name: /DOG/ });
    expect(within(dog).getByText(/^Última lectura correcta/).closest('p')).toHaveTextContent('Última lectura correcta: ningunha aínda');
    expect(dog.querySelectorAll('g[data-dia]')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Lenda' })).toHaveTextContent(/Lectura fallida.*Formato cambiado.*Sen boletín/);
  });

  it('says per bulletin how many bodies of its job edicts were read and how many are still missing', async () => {
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: cobertura }) });
    renderWithProviders(<CoberturaPage />, { route: '/cobertura' });
    const lugo = await screen.findByRole('region', { name: /BOP Lugo/ });
    const textos = lugo.querySelector<HTMLElement>('dl.cobertura-textos')!;
    expect(textos).toHaveAccessibleName('Textos dos edictos de emprego');
    expect(within(textos).getByText('Textos lidos').nextElementSibling).toHaveTextContent('5');
    const pendentes = within(textos).getByText('Textos sen ler aínda');
    expect(pendentes.nextElementSibling).toHaveTextContent('2');
    expect(pendentes.parentElement).toHaveClass('mal');
    const coruna = screen.getByRole('region', { name: /BOP A Coruña/ });
    expect(within(coruna).getByText('Textos sen ler aínda').parentElement).not.toHaveClass('mal');
    // A server that does not count bodies yet: no such list.
    expect(screen.getByRole('region', { name: /DOG/ }).querySelector('dl.cobertura-textos')).toBeNull();
  });

  it('speaks Spanish', async () => {
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ body: cobertura }) });
    renderWithProviders(<CoberturaPage />, { route: '/cobertura', preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobertura de los boletines' })).toBeInTheDocument();
    const lugo = await screen.findByRole('region', { name: /BOP Lugo/ });
    expect(within(lugo).getByText('2 días de publicación seguidos sin poder leerlo')).toBeInTheDocument();
    expect(within(lugo).getByText('Días leídos')).toBeInTheDocument();
    expect(within(lugo).getByText('Textos sin leer todavía')).toBeInTheDocument();
    expect(document.title).toBe('Cobertura de los boletines · Oposicións Galicia');
  });

  it("shows the server's error", async () => {
    stubFetch({ '/api/v1/opos/bop/cobertura': () => ({ status: 500, body: { codigo: 'ERRO', descripcion: 'Fallou a base de datos' } }) });
    renderWithProviders(<CoberturaPage />, { route: '/cobertura' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Fallou a base de datos');
  });
});
