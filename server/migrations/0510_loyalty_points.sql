-- Points (issue 12), spec §2 myCMRPoints, §7 loyalty subscriber endpoints for Chile and Peru: the loyalty movements of an
-- account, from our own table (the balance is their sum, so it never disagrees with them). The CMR subscription status is the
-- users table's add_cmr (spec §3 addCMR).
CREATE TABLE loyalty_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  occurred_at timestamptz NOT NULL,
  description text NOT NULL,
  -- earned (positive) or redeemed/expired (negative)
  points integer NOT NULL,
  -- the purchase that earned them, in the tenant's currency; null for bonuses and redemptions
  amount numeric(14, 2),
  created_at timestamptz NOT NULL
);
CREATE INDEX loyalty_movements_user_idx ON loyalty_movements (user_id, tenant, occurred_at);
