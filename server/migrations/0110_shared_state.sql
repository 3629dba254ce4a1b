-- Issue 17: the state several app servers on one PostgreSQL must share (docs/performance.md "Scale-out").

-- Rate-limit counters (plugins/external/rate-limit.ts, store lib/rate-limit-store.ts): one row per key (client address
-- and route or route family); a fixed window that starts with its first hit. One upsert per request counts and returns.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  window_started_ms bigint NOT NULL,
  window_ms integer NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_hits_ends_idx ON rate_limit_hits ((window_started_ms + window_ms));

-- Bot-check solutions already accepted (plugins/external/bot-check.ts): a challenge's signature is accepted once by
-- whichever server sees it first; rows are dropped after the challenge expires.
CREATE TABLE bot_check_used (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_check_used_expires_idx ON bot_check_used (expires_at);

-- Development secrets (ALTCHA_HMAC_KEY, OTP_SECRET unset outside production): made once per database, so every server on
-- it and every restart agree. Production never reads or writes this table (the variables are required there).
CREATE TABLE dev_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Card encryption key pairs (plugins/app/payment-keys.ts): the private key is stored sealed (AES-256-GCM, key derived from
-- OTP_SECRET), so any server decrypts what a browser encrypted with another server's public key.
CREATE TABLE payment_keys (
  kid text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decrypts_until timestamptz NOT NULL
);
CREATE INDEX payment_keys_expires_idx ON payment_keys (expires_at DESC);
