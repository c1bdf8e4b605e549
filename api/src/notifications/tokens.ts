import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link lets its holder do: confirm the subscription, or leave it; or (`xestionar`, signed for an address's
 * `suscritor` id) see and cancel every alert of that address; or (`feed`) read a profile alert's Atom feed, which
 * cannot leave the alert (a feed address is shared more lightly than a mail's link).
 */
export type TokenAction = 'confirmar' | 'baixa' | 'xestionar' | 'feed';

const ACTION_BYTE: Record<TokenAction, number> = { confirmar: 0x63, baixa: 0x75, xestionar: 0x78, feed: 0x66 };
const MAC_BYTES = 16;

/**
 * Signed links: the subscription's random uuid and the action, with an HMAC-SHA256 (128 bits kept) under the
 * server's secret. Nobody can make or alter one without the secret, and a confirmation link cannot unsubscribe.
 */
export function signToken(secret: string, action: TokenAction, suscripcionUuid: string): string {
  const payload = Buffer.concat([Buffer.from([ACTION_BYTE[action]]), Buffer.from(suscripcionUuid.replace(/-/g, ''), 'hex')]);
  return `${payload.toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** The subscription uuid of a valid token for `action`, or null. */
export function verifyToken(secret: string, action: TokenAction, token: string): string | null {
  const m = /^([A-Za-z0-9_-]{23})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return null;
  const payload = Buffer.from(m[1], 'base64url');
  const given = Buffer.from(m[2], 'base64url');
  if (payload.length !== 17 || given.length !== MAC_BYTES || payload[0] !== ACTION_BYTE[action]) return null;
  if (!timingSafeEqual(given, mac(secret, payload))) return null;
  const hex = payload.subarray(1).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A keyed hash (of an address, a client IP): lets us count and remember without keeping the value. */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(`hash:${value}`).digest('base64url');
}

function mac(secret: string, payload: Buffer): Buffer {
  return createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);
}
