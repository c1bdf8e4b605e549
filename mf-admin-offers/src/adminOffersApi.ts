import { TOTAL_COUNT_HEADER, api } from 'shared';
import type {
  AsignarFase, BopAdmin, CrearProcesoOposicion, Fase, LigazonRevisar, LimiteArquivo, ModificarOpo, ModificarProcesoOposicion, Opo, OpoInicio,
  ProcesoAdminQuery, ProcesoOposicion,
} from 'shared';

/** Which competitions the admin list asks for (SPEC.md section 2, /public/admin/opos). */
export type OposQuery =
  | { kind: 'uuid'; uuid: string }
  | { kind: 'fecha'; fecha: string; bop?: string }
  | { kind: 'texto'; texto: string }
  | { kind: 'etiqueta'; etiqueta: string }
  | { kind: 'dias'; dias: number };

function oposUrl(q: OposQuery): string {
  switch (q.kind) {
    case 'uuid': return `/config/opos/consultaUuid/?uuid=${encodeURIComponent(q.uuid)}`;
    case 'fecha': return `/config/opos/consulta?date=${encodeURIComponent(q.fecha)}${q.bop ? `&bop=${encodeURIComponent(q.bop)}` : ''}`;
    case 'texto': return `/config/opos/consultaTexto?textoBusqueda=${encodeURIComponent(q.texto)}`;
    case 'etiqueta': return `/config/opos/consulta/etiqueta?etiquetaBusqueda=${encodeURIComponent(q.etiqueta)}`;
    default: return `/config/opos/consultaDias?dias=${q.dias}`;
  }
}

/** A page of the admin offer list, and how many offers match in all (null when the server does not say). */
export interface ProcesosPage {
  procesos: ProcesoOposicion[];
  total: number | null;
}

/** SPEC's page first (numInicio, numFin, procesoFinalizado), then only the search options that are set. */
function procesosUrl(q: ProcesoAdminQuery): string {
  const params = new URLSearchParams({ numInicio: String(q.numInicio), numFin: String(q.numFin), procesoFinalizado: String(q.procesoFinalizado) });
  for (const key of ['textoBusqueda', 'organizacion', 'bop', 'tipo'] as const) {
    const value = q[key]?.trim();
    if (value) params.set(key, value);
  }
  return `/config/ver/procesoOposicion?${params}`;
}

/** The admin calls of bulletins, competitions, offers and phases (bearer added by the shared api). */
export const adminOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOffersBops: build.query<BopAdmin[], { numFin: number }>({
      query: ({ numFin }) => `/config/bop/consulta?numInicio=0&numFin=${numFin}`,
      providesTags: ['Bop'],
    }),
    adminOffersDeleteBop: build.mutation<{ uuidBop: string; oposEliminadas: number }, string>({
      query: (uuidBop) => ({ url: '/config/bop/eliminar', method: 'DELETE', body: { uuidBop } }),
      invalidatesTags: ['Bop', 'Opo'],
    }),
    adminOffersLigazons: build.query<LigazonRevisar[], void>({
      query: () => '/config/procesos/ligazonsRevisar',
      providesTags: ['Proceso'],
    }),
    adminOffersDecidirLigazon: build.mutation<{ uuidOpo: string; uuidProceso: string }, { accion: 'confirmar' | 'separar' | 'mover'; uuidOpo: string; uuidProceso?: string }>({
      query: ({ accion, ...body }) => ({ url: `/config/procesos/ligazon/${accion}`, method: 'POST', body }),
      invalidatesTags: ['Proceso', 'Opo'],
    }),
    adminOffersOpos: build.query<Opo[], OposQuery>({
      query: oposUrl,
      providesTags: ['Opo'],
    }),
    adminOffersModifyOpo: build.mutation<Opo, ModificarOpo>({
      query: (body) => ({ url: '/config/opo/modificar', method: 'POST', body }),
      invalidatesTags: ['Opo'],
    }),
    adminOffersDeleteOpo: build.mutation<{ uuidOpo: string }, string>({
      query: (uuidOpo) => ({ url: '/config/opo/eliminar', method: 'DELETE', body: { uuidOpo } }),
      invalidatesTags: ['Opo', 'Bop'],
    }),
    adminOffersOpoInicio: build.query<OpoInicio[], string>({
      query: (uuid) => `/config/opos/consultaOpoInicio?uuid=${encodeURIComponent(uuid)}`,
    }),
    adminOffersCreateProceso: build.mutation<ProcesoOposicion, CrearProcesoOposicion>({
      query: (body) => ({ url: '/config/crear/procesoOposicion', method: 'POST', body }),
      invalidatesTags: ['Proceso', 'Opo'],
    }),
    adminOffersProcesos: build.query<ProcesosPage, ProcesoAdminQuery>({
      query: procesosUrl,
      transformResponse: (procesos: ProcesoOposicion[], meta) => {
        const total = meta?.response?.headers.get(TOTAL_COUNT_HEADER) ?? '';
        return { procesos, total: /^\d+$/.test(total) ? Number(total) : null };
      },
      providesTags: ['Proceso'],
    }),
    adminOffersLimiteArquivo: build.query<LimiteArquivo, void>({
      query: () => '/config/procesos/limiteArquivo',
    }),
    adminOffersProceso: build.query<ProcesoOposicion, string>({
      query: (uuid) => `/config/ver/procesoOposicionPorUuid?uuid=${encodeURIComponent(uuid)}`,
      providesTags: ['Proceso'],
    }),
    adminOffersEtiquetas: build.query<string[], void>({
      query: () => '/config/ver/etiquetasProceso',
      providesTags: ['Etiqueta'],
    }),
    adminOffersModifyProceso: build.mutation<ProcesoOposicion, ModificarProcesoOposicion>({
      query: (body) => ({ url: '/config/modificar/procesoOposicion', method: 'POST', body }),
      invalidatesTags: ['Proceso', 'Etiqueta'],
    }),
    adminOffersAddFase: build.mutation<Fase, AsignarFase>({
      query: (body) => ({ url: '/config/asignar/opoProcesoOposicion', method: 'POST', body }),
      invalidatesTags: ['Proceso'],
    }),
    adminOffersDeleteFase: build.mutation<{ uuidOpo: string }, string>({
      query: (uuidOpo) => ({ url: '/config/eliminar/opoProcesoOposicion', method: 'DELETE', body: { uuidOpo } }),
      invalidatesTags: ['Proceso'],
    }),
  }),
});

export const {
  useAdminOffersLigazonsQuery, useAdminOffersDecidirLigazonMutation, useAdminOffersBopsQuery, useAdminOffersDeleteBopMutation, useAdminOffersOposQuery, useAdminOffersModifyOpoMutation,
  useAdminOffersDeleteOpoMutation, useAdminOffersOpoInicioQuery, useAdminOffersCreateProcesoMutation, useAdminOffersProcesosQuery,
  useAdminOffersProcesoQuery, useAdminOffersEtiquetasQuery, useAdminOffersModifyProcesoMutation, useAdminOffersAddFaseMutation,
  useAdminOffersDeleteFaseMutation, useAdminOffersLimiteArquivoQuery,
} = adminOffersApi;
