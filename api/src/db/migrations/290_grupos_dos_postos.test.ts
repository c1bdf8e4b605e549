import { randomUUID } from 'node:crypto';
import { freshDatabase } from '../../test/harness.js';
import type { Db } from '../client.js';
import { splitStatements } from '../migrate.js';
import { sql } from './290_grupos_dos_postos.js';

describe('migration 290: every group of a process, from the facts kept with it', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('a process of one group keeps it; a call of posts of two groups gets both and no single one; of one group, that one', async () => {
    const postos = (...g: (string | null)[]) => JSON.stringify({ postos: { valor: g.map((grupo, i) => ({ nome: `posto ${i}`, ...(grupo ? { grupo } : {}) })), confianza: 0.8, cita: { texto: 'x', edicto: 'e', ini: 0, fin: 1 } } });
    const casos: [string, string | null, string | null, string | null, string[]][] = [
      ['un-grupo', 'C2', JSON.stringify({}), 'C2', ['C2']],
      ['dous-grupos', null, postos('C2', 'A2', null), null, ['A2', 'C2']],
      ['mesmo-grupo', null, postos('AP', 'AP'), 'AP', ['AP']],
      ['sen-feitos', null, null, null, []],
    ];
    // The column comes with this migration: drop it first so the statement runs as on an older database.
    await db.query('ALTER TABLE proceso_oposicion DROP COLUMN grupos');
    for (const [slug, grupo, feitos] of casos) {
      await db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, automatico, grupo, feitos) VALUES ($1, $2, 'Concello de Lugo', true, $3, $4::jsonb)`, [randomUUID(), slug, grupo, feitos]);
    }
    for (const statement of splitStatements(sql)) await db.query(statement);
    for (const [slug, , , grupo, grupos] of casos) {
      const [r] = await db.query<{ grupo: string | null; grupos: string[] }>('SELECT grupo, grupos FROM proceso_oposicion WHERE url_amigable = $1', [slug]);
      expect([slug, r.grupo, r.grupos]).toEqual([slug, grupo, grupos]);
    }
  });
});
