import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { IdpStore } from './idp.store.js';

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
      return store.find(this.model, 'id', id);
    }

    findByUserCode(userCode: string) {
      return store.find(this.model, 'user_code', userCode);
    }

    findByUid(uid: string) {
      return store.find(this.model, 'uid', uid);
    }

    consume(id: string) {
      return store.consume(this.model, id);
    }

    destroy(id: string) {
      return store.destroy(this.model, id);
    }

    revokeByGrantId(grantId: string) {
      return store.revokeByGrantId(grantId);
    }
  };
}
