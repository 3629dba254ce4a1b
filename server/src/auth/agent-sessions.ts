// Agent journey rules (spec §6, §8), used by agent.routes.ts (a helper module: only *.routes.ts files are loaded).
//   signInAgent      the agent login: the customer login's lockout, per-IP throttle and bot check (app.lockout, app.botCheck),
//                    no enumeration (unknown, wrong password and inactive agent answer the same AGENT_LOGIN_ERROR).
//   requireAgentSession  a live session that carries an active agent of the request's tenant, or `failure`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../src/contracts/api-error.contract';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import type { AgentRow } from './agents.schema';
import { ApiError } from '../lib/api-error';
import { clearSessionCookie, csrfOk, readSessionCredential } from '../lib/session-cookie';
import type { SessionView } from './sessions.repository';

/**
 * Agents share the lockout table with customers but not its keys: an agent's failures never lock the customer account
 * that happens to have the same email, and the other way round.
 */
export const agentLockoutTenant = (tenant: string) => `${tenant}/agent`;

export interface AgentSignIn {
  tenant: TenantConfig;
  email: string;
  password: string;
  botCheck?: string | undefined;
  ip: string;
}

export async function verifyAgent(
  app: FastifyInstance,
  { tenant, email, password, botCheck, ip }: AgentSignIn,
): Promise<AgentRow> {
  const normalized = email.trim().toLowerCase();
  const lockKey = agentLockoutTenant(tenant.id);
  if (await app.lockout.ipThrottled(ip)) throw new ApiError(429, 'RATE_LIMITED');
  const lock = await app.lockout.state(lockKey, normalized);
  if (lock.locked) {
    await app.passwords.verify(null, password);
    throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED', { details: { lockedUntil: lock.lockedUntil?.toISOString() } });
  }
  const botCheckRequired = app.botCheck.config.mode === 'always' || lock.failures >= app.botCheck.config.afterFailures;
  if (botCheckRequired && !(await app.botCheck.verify(botCheck, ip))) {
    throw new ApiError(400, 'RECAPTCHA_ERROR', { details: { botCheckRequired: true } });
  }
  // STYLE.md §21: the attempt is reserved before the password is verified (at most maxFailures in a parallel burst)
  const attempt = await app.lockout.attempt(lockKey, normalized);
  if (!attempt.allowed) {
    await app.passwords.verify(null, password);
    throw new ApiError(423, 'ACCOUNT_REMAINS_LOCKED', { details: { lockedUntil: attempt.lockedUntil?.toISOString() } });
  }
  const agent = await app.agents.findByEmail(tenant.id, normalized);
  // constant cost for unknown agents (dummy hash)
  const passwordOk = await app.passwords.verify(agent?.passwordHash ?? null, password);
  if (!agent || !passwordOk || agent.state !== 'active') {
    await app.lockout.recordIpFailure(ip, lockKey, normalized);
    if (attempt.blocksNow)
      throw new ApiError(423, 'ACCOUNT_BLOCKED', { details: { lockMinutes: app.lockout.config.lockMinutes } });
    const next = app.botCheck.config.mode === 'always' || attempt.failures >= app.botCheck.config.afterFailures;
    throw new ApiError(401, 'AGENT_LOGIN_ERROR', { details: { botCheckRequired: next } });
  }
  await app.lockout.reset(lockKey, normalized);
  return agent;
}

export interface AgentSession {
  session: SessionView;
  agent: AgentRow;
}

/**
 * The request's live session, which must carry an active agent of its tenant. Any other case throws 401 `failure`
 * (INVALID_AGENT_SESSION_ERROR for impersonation, AGENT_LOGOUT_ERROR for logout); a dead cookie is cleared, a live
 * customer session is left alone. 400 TENANT_UNKNOWN / 403 FORBIDDEN / 403 CSRF_ERROR as app.authenticate.
 */
export async function requireAgentSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  failure: Extract<ErrorCode, 'INVALID_AGENT_SESSION_ERROR' | 'AGENT_LOGOUT_ERROR'>,
): Promise<AgentSession> {
  const credential = readSessionCredential(request);
  const session = credential ? await app.sessions.lookup(credential.rawId) : null;
  if (!credential || !session) {
    if (credential?.via === 'cookie') clearSessionCookie(request, reply);
    throw new ApiError(401, failure);
  }
  if (request.tenantRaw !== null) {
    if (!request.tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    if (request.tenant.id !== session.tenant) throw new ApiError(403, 'FORBIDDEN');
  }
  if (!csrfOk(request, credential)) throw new ApiError(403, 'CSRF_ERROR');
  if (!session.agentId) throw new ApiError(401, failure);
  const agent = await app.agents.findById(session.agentId);
  if (!agent || agent.state !== 'active' || agent.tenant !== session.tenant) {
    await app.sessions.revoke(session.sessionId);
    if (credential.via === 'cookie') clearSessionCookie(request, reply);
    throw new ApiError(401, failure);
  }
  return { session, agent };
}
