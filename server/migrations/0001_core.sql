-- Core tables (docs/architecture.md: 0001-0099). Tenants are configuration (src/tenants), not rows: `tenant` holds its id.

-- spec §3 Company. status: spec §4, a Mexican business registration stays pending until validated.
CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  company_document text NOT NULL,
  company_document_type text NOT NULL CHECK (company_document_type IN ('RUT', 'CNPJ', 'NIT', 'RFC', 'RUC')),
  business_name text NOT NULL,
  fantasy_name text,
  cnae text,
  organization_type text NOT NULL DEFAULT 'national' CHECK (organization_type IN ('national', 'foreign')),
  origin_type text CHECK (origin_type IN ('EMPRESA_NACIONAL', 'EMPRESA_EXTRANJERA')),
  business_type text CHECK (business_type IN ('industrial', 'merchant', 'contractor', 'constructor', 'other')),
  taxpayer_type text CHECK (taxpayer_type IN ('common', 'none', 'simplified')),
  state text,
  state_name text,
  city text,
  city_name text,
  municipal text,
  municipal_name text,
  address_line1 text,
  address_line2 text,
  address_line3 text,
  postcode text,
  company_phone text,
  alternate_phone text,
  economic_activity_code text,
  economic_activity_label text,
  economic_activity_text text,
  have_checking_account boolean,
  country_of_residence text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT companies_tenant_document_key UNIQUE (tenant, company_document)
);
CREATE INDEX companies_tenant_status_idx ON companies (tenant, status);

-- spec §3 Person, User payload and Collaborator. Email is stored lowercased; unique per tenant.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text,
  account_type text NOT NULL CHECK (account_type IN ('INDIVIDUAL', 'ORGANIZATION')),
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  mother_last_name text,
  document_type text CHECK (document_type IN ('CPF', 'CNPJ', 'RUT', 'RUC', 'DNI', 'DNIDV', 'CARNET_DE_EXTRANJERIA',
    'CEDULA_DE_CIUDADANIA', 'CEDULA_DE_EXTRANJERIA', 'NIT', 'RFC', 'CURP')),
  document_number text,
  dni_dv text,
  gender text CHECK (gender IN ('MALE', 'FEMALE', 'UNSET')),
  date_of_birth date,
  phone_country_code text,
  phone_number text,
  alternate_phone text,
  direct_dialing text,
  country_of_residence text,
  position text,
  offer_sms boolean NOT NULL DEFAULT false,
  add_cmr boolean NOT NULL DEFAULT false,
  terms_accepted_at timestamptz,
  privacy_accepted_at timestamptz,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
  -- spec §3 Collaborator userType; NULL for personal shoppers and for the organization owner.
  user_type text CHECK (user_type IN ('superUser', 'buyer', 'quoter')),
  max_purchase_amount numeric(14, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz,
  CONSTRAINT users_tenant_email_key UNIQUE (tenant, email),
  CONSTRAINT users_org_has_company CHECK (account_type = 'INDIVIDUAL' OR company_id IS NOT NULL)
);
CREATE INDEX users_tenant_document_idx ON users (tenant, document_type, document_number);
CREATE INDEX users_company_idx ON users (company_id);

-- spec §6 Agent: dedicated login, impersonates customers.
CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  password_hash text NOT NULL,
  name text NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT agents_tenant_email_key UNIQUE (tenant, email)
);

-- Sessions (docs/architecture.md): only the SHA-256 of the opaque id is stored. user_id NULL = guest session;
-- agent_id set = agent session (with user_id: impersonation).
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  tenant text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('WEB', 'MOBILE')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  agent_id uuid REFERENCES agents (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_agent_idx ON sessions (agent_id) WHERE revoked_at IS NULL;
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
