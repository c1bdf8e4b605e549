import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared/test-utils';
import { DatosAbertosPage } from './DatosAbertosPage';

describe('DatosAbertosPage', () => {
  it('names the feeds, the exports, the API description and the licence, in Galician', () => {
    renderWithProviders(<DatosAbertosPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos abertos' })).toBeInTheDocument();
    expect(document.title).toBe('Datos abertos · Oposicións Galicia');
    const feeds = screen.getByRole('region', { name: 'Fontes Atom' });
    const hrefs = within(feeds).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/api/v1/feeds/opos.atom?lang=gl',
      '/api/v1/feeds/opos.atom?etiquetaBusqueda=auxiliar%20administrativo&lang=gl',
      '/api/v1/feeds/opos.atom?provincia=Lugo&prazoAberto=true&lang=gl',
    ]);
    expect(feeds).toHaveTextContent('Un proceso: http://localhost/api/v1/feeds/proceso.atom?urlAmigable=… (o nome que o proceso ten no seu enderezo');
    const descarga = screen.getByRole('region', { name: 'Descarga en CSV e JSON' });
    expect(within(descarga).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/api/v1/datos/opos.csv', '/api/v1/datos/opos.json', '/api/v1/datos/procesos.csv', '/api/v1/datos/procesos.json',
      '/api/v1/datos/oep.csv', '/api/v1/datos/oep.json', '/oep', '/api/docs',
    ]);
    expect(descarga).toHaveTextContent('ata 366 días');
    const licenza = screen.getByRole('region', { name: 'Licenza' });
    expect(licenza).toHaveTextContent('CC BY 4.0');
    expect(within(licenza).getByRole('link', { name: 'Texto da licenza CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/deed.gl');
  });

  it('speaks Spanish, and its feed links ask for Spanish', () => {
    renderWithProviders(<DatosAbertosPage />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Datos abiertos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fuentes Atom' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Licencia' })).toHaveTextContent('Creative Commons Reconocimiento 4.0');
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/api/v1/feeds/opos.atom?lang=es');
  });
});
