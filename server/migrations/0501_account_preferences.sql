-- Account data (issue 12), spec §3 profile input ids brandNewsLetter and receiveEmail: the choices the core users table has no
-- column for (offerSms and addCMR live there). One row per user, written with the profile edit.
CREATE TABLE account_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  brand_newsletter boolean NOT NULL DEFAULT false,
  receive_email boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);
