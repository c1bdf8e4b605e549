import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DOMINIO = fileURLToPath(new URL('../domain/', import.meta.url));
const EXTENSION = extname(fileURLToPath(import.meta.url));
let version: string | null = null;

/**
 * The version of the rules that read facts: a hash of the domain's code as deployed (api/dist/domain, without its
 * evaluation sets, tests and test helpers). Any change of a rule, a synonym or a threshold gives another version, so the facts of
 * stored bodies are read again after an upgrade without anyone having to remember to say so.
 */
export function versionDasRegras(): string {
  if (version) return version;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'corpus' && entry.name !== 'test') walk(path);
      } else if (entry.name.endsWith(EXTENSION) && !entry.name.includes('.test.')) {
        hash.update(relative(DOMINIO, path)).update('\0').update(readFileSync(path)).update('\0');
      }
    }
  };
  walk(DOMINIO);
  version = hash.digest('hex').slice(0, 16);
  return version;
}
