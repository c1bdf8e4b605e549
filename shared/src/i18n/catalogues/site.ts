/**
 * Strings of the pages that say what the site is (home introduction, the privacy note), the compact header and the
 * footer links; the long texts of the about, privacy and legal pages are in sitePages.ts (fetched with those pages).
 * Every key must exist in both languages (a test checks).
 */
export const site: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'menu.toggle': 'Menú',
    'footer.nav': 'Sobre o sitio',
    'footer.acerca': 'Acerca deste sitio',
    'footer.privacidade': 'Privacidade',
    'footer.avisoLegal': 'Aviso legal',

    'intro.text': 'Reunimos as oposicións e o emprego público de Galicia publicados no BOE, no DOG e nos BOP da Coruña, Lugo, Ourense e Pontevedra. Non somos fonte oficial: vale sempre o texto do boletín.',
    'intro.more': 'Máis sobre este sitio',

    'dia.0': 'domingo',
    'dia.1': 'luns',
    'dia.2': 'martes',
    'dia.3': 'mércores',
    'dia.4': 'xoves',
    'dia.5': 'venres',
    'dia.6': 'sábado',
    'horario.todos': 'todos os días',
    'horario.rango': 'de {de} a {a}',
    'horario.e': 'e',
    'horario.os': 'os {dias}',
    'horario.hora': 'ás {hora}',
    'horario.zona.madrid': 'hora de Galicia',

    'privacidade.nota': 'Usamos o teu correo só para estes avisos, e cada correo leva unha ligazón para darte de baixa.',
    'privacidade.ligazon': 'Aviso de privacidade',
    'public.subscription.confirmar': 'Revisa o teu correo e confirma a subscrición.',
  },
  es: {
    'menu.toggle': 'Menú',
    'footer.nav': 'Sobre el sitio',
    'footer.acerca': 'Acerca de este sitio',
    'footer.privacidade': 'Privacidad',
    'footer.avisoLegal': 'Aviso legal',

    'intro.text': 'Reunimos las oposiciones y el empleo público de Galicia publicados en el BOE, el DOG y los BOP de A Coruña, Lugo, Ourense y Pontevedra. No somos una fuente oficial: prevalece siempre el texto del boletín.',
    'intro.more': 'Más sobre este sitio',

    'dia.0': 'domingo',
    'dia.1': 'lunes',
    'dia.2': 'martes',
    'dia.3': 'miércoles',
    'dia.4': 'jueves',
    'dia.5': 'viernes',
    'dia.6': 'sábado',
    'horario.todos': 'todos los días',
    'horario.rango': 'de {de} a {a}',
    'horario.e': 'y',
    'horario.os': 'los {dias}',
    'horario.hora': 'a las {hora}',
    'horario.zona.madrid': 'hora peninsular',

    'privacidade.nota': 'Usamos tu correo solo para estos avisos, y cada correo lleva un enlace para darte de baja.',
    'privacidade.ligazon': 'Aviso de privacidad',
    'public.subscription.confirmar': 'Revisa tu correo y confirma la suscripción.',
  },
};
