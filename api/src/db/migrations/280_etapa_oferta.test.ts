import { randomUUID } from 'node:crypto';
import { freshDatabase } from '../../test/harness.js';
import type { Db } from '../client.js';
import { sql } from './280_etapa_oferta.js';

describe('migration 280: the stage of a process that is only a public employment offer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
  });
  afterAll(async () => {
    await db.close();
  });

  it('sets "oferta" on automatic processes made only of an offer and its corrections, and leaves calls and hand-made processes', async () => {
    const procesos: [string, boolean, string[], string][] = [
      ['oep-soa', true, ['oep'], 'oferta'],
      ['oep-correccion', true, ['oep', 'correccion'], 'oferta'],
      ['oep-e-bases', true, ['oep', 'convocatoria_bases'], 'convocado'],
      ['bases', true, ['convocatoria_bases'], 'convocado'],
      ['oep-a-man', false, ['oep'], 'convocado'],
    ];
    for (const [slug, automatico, tipos] of procesos) {
      const uuid = randomUUID();
      await db.query(`INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, automatico, etapa) VALUES ($1, $2, 'Concello de Moaña', $3, 'convocado')`, [uuid, slug, automatico]);
      let orden = 1;
      for (const tipo of tipos) {
        const opo = randomUUID();
        await db.query(
          `INSERT INTO opo (uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado, tipo_edicto)
           VALUES ($1, 'BOP Pontevedra', '2026-03-02', 'Moaña', $2, 'https://bop.example/x', '{}', true, $3)`,
          [opo, `Edicto ${tipo}`, tipo],
        );
        await db.query(`INSERT INTO fase (uuid, proceso_uuid, titulo, orden, opo_uuid) VALUES ($1, $2, $3, $4, $5)`, [randomUUID(), uuid, `Edicto ${tipo}`, orden++, opo]);
      }
    }
    await db.query(sql);
    for (const [slug, , , etapa] of procesos) {
      const r = await db.query<{ etapa: string }>('SELECT etapa FROM proceso_oposicion WHERE url_amigable = $1', [slug]);
      expect([slug, r[0].etapa]).toEqual([slug, etapa]);
    }
  });
});
