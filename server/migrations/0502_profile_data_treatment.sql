-- Issue 31 item 1, spec §3 profile input id personalDataTreatmentPolicy: whether the person accepts the treatment of their
-- personal data (the choice the users table has no column for; countryOfResidence, position and addCMR live there).
ALTER TABLE account_preferences ADD COLUMN personal_data_treatment boolean NOT NULL DEFAULT false;
