import type { Adapter, AdapterPayload } from 'oidc-provider';
import { isCleanText } from '../security/validation.js';
import type { IdpStore } from './idp.store.js';

/** An identifier read from a request (a cookie, a code, a token): one the database could hold, or none. */
const usable = (id: unknown): id is string => typeof id === 'string' && id.length <= 1024 && isCleanText(id);

/**
 * oidc-provider's storage on our database, so signing keys, sessions, grants and tokens survive a restart
 * (its own in-memory adapter forgets everything).
 */
export function databaseAdapter(store: IdpStore) {
  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      return store.upsert(this.model, id, payload, expiresIn);
    }

    find(id: string) {
      if (!usable(id)) return Promise.resolve(undefined);
      return store.find(this.model, 'id', id);
    }

    findByUserCode(userCode: string) {
      if (!usable(userCode)) return Promise.resolve(undefined);
      return store.find(this.model, 'user_code', userCode);
    }

    findByUid(uid: string) {
      if (!usable(uid)) return Promise.resolve(undefined);
      return store.find(this.model, 'uid', uid);
    }

    consume(id: string) {
      if (!usable(id)) return Promise.resolve(undefined);
      return store.consume(this.model, id);
    }

    destroy(id: string) {
      if (!usable(id)) return Promise.resolve(undefined);
      return store.destroy(this.model, id);
    }

    revokeByGrantId(grantId: string) {
      return store.revokeByGrantId(grantId);
    }
  };
}
