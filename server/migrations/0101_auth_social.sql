-- Social login (issue 4 item 9): OpenID Connect identities linked to accounts, and the short-lived state of a login in flight.
CREATE TABLE auth_identities (
  tenant text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant, provider, subject)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- state -> PKCE verifier, nonce and where to go back; one use, ten minutes.
CREATE TABLE auth_oidc_states (
  state text PRIMARY KEY,
  tenant text NOT NULL,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL
);
