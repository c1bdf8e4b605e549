import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { requestLang, type Lang, type Texts } from './lang.js';
import { HostileInputError, HTTP_URL_PATTERN, NOT_BLANK_PATTERN } from './validation.js';

/**
 * Every error answer is `{codigo, descripcion}` with its HTTP status, worded in the request's language
 * (Accept-Language gl or es; Galician by default): schema refusals, hostile input, body-size and media-type
 * refusals of the body parser, unknown paths, and the errors the services throw (which carry their Spanish text
 * when they have one). A 5xx never shows internals; it is logged.
 */

const part: Record<string, Texts> = {
  body: { gl: 'no corpo', es: 'en el cuerpo' },
  querystring: { gl: 'na consulta', es: 'en la consulta' },
  params: { gl: 'na ruta', es: 'en la ruta' },
  headers: { gl: 'nas cabeceiras', es: 'en las cabeceras' },
};

const typeName: Record<string, Texts> = {
  string: { gl: 'un texto', es: 'un texto' },
  integer: { gl: 'un número enteiro', es: 'un número entero' },
  number: { gl: 'un número', es: 'un número' },
  boolean: { gl: 'true ou false', es: 'true o false' },
  array: { gl: 'unha lista', es: 'una lista' },
  object: { gl: 'un obxecto', es: 'un objeto' },
  null: { gl: 'null', es: 'null' },
};

const field = (name: string, lang: Lang) => (name ? (lang === 'gl' ? `O campo «${name}»` : `El campo «${name}»`) : lang === 'gl' ? 'O valor' : 'El valor');

function describeValidation(error: ErrorObject, context: string, lang: Lang): string {
  const gl = lang === 'gl';
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const where = part[context]?.[lang] ?? '';
  const name = (n: string) => `${field(n, lang)} ${where}`.trim();
  switch (error.keyword) {
    case 'required':
      return `${name([path, params.missingProperty].filter(Boolean).join('.'))} ${gl ? 'é obrigatorio' : 'es obligatorio'}`;
    case 'additionalProperties':
      return `${name([path, params.additionalProperty].filter(Boolean).join('.'))} ${gl ? 'non se admite' : 'no se admite'}`;
    case 'type': {
      const types = String(params.type).split(',').map((t) => typeName[t]?.[lang] ?? t).join(gl ? ' ou ' : ' o ');
      return `${name(path)} ${gl ? 'debe ser' : 'debe ser'} ${types}`;
    }
    case 'maxLength':
      return `${name(path)} ${gl ? `ten máis de ${params.limit} caracteres` : `tiene más de ${params.limit} caracteres`}`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${name(path)} ${gl ? 'non pode estar baleiro' : 'no puede estar vacío'}`
        : `${name(path)} ${gl ? `ten menos de ${params.limit} caracteres` : `tiene menos de ${params.limit} caracteres`}`;
    case 'maxItems':
      return `${name(path)} ${gl ? `ten máis de ${params.limit} elementos` : `tiene más de ${params.limit} elementos`}`;
    case 'minItems':
      return `${name(path)} ${gl ? `ten menos de ${params.limit} elementos` : `tiene menos de ${params.limit} elementos`}`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name(path)} ${gl ? `debe ser como mínimo ${params.limit}` : `debe ser como mínimo ${params.limit}`}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name(path)} ${gl ? `debe ser como máximo ${params.limit}` : `debe ser como máximo ${params.limit}`}`;
    case 'enum':
      return `${name(path)} ${gl ? 'debe ser un de' : 'debe ser uno de'}: ${(params.allowedValues as unknown[] ?? []).join(', ')}`;
    case 'format':
      return params.format === 'uuid'
        ? `${name(path)} ${gl ? 'non é un identificador válido' : 'no es un identificador válido'}`
        : `${name(path)} ${gl ? 'non ten o formato esperado' : 'no tiene el formato esperado'} (${params.format})`;
    case 'pattern':
      if (params.pattern === HTTP_URL_PATTERN) return `${name(path)} ${gl ? 'só admite enderezos http: ou https:' : 'solo admite direcciones http: o https:'}`;
      if (params.pattern === NOT_BLANK_PATTERN) return `${name(path)} ${gl ? 'non pode estar baleiro nin ter só espazos' : 'no puede estar vacío ni tener solo espacios'}`;
      return `${name(path)} ${gl ? 'non ten o formato esperado' : 'no tiene el formato esperado'}`;
    default:
      return `${name(path)} ${gl ? 'non é válido' : 'no es válido'}`;
  }
}

const hostile: Record<HostileInputError['reason'], Texts> = {
  caracteres: { gl: 'contén caracteres non admitidos (NUL ou substitutos Unicode soltos)', es: 'contiene caracteres no admitidos (NUL o sustitutos Unicode sueltos)' },
  numero: { gl: 'debe ser un número finito', es: 'debe ser un número finito' },
  profundidade: { gl: 'está aniñado demasiado fondo', es: 'está anidado demasiado profundo' },
};

/** Fixed texts of the errors the framework raises before a handler runs, and of the generic codes. */
const framework: Record<string, { status: number; codigo: string; texts: Texts }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, codigo: 'DEMASIADO_GRANDE', texts: { gl: 'A petición é demasiado grande', es: 'La petición es demasiado grande' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, codigo: 'TIPO_NON_ADMITIDO', texts: { gl: 'Tipo de contido non admitido', es: 'Tipo de contenido no admitido' } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, codigo: 'PETICION_INCORRECTA', texts: { gl: 'A lonxitude do corpo non coincide coa anunciada', es: 'La longitud del cuerpo no coincide con la anunciada' } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, codigo: 'PETICION_INCORRECTA', texts: { gl: 'O corpo JSON está baleiro', es: 'El cuerpo JSON está vacío' } },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, codigo: 'JSON_NON_VALIDO', texts: { gl: 'O corpo non é JSON válido', es: 'El cuerpo no es JSON válido' } },
  FST_ERR_BAD_URL: { status: 400, codigo: 'PETICION_INCORRECTA', texts: { gl: 'O enderezo da petición non é válido', es: 'La dirección de la petición no es válida' } },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, codigo: 'PETICION_INCORRECTA', texts: { gl: 'Petición incorrecta', es: 'Petición incorrecta' } },
};

const byStatus: Record<number, { codigo: string; texts: Texts }> = {
  400: { codigo: 'PETICION_INCORRECTA', texts: { gl: 'Petición incorrecta', es: 'Petición incorrecta' } },
  404: { codigo: 'NON_ATOPADO', texts: { gl: 'Non atopado', es: 'No encontrado' } },
  405: { codigo: 'METODO_NON_ADMITIDO', texts: { gl: 'Método non admitido', es: 'Método no admitido' } },
  406: { codigo: 'NON_ACEPTABLE', texts: { gl: 'Formato de resposta non dispoñible', es: 'Formato de respuesta no disponible' } },
  408: { codigo: 'TEMPO_ESGOTADO', texts: { gl: 'A petición tardou demasiado', es: 'La petición tardó demasiado' } },
  411: { codigo: 'PETICION_INCORRECTA', texts: { gl: 'Falta a lonxitude do corpo', es: 'Falta la longitud del cuerpo' } },
  413: { codigo: 'DEMASIADO_GRANDE', texts: { gl: 'A petición é demasiado grande', es: 'La petición es demasiado grande' } },
  415: { codigo: 'TIPO_NON_ADMITIDO', texts: { gl: 'Tipo de contido non admitido', es: 'Tipo de contenido no admitido' } },
  429: { codigo: 'DEMASIADAS_PETICIONS', texts: { gl: 'Demasiadas peticións: téntao de novo máis tarde', es: 'Demasiadas peticiones: inténtalo de nuevo más tarde' } },
};

/** Spanish texts of the service errors whose Galician text is fixed, by codigo. */
const spanishByCodigo: Record<string, string> = {
  NON_AUTENTICADO: 'Falta un token de acceso válido',
  TOKEN_NON_VALIDO: 'Token de acceso no válido o caducado',
  SEN_PERMISOS: 'Sin permisos de administración',
  PROVEDOR_IDENTIDADE_NON_DISPONIBLE: 'No se pudo comprobar el token: el proveedor de identidad no responde',
  DEMASIADAS_PETICIONS: 'Demasiadas peticiones: inténtalo de nuevo más tarde',
  TIPO_NON_ADMITIDO: 'Solo se admiten archivos PDF',
  ARQUIVO_INCORRECTO: 'El archivo no está codificado en base64',
  CORREO_NON_VALIDO: 'La dirección de correo no es válida',
  LIGAZON_NON_VALIDA: 'El enlace no es válido',
  URL_NON_VALIDA: 'Solo se admiten direcciones http: o https:',
};

const INTERNAL: Texts = { gl: 'Erro interno do servidor', es: 'Error interno del servidor' };

export function errorAnswer(error: FastifyError | HttpError | Error, lang: Lang): { status: number; codigo: string; descripcion: string } | null {
  if (error instanceof HostileInputError) {
    return { status: 400, codigo: error.codigo, descripcion: `${field(error.path.replace(/^\//, '').replace(/\//g, '.'), lang)} ${part[error.part]?.[lang] ?? ''} ${hostile[error.reason][lang]}`.replace(/\s+/g, ' ') };
  }
  if (error instanceof HttpError) {
    const es = error.es ?? spanishByCodigo[error.codigo];
    return { status: error.status, codigo: error.codigo, descripcion: lang === 'es' && es ? es : error.message };
  }
  const fe = error as FastifyError & { validationContext?: string };
  if (fe.validation && fe.validation.length) {
    const first = fe.validation[0] as ErrorObject;
    const codigo = first.keyword === 'pattern' && (first.params as { pattern?: string }).pattern === HTTP_URL_PATTERN ? 'URL_NON_VALIDA' : 'PETICION_INCORRECTA';
    return { status: 400, codigo, descripcion: describeValidation(first, fe.validationContext ?? '', lang) };
  }
  const known = fe.code ? framework[fe.code] : undefined;
  if (known) return { status: known.status, codigo: known.codigo, descripcion: known.texts[lang] };
  if (error instanceof SyntaxError && (fe.statusCode ?? 400) === 400) {
    return { status: 400, codigo: 'JSON_NON_VALIDO', descripcion: framework.FST_ERR_CTP_INVALID_JSON_BODY.texts[lang] };
  }
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const generic = byStatus[status] ?? byStatus[400];
    return { status, codigo: generic.codigo, descripcion: generic.texts[lang] };
  }
  return null;
}

export function errorHandler(error: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(req.headers['accept-language']);
  const answer = errorAnswer(error, lang);
  if (answer && answer.status < 500) {
    if (error instanceof HttpError && error.headers) reply.headers(error.headers);
    return reply.status(answer.status).send({ codigo: answer.codigo, descripcion: answer.descripcion });
  }
  if (answer) {
    // A 5xx the code chose (the identity provider unreachable): logged with its cause.
    req.log.error({ err: error, codigo: answer.codigo }, answer.descripcion);
    return reply.status(answer.status).send({ codigo: answer.codigo, descripcion: answer.descripcion });
  }
  req.log.error({ err: error }, 'unexpected error');
  return reply.status(500).send({ codigo: 'ERRO_INTERNO', descripcion: INTERNAL[lang] });
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(req.headers['accept-language']);
  const path = req.url.split('?')[0].slice(0, 200);
  return reply.status(404).send({ codigo: 'NON_ATOPADO', descripcion: `${lang === 'gl' ? 'Non existe' : 'No existe'} ${req.method} ${path}` });
}

/** Errors Fastify raises before routing (a malformed URL, a bad Content-Type): same shape. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  return errorHandler(error, req, reply);
}
