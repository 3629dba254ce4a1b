// Issue 31 items 2-3 (Ley 1581 de 2012, LGPD): email change, the step-up shared by data export and account closure.
// Contracts: src/contracts/account-rights.contract.ts; rules in account/account-rights.repository.ts. Always the session's own
// account in the session's tenant (app.authenticate answers 403 for another tenant). Everything that mails a code or checks
// a secret is rate-limited like the other code senders (strictRateLimit). An agent impersonating a shopper (spec §6) may
// not change their address or confirm a step-up: 403 FORBIDDEN.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CloseAccount,
  ConfirmEmailChange,
  DownloadDataExport,
  RequestEmailChangeCode,
  RequestStepUpCode,
  VerifyStepUp,
} from '../../../src/contracts/account-rights.contract';
import { findTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { dataExportPdf } from '../lib/data-export';
import { route } from '../lib/endpoint-route';
import { strictRateLimit } from '../lib/rate-limit';
import { clearSessionCookie, requestChannel } from '../lib/session-cookie';
import type { AccountActor } from './account-rights.repository';

/** The session's own account; never an agent's impersonation. */
export function accountActor(request: FastifyRequest): AccountActor {
  const auth = request.auth!;
  if (auth.agentId) throw new ApiError(403, 'FORBIDDEN', { details: { reason: 'AGENT_SESSION' } });
  const tenant = findTenant(auth.tenant);
  if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return { tenant, userId: auth.userId, sessionId: auth.sessionId };
}

export default async function accountRightsRoutes(app: FastifyInstance) {
  route(
    app,
    RequestEmailChangeCode,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 5 }) },
    async ({ body }, request, reply) => {
      const sent = await app.accountRights.requestEmailChange(accountActor(request), body);
      reply.code(202);
      return { sent: true as const, ...sent };
    },
  );

  route(
    app,
    ConfirmEmailChange,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    async ({ body }, request) => app.accountRights.confirmEmailChange(accountActor(request), body),
  );

  route(
    app,
    RequestStepUpCode,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 5 }) },
    async (_input, request, reply) => {
      const sent = await app.accountRights.requestStepUpCode(accountActor(request));
      reply.code(202);
      return { sent: true as const, ...sent };
    },
  );

  route(
    app,
    VerifyStepUp,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    async ({ body }, request) => {
      const grant = await app.accountRights.verifyStepUp(accountActor(request), body);
      return { expiresAt: grant.expiresAt.toISOString() };
    },
  );

  // issue 31 item 2: close the account (after a step-up); its sessions end, this one too: the cookie goes with it
  route(
    app,
    CloseAccount,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    async (_input, request, reply) => {
      await app.accountRights.closeAccount(accountActor(request));
      if (requestChannel(request) === 'WEB') clearSessionCookie(request, reply);
      return { closed: true as const };
    },
  );

  // issue 31 item 3: a copy of the person's data, JSON or PDF, after a step-up (the grant allows both files while it lasts)
  route(
    app,
    DownloadDataExport,
    { preHandler: app.authenticate, config: strictRateLimit({ max: 10 }) },
    async ({ query }, request, reply) => {
      const actor = accountActor(request);
      await app.accountRights.requireStepUp(actor.sessionId);
      const now = app.clock.now();
      const data = await app.accountRights.dataExport(actor.userId, actor.tenant.id, now);
      const day = now.toISOString().slice(0, 10);
      const name = actor.tenant.locale.startsWith('pt') ? 'meus-dados' : 'mis-datos';
      reply.header('cache-control', 'private, no-store');
      if (query.format === 'pdf') {
        const pdf = await dataExportPdf(data, actor.tenant);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}-${day}.pdf"`)
          .send(pdf);
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
}
