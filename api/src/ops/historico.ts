import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { addDaysIso, dateArrayToIso, dateInZone } from 'shared/contract';
import type { Config } from '../config.js';
import { diasDoCalendario } from '../domain/operacions.js';
import { badRequest, conflict, HttpError } from '../errors.js';
import { readDate, type IngestionDeps } from '../ingestion/run.js';
import { SOURCES } from '../ingestion/sources/index.js';
import {
  crearHistorico, diasFeitos, gardarDia, historico, historicoEnCurso, historicoSenRematar, lecturasGardadas, reclamarHistorico,
  soltarHistorico, type DiaConta, type HistoricoRow,
} from './ops.store.js';

/** What a backfill is asked to read: from `desde` to `ata` (default: yesterday), these bulletins (default: all). */
export interface HistoricoPedido {
  desde: string;
  ata?: string | null;
  boletins?: string[] | null;
  iniciadoPor: string;
}

export interface HistoricoDeps extends IngestionDeps {
  config: Pick<Config, 'timeZone' | 'schedule'>;
  now: () => Date;
}

/** One day done, as the terminal's bar and the admin page show it. */
export interface DiaFeito {
  fecha: string;
  descripcion: string;
  conta: DiaConta;
  row: HistoricoRow;
}

const EXECUTOR = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
const LEASE_MS = 5 * 60_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const validDay = (iso: string) => ISO.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

/**
 * Checks a request and finds the backfill it resumes (same days and bulletins, not finished) or creates it. Days
 * are the schedule's days (READING_SCHEDULE) up to yesterday at most: today is the schedule's.
 */
export async function prepararHistorico(d: HistoricoDeps, p: HistoricoPedido): Promise<{ row: HistoricoRow; dias: string[]; retomado: boolean }> {
  const yesterday = addDaysIso(dateArrayToIso(dateInZone(d.now(), d.config.timeZone)), -1);
  const ata = p.ata ?? yesterday;
  if (!validDay(p.desde)) throw badRequest(`desde debe ser unha data AAAA-MM-DD (recibido "${p.desde}")`, 'DATA_INCORRECTA', `desde debe ser una fecha AAAA-MM-DD (recibido "${p.desde}")`);
  if (!validDay(ata)) throw badRequest(`ata debe ser unha data AAAA-MM-DD (recibido "${ata}")`, 'DATA_INCORRECTA', `ata debe ser una fecha AAAA-MM-DD (recibido "${ata}")`);
  if (ata > yesterday) throw badRequest(`ata non pode ser posterior a onte (${yesterday}): o día de hoxe leo a lectura programada`, 'DATA_INCORRECTA', `ata no puede ser posterior a ayer (${yesterday}): el día de hoy lo lee la lectura programada`);
  if (p.desde > ata) throw badRequest(`desde (${p.desde}) é posterior a ata (${ata})`, 'DATA_INCORRECTA', `desde (${p.desde}) es posterior a ata (${ata})`);
  const known: string[] = SOURCES.map((s) => s.bop);
  const boletins = p.boletins?.length ? [...new Set(p.boletins)] : known;
  const unknown = boletins.filter((b) => !known.includes(b));
  if (unknown.length) throw badRequest(`Boletín descoñecido: ${unknown.join(', ')} (válidos: ${known.join(', ')})`, 'BOLETIN_DESCONECIDO', `Boletín desconocido: ${unknown.join(', ')} (válidos: ${known.join(', ')})`);
  const ordered = known.filter((b) => boletins.includes(b));
  const dias = diasDoCalendario(p.desde, ata, d.config.schedule.cron, d.config.timeZone);
  const existing = await historicoSenRematar(d.db, p.desde, ata, ordered);
  if (existing) return { row: existing, dias, retomado: true };
  const row = await crearHistorico(d.db, { desde: p.desde, ata, boletins: ordered, totalDias: dias.length, iniciadoPor: p.iniciadoPor }, d.now());
  return { row, dias, retomado: false };
}

/**
 * Reads the backfill's days not done yet, oldest first, one after another through the ingestion (the same polite
 * client, one request per second per host, the bodies of its job edicts too; no e-mail is sent for the past). A
 * bulletin day already read well (ok, or no bulletin that day) is not asked again. Each day is recorded as done with
 * its counts, so a stop (Ctrl-C, a crash, `parar`) resumes at the next day. Only one backfill runs at a time.
 */
export async function correrHistorico(
  d: HistoricoDeps,
  start: { row: HistoricoRow; dias: string[] },
  hooks: { onDia?: (dia: DiaFeito) => void; parar?: () => boolean } = {},
): Promise<HistoricoRow> {
  const { db } = d;
  const other = await historicoEnCurso(db, d.now());
  if (other && other.uuid !== start.row.uuid) throw conflict(`Xa hai unha lectura do histórico en curso (${other.desde} – ${other.ata})`, 'HISTORICO_EN_CURSO', `Ya hay una lectura del histórico en curso (${other.desde} – ${other.ata})`);
  if (!(await reclamarHistorico(db, start.row.uuid, EXECUTOR, d.now(), LEASE_MS))) {
    throw conflict('Outro proceso está a ler este histórico', 'HISTORICO_EN_CURSO', 'Otro proceso está leyendo este histórico');
  }
  const sources = SOURCES.filter((s) => start.row.boletins.includes(s.bop));
  const done = await diasFeitos(db, start.row.uuid);
  const gardadas = await lecturasGardadas(db, start.row.desde, start.row.ata);
  const boas = new Set(gardadas.filter((l) => l.estado === 'ok' || l.estado === 'sen_boletin').map((l) => `${l.bop}|${l.fecha_bop}`));
  let stopped = false;
  try {
  for (const fecha of start.dias) {
    if (done.has(fecha)) continue;
    if (hooks.parar?.()) {
      stopped = true;
      break;
    }
    const pending = sources.filter((s) => !boas.has(`${s.bop}|${fecha}`));
    const conta: DiaConta = { ok: 0, senBoletin: 0, fallidas: 0, previas: sources.length - pending.length, edictos: 0, opos: 0 };
    let descripcion = `${fecha}: xa lido antes`;
    if (pending.length) {
      const summary = await readWithRetry(d, fecha, pending);
      for (const b of summary.boletins) {
        if (b.estado === 'ok') conta.ok += 1;
        else if (b.estado === 'sen_boletin') conta.senBoletin += 1;
        else conta.fallidas += 1;
      }
      conta.edictos = summary.totalEdictos;
      conta.opos = summary.totalOpos;
      descripcion = summary.descripcion;
    }
    // False when an administrator asked it to stop (or another worker took it over after a lost lease).
    const mine = await db.transaction((tx) => gardarDia(tx, start.row.uuid, EXECUTOR, fecha, descripcion, conta, d.now(), LEASE_MS));
    const row = (await historico(db, start.row.uuid))!;
    hooks.onDia?.({ fecha, descripcion, conta, row });
    if (!mine) {
      stopped = true;
      break;
    }
  }
  } catch (error) {
    // A day that could not be read at all (the database went away…): stopped, to be resumed.
    await soltarHistorico(db, start.row.uuid, EXECUTOR, 'parado', d.now()).catch(() => undefined);
    throw error;
  }
  const finished = !stopped && (await diasFeitos(db, start.row.uuid)).size >= start.dias.length;
  await soltarHistorico(db, start.row.uuid, EXECUTOR, finished ? 'feito' : 'parado', d.now());
  return (await historico(db, start.row.uuid))!;
}

/** A day the schedule (or an administrator) is reading right now answers 409: wait for it and try again. */
async function readWithRetry(d: HistoricoDeps, fecha: string, sources: typeof SOURCES) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await readDate({ ...d, sources }, fecha, { envioNotificacion: false });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 409) || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}
