/**
 * The screens' URL patterns under /public/ (SPEC.md section 2), the one list the shell's router and the server both
 * use: the shell maps each pattern to a remote's screen (shell/src/routeTable.ts, typed by these lists), the server
 * answers HTTP 404 to any other path. A new screen is added here first.
 */
export const PUBLIC_ROUTE_PATTERNS = [
  'home',
  'etiquetas',
  'bop',
  'oposicion/:opo',
  'cobertura',
  'datos',
  'oep',
  'oep/:organismo',
  'acerca',
  'privacidade',
  'aviso-legal',
  'avisos/confirmar',
  'avisos/baixa',
  'alertas/confirmar',
  'alertas/xestionar',
  'alertas/baixa',
  'admin/login',
  'admin/home/login',
  'admin/callback',
  'admin/cerrarSesion',
] as const;

/** Screens behind the sign-in guard, under /public/admin/ (besides its index). */
export const ADMIN_ROUTE_PATTERNS = [
  'home',
  'bop',
  'opos',
  'modificar/opo',
  'crearProceso/opo',
  'verProceso/opo',
  'modificarProceso/opo',
  'addFaseProceso/opo',
  'procesos/revisar',
  'etiquetas',
  'configurarBusqueda',
  'notificaciones',
  'estadisticas',
] as const;

export type PublicRoutePattern = (typeof PUBLIC_ROUTE_PATTERNS)[number];
export type AdminRoutePattern = (typeof ADMIN_ROUTE_PATTERNS)[number];

/** A path under /public/ matched to its screen: '' is the home index, 'admin' the admin index. */
export interface RouteMatch {
  pattern: PublicRoutePattern | '' | 'admin' | `admin/${AdminRoutePattern}`;
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * The screen of a path relative to /public/ (no query), as the shell's router matches it: case-insensitive, one
 * trailing slash allowed, a parameter is one non-empty segment. Null for a path no screen answers (the 404 page).
 */
export function matchPublicRoute(relativePath: string): RouteMatch | null {
  const path = relativePath.replace(/^\/+/, '').replace(/\/$/, '');
  if (path === '') return { pattern: '', params: {} };
  const segments = path.split('/');
  if (segments.some((s) => s === '')) return null;
  if (path.toLowerCase() === 'admin') return { pattern: 'admin', params: {} };
  for (const pattern of PUBLIC_ROUTE_PATTERNS) {
    const params = matchPattern(pattern, segments);
    if (params) return { pattern, params };
  }
  if (segments[0].toLowerCase() === 'admin') {
    for (const pattern of ADMIN_ROUTE_PATTERNS) {
      const params = matchPattern(pattern, segments.slice(1));
      if (params) return { pattern: `admin/${pattern}`, params };
    }
  }
  return null;
}
