-- Issue 34: the checkout's idempotency (one order per checkout attempt): the key a shopper's checkout sends, unique per user,
-- and the order it made. A declined card rolls the whole checkout back, so a key is only kept with its order.
CREATE TABLE checkout_orders (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 16 AND 64),
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
