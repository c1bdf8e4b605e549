/**
 * Strings of the bulletins' coverage health (page, home notice, last reading on /public/bop) and of the sharing tags
 * the server writes into the HTML (`meta.*`). Every key must exist in both languages (a test checks).
 */
export const cobertura: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'public.cobertura.link': 'Cobertura dos boletíns',
    'public.cobertura.nunca': 'ningunha aínda',
    'public.cobertura.hoxe': 'hoxe ás {hora}',
    'public.cobertura.onte': 'onte ás {hora}',
    'public.cobertura.seguidos': '{n} días de publicación seguidos sen poder lelo',
    'footer.cobertura': 'Cobertura dos boletíns',
    'meta.offer.title': '{titulo} · {organizacion}',
    'meta.prazo.ata': 'ata o {data}',
    'meta.prazo.estimado': '(estimado)',
    'meta.adminTitle': 'Administración',
  },
  es: {
    'public.cobertura.link': 'Cobertura de los boletines',
    'public.cobertura.nunca': 'ninguna todavía',
    'public.cobertura.hoxe': 'hoy a las {hora}',
    'public.cobertura.onte': 'ayer a las {hora}',
    'public.cobertura.seguidos': '{n} días de publicación seguidos sin poder leerlo',
    'footer.cobertura': 'Cobertura de los boletines',
    'meta.offer.title': '{titulo} · {organizacion}',
    'meta.prazo.ata': 'hasta el {data}',
    'meta.prazo.estimado': '(estimado)',
    'meta.adminTitle': 'Administración',
  },
};
