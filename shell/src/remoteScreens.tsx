import type { ComponentType } from 'react';
import type { GuardModule, RemoteName, RemoteRoutesModule } from 'shared';
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

/** For a route's `lazy`: the remote's screen, or an in-place message when the remote cannot be loaded. */
export async function loadScreen(remote: RemoteName, screen: string): Promise<{ Component: ComponentType }> {
  try {
    const mod = await routesOf(remote);
    const Component = mod.screens[screen];
    if (!Component) throw new Error(`${remote} has no screen ${screen}`);
    return { Component };
  } catch (error) {
    return { Component: unavailable(remote, error) };
  }
}

export async function loadGuard(): Promise<{ Component: ComponentType }> {
  try {
    const mod = await loadRemoteModule<GuardModule>('mf_auth', 'guard');
    return { Component: mod.AdminGuard };
  } catch (error) {
    return { Component: unavailable('mf_auth', error) };
  }
}
