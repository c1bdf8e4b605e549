import * as React from 'react';
import { registerRuntime, type RemoteRoutesModule } from 'shared';
import { LoginPage } from './pages/Login/LoginPage';
import { CallbackPage } from './pages/Callback/CallbackPage';
import { LogoutPage } from './pages/Logout/LogoutPage';

// The screens this remote exposes; the shell maps URLs to them (shell/src/routeTable.ts).
registerRuntime({ react: React });

export const screens: RemoteRoutesModule['screens'] = {
  login: LoginPage,
  callback: CallbackPage,
  logout: LogoutPage,
};

export const routes: RemoteRoutesModule['routes'] = [{"path": "/admin/login", "screen": "login"}, {"path": "/admin/callback", "screen": "callback"}, {"path": "/admin/cerrarSesion", "screen": "logout"}];
