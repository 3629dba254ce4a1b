// spec §2, §3, §5, §6, §7: the company's collaborators (contracts: src/contracts/collaborators.contract.ts), for the organization
// owner and super users only (app.requirePermission('collaborators.manage')). The company is the session's; a collaborator of
// another company or tenant answers 404 NOT_FOUND. Creating one mails the first-login code (spec §4 collaborator onboarding:
// the invitation), and every change is published to the customer system through the outbox.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CreateCollaborator,
  DeleteCollaborator,
  ListCollaborators,
  UpdateCollaborator,
  type UpdateCollaboratorBody,
} from '../../../src/contracts/collaborators.contract';
import { validateCollaborator } from '../../../src/rules/collaborator';
import type { DocumentType } from '../../../src/rules/documents';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import type { CollaboratorFields } from './collaborators.repository';
import { normaliseIdentification } from '../registration/customer-system-payload';
import { COLLABORATOR_FIRST_LOGIN_PATH } from '../../../src/contracts/collaborator-onboarding.contract';
import { publicUrl } from '../lib/public-url';
import { isUniqueViolation } from '../lib/db-errors';

const OTP_PURPOSE = 'collaborator-onboarding' as const;

export default async function collaboratorsRoutes(app: FastifyInstance) {
  const manage = app.requirePermission('collaborators.manage');

  async function companyOf(request: FastifyRequest) {
    const auth = request.auth!;
    const company = auth.companyId ? await app.companies.findById(auth.companyId) : null;
    if (!company || company.tenant !== auth.tenant) throw new ApiError(403, 'FORBIDDEN');
    return company;
  }

  /** spec §5: the rule of src/rules/collaborator.ts, plus: the company document is the session's company's. */
  function checkFields(
    body: UpdateCollaboratorBody & { email?: string },
    company: { companyDocument: string; companyDocumentType: string; tenant: string },
    country: string,
    email: string,
  ): CollaboratorFields {
    const result = validateCollaborator(
      {
        ...body,
        email,
        // spec §5 requires the amount; it only means something for buyers (spec §6), so others need none
        maximumPurchaseAmount: body.userType === 'buyer' ? (body.maximumPurchaseAmount ?? '') : 0,
      },
      { country, companyDocumentType: company.companyDocumentType as DocumentType },
    );
    const fields: Record<string, string> = result.ok ? {} : { ...result.errors };
    if (!body.firstName.trim()) fields.firstName = 'collaborator.required';
    if (!body.lastName.trim()) fields.lastName = 'collaborator.required';
    if (
      result.ok &&
      normaliseIdentification(result.value.companyDocument) !== normaliseIdentification(company.companyDocument)
    ) {
      fields.companyDocument = 'collaborator.documentInvalid';
    }
    if (Object.keys(fields).length > 0 || !result.ok)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
    const site = body.defaultWorkSite?.trim() ?? '';
    if (site.length > 100)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { defaultWorkSite: 'tooLong' } } });
    return {
      firstName: result.value.firstName,
      lastName: result.value.lastName,
      phone: result.value.phone || null,
      defaultWorkSite: site || null,
      userType: result.value.userType,
      status: result.value.status,
      maximumPurchaseAmount: result.value.userType === 'buyer' ? result.value.maximumPurchaseAmount : null,
    };
  }

  route(app, ListCollaborators, { preHandler: manage }, async (_input, request) => {
    const auth = request.auth!;
    const company = await companyOf(request);
    return {
      collaborators: await app.collaborators.list(auth.tenant, company.id),
      currency: request.tenant?.currency ?? '',
      companyDocument: company.companyDocument,
    };
  });

  route(app, CreateCollaborator, { preHandler: manage }, async ({ body }, request, reply) => {
    const auth = request.auth!;
    const tenant = request.tenant!;
    const company = await companyOf(request);
    const email = body.email.trim().toLowerCase();
    const fields = checkFields(body, company, tenant.country, email);
    let created;
    try {
      created = await app.collaborators.create({
        tenant: auth.tenant,
        companyId: company.id,
        email,
        invitedBy: auth.userId,
        ...fields,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'emailAlreadyExists');
      throw error;
    }
    // spec §4: the invitation is the first-login code; a collaborator whose code expired asks for another in step 1
    try {
      const issued = await app.otp.issue({
        tenant: tenant.id,
        email,
        purpose: OTP_PURPOSE,
        length: tenant.otp.business.max,
      });
      if (!issued.locked) {
        await app.mailer.send({
          to: email,
          tenant: tenant.id,
          template: 'collaborator-code',
          data: {
            code: issued.code,
            minutes: app.otp.config.validMinutes,
            firstName: fields.firstName,
            companyName: company.businessName,
            // issue 30: the mail names the page where the code is entered, on the collaborator's tenant
            link: publicUrl(app, request, `/${tenant.id}/${COLLABORATOR_FIRST_LOGIN_PATH}`),
          },
        });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'collaborator invitation mail failed');
    }
    request.log.info({ collaboratorId: created.id, by: auth.userId }, 'collaborator created');
    return reply.code(201).send(created);
  });

  route(app, UpdateCollaborator, { preHandler: manage }, async ({ body, params }, request) => {
    const auth = request.auth!;
    const tenant = request.tenant!;
    const company = await companyOf(request);
    const current = await app.collaborators.get(auth.tenant, company.id, params.id!);
    if (!current) throw new ApiError(404, 'NOT_FOUND');
    const fields = checkFields(body, company, tenant.country, current.email);
    // a super user may not lock themselves out of administration
    if (current.id === auth.userId && (fields.status !== 'active' || fields.userType !== 'superUser'))
      throw new ApiError(409, 'COLLABORATOR_SELF');
    const updated = await app.collaborators.update(auth.tenant, company.id, current.id, fields);
    if (!updated) throw new ApiError(404, 'NOT_FOUND');
    // spec §6: an inactive collaborator's sessions end now (app.authenticate refuses them anyway on the next call)
    if (updated.status === 'inactive') await app.sessions.revokeAllForUser(updated.id);
    request.log.info({ collaboratorId: updated.id, by: auth.userId, status: updated.status }, 'collaborator updated');
    return updated;
  });

  route(app, DeleteCollaborator, { preHandler: manage }, async ({ params }, request) => {
    const auth = request.auth!;
    const company = await companyOf(request);
    if (params.id === auth.userId) throw new ApiError(409, 'COLLABORATOR_SELF');
    if (!(await app.collaborators.remove(auth.tenant, company.id, params.id!))) throw new ApiError(404, 'NOT_FOUND');
    request.log.info({ collaboratorId: params.id, by: auth.userId }, 'collaborator deleted');
    return { deleted: true as const };
  });
}
