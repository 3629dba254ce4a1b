// spec §7, §9: consent templates, saving acceptances and the consent status (authentication service and newer-style paths).
// Endpoint objects: src/contracts/consent.contract.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GetConsentStatus,
  GetConsentTemplates,
  GetStorefrontConsentTemplates,
  GetUserStatus,
  SaveConsent,
  type ConsentPurpose,
} from '../../../src/contracts/consent.contract';
import { resolveTenant } from '../../../src/tenants/resolve-tenant';
import { getTenant } from '../../../src/tenants/tenants';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import { ApiError } from '../lib/api-error';
import { route, type EndpointHandler } from '../lib/endpoint-route';
import { ConsentError } from './consent.repository';

function tenantOf(request: FastifyRequest, named: string | undefined): TenantConfig {
  const header = request.headers['x-tenant'];
  const tenant = resolveTenant({ query: named, header: typeof header === 'string' ? header : null });
  if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return tenant;
}

export default async function consentRoutes(app: FastifyInstance) {
  const templates: EndpointHandler<typeof GetConsentTemplates> = async ({ query }, request) => {
    const tenant = tenantOf(request, query.tenant);
    return { required: app.consents.required(tenant), templates: app.consents.templates(tenant, query.purpose) };
  };
  route(app, GetConsentTemplates, {}, templates);
  route(app, GetStorefrontConsentTemplates, {}, templates);

  // spec §9: each acceptance recorded with template version and time (the signed-in user's own)
  route(app, SaveConsent, { preHandler: app.authenticate }, async ({ body }, request) => {
    const auth = request.auth!;
    try {
      // issue 31: the signed-in consent check asks for versions not yet accepted (a new version of a required document)
      await app.consents.record(null, auth.userId, getTenant(auth.tenant), body.consents, {
        channel: auth.channel,
        source: 'reaccept',
      });
    } catch (error) {
      if (error instanceof ConsentError)
        throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { consents: error.reason } } });
      throw error;
    }
    return { ok: true as const };
  });

  const status = (request: FastifyRequest, purpose: ConsentPurpose) => {
    const auth = request.auth!;
    return app.consents.status(auth.userId, getTenant(auth.tenant), purpose);
  };
  const defaultPurpose = (request: FastifyRequest): ConsentPurpose =>
    request.auth!.accountType === 'ORGANIZATION' ? 'RegistroB2BSU' : 'Registro';

  route(app, GetConsentStatus, { preHandler: app.authenticate }, async ({ query }, request) =>
    status(request, query.purpose ?? defaultPurpose(request)),
  );
  // spec §7: s/auth/v1/user/status?q=consents
  route(app, GetUserStatus, { preHandler: app.authenticate }, async (_input, request) => ({
    consents: await status(request, defaultPurpose(request)),
  }));
}
