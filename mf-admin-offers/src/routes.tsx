import * as React from 'react';
import { registerRuntime, type RemoteRoutesModule } from 'shared';
import { BopPage } from './pages/Bop/BopPage';
import { OposPage } from './pages/Opos/OposPage';
import { ModificarOpoPage } from './pages/ModificarOpo/ModificarOpoPage';
import { CrearProcesoPage } from './pages/CrearProceso/CrearProcesoPage';
import { VerProcesoPage } from './pages/VerProceso/VerProcesoPage';
import { ModificarProcesoPage } from './pages/ModificarProceso/ModificarProcesoPage';
import { AddFasePage } from './pages/AddFase/AddFasePage';
import { LigazonsPage } from './pages/Ligazons/LigazonsPage';

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

export const screens: RemoteRoutesModule['screens'] = {
  bop: BopPage,
  opos: OposPage,
  modificarOpo: ModificarOpoPage,
  crearProceso: CrearProcesoPage,
  verProceso: VerProcesoPage,
  modificarProceso: ModificarProcesoPage,
  addFase: AddFasePage,
  ligazons: LigazonsPage,
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin/bop", "screen": "bop"}, {"path": "/admin/opos", "screen": "opos"}, {"path": "/admin/modificar/opo", "screen": "modificarOpo"}, {"path": "/admin/crearProceso/opo", "screen": "crearProceso"}, {"path": "/admin/verProceso/opo", "screen": "verProceso"}, {"path": "/admin/modificarProceso/opo", "screen": "modificarProceso"}, {"path": "/admin/addFaseProceso/opo", "screen": "addFase"}, {"path": "/admin/procesos/revisar", "screen": "ligazons"}];
