import { matchRoutes } from 'react-router-dom';
import { ADMIN_ROUTE_PATTERNS, matchPublicRoute, PUBLIC_ROUTE_PATTERNS } from 'shared';
import { buildRoutes } from './router';
import { adminRoutes, publicRoutes } from './routeTable';

// The server answers 404 with the shared list (shared/src/contract/routes.ts); the router must agree with it.

describe('route table', () => {
  it('holds exactly the screens of the shared list, public and admin', () => {
    expect(new Set(publicRoutes.map((r) => r.path))).toEqual(new Set(PUBLIC_ROUTE_PATTERNS));
    expect(new Set(adminRoutes.map((r) => r.path))).toEqual(new Set(ADMIN_ROUTE_PATTERNS));
  });

  it.each([
    '/public/', '/public/home', '/public/Home/', '/public/etiquetas', '/public/bop', '/public/cobertura', '/public/oposicion/auxiliar-2026',
    '/public/oposicion/con%20espazo', '/public/avisos/confirmar', '/public/admin', '/public/admin/', '/public/admin/login', '/public/admin/estadisticas',
    '/public/admin/modificar/opo', '/public/nada', '/public/oposicion', '/public/oposicion/a/b', '/public/admin/nada', '/public/etiquetas/x',
    '/public/rss.xml', '/public/cobertura/2026',
  ])('the server and the router agree on whether %s is a screen', (url) => {
    const matches = matchRoutes(buildRoutes(), url, '/public/');
    const routerScreen = !!matches && matches[matches.length - 1].route.path !== '*';
    expect(matchPublicRoute(url.replace(/^\/public\/?/, '')) !== null).toBe(routerScreen);
  });
});
