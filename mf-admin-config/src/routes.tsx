import * as React from 'react';
import { registerRuntime, type RemoteRoutesModule } from 'shared';
import { HomePage } from './pages/Home/HomePage';
import { EtiquetasPage } from './pages/Etiquetas/EtiquetasPage';
import { ConfigurarBusquedaPage } from './pages/ConfigurarBusqueda/ConfigurarBusquedaPage';
import { NotificacionesPage } from './pages/Notificaciones/NotificacionesPage';
import { EstadisticasPage } from './pages/Estadisticas/EstadisticasPage';

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

export const screens: RemoteRoutesModule['screens'] = {
  home: HomePage,
  etiquetas: EtiquetasPage,
  configurarBusqueda: ConfigurarBusquedaPage,
  notificaciones: NotificacionesPage,
  estadisticas: EstadisticasPage,
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin", "screen": "home"}, {"path": "/admin/home", "screen": "home"}, {"path": "/admin/etiquetas", "screen": "etiquetas"}, {"path": "/admin/configurarBusqueda", "screen": "configurarBusqueda"}, {"path": "/admin/notificaciones", "screen": "notificaciones"}, {"path": "/admin/estadisticas", "screen": "estadisticas"}];
