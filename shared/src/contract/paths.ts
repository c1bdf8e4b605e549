/** Typed path helpers for the screens (relative to the router basename `/public`). */
export const paths = {
  home: () => '/',
  byDate: (fecha: string) => `/?fecha=${encodeURIComponent(fecha)}`,
  byBop: (fecha: string, bop: string) => `/?fecha=${encodeURIComponent(fecha)}&bop=${encodeURIComponent(bop)}`,
  byLabel: (etiqueta: string) => `/?etiquetaBusqueda=${encodeURIComponent(etiqueta)}`,
  byText: (texto: string) => `/?textoBusqueda=${encodeURIComponent(texto)}`,
  etiquetas: () => '/etiquetas',
  bops: () => '/bop',
  cobertura: () => '/cobertura',
  datos: () => '/datos',
  oep: () => '/oep',
  oepOrganismo: (chave: string) => `/oep/${encodeURIComponent(chave)}`,
  offer: (urlAmigable: string) => `/oposicion/${encodeURIComponent(urlAmigable)}`,
  acerca: () => '/acerca',
  privacidade: () => '/privacidade',
  alertasConfirmar: (token: string) => `/alertas/confirmar?token=${encodeURIComponent(token)}`,
  alertasXestionar: (token: string) => `/alertas/xestionar?token=${encodeURIComponent(token)}`,
  alertasBaixa: (token: string) => `/alertas/baixa?token=${encodeURIComponent(token)}`,
  avisoLegal: () => '/aviso-legal',
  adminLogin: (redirect?: string) => (redirect ? `/admin/login?redirect_postlogin=${encodeURIComponent(redirect)}` : '/admin/login'),
  adminCallback: () => '/admin/callback',
  adminHome: () => '/admin/home',
  adminLogout: () => '/admin/cerrarSesion',
  adminBop: () => '/admin/bop',
  adminOpos: () => '/admin/opos',
  adminOposByBop: (fecha: string, nomeBop: string) => `/admin/opos?fecha=${encodeURIComponent(fecha)}&nomeBop=${encodeURIComponent(nomeBop)}`,
  adminModificarOpo: (opoUuid: string) => `/admin/modificar/opo?opoUuid=${encodeURIComponent(opoUuid)}`,
  adminCrearProceso: (opoUuid?: string) => (opoUuid ? `/admin/crearProceso/opo?opoUuid=${encodeURIComponent(opoUuid)}` : '/admin/crearProceso/opo'),
  adminVerProceso: () => '/admin/verProceso/opo',
  adminLigazons: () => '/admin/procesos/revisar',
  adminModificarProceso: (uuid: string) => `/admin/modificarProceso/opo?uuid=${encodeURIComponent(uuid)}`,
  adminAddFase: (uuid: string) => `/admin/addFaseProceso/opo?uuid=${encodeURIComponent(uuid)}`,
  adminEtiquetas: () => '/admin/etiquetas',
  adminConfigurarBusqueda: () => '/admin/configurarBusqueda',
  adminNotificaciones: (fecha?: string) => (fecha ? `/admin/notificaciones?fecha=${encodeURIComponent(fecha)}` : '/admin/notificaciones'),
  adminEstadisticas: () => '/admin/estadisticas',
} as const;

/** The public base under which the router is mounted. */
export const PUBLIC_BASE = '/public';
/** The router's basename: with the trailing slash, a link to `/?fecha=…` renders as `/public/?fecha=…`, as SPEC.md writes it. */
export const ROUTER_BASENAME = '/public/';
