-- Agents (spec §6): every impersonation of a customer by an agent is recorded (who, whom, which session, when it ended).
-- session_id_hash is the stored hash of the impersonation's session (never the raw id). ended_at: set by the agent logout
-- or a new impersonation from the same session; NULL while it runs (or when the session simply expired).
CREATE TABLE agent_impersonations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant text NOT NULL,
  agent_id uuid NOT NULL REFERENCES agents (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id_hash text NOT NULL,
  started_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX agent_impersonations_agent_idx ON agent_impersonations (agent_id, started_at DESC);
CREATE INDEX agent_impersonations_user_idx ON agent_impersonations (user_id, started_at DESC);
CREATE INDEX agent_impersonations_session_idx ON agent_impersonations (session_id_hash);
