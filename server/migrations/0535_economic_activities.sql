-- Issue 32 item 2: economic-activity lists an operator imports where no licensed list ships with the product (Chile's SII
-- codes, Mexico's SCIAN): `npm run economic-activity -- import <country> <file.csv>` (server/src/cli/economic-activity.ts).
-- A country's imported rows replace its list (server/src/plugins/app/economic-activity.ts); the bundled ISIC (Peru,
-- Colombia) and CNAE (Brazil) lists live in server/data/economic-activity.
CREATE TABLE economic_activities (
  country text NOT NULL,
  code text NOT NULL,
  label text NOT NULL,
  imported_at timestamptz NOT NULL,
  PRIMARY KEY (country, code)
);
