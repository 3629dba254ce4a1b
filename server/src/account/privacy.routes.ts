// Issue 31: the privacy centre's consents (the session's own person only: the user id comes from the session, and
// app.authenticate refuses a session of another tenant with 403) and the versioned legal texts (public, per tenant).
// Endpoint objects: src/contracts/privacy.contract.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ConsentPurpose } from '../../../src/contracts/consent.contract';
import {
  GetLegalText,
  GetPrivacyOverview,
  LEGAL_DOCUMENTS,
  UpdateConsents,
} from '../../../src/contracts/privacy.contract';
import { resolveTenant } from '../../../src/tenants/resolve-tenant';
import { getTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import type { RequestAuth } from '../auth/auth.plugin';
import { isConsentError } from '../registration/consent.repository';

/** spec §9: the purpose of the person's templates, as the consent check reads it (src/views/consent/consent.flow.ts). */
function purposeOf(auth: RequestAuth): ConsentPurpose {
  if (auth.accountType !== 'ORGANIZATION') return 'Registro';
  return auth.role === 'owner' || auth.role === 'superUser' ? 'RegistroB2BSU' : 'RegistroB2BCO';
}

const FIELD_OF = { unknownTemplate: 'templateId', stale: 'version', required: 'accepted' } as const;

export default async function privacyRoutes(app: FastifyInstance) {
  const overview = (auth: RequestAuth) => app.consents.overview(auth.userId, getTenant(auth.tenant), purposeOf(auth));

  route(app, GetPrivacyOverview, { preHandler: app.authenticate }, async (_input, request) => overview(request.auth!));

  route(app, UpdateConsents, { preHandler: app.authenticate }, async ({ body }, request) => {
    const auth = request.auth!;
    try {
      await app.consents.change(auth.userId, getTenant(auth.tenant), body.changes, {
        channel: auth.channel,
        source: body.source,
      });
    } catch (error) {
      if (isConsentError(error))
        throw new ApiError(400, 'VALIDATION_ERROR', {
          details: { fields: { [FIELD_OF[error.reason]]: error.reason } },
        });
      throw error;
    }
    return overview(auth);
  });

  route(app, GetLegalText, {}, async ({ query, params }, request: FastifyRequest) => {
    const header = request.headers['x-tenant'];
    const tenant = resolveTenant({ query: query.tenant, header: typeof header === 'string' ? header : null });
    if (!tenant) throw new ApiError(400, 'TENANT_UNKNOWN');
    const document = LEGAL_DOCUMENTS.find((known) => known === params.document);
    if (!document) throw new ApiError(404, 'NOT_FOUND');
    const text = await app.legalTexts.read(tenant, document, query.version);
    if (!text) throw new ApiError(404, 'NOT_FOUND');
    return text;
  });
}
