// What the server's plugins add to Fastify (module augmentation). Every route file can rely on these:
//
//   app.db           Drizzle database (PGlite or node-postgres); tables in server/src/<domain>/<table>.schema.ts
//   app.database     the handle behind it (kind, raw SQL runner, transaction, close): health checks and migrations
//   app.clock        { now(): Date }: business time (lockouts, OTP expiry, sessions); never call Date.now() for it
//   app.config       AppConfig (server/src/config.ts): session timeouts, appEnv for consent rules, limits
//   app.passwords    hash / verify (argon2id, OWASP parameters); verify(null, pw) spends the same time and returns false
//   app.users        users repository (find by tenant+email / id / document, create, update, updatePassword, listByCompany)
//   app.companies    companies repository (find by id / tenant+document, create, update, setStatus)
//   app.agents       agents repository
//   app.catalogue    product catalogue (list / find / get by tenant and sku, with the tenant's price and image paths)
//   app.paymentKeys / app.cardTokeniser / app.paymentMethods  saved cards (issue 13, docs/payments.md; typed in their plugins)
//   app.carts / app.checkout / app.paymentGateway  cart (guests too), checkout, payment adapter (issue 34, docs/orders.md)
//   app.consents / app.legalTexts  consent templates, records, history and changes; versioned Markdown legal texts whose
//                    newest version is each template's version (issue 31, docs/privacy.md; typed in their plugins)
//   app.accountRights email change (code to the new address), the step-up grant shared by data export and account
//                    closure, the closure itself (issue 31 items 2-3; typed in account/account-rights.repository.ts)
//   app.profiles / app.loyalty  the profile and user-details reads and the profile edit; CMR points and subscription
//   app.purchases / app.companyReports  the company cart purchase and a buyer's allowance; the company reports' rows
//   app.stores       the tenant's stores (zones-and-stores page, a return's drop-off store)
//                    (these typed in their own *.repository.ts: every repository declares what it adds)
//   app.sessions     create -> { rawId, csrfToken, session }, lookup(rawId), touch, revoke, revokeAllForUser(userId, exceptSessionId)
//   app.authenticate preHandler: 401 SESSION_EXPIRED (sessionTimeOut) / 400 TENANT_UNKNOWN / 403 FORBIDDEN / 403 CSRF_ERROR;
//                    sets request.auth
//   app.loadSession  preHandler: sets request.session (null when none) without failing
//   app.requireTenant preHandler: 400 TENANT_UNKNOWN unless the request names a known tenant
//   reply.apiError(status, code, { message?, details?, sessionTimeOut? }): a catalogued error answer
// Helpers that are plain functions: server/src/lib/api-error.ts (ApiError), lib/validate.ts (parseBody/parseQuery),
// lib/session-cookie.ts (setSessionCookie, clearSessionCookie, requestChannel), lib/rate-limit.ts (strictRateLimit).
import type { ErrorCode } from '../../src/contracts/api-error.contract';
import type { TenantConfig } from '../../src/tenants/tenant.types';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { AppDatabase, Database } from './db/database';
import type { ApiErrorExtras } from './lib/api-error';
import type { SharedSecrets } from './lib/shared-secrets';
import type { AgentRepository } from './auth/agents.repository';
import type { RequestAuth } from './auth/auth.plugin';
import type { CompanyRepository } from './company/companies.repository';
import type { PasswordHasher } from './auth/passwords.plugin';
import type { ReturnRepository } from './orders/returns.repository';
import type { SessionRepository, SessionView } from './auth/sessions.repository';
import type { UserRepository } from './account/users.repository';

type PreHandler = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
    database: Database;
    clock: Clock;
    config: AppConfig;
    /** OTP_SECRET and ALTCHA_HMAC_KEY, or outside production one per database (lib/shared-secrets.ts, issue 17) */
    secrets: SharedSecrets;
    passwords: PasswordHasher;
    users: UserRepository;
    companies: CompanyRepository;
    agents: AgentRepository;
    sessions: SessionRepository;
    authenticate: PreHandler;
    loadSession: PreHandler;
    requireTenant: PreHandler;
    /** returns and exchanges of delivered orders (issue 31 item 5; orders/returns.repository.ts, docs/orders.md) */
    returns: ReturnRepository;
  }

  interface FastifyRequest {
    /** the tenant the request names (path :tenant, ?tenant=, x-tenant), resolved; null when none or unknown */
    tenant: TenantConfig | null;
    /** the raw tenant name the request carries, if any */
    tenantRaw: string | null;
    /** the live session (set by app.loadSession / app.authenticate) */
    session: SessionView | null;
    /** the authenticated user (set by app.authenticate); null on routes without it */
    auth: RequestAuth | null;
  }

  interface FastifyReply {
    apiError(statusCode: number, code: ErrorCode, extras?: ApiErrorExtras): FastifyReply;
  }
}
