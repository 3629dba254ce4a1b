// Builds the SessionInfo answer (src/contracts/session.contract.ts) from a live session.
import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../../src/contracts/session.contract';
import { roleOf } from './auth.plugin';
import type { SessionView } from './sessions.repository';

export async function sessionInfo(
  app: FastifyInstance,
  session: SessionView,
  rawIdForMobile?: string,
): Promise<SessionInfo> {
  const user = session.userId ? await app.users.findById(session.userId) : null;
  return {
    authenticated: user !== null,
    tenant: session.tenant,
    channel: session.channel,
    createdAt: session.createdAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: app.config.session.idleMinutes * 60,
    ...(rawIdForMobile && session.channel === 'MOBILE' ? { sessionId: rawIdForMobile } : {}),
    user: user && {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      accountType: user.accountType,
      role: roleOf(user),
      companyId: user.companyId,
    },
    agentId: session.agentId,
  };
}
