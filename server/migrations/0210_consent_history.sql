-- Issue 31 (privacy centre): where each consent record was given, so that the person can see their consent history
-- (Ley 1581 de 2012, LGPD): the channel (spec §7 WEB or MOBILE; NULL for records written before this column, or by a flow
-- that did not say) and the page or flow (registration, privacy centre, re-accept of a new version).
ALTER TABLE user_consents ADD COLUMN channel text CHECK (channel IN ('WEB', 'MOBILE'));
ALTER TABLE user_consents ADD COLUMN source text NOT NULL DEFAULT 'registration'
  CHECK (source IN ('registration', 'privacyCentre', 'reaccept'));
-- the order of records written at the same instant (the last decision is the one with the highest seq)
ALTER TABLE user_consents ADD COLUMN seq bigserial;
-- the history is read newest first for one person
CREATE INDEX user_consents_history_idx ON user_consents (user_id, recorded_at DESC, seq DESC);
