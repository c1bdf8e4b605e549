/** Schemas shared by the notice routes (offer and label subscriptions, alerts). */

/** `{estado, descripcion}`: the answer to a request for notices (double opt-in: the state it is left in). */
export const estadoAnswerSchema = {
  type: 'object',
  required: ['estado', 'descripcion'],
  properties: { estado: { type: 'string' }, descripcion: { type: 'string' } },
} as const;

/** `?token=`: the signed token of an e-mail's link. */
export const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;
