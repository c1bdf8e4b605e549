import type { Db } from '../db/client.js';
import { badRequest, notFound, tooManyRequests } from '../errors.js';
import { cancelPendingConfirmations, enqueue } from './outbox.store.js';
import * as store from './subscriptions.store.js';
import { subjectOf, type ConfirmacionDatos } from './templates.js';
import { keyedHash, verifyToken, type TokenAction } from './tokens.js';

export interface AddNotificionBody {
  uuidProcesoOposicion?: string;
  etiqueta?: string;
  tipoNotificacion: 'EMAIL';
  destinatario: string;
  idioma?: 'gl' | 'es';
}

export interface SubscriptionAnswer {
  estado: string;
  descripcion: string;
}

export interface TokenAnswer {
  estado: 'CONFIRMADA' | 'BAIXA';
  titulo: string;
  urlAmigable: string | null;
  etiqueta: string | null;
}

/** How long a subscription request waits for its confirmation before it is deleted (privacy notice). */
export const UNCONFIRMED_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Practical address check (RFC 5321 lengths, one @, a dotted domain, no spaces, quotes, brackets or control chars).
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function normaliseAddress(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  const [local, domain] = email.split('@');
  if (email.length > 254 || !EMAIL.test(email) || local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (!/\.[a-z]{2,}$/.test(domain)) return null;
  return email;
}

/** Same answer whatever the address's state (new, waiting for confirmation, confirmed): it reveals nothing. */
const ACCEPTED: SubscriptionAnswer = {
  estado: 'PENDENTE_CONFIRMACION',
  descripcion: 'Aviso de notificación creado correctamente. Se o enderezo é correcto, recibirás un correo para confirmar a subscrición.',
};

export function createSubscriptionsService(deps: {
  db: Db;
  now: () => Date;
  secret: string | null;
  rateLimit: number;
  rateWindowMinutes: number;
  onQueued: () => void;
}) {
  let secret = deps.secret;
  const key = async () => (secret ??= await store.signingKey(deps.db));

  async function subscribe(body: AddNotificionBody, clientIp: string): Promise<SubscriptionAnswer> {
    if (body.tipoNotificacion !== 'EMAIL') throw badRequest('tipoNotificacion debe ser EMAIL', 'PETICION_INCORRECTA', 'tipoNotificacion debe ser EMAIL');
    const email = normaliseAddress(body.destinatario ?? '');
    if (!email) throw badRequest('O enderezo de correo non é válido', 'CORREO_NON_VALIDO');
    const procesoUuid = (body.uuidProcesoOposicion ?? '').trim() || null;
    const etiqueta = (body.etiqueta ?? '').trim() || null;
    if (!procesoUuid && !etiqueta) throw badRequest('Indica uuidProcesoOposicion ou etiqueta', 'PETICION_INCORRECTA', 'Indica uuidProcesoOposicion o etiqueta');
    if (procesoUuid && !UUID.test(procesoUuid)) throw badRequest('uuidProcesoOposicion non é un identificador válido');
    const idioma = body.idioma === 'es' ? 'es' : 'gl';

    const k = await key();
    const now = deps.now();
    const since = new Date(now.getTime() - deps.rateWindowMinutes * 60_000);
    const claves = [`ip:${keyedHash(k, clientIp)}`, `to:${keyedHash(k, email)}`];
    for (const clave of claves) {
      if ((await store.countRequests(deps.db, clave, since)) >= deps.rateLimit) {
        const freedAt = await store.nthNewestRequest(deps.db, clave, since, deps.rateLimit);
        const windowMs = deps.rateWindowMinutes * 60_000;
        const seconds = freedAt ? (freedAt.getTime() + windowMs - now.getTime()) / 1000 : windowMs / 1000;
        throw tooManyRequests('Demasiadas peticións de subscrición: téntao de novo máis tarde', seconds,
          'Demasiadas peticiones de suscripción: inténtalo de nuevo más tarde');
      }
    }
    await store.recordRequest(deps.db, claves, now);

    let datos: ConfirmacionDatos;
    let tema: string;
    if (procesoUuid) {
      const offer = await store.findOffer(deps.db, procesoUuid);
      if (!offer) throw notFound('Non existe o proceso de oposición', 'PROCESO_NON_ATOPADO', 'No existe el proceso de oposición');
      datos = { titulo: offer.titulo, ...(offer.automatico ? { automatico: true } : {}), urlAmigable: offer.url_amigable, etiqueta: null };
      tema = `proceso:${offer.uuid}`;
    } else {
      if (!(await store.labelExists(deps.db, etiqueta!))) throw notFound('Non existe a etiqueta', 'ETIQUETA_NON_ATOPADA', 'No existe la etiqueta');
      datos = { titulo: etiqueta!, urlAmigable: null, etiqueta };
      tema = `etiqueta:${etiqueta}`;
    }

    const queued = await deps.db.transaction(async (tx) => {
      const sub = await store.upsertPending(tx, { email, tema, procesoUuid, etiqueta, idioma, at: now });
      if (sub.confirmada) return false; // already confirmed: nothing changes, nothing is sent
      // One confirmation message per subscription and day: asking again the same day changes nothing.
      await enqueue(tx, {
        tipoEnvio: 'EMAIL', plantilla: 'confirmacion', datos, destinatario: sub.email, idioma: sub.idioma, suscripcionUuid: sub.uuid,
        eventoUuid: null, clave: `confirmacion:${sub.uuid}:${now.toISOString().slice(0, 10)}`, asunto: subjectOf('confirmacion', datos, sub.idioma),
        prioridad: 1, estado: 'pending',
      });
      return true;
    });
    if (queued) deps.onQueued();
    return ACCEPTED;
  }

  async function subscriptionOf(action: TokenAction, token: string | undefined) {
    const uuid = token ? verifyToken(await key(), action, token) : null;
    if (!uuid) throw badRequest('A ligazón non é válida', 'LIGAZON_NON_VALIDA');
    return uuid;
  }

  async function confirm(token: string | undefined): Promise<TokenAnswer> {
    const uuid = await subscriptionOf('confirmar', token);
    const k = await key();
    return deps.db.transaction(async (tx) => {
      const sub = await store.findSubscription(tx, uuid);
      if (!sub) throw notFound('A subscrición xa non existe (deuse de baixa)', 'SUBSCRICION_NON_ATOPADA', 'La suscripción ya no existe (se dio de baja)');
      if (!sub.confirmada) {
        await store.confirm(tx, uuid, deps.now());
        await store.liftSuppression(tx, keyedHash(k, sub.email), sub.tema);
        await cancelPendingConfirmations(tx, uuid);
      }
      return { estado: 'CONFIRMADA' as const, ...(await store.temaInfo(tx, sub)) };
    });
  }

  /** Leaving twice answers the same: the link stays valid, there is just nothing left to remove. */
  async function unsubscribe(token: string | undefined): Promise<TokenAnswer> {
    const uuid = await subscriptionOf('baixa', token);
    const k = await key();
    return deps.db.transaction(async (tx) => {
      const sub = await store.findSubscription(tx, uuid);
      if (!sub) return { estado: 'BAIXA' as const, titulo: '', urlAmigable: null, etiqueta: null };
      const info = await store.temaInfo(tx, sub);
      await store.unsubscribe(tx, sub, keyedHash(k, sub.email), deps.now());
      return { estado: 'BAIXA' as const, ...info };
    });
  }

  /** Old rate-limit entries go (they only matter for one window), and requests left unconfirmed for 30 days. */
  async function purge() {
    const now = deps.now().getTime();
    await store.purgeRequests(deps.db, new Date(now - 2 * deps.rateWindowMinutes * 60_000));
    await deps.db.transaction((tx) => store.purgeUnconfirmed(tx, new Date(now - UNCONFIRMED_DAYS * 86_400_000)));
  }

  return { subscribe, confirm, unsubscribe, purge };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
