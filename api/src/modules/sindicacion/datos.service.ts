import { stringify } from 'csv-stringify/sync';
import { addDaysIso, cumpreFiltros, cumpreFiltrosFeitos, dateArrayToIso, tipoAnuncio, valoresDoFeito, type FiltrosLista, type Opo } from 'shared/contract';
import type { Db } from '../../db/client.js';
import { toOpo, toPrazo, type ProcesoRow } from '../../db/mappers.js';
import { provinciaDoAnuncio } from '../../domain/organismos.js';
import { HttpError } from '../../errors.js';
import { feitosDaOpo, type FeitosDaOpo } from '../opos/opoFeitos.js';
import { findProcesosOfOpos } from '../opos/opos.store.js';
import { findOposExport, findProcesosExport, type Cursor, type ProcesoExportRow } from './datos.store.js';

/** The longest date range one export answers (a year, leap years included). */
export const DATOS_MAX_DIAS = 366;
/** Default range: the last 30 days. */
export const DATOS_DIAS_DEFECTO = 30;
/** Rows per page: the default and the most one request may ask for. */
export const DATOS_LIMITE = 5000;
/** Stop scanning for filtered rows after this many, and hand back a cursor. */
const MAX_SCAN = 50_000;

export const LICENZA = {
  id: 'CC-BY-4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  atribucion: 'Oposicións Galicia',
  nota: 'The compilation (selection, classification, labels, processes, deadlines) is ours under CC BY 4.0: reuse it, naming "Oposicións Galicia" and linking the site. The bulletins\' texts are public (Spanish copyright law, art. 13: official texts are not protected); the text published in each bulletin prevails.',
} as const;

/** The facts of a process (issue 22) an export row carries: null (or no turn) when its texts do not state them. */
export interface FeitosDato {
  grupo: string | null;
  nivelTitulacion: string | null;
  tipoPersoal: string | null;
  quendas: string[];
  bolsa: boolean | null;
  prazas: number | null;
  /** Every group of the process (one, or each group of a call of several posts); empty when no text states one. */
  grupos: string[];
}

/** One row of the competitions export (dates ISO 8601), with the facts of its process. */
export interface OpoDato extends FeitosDato {
  uuid: string;
  fechaBop: string;
  bop: string;
  organizacion: string;
  descripcion: string;
  urlDetalle: string;
  etiquetas: string[];
  provincia: string | null;
  tipo: string | null;
  tipoEdicto: string | null;
  urlProceso: string | null;
  tituloProceso: string | null;
  prazoUltimoDia: string | null;
}

/** One row of the processes export (dates ISO 8601), with its facts. */
export interface ProcesoDato extends FeitosDato {
  uuid: string;
  urlAmigable: string;
  url: string;
  titulo: string;
  organizacion: string;
  bop: string;
  provincia: string | null;
  sistemaSeleccion: string;
  tipoContrato: string;
  etiquetas: string[];
  fechaBopInicioProceso: string | null;
  procesoFinalizado: boolean;
  etapa: string;
  automatico: boolean;
  prazoUltimoDia: string | null;
  prazoEstimado: boolean;
  prazoPendente: boolean;
  numeroEdictos: number;
  ultimaPublicacion: string | null;
}

/** The fact columns, after the older ones (a reader of the first columns by position keeps working). */
const FEITOS_COLUMNS: (keyof FeitosDato)[] = ['grupo', 'nivelTitulacion', 'tipoPersoal', 'quendas', 'bolsa', 'prazas', 'grupos'];
export const OPO_COLUMNS: (keyof OpoDato)[] = ['uuid', 'fechaBop', 'bop', 'organizacion', 'descripcion', 'urlDetalle', 'etiquetas', 'provincia', 'tipo', 'tipoEdicto', 'urlProceso', 'tituloProceso', 'prazoUltimoDia', ...FEITOS_COLUMNS];
export const PROCESO_COLUMNS: (keyof ProcesoDato)[] = ['uuid', 'urlAmigable', 'url', 'titulo', 'organizacion', 'bop', 'provincia', 'sistemaSeleccion', 'tipoContrato', 'etiquetas', 'fechaBopInicioProceso', 'procesoFinalizado', 'etapa', 'automatico', 'prazoUltimoDia', 'prazoEstimado', 'prazoPendente', 'numeroEdictos', 'ultimaPublicacion', ...FEITOS_COLUMNS];

function feitosDato(f: FeitosDaOpo): FeitosDato {
  return {
    grupo: f.grupo ?? null, nivelTitulacion: f.nivelTitulacion ?? null, tipoPersoal: f.tipoPersoal ?? null,
    quendas: f.quendas ?? [], bolsa: f.bolsa ?? null, prazas: f.prazas ?? null, grupos: valoresDoFeito(f, 'grupo'),
  };
}

export interface DatosQuery {
  desde?: string;
  hasta?: string;
  despois?: string;
  limite?: number;
  filtros: FiltrosLista;
}

export interface Paxina<T> {
  desde: string;
  hasta: string;
  datos: T[];
  /** The cursor of the next page, or null when this is the last one. */
  seguinte: string | null;
}

const bad = (codigo: string, gl: string, es: string) => new HttpError(400, codigo, gl, { es });

function isoDay(value: string, field: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ok = m && (() => {
    const t = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return t.getUTCFullYear() === Number(m[1]) && t.getUTCMonth() === Number(m[2]) - 1 && t.getUTCDate() === Number(m[3]);
  })();
  if (!ok) throw bad('DATA_INCORRECTA', `${field} debe ser unha data AAAA-MM-DD válida`, `${field} debe ser una fecha AAAA-MM-DD válida`);
  return value;
}

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The date range of an export: checked, defaulted (the last 30 days), at most DATOS_MAX_DIAS days. */
export function rangoDatos(q: { desde?: string; hasta?: string }, today: string): { desde: string; hasta: string } {
  const hasta = q.hasta ? isoDay(q.hasta, 'hasta') : q.desde ? minIso(addDaysIso(isoDay(q.desde, 'desde'), DATOS_MAX_DIAS - 1), today) : today;
  const desde = q.desde ? isoDay(q.desde, 'desde') : addDaysIso(hasta, -(DATOS_DIAS_DEFECTO - 1));
  if (desde > hasta) throw bad('RANGO_INCORRECTO', 'desde non pode ser posterior a hasta', 'desde no puede ser posterior a hasta');
  if (daysBetween(desde, hasta) + 1 > DATOS_MAX_DIAS) {
    throw bad('RANGO_DEMASIADO_LONGO', `O rango de datas pode ter como moito ${DATOS_MAX_DIAS} días: pide os anos un a un`,
      `El rango de fechas puede tener como mucho ${DATOS_MAX_DIAS} días: pide los años uno a uno`);
  }
  return { desde, hasta };
}

const minIso = (a: string, b: string) => (a < b ? a : b);

function parseCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(value);
  if (!m) throw bad('CURSOR_INCORRECTO', 'despois debe ser o valor "seguinte" dunha páxina anterior', 'despois debe ser el valor "seguinte" de una página anterior');
  return { fecha: isoDay(m[1], 'despois'), uuid: m[2].toLowerCase() };
}
const cursorOf = (fecha: string, uuid: string) => `${fecha}_${uuid}`;

/** Open data (issue 16): published competitions and shown processes of a date range, as rows, paged by a cursor. */
export function createDatosService({ db, today }: { db: Db; today: () => string }) {
  async function opos(base: string, q: DatosQuery): Promise<Paxina<OpoDato>> {
    const { desde, hasta } = rangoDatos(q, today());
    const limite = q.limite ?? DATOS_LIMITE;
    let despois = parseCursor(q.despois);
    const datos: OpoDato[] = [];
    let scanned = 0;
    let more = true;
    while (datos.length < limite && scanned < MAX_SCAN) {
      const rows = await findOposExport(db, { desde, hasta, bop: q.filtros.boletin, despois, limit: limite });
      scanned += rows.length;
      more = rows.length === limite;
      const procesos = await findProcesosOfOpos(db, rows.map((r) => r.uuid));
      for (const r of rows) {
        despois = { fecha: String(r.fecha_bop).slice(0, 10), uuid: r.uuid };
        const p = procesos.get(r.uuid);
        const o: Opo = { ...toOpo({ ...r, ...p }, { ampliado: true }), ...feitosDaOpo(p) };
        if (!cumpreFiltros(o, q.filtros)) continue;
        datos.push(opoDato(o, base));
        if (datos.length === limite) {
          // Rows of this batch after the one that filled the page are read again by the next page.
          more = more || r !== rows[rows.length - 1];
          break;
        }
      }
      if (!more) break;
    }
    return { desde, hasta, datos, seguinte: more && despois ? cursorOf(despois.fecha, despois.uuid) : null };
  }

  async function procesos(base: string, q: DatosQuery): Promise<Paxina<ProcesoDato>> {
    const { desde, hasta } = rangoDatos(q, today());
    const limite = q.limite ?? DATOS_LIMITE;
    let despois = parseCursor(q.despois);
    const datos: ProcesoDato[] = [];
    let scanned = 0;
    let more = true;
    const hoxe = today();
    while (datos.length < limite && scanned < MAX_SCAN) {
      const rows = await findProcesosExport(db, { desde, hasta, despois, limit: limite });
      scanned += rows.length;
      more = rows.length === limite;
      for (const r of rows) {
        despois = { fecha: r.orde_fecha.slice(0, 10), uuid: r.uuid };
        const d = procesoDato(r, base, hoxe);
        if (!cumpreFiltrosProceso(r, d, q.filtros, hoxe)) continue;
        datos.push(d);
        if (datos.length === limite) {
          more = more || r !== rows[rows.length - 1];
          break;
        }
      }
      if (!more) break;
    }
    return { desde, hasta, datos, seguinte: more && despois ? cursorOf(despois.fecha, despois.uuid) : null };
  }

  return { opos, procesos };
}

function opoDato(o: Opo, base: string): OpoDato {
  return {
    uuid: o.uuid,
    fechaBop: dateArrayToIso(o.fechaBop),
    bop: o.bop,
    organizacion: o.organizacion,
    descripcion: o.descripcion,
    urlDetalle: o.urlDetalle,
    etiquetas: o.etiquetas,
    provincia: o.provincia ?? null,
    tipo: tipoAnuncio(o.tipoEdicto),
    tipoEdicto: o.tipoEdicto || null,
    urlProceso: o.urlAmigableProceso ? `${base}/public/oposicion/${encodeURIComponent(o.urlAmigableProceso)}` : null,
    tituloProceso: o.urlAmigableProceso ? o.tituloProceso ?? null : null,
    prazoUltimoDia: o.prazoUltimoDia ? dateArrayToIso(o.prazoUltimoDia) : null,
    ...feitosDato(o),
  };
}

function procesoDato(r: ProcesoExportRow, base: string, hoxe: string): ProcesoDato {
  const prazo = toPrazo(r as unknown as ProcesoRow, hoxe);
  return {
    uuid: r.uuid,
    urlAmigable: r.url_amigable,
    url: `${base}/public/oposicion/${encodeURIComponent(r.url_amigable)}`,
    titulo: r.titulo,
    organizacion: r.organizacion,
    bop: r.bop,
    provincia: provinciaDoAnuncio(r.bop, r.organizacion),
    sistemaSeleccion: r.sistema_seleccion,
    tipoContrato: r.tipo_contrato,
    etiquetas: r.etiquetas ?? [],
    fechaBopInicioProceso: r.fecha_bop_inicio_proceso ? r.fecha_bop_inicio_proceso.slice(0, 10) : null,
    procesoFinalizado: r.proceso_finalizado,
    etapa: r.etapa,
    automatico: r.automatico,
    prazoUltimoDia: prazo?.ultimoDia ? dateArrayToIso(prazo.ultimoDia) : null,
    prazoEstimado: Boolean(r.prazo_estimado),
    prazoPendente: Boolean(r.prazo_pendente),
    numeroEdictos: Number(r.numero_edictos ?? 0),
    ultimaPublicacion: r.ultima_publicacion ? r.ultima_publicacion.slice(0, 10) : null,
    ...feitosDato(feitosDaOpo(r)),
  };
}

/** The lists' filters, read for a process: its province and bulletin, a kind among its edicts', a label it has, an open period, its facts. */
function cumpreFiltrosProceso(r: ProcesoExportRow, d: ProcesoDato, f: FiltrosLista, hoxe: string): boolean {
  if (f.provincia && d.provincia !== f.provincia) return false;
  if (f.boletin && d.bop !== f.boletin) return false;
  if (f.tipo && !(r.tipos_edicto ?? []).some((t) => tipoAnuncio(t) === f.tipo)) return false;
  if (f.etiqueta && !d.etiquetas.includes(f.etiqueta) && r.etiqueta_proceso !== f.etiqueta && r.etiqueta_busqueda_proceso !== f.etiqueta) return false;
  if (f.prazoAberto && !(d.prazoUltimoDia && toPrazo(r as unknown as ProcesoRow, hoxe)?.aberto)) return false;
  return cumpreFiltrosFeitos(feitosDaOpo(r), f);
}

/** Rows as CSV (RFC 4180, UTF-8, a header row): lists joined with " | ", booleans as true/false, empty for none. */
export function aCsv<T extends object>(rows: T[], columns: (keyof T)[]): string {
  return stringify(rows.map((r) => columns.map((c) => {
    const v = r[c] as unknown;
    return Array.isArray(v) ? v.join(' | ') : v;
  })), {
    header: true,
    columns: columns.map(String),
    cast: { boolean: (v: boolean) => (v ? 'true' : 'false') },
    record_delimiter: 'windows',
  });
}
