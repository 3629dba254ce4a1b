// spec §6, §7, §8: agent login, impersonation of a customer of the same tenant, agent logout (newer-style paths at the
// storefront root). Decisions in docs/auth.md "Agents": the impersonation replaces the agent's session with a new one
// (userId = the customer, agentId = the agent); the agent logout ends that whole session.
import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { AgentLogin, AgentLogout, GetAnalyticsHash, ImpersonationLogin } from '../../../src/contracts/agent.contract';
import { ApiError } from '../lib/api-error';
import { sealingKey } from '../lib/mail-sealing';
import { route } from '../lib/endpoint-route';
import { strictRateLimit } from '../lib/rate-limit';
import { clearSessionCookie, readSessionCredential, requestChannel, setSessionCookie } from '../lib/session-cookie';
import { hashSessionId } from '../lib/session-token';
import { requireTenant } from '../platform/tenant.plugin';
import { requireAgentSession, verifyAgent } from './agent-sessions';

export default async function agentRoutes(app: FastifyInstance) {
  const records = app.agents.impersonations;
  // the analytics hash's key: derived from the shared secret for this one purpose, so it opens nothing else
  const analyticsKey = sealingKey(app.secrets.otp, 'analytics-hash v1');

  // spec §7: the session's account as the tag manager may know it (src/contracts/agent.contract.ts AnalyticsHash)
  route(app, GetAnalyticsHash, { preHandler: app.authenticate }, async (_input, request) => {
    const { tenant, userId, agentId } = request.auth!;
    const hash = createHmac('sha256', analyticsKey).update(`${tenant}:${userId}`).digest('hex');
    return { hash, impersonated: agentId !== null };
  });

  route(app, AgentLogin, { config: strictRateLimit({ max: 60 }) }, async ({ body }, request, reply) => {
    const tenant = requireTenant(request);
    const agent = await verifyAgent(app, {
      tenant,
      email: body.email,
      password: body.password,
      botCheck: body.botCheck,
      ip: request.ip,
    });
    // no session fixation: whatever session the browser carried ends here
    const previous = readSessionCredential(request);
    if (previous) await app.sessions.revoke(hashSessionId(previous.rawId));
    const channel = requestChannel(request);
    const created = await app.sessions.create({ tenant: tenant.id, channel, agentId: agent.id });
    if (channel === 'WEB') setSessionCookie(request, reply, created.rawId);
    return {
      agent: { id: agent.id, email: agent.email, name: agent.name },
      sessionTimeOut: false as const,
      ...(channel === 'MOBILE' ? { sessionId: created.rawId } : {}),
    };
  });

  route(app, ImpersonationLogin, { config: strictRateLimit({ max: 30 }) }, async ({ body }, request, reply) => {
    const { session, agent } = await requireAgentSession(app, request, reply, 'INVALID_AGENT_SESSION_ERROR');
    // spec §6: only customers (users) of the agent's own tenant; agents live in another table and are never targets
    const customer = await app.users.findByEmail(session.tenant, body.email.trim().toLowerCase());
    if (!customer || customer.state !== 'active' || customer.tenant !== agent.tenant) {
      throw new ApiError(404, 'NOT_FOUND', { message: 'No active customer with that email in this tenant' });
    }
    await records.endForSession(session.sessionId);
    await app.sessions.revoke(session.sessionId);
    const created = await app.sessions.create({
      tenant: session.tenant,
      channel: session.channel,
      userId: customer.id,
      agentId: agent.id,
    });
    await records.record({
      tenant: session.tenant,
      agentId: agent.id,
      userId: customer.id,
      sessionIdHash: created.session.sessionId,
    });
    if (session.channel === 'WEB') setSessionCookie(request, reply, created.rawId);
    await app.carts.mergeAtSignIn(request, reply, customer);
    request.log.info({ agentId: agent.id, userId: customer.id }, 'agent impersonation started');
    return {
      user: {
        id: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        accountType: customer.accountType,
      },
      agentId: agent.id,
      sessionTimeOut: false as const,
      ...(session.channel === 'MOBILE' ? { sessionId: created.rawId } : {}),
    };
  });

  route(app, AgentLogout, {}, async (_input, request, reply) => {
    const { session } = await requireAgentSession(app, request, reply, 'AGENT_LOGOUT_ERROR');
    await records.endForSession(session.sessionId);
    await app.sessions.revoke(session.sessionId);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });
}
