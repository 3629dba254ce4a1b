// Commerce config, spec §7: /v1/account/{tenant}/{consumer}: the tenant's toggles and public configuration (spec §9),
// read from src/tenants. Public (no session): the front end needs it before anyone logs in.
import type { FastifyInstance } from 'fastify';
import { CommerceConfigParams, type CommerceConfig } from '../../../../src/contracts/commerce-config.contract';
import { SERVICE_PREFIXES } from '../../../../src/contracts/services';
import { findTenant, isConsentRequired } from '../../../../src/tenants/tenants';
import { ApiError } from '../../lib/api-error';
import { validateValue } from '../../lib/validate';

export const autoPrefix = SERVICE_PREFIXES.commerceConfig;

export default async function commerceConfigRoutes(app: FastifyInstance) {
  app.get('/v1/account/:tenant/:consumer', async (request, reply) => {
    const raw = request.params as Record<string, string>;
    const tenant = findTenant(raw.tenant);
    if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN');
    const params = validateValue({ tenant: raw.tenant, consumer: raw.consumer?.toUpperCase() }, CommerceConfigParams);
    const body: CommerceConfig = {
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
    return reply.header('cache-control', 'public, max-age=300').send(body);
  });
}
