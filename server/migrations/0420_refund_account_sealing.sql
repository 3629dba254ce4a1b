-- Issue 31 item 6: the refund bank data is sealed at rest (account number and holder document, AES-256-GCM as the mail
-- bodies, server/src/lib/mail-sealing.ts); the last four digits of the account are kept apart for display. Rows written
-- before are sealed by the server at start (plugins/app/orders.ts sealClearRefundAccounts): SQL has no key.
ALTER TABLE order_refund_accounts ADD COLUMN account_number_last4 text NOT NULL DEFAULT '';
UPDATE order_refund_accounts SET account_number_last4 = right(account_number, 4) WHERE account_number NOT LIKE 'sealed:%';
