-- The refresh tokens that may still be used, by their jti: a refresh deletes the one it uses and
-- stores the new one, so every refresh token works once (an old one answers 401). Tokens issued
-- before this table existed are not in it: their sessions sign in again.
CREATE TABLE refresh_token (
  jti text PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX refresh_token_customer ON refresh_token (customer_id, expires_at);
