import type { Queryable } from '../../db/client.js';

/** Label rules (`etiqueta_regla`) and search filters (`filtro_busqueda`): the analysis reads both. */
export interface EtiquetaReglaRow {
  uuid: string;
  etiqueta: string;
  texto_busqueda: string;
  prioridad: number;
  comprobar_cadena_completa: boolean;
}

export interface FiltroBusquedaRow {
  uuid: string;
  bop: string;
  texto_busqueda: string;
  prioridad: number;
  indexable: boolean;
}

const REGLA_COLUMNS = 'uuid, etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa';
const FILTRO_COLUMNS = 'uuid, bop, texto_busqueda, prioridad, indexable';

export interface ReglaValues {
  etiqueta: string;
  textoBusqueda: string;
  prioridad: number;
  comprobarCadenaCompleta: boolean;
}

export interface FiltroValues {
  bop: string;
  textoBusqueda: string;
  prioridad: number;
  indexable: boolean;
}

export const listReglas = (db: Queryable) =>
  db.query<EtiquetaReglaRow>(`SELECT ${REGLA_COLUMNS} FROM etiqueta_regla ORDER BY prioridad, etiqueta, texto_busqueda, uuid`);

export async function findRegla(db: Queryable, uuid: string): Promise<EtiquetaReglaRow | undefined> {
  return (await db.query<EtiquetaReglaRow>(`SELECT ${REGLA_COLUMNS} FROM etiqueta_regla WHERE uuid = $1`, [uuid]))[0];
}

/** Another rule with the same label and text (the table's unique key), other than `exceptUuid`. */
export async function reglaDuplicada(db: Queryable, v: ReglaValues, exceptUuid: string | null): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM etiqueta_regla WHERE etiqueta = $1 AND texto_busqueda = $2 AND ($3::uuid IS NULL OR uuid <> $3::uuid)',
    [v.etiqueta, v.textoBusqueda, exceptUuid],
  );
  return rows.length > 0;
}

export async function insertRegla(db: Queryable, uuid: string, v: ReglaValues): Promise<EtiquetaReglaRow> {
  const rows = await db.query<EtiquetaReglaRow>(
    `INSERT INTO etiqueta_regla (uuid, etiqueta, texto_busqueda, prioridad, comprobar_cadena_completa)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${REGLA_COLUMNS}`,
    [uuid, v.etiqueta, v.textoBusqueda, v.prioridad, v.comprobarCadenaCompleta],
  );
  return rows[0];
}

export async function updateRegla(db: Queryable, uuid: string, v: ReglaValues): Promise<EtiquetaReglaRow | undefined> {
  const rows = await db.query<EtiquetaReglaRow>(
    `UPDATE etiqueta_regla SET etiqueta = $2, texto_busqueda = $3, prioridad = $4, comprobar_cadena_completa = $5
     WHERE uuid = $1 RETURNING ${REGLA_COLUMNS}`,
    [uuid, v.etiqueta, v.textoBusqueda, v.prioridad, v.comprobarCadenaCompleta],
  );
  return rows[0];
}

export async function deleteRegla(db: Queryable, uuid: string): Promise<EtiquetaReglaRow | undefined> {
  return (await db.query<EtiquetaReglaRow>(`DELETE FROM etiqueta_regla WHERE uuid = $1 RETURNING ${REGLA_COLUMNS}`, [uuid]))[0];
}

export const listFiltros = (db: Queryable) =>
  db.query<FiltroBusquedaRow>(`SELECT ${FILTRO_COLUMNS} FROM filtro_busqueda ORDER BY bop, prioridad, texto_busqueda, uuid`);

export async function findFiltro(db: Queryable, uuid: string): Promise<FiltroBusquedaRow | undefined> {
  return (await db.query<FiltroBusquedaRow>(`SELECT ${FILTRO_COLUMNS} FROM filtro_busqueda WHERE uuid = $1`, [uuid]))[0];
}

export async function filtroDuplicado(db: Queryable, v: FiltroValues, exceptUuid: string | null): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM filtro_busqueda WHERE bop = $1 AND texto_busqueda = $2 AND ($3::uuid IS NULL OR uuid <> $3::uuid)',
    [v.bop, v.textoBusqueda, exceptUuid],
  );
  return rows.length > 0;
}

export async function insertFiltro(db: Queryable, uuid: string, v: FiltroValues): Promise<FiltroBusquedaRow> {
  const rows = await db.query<FiltroBusquedaRow>(
    `INSERT INTO filtro_busqueda (uuid, bop, texto_busqueda, prioridad, indexable)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${FILTRO_COLUMNS}`,
    [uuid, v.bop, v.textoBusqueda, v.prioridad, v.indexable],
  );
  return rows[0];
}

export async function updateFiltro(db: Queryable, uuid: string, v: FiltroValues): Promise<FiltroBusquedaRow | undefined> {
  const rows = await db.query<FiltroBusquedaRow>(
    `UPDATE filtro_busqueda SET bop = $2, texto_busqueda = $3, prioridad = $4, indexable = $5
     WHERE uuid = $1 RETURNING ${FILTRO_COLUMNS}`,
    [uuid, v.bop, v.textoBusqueda, v.prioridad, v.indexable],
  );
  return rows[0];
}

export async function deleteFiltro(db: Queryable, uuid: string): Promise<FiltroBusquedaRow | undefined> {
  return (await db.query<FiltroBusquedaRow>(`DELETE FROM filtro_busqueda WHERE uuid = $1 RETURNING ${FILTRO_COLUMNS}`, [uuid]))[0];
}
