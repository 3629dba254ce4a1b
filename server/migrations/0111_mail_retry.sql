-- Issue 17: mail whose SMTP hand-over failed is retried by a worker on any server (plugins/external/mail.ts). Workers claim
-- rows with FOR UPDATE SKIP LOCKED and a lease (next_attempt_at), so two never send one mail twice.
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (created_at) WHERE status = 'failed';
