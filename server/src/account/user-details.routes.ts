// spec §7 newer-style GET s/account/v3/users ("User details"), answering the spec §3 User payload (contract:
// src/contracts/user-details.contract.ts). Always the session's own user in the session's tenant: app.authenticate answers
// 401 SESSION_EXPIRED without a live session and 403 FORBIDDEN when ?tenant= or x-tenant names another tenant; the read is
// also bound to the session's tenant. The user and their company come in ONE named statement (app.profiles.details).
import type { FastifyInstance } from 'fastify';
import { GetUserDetails, type UserDetails } from '../../../src/contracts/user-details.contract';
import { COUNTRY_CALLING_CODES } from '../../../src/rules/phone';
import { getTenant } from '../../../src/tenants/tenants';
import type { Country } from '../../../src/tenants/tenant.types';
import type { UserDetailsRow } from './profile.repository';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { roleOf } from '../auth/auth.plugin';

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
    const row = await app.profiles.details(userId, tenant);
    if (!row) throw new ApiError(404, 'NOT_FOUND');
    // personal data: never kept by a shared cache
    reply.header('cache-control', 'private, no-store');
    return detailsOf(row);
  });
}
