import { useSyncExternalStore } from 'react';
import { normalizarPerfil, type Perfil } from 'shared';

/** Where the profile is kept: this browser's localStorage only; nothing about it is sent to the server. */
export const CLAVE_PERFIL = 'oposicions.perfil.v1';

const ointes = new Set<() => void>();
let lido: { raw: string | null; perfil: Perfil | null } = { raw: null, perfil: null };

function ler(): Perfil | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CLAVE_PERFIL);
  } catch {
    return lido.perfil; // storage refused (private mode, policy): the profile saved in this page, if any
  }
  if (raw !== lido.raw) {
    let perfil: Perfil | null = null;
    try {
      perfil = raw ? normalizarPerfil(JSON.parse(raw)) : null;
    } catch {
      perfil = null;
    }
    lido = { raw, perfil };
  }
  return lido.perfil;
}

function subscribir(avisar: () => void) {
  ointes.add(avisar);
  // Another tab that saves the profile changes this one too.
  const onStorage = (e: StorageEvent) => { if (e.key === CLAVE_PERFIL || e.key === null) avisar(); };
  window.addEventListener('storage', onStorage);
  return () => { ointes.delete(avisar); window.removeEventListener('storage', onStorage); };
}

/** Saves (or, with null, deletes) the profile in this browser. */
export function gardarPerfil(perfil: Perfil | null): void {
  try {
    if (perfil) window.localStorage.setItem(CLAVE_PERFIL, JSON.stringify(perfil));
    else window.localStorage.removeItem(CLAVE_PERFIL);
  } catch {
    // storage refused: the profile lasts as long as the page
    lido = { raw: perfil ? JSON.stringify(perfil) : null, perfil };
  }
  for (const avisar of ointes) avisar();
}

/** The profile kept in this browser, or null; re-renders when it is saved here or in another tab. */
export function usePerfil(): Perfil | null {
  return useSyncExternalStore(subscribir, ler, () => null);
}
