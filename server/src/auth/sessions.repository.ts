// Session repository (docs/architecture.md "Sessions"): opaque ids stored hashed, idle and absolute timeouts from config,
// business time from app.clock. `sessionId` everywhere below is the stored hash, never the raw id.
import fp from 'fastify-plugin';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../../src/contracts/services';
import { sessions, type SessionRow } from './sessions.schema';
import type { UserRow } from '../account/users.schema';
import { csrfTokenFor, hashSessionId, newSessionId } from '../lib/session-token';

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

/** The few user fields a request's authorisation needs (auth/auth.plugin.ts), read with the session in one statement. */
export interface SessionUser {
  id: string;
  tenant: string;
  accountType: UserRow['accountType'];
  userType: UserRow['userType'];
  companyId: string | null;
  state: UserRow['state'];
}

export interface AuthenticatedLookup {
  session: SessionView;
  user: SessionUser;
  /** the idle timeout was pushed (the caller's checks and the user's state allowed it, and the activity was stale) */
  touched: boolean;
}

export interface SessionRepository {
  create(input: NewSession): Promise<CreatedSession>;
  /** The live session for a raw id, or null when unknown, revoked, idle-expired or past its absolute expiry. */
  lookup(rawId: string): Promise<SessionView | null>;
  /**
   * issue 17: ONE statement for an authenticated request: the live session of a raw id joined with its user. The idle
   * timeout is pushed when the request's CSRF check passed, `tenant` is null or the session's, and the user is active in the
   * session's tenant, by a second statement only when the recorded activity is older than touchIntervalMs (issue 35: at
   * most once a minute per session). Null when the id is unknown, revoked, expired, or a guest's.
   * No cache: a logout or revocation on any server is seen by the next request on every server.
   */
  authenticate(rawId: string, checks: { csrfOk: boolean; tenant: string | null }): Promise<AuthenticatedLookup | null>;
  /** Marks activity now (extends the idle timeout, never past the absolute expiry). */
  touch(sessionId: string): Promise<SessionView | null>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every live session of a user except one (e.g. the current one after a password change). Returns the count. */
  revokeAllForUser(userId: string, exceptSessionId?: string): Promise<number>;
  /** Deletes sessions that ended more than `olderThanMs` ago (housekeeping). */
  purgeExpired(olderThanMs?: number): Promise<number>;
}

interface AuthenticateRow extends Record<string, unknown> {
  id_hash: string;
  tenant: string;
  channel: Channel;
  user_id: string;
  agent_id: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  stale: boolean;
  user_tenant: string;
  account_type: UserRow['accountType'];
  user_type: UserRow['userType'];
  company_id: string | null;
  user_state: UserRow['state'];
}

// $1 id hash, $2 now, $3 idle cutoff (now - idle timeout), $4 touch cutoff (now - the touch interval). The live session
// joined with its user; `stale` says the recorded activity is old enough to be pushed (issue 35: a read, no write).
const AUTHENTICATE = `SELECT s.id_hash, s.tenant, s.channel, s.user_id, s.agent_id, s.created_at, s.last_seen_at, s.expires_at,
       s.last_seen_at <= $4 AS stale,
       u.tenant AS user_tenant, u.account_type, u.user_type, u.company_id, u.state AS user_state
FROM sessions s JOIN users u ON u.id = s.user_id
WHERE s.id_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3`;

// $1 id hash, $2 now. Never moves last_seen_at backwards (two servers touching at once), never on a revoked session.
const TOUCH = `UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL AND last_seen_at < $2`;

/**
 * Issue 35: how often a session's activity is written. A request within this of the recorded activity does not write it
 * again (the write was half of an authenticated GET's database work on PGlite); so a session's idle timeout runs from its
 * recorded activity and it may end up to this much earlier than the idle timeout after its very last request, never
 * later. A minute, or a thirtieth of shorter idle timeouts.
 */
export const touchIntervalMs = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 30));

export function createSessionRepository(app: FastifyInstance): SessionRepository {
  const idleMs = app.config.session.idleMinutes * 60_000;
  const touchMs = touchIntervalMs(idleMs);
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
    async authenticate(rawId, checks) {
      const now = app.clock.now();
      const idHash = hashSessionId(rawId);
      const [row] = await app.database.sql.query<AuthenticateRow>(
        AUTHENTICATE,
        [idHash, now, new Date(now.getTime() - idleMs), new Date(now.getTime() - touchMs)],
        'session_read',
      );
      if (!row) return null;
      // a refused request (another tenant, no CSRF header, an inactive user) is not activity
      const allowed =
        checks.csrfOk &&
        (checks.tenant === null || checks.tenant === row.tenant) &&
        row.user_state === 'active' &&
        row.user_tenant === row.tenant;
      const touched = allowed && row.stale;
      if (touched) {
        await app.database.sql.query(TOUCH, [idHash, now], 'session_touch');
        row.last_seen_at = now;
      }
      const session = view({
        idHash: row.id_hash,
        tenant: row.tenant,
        channel: row.channel,
        userId: row.user_id,
        agentId: row.agent_id,
        createdAt: new Date(row.created_at),
        lastSeenAt: new Date(row.last_seen_at),
        expiresAt: new Date(row.expires_at),
        revokedAt: null,
      });
      const user: SessionUser = {
        id: row.user_id,
        tenant: row.user_tenant,
        accountType: row.account_type,
        userType: row.user_type,
        companyId: row.company_id,
        state: row.user_state,
      };
      return { session, user, touched };
    },

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
