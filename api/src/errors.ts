/** An error a client can act on: its status, a stable `codigo` and a human `descripcion`. */
export class HttpError extends Error {
  /** Spanish text, for requests that prefer Spanish (security/errorHandler.ts); headers to send with the answer. */
  es?: string;
  headers?: Record<string, string>;
  constructor(readonly status: number, readonly codigo: string, descripcion: string, extra: { es?: string; headers?: Record<string, string> } = {}) {
    super(descripcion);
    this.es = extra.es;
    this.headers = extra.headers;
  }
}

/** The errors services throw: Galician text, and the Spanish one for requests in Spanish (Accept-Language). */
export const badRequest = (descripcion: string, codigo = 'PETICION_INCORRECTA', es?: string) => new HttpError(400, codigo, descripcion, { es });
export const unauthorized = (descripcion = 'Falta un token de acceso válido', codigo = 'NON_AUTENTICADO') => new HttpError(401, codigo, descripcion);
export const forbidden = (descripcion = 'Sen permisos de administración', codigo = 'SEN_PERMISOS') => new HttpError(403, codigo, descripcion);
export const notFound = (descripcion: string, codigo = 'NON_ATOPADO', es?: string) => new HttpError(404, codigo, descripcion, { es });
export const conflict = (descripcion: string, codigo = 'CONFLITO', es?: string) => new HttpError(409, codigo, descripcion, { es });
export const payloadTooLarge = (descripcion: string, es?: string) => new HttpError(413, 'DEMASIADO_GRANDE', descripcion, { es });
export const unsupportedMediaType = (descripcion: string) => new HttpError(415, 'TIPO_NON_ADMITIDO', descripcion);
/** 429 with Retry-After (seconds until a new request will be accepted). */
export const tooManyRequests = (descripcion: string, retryAfterSeconds?: number, es?: string) =>
  new HttpError(429, 'DEMASIADAS_PETICIONS', descripcion, {
    es, headers: retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
