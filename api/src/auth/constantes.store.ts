import type { Queryable } from '../db/client.js';

/** Business constants (table `constante`), such as BLOQUEO_BUSQUEDA_BOP_BOE. */
export function createConstantesStore(db: Queryable) {
  return {
    async list(): Promise<{ constante: string; valor: string }[]> {
      return db.query('SELECT nombre AS constante, valor FROM constante ORDER BY nombre');
    },
    async set(nombre: string, valor: string): Promise<void> {
      await db.query(
        `INSERT INTO constante (nombre, valor, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (nombre) DO UPDATE SET valor = EXCLUDED.valor, updated_at = now()`,
        [nombre, valor],
      );
    },
  };
}
