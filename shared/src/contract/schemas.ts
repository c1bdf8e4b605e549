/**
 * JSON schemas of the API shapes (SPEC.md section 3). The server validates requests and serialises responses
 * with these; the front end uses the matching types in entities.ts.
 */
import { FEITOS_REQUISITOS, GRUPOS, NIVEIS_TITULACION, REQUISITOS_GALEGO, SISTEMAS_SELECCION, TIPOS_PERSOAL } from './feitos.js';
import { QUENDAS } from './filtros.js';
// ESTADOS_LECTURA (the outcomes of reading one bulletin for one date) is defined with the coverage types (cobertura.ts).
import { ESTADOS_LECTURA } from './cobertura.js';

export const dateArraySchema = {
  type: 'array', items: { type: 'integer' }, minItems: 3, maxItems: 3,
} as const;

export const dateTimeArraySchema = {
  type: 'array', items: { type: 'integer' }, minItems: 5, maxItems: 5,
} as const;

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['codigo', 'descripcion'],
  properties: { codigo: { type: 'string' }, descripcion: { type: 'string' } },
} as const;

/** One fact read from a text (feitos.ts `Feito`), its value described by `valor`. */
const feitoSchema = <V extends object>(valor: V) => ({
  type: 'object',
  required: ['valor', 'cita', 'confianza'],
  properties: { valor, cita: { type: 'string' }, edicto: { type: 'string' }, confianza: { type: 'number' } },
} as const);

/** A fact as a list carries it (feitos.ts `FeitoSenCita`): without its quote. */
const semCita = <F extends { required: readonly string[]; properties: { cita: unknown } }>(f: F) => {
  const { cita: _cita, ...properties } = f.properties;
  return { ...f, required: f.required.filter((r) => r !== 'cita'), properties };
};

/** The facts of a process read from its edicts' texts (feitos.ts `FeitosDoTexto`); a fact no text states is absent. */
export const feitosDoTextoSchema = {
  type: 'object',
  properties: {
    posto: feitoSchema({ type: 'object', required: ['nome'], properties: { nome: { type: 'string' }, categoria: { type: 'string' } } }),
    postos: feitoSchema({
      type: 'array',
      items: { type: 'object', required: ['nome'], properties: { nome: { type: 'string' }, prazas: { type: 'integer' }, grupo: { type: 'string', enum: [...GRUPOS] }, quenda: { type: 'string', enum: ['libre', 'promocionInterna', 'discapacidade'] } } },
    }),
    prazas: feitoSchema({
      type: 'object', required: ['total'],
      properties: { total: { type: 'integer' }, libre: { type: 'integer' }, promocionInterna: { type: 'integer' }, discapacidade: { type: 'integer' } },
    }),
    grupo: feitoSchema({ type: 'string', enum: [...GRUPOS] }),
    tipoPersoal: feitoSchema({ type: 'string', enum: [...TIPOS_PERSOAL] }),
    sistema: feitoSchema({ type: 'string', enum: [...SISTEMAS_SELECCION] }),
    bolsa: feitoSchema({ type: 'boolean' }),
    titulacion: feitoSchema({ type: 'object', required: ['nivel'], properties: { nivel: { type: 'string', enum: [...NIVEIS_TITULACION] }, nome: { type: 'string' } } }),
    galego: feitoSchema({ type: 'object', required: ['requisito'], properties: { requisito: { type: 'string', enum: [...REQUISITOS_GALEGO] }, nivel: { type: 'integer' } } }),
    carne: feitoSchema({ type: 'array', items: { type: 'string' } }),
    idade: feitoSchema({ type: 'object', properties: { minima: { type: 'integer' }, maxima: { type: 'integer' } } }),
    taxa: feitoSchema({ type: 'number' }),
    sedeElectronica: feitoSchema({ type: 'string' }),
    prazo: feitoSchema({
      type: 'object', required: ['cantidade', 'unidade', 'desde'],
      properties: {
        cantidade: { type: 'integer' },
        unidade: { type: 'string', enum: ['dias_habiles', 'dias_naturais', 'meses'] },
        desde: { type: 'string', enum: ['boe', 'dog', 'bop', 'publicacion'] },
      },
    }),
    datasExame: { type: 'array', items: feitoSchema({ type: 'string' }) },
  },
} as const;

export const opoSchema = {
  type: 'object',
  required: ['uuid', 'organizacion', 'descripcion', 'urlDetalle', 'bop', 'fechaBop', 'etiquetas', 'verificado'],
  properties: {
    uuid: { type: 'string' },
    organizacion: { type: 'string' },
    descripcion: { type: 'string' },
    urlDetalle: { type: 'string' },
    bop: { type: 'string' },
    fechaBop: dateArraySchema,
    etiquetas: { type: 'array', items: { type: 'string' } },
    verificado: { type: 'boolean' },
    tipoEdicto: { type: 'string' },
    motivoClasificacion: { type: 'string' },
    urlAmigableProceso: { type: 'string' },
    tituloProceso: { type: 'string' },
    procesoAutomatico: { type: 'boolean' },
    edictosProceso: { type: 'integer' },
    prazoAberto: { type: 'boolean' },
    prazoUltimoDia: { anyOf: [dateArraySchema, { type: 'null' }] },
    provincia: { type: 'string' },
    descripcionMostrar: { type: 'string' },
    grupo: { type: 'string', enum: [...GRUPOS] },
    grupos: { type: 'array', items: { type: 'string', enum: [...GRUPOS] }, description: 'With ampliado, a call of several posts of different groups: each group (grupo is then absent)' },
    nivelTitulacion: { type: 'string', enum: [...NIVEIS_TITULACION] },
    tipoPersoal: { type: 'string', enum: [...TIPOS_PERSOAL] },
    quendas: { type: 'array', items: { type: 'string', enum: [...QUENDAS] } },
    bolsa: { type: 'boolean' },
    prazas: { type: 'integer' },
    requisitos: {
      type: 'object',
      description: 'With ampliado: the facts of its process "Can I apply?" checks, each with its edict and confidence, without its quote (issues 24, 25)',
      properties: Object.fromEntries(FEITOS_REQUISITOS.map((k) => [k, semCita(feitosDoTextoSchema.properties[k])])),
    },
  },
} as const;

export const opoListSchema = { type: 'array', items: opoSchema } as const;

export const bopSchema = {
  type: 'object',
  required: ['uuid', 'bop', 'fechaBop'],
  properties: { uuid: { type: 'string' }, bop: { type: 'string' }, fechaBop: dateArraySchema },
} as const;

export const bopWebSchema = {
  type: 'object',
  required: ['bop', 'url'],
  properties: { bop: { type: 'string' }, url: { type: 'string' } },
} as const;

export const faseSchema = {
  type: 'object',
  required: ['uuid', 'titulo', 'orden', 'fechaBop', 'urlDetalle', 'archivo'],
  properties: {
    uuid: { type: 'string' },
    titulo: { type: 'string' },
    orden: { type: 'integer' },
    fechaBop: { anyOf: [dateArraySchema, { type: 'null' }] },
    urlDetalle: { type: ['string', 'null'] },
    archivo: { type: ['string', 'null'] },
    tipoEdicto: { type: 'string' },
    bop: { type: 'string' },
    uuidOpo: { type: 'string', description: 'With ampliado: the competition this phase is (the `edicto` of the facts read from it)' },
  },
} as const;

/** The application deadline of a process (issue 13). */
export const prazoSchema = {
  type: 'object',
  required: ['ultimoDia', 'aberto', 'diasHabilesRestantes', 'diasRestantes', 'estimado', 'pendente', 'texto'],
  properties: {
    ultimoDia: { anyOf: [dateArraySchema, { type: 'null' }] },
    aberto: { type: 'boolean' },
    diasHabilesRestantes: { type: 'integer' },
    diasRestantes: { type: 'integer', description: 'Calendar days left, today and the last day included; 0 once closed' },
    estimado: { type: 'boolean' },
    pendente: { type: 'boolean' },
    texto: { type: 'string' },
  },
} as const;

export const procesoOposicionSchema = {
  type: 'object',
  required: ['uuidEntidad', 'urlAmigable', 'titulo', 'procesoFinalizado', 'procesoMostrable', 'procesosOposicionesList'],
  properties: {
    uuidEntidad: { type: 'string' },
    urlAmigable: { type: 'string' },
    organizacion: { type: 'string' },
    bop: { type: 'string' },
    urlImagen: { type: 'string' },
    titulo: { type: 'string' },
    descripcion: { type: 'string' },
    detalle: { type: 'string' },
    urlInfoProcesoExterno: { type: 'string' },
    etiquetaBusquedaProceso: { type: 'string' },
    etiquetaProceso: { type: 'string' },
    etiquetas: { type: 'array', items: { type: 'string' } },
    sistemaSeleccion: { type: 'string' },
    tipoContrato: { type: 'string' },
    uuidOpoInicio: { type: 'string' },
    procesoFinalizado: { type: 'boolean' },
    procesoMostrable: { type: 'boolean' },
    numeroVisitas: { type: 'integer' },
    fechaBopInicioProceso: { anyOf: [dateArraySchema, { type: 'null' }] },
    procesosOposicionesList: { type: 'array', items: faseSchema },
    automatico: { type: 'boolean' },
    etapa: { type: 'string' },
    prazo: { anyOf: [prazoSchema, { type: 'null' }] },
    feitos: { ...feitosDoTextoSchema, description: 'With ampliado: the facts read from the texts of its edicts, each with its quote and edict (uuidOpo of a phase)' },
    provincia: { type: 'string', description: 'With ampliado: the Galician province of its body, as the lists say it (issue 24: the profile\'s places)' },
  },
} as const;

export const procesoEtiquetaSchema = {
  type: 'object',
  required: ['titulo', 'urlAmigable', 'fechaBopInicioProceso', 'uuid'],
  properties: {
    titulo: { type: 'string' },
    automatico: { type: 'boolean' },
    urlAmigable: { type: 'string' },
    fechaBopInicioProceso: { anyOf: [dateArraySchema, { type: 'null' }] },
    uuid: { type: 'string' },
  },
} as const;

export const etiquetaReglaSchema = {
  type: 'object',
  required: ['uuidEntidad', 'etiqueta', 'textoBusqueda', 'prioridad', 'comprobarCadenaCompleta'],
  properties: {
    uuidEntidad: { type: 'string' },
    etiqueta: { type: 'string' },
    textoBusqueda: { type: 'string' },
    prioridad: { type: 'integer' },
    comprobarCadenaCompleta: { type: 'boolean' },
  },
} as const;

export const filtroBusquedaSchema = {
  type: 'object',
  required: ['uuidEntidad', 'bop', 'textoBusqueda', 'prioridad', 'indexable'],
  properties: {
    uuidEntidad: { type: 'string' },
    bop: { type: 'string' },
    textoBusqueda: { type: 'string' },
    prioridad: { type: 'integer' },
    indexable: { type: 'boolean' },
  },
} as const;

export const notificacionSchema = {
  type: 'object',
  required: ['uuidEntidad', 'tipoEnvio', 'auditoriafechaEnvio', 'prioridad', 'enviado', 'trazas', 'texto', 'auditoriaCreadorPor'],
  properties: {
    uuidEntidad: { type: 'string' },
    tipoEnvio: { type: 'string' },
    auditoriafechaEnvio: { anyOf: [dateTimeArraySchema, { type: 'null' }] },
    prioridad: { type: 'integer' },
    enviado: { type: 'boolean' },
    trazas: { type: 'string' },
    texto: { type: 'string' },
    auditoriaCreadorPor: { type: 'string' },
  },
} as const;

export const estadisticaSchema = {
  type: 'object',
  required: ['uuidEntidad', 'bop', 'fechaBop', 'fechaCreacion', 'trazas', 'numeroTotalEdictosAnalizadas', 'numeroEdictosOposAnalizadas', 'edictosList'],
  properties: {
    uuidEntidad: { type: 'string' },
    bop: { type: 'string' },
    fechaBop: dateArraySchema,
    fechaCreacion: dateTimeArraySchema,
    trazas: { type: 'string' },
    numeroTotalEdictosAnalizadas: { type: 'integer' },
    numeroEdictosOposAnalizadas: { type: 'integer' },
    edictosList: { type: 'array', items: { type: 'string' } },
    estadoLectura: { type: 'string', enum: ESTADOS_LECTURA, description: 'How reading that bulletin on that date went; erro, estructura_cambiada and bloqueado are failures (see trazas)' },
  },
} as const;

export const lecturaFallidaSchema = {
  type: 'object',
  required: ['bop', 'fechaBop', 'estado', 'trazas', 'lidaEn'],
  properties: {
    bop: { type: 'string' },
    fechaBop: dateArraySchema,
    estado: { type: 'string', enum: ESTADOS_LECTURA },
    trazas: { type: 'string', description: 'What went wrong, one line each (for estructura_cambiada: what the page lacked)' },
    lidaEn: dateTimeArraySchema,
  },
} as const;

/** Query-string pieces reused by several routes. */
export const isoDateString = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
export const uuidString = { type: 'string', format: 'uuid' } as const;

export const ligazonRevisarListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['uuidOpo', 'organizacion', 'descripcion', 'bop', 'fechaBop', 'confianza', 'evidencias', 'uuidProceso', 'tituloProceso', 'urlAmigable'],
    properties: {
      uuidOpo: { type: 'string' }, organizacion: { type: 'string' }, descripcion: { type: 'string' }, bop: { type: 'string' },
      fechaBop: dateArraySchema, confianza: { type: 'number' }, evidencias: { type: 'string' }, uuidProceso: { type: 'string' },
      tituloProceso: { type: 'string' }, urlAmigable: { type: 'string' },
    },
  },
} as const;
