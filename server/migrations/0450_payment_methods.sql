-- Saved payment cards (issue 13, spec §3 "Saved payment card"). Card data never rests here: the number and security code
-- are decrypted in memory only and handed to the tokeniser (docs/payments.md); this table keeps the PSP's token and what a
-- person needs to recognise the card (brand, last four digits, expiry, holder, card type, owner document).
CREATE TABLE payment_methods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the tokeniser that issued the token (local, or a real PSP adapter's name)
  psp text NOT NULL,
  token text NOT NULL,
  -- spec §3: cmrCard, creditCard, debitCard, falabellaSoriana
  card_type text NOT NULL CHECK (card_type IN ('cmrCard', 'creditCard', 'debitCard', 'falabellaSoriana')),
  -- spec §3: the payment-gateway kind that chooses the logo
  gateway_kind text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  expiry_month integer NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year integer NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2099),
  holder_name text NOT NULL CHECK (char_length(holder_name) <= 100),
  document_type text NOT NULL,
  -- spec §5: 5-12 letters and digits (too short to be a card number)
  document_number text NOT NULL CHECK (document_number ~ '^[A-Z0-9]{5,12}$'),
  favourite boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  CONSTRAINT payment_methods_token_key UNIQUE (psp, token)
);

CREATE INDEX payment_methods_user_idx ON payment_methods (user_id, created_at);
-- spec §4: one favourite card per account, decided by the database (STYLE.md §21)
CREATE UNIQUE INDEX payment_methods_one_favourite ON payment_methods (user_id) WHERE favourite;
