/**
 * Strings only the labels page and the bulletins page show (their intro, lists and empty states, the bulletins' web
 * links and last reading), not in a first view's shared code: they come with those pages' code (mf-public,
 * publicAreas.ts screenAreas). Every key must exist in both languages (a test checks).
 */
export const etiquetasBoletins: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'public.etiquetas.intro': 'Escolle unha etiqueta para ver as oposicións e os procesos que a levan.',
    'public.etiquetas.empty': 'Aínda non hai etiquetas.',
    'public.bops.web': 'Abrir WEB BOPs',
    'public.bops.web.fecha': 'Data dos boletíns',
    'public.bops.web.button': 'Ver boletíns',
    'public.bops.web.empty': 'Non hai ligazóns de boletíns para esta data.',
    'public.bops.list': 'Listaxe BOPs',
    'public.bops.list.empty': 'Aínda non hai boletíns.',
    'public.bops.ultimaLectura': 'Última lectura de cada boletín',
    'public.etiquetas.title': 'Etiquetas',
    'public.etiquetas.meta.description': 'Todas as etiquetas das oposicións de Galicia: escolle unha para ver as súas convocatorias.',
    'public.bops.meta.description': 'Ligazóns ás webs dos boletíns oficiais provinciais de Galicia e listaxe dos boletíns lidos.',
  },
  es: {
    'public.etiquetas.intro': 'Elige una etiqueta para ver las oposiciones y los procesos que la llevan.',
    'public.etiquetas.empty': 'Todavía no hay etiquetas.',
    'public.bops.web': 'Abrir WEB BOPs',
    'public.bops.web.fecha': 'Fecha de los boletines',
    'public.bops.web.button': 'Ver boletines',
    'public.bops.web.empty': 'No hay enlaces de boletines para esta fecha.',
    'public.bops.list': 'Listado BOPs',
    'public.bops.list.empty': 'Todavía no hay boletines.',
    'public.bops.ultimaLectura': 'Última lectura de cada boletín',
    'public.etiquetas.title': 'Etiquetas',
    'public.etiquetas.meta.description': 'Todas las etiquetas de las oposiciones de Galicia: elige una para ver sus convocatorias.',
    'public.bops.meta.description': 'Enlaces a las webs de los boletines oficiales provinciales de Galicia y listado de los boletines leídos.',
  },
};
