-- Account data (issue 12), spec §3 Address and §7 users/addresses, users/preferredaddress.
-- One preferred address per account and tenant, decided by the database (STYLE.md §21): the partial unique index below
-- refuses a second preferred row; the switch runs under a row lock on the user (server/src/plugins/app/addresses.ts).
CREATE TABLE addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text NOT NULL,
  address_line3 text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  -- geo ids of server/data/geo where the country has that level; a free name (neighbourhood, colony) otherwise
  state text NOT NULL,
  state_name text NOT NULL,
  city text NOT NULL,
  city_name text NOT NULL,
  municipal text NOT NULL,
  municipal_name text NOT NULL,
  address_reference text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX addresses_user_idx ON addresses (user_id, tenant, created_at);
CREATE UNIQUE INDEX addresses_one_preferred_key ON addresses (user_id, tenant) WHERE is_default;

-- spec §3 postal-code info, §7 location-by-postcode / postcode-by-location. No country's postcode table is open data
-- (server/data/SOURCES.md): rows come only from `npm run import-postcodes` with a licensed file.
CREATE TABLE postcodes (
  id bigserial PRIMARY KEY,
  country text NOT NULL,
  postcode text NOT NULL,
  state text NOT NULL,
  state_name text NOT NULL,
  city text NOT NULL,
  city_name text NOT NULL,
  district text NOT NULL,
  district_name text NOT NULL,
  street text NOT NULL DEFAULT '',
  imported_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX postcodes_row_key ON postcodes (country, postcode, state, city, district_name, street);
CREATE INDEX postcodes_location_idx ON postcodes (country, state, city, district);
