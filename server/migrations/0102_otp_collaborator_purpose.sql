-- Collaborator onboarding (spec §2, §4) keeps its codes apart from organization password recovery: a code issued for one
-- purpose never verifies for the other.
ALTER TABLE auth_otps DROP CONSTRAINT auth_otps_purpose_check;
ALTER TABLE auth_otps ADD CONSTRAINT auth_otps_purpose_check
  CHECK (purpose IN ('recovery', 'organization-recovery', 'collaborator-onboarding'));
