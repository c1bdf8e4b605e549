import { api, type Alerta, type AlertaPerfilPeticion, type AlertaPeticion, type AlertasXestion } from 'shared';

/** What the server answers to a confirmation link. */
export interface ConfirmacionAlerta {
  estado: 'CONFIRMADA';
  alerta: Alerta;
  tokenXestion: string;
  horaResumo: string;
}

/** The calls of the alerts (issue 16): ask, the links of their e-mails (signed token), the manage page. */
export const alertasApi = api.injectEndpoints({
  endpoints: (build) => ({
    alertaCrear: build.mutation<{ estado: string; descripcion: string }, AlertaPeticion>({
      query: (body) => ({ url: 'alertas/crear', method: 'POST', body }),
    }),
    // Issue 24: the profile travels only in this request, to be kept with the alert.
    alertaPerfilCrear: build.mutation<{ estado: string; descripcion: string }, AlertaPerfilPeticion>({
      query: (body) => ({ url: 'alertas/perfil', method: 'POST', body }),
    }),
    alertaConfirmar: build.mutation<ConfirmacionAlerta, string>({
      query: (token) => ({ url: 'alertas/confirmar', method: 'POST', params: { token } }),
    }),
    alertaBaixa: build.mutation<{ estado: 'BAIXA'; alerta: Alerta | null }, string>({
      query: (token) => ({ url: 'alertas/baixa', method: 'POST', params: { token } }),
    }),
    // Personal data: not kept once the page is left.
    alertasXestion: build.query<AlertasXestion, string>({
      query: (token) => ({ url: 'alertas/xestion', params: { token } }),
      keepUnusedDataFor: 0,
    }),
    alertasXestionBaixa: build.mutation<AlertasXestion, { token: string; uuid: string }>({
      query: ({ token, uuid }) => ({ url: 'alertas/xestion/baixa', method: 'POST', params: { token }, body: { uuid } }),
    }),
    alertasXestionBaixaTodas: build.mutation<{ estado: 'BAIXA'; canceladas: number }, string>({
      query: (token) => ({ url: 'alertas/xestion/baixaTodas', method: 'POST', params: { token } }),
    }),
  }),
});

export const {
  useAlertaCrearMutation, useAlertaPerfilCrearMutation, useAlertaConfirmarMutation, useAlertaBaixaMutation, useAlertasXestionQuery,
  useAlertasXestionBaixaMutation, useAlertasXestionBaixaTodasMutation,
} = alertasApi;
