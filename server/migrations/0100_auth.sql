-- Authentication (docs/architecture.md: 0100-0199): lockouts, per-IP throttle, recovery codes, password history, mail outbox.

-- spec §8 lockout: keyed by tenant + lowercased email whether or not an account exists, so that unknown emails and known
-- ones behave the same (no account enumeration).
CREATE TABLE auth_lockouts (
  tenant text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  failures integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  locked_until timestamptz,
  PRIMARY KEY (tenant, email)
);

-- Per-IP throttle of failed logins, one row per address and fixed window.
CREATE TABLE auth_ip_failures (
  ip text NOT NULL,
  window_start timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ip, window_start)
);

-- spec §2, §8, §9: recovery codes. Only a SHA-256 HMAC of the code is kept; attempts survive a resend (OTP_LOCKED_ERROR).
CREATE TABLE auth_otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  purpose text NOT NULL CHECK (purpose IN ('recovery', 'organization-recovery')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sends integer NOT NULL DEFAULT 1,
  locked_until timestamptz,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_otps_lookup_idx ON auth_otps (tenant, email, purpose, created_at DESC);

-- spec §8 PASSWORD_REUSE_ERROR: the last passwords of each user (argon2id hashes).
CREATE TABLE auth_password_history (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_password_history_user_idx ON auth_password_history (user_id, created_at DESC);

-- spec §8 PASSWORD_REMAINS_LOCKED_ERROR: a password that must be replaced (support action or suspected compromise)
-- before it can be used again; only answered after the right password, so it reveals nothing to a stranger.
CREATE TABLE auth_password_locks (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  locked_at timestamptz NOT NULL,
  reason text NOT NULL
);

-- Mail (issue 4 item 8): every mail is recorded; without SMTP_URL the development mailbox reads it from here.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  to_address text NOT NULL,
  template text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'sent', 'failed')),
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, created_at DESC);
