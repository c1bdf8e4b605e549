import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/test-utils';
import { FeedDaLista } from './FeedDaLista';
import { SeguirProceso } from './SeguirProceso';

describe('SeguirProceso', () => {
  it('offers the process calendar to add or subscribe to, and its Atom feed, in Galician', () => {
    renderWithProviders(<SeguirProceso urlAmigable="auxiliar lugo" />);
    expect(screen.getByRole('heading', { name: 'Seguir este proceso' })).toBeInTheDocument();
    const add = screen.getByRole('link', { name: 'Engadir ao calendario' });
    expect(add).toHaveAttribute('href', '/api/v1/calendario/proceso.ics?urlAmigable=auxiliar%20lugo&lang=gl');
    expect(add).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Subscribirse desde o calendario' }))
      .toHaveAttribute('href', `webcal://${window.location.host}/api/v1/calendario/proceso.ics?urlAmigable=auxiliar%20lugo&lang=gl`);
    expect(screen.getByRole('link', { name: 'Fases en Atom' })).toHaveAttribute('href', '/api/v1/feeds/proceso.atom?urlAmigable=auxiliar%20lugo&lang=gl');
  });

  it('says it in Spanish, and the files are asked for in Spanish', () => {
    renderWithProviders(<SeguirProceso urlAmigable="x" />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('link', { name: 'Añadir al calendario' })).toHaveAttribute('href', '/api/v1/calendario/proceso.ics?urlAmigable=x&lang=es');
    expect(screen.getByRole('link', { name: 'Suscribirse desde el calendario' })).toBeInTheDocument();
  });
});

describe('FeedDaLista', () => {
  it('links the feed of the list on screen, with its search and filters and the page language', () => {
    renderWithProviders(<FeedDaLista search="?textoBusqueda=bombeiro&provincia=Lugo&prazoAberto=1&pagina=3" />, { preloadedState: { language: { lang: 'es' } } });
    expect(screen.getByRole('link', { name: 'Seguir estas oposiciones en un lector de noticias (Atom)' }))
      .toHaveAttribute('href', '/api/v1/feeds/opos.atom?textoBusqueda=bombeiro&provincia=Lugo&prazoAberto=true&lang=es');
  });
});
