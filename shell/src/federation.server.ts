// The server build's federation.ts (shell/webpack.config.cjs replaces one with the other): remotes are loaded by the
// server renderer's own loader (their server bundles, found through the same run-time configuration).
import type { RuntimeConfig } from 'shared';

type Loader = (remote: string, exposed: string) => Promise<unknown>;
let loader: Loader | null = null;

export function setServerRemoteLoader(fn: Loader): void {
  loader = fn;
}

export function registerRemotes(_config: RuntimeConfig): void {
  /* nothing: the loader knows where each remote's server bundle is */
}

export async function loadRemoteModule<T>(remote: string, exposed: string): Promise<T> {
  if (!loader) throw new Error('no server loader for remotes');
  const mod = (await loader(remote, exposed)) as T | null;
  if (!mod) throw new Error(`${remote}/${exposed} could not be loaded on the server`);
  return mod;
}
