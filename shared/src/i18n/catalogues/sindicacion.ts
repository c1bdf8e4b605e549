/**
 * Strings of the feeds, calendars and open data (issue 16): the links on the pages, the "Datos abertos" page and the
 * feed titles the server writes into the HTML. Every key must exist in both languages (a test checks).
 */
export const sindicacion: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'feeds.link.lista': 'Novidades en Atom: {titulo}',
    'feeds.link.proceso': 'Fases en Atom: {titulo}',
    'feeds.follow': 'Seguir estas oposicións nun lector de novas (Atom)',
    'public.offer.seguir': 'Seguir este proceso',
    'public.offer.calendario': 'Engadir ao calendario',
    'public.offer.calendario.subscribir': 'Subscribirse desde o calendario',
    'public.offer.calendario.axuda': 'O prazo de presentación, as datas de exame que atopamos nos anuncios e cada publicación, nun ficheiro .ics. Se te subscribes, o calendario actualízase só.',
    'public.offer.feed': 'Fases en Atom',
    'footer.datos': 'Datos abertos',
    'public.datos.title': 'Datos abertos',
    'public.datos.meta.description': 'Fontes Atom, calendarios e descarga en CSV e JSON das oposicións de Galicia, con licenza CC BY 4.0.',
  },
  es: {
    'feeds.link.lista': 'Novedades en Atom: {titulo}',
    'feeds.link.proceso': 'Fases en Atom: {titulo}',
    'feeds.follow': 'Seguir estas oposiciones en un lector de noticias (Atom)',
    'public.offer.seguir': 'Seguir este proceso',
    'public.offer.calendario': 'Añadir al calendario',
    'public.offer.calendario.subscribir': 'Suscribirse desde el calendario',
    'public.offer.calendario.axuda': 'El plazo de presentación, las fechas de examen que encontramos en los anuncios y cada publicación, en un archivo .ics. Si te suscribes, el calendario se actualiza solo.',
    'public.offer.feed': 'Fases en Atom',
    'footer.datos': 'Datos abiertos',
    'public.datos.title': 'Datos abiertos',
    'public.datos.meta.description': 'Fuentes Atom, calendarios y descarga en CSV y JSON de las oposiciones de Galicia, con licencia CC BY 4.0.',
  },
};
