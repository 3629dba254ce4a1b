-- Issue 34: a guest's cart (spec §1 storefront; merged into the person's cart at sign-in, spec §7 carts/{id}/merge) and the
-- storefront's choices per line. A cart belongs to a signed-in user or to a guest browser, never both: the guest holds an
-- opaque random token in an HttpOnly cookie and only its SHA-256 is kept here (as for sessions).
ALTER TABLE carts ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE carts ADD COLUMN guest_token_hash text;
ALTER TABLE carts ADD CONSTRAINT carts_guest_token_key UNIQUE (guest_token_hash);
ALTER TABLE carts ADD CONSTRAINT carts_one_owner CHECK ((user_id IS NULL) <> (guest_token_hash IS NULL));

-- spec §9 extended warranty (1 to 3 years, NULL: none) and the installation service, chosen per line
ALTER TABLE cart_lines ADD COLUMN warranty_years integer CHECK (warranty_years IS NULL OR warranty_years BETWEEN 1 AND 3);
ALTER TABLE cart_lines ADD COLUMN installation boolean NOT NULL DEFAULT false;
