import { createHash } from 'node:crypto';
import { createReadStream, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import * as tar from 'tar';
import { lockDataDir, openPglite } from '../db/client.js';

/**
 * Backups (issue 26): one `.tar.gz` with the embedded database (PGlite's `dumpDataDir`, as `pgdata.tar`), the
 * uploaded phase files (`files/`), the e-mails written as files (`outbox-eml/`) and `manifest.json`, which lists every
 * other entry with its size and SHA-256. The restore checks every hash before it touches the data folder.
 */

export const FORMATO = 'oposicions-galicia-copia';
export const VERSION = 1;
/** What a backup holds of DATA_DIR besides the database: the folders the server writes files into. */
export const CARTAFOLES = ['files', 'outbox-eml'] as const;
const BASE_TAR = 'pgdata.tar';
const LOCK = '.opos.lock';

export interface Manifesto {
  formato: typeof FORMATO;
  version: number;
  creada: string;
  /** pglite: the database is `pgdata.tar`; postgresql: no database in the archive (pg_dump it). */
  base: 'pglite' | 'postgresql';
  pglite: string | null;
  ficheiros: { ruta: string; bytes: number; sha256: string }[];
}

/** A refusal or a failure to tell the operator in words (exit code 2); anything else is a bug. */
export class CopiaError extends Error {}

export function pgliteVersion(): string | null {
  try {
    const pkg = resolve(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json');
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
}

function sha256(file: string): Promise<string> {
  return new Promise((ok, fail) => {
    const h = createHash('sha256');
    createReadStream(file).on('data', (c) => h.update(c)).on('error', fail).on('end', () => ok(h.digest('hex')));
  });
}

/** Every regular file under `root`, as paths relative to it with `/`. Links and other kinds are refused. */
function filesUnder(root: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, prefix)).sort()) {
    const rel = prefix ? `${prefix}/${name}` : name;
    const st = lstatSync(join(root, rel));
    if (st.isDirectory()) out.push(...filesUnder(root, rel));
    else if (st.isFile()) out.push(rel);
    else throw new CopiaError(`${join(root, rel)} non é un ficheiro nin un cartafol (ligazón?): non se copia`);
  }
  return out;
}

const stamp = (d: Date) => d.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The default archive name: `oposicions-AAAAMMDD-HHMMSS.tar.gz` (UTC) in the current folder. */
export function nomePorDefecto(now: Date, cwd: string): string {
  return resolve(cwd, `oposicions-${stamp(now)}.tar.gz`);
}

/** Whether a message says the data folder's lock is held by a live process (a server). */
const enUso = (error: unknown) => /in use by process/.test((error as Error).message ?? '');

export const PARA_O_SERVIDOR = 'PGlite admite un só proceso por cartafol de datos e unha copia dos seus ficheiros mentres o servidor escribe non é consistente: para o servidor (npm start) e volve lanzar a copia.';

/**
 * Writes the archive `out` from `dataDir`. With `conBase` (PGlite) the database goes in: the data folder must not be
 * in use (the server stopped). Without it (PostgreSQL, whose database pg_dump saves) only the files. The archive is
 * written beside `out` as `.partial` and renamed at the end: a failed backup leaves no archive that looks whole.
 */
export async function crearCopia(o: { dataDir: string; out: string; conBase: boolean; now: Date }): Promise<Manifesto> {
  const dataDir = resolve(o.dataDir);
  const out = resolve(o.out);
  if (existsSync(out)) throw new CopiaError(`${out} xa existe: escolle outro nome`);
  if (out.startsWith(dataDir + sep)) throw new CopiaError(`Garda a copia fóra do cartafol de datos (${dataDir})`);
  if (o.conBase && !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new CopiaError(`Non hai base de datos PGlite en ${join(dataDir, 'pgdata')}: é DATA_DIR o cartafol do servidor?`);
  }
  mkdirSync(dirname(out), { recursive: true });
  const staging = mkdtempSync(join(dirname(out), '.oposicions-copia-'));
  const partial = `${out}.partial`;
  try {
    if (o.conBase) {
      let db;
      try {
        db = await openPglite(dataDir);
      } catch (error) {
        if (enUso(error)) throw new CopiaError(`${(error as Error).message}\n${PARA_O_SERVIDOR}`);
        throw error;
      }
      try {
        const dump = await db.dumpDataDir!();
        writeFileSync(join(staging, BASE_TAR), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    // The data folders enter the archive through links followed by tar: nothing is copied on disk.
    const entradas: string[] = o.conBase ? [BASE_TAR] : [];
    for (const cartafol of CARTAFOLES) {
      if (!existsSync(join(dataDir, cartafol))) continue;
      symlinkSync(join(dataDir, cartafol), join(staging, cartafol), 'dir');
      entradas.push(cartafol);
    }
    const ficheiros: Manifesto['ficheiros'] = [];
    for (const entrada of entradas) {
      const rutas = entrada === BASE_TAR ? [BASE_TAR] : filesUnder(join(staging, entrada)).map((r) => `${entrada}/${r}`);
      for (const ruta of rutas) ficheiros.push({ ruta, bytes: statSync(join(staging, ruta)).size, sha256: await sha256(join(staging, ruta)) });
    }
    const manifesto: Manifesto = { formato: FORMATO, version: VERSION, creada: o.now.toISOString(), base: o.conBase ? 'pglite' : 'postgresql', pglite: pgliteVersion(), ficheiros };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifesto, null, 2)}\n`);
    await tar.create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true }, ['manifest.json', ...entradas]);
    renameSync(partial, out);
    return manifesto;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

/** What is in the data folder besides a lock file. */
function contido(dataDir: string): string[] {
  return existsSync(dataDir) ? readdirSync(dataDir).filter((n) => n !== LOCK) : [];
}

/**
 * Reads and checks the archive in a folder beside `dataDir`, then moves its database and files in. Refuses a data
 * folder that holds anything unless `forzar` (then its database and file folders are replaced, after the check, and
 * anything else in it is left), a folder in use by a server, a PGlite archive when the site runs on PostgreSQL
 * (`conBase` false) and an archive without database when it runs on PGlite.
 */
export async function restaurarCopia(o: { arquivo: string; dataDir: string; conBase: boolean; forzar: boolean }): Promise<Manifesto> {
  const dataDir = resolve(o.dataDir);
  const arquivo = resolve(o.arquivo);
  if (!existsSync(arquivo)) throw new CopiaError(`Non existe ${arquivo}`);
  const antes = contido(dataDir);
  if (antes.length && !o.forzar) {
    throw new CopiaError(`O cartafol de datos ${dataDir} non está baleiro (${antes.slice(0, 5).join(', ')}${antes.length > 5 ? '…' : ''}).\n`
      + 'Restaura nun cartafol baleiro (DATA_DIR=/outro/cartafol npm run restore -- …), ou engade --force para substituír a súa base de datos e os seus ficheiros.');
  }
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (enUso(error)) throw new CopiaError(`${(error as Error).message}\nPara o servidor antes de restaurar.`);
    throw error;
  }
  const staging = mkdtempSync(join(dirname(dataDir), `.${basename(dataDir)}.restaurando-`));
  try {
    const raras: string[] = [];
    try {
      await tar.extract({
        file: arquivo, cwd: staging, strict: true,
        filter: (path, entry) => {
          const type = 'type' in entry ? entry.type : null;
          const ok = type === 'File' || type === 'OldFile' || type === 'Directory';
          if (!ok) raras.push(path);
          return ok;
        },
      });
    } catch (error) {
      throw new CopiaError(`${arquivo} non se pode ler como copia (.tar.gz): ${(error as Error).message}`);
    }
    if (raras.length) throw new CopiaError(`A copia ten entradas que non son ficheiros (${raras.slice(0, 3).join(', ')}): non se restaura`);
    const manifesto = lerManifesto(staging, arquivo);
    await comprobar(staging, manifesto);
    const temBase = manifesto.base === 'pglite';
    if (temBase && !o.conBase) {
      throw new CopiaError('Esta copia leva unha base de datos PGlite, pero DATABASE_URL está definida (PostgreSQL): quítaa para restaurala no cartafol de datos.');
    }
    if (!temBase && o.conBase) {
      throw new CopiaError('Esta copia non leva base de datos (fíxose con PostgreSQL: a base restáurase con pg_restore). Para restaurar só os seus ficheiros, define DATABASE_URL.');
    }
    const version = pgliteVersion();
    if (temBase) {
      // The database is built in the folder beside, from PGlite's own tar; it opens (and answers) before it moves in.
      const tarball = readFileSync(join(staging, BASE_TAR));
      rmSync(join(staging, BASE_TAR));
      let db;
      try {
        db = await openPglite(staging, { loadDataDir: new Blob([tarball]) });
        await db.query('SELECT count(*) FROM schema_migrations');
      } catch (error) {
        throw new CopiaError(`A base de datos da copia non abre con PGlite ${version ?? ''} (copia feita con ${manifesto.pglite ?? '?'}): ${(error as Error).message}`);
      } finally {
        await db?.close();
      }
    }
    const moving = [...(temBase ? ['pgdata'] : []), ...CARTAFOLES];
    for (const name of moving) rmSync(join(dataDir, name), { recursive: true, force: true });
    for (const name of moving) if (existsSync(join(staging, name))) renameSync(join(staging, name), join(dataDir, name));
    return manifesto;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}

function lerManifesto(staging: string, arquivo: string): Manifesto {
  const file = join(staging, 'manifest.json');
  if (!existsSync(file)) throw new CopiaError(`${arquivo} non é unha copia deste sitio: falta manifest.json`);
  let m: Manifesto;
  try {
    m = JSON.parse(readFileSync(file, 'utf8')) as Manifesto;
  } catch (error) {
    throw new CopiaError(`manifest.json non se le: ${(error as Error).message}`);
  }
  if (m.formato !== FORMATO || !Array.isArray(m.ficheiros)) throw new CopiaError(`${arquivo} non é unha copia deste sitio (formato ${String(m.formato)})`);
  if (m.version > VERSION) throw new CopiaError(`A copia é do formato ${m.version}, máis novo ca este programa (${VERSION}): actualiza o sitio antes de restaurala`);
  return m;
}

/** Every file the manifest lists is there with its size and hash, and nothing else is. */
async function comprobar(staging: string, m: Manifesto): Promise<void> {
  const problemas: string[] = [];
  const listados = new Set(m.ficheiros.map((f) => f.ruta));
  for (const f of m.ficheiros) {
    const path = resolve(staging, f.ruta);
    if (relative(staging, path).startsWith('..')) {
      problemas.push(`${f.ruta}: ruta fóra da copia`);
      continue;
    }
    if (!existsSync(path)) {
      problemas.push(`${f.ruta}: falta`);
      continue;
    }
    const size = statSync(path).size;
    if (size !== f.bytes) problemas.push(`${f.ruta}: ${size} bytes, o manifesto di ${f.bytes}`);
    else if ((await sha256(path)) !== f.sha256) problemas.push(`${f.ruta}: o SHA-256 non coincide co do manifesto`);
  }
  for (const ruta of filesUnder(staging)) {
    if (ruta !== 'manifest.json' && !listados.has(ruta)) problemas.push(`${ruta}: non está no manifesto`);
  }
  if (problemas.length) {
    throw new CopiaError(`A copia está danada ou foi modificada; non se restaurou nada:\n  ${problemas.slice(0, 20).join('\n  ')}${problemas.length > 20 ? `\n  … e ${problemas.length - 20} máis` : ''}`);
  }
}
