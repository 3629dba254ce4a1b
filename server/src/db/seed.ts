// Demo data (issue 2 item 9), written on first start only: a seed_runs row marks it done. Each record is also looked up
// before it is inserted, so a run interrupted half-way completes on the next start.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedRuns } from './schema/seed-runs';
import { productPrices, products } from './schema/catalogue';
import { DEMO_PRODUCTS, demoPrice } from './catalogue-data';
import { TENANTS } from '../../../src/tenants/tenants';
import { seedOrders } from './seed-orders';
import { seedQuotes } from './seed-quotes';
import { seedAccount } from './seed-account';
import { DEMO_AGENTS, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_SHOPPERS, type DemoPerson } from './demo-data';

export const DEMO_SEED = 'demo-v1';

export interface SeedResult {
  ran: boolean;
  users: number;
  companies: number;
  agents: number;
  products: number;
}

function personFields(person: DemoPerson, now: Date) {
  return {
    tenant: person.tenant,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    motherLastName: person.motherLastName ?? null,
    documentType: person.documentType,
    documentNumber: person.documentNumber,
    dniDv: person.dniDv ?? null,
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    phoneCountryCode: person.phoneCountryCode,
    phoneNumber: person.phoneNumber,
    countryOfResidence: null,
    termsAcceptedAt: now,
    privacyAcceptedAt: now,
    passwordChangedAt: now,
    state: 'active' as const,
  };
}

export async function seedDemoData(app: FastifyInstance): Promise<SeedResult> {
  const result: SeedResult = { ran: false, users: 0, companies: 0, agents: 0, products: 0 };
  const done = await app.db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED)).limit(1);
  if (done.length) return result;
  result.ran = true;
  const now = app.clock.now();
  const passwordHash = await app.passwords.hash(DEMO_PASSWORD);

  for (const shopper of DEMO_SHOPPERS) {
    if (await app.users.findByEmail(shopper.tenant, shopper.email)) continue;
    await app.users.create({ ...personFields(shopper, now), accountType: 'INDIVIDUAL', passwordHash });
    result.users += 1;
  }

  for (const demo of DEMO_COMPANIES) {
    const { members, note: _note, ...companyFields } = demo;
    let company = await app.companies.findByDocument(demo.tenant, demo.companyDocument);
    if (!company) {
      company = await app.companies.create({
        ...companyFields,
        organizationType: 'national',
        originType: 'EMPRESA_NACIONAL',
      });
      result.companies += 1;
    }
    for (const member of members) {
      if (await app.users.findByEmail(member.tenant, member.email)) continue;
      await app.users.create({
        ...personFields(member, now),
        accountType: 'ORGANIZATION',
        companyId: company.id,
        userType: member.userType,
        maxPurchaseAmount: member.maxPurchaseAmount ?? null,
        position: member.position,
        passwordHash: member.invited ? null : passwordHash,
      });
      result.users += 1;
    }
  }

  for (const agent of DEMO_AGENTS) {
    if (await app.agents.findByEmail(agent.tenant, agent.email)) continue;
    await app.agents.create({ ...agent, passwordHash });
    result.agents += 1;
  }

  result.products = await seedCatalogue(app);
  await seedOrders(app); // orders (issue 11)
  await seedQuotes(app); // issue 15: stores and in-store quotations
  await seedAccount(app);

  await app.db.insert(seedRuns).values({ name: DEMO_SEED, appliedAt: now }).onConflictDoNothing();
  return result;
}

/** The demo catalogue (catalogue-data.ts): every product with a price in every tenant's currency. Idempotent. */
export async function seedCatalogue(app: FastifyInstance): Promise<number> {
  let added = 0;
  for (const product of DEMO_PRODUCTS) {
    const { clp: _clp, ...fields } = product;
    const inserted = await app.db
      .insert(products)
      .values(fields)
      .onConflictDoNothing()
      .returning({ sku: products.sku });
    added += inserted.length;
    for (const tenant of TENANTS) {
      await app.db
        .insert(productPrices)
        .values({
          sku: product.sku,
          tenant: tenant.id,
          currency: tenant.currency,
          price: demoPrice(product.clp, tenant.currency),
        })
        .onConflictDoNothing();
    }
  }
  return added;
}
