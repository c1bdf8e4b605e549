import * as React from 'react';
import { registerRuntime, type RemoteRoutesModule } from 'shared';

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

function placeholder(remote: string, screen: string) {
  return function Placeholder() {
    return <section className="card" data-remote={remote} data-screen={screen}><h1>{screen}</h1></section>;
  };
}

export const screens: RemoteRoutesModule['screens'] = {
  login: placeholder('mf-auth', 'login'),
  callback: placeholder('mf-auth', 'callback'),
  logout: placeholder('mf-auth', 'logout'),
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin/login", "screen": "login"}, {"path": "/admin/callback", "screen": "callback"}, {"path": "/admin/cerrarSesion", "screen": "logout"}];
