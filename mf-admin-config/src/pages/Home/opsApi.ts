import { api, type DateArray } from 'shared';

/** An operator alert (GET /config/ver/avisosOperador). */
export interface AvisoOperador {
  uuid: string;
  tipo: 'lectura_fallida' | 'sen_ler' | 'correo_atascado';
  bop: string | null;
  fechaBop: DateArray | null;
  estadoLectura: string | null;
  detalle: string;
  creadoEn: number[];
  resoltoEn: number[] | null;
  estadoCorreo: 'pending' | 'sent' | 'failed' | 'held' | 'cancelled' | null;
}

/** A backfill of past bulletin days and how far it got. */
export interface Historico {
  uuid: string;
  desde: DateArray;
  ata: DateArray;
  boletins: string[];
  estado: 'en_curso' | 'parado' | 'feito';
  totalDias: number;
  diasFeitos: number;
  lecturasOk: number;
  lecturasSenBoletin: number;
  lecturasFallidas: number;
  lecturasPrevias: number;
  edictos: number;
  opos: number;
  iniciadoPor: string;
  creadoEn: number[];
  actualizadoEn: number[];
  rematadoEn: number[] | null;
}

export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminConfigAvisosOperador: build.query<{ enderezo: boolean; avisos: AvisoOperador[] }, void>({
      query: () => ({ url: '/config/ver/avisosOperador', params: { limite: 30 } }),
      providesTags: ['Estadistica'],
    }),
    adminConfigHistorico: build.query<{ enCurso: Historico | null; ultimos: Historico[] }, void>({
      query: () => '/config/ver/historico',
    }),
    adminConfigLerHistorico: build.mutation<Historico, { desde: DateArray; ata?: DateArray; boletins?: string[] }>({
      query: (body) => ({ url: '/config/relazar/historico', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(opsApi.util.invalidateTags(['Opo', 'Bop', 'Estadistica']));
        void dispatch(opsApi.endpoints.adminConfigHistorico.initiate(undefined, { forceRefetch: true, subscribe: false }));
      },
    }),
    adminConfigPararHistorico: build.mutation<Historico, { uuid: string }>({
      query: (body) => ({ url: '/config/parar/historico', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        void dispatch(opsApi.endpoints.adminConfigHistorico.initiate(undefined, { forceRefetch: true, subscribe: false }));
      },
    }),
  }),
});

export const {
  useAdminConfigAvisosOperadorQuery, useAdminConfigHistoricoQuery, useAdminConfigLerHistoricoMutation, useAdminConfigPararHistoricoMutation,
} = opsApi;
