// Demo data (issue 2 item 9), written on first start only: a seed_runs row marks it done. Each record is also looked up
// before it is inserted, so a run interrupted half-way completes on the next start.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedRuns } from '../platform/seed-runs.schema';
import { productPrices, productStock, products, productTexts } from '../storefront/catalogue.schema';
import { stores } from '../storefront/stores.schema';
import { DEMO_PRODUCTS, demoPrice, demoStock } from './catalogue-data';
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
  await seedCatalogueStock(app); // issue 34: stock per store, now that the stores exist
  await seedAccount(app);

  await app.db.insert(seedRuns).values({ name: DEMO_SEED, appliedAt: now }).onConflictDoNothing();
  return result;
}

/**
 * The demo catalogue (catalogue-data.ts, made-up data): every product with its Spanish and Portuguese texts, a price (and
 * installation price) in every tenant's currency, and stock in every store that exists (seedCatalogueStock). One multi-row
 * insert per table; idempotent (rows already there are left as they are).
 */
export async function seedCatalogue(app: FastifyInstance): Promise<number> {
  const inserted = await app.db
    .insert(products)
    .values(
      DEMO_PRODUCTS.map((p) => ({
        sku: p.sku,
        name: p.name,
        brand: p.brand,
        category: p.category,
        description: p.description,
        unit: p.unit,
        m2PerBox: p.m2PerBox,
        variantGroup: p.variantGroup,
        variantLabel: p.variantLabel,
        widthCm: p.widthCm,
        heightCm: p.heightCm,
        depthCm: p.depthCm,
        warrantyEligible: p.warrantyEligible,
        installationEligible: p.installationClp !== null,
        homeDelivery: p.homeDelivery,
      })),
    )
    .onConflictDoNothing()
    .returning({ sku: products.sku });
  await app.db
    .insert(productTexts)
    .values(
      DEMO_PRODUCTS.flatMap((p) => [
        { sku: p.sku, language: 'es' as const, name: p.name, description: p.description },
        { sku: p.sku, language: 'pt' as const, name: p.namePt, description: p.descriptionPt },
      ]),
    )
    .onConflictDoNothing();
  await app.db
    .insert(productPrices)
    .values(
      TENANTS.flatMap((tenant) =>
        DEMO_PRODUCTS.map((p) => ({
          sku: p.sku,
          tenant: tenant.id,
          currency: tenant.currency,
          price: demoPrice(p.clp, tenant.currency),
          installationPrice: p.installationClp === null ? null : demoPrice(p.installationClp, tenant.currency),
        })),
      ),
    )
    .onConflictDoNothing();
  await seedCatalogueStock(app);
  return inserted.length;
}

/** Demo stock (demoStock) of every demo product in every store already seeded; idempotent. */
export async function seedCatalogueStock(app: FastifyInstance): Promise<void> {
  const allStores = await app.db.select({ id: stores.id, tenant: stores.tenant, code: stores.code }).from(stores);
  if (!allStores.length) return;
  await app.db
    .insert(productStock)
    .values(
      allStores.flatMap((store) =>
        DEMO_PRODUCTS.map((p) => ({
          tenant: store.tenant,
          sku: p.sku,
          storeId: store.id,
          quantity: demoStock(store.tenant, p.sku, store.code),
        })),
      ),
    )
    .onConflictDoNothing();
}
