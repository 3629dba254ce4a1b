-- A minimal real cart (issues 11, 14, 15): repurchase of an order, a list or a quotation puts lines here; the storefront's
-- checkout around it is outside this product. One open cart per user; a line per sku whose quantity adds up atomically.
CREATE TABLE carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT carts_user_key UNIQUE (user_id)
);

CREATE TABLE cart_lines (
  cart_id uuid NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  sku text NOT NULL REFERENCES products (sku),
  quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 999),
  -- where the line came from: order, list, quotation, wishList
  source text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (cart_id, sku)
);
