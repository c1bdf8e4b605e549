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
  home: placeholder('mf-public', 'home'),
  etiquetas: placeholder('mf-public', 'etiquetas'),
  bops: placeholder('mf-public', 'bops'),
  offerDetail: placeholder('mf-public', 'offerDetail'),
  subscriptionConfirm: placeholder('mf-public', 'subscriptionConfirm'),
  subscriptionUnsubscribe: placeholder('mf-public', 'subscriptionUnsubscribe'),
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/", "screen": "home"}, {"path": "/home", "screen": "home"}, {"path": "/etiquetas", "screen": "etiquetas"}, {"path": "/bop", "screen": "bops"}, {"path": "/oposicion/:opo", "screen": "offerDetail"}];
