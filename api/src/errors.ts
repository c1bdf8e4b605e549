/** An error a client can act on: its status, a stable `codigo` and a human `descripcion`. */
export class HttpError extends Error {
  constructor(readonly status: number, readonly codigo: string, descripcion: string) {
    super(descripcion);
  }
}

export const badRequest = (descripcion: string, codigo = 'PETICION_INCORRECTA') => new HttpError(400, codigo, descripcion);
export const unauthorized = (descripcion = 'Falta un token de acceso válido', codigo = 'NON_AUTENTICADO') => new HttpError(401, codigo, descripcion);
export const forbidden = (descripcion = 'Sen permisos de administración', codigo = 'SEN_PERMISOS') => new HttpError(403, codigo, descripcion);
export const notFound = (descripcion: string, codigo = 'NON_ATOPADO') => new HttpError(404, codigo, descripcion);
export const conflict = (descripcion: string, codigo = 'CONFLITO') => new HttpError(409, codigo, descripcion);
export const payloadTooLarge = (descripcion: string) => new HttpError(413, 'DEMASIADO_GRANDE', descripcion);
export const unsupportedMediaType = (descripcion: string) => new HttpError(415, 'TIPO_NON_ADMITIDO', descripcion);
export const tooManyRequests = (descripcion: string) => new HttpError(429, 'DEMASIADAS_PETICIONS', descripcion);
