// User repository (spec §3 Person and Collaborator). Emails are compared and stored lowercased, per tenant.
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DocumentType } from '../../../src/tenants/tenant.types';
import { users, type NewUserRow, type UserRow } from './users.schema';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'tenant' | 'createdAt' | 'passwordHash' | 'passwordChangedAt'>>;

export interface UserRepository {
  findById(id: string): Promise<UserRow | null>;
  findByEmail(tenant: string, email: string): Promise<UserRow | null>;
  findByDocument(tenant: string, documentType: DocumentType, documentNumber: string): Promise<UserRow | null>;
  listByCompany(companyId: string): Promise<UserRow[]>;
  /** Inserts a user; the email is lowercased. A duplicate (tenant, email) raises the database's unique violation (23505). */
  create(input: NewUserRow): Promise<UserRow>;
  update(id: string, patch: UserPatch): Promise<UserRow | null>;
  /** Stores a new argon2id hash (from app.passwords.hash) and stamps password_changed_at. */
  updatePassword(id: string, passwordHash: string): Promise<void>;
}

export function createUserRepository(app: FastifyInstance): UserRepository {
  const first = (rows: UserRow[]) => rows[0] ?? null;
  return {
    async findById(id) {
      return first(await app.db.select().from(users).where(eq(users.id, id)).limit(1));
    },
    async findByEmail(tenant, email) {
      return first(
        await app.db
          .select()
          .from(users)
          .where(and(eq(users.tenant, tenant), eq(users.email, normalizeEmail(email))))
          .limit(1),
      );
    },
    async findByDocument(tenant, documentType, documentNumber) {
      return first(
        await app.db
          .select()
          .from(users)
          .where(
            and(
              eq(users.tenant, tenant),
              eq(users.documentType, documentType),
              eq(users.documentNumber, documentNumber),
            ),
          )
          .limit(1),
      );
    },
    async listByCompany(companyId) {
      return app.db.select().from(users).where(eq(users.companyId, companyId)).orderBy(users.createdAt);
    },
    async create(input) {
      const now = app.clock.now();
      const [row] = await app.db
        .insert(users)
        .values({ createdAt: now, updatedAt: now, ...input, email: normalizeEmail(input.email) })
        .returning();
      return row!;
    },
    async update(id, patch) {
      const values = {
        ...patch,
        updatedAt: app.clock.now(),
        ...(patch.email ? { email: normalizeEmail(patch.email) } : {}),
      };
      return first(await app.db.update(users).set(values).where(eq(users.id, id)).returning());
    },
    async updatePassword(id, passwordHash) {
      const now = app.clock.now();
      await app.db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, id));
    },
  };
}

export default fp(
  async function usersPlugin(app) {
    app.decorate('users', createUserRepository(app));
  },
  { name: 'users' },
);
