import { boe } from './boe.js';
import { bopCoruna } from './bop-coruna.js';
import { bopLugo } from './bop-lugo.js';
import { bopOurense } from './bop-ourense.js';
import { bopPontevedra } from './bop-pontevedra.js';
import { dog } from './dog.js';
import type { BulletinSource } from './source.js';

/** Every bulletin read each day, in the order of BOP_NAMES. */
export const SOURCES: BulletinSource[] = [bopCoruna, bopLugo, bopOurense, bopPontevedra, boe, dog];

export function sourceFor(bop: string): BulletinSource | undefined {
  return SOURCES.find((s) => s.bop === bop);
}
