import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from 'shared/test-utils';
import { EtiquetasPage } from './EtiquetasPage';

describe('EtiquetasPage', () => {
  it('lists every label as a link to /public/?etiquetaBusqueda={label} and sets the page meta', async () => {
    stubFetch({ '/api/v1/opos/etiquetas': () => ({ body: ['auxiliar administrativo', 'policía local'] }) });
    renderWithProviders(<EtiquetasPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(await screen.findByRole('link', { name: 'policía local' })).toHaveAttribute('href', '/?etiquetaBusqueda=polic%C3%ADa%20local');
    expect(screen.getByRole('link', { name: 'auxiliar administrativo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Etiquetas' })).toBeInTheDocument();
    expect(document.title).toBe('Etiquetas · Oposicións Galicia');
  });

  it('shows the empty and the error states', async () => {
    stubFetch({ '/api/v1/opos/etiquetas': () => ({ body: [] }) });
    const { unmount } = renderWithProviders(<EtiquetasPage />, { preloadedState: { language: { lang: 'es' } } });
    expect(await screen.findByText('Todavía no hay etiquetas.')).toBeInTheDocument();
    unmount();
    stubFetch({ '/api/v1/opos/etiquetas': () => ({ status: 500, body: { codigo: 'ERRO_INTERNO', descripcion: 'Erro interno do servidor' } }) });
    renderWithProviders(<EtiquetasPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Erro interno do servidor');
  });
});
