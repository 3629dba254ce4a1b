// The two HMAC secrets every server must agree on (issue 17, docs/security.md, docs/performance.md "Scale-out"), resolved
// by buildApp before any plugin loads and decorated as app.secrets:
//   app.secrets.otp            keys the code HMAC (auth/otp.repository.ts), the mail sealing and the payment-key sealing
//   app.secrets.altchaHmacKey  signs the bot-check challenges (plugins/external/bot-check.ts)
// Production: OTP_SECRET and ALTCHA_HMAC_KEY are required (config.ts refuses to start without them) and used as given.
// Outside production an unset one is made once PER DATABASE (table dev_secrets): every server started on the same
// PostgreSQL, and every restart on the same PGlite data dir, gets the same value, so a code mailed by one server verifies on
// another and a challenge made by one is accepted by another. A production server started by main.ts never reads that
// table (its secrets are set); only an app built in a test with production: true and no secret does.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';

export interface SharedSecrets {
  otp: string;
  altchaHmacKey: string;
}

/** The configured value, or (outside production) the database's development value, made by whichever server asks first. */
async function secret(
  app: { database: Database; clock: Clock },
  name: string,
  configured: string | null,
): Promise<string> {
  if (configured !== null) return configured;
  // INSERT ... ON CONFLICT DO NOTHING, then read: when another server inserted at the same moment, this statement's
  // snapshot may not see its row yet, so the read is repeated (a new statement sees the committed row).
  await app.database.sql.query(
    'INSERT INTO dev_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('hex'), app.clock.now()],
  );
  const [row] = await app.database.sql.query<{ value: string }>('SELECT value FROM dev_secrets WHERE name = $1', [
    name,
  ]);
  if (!row) throw new Error(`${name}: the development secret could not be stored`);
  return row.value;
}

/**
 * Called by buildApp before the plugins load (so the database round trips count against no plugin's start-up timeout).
 */
export async function resolveSharedSecrets(
  database: Database,
  config: AppConfig,
  clock: Clock,
): Promise<SharedSecrets> {
  const app = { database, clock };
  return {
    otp: await secret(app, 'OTP_SECRET', config.otp.secret),
    altchaHmacKey: await secret(app, 'ALTCHA_HMAC_KEY', config.botCheck.altcha.hmacKey),
  };
}
