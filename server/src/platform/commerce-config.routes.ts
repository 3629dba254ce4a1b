// Commerce config, spec §7: /v1/account/{tenant}/{consumer}: the tenant's toggles and public configuration (spec §9),
// read from src/tenants. Public (no session): the front end needs it before anyone logs in.
import type { FastifyInstance } from 'fastify';
import { CommerceConfigParams, GetCommerceConfig } from '../../../src/contracts/commerce-config.contract';
import { findTenant, isConsentRequired } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { validateValue } from '../lib/validate';

export default async function commerceConfigRoutes(app: FastifyInstance) {
  route(app, GetCommerceConfig, {}, async ({ params: raw }, _request, reply) => {
    const tenant = findTenant(raw.tenant);
    if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN');
    const params = validateValue({ tenant: raw.tenant, consumer: raw.consumer?.toUpperCase() }, CommerceConfigParams);
    reply.header('cache-control', 'public, max-age=300');
    return {
      tenant: tenant.id,
      consumer: params.consumer,
      name: tenant.name,
      country: tenant.country,
      locale: tenant.locale,
      currency: tenant.currency,
      b2b: tenant.b2b,
      backendStyle: tenant.backendStyle,
      countryId: tenant.countryId,
      toggles: { ...tenant.toggles, consentRequired: isConsentRequired(tenant, app.config.appEnv) },
      documents: tenant.documents,
      otp: tenant.otp,
      passwordPolicy: tenant.passwordPolicy,
      addressLabels: tenant.addressLabels,
      legalSuffix: tenant.legalSuffix,
      imagePath: tenant.imagePath,
      phonePrefix: tenant.phonePrefix,
      social: tenant.social,
    };
  });
}
