// The only module that talks to the federation runtime (unit tests replace it).
import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared';

let registered = false;

export function registerRemotes(config: RuntimeConfig): void {
  if (registered) return;
  const instance = getInstance();
  if (!instance) throw new Error('Module Federation runtime is not initialised');
  instance.registerRemotes(
    (Object.entries(config.remotes) as [RemoteName, string][]).map(([name, entry]) => ({ name, entry })),
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
