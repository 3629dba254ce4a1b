-- Company administration (issue 14, spec §3 Collaborator, §6 roles).
-- collaborator_profiles: what a collaborator has beyond the users row (default work site, who invited them and when).
-- purchases: the record a purchase leaves (the checkout around the cart is outside this product): who bought, for which
-- company, the total in the tenant's currency and the lines; the buyer limit (spec §6) is checked against the total.
CREATE TABLE collaborator_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  default_work_site text,
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  invited_at timestamptz NOT NULL
);

CREATE TABLE purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  cart_id uuid NOT NULL,
  total numeric(14, 2) NOT NULL CHECK (total >= 0),
  currency text NOT NULL,
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX purchases_company_idx ON purchases (company_id, created_at);
CREATE INDEX purchases_user_idx ON purchases (user_id, created_at);
