import type { ComponentType } from 'react';

/** What each remote exposes as `./routes`: its screens by name; the shell's route table maps URLs to them. */
export interface RemoteRoutesModule {
  screens: Record<string, ComponentType>;
  /** Screens the server must not render (their URL carries a one-time token, their work is an action): the browser does. */
  clientOnly?: string[];
  /** Standalone development: the remote's own URL table (paths relative to /public). */
  routes: { path: string; screen: string }[];
}

/** What mf-auth exposes as `./guard`. */
export interface GuardModule {
  AdminGuard: ComponentType;
}
