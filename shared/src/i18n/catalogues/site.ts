/**
 * Strings of the pages that say what the site is (the privacy note), the compact header and the footer links; the
 * home introduction is in listas.ts (with the lists' page), the long texts of the about, privacy and legal pages and
 * the reading schedule they state in sitePages.ts (fetched with those pages).
 * Every key must exist in both languages (a test checks).
 */
export const site: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'menu.toggle': 'Menú',
    'footer.nav': 'Sobre o sitio',
    'footer.acerca': 'Acerca deste sitio',
    'footer.privacidade': 'Privacidade',
    'footer.avisoLegal': 'Aviso legal',



    'privacidade.nota': 'Usamos o teu correo só para estes avisos, e cada correo leva unha ligazón para darte de baixa.',
    'privacidade.ligazon': 'Aviso de privacidade',
  },
  es: {
    'menu.toggle': 'Menú',
    'footer.nav': 'Sobre el sitio',
    'footer.acerca': 'Acerca de este sitio',
    'footer.privacidade': 'Privacidad',
    'footer.avisoLegal': 'Aviso legal',



    'privacidade.nota': 'Usamos tu correo solo para estos avisos, y cada correo lleva un enlace para darte de baja.',
    'privacidade.ligazon': 'Aviso de privacidad',
  },
};
