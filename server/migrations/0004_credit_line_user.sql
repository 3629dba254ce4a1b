-- spec §6 "Credit-line user: credit-line user report" (issue 34 item 7): a collaborator type of its own
-- (src/rules/collaborator.ts COLLABORATOR_USER_TYPES), granted the credit-line report only (src/rules/permissions.ts).
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check
  CHECK (user_type IN ('superUser', 'buyer', 'quoter', 'creditLineUser'));
