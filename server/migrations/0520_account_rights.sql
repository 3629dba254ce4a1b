-- Issue 31 items 2-3 (Ley 1581 de 2012, LGPD): change of email by a code sent to the NEW address, and the one step-up
-- (password + emailed code) that export and closure of an account require.
-- 1. Two more code purposes: 'email-change' (the code goes to the new address) and 'step-up' (to the account's address).
ALTER TABLE auth_otps DROP CONSTRAINT auth_otps_purpose_check;
ALTER TABLE auth_otps ADD CONSTRAINT auth_otps_purpose_check
  CHECK (purpose IN ('recovery', 'organization-recovery', 'collaborator-onboarding', 'email-change', 'step-up'));

-- 2. The step-up grant: kept server-side on the session (one row per session), short-lived; it dies with the session.
CREATE TABLE session_step_ups (
  session_id text PRIMARY KEY REFERENCES sessions (id_hash) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- 3. The operators' audit of closed accounts: when, which tenant, and a reference that cannot be turned back into the
-- person (an HMAC of the user id). No personal data. The unique reference makes a second closure a no-op.
CREATE TABLE account_closures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  reference text NOT NULL UNIQUE,
  account_kind text NOT NULL CHECK (account_kind IN ('INDIVIDUAL', 'ORGANIZATION')),
  closed_at timestamptz NOT NULL
);
CREATE INDEX account_closures_tenant_idx ON account_closures (tenant, closed_at DESC);
