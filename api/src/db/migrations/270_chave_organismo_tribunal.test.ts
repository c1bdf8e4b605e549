import { randomUUID } from 'node:crypto';
import { canonicalBodyKey } from '../../domain/organismos.js';
import { corpoDoEdicto } from '../../domain/procesos.js';
import { freshDatabase } from '../../test/harness.js';
import type { Db } from '../client.js';
import { sql } from './270_chave_organismo_tribunal.js';

describe('migration 270: body keys of processes a selection board started', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('clears the keys the older rules made from a board\'s own words, and leaves the others', async () => {
    const rows: [string, string, string][] = [
      // what the older rules stored for a board's edict (its words folded), and a board named before its body
      ['Tribunal cualificador (Concello de Melide)', 'cualificador tribunal', 'cleared'],
      ['Órgano de selección do Concello de Boiro', 'boiro concello organo seleccion', 'cleared'],
      ['Comisión de valoración · Deputación de Lugo', 'comision valoracion', 'cleared'],
      // keys the new rules make the same: kept
      ['Concello de Melide', 'concello:melide', 'kept'],
      ['Consorcio de Augas do Louro', 'auga consorcio louro', 'kept'],
    ];
    const ids = new Map<string, string>();
    for (const [organizacion, chave] of rows) {
      const uuid = randomUUID();
      ids.set(chave, uuid);
      await db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, chave_corpo) VALUES ($1, $2, $3, $4)`, [uuid, `p-${uuid}`, organizacion, chave]);
    }
    await db.query(sql);
    for (const [, chave, expected] of rows) {
      const r = await db.query<{ chave_corpo: string | null }>(`SELECT chave_corpo FROM proceso_oposicion WHERE uuid = $1`, [ids.get(chave)]);
      expect(r[0].chave_corpo === null ? 'cleared' : 'kept').toBe(expected);
    }
    // …and the next grouping run keys such a board's edict by its body
    expect(corpoDoEdicto({ organizacion: 'Tribunal cualificador (Concello de Melide)', bop: 'BOP A Coruña', titulo: 'Puntuacións do segundo exercicio' })).toBe(canonicalBodyKey('Concello de Melide'));
  });
});
