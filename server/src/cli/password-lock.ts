// spec §8 PASSWORD_REMAINS_LOCKED_ERROR: the support action that marks an account's password as to be replaced (a suspected
// compromise, a leaked password), or lifts the mark. While it is set, the right password at login answers
// PASSWORD_REMAINS_LOCKED_ERROR and the person sets a new one through password recovery, which lifts it (docs/auth.md).
// Locking also ends the account's open sessions: whoever holds the password may hold a session too.
//   npm run password-lock -- lock --tenant cl --email shopper.cl@demo.example.com --reason "Filtración reportada" --operator "Ana Ops"
//   npm run password-lock -- unlock --tenant cl --email shopper.cl@demo.example.com --operator "Ana Ops"
//   npm run password-lock -- show --tenant cl --email shopper.cl@demo.example.com
// Same database as the server: DATABASE_URL when set, else the PGlite data dir DATA_DIR (default .data/pglite; on PGlite stop
// the server first: PGlite admits one process). It names the database first (operator-database.ts).
import {
  openOperatorDatabase,
  openOperatorDatabaseOrSay,
  parseCommandLine,
  runWhenCalled,
  type Out,
} from './operator-database';
import type { Database } from '../db/database';
import { findTenant } from '../../../src/tenants/tenants';

const USAGE = `usage:
  password-lock lock --tenant <id> --email <account email> --reason <text> --operator <name>
  password-lock unlock --tenant <id> --email <account email> --operator <name>
  password-lock show --tenant <id> --email <account email>`;

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Out = console.log,
  err: Out = console.error,
  open: (env: NodeJS.ProcessEnv, say: Out) => Promise<Database> = openOperatorDatabase,
): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    {
      tenant: { type: 'string' },
      email: { type: 'string' },
      reason: { type: 'string' },
      operator: { type: 'string' },
    },
    () => err(USAGE),
  );
  if (!parsed) return 2;
  const [action] = parsed.positionals;
  const { values } = parsed;
  const tenant = findTenant(values.tenant);
  const email = values.email?.trim().toLowerCase();
  const complete =
    action === 'show' ||
    (action === 'unlock' && !!values.operator?.trim()) ||
    (action === 'lock' && !!values.operator?.trim() && !!values.reason?.trim());
  if (!tenant || !email || parsed.positionals.length !== 1 || !complete) {
    err(USAGE);
    return 2;
  }
  const db = await openOperatorDatabaseOrSay(env, out, err, open);
  if (!db) return 1;
  try {
    const [user] = await db.sql.query<{ id: string }>('SELECT id FROM users WHERE tenant = $1 AND email = $2', [
      tenant.id,
      email,
    ]);
    if (!user) {
      err(`No account ${email} in ${tenant.id}.`);
      return 1;
    }
    if (action === 'show') {
      const [lock] = await db.sql.query<{ locked_at: Date; reason: string }>(
        'SELECT locked_at, reason FROM auth_password_locks WHERE user_id = $1',
        [user.id],
      );
      out(
        lock
          ? `${email}: locked since ${new Date(lock.locked_at).toISOString()} (${lock.reason})`
          : `${email}: not locked`,
      );
      return 0;
    }
    const now = new Date();
    if (action === 'lock') {
      const reason = `${values.reason!.trim()} — ${values.operator!.trim()}`;
      const ended = await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO auth_password_locks (user_id, locked_at, reason) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET locked_at = EXCLUDED.locked_at, reason = EXCLUDED.reason`,
          [user.id, now, reason],
        );
        return tx.query<{ id_hash: string }>(
          'UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id_hash',
          [user.id, now],
        );
      });
      out(`${email}: password locked; ${ended.length} open session(s) ended`);
      return 0;
    }
    const lifted = await db.sql.query<{ user_id: string }>(
      'DELETE FROM auth_password_locks WHERE user_id = $1 RETURNING user_id',
      [user.id],
    );
    out(lifted.length ? `${email}: password lock lifted` : `${email}: was not locked`);
    return 0;
  } finally {
    await db.close();
  }
}

runWhenCalled(import.meta.url, main);
