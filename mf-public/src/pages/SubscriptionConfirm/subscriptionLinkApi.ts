import { api } from 'shared';

/** What the server answers to a confirmation or unsubscribe link. */
export interface SubscriptionLinkAnswer {
  estado: 'CONFIRMADA' | 'BAIXA';
  titulo: string;
  urlAmigable: string | null;
  etiqueta: string | null;
}

/** The two calls behind the links of the notification e-mails (signed token in the query). */
export const subscriptionLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicSubscriptionConfirm: build.mutation<SubscriptionLinkAnswer, string>({
      query: (token) => ({ url: 'opos/confirmarNotificacion', method: 'POST', params: { token } }),
    }),
    publicSubscriptionUnsubscribe: build.mutation<SubscriptionLinkAnswer, string>({
      query: (token) => ({ url: 'opos/baixaNotificacion', method: 'POST', params: { token } }),
    }),
  }),
});

export const { usePublicSubscriptionConfirmMutation, usePublicSubscriptionUnsubscribeMutation } = subscriptionLinkApi;
