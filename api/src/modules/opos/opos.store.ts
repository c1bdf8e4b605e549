import type { Queryable } from '../../db/client.js';
import type { OpoRow } from '../../db/mappers.js';

const OPO_COLUMNS = 'uuid, bop, fecha_bop, organizacion, descripcion, url_detalle, etiquetas, verificado';
const ORDER = 'ORDER BY fecha_bop DESC, bop, organizacion, uuid';

export interface OpoFilter {
  desde?: string;
  hasta?: string;
  fecha?: string;
  bop?: string;
  soloVerificadas: boolean;
}

/** Competitions by date window, date, or date + bulletin. */
export async function findOpos(db: Queryable, f: OpoFilter): Promise<OpoRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    where.push(clause.replace('?', `$${params.length}`));
  };
  if (f.soloVerificadas) where.push('verificado');
  if (f.fecha) add('fecha_bop = ?', f.fecha);
  if (f.desde) add('fecha_bop >= ?', f.desde);
  if (f.hasta) add('fecha_bop <= ?', f.hasta);
  if (f.bop) add('bop = ?', f.bop);
  const sql = `SELECT ${OPO_COLUMNS} FROM opo ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ${ORDER} LIMIT 2000`;
  return db.query<OpoRow>(sql, params);
}
