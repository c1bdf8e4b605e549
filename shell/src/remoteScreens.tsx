import type { ComponentType } from 'react';
import { loadAdminCatalogues, preloadScreen, type GuardModule, type RemoteName, type RemoteRoutesModule } from 'shared';
import { loadRemoteModule } from './federation';
import { RemoteUnavailable } from './layout/RemoteUnavailable';

const routesModules = new Map<RemoteName, Promise<RemoteRoutesModule>>();

function routesOf(remote: RemoteName): Promise<RemoteRoutesModule> {
  let p = routesModules.get(remote);
  if (!p) {
    p = loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
    // A failed load is not cached: the next navigation tries again.
    p.catch(() => routesModules.delete(remote));
    routesModules.set(remote, p);
  }
  return p;
}

function unavailable(remote: RemoteName, error: unknown): ComponentType {
  console.error(`[shell] remote ${remote} could not be loaded`, error);
  return function Unavailable() {
    return <RemoteUnavailable remote={remote} />;
  };
}

/** A route's screen (router.tsx): the remote's screen, or an in-place message when the remote cannot be loaded. */
export async function loadScreen(remote: RemoteName, screen: string): Promise<{ Component: ComponentType }> {
  try {
    // Admin and sign-in screens: their texts are a chunk of their own, fetched with the remote.
    const [mod] = await Promise.all([routesOf(remote), remote === 'mf_public' ? undefined : loadAdminCatalogues()]);
    const Component = mod.screens[screen];
    if (!Component) throw new Error(`${remote} has no screen ${screen}`);
    // A screen in a chunk of its own (shared lazyScreen): the route shows once its code is there.
    await preloadScreen(Component);
    return { Component };
  } catch (error) {
    return { Component: unavailable(remote, error) };
  }
}

export async function loadGuard(): Promise<{ Component: ComponentType }> {
  try {
    const [mod] = await Promise.all([loadRemoteModule<GuardModule>('mf_auth', 'guard'), loadAdminCatalogues()]);
    return { Component: mod.AdminGuard };
  } catch (error) {
    return { Component: unavailable('mf_auth', error) };
  }
}
