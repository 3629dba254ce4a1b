-- Records which data seeds ran (server/src/db/seed.ts), so demo data is written on first start only.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL
);
