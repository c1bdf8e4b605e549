import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { createReadCache } from '../cache.js';
import { shareCacheInvalidation } from '../cacheInvalidation.js';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { HttpError } from '../errors.js';
import { createIngestionHttp, seedDefaultRules } from '../ingestion/run.js';
import { SOURCES } from '../ingestion/sources/index.js';
import { normalizeText } from '../text.js';
import { correrHistorico, prepararHistorico } from './historico.js';
import type { HistoricoRow } from './ops.store.js';

const USAGE = `npm run backfill -- --desde AAAA-MM-DD [--ata AAAA-MM-DD] [--boletin NOME]...

Le cada día de publicación pasado (os días da lectura programada, READING_SCHEDULE) de cada boletín, do máis vello
ao máis novo, co mesmo cliente educado ca lectura diaria. Retómase onde quedou se se para (Ctrl-C) e se volve
lanzar coas mesmas opcións. --ata: por defecto, onte. --boletin (repetible): ${SOURCES.map((s) => s.bop).join(', ')}
(abonda co final do nome: coruna, lugo, ourense, pontevedra, boe, dog).`;

export interface CliIo {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  /** Set to true by the caller to stop after the day in hand (Ctrl-C). */
  stop?: { requested: boolean };
}

/** A bulletin named as a person would type it: its whole name or its end, without accents or case. */
export function boletinPorNome(nome: string): string | null {
  const wanted = normalizeText(nome).trim();
  if (!wanted) return null;
  const hit = SOURCES.find((s) => normalizeText(s.bop) === wanted) ?? SOURCES.find((s) => normalizeText(s.bop).endsWith(` ${wanted}`) || normalizeText(s.bop) === wanted);
  return hit?.bop ?? null;
}

/**
 * The backfill in a terminal: checks the options, resumes or starts the backfill, shows a progress bar with the time
 * left, and prints a summary. Returns the exit code (0 done, 3 stopped before the end, 2 bad options).
 */
export async function backfillCli(argv: string[], deps: { config: Config; db: Db }, io: CliIo): Promise<number> {
  const say = (line: string) => io.out.write(`${line}\n`);
  let values: { desde?: string; ata?: string; boletin?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { desde: { type: 'string' }, ata: { type: 'string' }, boletin: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    say(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help || !values.desde) {
    say(USAGE);
    return values.help ? 0 : 2;
  }
  const boletins: string[] = [];
  for (const nome of (values.boletin ?? []).flatMap((b) => b.split(','))) {
    const bop = boletinPorNome(nome);
    if (!bop) {
      say(`Boletín descoñecido: "${nome}"\n\n${USAGE}`);
      return 2;
    }
    boletins.push(bop);
  }
  const { config, db } = deps;
  const cache = createReadCache();
  // On PostgreSQL the running servers hear this process's clears: what it reads shows at once on the site.
  const invalidation = await shareCacheInvalidation(db, cache);
  const ingestion = { db, cache, http: createIngestionHttp(config), config, now: () => new Date() };
  try {
    let plan;
    try {
      plan = await prepararHistorico(ingestion, { desde: values.desde, ata: values.ata ?? null, boletins, iniciadoPor: 'npm run backfill' });
    } catch (error) {
      if (error instanceof HttpError) {
        say(error.message);
        return 2;
      }
      throw error;
    }
    const { row, dias, retomado } = plan;
    say(`${retomado ? 'Retomando' : 'Lendo'} o histórico do ${row.desde} ao ${row.ata}: ${dias.length} días, ${row.boletins.join(', ')}`
      + (retomado ? ` (${row.dias_feitos} días xa feitos)` : ''));
    const bar = new cliProgress.SingleBar({
      stream: io.out,
      format: '{bar} {percentage}% | {value}/{total} días | {fecha} | {edictos} edictos, {opos} opos | quedan {eta_formatted}',
      etaBuffer: 20,
      fps: 5,
      // Without a terminal (CI, a log file) one line per update instead of redrawing.
      noTTYOutput: !io.out.isTTY,
      notTTYSchedule: 10_000,
      hideCursor: Boolean(io.out.isTTY),
    }, cliProgress.Presets.shades_classic);
    bar.start(dias.length, row.dias_feitos, { fecha: '', edictos: row.edictos, opos: row.opos });
    const started = Date.now();
    let final: HistoricoRow;
    try {
      final = await correrHistorico(ingestion, plan, {
        parar: () => io.stop?.requested ?? false,
        onDia: ({ fecha, row: r }) => bar.update(r.dias_feitos, { fecha, edictos: r.edictos, opos: r.opos }),
      });
    } catch (error) {
      bar.stop();
      if (error instanceof HttpError) {
        say(error.message);
        return 2;
      }
      throw error;
    }
    bar.stop();
    say(resumo(final, Date.now() - started));
    return final.estado === 'feito' ? 0 : 3;
  } finally {
    await invalidation?.close();
  }
}

/** The summary printed at the end. */
export function resumo(h: HistoricoRow, ms: number): string {
  const lines = [
    h.estado === 'feito' ? `Histórico lido: ${h.desde} – ${h.ata}` : `Parado en ${h.dias_feitos} de ${h.total_dias} días: volve lanzar a mesma orde para seguir`,
    `  días: ${h.dias_feitos}/${h.total_dias} (${Math.round(ms / 1000)} s nesta execución)`,
    `  lecturas: ${h.lecturas_ok} ok, ${h.lecturas_sen_boletin} sen boletín, ${h.lecturas_fallidas} fallidas, ${h.lecturas_previas} xa lidas antes`,
    `  edictos: ${h.edictos}; oposicións atopadas: ${h.opos}`,
  ];
  if (h.lecturas_fallidas) lines.push('  As lecturas fallidas están na portada de administración (e volven lerse ao retomar).');
  return lines.join('\n');
}

/** `node api/dist/ops/backfill.cli.js …`: the server's configuration, its database, migrated; Ctrl-C stops after the day. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let db: Db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    console.error(`${(error as Error).message}\nCon PGlite só un proceso pode abrir a base de datos: para o servidor, ou lanza o histórico dende a portada de administración.`);
    process.exit(1);
  }
  await migrate(db);
  if (config.seedDefaultRules) await seedDefaultRules(db);
  const stop = { requested: false };
  process.on('SIGINT', () => {
    if (stop.requested) process.exit(130);
    stop.requested = true;
    process.stderr.write('\nParando tras o día en curso (Ctrl-C outra vez para saír xa)…\n');
  });
  const code = await backfillCli(process.argv.slice(2), { config, db }, { out: process.stderr, stop });
  await db.close();
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
