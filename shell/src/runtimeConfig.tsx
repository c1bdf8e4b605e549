import { createContext, useContext } from 'react';
import type { RuntimeConfig } from 'shared';

export const RUNTIME_CONFIG_URL = '/public/runtime-config.json';

export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`runtime configuration: HTTP ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('RuntimeConfigContext is missing');
  return config;
}
