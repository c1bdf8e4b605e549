import { matchRoutes } from 'react-router-dom';
import { ROUTER_BASENAME, type AdminRoutePattern, type PublicRoutePattern, type RemoteName } from 'shared';

export interface ScreenRoute<P extends string = string> {
  path: P;
  remote: RemoteName;
  screen: string;
}

/**
 * The shell owns the table "URL → remote screen" (SPEC.md section 2); remotes own the screens. Paths come from the
 * one list in shared/src/contract/routes.ts, which the server also uses to answer 404 to any other path: a new
 * screen is added there first.
 */
export const publicRoutes: ScreenRoute<PublicRoutePattern>[] = [
  { path: 'home', remote: 'mf_public', screen: 'home' },
  { path: 'etiquetas', remote: 'mf_public', screen: 'etiquetas' },
  { path: 'bop', remote: 'mf_public', screen: 'bops' },
  { path: 'oposicion/:opo', remote: 'mf_public', screen: 'offerDetail' },
  { path: 'cobertura', remote: 'mf_public', screen: 'cobertura' },
  { path: 'datos', remote: 'mf_public', screen: 'datosAbertos' },
  { path: 'oep', remote: 'mf_public', screen: 'oep' },
  { path: 'oep/:organismo', remote: 'mf_public', screen: 'oepOrganismo' },
  { path: 'acerca', remote: 'mf_public', screen: 'acerca' },
  { path: 'privacidade', remote: 'mf_public', screen: 'privacidade' },
  { path: 'aviso-legal', remote: 'mf_public', screen: 'avisoLegal' },
  { path: 'avisos/confirmar', remote: 'mf_public', screen: 'subscriptionConfirm' },
  { path: 'avisos/baixa', remote: 'mf_public', screen: 'subscriptionUnsubscribe' },
  { path: 'alertas/confirmar', remote: 'mf_public', screen: 'alertaConfirm' },
  { path: 'alertas/xestionar', remote: 'mf_public', screen: 'alertasXestion' },
  { path: 'alertas/baixa', remote: 'mf_public', screen: 'alertaBaixa' },
  { path: 'admin/login', remote: 'mf_auth', screen: 'login' },
  { path: 'admin/home/login', remote: 'mf_auth', screen: 'login' },
  { path: 'admin/callback', remote: 'mf_auth', screen: 'callback' },
  { path: 'admin/cerrarSesion', remote: 'mf_auth', screen: 'logout' },
];

export const homeRoute: ScreenRoute = { path: '', remote: 'mf_public', screen: 'home' };

/** Behind the guard of mf-auth, under /admin. */
export const adminRoutes: ScreenRoute<AdminRoutePattern>[] = [
  { path: 'home', remote: 'mf_admin_config', screen: 'home' },
  { path: 'bop', remote: 'mf_admin_offers', screen: 'bop' },
  { path: 'opos', remote: 'mf_admin_offers', screen: 'opos' },
  { path: 'modificar/opo', remote: 'mf_admin_offers', screen: 'modificarOpo' },
  { path: 'crearProceso/opo', remote: 'mf_admin_offers', screen: 'crearProceso' },
  { path: 'verProceso/opo', remote: 'mf_admin_offers', screen: 'verProceso' },
  { path: 'modificarProceso/opo', remote: 'mf_admin_offers', screen: 'modificarProceso' },
  { path: 'addFaseProceso/opo', remote: 'mf_admin_offers', screen: 'addFase' },
  { path: 'procesos/revisar', remote: 'mf_admin_offers', screen: 'ligazons' },
  { path: 'etiquetas', remote: 'mf_admin_config', screen: 'etiquetas' },
  { path: 'configurarBusqueda', remote: 'mf_admin_config', screen: 'configurarBusqueda' },
  { path: 'notificaciones', remote: 'mf_admin_config', screen: 'notificaciones' },
  { path: 'estadisticas', remote: 'mf_admin_config', screen: 'estadisticas' },
];

export const adminHomeRoute: ScreenRoute = { path: '', remote: 'mf_admin_config', screen: 'home' };

/** The public screens by path (under the router's basename), as the server renders them and the browser hydrates them. */
const publicTable = [{ path: '/', screen: homeRoute }, ...publicRoutes.filter((r) => !r.path.startsWith('admin')).map((r) => ({ path: `/${r.path}`, screen: r }))];

/** The public screen of a page's path ('/public/oposicion/x'), or null (an admin or sign-in path, or none). */
export function publicScreenOf(pathname: string): ScreenRoute | null {
  return matchRoutes(publicTable, pathname, ROUTER_BASENAME)?.[0]?.route.screen ?? null;
}
