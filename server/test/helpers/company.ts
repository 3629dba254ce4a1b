// Test fixture of issue 14: a company of `tenant` (default pe-b2b, RUC) with its owner and one collaborator of each type, plus
// an inactive collaborator. Each call makes a new company with a unique document.
import type { FastifyInstance } from 'fastify';
import { rucCheckDigit } from '../../../src/rules/document-check-digits';
import type { CompanyRow } from '../../src/company/companies.schema';
import type { UserRow } from '../../src/account/users.schema';
import { createTestUser } from './sessions';

let counter = 0;

export interface TestCompany {
  company: CompanyRow;
  owner: UserRow;
  superUser: UserRow;
  buyer: UserRow;
  quoter: UserRow;
  inactive: UserRow;
}

/** A valid RUC no other test company uses (20 + 8 digits + check digit). */
export function uniqueRuc(): string {
  counter += 1;
  const body = `20${String((Date.now() % 1e6) * 100 + (counter % 100))
    .padStart(8, '0')
    .slice(-8)}`;
  return body + rucCheckDigit(body);
}

export async function createTestCompany(
  app: FastifyInstance,
  options: { tenant?: string; buyerLimit?: string; password?: string } = {},
): Promise<TestCompany> {
  const tenant = options.tenant ?? 'pe-b2b';
  const company = await app.companies.create({
    tenant,
    companyDocument: uniqueRuc(),
    companyDocumentType: 'RUC',
    businessName: 'Empresa de Prueba S.A.C.',
    status: 'active',
  });
  const member = (userType: UserRow['userType'], extra: Partial<UserRow> = {}) =>
    createTestUser(app, {
      tenant,
      accountType: 'ORGANIZATION',
      companyId: company.id,
      userType,
      password: options.password,
      ...extra,
    });
  return {
    company,
    owner: await member(null),
    superUser: await member('superUser'),
    buyer: await member('buyer', { maxPurchaseAmount: options.buyerLimit ?? '100.00' }),
    quoter: await member('quoter'),
    inactive: await member('buyer', { state: 'inactive', maxPurchaseAmount: '100.00' }),
  };
}
