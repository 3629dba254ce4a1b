// spec §7, §9: consent templates, saving acceptances and the consent status (authentication service and newer-style paths).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { enums, object, optional, string } from 'superstruct';
import {
  CONSENT_PURPOSES,
  CONSENT_TEMPLATES_PATH,
  ConsentTemplatesQuery,
  SAVE_CONSENT_PATH,
  SaveConsentRequest,
  STOREFRONT_CONSENT_STATUS_PATH,
  STOREFRONT_CONSENT_TEMPLATES_PATH,
  STOREFRONT_USER_STATUS_PATH,
  type ConsentTemplatesResponse,
} from '../../../../src/contracts/consent.contract';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { resolveTenant } from '../../../../src/tenants/resolve-tenant';
import { getTenant } from '../../../../src/tenants/tenants';
import type { TenantConfig } from '../../../../src/tenants/tenant.types';
import { ApiError } from '../../lib/api-error';
import { parseBody, parseQuery } from '../../lib/validate';
import { ConsentError } from '../../plugins/app/consent';

function tenantOf(request: FastifyRequest, named: string | undefined): TenantConfig {
  const header = request.headers['x-tenant'];
  const tenant = resolveTenant({ query: named, header: typeof header === 'string' ? header : null });
  if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
  return tenant;
}

export default async function consentRoutes(app: FastifyInstance) {
  const templates = (request: FastifyRequest): ConsentTemplatesResponse => {
    const query = parseQuery(request, ConsentTemplatesQuery);
    const tenant = tenantOf(request, query.tenant);
    return { required: app.consents.required(tenant), templates: app.consents.templates(tenant, query.purpose) };
  };
  app.get(`${SERVICE_PREFIXES.authentication}${CONSENT_TEMPLATES_PATH}`, async (request) => templates(request));
  app.get(STOREFRONT_CONSENT_TEMPLATES_PATH, async (request) => templates(request));

  // spec §9: each acceptance recorded with template version and time (the signed-in user's own)
  app.post(`${SERVICE_PREFIXES.authentication}${SAVE_CONSENT_PATH}`, { preHandler: app.authenticate }, async (request) => {
    const body = parseBody(request, SaveConsentRequest);
    const auth = request.auth!;
    try {
      await app.consents.record(null, auth.userId, getTenant(auth.tenant), body.consents);
    } catch (error) {
      if (error instanceof ConsentError) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { consents: error.reason } } });
      throw error;
    }
    return { ok: true };
  });

  const status = (request: FastifyRequest, purpose: (typeof CONSENT_PURPOSES)[number]) => {
    const auth = request.auth!;
    return app.consents.status(auth.userId, getTenant(auth.tenant), purpose);
  };
  const purposeOf = (request: FastifyRequest, fallback: (typeof CONSENT_PURPOSES)[number]) =>
    parseQuery(request, object({ purpose: optional(enums(CONSENT_PURPOSES)), tenant: optional(string()), q: optional(string()) })).purpose ?? fallback;
  const defaultPurpose = (request: FastifyRequest) =>
    request.auth!.accountType === 'ORGANIZATION' ? ('RegistroB2BSU' as const) : ('Registro' as const);

  app.get(STOREFRONT_CONSENT_STATUS_PATH, { preHandler: app.authenticate }, async (request) =>
    status(request, purposeOf(request, defaultPurpose(request))),
  );
  // spec §7: s/auth/v1/user/status?q=consents
  app.get(STOREFRONT_USER_STATUS_PATH, { preHandler: app.authenticate }, async (request) => {
    const { q } = parseQuery(request, object({ q: enums(['consents']), tenant: optional(string()) }));
    return { [q]: await status(request, defaultPurpose(request)) };
  });
}
