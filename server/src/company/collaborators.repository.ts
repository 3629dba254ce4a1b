// spec §3 Collaborator, §5, §6: the company's collaborators (users with a user_type and a company), with their profile row
// (migration 0550). Every write runs in one transaction with the customer-system outbox row (spec §3, §7: the contact is
// published), so a change and its publish commit together. Callers pass the company of the session (request.auth.companyId):
// a collaborator of another company reads as not found.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { CollaboratorView } from '../../../src/contracts/collaborators.contract';
import type { CollaboratorStatus } from '../../../src/rules/collaborator';
import type { CollaboratorUserType } from '../../../src/rules/roles';
import type { SqlRunner } from '../db/database';
import { UUID } from '../../../src/rules/ids';

export interface CollaboratorFields {
  firstName: string;
  lastName: string;
  phone: string | null;
  defaultWorkSite: string | null;
  userType: CollaboratorUserType;
  status: CollaboratorStatus;
  maximumPurchaseAmount: number | null;
}

interface Row extends Record<string, unknown> {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  user_type: CollaboratorUserType;
  state: CollaboratorStatus;
  max_purchase_amount: string | null;
  password_hash: string | null;
  default_work_site: string | null;
  company_document: string;
}

const SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number, u.user_type, u.state, u.max_purchase_amount,
  u.password_hash, p.default_work_site, c.company_document
  FROM users u JOIN companies c ON c.id = u.company_id LEFT JOIN collaborator_profiles p ON p.user_id = u.id`;

const toView = (row: Row): CollaboratorView => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone_number,
  companyDocument: row.company_document,
  defaultWorkSite: row.default_work_site,
  userType: row.user_type,
  status: row.state,
  maximumPurchaseAmount: row.max_purchase_amount === null ? null : Number(row.max_purchase_amount),
  onboarded: row.password_hash !== null,
});

export interface CollaboratorRepository {
  list(tenant: string, companyId: string): Promise<CollaboratorView[]>;
  get(tenant: string, companyId: string, id: string): Promise<CollaboratorView | null>;
  /** Inserts the collaborator without a password (spec §4 first login); a taken (tenant, email) raises 23505. */
  create(
    input: { tenant: string; companyId: string; email: string; invitedBy: string } & CollaboratorFields,
  ): Promise<CollaboratorView>;
  update(tenant: string, companyId: string, id: string, fields: CollaboratorFields): Promise<CollaboratorView | null>;
  /** Deletes the collaborator (its sessions, cart and codes go with it); false when not found. */
  remove(tenant: string, companyId: string, id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    collaborators: CollaboratorRepository;
  }
}

export function createCollaboratorRepository(app: FastifyInstance): CollaboratorRepository {
  const one = async (runner: SqlRunner, tenant: string, companyId: string, id: string) => {
    if (!UUID.test(id)) return null;
    const rows = await runner.query<Row>(
      `${SELECT} WHERE u.id = $1 AND u.tenant = $2 AND u.company_id = $3 AND u.user_type IS NOT NULL`,
      [id, tenant, companyId],
    );
    return rows[0] ? toView(rows[0]) : null;
  };
  const amountOf = (fields: CollaboratorFields) =>
    fields.userType === 'buyer' ? (fields.maximumPurchaseAmount ?? 0).toFixed(2) : null;

  return {
    async list(tenant, companyId) {
      const rows = await app.database.sql.query<Row>(
        `${SELECT} WHERE u.tenant = $1 AND u.company_id = $2 AND u.user_type IS NOT NULL ORDER BY u.created_at, u.email`,
        [tenant, companyId],
      );
      return rows.map(toView);
    },
    get(tenant, companyId, id) {
      return one(app.database.sql, tenant, companyId, id);
    },
    async create(input) {
      const now = app.clock.now();
      return app.database.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO users (tenant, email, account_type, first_name, last_name, phone_number, company_id, user_type, state,
             max_purchase_amount, password_hash, created_at, updated_at)
           VALUES ($1, $2, 'ORGANIZATION', $3, $4, $5, $6, $7, $8, $9, NULL, $10, $10) RETURNING id`,
          [
            input.tenant,
            input.email.trim().toLowerCase(),
            input.firstName,
            input.lastName,
            input.phone,
            input.companyId,
            input.userType,
            input.status,
            amountOf(input),
            now,
          ],
        );
        const id = row!.id;
        await tx.query(
          'INSERT INTO collaborator_profiles (user_id, default_work_site, invited_by, invited_at) VALUES ($1, $2, $3, $4)',
          [id, input.defaultWorkSite, input.invitedBy, now],
        );
        await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId: id });
        return (await one(tx, input.tenant, input.companyId, id))!;
      });
    },
    async update(tenant, companyId, id, fields) {
      if (!UUID.test(id)) return null;
      const now = app.clock.now();
      return app.database.transaction(async (tx) => {
        const updated = await tx.query<{ id: string }>(
          `UPDATE users SET first_name = $4, last_name = $5, phone_number = $6, user_type = $7, state = $8, max_purchase_amount = $9,
             updated_at = $10
           WHERE id = $1 AND tenant = $2 AND company_id = $3 AND user_type IS NOT NULL RETURNING id`,
          [
            id,
            tenant,
            companyId,
            fields.firstName,
            fields.lastName,
            fields.phone,
            fields.userType,
            fields.status,
            amountOf(fields),
            now,
          ],
        );
        if (!updated[0]) return null;
        await tx.query(
          `INSERT INTO collaborator_profiles (user_id, default_work_site, invited_at) VALUES ($1, $2, $3)
           ON CONFLICT (user_id) DO UPDATE SET default_work_site = excluded.default_work_site`,
          [id, fields.defaultWorkSite, now],
        );
        await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId: id });
        return one(tx, tenant, companyId, id);
      });
    },
    async remove(tenant, companyId, id) {
      if (!UUID.test(id)) return false;
      return app.database.transaction(async (tx) => {
        // publish first: the contact's data is read from the row about to go
        const found = await one(tx, tenant, companyId, id);
        if (!found) return false;
        await app.customerSystem.enqueueChange(tx, { kind: 'contact', userId: id });
        await tx.query(
          'DELETE FROM users WHERE id = $1 AND tenant = $2 AND company_id = $3 AND user_type IS NOT NULL',
          [id, tenant, companyId],
        );
        return true;
      });
    },
  };
}

export default fp(
  async function collaboratorsPlugin(app) {
    app.decorate('collaborators', createCollaboratorRepository(app));
  },
  { name: 'collaborators', dependencies: ['customer-system'] },
);
