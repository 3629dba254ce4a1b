// spec §7 GET /{tenant}/users/organization and the company details edit (contracts: src/contracts/company-details.contract.ts).
// Only the organisation owner and super users (spec §6; the one role policy, src/rules/permissions.ts 'company.edit') read or
// change the details; always the session's own company in the session's tenant. A saved edit publishes customers/{id} to the
// customer system through the outbox, in the same transaction (spec §3, §7; app.companies.saveDetails).
import type { FastifyInstance } from 'fastify';
import {
  GetCompanyDetails,
  UpdateCompanyDetails,
  type CompanyDetails,
} from '../../../src/contracts/company-details.contract';
import {
  asksBusinessType,
  companyDetailsErrors,
  companyGeoLevels,
  typesMunicipal,
  validateColony,
  COMPANY_DETAILS_FIELDS,
  type CompanyDetailsField,
  type CompanyDetailsShape,
} from '../../../src/rules/company-details';
import { collapseSpaces } from '../../../src/rules/field';
import { originTypeOf } from '../../../src/rules/company-types';
import { getTenant } from '../../../src/tenants/tenants';
import type { TenantConfig } from '../../../src/tenants/tenant.types';
import type { CompanyRow } from '../company/companies.schema';
import type { UserRow } from './users.schema';
import type { RequestAuth } from '../auth/auth.plugin';
import { ApiError } from '../lib/api-error';
import { blanks } from '../lib/blanks';
import { route } from '../lib/endpoint-route';

export default async function companyDetailsRoutes(app: FastifyInstance) {
  const shapeOf = (tenant: TenantConfig): CompanyDetailsShape => ({
    country: tenant.country,
    geoLevels: companyGeoLevels(tenant.country),
    asksBusinessType: asksBusinessType(tenant.country),
    activityFreeText: app.economicActivities.forCountry(tenant.country).freeText,
  });

  /** the session's user and its company, both of the session's tenant; 404 when the account has no company */
  async function ownCompany(auth: RequestAuth): Promise<{ user: UserRow; company: CompanyRow }> {
    const user = await app.users.findById(auth.userId);
    if (!user || user.tenant !== auth.tenant || !user.companyId) throw new ApiError(404, 'NOT_FOUND');
    const company = await app.companies.findById(user.companyId);
    if (!company || company.tenant !== auth.tenant) throw new ApiError(404, 'NOT_FOUND');
    return { user, company };
  }

  /** the company's free-text columns: the form's own fields but the required and typed ones, and the display names the
   *  lists resolve; a blank one reads as '' (blanks) */
  type TypedField = 'position' | 'businessName' | 'organizationType' | 'originType' | 'businessType';
  const TYPED: readonly string[] = ['position', 'businessName', 'organizationType', 'originType', 'businessType'];
  const COMPANY_TEXT = [
    ...COMPANY_DETAILS_FIELDS.filter((f): f is Exclude<CompanyDetailsField, TypedField> => !TYPED.includes(f)),
    ...(['economicActivityLabel', 'stateName', 'cityName', 'municipalName'] as const),
  ];

  function detailsOf(user: UserRow, company: CompanyRow): CompanyDetails {
    return {
      ...blanks(company, COMPANY_TEXT),
      companyDocumentType: company.companyDocumentType,
      companyDocument: company.companyDocument,
      status: company.status,
      position: user.position ?? '',
      businessName: company.businessName,
      organizationType: company.organizationType,
      originType: company.originType ?? originTypeOf(company.organizationType),
      businessType: company.businessType ?? null,
      asksBusinessType: asksBusinessType(getTenant(company.tenant).country),
      haveCheckingAccount: company.haveCheckingAccount ?? false,
    };
  }

  route(app, GetCompanyDetails, { preHandler: app.requirePermission('company.edit') }, async (_input, request) => {
    const { user, company } = await ownCompany(request.auth!);
    return detailsOf(user, company);
  });

  route(app, UpdateCompanyDetails, { preHandler: app.requirePermission('company.edit') }, async ({ body }, request) => {
    const { user, company } = await ownCompany(request.auth!);
    const tenant = getTenant(company.tenant);
    const shape = shapeOf(tenant);
    const values = {
      ...body,
      ...blanks(body, [
        'businessType',
        'economicActivityCode',
        'economicActivityText',
        'city',
        'municipal',
        'addressLine3',
        'postcode',
      ]),
    };
    const fields: Record<string, string> = { ...companyDetailsErrors(shape, values) } as Record<string, string>;
    // the geography must be the tenant's own, each level inside the one above (spec §7 geo)
    const area = (id: string, parent: string | null) => {
      if (!id) return null;
      const found = app.geo.find(tenant.country, id);
      if (!found) return undefined;
      const siblings = app.geo.children(tenant.country, parent ?? undefined) ?? [];
      return siblings.some((s) => s.id === id) ? found : undefined;
    };
    const state = area(values.state, null);
    const city = shape.geoLevels >= 2 && state ? area(values.city, values.state) : null;
    // issue 32 item 3: with two levels (Mexico, Colombia, Brazil) the colony / barrio / bairro is typed; companyDetailsErrors
    // checked it (src/rules validateColony), stored as id and name like the address modal's typed place
    const colony = typesMunicipal(shape.geoLevels) ? validateColony(values.municipal) : null;
    const municipal =
      shape.geoLevels >= 3 && city
        ? area(values.municipal, values.city)
        : colony?.ok
          ? { id: colony.value, name: colony.value }
          : null;
    if (state === undefined) fields.state ??= 'address.selectState';
    if (city === undefined) fields.city ??= 'address.selectCity';
    if (municipal === undefined) fields.municipal ??= 'address.selectMunicipal';
    const activity =
      !shape.activityFreeText && values.economicActivityCode
        ? app.economicActivities.find(tenant.country, values.economicActivityCode)
        : null;
    if (!shape.activityFreeText && values.economicActivityCode && !activity)
      fields.economicActivityCode ??= 'economicActivity.invalid';
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });

    const clean = (v: string) => collapseSpaces(v.trim());
    const now = app.clock.now();
    await app.companies.saveDetails(
      { companyId: company.id, tenant: company.tenant, userId: user.id, now },
      {
        businessName: clean(values.businessName),
        fantasyName: clean(values.fantasyName) || null,
        organizationType: values.organizationType,
        originType: values.originType,
        businessType: shape.asksBusinessType ? values.businessType || null : null,
        economicActivityCode: activity?.code ?? null,
        economicActivityLabel: activity?.label ?? null,
        economicActivityText: shape.activityFreeText ? clean(values.economicActivityText) : null,
        state: state?.id ?? null,
        stateName: state?.name ?? null,
        city: city?.id ?? null,
        cityName: city?.name ?? null,
        municipal: municipal?.id ?? null,
        municipalName: municipal?.name ?? null,
        addressLine1: clean(values.addressLine1),
        addressLine2: values.addressLine2.trim(),
        addressLine3: values.addressLine3.trim() || null,
        postcode: values.postcode.trim() || null,
        companyPhone: values.companyPhone.replace(/[\s().-]/g, ''),
        haveCheckingAccount: values.haveCheckingAccount,
      },
      clean(values.position),
    );
    const saved = await ownCompany(request.auth!);
    return detailsOf(saved.user, saved.company);
  });
}
