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
  home: placeholder('mf-admin-config', 'home'),
  etiquetas: placeholder('mf-admin-config', 'etiquetas'),
  configurarBusqueda: placeholder('mf-admin-config', 'configurarBusqueda'),
  notificaciones: placeholder('mf-admin-config', 'notificaciones'),
  estadisticas: placeholder('mf-admin-config', 'estadisticas'),
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin", "screen": "home"}, {"path": "/admin/home", "screen": "home"}, {"path": "/admin/etiquetas", "screen": "etiquetas"}, {"path": "/admin/configurarBusqueda", "screen": "configurarBusqueda"}, {"path": "/admin/notificaciones", "screen": "notificaciones"}, {"path": "/admin/estadisticas", "screen": "estadisticas"}];
