import { act, screen } from '@testing-library/react';
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
