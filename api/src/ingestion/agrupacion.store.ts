import type { FeitosDoTexto } from 'shared/contract';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.js';
import type { ColunasDosFeitos } from '../domain/feitos/columnas.js';

/** The SQL of grouping edicts into processes (issue 13); the decisions are in domain/procesos.ts. */

export interface OpoParaAgrupar {
  texto: string | null;
  feitos: FeitosDoTexto | null;
  /** The issue number the reading stored for the edict's bulletin and day, when it did. */
  numero_boletin: string | null;
  uuid: string;
  bop: string;
  fecha_bop: string;
  organizacion: string;
  descripcion: string;
  titulo_alternativo: string;
  url_detalle: string;
  tipo_edicto: string;
  verificado: boolean;
  etiquetas: string[];
  uuid_proceso_selectivo: string | null;
  ligazon_automatica: boolean;
}

/** The competitions of a date that the analysis may group: those no administrator made their own. */
export const oposParaAgrupar = (db: Queryable, fecha: string) =>
  db.query<OpoParaAgrupar>(
    `SELECT o.uuid, o.bop, o.fecha_bop::text AS fecha_bop, o.organizacion, o.descripcion, COALESCE(e.titulo_alternativo, '') AS titulo_alternativo,
       o.url_detalle, o.tipo_edicto, o.verificado, o.etiquetas, o.uuid_proceso_selectivo, o.ligazon_automatica,
       left(t.texto, 6000) AS texto, t.feitos, l.numero AS numero_boletin
     FROM opo o JOIN edicto e ON e.uuid = o.edicto_uuid LEFT JOIN texto_edicto t ON t.opo_uuid = o.uuid AND t.estado = 'ok'
     LEFT JOIN lectura_bop l ON l.bop = e.bop AND l.fecha_bop = e.fecha_bop
     WHERE e.fecha_bop = $1 AND NOT o.editado_admin AND (o.uuid_proceso_selectivo IS NULL OR o.ligazon_automatica)
     ORDER BY CASE o.bop WHEN 'BOE' THEN 2 WHEN 'DOG' THEN 1 ELSE 0 END, o.bop, e.orden, e.id_fuente`,
    [fecha],
  );

/** Undoes the automatic links of these competitions; returns the processes they were in. */
export async function desligarAutomaticas(db: Queryable, opoUuids: string[]): Promise<string[]> {
  if (!opoUuids.length) return [];
  const rows = await db.query<{ proceso_uuid: string }>(
    'DELETE FROM fase WHERE automatica AND opo_uuid = ANY($1::uuid[]) RETURNING proceso_uuid', [opoUuids]);
  await db.query(
    `UPDATE opo SET uuid_proceso_selectivo = NULL, ligazon_automatica = false, ligazon_confianza = NULL, ligazon_evidencias = '',
       ligazon_revisar = false WHERE uuid = ANY($1::uuid[]) AND ligazon_automatica`,
    [opoUuids],
  );
  return [...new Set(rows.map((r) => r.proceso_uuid))];
}

/** Automatic processes left without any edict go. */
export async function borrarProcesosBaleiros(db: Queryable, uuids: string[]): Promise<void> {
  if (!uuids.length) return;
  await db.query(
    `DELETE FROM proceso_oposicion p WHERE p.uuid = ANY($1::uuid[]) AND p.automatico
       AND NOT EXISTS (SELECT 1 FROM fase f WHERE f.proceso_uuid = p.uuid)`,
    [uuids],
  );
}

/** Automatic processes without any edict (their first edict was unlinked for a new analysis), by that first edict. */
export const procesosBaleiros = (db: Queryable, uuids: string[]) =>
  db.query<{ uuid: string; uuid_opo_inicio: string }>(
    `SELECT p.uuid, p.uuid_opo_inicio FROM proceso_oposicion p WHERE p.uuid = ANY($1::uuid[]) AND p.automatico
       AND NOT EXISTS (SELECT 1 FROM fase f WHERE f.proceso_uuid = p.uuid)`,
    [uuids],
  );

export const procesosSenChave = (db: Queryable) =>
  db.query<{ uuid: string; organizacion: string; titulo: string; descripcion: string; bop: string }>(
    'SELECT uuid, organizacion, titulo, descripcion, bop FROM proceso_oposicion WHERE chave_corpo IS NULL',
  );

export async function gardarChaveCorpo(db: Queryable, uuid: string, chave: string): Promise<void> {
  await db.query('UPDATE proceso_oposicion SET chave_corpo = $2 WHERE uuid = $1', [uuid, chave]);
}

export interface ProcesoCandidatoRow { uuid: string; organizacion: string; automatico: boolean; chave: unknown; titulo: string; bop: string }

/** Processes of a body with an edict (or their start) on or after `desde`. */
export const procesosCandidatos = (db: Queryable, chaveCorpo: string, desde: string) =>
  db.query<ProcesoCandidatoRow>(
    `SELECT p.uuid, p.organizacion, p.automatico, p.chave, p.titulo, p.bop FROM proceso_oposicion p
     WHERE p.chave_corpo = $1 AND (p.fecha_bop_inicio_proceso >= $2 OR EXISTS (SELECT 1 FROM fase f WHERE f.proceso_uuid = p.uuid AND f.fecha_bop >= $2))`,
    [chaveCorpo, desde],
  );

export interface EdictoDeProcesoRow {
  proceso_uuid: string;
  fase_uuid: string;
  titulo: string;
  fecha_bop: string | null;
  bop: string;
  tipo_edicto: string;
  organizacion: string;
  titulo_alternativo: string;
  opo_uuid: string | null;
  verificado: boolean | null;
  /** The start of the edict's text and the facts read from it, once fetched. */
  texto: string | null;
  feitos: FeitosDoTexto | null;
  /** The issue number the reading stored for the edict's bulletin and day, when it did. */
  numero_boletin: string | null;
}

/** The edicts (phases) of processes, with the competition behind each when there is one, in date order. */
export const edictosDosProcesos = (db: Queryable, uuids: string[]) =>
  db.query<EdictoDeProcesoRow>(
    `SELECT f.proceso_uuid, f.uuid AS fase_uuid, COALESCE(o.descripcion, f.titulo) AS titulo, COALESCE(o.fecha_bop, f.fecha_bop)::text AS fecha_bop,
       COALESCE(NULLIF(f.bop, ''), o.bop, p.bop) AS bop, COALESCE(NULLIF(o.tipo_edicto, ''), f.tipo_edicto) AS tipo_edicto,
       COALESCE(o.organizacion, p.organizacion) AS organizacion, COALESCE(e.titulo_alternativo, '') AS titulo_alternativo,
       f.opo_uuid, o.verificado, left(t.texto, 6000) AS texto, t.feitos, l.numero AS numero_boletin
     FROM fase f JOIN proceso_oposicion p ON p.uuid = f.proceso_uuid
     LEFT JOIN opo o ON o.uuid = f.opo_uuid LEFT JOIN edicto e ON e.uuid = o.edicto_uuid
     LEFT JOIN texto_edicto t ON t.opo_uuid = f.opo_uuid AND t.estado = 'ok'
     LEFT JOIN lectura_bop l ON l.bop = e.bop AND l.fecha_bop = e.fecha_bop
     WHERE f.proceso_uuid = ANY($1::uuid[])
     ORDER BY f.proceso_uuid, COALESCE(o.fecha_bop, f.fecha_bop) NULLS LAST, f.orden`,
    [uuids],
  );

export const slugOcupado = async (db: Queryable, slug: string) =>
  (await db.query('SELECT 1 FROM proceso_oposicion WHERE url_amigable = $1', [slug])).length > 0;

export async function crearProcesoAutomatico(
  db: Queryable,
  p: { urlAmigable: string; organizacion: string; bop: string; titulo: string; descripcion: string; etiquetas: string[]; fecha: string; chaveCorpo: string; chave: unknown; mostrable: boolean; uuidOpoInicio: string; sistemaSeleccion: string },
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO proceso_oposicion (uuid, url_amigable, organizacion, bop, titulo, descripcion, etiquetas, fecha_bop_inicio_proceso,
       proceso_mostrable, uuid_opo_inicio, automatico, chave_corpo, chave, sistema_seleccion)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true, $11, $12, $13)`,
    [uuid, p.urlAmigable, p.organizacion, p.bop, p.titulo, p.descripcion, p.etiquetas, p.fecha, p.mostrable, p.uuidOpoInicio, p.chaveCorpo, JSON.stringify(p.chave), p.sistemaSeleccion],
  );
  return uuid;
}

/** Links a competition to a process as one of its edicts (a phase), with the link's confidence and evidence. */
export async function ligarOpo(
  db: Queryable,
  o: { opoUuid: string; procesoUuid: string; titulo: string; fecha: string; bop: string; urlDetalle: string; tipoEdicto: string; confianza: number; evidencias: string; revisar: boolean },
): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>('SELECT COALESCE(MAX(orden), 0) + 1 AS n FROM fase WHERE proceso_uuid = $1', [o.procesoUuid]);
  await db.query(
    `INSERT INTO fase (uuid, proceso_uuid, titulo, orden, fecha_bop, url_detalle, opo_uuid, tipo_edicto, bop, automatica)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true)`,
    [randomUUID(), o.procesoUuid, o.titulo, Number(n), o.fecha, o.urlDetalle || null, o.opoUuid, o.tipoEdicto, o.bop],
  );
  await db.query(
    `UPDATE opo SET uuid_proceso_selectivo = $2, ligazon_automatica = true, ligazon_confianza = $3, ligazon_evidencias = $4, ligazon_revisar = $5
     WHERE uuid = $1`,
    [o.opoUuid, o.procesoUuid, o.confianza, o.evidencias, o.revisar],
  );
}

/** The edicts of an automatic process in publication order (the order its page shows them in). */
export async function ordenarFasesPorData(db: Queryable, uuid: string): Promise<void> {
  await db.query(
    `UPDATE fase SET orden = s.n FROM (
       SELECT f.uuid, row_number() OVER (ORDER BY f.fecha_bop NULLS LAST, f.created_at, f.uuid) AS n FROM fase f
       JOIN proceso_oposicion p ON p.uuid = f.proceso_uuid WHERE f.proceso_uuid = $1 AND p.automatico) s
     WHERE fase.uuid = s.uuid`,
    [uuid],
  );
}

/**
 * What the analysis keeps up to date on a process: its stage, its deadline, whether it shows, its start and labels,
 * its facts and the columns lists filter them by (domain/feitos/columnas.ts).
 */
export async function actualizarResumoProceso(
  db: Queryable,
  uuid: string,
  r: { titulo: string | null; feitos: FeitosDoTexto; colunas: ColunasDosFeitos; etapa: string; prazoUltimoDia: string | null; prazoTexto: string; prazoEstimado: boolean; prazoPendente: boolean; concello: string },
): Promise<void> {
  const c = r.colunas;
  const hasFacts = Object.keys(r.feitos).length > 0;
  await db.query(
    `UPDATE proceso_oposicion p SET feitos = $9::jsonb, grupo = $10, nivel_titulacion = $11, tipo_persoal = $12, quendas = $13::text[], bolsa = $14, prazas = $15,
       grupos = $16::text[], etapa = $2, prazo_ultimo_dia = $3, prazo_texto = $4, prazo_estimado = $5, prazo_pendente = $6, concello_prazo = $7,
       titulo = CASE WHEN p.automatico AND $8::text IS NOT NULL THEN $8::text ELSE p.titulo END,
       fecha_bop_inicio_proceso = COALESCE((SELECT MIN(f.fecha_bop) FROM fase f WHERE f.proceso_uuid = p.uuid), p.fecha_bop_inicio_proceso),
       proceso_mostrable = CASE WHEN p.automatico THEN EXISTS (SELECT 1 FROM fase f JOIN opo o ON o.uuid = f.opo_uuid WHERE f.proceso_uuid = p.uuid AND o.verificado)
         ELSE p.proceso_mostrable END,
       updated_at = now()
     WHERE uuid = $1`,
    [uuid, r.etapa, r.prazoUltimoDia, r.prazoTexto, r.prazoEstimado, r.prazoPendente, r.concello, r.titulo,
      hasFacts ? JSON.stringify(r.feitos) : null, c.grupo, c.nivelTitulacion, c.tipoPersoal, c.quendas, c.bolsa, c.prazas, c.grupos],
  );
}
