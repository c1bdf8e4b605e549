// The only module that talks to the federation runtime (unit tests replace it).
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared';

let registered = false;

/**
 * The run-time configuration names each remote by its manifest (`…/mf-manifest.json`: the server finds the remote's
 * server build and the preload hints beside it). The browser loads the remote entry published beside it
 * (`remoteEntry.js`, its global the remote's name) without reading the manifest first: one request less on the way to
 * a page's code, and the runtime is built without its manifest (snapshot) code (shared/webpack/federation.cjs,
 * `disableSnapshot`; docs/speed.md).
 */
export function remoteEntryOf(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

export function registerRemotes(config: RuntimeConfig): void {
  if (registered) return;
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  instance.registerRemotes(
    (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, url]) => ({ name, entry: remoteEntryOf(url) })),
  );
  registered = true;
}

export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  const mod = await instance.loadRemote<T>(`${remote}/${exposed}`);
  if (!mod) throw new Error(`${remote}/${exposed} could not be loaded`);
  return mod;
}
