/**
 * Strings of the public area. Every key must exist in both languages (a test checks). SPEC.md strings appear
 * verbatim in the catalogue of their language ('Más información' in es, 'Pechado' in gl ...), translated in the other.
 */
const publicCatalogue: { gl: Record<string, string>; es: Record<string, string> } = {
  gl: {
    // The lists' description (also the process page's, before its data)
    'public.home.meta.description': 'Oposicións e convocatorias de emprego público en Galicia publicadas nos boletíns oficiais provinciais, actualizadas cada día.',
    // Bulletins (the name also on the coverage page; the links' note on cards, bulletins and the process page)
    'public.bops.title': 'Boletíns oficiais',
    'public.bops.newWindow': '(abre nunha nova xanela)',
    // Deadlines, on the cards and the process page; the process page's words the server's sharing tags also use
    'public.offer.estado': 'Estado oferta',
    'public.offer.pechado': 'Pechado',
    'public.offer.organizacion': 'Organismo',
    'public.prazo.titulo': 'Prazo de presentación',
    'public.prazo.abertoAta': 'Prazo aberto ata o {data}',
    'public.prazo.pechadoData': 'prazo pechado (rematou o {data})',
    'public.prazo.pendente': 'abrirase coa publicación do extracto no BOE',
    'public.filtro.prazoAberto': 'Só con prazo aberto',
    'public.filtro.prazoAberto.count': '{n} con prazo aberto',
    'public.offer.timeline': 'Cronoloxía do proceso',
    // The rest of the process page's texts are in proceso.ts, the lists' page's and the card's in listas.ts, the labels
    // and bulletins pages' in etiquetasBoletins.ts (they come with that code: publicAreas.ts, screenAreas)
  },
  es: {
    'public.home.meta.description': 'Oposiciones y convocatorias de empleo público en Galicia publicadas en los boletines oficiales provinciales, actualizadas cada día.',
    'public.bops.title': 'Boletines oficiales',
    'public.bops.newWindow': '(se abre en una ventana nueva)',
    'public.offer.estado': 'Estado oferta',
    'public.offer.pechado': 'Cerrado',
    'public.offer.organizacion': 'Organismo',
    'public.prazo.titulo': 'Plazo de presentación',
    'public.prazo.abertoAta': 'Plazo abierto hasta el {data}',
    'public.prazo.pechadoData': 'plazo cerrado (terminó el {data})',
    'public.prazo.pendente': 'se abrirá con la publicación del extracto en el BOE',
    'public.filtro.prazoAberto': 'Solo con plazo abierto',
    'public.filtro.prazoAberto.count': '{n} con plazo abierto',
    'public.offer.timeline': 'Cronología del proceso',
  },
};
export { publicCatalogue as public };
