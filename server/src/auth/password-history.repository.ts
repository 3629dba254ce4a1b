// spec §8 PASSWORD_REUSE_ERROR: a new password may not be one of the user's last PASSWORD_HISTORY_SIZE (default 5) passwords,
// the current one included. Kept as argon2id hashes; checked with app.passwords.verify. The size is app.config.passwordHistory
// (server/src/config.ts); app.passwordHistory.config is this app's copy.
import fp from 'fastify-plugin';
import { desc, eq, inArray } from 'drizzle-orm';
import { authPasswordHistory, authPasswordLocks } from './auth.schema';

export interface PasswordHistory {
  config: { size: number };
  /** true when the password equals the current one or one of the last `size` ones */
  isReused(userId: string, currentHash: string | null, password: string): Promise<boolean>;
  /** records the hash being replaced and trims the history */
  remember(userId: string, replacedHash: string | null): Promise<void>;
  /** spec §8 PASSWORD_REMAINS_LOCKED_ERROR: a password that must be replaced before use */
  isPasswordLocked(userId: string): Promise<boolean>;
  lockPassword(userId: string, reason: string): Promise<void>;
  unlockPassword(userId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordHistory: PasswordHistory;
  }
}

export default fp(
  async function passwordHistoryPlugin(app) {
    const config = { ...app.config.passwordHistory };
    const recent = (userId: string) =>
      app.db
        .select()
        .from(authPasswordHistory)
        .where(eq(authPasswordHistory.userId, userId))
        .orderBy(desc(authPasswordHistory.createdAt));

    const history: PasswordHistory = {
      config,
      async isReused(userId, currentHash, password) {
        if (currentHash && (await app.passwords.verify(currentHash, password))) return true;
        const rows = (await recent(userId)).slice(0, Math.max(0, config.size - 1));
        for (const row of rows) {
          if (await app.passwords.verify(row.passwordHash, password)) return true;
        }
        return false;
      },
      async remember(userId, replacedHash) {
        if (!replacedHash) return;
        await app.db
          .insert(authPasswordHistory)
          .values({ userId, passwordHash: replacedHash, createdAt: app.clock.now() });
        const rows = await recent(userId);
        const stale = rows.slice(Math.max(0, config.size - 1)).map((row) => row.id);
        if (stale.length) await app.db.delete(authPasswordHistory).where(inArray(authPasswordHistory.id, stale));
      },
      async isPasswordLocked(userId) {
        const [row] = await app.db
          .select()
          .from(authPasswordLocks)
          .where(eq(authPasswordLocks.userId, userId))
          .limit(1);
        return !!row;
      },
      async lockPassword(userId, reason) {
        await app.db
          .insert(authPasswordLocks)
          .values({ userId, reason, lockedAt: app.clock.now() })
          .onConflictDoUpdate({ target: authPasswordLocks.userId, set: { reason, lockedAt: app.clock.now() } });
      },
      async unlockPassword(userId) {
        await app.db.delete(authPasswordLocks).where(eq(authPasswordLocks.userId, userId));
      },
    };
    app.decorate('passwordHistory', history);
  },
  { name: 'password-history', dependencies: ['passwords'] },
);
