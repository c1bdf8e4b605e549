import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEYS, type RuntimeConfig } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { RuntimeConfigContext } from '../runtimeConfig';
import { Layout } from './Layout';

const config: RuntimeConfig = {
  remotes: { mf_public: '', mf_admin_offers: '', mf_admin_config: '', mf_auth: '' },
  canalMensaxeriaUrl: 'https://t.me/canal',
  contactoUrl: 'mailto:contacto@example.org',
  oidc: { issuer: '', clientId: '', scope: '', redirectPath: '' },
};

const renderLayout = (route = '/') =>
  renderWithProviders(
    <RuntimeConfigContext.Provider value={config}>
      <Layout />
    </RuntimeConfigContext.Provider>,
    { route },
  );

describe('public layout', () => {
  beforeEach(() => localStorage.clear());

  it('shows the menu, the channel link, the contact anchor and the footer in Galician by default', () => {
    renderLayout();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(menu).toHaveTextContent('Inicio');
    expect(screen.getByRole('link', { name: 'Canle de avisos' })).toHaveAttribute('href', 'https://t.me/canal');
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '#contacto');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024 Oposicións Galicia. Todos os dereitos reservados.');
    expect(screen.queryByRole('link', { name: 'Login Administracion' })).not.toBeInTheDocument();
  });

  it('shows Login Administracion only when the admin-allowed flag is stored', () => {
    localStorage.setItem(SESSION_KEYS.adminAllowed, 'true');
    renderLayout();
    expect(screen.getByRole('link', { name: 'Login Administracion' })).toHaveAttribute('href', '/admin/login');
  });

  it('switches to Spanish and remembers it', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Todos los derechos reservados.');
    expect(screen.getByRole('button', { name: 'ES' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('opos.lang')).toBe('es');
  });

  it('shows the admin menu to a signed-in administrator on admin screens only', () => {
    localStorage.setItem(SESSION_KEYS.adminAllowed, 'true');
    localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    act(() => {
      renderLayout('/admin/home');
    });
    expect(screen.getByRole('navigation', { name: 'Menú de administración' })).toHaveTextContent('Pechar sesión');
  });
});

describe('the header on a phone and the footer (issue 15)', () => {
  beforeEach(() => localStorage.clear());

  it('folds the menus behind one button: aria-expanded, Escape closes and gives the focus back to the button', async () => {
    renderLayout();
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    // The links are always in the page (CSS hides the closed menu on a phone only).
    expect(document.getElementById('site-menu')).toContainElement(screen.getByRole('navigation', { name: 'Menú principal' }));
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link in it is followed, and moves the focus to the page', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menú' }));
    await userEvent.click(screen.getByRole('link', { name: 'Etiquetas' }));
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('hides Login Administracion while an administrator is signed in, and shows it again after signing out', () => {
    localStorage.setItem(SESSION_KEYS.adminAllowed, 'true');
    localStorage.setItem(SESSION_KEYS.accessToken, 'token');
    const { unmount } = renderLayout('/admin/home');
    expect(screen.queryByRole('link', { name: 'Login Administracion' })).not.toBeInTheDocument();
    // The admin menu folds into the same menu as the public links.
    expect(document.getElementById('site-menu')).toContainElement(screen.getByRole('navigation', { name: 'Menú de administración' }));
    unmount();
    localStorage.removeItem(SESSION_KEYS.accessToken);
    renderLayout('/');
    expect(screen.getByRole('link', { name: 'Login Administracion' })).toBeInTheDocument();
  });

  it('links the about, privacy and legal pages from the footer, in the page language', async () => {
    renderLayout();
    const footer = screen.getByRole('navigation', { name: 'Sobre o sitio' });
    expect(within(footer).getByRole('link', { name: 'Acerca deste sitio' })).toHaveAttribute('href', '/acerca');
    expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(within(footer).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/aviso-legal');
    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(screen.getByRole('navigation', { name: 'Sobre el sitio' })).toHaveTextContent('Acerca de este sitioPrivacidadAviso legal');
  });

  it('links the bulletins coverage page from the footer (issue 16)', async () => {
    renderLayout();
    const footer = screen.getByRole('navigation', { name: 'Sobre o sitio' });
    expect(within(footer).getByRole('link', { name: 'Cobertura dos boletíns' })).toHaveAttribute('href', '/cobertura');
    await userEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(within(screen.getByRole('navigation', { name: 'Sobre el sitio' })).getByRole('link', { name: 'Cobertura de los boletines' })).toHaveAttribute('href', '/cobertura');
  });
});
