import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { CopiaError, crearCopia, nomePorDefecto, restaurarCopia, type Manifesto } from './backup.js';

const USO_COPIA = `npm run backup [-- FICHEIRO.tar.gz]

Garda nun ficheiro a base de datos PGlite e os ficheiros subidos do cartafol de datos (DATA_DIR), co SHA-256 de cada
un. Por defecto: oposicions-AAAAMMDD-HHMMSS.tar.gz no cartafol actual. Con PGlite, para antes o servidor.
Con PostgreSQL (DATABASE_URL) a base gárdase con pg_dump; --so-ficheiros garda só os ficheiros subidos.`;

const USO_RESTAURAR = `npm run restore -- FICHEIRO.tar.gz [--force]

Comproba cada ficheiro da copia co seu SHA-256 e restáuraa no cartafol de datos (DATA_DIR), que debe estar baleiro;
--force substitúe a base de datos e os ficheiros dun cartafol que xa ten datos. Co servidor parado.`;

/** The PostgreSQL commands, printed when DATABASE_URL is set (the same as docs/operations.md). */
export const PG_DUMP = `Con PostgreSQL (DATABASE_URL) a base de datos non vai nesta copia: gárdaa con pg_dump, co servidor en marcha:
  pg_dump -Fc --no-owner -f oposicions.dump "$DATABASE_URL"
e restáurase nunha base baleira con:
  pg_restore --no-owner --exit-on-error -d "$DATABASE_URL" oposicions.dump
Os ficheiros subidos seguen en DATA_DIR: npm run backup -- --so-ficheiros`;

export interface CliIo {
  out: NodeJS.WritableStream;
  now?: () => Date;
  /** Where relative paths start: the folder `npm run` was typed in (INIT_CWD), not the project's root. */
  cwd?: string;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

function resumo(m: Manifesto): string {
  const base = m.ficheiros.find((f) => f.ruta === 'pgdata.tar');
  const subidos = m.ficheiros.filter((f) => f.ruta.startsWith('files/'));
  const correos = m.ficheiros.filter((f) => f.ruta.startsWith('outbox-eml/'));
  return [
    `  base de datos: ${base ? `PGlite ${m.pglite ?? ''} (${mb(base.bytes)})` : 'non (PostgreSQL: pg_dump)'}`,
    `  ficheiros subidos: ${subidos.length} (${mb(subidos.reduce((s, f) => s + f.bytes, 0))})`,
    `  correos gardados como .eml: ${correos.length}`,
  ].join('\n');
}

/** `npm run backup`: returns the exit code (0 written, 2 refused or bad options). */
export async function backupCli(argv: string[], deps: { config: Config }, io: CliIo): Promise<number> {
  const say = (line: string) => io.out.write(`${line}\n`);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { 'so-ficheiros': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    say(`${(error as Error).message}\n\n${USO_COPIA}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) return say(USO_COPIA), 0;
  if (positionals.length > 1) return say(USO_COPIA), 2;
  const { config } = deps;
  const soFicheiros = Boolean(values['so-ficheiros']);
  if (config.databaseUrl && !soFicheiros) return say(PG_DUMP), 2;
  if (!config.databaseUrl && soFicheiros) return say('--so-ficheiros é para PostgreSQL: con PGlite a copia leva sempre a base de datos.'), 2;
  const now = io.now?.() ?? new Date();
  const out = positionals[0] ? resolve(io.cwd ?? process.cwd(), positionals[0]) : nomePorDefecto(now, io.cwd ?? process.cwd());
  try {
    const m = await crearCopia({ dataDir: config.dataDir, out, conBase: !config.databaseUrl, now });
    say(`Copia gardada en ${out}\n${resumo(m)}`);
    if (config.databaseUrl) say(`\n${PG_DUMP.split('\nOs ficheiros')[0]}`);
    return 0;
  } catch (error) {
    if (error instanceof CopiaError) return say(error.message), 2;
    throw error;
  }
}

/** `npm run restore -- FILE`: returns the exit code (0 restored, 2 refused, bad archive or bad options). */
export async function restoreCli(argv: string[], deps: { config: Config }, io: CliIo): Promise<number> {
  const say = (line: string) => io.out.write(`${line}\n`);
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    say(`${(error as Error).message}\n\n${USO_RESTAURAR}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) return say(USO_RESTAURAR), 0;
  if (positionals.length !== 1) return say(USO_RESTAURAR), 2;
  const { config } = deps;
  try {
    const m = await restaurarCopia({ arquivo: resolve(io.cwd ?? process.cwd(), positionals[0]), dataDir: config.dataDir, conBase: !config.databaseUrl, forzar: Boolean(values.force) });
    say(`Copia do ${m.creada} restaurada en ${config.dataDir} (cada ficheiro comprobado co seu SHA-256)\n${resumo(m)}`);
    say(config.databaseUrl
      ? 'A base de datos PostgreSQL restáurase á parte con pg_restore (docs/operations.md).'
      : 'Xa podes arrancar o servidor (npm start): aplica as migracións que falten.');
    return 0;
  } catch (error) {
    if (error instanceof CopiaError) return say(error.message), 2;
    throw error;
  }
}

/** `node api/dist/ops/backup.cli.js backup|restore …` with the server's configuration. */
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
  const [command, ...rest] = process.argv.slice(2);
  const io = { out: process.stderr, cwd: process.env.INIT_CWD || process.cwd() };
  const code = command === 'backup' ? await backupCli(rest, { config }, io)
    : command === 'restore' ? await restoreCli(rest, { config }, io)
      : (console.error('backup.cli.js backup|restore …'), 2);
  process.exit(code);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
