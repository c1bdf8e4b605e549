import type { ComponentType } from 'react';

/** What each remote exposes as `./routes`: its screens by name; the shell's route table maps URLs to them. */
export interface RemoteRoutesModule {
  screens: Record<string, ComponentType>;
  /** Standalone development: the remote's own URL table (paths relative to /public). */
  routes: { path: string; screen: string }[];
}

/** What mf-auth exposes as `./guard`. */
export interface GuardModule {
  AdminGuard: ComponentType;
}
