import { useT } from 'shared';
import { usePublicEtiquetasNomesQuery } from '../publicApi';

/**
 * A label's name in the interface language: labels are kept in Galician; in Spanish the server's name list gives
 * their Spanish names (fetched only when the interface is in Spanish). Links keep the Galician label.
 */
export function useNomeEtiqueta(): (etiqueta: string) => string {
  const { lang } = useT();
  const { data } = usePublicEtiquetasNomesQuery(undefined, { skip: lang !== 'es' });
  if (lang !== 'es' || !data) return (e) => e;
  const es = new Map(data.map((n) => [n.gl, n.es]));
  return (e) => es.get(e) ?? e;
}
