/**
 * Sign-in (issue #5): what the development OpenID provider must keep across restarts (its signing and cookie
 * keys, and its artefacts: sessions, grants, codes, tokens, interactions).
 */
export const sql = `
CREATE TABLE oidc_payload (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payload_grant_idx ON oidc_payload (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payload_uid_idx ON oidc_payload (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payload_user_code_idx ON oidc_payload (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payload_expires_idx ON oidc_payload (expires_at);

CREATE TABLE oidc_key (
  kind text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
