import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import type { FeitosDoTexto, ProcesoOposicion } from 'shared';
import { offer } from '../../features/testData';
import { OfferDetailPage } from './OfferDetailPage';

const de = { cita: 'Texto das bases.', edicto: 'opo-bases', confianza: 0.9 };

const renderOffer = (feitos: FeitosDoTexto, lang: 'gl' | 'es') => {
  const body: ProcesoOposicion = { ...offer, feitos };
  stubFetch({ '/api/v1/opos/ver/procesoOposicion': () => ({ body }) });
  return renderWithProviders(<OfferDetailPage />, { route: '/oposicion/auxiliar-oleiros', path: '/oposicion/:opo', preloadedState: { language: { lang } } });
};

// Spanish writes a four-digit amount without a group separator (CLDR), Galician with one.
// The year the page is read decides the amounts: only the clock is fixed, every timer runs.
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] }));
afterEach(() => jest.useRealTimers());

describe('the base salary on a process page', () => {
  it('says the subgroup C2 base salary of the year, what it leaves out and its law (gl)', async () => {
    renderOffer({ grupo: { valor: 'C2', ...de }, tipoPersoal: { valor: 'funcionario_carreira', ...de } }, 'gl');
    const soldo = await screen.findByTestId('soldo-base');
    expect(soldo.textContent).toMatch(/^8994,96\s€ soldo base anual do subgrupo C2 \(sen complementos\)/);
    expect(soldo).toHaveTextContent('En 2026: 12 mensualidades de 749,58 €, sen pagas extraordinarias, trienios nin complementos de destino ou específico. Fonte: Real Decreto-lei 14/2025, do 2 de decembro');
  });

  it('in Spanish, and for the professional groupings', async () => {
    renderOffer({ grupo: { valor: 'AP', ...de } }, 'es');
    const soldo = await screen.findByTestId('soldo-base');
    expect(soldo.textContent).toMatch(/^8232,84\s€ sueldo base anual de las agrupaciones profesionales \(sin complementos\)/);
    expect(soldo).toHaveTextContent('Fuente: Real Decreto-ley 14/2025, de 2 de diciembre');
  });

  it('says nothing where the group is unknown, doubtful, or the staff are employees', async () => {
    for (const feitos of [
      { tipoPersoal: { valor: 'funcionario_carreira' as const, ...de } },
      { grupo: { valor: 'C1' as const, ...de, confianza: 0.3 } },
      { grupo: { valor: 'C1' as const, ...de }, tipoPersoal: { valor: 'laboral_fixo' as const, ...de } },
    ]) {
      const { unmount } = renderOffer(feitos, 'gl');
      await screen.findByRole('region', { name: 'Datos da convocatoria' });
      expect(screen.queryByTestId('soldo-base')).not.toBeInTheDocument();
      expect(screen.queryByText(/soldo base/)).not.toBeInTheDocument();
      unmount();
    }
  });
});
