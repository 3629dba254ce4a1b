// spec §7 newer-style GET s/account/v3/users ("User details"), answering the spec §3 User payload (contract:
// src/contracts/user-details.contract.ts). Always the session's own user in the session's tenant: app.authenticate answers
// 401 SESSION_EXPIRED without a live session and 403 FORBIDDEN when ?tenant= or x-tenant names another tenant; the read is
// also bound to the session's tenant. The user and their company come in ONE named statement (primary key and company id).
import type { FastifyInstance } from 'fastify';
import { GetUserDetails, type UserDetails } from '../../../../src/contracts/user-details.contract';
import { COUNTRY_CALLING_CODES } from '../../../../src/rules/phone';
import { getTenant } from '../../../../src/tenants/tenants';
import type { Country } from '../../../../src/tenants/tenant.types';
import type { CompanyRow } from '../../db/schema/companies';
import type { UserRow } from '../../db/schema/users';
import { ApiError } from '../../lib/api-error';
import { route } from '../../lib/endpoint-route';
import { roleOf } from '../../plugins/app/auth';

const USER_DETAILS_READ = `SELECT u.tenant, u.email, u.first_name, u.last_name, u.phone_number, u.document_type, u.document_number,
       u.dni_dv, u.account_type, u.user_type, u.state,
       c.id AS company_id, c.business_name, c.company_document, c.company_document_type, c.economic_activity_code,
       c.economic_activity_label, c.economic_activity_text, c.state AS company_state, c.state_name, c.city, c.city_name,
       c.municipal, c.municipal_name, c.address_line1, c.company_phone
FROM users u LEFT JOIN companies c ON c.id = u.company_id AND c.tenant = u.tenant
WHERE u.id = $1 AND u.tenant = $2
LIMIT 1`;

type UserDetailsRow = {
  tenant: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  document_type: UserRow['documentType'];
  document_number: string | null;
  dni_dv: string | null;
  account_type: UserRow['accountType'];
  user_type: UserRow['userType'];
  state: UserRow['state'];
  /** null for a personal shopper (no company, or none of the user's tenant) */
  company_id: string | null;
  business_name: string | null;
  company_document: string | null;
  company_document_type: CompanyRow['companyDocumentType'] | null;
  economic_activity_code: string | null;
  economic_activity_label: string | null;
  economic_activity_text: string | null;
  company_state: string | null;
  state_name: string | null;
  city: string | null;
  city_name: string | null;
  municipal: string | null;
  municipal_name: string | null;
  address_line1: string | null;
  company_phone: string | null;
};

export default async function userDetailsRoutes(app: FastifyInstance) {
  /** the stored name, else the geo name of the stored id (older rows and imports kept only ids) */
  const areaName = (country: Country, id: string | null, stored: string | null) =>
    stored || (id ? (app.geo.find(country, id)?.name ?? '') : '');

  function organizationOf(country: Country, row: UserDetailsRow): UserDetails['organizationInformation'] {
    if (!row.company_id || !row.company_document || !row.company_document_type) return undefined;
    const code = row.economic_activity_code;
    const economicActivity = code
      ? {
          economicActivityCode: code,
          economicActivityLabel:
            row.economic_activity_label || (app.economicActivities.find(country, code)?.label ?? ''),
        }
      : row.economic_activity_text
        ? { economicActivityCode: null, economicActivityLabel: row.economic_activity_text }
        : null;
    return {
      businessName: row.business_name ?? '',
      economicActivity,
      document: { id: row.company_document, type: row.company_document_type },
      address: {
        state: row.company_state ?? '',
        city: row.city ?? '',
        municipal: row.municipal ?? '',
        addressLine1: row.address_line1 ?? '',
        stateName: areaName(country, row.company_state, row.state_name),
        cityName: areaName(country, row.city, row.city_name),
        municipalName: areaName(country, row.municipal, row.municipal_name),
      },
      phone: row.company_phone ?? '',
    };
  }

  function detailsOf(row: UserDetailsRow): UserDetails {
    const { country } = getTenant(row.tenant);
    const role = roleOf({ accountType: row.account_type, userType: row.user_type });
    const organizationInformation = organizationOf(country, row);
    return {
      userInfo: {
        userName: { firstName: row.first_name, lastName1: row.last_name },
        primaryPhone: { countryCode: COUNTRY_CALLING_CODES[country] ?? '', number: row.phone_number ?? '' },
        document: {
          id: row.document_number,
          type: row.document_type,
          country,
          category: 'Individual',
          // spec §3: dniDv for Peru only
          ...(country === 'PE' ? { dniDv: row.dni_dv ?? '' } : {}),
        },
        // spec §3 "User role named: superUser": the owner administers the company as a super user does (spec §6)
        userRole: role === 'individual' ? null : role === 'owner' ? 'superUser' : role,
        userState: row.state,
      },
      accountData: { email: row.email },
      ...(organizationInformation ? { organizationInformation } : {}),
    };
  }

  route(app, GetUserDetails, { preHandler: app.authenticate }, async (_input, request, reply) => {
    const { userId, tenant } = request.auth!;
    const [row] = await app.database.sql.query<UserDetailsRow>(
      USER_DETAILS_READ,
      [userId, tenant],
      'user_details_read',
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    // personal data: never kept by a shared cache
    reply.header('cache-control', 'private, no-store');
    return detailsOf(row);
  });
}
