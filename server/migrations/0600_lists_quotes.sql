-- Issue 15: lists and the wish list (spec §3 List, §5, §9), stores and in-store quotations (spec §3 Quotation, §4, §9).
-- Uniqueness and one-time things are decided here (STYLE.md §21): one list name per user (case-insensitive), one default
-- list per user, one re-quote per quotation, one conversion to the cart per quotation.

CREATE TABLE lists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- spec §5/§9: required, at most 64 characters (trimmed, spaces collapsed by src/rules/lists.ts before it gets here)
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 64),
  -- spec §3: the default list 'Mi primera lista'
  is_default boolean NOT NULL DEFAULT false,
  shared boolean NOT NULL DEFAULT false,
  -- spec §3 creator: the name shown, and the agent when an agent created it while impersonating
  created_by text NOT NULL,
  created_by_agent_id uuid REFERENCES agents (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- spec §5: 'Ya tienes una lista con este nombre.'
CREATE UNIQUE INDEX lists_user_name_key ON lists (user_id, lower(name));
CREATE UNIQUE INDEX lists_user_default_key ON lists (user_id) WHERE is_default;

CREATE TABLE list_items (
  list_id uuid NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES products (sku),
  quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 999),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (list_id, sku)
);

CREATE TABLE wish_list_items (
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES products (sku),
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, sku)
);

-- GET /v1/geo/storeList (spec §7): the stores of a tenant. The stores' own system is outside this product; ours is seeded.
CREATE TABLE stores (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  CONSTRAINT stores_tenant_code_key UNIQUE (tenant, code)
);

-- Quotation numbers: digits only, so the barcode (Code 128) and the till read them alike.
CREATE SEQUENCE quotation_number_seq START WITH 4100000001;

CREATE TABLE quotations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number text NOT NULL DEFAULT nextval('quotation_number_seq')::text,
  store_id uuid NOT NULL REFERENCES stores (id),
  currency text NOT NULL,
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  created_at timestamptz NOT NULL,
  -- spec §9: valid 3 days
  expires_at timestamptz NOT NULL,
  -- store: made at a store (operator command); requote: a fresh one of an expired quotation; list: quoted from a list
  origin text NOT NULL CHECK (origin IN ('store', 'requote', 'list')),
  -- spec §6: the agent who made it while impersonating the customer (agent quotation report)
  agent_id uuid REFERENCES agents (id) ON DELETE SET NULL,
  requoted_from uuid REFERENCES quotations (id) ON DELETE SET NULL,
  converted_at timestamptz,
  cart_id uuid REFERENCES carts (id) ON DELETE SET NULL,
  CONSTRAINT quotations_tenant_number_key UNIQUE (tenant, number)
);
CREATE INDEX quotations_user_idx ON quotations (user_id, created_at DESC);
CREATE INDEX quotations_agent_idx ON quotations (tenant, agent_id, created_at) WHERE agent_id IS NOT NULL;
-- an expired quotation is re-quoted once: a second click finds the fresh one
CREATE UNIQUE INDEX quotations_requoted_from_key ON quotations (requoted_from) WHERE requoted_from IS NOT NULL;

CREATE TABLE quotation_lines (
  quotation_id uuid NOT NULL REFERENCES quotations (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES products (sku),
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 999),
  -- the price quoted, kept as it was on the day
  unit_price numeric(14, 2) NOT NULL CHECK (unit_price >= 0),
  PRIMARY KEY (quotation_id, sku)
);
