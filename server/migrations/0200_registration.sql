-- Registration area (docs/architecture.md: 0200-0299): consents, the customer-system outbox, company review decisions.

-- spec §9: each acceptance is recorded with the template version and the time.
CREATE TABLE user_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant text NOT NULL,
  template_id text NOT NULL,
  template_version text NOT NULL,
  purpose text NOT NULL,
  accepted boolean NOT NULL,
  recorded_at timestamptz NOT NULL
);
CREATE INDEX user_consents_user_idx ON user_consents (user_id, template_id, recorded_at DESC);

-- spec §3, §7: the customer-system publish, written in the same transaction as the user or company change (transactional
-- outbox). A row stays 'pending' until delivered; without CUSTOMER_SYSTEM_URL it simply stays (visible on a development page).
CREATE TABLE customer_system_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  -- publish = POST customers/publish; update = customers/{id}; contact = POST contact/{id}/publish
  kind text NOT NULL CHECK (kind IN ('publish', 'update', 'contact')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  company_id uuid REFERENCES companies (id) ON DELETE SET NULL,
  customer_key text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX customer_system_outbox_due_idx ON customer_system_outbox (next_attempt_at) WHERE status = 'pending';

-- spec §4: a Mexican business registration is pending until validated; who decided what, and when.
CREATE TABLE company_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected')),
  operator text NOT NULL,
  reason text,
  decided_at timestamptz NOT NULL
);
CREATE INDEX company_reviews_company_idx ON company_reviews (company_id);
