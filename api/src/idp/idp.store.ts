import type { Queryable } from '../db/client.js';

/** The development OpenID provider's storage: its artefacts (by model and id) and its keys. */
export type OidcPayload = Record<string, unknown>;

export function createIdpStore(db: Queryable) {
  return {
    async upsert(model: string, id: string, payload: OidcPayload, expiresInSeconds?: number): Promise<void> {
      await db.query(
        `INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3::jsonb, $4, $5, $6, CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $7::integer) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [
          model, id, JSON.stringify(payload),
          (payload.grantId as string | undefined) ?? null,
          (payload.userCode as string | undefined) ?? null,
          (payload.uid as string | undefined) ?? null,
          expiresInSeconds === undefined ? null : Math.max(0, Math.ceil(expiresInSeconds)),
        ],
      );
    },

    async find(model: string, column: 'id' | 'uid' | 'user_code', value: string): Promise<OidcPayload | undefined> {
      const [row] = await db.query<{ payload: OidcPayload; consumed: number | null }>(
        `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM oidc_payload
         WHERE model = $1 AND ${column === 'id' ? 'id' : column === 'uid' ? 'uid' : 'user_code'} = $2
           AND (expires_at IS NULL OR expires_at > now())
         LIMIT 1`,
        [model, value],
      );
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload;
    },

    async consume(model: string, id: string): Promise<void> {
      await db.query('UPDATE oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
    },

    async destroy(model: string, id: string): Promise<void> {
      await db.query('DELETE FROM oidc_payload WHERE model = $1 AND id = $2', [model, id]);
    },

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('DELETE FROM oidc_payload WHERE grant_id = $1', [grantId]);
    },

    /** Removes what has expired; returns how many rows went. */
    async deleteExpired(): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `WITH gone AS (DELETE FROM oidc_payload WHERE expires_at < now() RETURNING 1) SELECT count(*)::bigint AS n FROM gone`,
      );
      return rows[0]?.n ?? 0;
    },

    /** The stored value of a key kind, creating it with `make` the first time (the first writer wins). */
    async keyOf<T>(kind: string, make: () => Promise<T>): Promise<T> {
      const [existing] = await db.query<{ value: T }>('SELECT value FROM oidc_key WHERE kind = $1', [kind]);
      if (existing) return existing.value;
      const value = await make();
      await db.query('INSERT INTO oidc_key (kind, value) VALUES ($1, $2::jsonb) ON CONFLICT (kind) DO NOTHING', [kind, JSON.stringify(value)]);
      const [row] = await db.query<{ value: T }>('SELECT value FROM oidc_key WHERE kind = $1', [kind]);
      return row.value;
    },
  };
}

export type IdpStore = ReturnType<typeof createIdpStore>;
