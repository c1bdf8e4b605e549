import { createRequire } from 'node:module';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

/**
 * The validation layer at the edge, the same for every route:
 *
 * - every string (values and keys, in the query, the path and the body) refuses NUL and lone UTF-16 surrogates
 *   (PostgreSQL cannot store the first; the second is not text), every number must be finite, and a body may not
 *   nest deeper than MAX_DEPTH — checked before any schema or handler sees the request, even on routes without a
 *   schema;
 * - schemas are checked by Ajv with `strictNumbers` and without Ajv's type coercion (which turns "Infinity",
 *   "1e400", "0x10" or " 5" into numbers, and numbers into strings). Instead, text becomes a number or a
 *   boolean only where the schema asks for one, and only when it is written plainly (`12`, `-3`, `1.5`, `true`,
 *   `false`): in query strings and path parameters (text by nature) and in JSON bodies. A number is never turned
 *   into a string. A repeated query parameter stays a list and fails a scalar schema.
 *
 * Every refusal becomes a 400 {codigo, descripcion} in the request's language (see errorHandler.ts).
 */

export const MAX_DEPTH = 32;

/** Empty, or an absolute http: or https: URL (any letter case, surrounding spaces allowed): nothing else is a link. */
export const HTTP_URL_PATTERN = '^\\s*([hH][tT][tT][pP][sS]?://[^\\s/?#]+[^\\s]*)?\\s*$';
/** At least one character that is not a space. */
export const NOT_BLANK_PATTERN = '\\S';
const MAX_NODES = 200_000;

// ajv and ajv-formats are CommonJS: loaded as Fastify's own compiler loads them.
const require = createRequire(import.meta.url);
interface AjvInstance {
  compile(schema: object): ValidateFunction;
  addSchema(schema: object): unknown;
  getSchema(id: string): ValidateFunction | undefined;
}
const Ajv = (require('ajv') as { default: new (options: Options) => AjvInstance }).default;
const addFormats = (require('ajv-formats') as { default: (ajv: AjvInstance) => void }).default;

/** A string PostgreSQL can store and that is valid Unicode: no NUL, no lone surrogate. */
export function isCleanText(s: string): boolean {
  return !s.includes('\u0000') && (s as string & { isWellFormed(): boolean }).isWellFormed();
}

export type HostileReason = 'caracteres' | 'numero' | 'profundidade';

/** Finds the first hostile value in parsed input: its path and why. Iterative (a deep body cannot overflow the stack). */
export function findHostile(value: unknown, root = ''): { path: string; reason: HostileReason } | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if ((nodes += 1) > MAX_NODES || depth > MAX_DEPTH) return { path, reason: 'profundidade' };
    if (typeof v === 'string') {
      if (!isCleanText(v)) return { path, reason: 'caracteres' };
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v)) return { path, reason: 'numero' };
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ v: v[i], path: `${path}/${i}`, depth: depth + 1 });
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (!isCleanText(k)) return { path: `${path}/${k.replace(/[^\x20-\x7e]/g, '?')}`, reason: 'caracteres' };
        stack.push({ v: child, path: `${path}/${k}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The 400 of hostile input; errorHandler.ts words it in the request's language. */
export class HostileInputError extends HttpError {
  constructor(readonly part: string, readonly path: string, readonly reason: HostileReason) {
    super(400, reason === 'caracteres' ? 'CARACTERES_NON_ADMITIDOS' : reason === 'numero' ? 'NUMERO_NON_VALIDO' : 'PETICION_INCORRECTA',
      `Valor non admitido en ${part}${path}`);
  }
}

function check(part: string, value: unknown) {
  if (value === undefined || value === null) return;
  const found = findHostile(value);
  if (found) throw new HostileInputError(part, found.path, found.reason);
}

type Schema = Record<string, unknown>;
const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

function typesOf(schema: unknown): string[] {
  const t = (schema as Schema | undefined)?.type;
  return Array.isArray(t) ? t.map(String) : typeof t === 'string' ? [t] : [];
}

/** Plain text to the scalar the schema asks for; anything else is left as it is (and fails validation). */
function coerceScalar(value: unknown, schema: unknown): unknown {
  if (typeof value !== 'string') return value;
  const types = typesOf(schema);
  if (types.includes('string') || types.length !== 1) return value;
  const [type] = types;
  if (type === 'integer' && INTEGER.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value;
  }
  if (type === 'number' && NUMBER.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * Plain numerals and true/false to the type the schema asks for, in place, through objects and arrays the schema
 * describes (query strings and path parameters are all text; a JSON client may send "7" for 7).
 */
function coerceBySchema(data: unknown, schema: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || !schema || typeof schema !== 'object') return data;
  const s = schema as Schema;
  if (Array.isArray(data)) {
    if (typesOf(s).includes('array') && s.items && typeof s.items === 'object') {
      for (let i = 0; i < data.length; i += 1) data[i] = coerceBySchema(data[i], s.items, depth + 1);
    }
    return data;
  }
  if (data && typeof data === 'object') {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const record = data as Record<string, unknown>;
    for (const [key, propSchema] of Object.entries(properties)) {
      if (Object.prototype.hasOwnProperty.call(record, key)) record[key] = coerceBySchema(record[key], propSchema, depth + 1);
    }
    return data;
  }
  return coerceScalar(data, s);
}

/** Query strings and path parameters: a single value where the schema wants a list becomes a list of one. */
function coerceTextParts(data: unknown, schema: Schema) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  for (const [key, propSchema] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    if (typeof record[key] === 'string' && typesOf(propSchema).includes('array')) record[key] = [record[key]];
  }
  coerceBySchema(data, schema);
}

const ajvOptions = { useDefaults: true, removeAdditional: false, allErrors: false, coerceTypes: false, strictNumbers: true, strict: false } as const;

/** Registers the edge checks and the strict validator compiler on the app (before any route). */
export function registerValidation(app: FastifyInstance, sharedSchemas: Schema[] = []) {
  const ajv = new Ajv(ajvOptions);
  addFormats(ajv);
  for (const s of sharedSchemas) ajv.addSchema(s);
  const compile = (schema: Schema): ValidateFunction => {
    const id = schema.$id as string | undefined;
    return (id && ajv.getSchema(id)) || ajv.compile(schema);
  };

  app.setValidatorCompiler(({ schema, httpPart }) => {
    const validate = compile(schema as Schema);
    const checked = (data: unknown) => {
      // A body that is a bare numeral is not coerced: only values inside objects and arrays are.
      if (httpPart === 'body') coerceBySchema(data && typeof data === 'object' ? data : undefined, schema);
      else coerceTextParts(data, schema as Schema);
      const ok = validate(data);
      checked.errors = validate.errors as ErrorObject[] | null | undefined;
      return ok;
    };
    checked.errors = null as ErrorObject[] | null | undefined;
    return checked;
  });

  // Query and path are parsed at routing: checked before anything else (the admin guard, the sign-in provider).
  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    check('querystring', req.query);
    check('params', req.params);
  });
  // Bodies once parsed, before their schema.
  app.addHook('preValidation', async (req: FastifyRequest, _reply: FastifyReply) => {
    check('body', req.body);
  });
}
