// Session repository (docs/architecture.md "Sessions"): opaque ids stored hashed, idle and absolute timeouts from config,
// business time from app.clock. `sessionId` everywhere below is the stored hash, never the raw id.
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../../../src/contracts/services';
import { sessions, type SessionRow } from '../../db/schema/sessions';
import { csrfTokenFor, hashSessionId, newSessionId } from '../../lib/session-token';

export interface SessionView {
  /** SHA-256 of the raw id: safe to log and to pass around */
  sessionId: string;
  tenant: string;
  channel: Channel;
  userId: string | null;
  agentId: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** absolute expiry */
  expiresAt: Date;
  /** lastSeenAt + idle timeout, capped by expiresAt */
  idleExpiresAt: Date;
}

export interface CreatedSession {
  /** the raw id: goes only into the cookie (WEB) or the response body (MOBILE) */
  rawId: string;
  csrfToken: string;
  session: SessionView;
}

export interface NewSession {
  tenant: string;
  channel: Channel;
  userId?: string | null;
  agentId?: string | null;
}

export interface SessionRepository {
  create(input: NewSession): Promise<CreatedSession>;
  /** The live session for a raw id, or null when unknown, revoked, idle-expired or past its absolute expiry. */
  lookup(rawId: string): Promise<SessionView | null>;
  /** Marks activity now (extends the idle timeout, never past the absolute expiry). */
  touch(sessionId: string): Promise<SessionView | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every live session of a user except one (e.g. the current one after a password change). Returns the count. */
  revokeAllForUser(userId: string, exceptSessionId?: string): Promise<number>;
  /** Deletes sessions that ended more than `olderThanMs` ago (housekeeping). */
  purgeExpired(olderThanMs?: number): Promise<number>;
}

export function createSessionRepository(app: FastifyInstance): SessionRepository {
  const idleMs = app.config.session.idleMinutes * 60_000;
  const absoluteMs = app.config.session.absoluteHours * 3_600_000;

  const view = (row: SessionRow): SessionView => {
    const idle = new Date(Math.min(row.lastSeenAt.getTime() + idleMs, row.expiresAt.getTime()));
    return {
      sessionId: row.idHash,
      tenant: row.tenant,
      channel: row.channel,
      userId: row.userId,
      agentId: row.agentId,
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      expiresAt: row.expiresAt,
      idleExpiresAt: idle,
    };
  };
  const isLive = (row: SessionRow, now: Date) =>
    row.revokedAt === null && now < row.expiresAt && now.getTime() < row.lastSeenAt.getTime() + idleMs;

  return {
    async create(input) {
      const rawId = newSessionId();
      const now = app.clock.now();
      const [row] = await app.db
        .insert(sessions)
        .values({
          idHash: hashSessionId(rawId),
          tenant: input.tenant,
          channel: input.channel,
          userId: input.userId ?? null,
          agentId: input.agentId ?? null,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + absoluteMs),
        })
        .returning();
      return { rawId, csrfToken: csrfTokenFor(rawId), session: view(row!) };
    },

    async lookup(rawId) {
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashSessionId(rawId)))
        .limit(1);
      return row && isLive(row, app.clock.now()) ? view(row) : null;
    },

    async touch(sessionId) {
      const now = app.clock.now();
      const [row] = await app.db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.idHash, sessionId), isNull(sessions.revokedAt)))
        .returning();
      return row && isLive(row, now) ? view(row) : null;
    },

    async revoke(sessionId) {
      await app.db
        .update(sessions)
        .set({ revokedAt: app.clock.now() })
        .where(and(eq(sessions.idHash, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllForUser(userId, exceptSessionId) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId) conditions.push(ne(sessions.idHash, exceptSessionId));
      const rows = await app.db
        .update(sessions)
        .set({ revokedAt: app.clock.now() })
        .where(and(...conditions))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async purgeExpired(olderThanMs = 24 * 3_600_000) {
      const cutoff = new Date(app.clock.now().getTime() - olderThanMs);
      const idleCutoff = new Date(cutoff.getTime() - idleMs);
      const rows = await app.db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.lastSeenAt, idleCutoff), lt(sessions.revokedAt, cutoff)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },
  };
}

export default fp(
  async function sessionsPlugin(app) {
    app.decorate('sessions', createSessionRepository(app));
  },
  { name: 'sessions' },
);
