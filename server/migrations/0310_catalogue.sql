-- The small product catalogue the account area shows (spec §3 "Product image: sku, imagePath, tenant"): orders, quotations,
-- lists and the wish list refer to these skus. The real catalogue lives outside this product; ours is seeded demo data.
-- Prices are per tenant, in the tenant's currency (numeric, two decimals; CLP and COP carry .00).
CREATE TABLE products (
  sku text PRIMARY KEY,
  name text NOT NULL,
  brand text NOT NULL,
  category text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_prices (
  sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  tenant text NOT NULL,
  currency text NOT NULL,
  price numeric(14, 2) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (tenant, sku)
);
