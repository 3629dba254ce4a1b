// The two HMAC secrets every server must agree on (issue 17, docs/security.md, docs/performance.md "Scale-out"):
//   app.secrets.otp            keys the code HMAC (plugins/app/otp.ts), the mail sealing and the payment-key sealing
//   app.secrets.altchaHmacKey  signs the bot-check challenges (plugins/external/bot-check.ts)
// Production: OTP_SECRET and ALTCHA_HMAC_KEY are required (config.ts refuses to start without them) and used as given.
// Outside production an unset one is made once PER DATABASE (table dev_secrets): every server started on the same
// PostgreSQL, and every restart on the same PGlite data dir, gets the same value, so a code mailed by one server verifies on
// another and a challenge made by one is accepted by another. A production server started by main.ts never reads that
// table (its secrets are set); only an app built in a test with production: true and no secret does.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SharedSecrets {
  otp: string;
  altchaHmacKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    secrets: SharedSecrets;
  }
}

/** The configured value, or (outside production) the database's development value, made by whichever server asks first. */
async function secret(app: FastifyInstance, name: string, configured: string | null): Promise<string> {
  if (configured !== null) return configured;
  const [row] = await app.database.sql.query<{ value: string }>(
    `WITH made AS (
       INSERT INTO dev_secrets (name, value, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING value
     )
     SELECT value FROM made UNION ALL SELECT value FROM dev_secrets WHERE name = $1 LIMIT 1`,
    [name, randomBytes(32).toString('hex'), app.clock.now()],
  );
  return row!.value;
}

export default fp(
  async function secretsPlugin(app) {
    app.decorate('secrets', {
      otp: await secret(app, 'OTP_SECRET', app.config.otp.secret),
      altchaHmacKey: await secret(app, 'ALTCHA_HMAC_KEY', app.config.botCheck.altcha.hmacKey),
    } satisfies SharedSecrets);
  },
  { name: 'secrets' },
);
