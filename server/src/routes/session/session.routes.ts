// Session management (spec §7 "Other services": POST /v1/session/create; spec §7 storefront "session info").
//
// session/create decides like the storefront does: when the request already carries a live session of the same tenant, that
// session is returned (touched) and nothing new is created; otherwise a new guest session (no user) is created for the
// request's tenant and channel. WEB gets the id in the HttpOnly cookie; MOBILE gets it once, in the body (`sessionId`).
// Logging in (auth area) creates a fresh session with app.sessions.create and revokes the guest one (no session fixation).
import type { FastifyInstance } from 'fastify';
import { SessionCreateRequest } from '../../../../src/contracts/session.contract';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { readSessionCredential, requestChannel, setSessionCookie } from '../../lib/session-cookie';
import { parseBody } from '../../lib/validate';
import { requireTenant } from '../../plugins/app/tenant';
import { requireLiveSession } from './session-guard';
import { sessionInfo } from './session-info';

export const autoPrefix = SERVICE_PREFIXES.sessionManagement;

export default async function sessionRoutes(app: FastifyInstance) {
  app.post('/v1/session/create', async (request, reply) => {
    parseBody(request, SessionCreateRequest);
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
    return reply.code(201).send(await sessionInfo(app, created.session, created.rawId));
  });

  // Reading the info is not activity: it does not push the idle timeout (POST /api/auth/v1/validate does).
  app.get('/v1/session/info', async (request, reply) => {
    const session = await requireLiveSession(app, request, reply);
    return reply.header('cache-control', 'no-store').send(await sessionInfo(app, session));
  });
}
