/**
 * Strings of "Can I apply?" (issue 24) a first view needs: the profile box above every list and on the process page,
 * before any profile exists. The rest (the form, the answers and their reasons) is `perfilTextos.ts`, fetched when a
 * profile exists or the form opens. Every key must exist in both languages (a test checks).
 */
export const perfil: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    'public.perfil.boton': 'O meu perfil',
    'public.perfil.botonEditar': 'Cambiar o meu perfil',
    'public.perfil.senPerfil': 'Di que titulación, galego e carnés tes e dirémosche a que procesos podes presentarte.',
    'public.perfil.comprobacion': 'Podo presentarme?',
    'public.perfil.comprobacionSenPerfil': 'Indica o teu perfil e comprobamos aquí, requisito a requisito, se podes presentarte.',
  },
  es: {
    'public.perfil.boton': 'Mi perfil',
    'public.perfil.botonEditar': 'Cambiar mi perfil',
    'public.perfil.senPerfil': 'Di qué titulación, gallego y carnés tienes y te diremos a qué procesos puedes presentarte.',
    'public.perfil.comprobacion': '¿Puedo presentarme?',
    'public.perfil.comprobacionSenPerfil': 'Indica tu perfil y comprobamos aquí, requisito a requisito, si puedes presentarte.',
  },
};
