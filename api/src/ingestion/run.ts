import type { ReadCache } from '../cache.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { conflict } from '../errors.js';
import { analyzeDate, trasLerTextos, type AnalysisResult, type BoletinResumo } from './analyze.js';
import { defaultFilters, defaultLabelRules } from './defaults.js';
import { BlockedError, createRecordedHttpClient, createWebHttpClient, userAgentFor, type HttpClient } from './http.js';
import { LECTURA_FALLIDA, replaceEdicts, saveLectura, seedRulesIfEmpty, upsertBop, type LecturaEstado } from './ingestion.store.js';
import { SOURCES } from './sources/index.js';
import { StructureError, type BulletinSource, type SourceReading } from './sources/source.js';
import { lerTextosDoDia, type LerFeitos } from './textos.js';
import { enfilarTextos } from './textos.store.js';

export interface IngestionDeps {
  db: Db;
  cache: ReadCache;
  http: HttpClient;
  sources?: BulletinSource[];
  /** Reads the facts of a stored edict body (default: the domain's `lerFeitos`). */
  lerFeitos?: LerFeitos;
  /** The version of the rules stored with the facts (default: a hash of the domain's code; tests name their own). */
  versionFeitos?: string;
  /** The clock of the body queue (tests). */
  now?: () => Date;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

/** The answer of both relazar endpoints and the record of a scheduled run. */
export interface RunSummary {
  fecha: string;
  descripcion: string;
  envioNotificacion: boolean;
  boletins: BoletinResumo[];
  totalEdictos: number;
  totalOpos: number;
  totalOposPublicadas: number;
  novas: number;
}

const clients = new WeakMap<Config, HttpClient>();

/**
 * The client every source reads through: recorded files (BULLETIN_SOURCE_DIR) or the polite web client. One per
 * configuration, so the daily reading and the fetching of edict bodies share each host's pace.
 */
export function createIngestionHttp(config: Config): HttpClient {
  let client = clients.get(config);
  if (!client) {
    client = newIngestionHttp(config);
    clients.set(config, client);
  }
  return client;
}

function newIngestionHttp(config: Config): HttpClient {
  if (config.bulletinSourceDir) return createRecordedHttpClient(config.bulletinSourceDir);
  const allowed = new Set(config.bulletinIgnoreRobots.map((h) => h.toLowerCase()));
  return createWebHttpClient({
    userAgent: userAgentFor(config.publicUrl, config.contactoEmail),
    ignoreRobotsFor: (host) => allowed.has('*') || allowed.has(host.toLowerCase()),
  });
}

/** Reads the defaults into empty rule tables (first start). */
export async function seedDefaultRules(db: Db) {
  return db.transaction((tx) => seedRulesIfEmpty(tx, defaultFilters(), defaultLabelRules()));
}

const lockName = (fecha: string) => `ingestion:${fecha}`;

/** Runs `fn` while holding the date's lock; a run of the same date elsewhere answers 409. */
export async function withDateLock<T>(db: Db, fecha: string, fn: () => Promise<T>): Promise<T> {
  const r = await db.withLock(lockName(fecha), fn);
  if (!r.ran) throw conflict(`Xa hai unha lectura ou análise do ${fecha} en curso; proba de novo en canto remate`, 'LECTURA_EN_CURSO', `Ya hay una lectura o análisis del ${fecha} en curso; prueba de nuevo en cuanto termine`);
  return r.value;
}

function toSummary(analysis: AnalysisResult, envioNotificacion: boolean, verb: string): RunSummary {
  const sum = (f: (b: BoletinResumo) => number) => analysis.boletins.reduce((n, b) => n + f(b), 0);
  const totalEdictos = sum((b) => b.numeroEdictos);
  const totalOpos = sum((b) => b.numeroOpos);
  const totalOposPublicadas = sum((b) => b.numeroOposPublicadas);
  const problemas = analysis.boletins.filter((b) => (LECTURA_FALLIDA as string[]).includes(b.estado)).map((b) => `${b.bop} (${b.estado})`);
  return {
    fecha: analysis.fecha,
    descripcion: `${verb} do ${analysis.fecha}: ${totalEdictos} edictos, ${totalOpos} opos (${totalOposPublicadas} publicadas, ${analysis.novas} novas)` +
      (problemas.length ? `. Con problemas: ${problemas.join(', ')}` : ''),
    envioNotificacion,
    boletins: analysis.boletins,
    totalEdictos,
    totalOpos,
    totalOposPublicadas,
    novas: analysis.novas,
  };
}

/** Reads one bulletin; whatever goes wrong becomes a recorded outcome, never an exception. */
async function readOne(source: BulletinSource, fecha: string, http: HttpClient): Promise<{ reading: SourceReading | null; estado: LecturaEstado; trazas: string[] }> {
  try {
    const reading = await source.read(fecha, http);
    return { reading, estado: reading.estado, trazas: reading.trazas };
  } catch (error) {
    if (error instanceof BlockedError) {
      return { reading: null, estado: 'bloqueado', trazas: [`${source.bop}: bloqueado, ${error.message} (un administrador pode permitilo con BULLETIN_IGNORE_ROBOTS)`] };
    }
    if (error instanceof StructureError) {
      // The day's page exists but is not what a valid day looks like: say exactly what was missing, never a quiet 0.
      return { reading: null, estado: 'estructura_cambiada', trazas: [error.message, `${source.bop}: estrutura cambiada; revisar o lector desta fonte`] };
    }
    return { reading: null, estado: 'erro', trazas: [`${source.bop}: non se puido ler (${(error as Error).message}); posible cambio de formato`] };
  }
}

/**
 * Reads every bulletin of `fecha` and stores each bulletin issue and edict idempotently (natural keys), then
 * analyses the date. `fechaFuente` reads another date's bulletins into `fecha` (demo data only).
 */
export async function readDate(
  deps: IngestionDeps,
  fecha: string,
  options: { envioNotificacion: boolean; fechaFuente?: (source: BulletinSource) => string | null },
): Promise<RunSummary> {
  const { db, http } = deps;
  const sources = deps.sources ?? SOURCES;
  const summary = await withDateLock(db, fecha, async () => {
    // Different hosts: read in parallel (each host is still asked at most once per second).
    await Promise.all(sources.map(async (source) => {
      const fechaFuente = options.fechaFuente ? options.fechaFuente(source) : fecha;
      if (fechaFuente === null) return;
      const { reading, estado, trazas } = await readOne(source, fechaFuente, http);
      await db.transaction(async (tx) => {
        let numeroEdictos = 0;
        let numero: string | null = null;
        if (reading?.estado === 'ok') {
          const bopUuid = await upsertBop(tx, source.bop, fecha, source.webUrl(fechaFuente));
          await replaceEdicts(tx, source.bop, fecha, bopUuid, reading.edictos);
          numeroEdictos = reading.edictos.length;
          numero = reading.numero;
        }
        const lines = estado === 'ok' ? [`${source.bop}: lidos ${numeroEdictos} edictos${numero ? ` (número ${numero})` : ''}`, ...trazas] : trazas;
        await saveLectura(tx, { bop: source.bop, fecha, estado, numero, numero_edictos: numeroEdictos, trazas: lines.join('\n') });
      });
    }));
    const analysis = await analyzeDate(deps, fecha, { send: options.envioNotificacion });
    return toSummary(analysis, options.envioNotificacion, 'Lectura');
  });
  // The day's reading is stored; the bodies of its job edicts come after it and never undo it: one that cannot be
  // fetched stays pending and is retried by the schedule.
  try {
    const textos = await lerTextosDoDia(deps, fecha);
    // the texts' references and facts take part in the grouping, and in each process's title and deadline
    if (textos.lidos > 0) await trasLerTextos(deps, fecha, (fn) => withDateLock(db, fecha, fn));
    return { ...summary, descripcion: `${summary.descripcion}. ${textos.descripcion}` };
  } catch (error) {
    deps.log?.error({ err: error, fecha }, 'fetching the edict bodies of the day failed');
    return { ...summary, descripcion: `${summary.descripcion}. Textos: non se puideron ler agora (${(error as Error).message}); quedan pendentes` };
  }
}

/** Re-analyses the stored edicts of a date (after an administrator changed the rules). */
export async function reanalyzeDate(deps: Omit<IngestionDeps, 'http'>, fecha: string): Promise<RunSummary> {
  const summary = await withDateLock(deps.db, fecha, async () => toSummary(await analyzeDate(deps, fecha, { send: false }), false, 'Análise'));
  // Competitions the new analysis found get their body row; the schedule fetches them (no request here).
  await enfilarTextos(deps.db, (deps.now ?? (() => new Date()))(), fecha);
  return summary;
}
