/**
 * Strings of the feeds, calendars and open data (issue 16): the links on the pages, the "Datos abertos" page and the
 * feed titles the server writes into the HTML. Every key must exist in both languages (a test checks).
 */
export const sindicacion: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'feeds.link.lista': 'Novidades en Atom: {titulo}',
    'feeds.link.proceso': 'Fases en Atom: {titulo}',
    'feeds.follow': 'Seguir estas oposicións nun lector de novas (Atom)',
    'footer.datos': 'Datos abertos',
  },
  es: {
    'feeds.link.lista': 'Novedades en Atom: {titulo}',
    'feeds.link.proceso': 'Fases en Atom: {titulo}',
    'feeds.follow': 'Seguir estas oposiciones en un lector de noticias (Atom)',
    'footer.datos': 'Datos abiertos',
  },
};
