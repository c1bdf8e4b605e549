import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared/test-utils';
import { loadRemoteModule } from './federation';
import { loadGuard, loadScreen } from './remoteScreens';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

describe('loading a remote screen', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('gives the remote screen when the remote loads', async () => {
    const Home = () => <h1>Remote home</h1>;
    load.mockResolvedValue({ screens: { home: Home }, routes: [] });
    const { Component } = await loadScreen('mf_public', 'home');
    renderWithProviders(<Component />);
    expect(screen.getByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
  });

  it('gives an in-place message when the remote cannot be loaded, and tries again next time', async () => {
    load.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    const { Component } = await loadScreen('mf_admin_offers', 'opos');
    renderWithProviders(<Component />);
    expect(screen.getByRole('alert')).toHaveTextContent('Esta parte do sitio non está dispoñible');
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();

    const Opos = () => <p>opos</p>;
    load.mockResolvedValueOnce({ screens: { opos: Opos }, routes: [] });
    const retry = await loadScreen('mf_admin_offers', 'opos');
    expect(retry.Component).toBe(Opos);
  });

  it('treats a remote without the screen as unavailable', async () => {
    load.mockResolvedValue({ screens: {}, routes: [] });
    const { Component } = await loadScreen('mf_admin_config', 'estadisticas');
    renderWithProviders(<Component />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('contains a failing guard remote too', async () => {
    load.mockRejectedValue(new Error('404'));
    const { Component } = await loadGuard();
    renderWithProviders(<Component />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
