// Company repository (spec §3 Company; spec §4: a Mexican business registration stays pending until validated).
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, type CompanyRow, type CompanyStatus, type NewCompanyRow } from './companies.schema';

export type CompanyPatch = Partial<Omit<NewCompanyRow, 'id' | 'tenant' | 'createdAt'>>;

/**
 * What the company details edit writes (account/company-details.routes.ts), already checked and cleaned; the business type
 * as the contract's body carries it (src/rules/company-details checks it against the list).
 */
export type CompanyDetailsChange = { businessType: string | null } & Pick<
  CompanyRow,
  | 'businessName'
  | 'fantasyName'
  | 'organizationType'
  | 'originType'
  | 'economicActivityCode'
  | 'economicActivityLabel'
  | 'economicActivityText'
  | 'state'
  | 'stateName'
  | 'city'
  | 'cityName'
  | 'municipal'
  | 'municipalName'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'postcode'
  | 'companyPhone'
  | 'haveCheckingAccount'
>;

export interface CompanyRepository {
  findById(id: string): Promise<CompanyRow | null>;
  findByDocument(tenant: string, companyDocument: string): Promise<CompanyRow | null>;
  /** A duplicate (tenant, companyDocument) raises the database's unique violation (23505). */
  create(input: NewCompanyRow): Promise<CompanyRow>;
  update(id: string, patch: CompanyPatch): Promise<CompanyRow | null>;
  setStatus(id: string, status: CompanyStatus): Promise<void>;
  /**
   * The company details edit: the company's fields and the editing user's position, and customers/{id} (update) to the
   * customer system's outbox, in one transaction (spec §3, §7).
   */
  saveDetails(
    where: { companyId: string; tenant: string; userId: string; now: Date },
    change: CompanyDetailsChange,
    position: string,
  ): Promise<void>;
}

export function createCompanyRepository(app: FastifyInstance): CompanyRepository {
  const first = (rows: CompanyRow[]) => rows[0] ?? null;
  return {
    async findById(id) {
      return first(await app.db.select().from(companies).where(eq(companies.id, id)).limit(1));
    },
    async findByDocument(tenant, companyDocument) {
      return first(
        await app.db
          .select()
          .from(companies)
          .where(and(eq(companies.tenant, tenant), eq(companies.companyDocument, companyDocument)))
          .limit(1),
      );
    },
    async create(input) {
      const now = app.clock.now();
      const [row] = await app.db
        .insert(companies)
        .values({ createdAt: now, updatedAt: now, ...input })
        .returning();
      return row!;
    },
    async update(id, patch) {
      return first(
        await app.db
          .update(companies)
          .set({ ...patch, updatedAt: app.clock.now() })
          .where(eq(companies.id, id))
          .returning(),
      );
    },
    async setStatus(id, status) {
      await app.db.update(companies).set({ status, updatedAt: app.clock.now() }).where(eq(companies.id, id));
    },
    // Raw SQL on the SQL runner's transaction: the customer-system outbox (enqueueChange) writes through that runner, and the
    // edit and its message commit together.
    async saveDetails({ companyId, tenant, userId, now }, c, position) {
      await app.database.transaction(async (tx) => {
        await tx.query(
          `UPDATE companies SET business_name = $3, fantasy_name = $4, organization_type = $5, origin_type = $6,
               business_type = $7, economic_activity_code = $8, economic_activity_label = $9, economic_activity_text = $10,
               state = $11, state_name = $12, city = $13, city_name = $14, municipal = $15, municipal_name = $16,
               address_line1 = $17, address_line2 = $18, address_line3 = $19, postcode = $20, company_phone = $21,
               have_checking_account = $22, updated_at = $23
             WHERE id = $1 AND tenant = $2`,
          [
            companyId,
            tenant,
            c.businessName,
            c.fantasyName,
            c.organizationType,
            c.originType,
            c.businessType,
            c.economicActivityCode,
            c.economicActivityLabel,
            c.economicActivityText,
            c.state,
            c.stateName,
            c.city,
            c.cityName,
            c.municipal,
            c.municipalName,
            c.addressLine1,
            c.addressLine2,
            c.addressLine3,
            c.postcode,
            c.companyPhone,
            c.haveCheckingAccount,
            now,
          ],
        );
        await tx.query('UPDATE users SET position = $2, updated_at = $3 WHERE id = $1', [userId, position, now]);
        // spec §3, §7: customers/{id} (update) to the customer system, committed with the edit
        await app.customerSystem.enqueueChange(tx, { kind: 'update', companyId });
      });
    },
  };
}

export default fp(
  async function companiesPlugin(app) {
    app.decorate('companies', createCompanyRepository(app));
  },
  // customer-system: saveDetails publishes through its outbox
  { name: 'companies', dependencies: ['customer-system'] },
);
