import { useEffect, useState } from 'react';
import { loadAvaliacionPerfil, loadPerfilCatalogue, type AvaliacionPerfilModulo } from 'shared';

let cargado: AvaliacionPerfilModulo | null = null;

/**
 * The check of a profile and the texts of its answers, or null until they are here: a first view without a profile
 * carries neither; they are fetched (once) when `precisos` (a profile exists).
 */
export function useAvaliacionPerfil(precisos: boolean): AvaliacionPerfilModulo | null {
  const [listo, setListo] = useState(cargado);
  useEffect(() => {
    if (!precisos || cargado) return;
    let vivo = true;
    Promise.all([loadAvaliacionPerfil(), loadPerfilCatalogue()]).then(([m]) => {
      cargado = m;
      if (vivo) setListo(m);
    }, () => undefined); // not fetched: the answers wait for the next render that asks
    return () => { vivo = false; };
  }, [precisos]);
  return listo ?? cargado;
}
