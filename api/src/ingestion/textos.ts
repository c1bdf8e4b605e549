import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.js';
import { lerFeitos as lerFeitosDoDominio, type ContextoFeitos } from '../domain/feitos/index.js';
import { BlockedError, conditionalHeaders, FetchError, type HttpClient, type HttpResponse } from './http.js';
import { versionDasRegras } from './versionRegras.js';
import { lectorTextoDe } from './sources/textos-index.js';
import { TextoIlexible, type DocumentoTexto, type EdictoTexto, type LectorTexto } from './sources/textos.js';
import {
  confirmarTexto, documentoGardado, enfilarTextos, gardarDocumento, gardarFeitos, gardarTexto, reclamarTextos, rexistrarFallo,
  textosGardadosDe, type TextoPorLer,
} from './textos.store.js';

/**
 * Reads the facts of one edict's text: the domain's `lerFeitos`, on the server's pool of threads (feitosEnFios.ts)
 * or on the caller's thread; injected so tests can watch it.
 */
export type LerFeitos = (texto: string, contexto: ContextoFeitos) => unknown;

export interface TextosDeps {
  db: Db;
  http: HttpClient;
  lerFeitos?: LerFeitos;
  /** The version of the rules stored with the facts (ingestion/versionRegras.ts by default). */
  versionFeitos?: string;
  now?: () => Date;
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export interface TextosOptions {
  /** Only the bodies of this bulletin date. */
  fecha?: string;
  /** Bodies claimed per round. */
  limite?: number;
  /** How long a claimed body stays reserved to this worker. */
  leaseMs?: number;
  /** Attempts before a body is left as failed (an administrator may retry it). */
  maxIntentos?: number;
  /** First wait after a failure; doubled after each further one. */
  esperaBaseMs?: number;
  /** True once the server is stopping: no further round is claimed. */
  parar?: () => boolean;
}

/** What a round of fetching did. */
export interface TextosResumo {
  lidos: number;
  /** Fetched again (or answered 304) with the text already stored: nothing written. */
  senCambios: number;
  /** Failed this time: left pending (retried later) or, attempts used up, failed. */
  fallidos: number;
  pendentes: number;
  /** The publication days of the bodies read this round (their processes are grouped again). */
  fechas: string[];
  descripcion: string;
}

const EXECUTOR = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
/** This process's name on the bodies it claims (a graceful stop gives them back under it). */
export const executorTextos = () => EXECUTOR;
const DEFECTOS = { limite: 200, leaseMs: 10 * 60_000, maxIntentos: 8, esperaBaseMs: 15 * 60_000 };
const sha256 = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
const edictoDe = (r: TextoPorLer): EdictoTexto => ({ idFuente: r.id_fuente, urlDetalle: r.url_detalle, urlPdf: r.url_pdf });

/**
 * The hook after a body is stored: its facts are read by the domain (`lerFeitos`) and stored as JSON beside it.
 * A reader that fails leaves the facts empty (null) and says so in the log; the body stays stored.
 */
export async function lerEGardarFeitos(deps: TextosDeps, r: Pick<TextoPorLer, 'opo_uuid' | 'bop' | 'titulo' | 'tipo_edicto' | 'fecha_bop'>, texto: string): Promise<void> {
  const ler = deps.lerFeitos ?? lerFeitosDoDominio;
  const agora = (deps.now ?? (() => new Date()))();
  let feitos: unknown = null;
  try {
    feitos = await ler(texto, { bop: r.bop, titulo: r.titulo, tipo: r.tipo_edicto, fecha: r.fecha_bop });
  } catch (error) {
    deps.log?.error({ err: error, opo: r.opo_uuid }, 'reading the facts of an edict failed');
  }
  await gardarFeitos(deps.db, r.opo_uuid, feitos, agora, deps.versionFeitos ?? versionDasRegras());
}

interface Grupo {
  lector: LectorTexto;
  doc: DocumentoTexto;
  filas: TextoPorLer[];
}

/** Bodies sharing a document are fetched together (BOP Lugo's day PDF once for every edict of the day). */
function agrupar(filas: TextoPorLer[], fallar: (r: TextoPorLer, erro: string) => Promise<void>): { grupos: Grupo[]; sen: Promise<void>[] } {
  const grupos = new Map<string, Grupo>();
  const sen: Promise<void>[] = [];
  for (const r of filas) {
    const lector = lectorTextoDe(r.bop);
    if (!lector) {
      sen.push(fallar(r, `${r.bop}: non hai lector de textos para este boletín`));
      continue;
    }
    const doc = lector.documento(edictoDe(r));
    const key = doc.compartido ? doc.url : `${doc.url}\u0000${r.opo_uuid}`;
    const g = grupos.get(key) ?? { lector, doc, filas: [] };
    g.filas.push(r);
    grupos.set(key, g);
  }
  return { grupos: [...grupos.values()], sen };
}

/** The bulletin's site does not answer (5xx, 429): its other documents wait for the next round instead of asking it. */
class HostSenResposta extends Error {}
const doHost = (error: unknown) => error instanceof HostSenResposta || error instanceof FetchError || error instanceof BlockedError;

type Obtido = { estado: 'texto'; texto: string; res: HttpResponse; doc: DocumentoTexto } | { estado: 'igual'; doc: DocumentoTexto };

/** Fetches a document (conditionally when validators are given) and reads its text; tries the reader's alternative. */
async function obter(http: HttpClient, lector: LectorTexto, doc: DocumentoTexto, e: EdictoTexto, validadores: { etag?: string | null; lastModified?: string | null } | null): Promise<Obtido> {
  const intentar = async (d: DocumentoTexto, cond: Record<string, string>): Promise<Obtido> => {
    const res = await http.request(d.url, { headers: { ...d.headers, ...cond }, binary: d.formato === 'pdf' });
    if (res.status === 304 && Object.keys(cond).length) return { estado: 'igual', doc: d };
    if (res.status === 429 || res.status >= 500) throw new HostSenResposta(`${lector.bop}: ${d.url} respondeu ${res.status}`);
    if (res.status !== 200) throw new TextoIlexible(`${lector.bop}: ${d.url} respondeu ${res.status}`);
    return { estado: 'texto', texto: await lector.lerDocumento(res, d), res, doc: d };
  };
  try {
    return await intentar(doc, validadores ? conditionalHeaders(validadores) : {});
  } catch (error) {
    const outro = lector.alternativa?.(e);
    if (!outro || outro.url === doc.url || !(error instanceof TextoIlexible || error instanceof HostSenResposta)) throw error;
    try {
      return await intentar(outro, {});
    } catch (error2) {
      const Tipo = doHost(error2) ? HostSenResposta : TextoIlexible;
      throw new Tipo(`${(error as Error).message}; ${(error2 as Error).message}`);
    }
  }
}

/**
 * Fetches and stores the bodies of `filas`: one request per document (a shared document already stored is cut with no
 * request at all), hosts in parallel, one document at a time per host (the client also spaces requests per host).
 * `revalidar`: the rows have a stored body; their documents are asked again with their validators (304 keeps it).
 */
async function procesar(deps: TextosDeps, filas: TextoPorLer[], o: Required<Pick<TextosOptions, 'maxIntentos' | 'esperaBaseMs'>> & { revalidar?: boolean }) {
  const now = deps.now ?? (() => new Date());
  const conta = { lidos: 0, senCambios: 0, fallidos: 0, fechas: new Set<string>() };
  const fallar = async (r: TextoPorLer, erro: string) => {
    const agora = now();
    const esgotado = !o.revalidar && r.intentos + 1 >= o.maxIntentos;
    await rexistrarFallo(deps.db, r.opo_uuid, { erro, seguinte: new Date(agora.getTime() + o.esperaBaseMs * 2 ** r.intentos), esgotado, agora });
    conta.fallidos += 1;
    deps.log?.info({ opo: r.opo_uuid, bop: r.bop, erro, esgotado }, 'edict body not read');
  };
  const gardar = async (r: TextoPorLer, doc: DocumentoTexto, texto: string, res: HttpResponse | null) => {
    const hash = sha256(texto);
    const cambiou = r.sha256 !== hash;
    await gardarTexto(deps.db, r.opo_uuid, {
      url: doc.url, formato: doc.formato, texto, sha256: hash,
      etag: res ? res.headers?.etag ?? null : r.etag, lastModified: res ? res.headers?.['last-modified'] ?? null : r.last_modified,
    }, now());
    if (cambiou) {
      conta.lidos += 1;
      conta.fechas.add(String(r.fecha_bop).slice(0, 10));
      await lerEGardarFeitos(deps, r, texto);
    } else {
      conta.senCambios += 1;
    }
  };
  const { grupos, sen } = agrupar(filas, fallar);
  await Promise.all(sen);
  const porHost = new Map<string, Grupo[]>();
  for (const g of grupos) {
    const host = new URL(g.doc.url).host;
    porHost.set(host, [...(porHost.get(host) ?? []), g]);
  }
  await Promise.all([...porHost.entries()].map(async ([host, gs]) => {
    let caido: string | null = null;
    for (const g of gs) {
      if (caido) {
        for (const r of g.filas) await fallar(r, `${host} non respondeu nesta rolda (${caido}); pedirase máis tarde`);
        continue;
      }
      try {
        if (g.doc.compartido) await procesarCompartido(deps, g, o.revalidar ?? false, gardar, fallar);
        else {
          const r = g.filas[0];
          const mesmoDoc = r.etag || r.last_modified ? { etag: r.etag, lastModified: r.last_modified } : null;
          const obtido = await obter(deps.http, g.lector, g.doc, edictoDe(r), o.revalidar ? mesmoDoc : null);
          if (obtido.estado === 'igual') {
            await confirmarTexto(deps.db, r.opo_uuid, now());
            conta.senCambios += 1;
          } else {
            await gardar(r, obtido.doc, obtido.texto, obtido.res);
          }
        }
      } catch (error) {
        for (const r of g.filas) await fallar(r, (error as Error).message);
        // A site that is down (or forbids reading) is not asked for its other documents until the next round.
        if (doHost(error)) caido = (error as Error).message;
      }
    }
  }));
  return conta;
}

/** A document holding several edicts: its text is kept once; each edict's body is cut from it. */
async function procesarCompartido(
  deps: TextosDeps, g: Grupo, revalidar: boolean,
  gardar: (r: TextoPorLer, doc: DocumentoTexto, texto: string, res: HttpResponse | null) => Promise<void>,
  fallar: (r: TextoPorLer, erro: string) => Promise<void>,
) {
  const now = deps.now ?? (() => new Date());
  const gardado = await documentoGardado(deps.db, g.doc.url);
  let texto = gardado?.texto ?? null;
  let res: HttpResponse | null = null;
  if (!gardado || revalidar) {
    const obtido = await obter(deps.http, g.lector, g.doc, edictoDe(g.filas[0]), gardado ? { etag: gardado.etag, lastModified: gardado.last_modified } : null);
    if (obtido.estado === 'texto') {
      texto = obtido.texto;
      res = obtido.res;
      await gardarDocumento(deps.db, {
        url: g.doc.url, formato: g.doc.formato, texto, sha256: sha256(texto), etag: res.headers?.etag ?? null, last_modified: res.headers?.['last-modified'] ?? null,
      }, now());
    }
  }
  for (const r of g.filas) {
    const parte = texto === null ? null : g.lector.textoDoEdicto?.(texto, edictoDe(r)) ?? texto;
    if (parte) await gardar(r, g.doc, parte, res);
    else await fallar(r, `${g.lector.bop}: o edicto ${r.id_fuente} non está en ${g.doc.url}`);
  }
}

const resumo = (c: { lidos: number; senCambios: number; fallidos: number; fechas?: Set<string> }, pendentes: number): TextosResumo => ({
  lidos: c.lidos, senCambios: c.senCambios, fallidos: c.fallidos,
  fechas: [...(c.fechas ?? [])].sort(),
  pendentes,
  descripcion: `Textos: ${c.lidos} lidos${c.senCambios ? `, ${c.senCambios} sen cambios` : ''}${c.fallidos ? `, ${c.fallidos} fallaron` : ''}; ${pendentes} sen texto aínda`,
});

const contarPendentes = async (db: Db, fecha?: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM texto_edicto WHERE estado <> 'ok' AND ($1::date IS NULL OR fecha_bop = $1::date)`, [fecha ?? null]))[0].n);

/**
 * Fetches the bodies that are due (never read, or whose back-off has passed), claimed with a lease so two servers
 * never fetch the same one; a failure never throws: the body stays pending with its next attempt later.
 */
export async function lerTextosPendentes(deps: TextosDeps, options: TextosOptions = {}): Promise<TextosResumo> {
  const o = { ...DEFECTOS, ...options };
  const now = deps.now ?? (() => new Date());
  const total = { lidos: 0, senCambios: 0, fallidos: 0, fechas: new Set<string>() };
  while (!o.parar?.()) {
    const agora = now();
    const filas = await reclamarTextos(deps.db, { executor: EXECUTOR, agora, leaseAta: new Date(agora.getTime() + o.leaseMs), limite: o.limite, fecha: o.fecha });
    if (!filas.length) break;
    const c = await procesar(deps, filas, o);
    total.lidos += c.lidos;
    total.senCambios += c.senCambios;
    total.fallidos += c.fallidos;
    for (const f of c.fechas) total.fechas.add(f);
    if (filas.length < o.limite) break;
  }
  return resumo(total, await contarPendentes(deps.db, o.fecha));
}

/** After a day's reading: every job edict of that date gets its body row, and the due ones are fetched. */
export async function lerTextosDoDia(deps: TextosDeps, fecha: string, options: TextosOptions = {}): Promise<TextosResumo> {
  await enfilarTextos(deps.db, (deps.now ?? (() => new Date()))(), fecha);
  return lerTextosPendentes(deps, { ...options, fecha });
}

/**
 * Asks again for the stored bodies of a date with their validators (If-None-Match / If-Modified-Since): unchanged
 * documents answer 304 and are not downloaded; a changed text replaces the stored one and its facts are read again.
 */
export async function revalidarTextos(deps: TextosDeps, fecha: string, options: TextosOptions = {}): Promise<TextosResumo> {
  const o = { ...DEFECTOS, ...options };
  const filas = await textosGardadosDe(deps.db, fecha);
  const c = filas.length ? await procesar(deps, filas, { ...o, revalidar: true }) : { lidos: 0, senCambios: 0, fallidos: 0 };
  return resumo(c, await contarPendentes(deps.db, fecha));
}
