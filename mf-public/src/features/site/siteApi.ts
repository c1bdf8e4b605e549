import { api, type RuntimeConfig } from 'shared';

/** The run-time configuration the server hands the shell, read again by the pages that name the operator. */
export const RUNTIME_CONFIG_URL = '/public/runtime-config.json';

const siteApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicRuntimeConfig: build.query<RuntimeConfig, void>({
      async queryFn() {
        try {
          const res = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
          if (!res.ok) return { error: { status: res.status, data: { descripcion: `HTTP ${res.status}` } } };
          return { data: (await res.json()) as RuntimeConfig };
        } catch (error) {
          return { error: { status: 'FETCH_ERROR', error: String(error) } };
        }
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { usePublicRuntimeConfigQuery } = siteApi;
