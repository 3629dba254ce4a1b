// Session management (spec §7 "Other services": POST /v1/session/create; spec §7 storefront "session info").
//
// session/create decides like the storefront does: when the request already carries a live session of the same tenant, that
// session is returned (touched) and nothing new is created; otherwise a new guest session (no user) is created for the
// request's tenant and channel. WEB gets the id in the HttpOnly cookie; MOBILE gets it once, in the body (`sessionId`).
// Logging in (auth area) creates a fresh session with app.sessions.create and revokes the guest one (no session fixation).
import type { FastifyInstance } from 'fastify';
import { CreateSession, GetSessionInfo } from '../../../src/contracts/session.contract';
import { route } from '../lib/endpoint-route';
import { readSessionCredential, requestChannel, setSessionCookie } from '../lib/session-cookie';
import { requireTenant } from '../platform/tenant.plugin';
import { requireLiveSession } from './session-guard';
import { sessionInfo } from './session-info';

export default async function sessionRoutes(app: FastifyInstance) {
  route(app, CreateSession, {}, async (_input, request, reply) => {
    const tenant = requireTenant(request);
    const channel = requestChannel(request);
    const credential = readSessionCredential(request);
    const current = credential ? await app.sessions.lookup(credential.rawId) : null;
    if (current && current.tenant === tenant.id) {
      const touched = (await app.sessions.touch(current.sessionId)) ?? current;
      return sessionInfo(app, touched);
    }
    const created = await app.sessions.create({ tenant: tenant.id, channel });
    if (channel === 'WEB') setSessionCookie(request, reply, created.rawId);
    reply.code(201);
    return sessionInfo(app, created.session, created.rawId);
  });

  // Reading the info is not activity: it does not push the idle timeout (POST /api/auth/v1/validate does).
  route(app, GetSessionInfo, {}, async (_input, request, reply) => {
    const session = await requireLiveSession(app, request, reply);
    reply.header('cache-control', 'no-store');
    return sessionInfo(app, session);
  });
}
