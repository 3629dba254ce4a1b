-- Issue 32 item 1: answers of an online postcode provider (Brazil: ViaCEP), kept so that a postcode is asked once.
-- A found postcode keeps its places (the PostcodePlace shape of src/contracts/postcode.contract.ts) for POSTCODE_CACHE_HOURS;
-- a 'not found' answer ({"erro": true}) is kept for the shorter POSTCODE_NOT_FOUND_CACHE_HOURS. A bad answer (timeout, 5xx,
-- HTML, broken JSON) is never stored: the next look-up asks again.
CREATE TABLE postcode_cache (
  country text NOT NULL,
  postcode text NOT NULL,
  source text NOT NULL,
  found boolean NOT NULL,
  places jsonb NOT NULL DEFAULT '[]'::jsonb,
  fetched_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (country, postcode)
);
CREATE INDEX postcode_cache_expires_idx ON postcode_cache (expires_at);
