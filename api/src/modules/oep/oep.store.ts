import type { Queryable } from '../../db/client.js';
import type { PostoOepLido } from '../../domain/oep.js';

/** A published offer edict whose text is read and not yet stored as an offer (or stored from another text). */
export interface OfertaSenLer {
  opo_uuid: string;
  organizacion: string;
  descripcion: string;
  bop: string;
  fecha_bop: string;
  url_detalle: string;
  texto: string;
  sha256: string;
}

export interface OfertaRow {
  opo_uuid: string;
  chave_corpo: string;
  organismo: string;
  bop: string;
  fecha_bop: string;
  url_detalle: string;
  ano: number;
  postos: PostoOepLido[];
}

/** Offer edicts (published, text read) not stored from their current text. */
export function ofertasSenLer(db: Queryable): Promise<OfertaSenLer[]> {
  return db.query<OfertaSenLer>(
    `SELECT o.uuid AS opo_uuid, o.organizacion, o.descripcion, o.bop, o.fecha_bop::text AS fecha_bop, o.url_detalle, t.texto, coalesce(t.sha256, '') AS sha256
     FROM opo o JOIN texto_edicto t ON t.opo_uuid = o.uuid
     WHERE o.tipo_edicto = 'oep' AND o.verificado AND t.estado = 'ok' AND t.texto IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM oferta_emprego f WHERE f.opo_uuid = o.uuid AND f.sha256 = coalesce(t.sha256, ''))`,
  );
}

/** Stored offers whose edict is no longer a published offer (reclassified or hidden by an administrator). */
export async function borrarOfertasRetiradas(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM oferta_emprego f WHERE NOT EXISTS (SELECT 1 FROM opo o WHERE o.uuid = f.opo_uuid AND o.tipo_edicto = 'oep' AND o.verificado)`,
  );
}

export async function gardarOferta(db: Queryable, o: Omit<OfertaRow, 'fecha_bop'> & { fecha_bop: string; sha256: string }): Promise<void> {
  await db.query(
    `INSERT INTO oferta_emprego (opo_uuid, chave_corpo, organismo, bop, fecha_bop, url_detalle, ano, postos, sha256, lida_en)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, now())
     ON CONFLICT (opo_uuid) DO UPDATE SET chave_corpo = EXCLUDED.chave_corpo, organismo = EXCLUDED.organismo, bop = EXCLUDED.bop,
       fecha_bop = EXCLUDED.fecha_bop, url_detalle = EXCLUDED.url_detalle, ano = EXCLUDED.ano, postos = EXCLUDED.postos,
       sha256 = EXCLUDED.sha256, lida_en = now()`,
    [o.opo_uuid, o.chave_corpo, o.organismo, o.bop, o.fecha_bop, o.url_detalle, o.ano, JSON.stringify(o.postos), o.sha256],
  );
}

/** Stored offers with at least one post read; of one body, or of all. */
export function ofertas(db: Queryable, chaveCorpo?: string): Promise<OfertaRow[]> {
  return db.query<OfertaRow>(
    `SELECT opo_uuid, chave_corpo, organismo, bop, fecha_bop::text AS fecha_bop, url_detalle, ano, postos FROM oferta_emprego
     WHERE jsonb_array_length(postos) > 0 ${chaveCorpo === undefined ? '' : 'AND chave_corpo = $1'}
     ORDER BY chave_corpo, ano DESC, fecha_bop DESC`,
    chaveCorpo === undefined ? [] : [chaveCorpo],
  );
}

/** A passage of a text that names an offer and what follows it, up to the end of its clause (PostgreSQL regex). */
const PASAXE_OFERTA = '((?:\\m(?:oep|ope)\\M|\\mofertas?\\M[^.;]{0,40}(?:emprego|empleo) p[úu]blico)[^.;:]{0,160})';

export interface ProcesoOepRow {
  uuid: string;
  url_amigable: string;
  titulo: string;
  automatico: boolean;
  /** Null for a process the grouping has not keyed yet (one an administrator made): the service keys it. */
  chave_corpo: string | null;
  organizacion: string;
  bop: string;
  inicio: string | null;
  grupo: string | null;
  tipo_persoal: string | null;
  quendas: string[];
  bolsa: boolean | null;
  prazas: number | null;
  feitos: { posto?: { valor?: { nome?: string } } } | null;
  chave: { posto?: string; persoal?: string | null; bolsa?: boolean | null } | null;
  /** Titles and texts of its edicts, for the offers they cite. */
  textos: string[];
}

/**
 * The shown processes of some bodies (and those not keyed yet) that are not offers themselves (a process whose every edict is an offer is the
 * offer's own), with their edicts' titles and texts.
 */
export function procesosDosCorpos(db: Queryable, chaves: string[]): Promise<ProcesoOepRow[]> {
  if (!chaves.length) return Promise.resolve([]);
  return db.query<ProcesoOepRow>(
    `SELECT p.uuid, p.url_amigable, p.titulo, p.automatico, p.chave_corpo, p.organizacion, p.bop, p.fecha_bop_inicio_proceso::text AS inicio, p.grupo, p.tipo_persoal, p.quendas, p.bolsa,
       p.prazas, p.feitos, p.chave,
       -- only the passages that name an offer travel (a text is tens of kilobytes; the years cited are all that is read)
       coalesce((SELECT array_agg(o.descripcion || E'\\n' || array_to_string(ARRAY(
           SELECT m[1] FROM regexp_matches(coalesce(t.texto, ''), $2, 'gi') AS m), E'\\n'))
         FROM opo o LEFT JOIN texto_edicto t ON t.opo_uuid = o.uuid WHERE o.uuid_proceso_selectivo = p.uuid), '{}') AS textos
     FROM proceso_oposicion p
     WHERE (p.chave_corpo = ANY($1::text[]) OR p.chave_corpo IS NULL) AND p.proceso_mostrable
       AND EXISTS (SELECT 1 FROM opo o WHERE o.uuid_proceso_selectivo = p.uuid AND o.tipo_edicto <> 'oep')`,
    [chaves, PASAXE_OFERTA],
  );
}
