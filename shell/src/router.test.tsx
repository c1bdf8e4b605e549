import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { lazyScreen, type RuntimeConfig } from 'shared';
import { renderWithProviders } from 'shared/test-utils';
import { loadRemoteModule } from './federation';
import { AppRoutes } from './router';
import { RuntimeConfigContext } from './runtimeConfig';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const config: RuntimeConfig = {
  remotes: { mf_public: '', mf_admin_offers: '', mf_admin_config: '', mf_auth: '' },
  canalMensaxeriaUrl: 'https://t.me/canal',
  contactoUrl: 'mailto:contacto@example.org',
  oidc: { issuer: '', clientId: '', scope: '', redirectPath: '' },
};

function Broken(): never {
  throw new Error('the screen broke');
}

const renderAt = (route: string) =>
  renderWithProviders(<RuntimeConfigContext.Provider value={config}><AppRoutes /></RuntimeConfigContext.Provider>, { route });

describe('the shell router (declarative, lazy screens)', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // mf-public's screens: a plain one, one in a chunk of its own (lazyScreen), one that throws while rendering.
    const Etiquetas = lazyScreen(async () => ({ Etiquetas: () => <h1>Etiquetas remotas</h1> }), 'Etiquetas');
    load.mockResolvedValue({
      screens: {
        home: () => <><h1>Inicio remoto</h1><Link to="/etiquetas">a etiquetas</Link><Link to="/bop">a boletíns</Link></>,
        etiquetas: Etiquetas,
        bops: Broken,
      },
      routes: [],
    });
  });

  it('shows a remote screen inside the layout, and a lazy screen once its code is there', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'a etiquetas' }));
    expect(await screen.findByRole('heading', { name: 'Etiquetas remotas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_public', 'routes');
  });

  it('a screen that throws shows the error page in its place; navigating away leaves it', async () => {
    renderAt('/bop');
    expect(await screen.findByRole('alert')).toHaveTextContent('the screen broke');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: /Inicio/ })[0]);
    expect(await screen.findByRole('heading', { name: 'Inicio remoto' })).toBeInTheDocument();
    expect(screen.queryByText('the screen broke')).not.toBeInTheDocument();
  });

  it('an unknown path is the not-found page', async () => {
    renderAt('/non-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Páxina non atopada' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
