import { criterioEnPalabras, useT, type AlertaCriterio } from 'shared';
import { useNomeEtiqueta } from '../filtros/useNomeEtiqueta';
import '../../textos/listas';
import '../../textos/alertas';

/** An alert's criterion in words, in the interface language (labels by their name in it). */
export function useCriterioEnPalabras(): (c: AlertaCriterio, etiquetaEs?: string) => string {
  const { t, lang } = useT();
  const nome = useNomeEtiqueta();
  return (c, etiquetaEs) => criterioEnPalabras(c, t, (gl) => (lang === 'es' && etiquetaEs ? etiquetaEs : nome(gl)));
}
