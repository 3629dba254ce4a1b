-- Issue 34: the storefront's catalogue around the account area (spec §1, §2, §5, §9). Products gain what a product page and a
-- cart need (description, unit, tile boxes, size variants, dimensions, warranty and installation eligibility, home delivery),
-- texts per language (Brazil reads Portuguese), the installation price per tenant and the stock per store.
ALTER TABLE products
  ADD COLUMN description text NOT NULL DEFAULT '',
  -- 'each' (units) or 'm2' (tiles, floors: sold by the box, m2_per_box square metres each)
  ADD COLUMN unit text NOT NULL DEFAULT 'each' CHECK (unit IN ('each', 'm2')),
  ADD COLUMN m2_per_box numeric(8, 3) CHECK (m2_per_box IS NULL OR m2_per_box > 0),
  -- spec §5 "a size variant selection is required where sizes apply": skus of one group are sizes of one product
  ADD COLUMN variant_group text,
  ADD COLUMN variant_label text,
  ADD COLUMN width_cm numeric(8, 1),
  ADD COLUMN height_cm numeric(8, 1),
  ADD COLUMN depth_cm numeric(8, 1),
  -- spec §9: extended warranty up to 3 years, offered on eligible products
  ADD COLUMN warranty_eligible boolean NOT NULL DEFAULT false,
  ADD COLUMN installation_eligible boolean NOT NULL DEFAULT false,
  ADD COLUMN home_delivery boolean NOT NULL DEFAULT true,
  ADD CONSTRAINT products_m2_box CHECK (unit <> 'm2' OR m2_per_box IS NOT NULL);

CREATE INDEX products_variant_group_idx ON products (variant_group) WHERE variant_group IS NOT NULL;
CREATE INDEX products_category_idx ON products (category);

-- A product's name and description per language ('es', 'pt'); products.name/description hold the Spanish text.
CREATE TABLE product_texts (
  sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('es', 'pt')),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (sku, language)
);

-- the installation service's price in the tenant's currency (NULL: no installation there)
ALTER TABLE product_prices ADD COLUMN installation_price numeric(14, 2) CHECK (installation_price IS NULL OR installation_price >= 0);

-- spec §2 "product detail with stock by store": units on hand per store of the tenant
CREATE TABLE product_stock (
  tenant text NOT NULL,
  sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
  store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (tenant, sku, store_id)
);
CREATE INDEX product_stock_store_idx ON product_stock (store_id);
