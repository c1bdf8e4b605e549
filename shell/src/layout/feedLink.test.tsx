import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RuntimeConfig } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { RuntimeConfigContext } from '../runtimeConfig';
import { Layout } from './Layout';

const config: RuntimeConfig = {
  remotes: { mf_public: '', mf_admin_offers: '', mf_admin_config: '', mf_auth: '' },
  canalMensaxeriaUrl: 'https://t.me/canal',
  contactoUrl: 'mailto:contacto@example.org',
  oidc: { issuer: '', clientId: '', scope: '', redirectPath: '' },
};

const renderLayout = (route: string) =>
  renderWithProviders(<RuntimeConfigContext.Provider value={config}><Layout /></RuntimeConfigContext.Provider>, { route });
const feedLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/atom+xml"]')];

describe('the feed link of the page and the open-data footer link (issue 16)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('names the feed of the page shown, and follows the visitor from a list to a process and to a page without one', async () => {
    // As the server sent it for the first page.
    document.head.innerHTML = '<link rel="alternate" type="application/atom+xml" href="https://site.example/api/v1/feeds/opos.atom?lang=gl">';
    const { router } = renderLayout('/?etiquetaBusqueda=bombeiro&provincia=Lugo&prazoAberto=1');
    expect(feedLinks().map((l) => l.getAttribute('href'))).toEqual(['/api/v1/feeds/opos.atom?etiquetaBusqueda=bombeiro&provincia=Lugo&prazoAberto=true&lang=gl']);
    expect(feedLinks()[0].title).toBe('Seguir estas oposicións nun lector de novas (Atom)');
    await act(() => router.navigate('/oposicion/auxiliar-lugo'));
    expect(feedLinks().map((l) => l.getAttribute('href'))).toEqual(['/api/v1/feeds/proceso.atom?urlAmigable=auxiliar-lugo&lang=gl']);
    await act(() => router.navigate('/etiquetas'));
    expect(feedLinks()).toEqual([]);
    await act(() => router.navigate('/home'));
    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(feedLinks().map((l) => l.getAttribute('href'))).toEqual(['/api/v1/feeds/opos.atom?lang=es']);
  });

  it('links the open-data page from the footer, in both languages', async () => {
    renderLayout('/');
    const footer = screen.getByRole('navigation', { name: 'Sobre o sitio' });
    expect(within(footer).getByRole('link', { name: 'Datos abertos' })).toHaveAttribute('href', '/datos');
    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(within(screen.getByRole('navigation', { name: 'Sobre el sitio' })).getByRole('link', { name: 'Datos abiertos' })).toHaveAttribute('href', '/datos');
  });
});
