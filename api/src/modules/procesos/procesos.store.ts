import type { Queryable } from '../../db/client.js';
import type { ModificarProcesoOposicion, ProcesoOposicion, TipoProcesoAdmin } from 'shared/contract';
import { toProcesoOposicion as toProceso, type FaseRow as BaseFaseRow, type ProcesoRow } from '../../db/mappers.js';
import { likePattern } from '../../db/likePattern.js';

/** Offers (proceso_oposicion), their phases (fase) and the metadata of phase files (archivo). */

export type { ProcesoRow } from '../../db/mappers.js';
export { toFase, toProcesoOposicion as toProceso } from '../../db/mappers.js';

/** A phase row with the offer it belongs to. */
export interface FaseRow extends BaseFaseRow {
  proceso_uuid: string;
}

const PROCESO_COLUMNS = `uuid, url_amigable, organizacion, bop, url_imagen, titulo, descripcion, detalle, url_info_proceso_externo,
  etiqueta_busqueda_proceso, etiqueta_proceso, etiquetas, sistema_seleccion, tipo_contrato, uuid_opo_inicio,
  proceso_finalizado, proceso_mostrable, numero_visitas, fecha_bop_inicio_proceso`;
const FASE_COLUMNS = 'uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, archivo_uuid';
/** Phases come in the order the administrator gave them, then by bulletin date. */
const FASE_ORDER = 'ORDER BY orden, fecha_bop NULLS LAST, created_at';

/** What an administrator sets on an offer: the modify payload of the contract, with the resulting label list. */
export type ProcesoFields = Omit<ModificarProcesoOposicion, 'uuidProcesoOposicion'> & { etiquetas: string[] };

const fieldValues = (f: ProcesoFields) => [
  f.urlAmigable, f.organizacion, f.bop, f.urlImagen, f.titulo, f.descripcion, f.detalle, f.urlInfoProcesoExterno,
  f.etiquetaBusquedaProceso, f.etiquetaProceso, f.etiquetas, f.sistemaSeleccion, f.tipoContrato, f.uuidOpoInicio,
  f.procesoFinalizado, f.procesoMostrable,
];

export async function insertProceso(db: Queryable, uuid: string, f: ProcesoFields, fechaInicio: string | null): Promise<void> {
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, url_imagen, titulo, descripcion, detalle,
       url_info_proceso_externo, etiqueta_busqueda_proceso, etiqueta_proceso, etiquetas, sistema_seleccion, tipo_contrato,
       uuid_opo_inicio, proceso_finalizado, proceso_mostrable, fecha_bop_inicio_proceso)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [uuid, ...fieldValues(f), fechaInicio],
  );
}

export async function updateProceso(db: Queryable, uuid: string, f: ProcesoFields): Promise<boolean> {
  const rows = await db.query(
    `UPDATE proceso_oposicion SET url_amigable = $2, organizacion = $3, bop = $4, url_imagen = $5, titulo = $6,
       descripcion = $7, detalle = $8, url_info_proceso_externo = $9, etiqueta_busqueda_proceso = $10,
       etiqueta_proceso = $11, etiquetas = $12, sistema_seleccion = $13, tipo_contrato = $14, uuid_opo_inicio = $15,
       proceso_finalizado = $16, proceso_mostrable = $17, updated_at = now()
     WHERE uuid = $1 RETURNING uuid`,
    [uuid, ...fieldValues(f)],
  );
  return rows.length > 0;
}

/** The uuid of the offer that uses this friendly URL, if any (optionally ignoring one offer). */
export async function findSlugOwner(db: Queryable, urlAmigable: string, exceptUuid?: string): Promise<string | null> {
  const rows = await db.query<{ uuid: string }>(
    'SELECT uuid FROM proceso_oposicion WHERE url_amigable = $1 AND ($2::uuid IS NULL OR uuid <> $2::uuid)',
    [urlAmigable, exceptUuid ?? null],
  );
  return rows[0]?.uuid ?? null;
}

/** Locks the offer row for the rest of the transaction (so two phases added at once get distinct `orden`). */
export async function lockProceso(db: Queryable, uuid: string): Promise<boolean> {
  const rows = await db.query('SELECT uuid FROM proceso_oposicion WHERE uuid = $1 FOR UPDATE', [uuid]);
  return rows.length > 0;
}

async function fasesOf(db: Queryable, procesoUuids: string[]): Promise<Map<string, FaseRow[]>> {
  const byProceso = new Map<string, FaseRow[]>(procesoUuids.map((u) => [u, []]));
  if (!procesoUuids.length) return byProceso;
  const rows = await db.query<FaseRow>(
    `SELECT ${FASE_COLUMNS} FROM fase WHERE proceso_uuid = ANY($1::uuid[]) ${FASE_ORDER}`,
    [procesoUuids],
  );
  for (const r of rows) byProceso.get(r.proceso_uuid)?.push(r);
  return byProceso;
}

export async function findProceso(db: Queryable, uuid: string): Promise<ProcesoOposicion | null> {
  const [row] = await db.query<ProcesoRow>(`SELECT ${PROCESO_COLUMNS} FROM proceso_oposicion WHERE uuid = $1`, [uuid]);
  if (!row) return null;
  const fases = await fasesOf(db, [row.uuid]);
  return toProceso(row, fases.get(row.uuid) ?? []);
}

/** Words matched against the full-text index form, and whole phrases matched as substrings (both folded). */
export interface TextMatch {
  tsquery: string | null;
  phrases: readonly string[];
}

/** Which offers the admin list shows: open or finished, and optionally narrowed (ProcesoAdminQuery). */
export interface ProcesoListFilter {
  finalizado: boolean;
  /** Words of title, description, body, bulletin, labels or friendly URL. */
  texto?: TextMatch;
  /** An offer's uuid, or the uuid of an edict linked to it. */
  uuid?: string;
  organizacion?: TextMatch;
  bop?: string;
  tipo?: TipoProcesoAdmin;
}

/** An offer's searchable text, lower-cased without accents and with single spaces (as `normalizeText` does). */
const FOLDED = (expr: string) => `btrim(regexp_replace(lower(unaccent(${expr})), '\\s+', ' ', 'g'))`;
const OFFER_TEXT = FOLDED("concat_ws(' ', p.titulo, p.descripcion, p.organizacion, p.bop, p.url_amigable, array_to_string(p.etiquetas, ' '))");

function filterSql(f: ProcesoListFilter, params: unknown[]): string {
  const param = (v: unknown) => `$${params.push(v)}`;
  const textMatch = (expr: string, m: TextMatch) => {
    const alternatives = m.phrases.filter((t) => t.trim().length >= 3).map((t) => `${expr} LIKE ${param(likePattern(t))}`);
    if (m.tsquery) alternatives.push(`to_tsvector('simple', ${expr}) @@ to_tsquery('simple', ${param(m.tsquery)})`);
    return alternatives.length ? `(${alternatives.join(' OR ')})` : 'false';
  };
  const where = [`p.proceso_finalizado = ${param(f.finalizado)}`];
  if (f.uuid) {
    const u = param(f.uuid);
    where.push(`(p.uuid = ${u}::uuid OR EXISTS (SELECT 1 FROM opo o WHERE o.uuid = ${u}::uuid AND o.uuid_proceso_selectivo = p.uuid))`);
  }
  if (f.texto) where.push(textMatch(OFFER_TEXT, f.texto));
  if (f.organizacion) where.push(textMatch(FOLDED('p.organizacion'), f.organizacion));
  if (f.bop) {
    const b = param(f.bop);
    // A process belongs to every bulletin that published one of its edicts.
    where.push(`(p.bop = ${b} OR EXISTS (SELECT 1 FROM fase f WHERE f.proceso_uuid = p.uuid AND f.bop = ${b}))`);
  }
  if (f.tipo === 'manual') where.push('NOT p.automatico');
  if (f.tipo === 'automatico') where.push('p.automatico');
  if (f.tipo === 'revisar') where.push('EXISTS (SELECT 1 FROM opo o WHERE o.uuid_proceso_selectivo = p.uuid AND o.ligazon_revisar)');
  return where.join(' AND ');
}

/** A page of offers, open or finished, newest start first, narrowed by the filter. */
export async function listProcesos(db: Queryable, f: ProcesoListFilter & { offset: number; limit: number }): Promise<ProcesoOposicion[]> {
  const params: unknown[] = [];
  const where = filterSql(f, params);
  const rows = await db.query<ProcesoRow>(
    `SELECT ${PROCESO_COLUMNS}, automatico FROM proceso_oposicion p WHERE ${where}
     ORDER BY fecha_bop_inicio_proceso DESC NULLS LAST, created_at DESC, uuid
     OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, f.offset, f.limit],
  );
  const fases = await fasesOf(db, rows.map((r) => r.uuid));
  return rows.map((r) => toProceso(r, fases.get(r.uuid) ?? []));
}

/** How many offers the filter finds (every page). */
export async function countProcesos(db: Queryable, f: ProcesoListFilter): Promise<number> {
  const params: unknown[] = [];
  const [row] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM proceso_oposicion p WHERE ${filterSql(f, params)}`, params);
  return Number(row?.n ?? 0);
}

/** Labels an administrator can give an offer: those of the label rules and those already on offers. */
export async function listEtiquetas(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ etiqueta: string }>(
    `SELECT etiqueta FROM etiqueta_regla
     UNION SELECT unnest(etiquetas) AS etiqueta FROM proceso_oposicion
     ORDER BY etiqueta`,
  );
  return rows.map((r) => r.etiqueta).filter((e) => e.trim() !== '');
}

export async function nextOrden(db: Queryable, procesoUuid: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT COALESCE(MAX(orden), 0) + 1 AS n FROM fase WHERE proceso_uuid = $1', [procesoUuid]);
  return Number(row.n);
}

export async function insertFase(
  db: Queryable,
  f: { uuid: string; procesoUuid: string; titulo: string; orden: number; fechaBop: string | null; urlDetalle: string | null; archivoUuid: string | null; opoUuid: string | null },
): Promise<FaseRow> {
  const [row] = await db.query<FaseRow>(
    `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, archivo_uuid, opo_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${FASE_COLUMNS}`,
    [f.uuid, f.procesoUuid, f.titulo, f.orden, f.fechaBop, f.urlDetalle, f.archivoUuid, f.opoUuid],
  );
  return row;
}

export async function deleteFase(db: Queryable, uuid: string): Promise<{ archivo_uuid: string | null } | null> {
  const [row] = await db.query<{ archivo_uuid: string | null }>('DELETE FROM fase WHERE uuid = $1 RETURNING archivo_uuid', [uuid]);
  return row ?? null;
}

export interface ArchivoRow {
  uuid: string;
  nombre: string;
  tipo: string;
  tamano: number;
  sha256: string;
}

export async function findArchivo(db: Queryable, uuid: string): Promise<ArchivoRow | null> {
  const [row] = await db.query<ArchivoRow>('SELECT uuid, nombre, tipo, tamano, sha256 FROM archivo WHERE uuid = $1', [uuid]);
  return row ?? null;
}

export async function findArchivoBySha(db: Queryable, sha256: string, tamano: number): Promise<ArchivoRow | null> {
  const [row] = await db.query<ArchivoRow>(
    'SELECT uuid, nombre, tipo, tamano, sha256 FROM archivo WHERE sha256 = $1 AND tamano = $2 ORDER BY created_at LIMIT 1',
    [sha256, tamano],
  );
  return row ?? null;
}

export async function insertArchivo(db: Queryable, a: ArchivoRow): Promise<void> {
  await db.query('INSERT INTO archivo (uuid, nombre, tipo, tamano, sha256) VALUES ($1, $2, $3, $4, $5)', [a.uuid, a.nombre, a.tipo, a.tamano, a.sha256]);
}

/** Removes the file's metadata when no phase refers to it any more; true when it was removed. */
export async function deleteArchivoIfUnused(db: Queryable, uuid: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM archivo WHERE uuid = $1 AND NOT EXISTS (SELECT 1 FROM fase WHERE archivo_uuid = $1) RETURNING uuid',
    [uuid],
  );
  return rows.length > 0;
}
