import { createHash } from 'node:crypto';
import {
  claveCriterio, criterioEnPalabras, dateArrayToIso, dateTimeInZone, FEED_PATHS, filtrosDoCriterio, hayCriterio, listaDoCriterio, normalizarCriterio,
  type Alerta, type AlertaCriterio, type AlertaPerfilPeticion, type AlertaPeticion, type AlertasXestion, type FrecuenciaAlerta, type Opo, type OutroAviso,
  type Perfil,
} from 'shared/contract';
import type { Db, Queryable } from '../db/client.js';
import { procesosParaPerfil } from '../domain/alertaPerfil.js';
import { foldText } from '../domain/tesauro.js';
import { nomeEtiquetaEs } from '../domain/etiquetasNomes.js';
import { HttpError } from '../errors.js';
import type { OposService } from '../modules/opos/opos.service.js';
import { searchQuery } from '../modules/opos/opoSearchText.js';
import { feedDoPerfil, type EntradaPerfil } from '../modules/sindicacion/perfilFeed.js';
import { alertaSubject, type AlertaConfirmacionDatos, type AlertaEvento, type AlertaNovidadesDatos, type AlertaOpo } from './alertas.templates.js';
import { perfilDaPeticion, perfilEnPalabras, procesoEnPalabras, TEMA_PERFIL, temaDoPerfil, traductor } from './alertasPerfil.js';
import type { AlertaPerfilConfirmacionDatos, AlertaPerfilNovidadesDatos } from './alertasPerfil.templates.js';
import * as store from './alertas.store.js';
import { enqueue, enqueueNew } from './outbox.store.js';
import { normaliseAddress, type SubscriptionAnswer } from './subscriptions.service.js';
import * as subs from './subscriptions.store.js';
import { keyedHash, signToken, verifyToken, type TokenAction } from './tokens.js';

/** How far back an alert looks for competitions it has not sent (a run missed for days still finds them). */
export const LOOKBACK_DAYS = 8;
/** How long what an alert sent is remembered (longer than the window, so nothing comes back). */
const REMEMBER_DAYS = 30;
/** At most this many competitions and phases are listed in one message; the rest are counted, with the list's link. */
export const MAX_LISTED = 30;
/** Runs of one day's digests with failing alerts before the day is closed anyway. */
const DIGEST_TRIES = 5;
/** Alerts one address may have: more are not created (the answer stays the same, so it reveals nothing). */
export const MAX_ALERTAS_POR_ENDEREZO = 25;
/** Most entries a profile alert's feed carries. */
export const FEED_MAX_ENTRADAS = 100;

type Lang = 'gl' | 'es';

const err = (status: number, codigo: string, gl: string, es: string) => new HttpError(status, codigo, gl, { es });

/** Same answer whatever the address's state: it reveals nothing. */
const ACCEPTED: SubscriptionAnswer = {
  estado: 'PENDENTE_CONFIRMACION',
  descripcion: 'Aviso creado. Se o enderezo é correcto, recibirás un correo para confirmalo.',
};

export interface ConfirmacionAlerta {
  estado: 'CONFIRMADA';
  alerta: Alerta;
  /** Signed link token of the address's manage page. */
  tokenXestion: string;
  horaResumo: string;
}

export interface BaixaAlerta {
  estado: 'BAIXA';
  alerta: Alerta | null;
}

/** The criterion in words, in a language, as the pages say it (catalogue keys `alertas.criterio.*`). */
export function criterioTexto(c: AlertaCriterio, lang: Lang): string {
  return criterioEnPalabras(c, traductor(lang), lang === 'es' ? nomeEtiquetaEs : (e) => e);
}

/** How long a profile alert waits for the facts of a competition whose text is not read yet (then it answers with what it has). */
export const ESPERA_TEXTOS_MS = 24 * 3_600_000;

export interface AlertasDeps {
  db: Db;
  now: () => Date;
  opos: OposService;
  secret: string | null;
  rateLimit: number;
  rateWindowMinutes: number;
  timeZone: string;
  horaResumo: string;
  onQueued: () => void;
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
}

/**
 * Alerts for a label, a search or a filtered list (issue 16): the double opt-in request, the signed links (confirm,
 * leave one, manage every alert of an address), and the runs that find what is new for each alert and queue one
 * message in the outbox, exactly once (the message and what it told are written in one transaction, under an
 * idempotency key: one digest per alert and day).
 */
export function createAlertasService(deps: AlertasDeps) {
  let secret = deps.secret;
  const key = async () => (secret ??= await subs.signingKey(deps.db));

  /** The path of a profile alert's Atom feed: signed for it, and good only for reading the feed. */
  const feedPath = (k: string, uuid: string) => `${FEED_PATHS.perfil}?token=${signToken(k, 'feed', uuid)}`;

  function aAlerta(row: { uuid: string; criterio: AlertaCriterio; frecuencia: FrecuenciaAlerta; confirmada: boolean; perfil?: Perfil | null }, k: string): Alerta {
    const c = normalizarCriterio(row.criterio);
    return {
      uuid: row.uuid, criterio: c, ...(c.etiqueta ? { etiquetaEs: nomeEtiquetaEs(c.etiqueta) } : {}), frecuencia: row.frecuencia, confirmada: row.confirmada,
      ...(row.perfil ? { perfil: row.perfil, ...(row.confirmada ? { feed: feedPath(k, row.uuid) } : {}) } : {}),
    };
  }

  /** A label named in Galician or Spanish (any case, accents, plural) as the site names it in Galician, or null. */
  async function etiquetaPublica(name: string): Promise<string | null> {
    const wanted = foldText(name);
    const nomes = await deps.opos.publicEtiquetasNomes();
    const found = nomes.find((e) => e.gl === name) ?? nomes.find((e) => foldText(e.gl) === wanted || foldText(e.es) === wanted);
    return found?.gl ?? null;
  }

  async function checkRateLimit(claves: string[], now: Date) {
    const since = new Date(now.getTime() - deps.rateWindowMinutes * 60_000);
    for (const clave of claves) {
      if ((await subs.countRequests(deps.db, clave, since)) >= deps.rateLimit) {
        const freedAt = await subs.nthNewestRequest(deps.db, clave, since, deps.rateLimit);
        const windowMs = deps.rateWindowMinutes * 60_000;
        const seconds = freedAt ? (freedAt.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000;
        throw new HttpError(429, 'DEMASIADAS_PETICIONS', 'Demasiadas peticións de subscrición: téntao de novo máis tarde', {
          es: 'Demasiadas peticiones de suscripción: inténtalo de nuevo más tarde',
          headers: { 'retry-after': String(Math.max(1, Math.ceil(seconds))) },
        });
      }
    }
  }

  /** Asks for an alert: validates everything first, then (rate-limited) records it pending and queues the confirmation. */
  async function request(body: AlertaPeticion, clientIp: string): Promise<SubscriptionAnswer> {
    const email = normaliseAddress(body.destinatario ?? '');
    if (!email) throw err(400, 'CORREO_NON_VALIDO', 'O enderezo de correo non é válido', 'La dirección de correo no es válida');
    const idioma: Lang = body.idioma === 'es' ? 'es' : 'gl';
    const frecuencia: FrecuenciaAlerta = body.frecuencia === 'INMEDIATA' ? 'INMEDIATA' : 'DIARIA';
    const criterio = normalizarCriterio(body.criterio ?? {});
    if (!hayCriterio(criterio)) {
      throw err(400, 'CRITERIO_BALEIRO', 'O aviso necesita unha busca, unha etiqueta ou algún filtro', 'El aviso necesita una búsqueda, una etiqueta o algún filtro');
    }
    if (criterio.textoBusqueda && !searchQuery(criterio.textoBusqueda)) {
      throw err(400, 'TEXTO_INCORRECTO', 'textoBusqueda debe conter polo menos unha letra ou un número', 'textoBusqueda debe contener al menos una letra o un número');
    }
    if (criterio.etiqueta) {
      const gl = await etiquetaPublica(criterio.etiqueta);
      if (!gl) throw err(404, 'ETIQUETA_NON_ATOPADA', 'Non existe a etiqueta', 'No existe la etiqueta');
      criterio.etiqueta = gl;
    }

    const k = await key();
    return pedir({ email, tema: `alerta:${claveCriterio(criterio)}`, criterio, frecuencia, idioma, perfil: null }, k, clientIp);
  }

  /**
   * Asks for a profile alert (issue 24): the profile validated strictly (400 PERFIL_INCORRECTO), then as any alert:
   * rate-limited, recorded pending with its profile, one confirmation e-mail (double opt-in).
   */
  async function requestPerfil(body: AlertaPerfilPeticion, clientIp: string): Promise<SubscriptionAnswer> {
    const email = normaliseAddress(body.destinatario ?? '');
    if (!email) throw err(400, 'CORREO_NON_VALIDO', 'O enderezo de correo non é válido', 'La dirección de correo no es válida');
    const perfil = perfilDaPeticion(body.perfil);
    const idioma: Lang = body.idioma === 'es' ? 'es' : 'gl';
    const frecuencia: FrecuenciaAlerta = body.frecuencia === 'INMEDIATA' ? 'INMEDIATA' : 'DIARIA';
    const k = await key();
    return pedir({ email, tema: temaDoPerfil(k, perfil), criterio: {}, frecuencia, idioma, perfil }, k, clientIp);
  }

  /** Records an alert pending (rate-limited, at most MAX_ALERTAS_POR_ENDEREZO an address) and queues its confirmation. */
  async function pedir(
    a: { email: string; tema: string; criterio: AlertaCriterio; frecuencia: FrecuenciaAlerta; idioma: Lang; perfil: Perfil | null },
    k: string, clientIp: string,
  ): Promise<SubscriptionAnswer> {
    const { email, tema } = a;
    const now = deps.now();
    // Per recipient the limit is shared with the offer subscriptions (one inbox, one budget); per address of origin
    // alerts count on their own, so asking for alerts does not use up a visitor's offer subscriptions.
    const claves = [`alerta-ip:${keyedHash(k, clientIp)}`, `to:${keyedHash(k, email)}`];
    await checkRateLimit(claves, now);
    await subs.recordRequest(deps.db, claves, now);

    const queued = await deps.db.transaction(async (tx) => {
      const existing = await tx.query('SELECT 1 FROM suscripcion WHERE email = $1 AND tema = $2', [email, tema]);
      if (!existing.length && (await store.countAlertas(tx, email)) >= MAX_ALERTAS_POR_ENDEREZO) return false;
      const alerta = await store.upsertAlerta(tx, { email, tema, criterio: a.criterio, frecuencia: a.frecuencia, idioma: a.idioma, at: now, ...(a.perfil ? { perfil: a.perfil } : {}) });
      if (alerta.confirmada) return false; // already confirmed: nothing changes, nothing is sent
      const suscritorUuid = await store.ensureSuscritor(tx, email, now);
      const [plantilla, datos] = alerta.perfil
        ? ['alerta-perfil-confirmacion', {
          perfilTexto: perfilEnPalabras(alerta.perfil, alerta.idioma), frecuencia: alerta.frecuencia, horaResumo: deps.horaResumo, suscritorUuid,
        } satisfies AlertaPerfilConfirmacionDatos] as const
        : ['alerta-confirmacion', {
          criterioTexto: criterioTexto(alerta.criterio, alerta.idioma), frecuencia: alerta.frecuencia, horaResumo: deps.horaResumo,
          lista: `/public${listaDoCriterio(alerta.criterio)}`, suscritorUuid,
        } satisfies AlertaConfirmacionDatos] as const;
      // One confirmation per alert and day: asking again the same day sends nothing more.
      await enqueue(tx, {
        tipoEnvio: 'EMAIL', plantilla, datos, destinatario: email, idioma: alerta.idioma, suscripcionUuid: alerta.uuid,
        eventoUuid: null, clave: `${plantilla}:${alerta.uuid}:${now.toISOString().slice(0, 10)}`,
        asunto: alertaSubject(plantilla, datos, alerta.idioma), prioridad: 1, estado: 'pending',
      });
      return true;
    });
    if (queued) deps.onQueued();
    return ACCEPTED;
  }

  async function uuidOf(action: TokenAction, token: string | undefined): Promise<string> {
    const uuid = token ? verifyToken(await key(), action, token) : null;
    if (!uuid) throw err(400, 'LIGAZON_NON_VALIDA', 'A ligazón non é válida', 'El enlace no es válido');
    return uuid;
  }

  async function confirm(token: string | undefined): Promise<ConfirmacionAlerta> {
    const uuid = await uuidOf('confirmar', token);
    const k = await key();
    const answer = await deps.db.transaction(async (tx) => {
      const alerta = await store.findAlerta(tx, uuid);
      if (!alerta) throw err(404, 'AVISO_NON_ATOPADO', 'O aviso xa non existe (deuse de baixa)', 'El aviso ya no existe (se dio de baja)');
      if (!alerta.confirmada) {
        await subs.confirm(tx, uuid, deps.now());
        await subs.liftSuppression(tx, keyedHash(k, alerta.email), alerta.tema);
        await store.cancelPendingAlertConfirmations(tx, uuid);
      }
      const suscritor = await store.ensureSuscritor(tx, alerta.email, deps.now());
      return { alerta: aAlerta({ ...alerta, confirmada: true }, k), suscritor };
    });
    return { estado: 'CONFIRMADA', alerta: answer.alerta, tokenXestion: signToken(k, 'xestionar', answer.suscritor), horaResumo: deps.horaResumo };
  }

  async function leave(tx: Queryable, row: { uuid: string; email: string; tema: string }, k: string) {
    // A profile alert's profile goes with it, also from what its messages said (issue 24).
    if (row.tema.startsWith(TEMA_PERFIL)) await store.olvidarMensaxes(tx, row.uuid);
    await subs.unsubscribe(tx, { uuid: row.uuid, email: row.email, tema: row.tema, proceso_uuid: null, etiqueta: null, idioma: 'gl', confirmada: false }, keyedHash(k, row.email), deps.now());
  }

  /** One-click leave of one alert (the link and List-Unsubscribe of its e-mails); leaving twice answers the same. */
  async function unsubscribe(token: string | undefined): Promise<BaixaAlerta> {
    const uuid = await uuidOf('baixa', token);
    const k = await key();
    return deps.db.transaction(async (tx) => {
      const alerta = await store.findAlerta(tx, uuid);
      if (!alerta) return { estado: 'BAIXA' as const, alerta: null };
      await leave(tx, alerta, k);
      await store.dropSuscritorIfEmpty(tx, alerta.email);
      return { estado: 'BAIXA' as const, alerta: aAlerta(alerta, k) };
    });
  }

  async function emailOf(token: string | undefined): Promise<string | null> {
    return store.suscritorEmail(deps.db, await uuidOf('xestionar', token));
  }

  function xestion(rows: store.AvisoRow[], k: string): AlertasXestion {
    const alertas: Alerta[] = [];
    const outros: OutroAviso[] = [];
    for (const r of rows) {
      if (r.criterio && r.frecuencia) alertas.push(aAlerta({ uuid: r.uuid, criterio: r.criterio, frecuencia: r.frecuencia, confirmada: r.confirmada, perfil: r.perfil }, k));
      else if (r.proceso_uuid) outros.push({ uuid: r.uuid, tipo: 'proceso', titulo: r.titulo ?? '', urlAmigable: r.url_amigable, etiqueta: null, confirmada: r.confirmada });
      else outros.push({ uuid: r.uuid, tipo: 'etiqueta', titulo: r.etiqueta ?? '', urlAmigable: null, etiqueta: r.etiqueta, confirmada: r.confirmada });
    }
    return { alertas, outros, horaResumo: deps.horaResumo, zonaHoraria: deps.timeZone };
  }

  /** The manage page: every notice of the address the link was signed for (nothing, once it has left everything). */
  async function manage(token: string | undefined): Promise<AlertasXestion> {
    const email = await emailOf(token);
    return xestion(email ? await store.avisosOf(deps.db, email) : [], await key());
  }

  /** Cancels one notice of the address (an alert, or an offer or label subscription of the same address). */
  async function cancelOne(token: string | undefined, uuid: string): Promise<AlertasXestion> {
    const email = await emailOf(token);
    const k = await key();
    const aviso = email ? await store.findAviso(deps.db, email, uuid) : null;
    if (!email || !aviso) throw err(404, 'AVISO_NON_ATOPADO', 'Ese aviso non existe ou xa se cancelou', 'Ese aviso no existe o ya se canceló');
    await deps.db.transaction(async (tx) => {
      await leave(tx, aviso, k);
      await store.dropSuscritorIfEmpty(tx, email);
    });
    return xestion(await store.avisosOf(deps.db, email), k);
  }

  /** Cancels every notice of the address (the manage page's "cancel all", also usable as a one-click POST). */
  async function cancelAll(token: string | undefined): Promise<{ estado: 'BAIXA'; canceladas: number }> {
    const email = await emailOf(token);
    if (!email) return { estado: 'BAIXA', canceladas: 0 };
    const k = await key();
    return deps.db.transaction(async (tx) => {
      const rows = await store.avisosOf(tx, email);
      for (const r of rows) await leave(tx, { uuid: r.uuid, email, tema: r.tema }, k);
      await store.dropSuscritorIfEmpty(tx, email);
      return { estado: 'BAIXA' as const, canceladas: rows.length };
    });
  }

  // ---- the runs: what is new for each alert -------------------------------------------------------------------------

  /** The published competitions an alert's criterion matches, by the same public searches the lists use. */
  async function coincidencias(c: AlertaCriterio): Promise<Opo[]> {
    const filtros = filtrosDoCriterio(c);
    // `ampliado`: the province, kind and sentence-case description the lists show (and filter by).
    if (c.textoBusqueda) return deps.opos.publicByText(c.textoBusqueda, { ...filtros, ampliado: true });
    if (c.etiqueta) {
      const { etiqueta, ...resto } = filtros;
      return deps.opos.publicByEtiqueta(etiqueta!, { ...resto, ampliado: true });
    }
    return deps.opos.publicLastDays(LOOKBACK_DAYS, { ...filtros, ampliado: true });
  }

  const iso = (a: readonly number[] | null | undefined) => (a ? dateArrayToIso(a) : null);

  /**
   * Queues the alert's message if something is new for it: the competitions it matches that it has not sent (published
   * since it was confirmed, within the window) and the new phases of the processes it follows. Returns whether a
   * message was queued. Everything is decided and written in one transaction with the alert locked.
   */
  async function runAlerta(alerta: store.AlertaRow, plantilla: 'alerta-resumo' | 'alerta-inmediata', dia: string, now: Date): Promise<boolean> {
    if (alerta.perfil) return runAlertaPerfil(alerta, alerta.perfil, plantilla === 'alerta-resumo' ? 'alerta-perfil-resumo' : 'alerta-perfil-inmediata', dia, now);
    const candidates = await coincidencias(alerta.criterio);
    const byUuid = new Map(candidates.map((o) => [o.uuid, o]));
    return deps.db.transaction(async (tx) => {
      const locked = await store.lockAlerta(tx, alerta.uuid);
      if (!locked?.confirmada || !locked.confirmada_en) return false;
      const since = new Date(Math.max(locked.confirmada_en.getTime(), now.getTime() - LOOKBACK_DAYS * 86_400_000));
      const novas = (await store.novasOpos(tx, locked.uuid, [...byUuid.keys()], since)).filter((n) => byUuid.has(n.uuid));
      const eventos = await store.novosEventos(tx, locked.uuid, since, novas.map((n) => n.uuid));
      if (!novas.length && !eventos.length) return false;

      const clave = plantilla === 'alerta-resumo'
        ? `alerta-resumo:${dia}:${locked.uuid}`
        : `alerta-inmediata:${locked.uuid}:${createHash('sha256').update([...novas.map((n) => n.uuid), ...eventos.map((e) => e.uuid)].sort().join(',')).digest('hex').slice(0, 32)}`;
      const opos: AlertaOpo[] = novas.slice(0, MAX_LISTED).map((n) => {
        const o = byUuid.get(n.uuid)!;
        return {
          uuid: o.uuid, organizacion: o.organizacion, descripcion: o.descripcionMostrar ?? o.descripcion, bop: o.bop, fechaBop: iso(o.fechaBop),
          href: o.urlAmigableProceso ? `/public/oposicion/${encodeURIComponent(o.urlAmigableProceso)}` : o.urlDetalle,
          prazoUltimoDia: iso(o.prazoUltimoDia),
        };
      });
      const listedEventos: AlertaEvento[] = eventos.slice(0, MAX_LISTED).map((e) => ({
        uuid: e.uuid, proceso: e.proceso_titulo, urlAmigable: e.url_amigable, fase: e.titulo, fechaBop: e.fecha_bop,
      }));
      const datos: AlertaNovidadesDatos = {
        criterioTexto: criterioTexto(locked.criterio, locked.idioma), frecuencia: locked.frecuencia, horaResumo: deps.horaResumo,
        lista: `/public${listaDoCriterio(locked.criterio)}`, suscritorUuid: await store.ensureSuscritor(tx, locked.email, now),
        dia, opos, eventos: listedEventos, maisOpos: novas.length - opos.length, maisEventos: eventos.length - listedEventos.length,
      };
      const queued = await enqueueNew(tx, {
        tipoEnvio: 'EMAIL', plantilla, datos, destinatario: locked.email, idioma: locked.idioma, suscripcionUuid: locked.uuid, eventoUuid: null,
        clave, asunto: alertaSubject(plantilla, datos, locked.idioma), estado: 'pending',
      });
      // Today's digest already went: what is new now waits for tomorrow's.
      if (!queued) return false;
      await store.markEnviados(tx, locked.uuid, 'opo', novas.map((n) => n.uuid), now);
      await store.markEnviados(tx, locked.uuid, 'fase', eventos.map((e) => e.uuid), now);
      await store.followProcesos(tx, locked.uuid, novas.filter((n) => n.proceso_uuid).map((n) => ({ uuid: n.proceso_uuid!, desde: n.created_at })));
      return true;
    });
  }

  /**
   * A profile alert's run (issue 24): the new competitions that open a process, checked against its profile with the
   * browser's own check; only "podes" and "revisa" are told, each process once, with the answer and its reasons in
   * the alert's language. A competition whose text is not read yet waits (up to ESPERA_TEXTOS_MS) for its facts.
   */
  async function runAlertaPerfil(alerta: store.AlertaRow, perfil: Perfil, plantilla: 'alerta-perfil-resumo' | 'alerta-perfil-inmediata', dia: string, now: Date): Promise<boolean> {
    const candidates = await coincidencias({});
    const esperan = await store.textosPorLer(deps.db, candidates.map((o) => o.uuid), new Date(now.getTime() - ESPERA_TEXTOS_MS));
    const byUuid = new Map(procesosParaPerfil(perfil, candidates.filter((o) => !esperan.has(o.uuid))).map((p) => [p.opo.uuid, p]));
    const k = await key();
    return deps.db.transaction(async (tx) => {
      const locked = await store.lockAlerta(tx, alerta.uuid);
      if (!locked?.confirmada || !locked.confirmada_en || !locked.perfil) return false;
      const since = new Date(Math.max(locked.confirmada_en.getTime(), now.getTime() - LOOKBACK_DAYS * 86_400_000));
      const novas = (await store.novasOpos(tx, locked.uuid, [...byUuid.keys()], since)).filter((n) => byUuid.has(n.uuid));
      if (!novas.length) return false;
      // One line per process: another edict of a process already told (in an earlier message or this one) is not news.
      const contados = await store.procesosSeguidos(tx, locked.uuid);
      const novos = novas.filter((n) => {
        if (!n.proceso_uuid) return true;
        if (contados.has(n.proceso_uuid)) return false;
        contados.add(n.proceso_uuid);
        return true;
      });
      if (!novos.length) {
        await store.markEnviados(tx, locked.uuid, 'opo', novas.map((n) => n.uuid), now);
        return false;
      }
      const clave = plantilla === 'alerta-perfil-resumo'
        ? `${plantilla}:${dia}:${locked.uuid}`
        : `${plantilla}:${locked.uuid}:${createHash('sha256').update(novos.map((n) => n.uuid).sort().join(',')).digest('hex').slice(0, 32)}`;
      const procesos = novos.slice(0, MAX_LISTED).map((n) => procesoEnPalabras(byUuid.get(n.uuid)!, locked.idioma));
      const datos: AlertaPerfilNovidadesDatos = {
        perfilTexto: perfilEnPalabras(locked.perfil, locked.idioma), frecuencia: locked.frecuencia, horaResumo: deps.horaResumo,
        suscritorUuid: await store.ensureSuscritor(tx, locked.email, now), dia, procesos, mais: novos.length - procesos.length, feed: feedPath(k, locked.uuid),
      };
      const queued = await enqueueNew(tx, {
        tipoEnvio: 'EMAIL', plantilla, datos, destinatario: locked.email, idioma: locked.idioma, suscripcionUuid: locked.uuid, eventoUuid: null,
        clave, asunto: alertaSubject(plantilla, datos, locked.idioma), estado: 'pending',
      });
      if (!queued) return false;
      await store.markEnviados(tx, locked.uuid, 'opo', novas.map((n) => n.uuid), now);
      await store.followProcesos(tx, locked.uuid, novos.filter((n) => n.proceso_uuid).map((n) => ({ uuid: n.proceso_uuid!, desde: n.created_at })));
      return true;
    });
  }

  /**
   * A confirmed profile alert's Atom feed (its signed `feed` token): the processes of the last LOOKBACK_DAYS days that
   * open and that its profile may apply to or must check, newest first, one entry per process, with the answer and
   * its reasons in the alert's language.
   */
  async function feedPerfil(token: string | undefined, base: string, authority: string): Promise<{ body: string; etag: string }> {
    const uuid = await uuidOf('feed', token);
    const alerta = await store.findAlerta(deps.db, uuid);
    if (!alerta?.perfil || !alerta.confirmada) throw err(404, 'AVISO_NON_ATOPADO', 'O aviso non existe, non está confirmado ou deuse de baixa', 'El aviso no existe, no está confirmado o se dio de baja');
    const k = await key();
    const vistos = new Set<string>();
    const entradas: EntradaPerfil[] = procesosParaPerfil(alerta.perfil, await coincidencias({}))
      .filter(({ opo }) => !opo.urlAmigableProceso || (!vistos.has(opo.urlAmigableProceso) && Boolean(vistos.add(opo.urlAmigableProceso))))
      .sort((a, b) => dateArrayToIso(b.opo.fechaBop).localeCompare(dateArrayToIso(a.opo.fechaBop)))
      .slice(0, FEED_MAX_ENTRADAS)
      .map((p) => {
        const w = procesoEnPalabras(p, alerta.idioma);
        return {
          uuid: w.uuid, organizacion: w.organizacion, descripcion: w.descripcion, bop: w.bop, fechaBop: w.fechaBop ?? dateArrayToIso(p.opo.fechaBop),
          link: w.href.startsWith('/') ? `${base}${w.href}` : w.href, urlDetalle: p.opo.urlDetalle, resposta: w.resposta, respostaTexto: w.respostaTexto,
          motivos: w.motivos, prazoUltimoDia: w.prazoUltimoDia, prazoAberto: Boolean(p.opo.prazoAberto),
        };
      });
    const hoxe = dateArrayToIso(dateTimeInZone(deps.now(), deps.timeZone).slice(0, 3));
    return feedDoPerfil({
      base, self: `${base}${feedPath(k, uuid)}`, lang: alerta.idioma, authority, alertaUuid: uuid, perfilTexto: perfilEnPalabras(alerta.perfil, alerta.idioma),
      timeZone: deps.timeZone, hoxe, entradas,
    });
  }

  async function runAll(frecuencia: FrecuenciaAlerta, dia: string, now: Date): Promise<{ enviadas: number; erros: number }> {
    let enviadas = 0;
    let erros = 0;
    for (const alerta of await store.confirmedAlertas(deps.db, frecuencia)) {
      try {
        if (await runAlerta(alerta, frecuencia === 'DIARIA' ? 'alerta-resumo' : 'alerta-inmediata', dia, now)) enviadas += 1;
      } catch (error) {
        // One alert that fails (its search, a lock time-out) does not stop the others; the next run tries it again.
        erros += 1;
        deps.log?.warn({ err: error, alerta: alerta.uuid }, 'alert run failed');
      }
    }
    return { enviadas, erros };
  }

  let intentosDia = '';
  let intentosResumo = 0;
  let lastMark: string | null = null;
  let lastImmediateAt = 0;

  /**
   * One run: immediate alerts when something was published, edited or added since the last run (or every 15 minutes
   * anyway: an open period can start later); the daily digests once the digest hour has come and today's run has not
   * finished yet (a server started after the hour catches up). Safe to run in several servers at once.
   */
  async function run(): Promise<{ inmediatas: number; resumos: number; erros: number }> {
    const now = deps.now();
    const local = dateTimeInZone(now, deps.timeZone);
    const dia = dateArrayToIso(local.slice(0, 3));
    let inmediatas = 0;
    let resumos = 0;
    let erros = 0;
    const mark = await store.marcaDeNovidades(deps.db);
    if (mark !== lastMark || now.getTime() - lastImmediateAt >= 15 * 60_000) {
      const r = await runAll('INMEDIATA', dia, now);
      inmediatas = r.enviadas;
      erros += r.erros;
      if (!r.erros) {
        lastMark = mark;
        lastImmediateAt = now.getTime();
      }
    }
    const hhmm = `${String(local[3]).padStart(2, '0')}:${String(local[4]).padStart(2, '0')}`;
    if (hhmm >= deps.horaResumo && !(await store.resumoFeito(deps.db, dia))) {
      const r = await runAll('DIARIA', dia, now);
      resumos = r.enviadas;
      erros += r.erros;
      // An alert that failed is tried again at the next runs; one that keeps failing (its search) does not keep the
      // day open for ever: after DIGEST_TRIES runs its news wait for tomorrow's digest (nothing is lost or doubled).
      intentosResumo = intentosDia === dia ? intentosResumo + 1 : 1;
      intentosDia = dia;
      if (!r.erros || intentosResumo >= DIGEST_TRIES) {
        if (r.erros) deps.log?.warn({ dia, erros: r.erros }, 'daily alert digests closed with alerts that failed');
        await store.marcarResumo(deps.db, dia, now);
      }
    }
    if (inmediatas || resumos) deps.onQueued();
    return { inmediatas, resumos, erros };
  }

  /** Forgets what alerts sent long ago, and addresses left with nothing. */
  async function purge() {
    const now = deps.now().getTime();
    await store.purgeEnviados(deps.db, new Date(now - REMEMBER_DAYS * 86_400_000));
    await store.purgeSuscritores(deps.db, new Date(now - 86_400_000));
  }

  return { request, requestPerfil, confirm, unsubscribe, manage, cancelOne, cancelAll, run, runAlerta, purge, coincidencias, feedPerfil };
}

export type AlertasService = ReturnType<typeof createAlertasService>;
