import { useT, type Alerta, type Perfil } from 'shared';
import { useAvaliacionPerfil } from '../perfil/textosPerfil';
import { useCriterioEnPalabras } from './useCriterioEnPalabras';

/** The lists narrowed to the profile kept in this browser ("Para o meu perfil"): where a profile alert's pages link. */
export const LISTA_PERFIL = '/?perfil=1';

/**
 * An alert's name in the interface language: its criterion in words, or for a profile alert (issue 24) "procesos para
 * o teu perfil (ESO / Graduado escolar · CELGA 3 · B)" — the profile's words are fetched (once) when one is shown.
 * `perfil(p)` is " (the profile in a line)", or nothing until its words are here.
 */
export function useNomeAlerta(alertas: readonly (Alerta | null | undefined)[]): { nome: (a: Alerta) => string; perfil: (p: Perfil) => string } {
  const { t } = useT();
  const enPalabras = useCriterioEnPalabras();
  const m = useAvaliacionPerfil(alertas.some((a) => a?.perfil));
  const perfil = (p: Perfil) => (m ? ` (${m.resumoPerfil(p, t)})` : '');
  return {
    nome: (a) => (a.perfil ? t('alertas.perfil.nome', { perfil: perfil(a.perfil) }) : enPalabras(a.criterio, a.etiquetaEs)),
    perfil,
  };
}
