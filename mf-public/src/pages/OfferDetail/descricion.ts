import type { ProcesoOposicion } from 'shared';

const plain = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase('gl');

/** The text of an HTML fragment (parsed inert: scripts do not run, images do not load). */
function textOf(html: string): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The offer's description for its header, or null when the page already shows it: as its title, as the title of one
 * of its edicts (an automatic process describes itself by its latest edict) or inside its detail (an administrator
 * often opens the detail with the description). The page says it once, where it already is.
 */
export function descricionDaCabeceira(offer: Pick<ProcesoOposicion, 'descripcion' | 'detalle' | 'procesosOposicionesList' | 'titulo'>): string | null {
  const d = plain(offer.descripcion ?? '');
  if (!d || d === plain(offer.titulo)) return null;
  if (offer.procesosOposicionesList.some((f) => plain(f.titulo) === d)) return null;
  if (plain(textOf(offer.detalle)).includes(d)) return null;
  return offer.descripcion;
}
