// Company repository (spec §3 Company; spec §4: a Mexican business registration stays pending until validated).
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, type CompanyRow, type CompanyStatus, type NewCompanyRow } from '../../db/schema/companies';

export type CompanyPatch = Partial<Omit<NewCompanyRow, 'id' | 'tenant' | 'createdAt'>>;

export interface CompanyRepository {
  findById(id: string): Promise<CompanyRow | null>;
  findByDocument(tenant: string, companyDocument: string): Promise<CompanyRow | null>;
  /** A duplicate (tenant, companyDocument) raises the database's unique violation (23505). */
  create(input: NewCompanyRow): Promise<CompanyRow>;
  update(id: string, patch: CompanyPatch): Promise<CompanyRow | null>;
  setStatus(id: string, status: CompanyStatus): Promise<void>;
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
  };
}

export default fp(
  async function companiesPlugin(app) {
    app.decorate('companies', createCompanyRepository(app));
  },
  { name: 'companies' },
);
