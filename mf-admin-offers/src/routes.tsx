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
  bop: placeholder('mf-admin-offers', 'bop'),
  opos: placeholder('mf-admin-offers', 'opos'),
  modificarOpo: placeholder('mf-admin-offers', 'modificarOpo'),
  crearProceso: placeholder('mf-admin-offers', 'crearProceso'),
  verProceso: placeholder('mf-admin-offers', 'verProceso'),
  modificarProceso: placeholder('mf-admin-offers', 'modificarProceso'),
  addFase: placeholder('mf-admin-offers', 'addFase'),
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin/bop", "screen": "bop"}, {"path": "/admin/opos", "screen": "opos"}, {"path": "/admin/modificar/opo", "screen": "modificarOpo"}, {"path": "/admin/crearProceso/opo", "screen": "crearProceso"}, {"path": "/admin/verProceso/opo", "screen": "verProceso"}, {"path": "/admin/modificarProceso/opo", "screen": "modificarProceso"}, {"path": "/admin/addFaseProceso/opo", "screen": "addFase"}];
