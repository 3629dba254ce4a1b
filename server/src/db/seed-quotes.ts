// Issue 15 demo data: a few stores per tenant (GET /v1/geo/storeList) and in-store quotations for each tenant's demo
// shopper (two valid, one expired: spec §4, §9; and the one their closed order came from), plus the Peruvian B2B buyer (one within and one above the limit) and quoter.
// Idempotent: stores by (tenant, code), quotations only for users who have none yet.
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TENANTS } from '../../../src/tenants/tenants';
import { DEMO_SHOPPERS } from './demo-data';
import { orders } from '../orders/orders.schema';
import { SHOPPER_ORDER_PLAN } from './seed-orders';
import { quotationLines, quotations } from '../quotes-lists/quotations.schema';
import { stores } from '../storefront/stores.schema';
import { QUOTATION_VALID_DAYS } from '../quotes-lists/quotations.repository';

const CITIES: Record<string, readonly [string, string][]> = {
  CL: [
    ['Santiago', 'Av. Las Condes 12916'],
    ['Viña del Mar', 'Av. Libertad 1348'],
    ['Concepción', 'Av. Jorge Alessandri 3177'],
  ],
  PE: [
    ['Lima', 'Av. Javier Prado Este 4200'],
    ['Arequipa', 'Av. Ejército 793'],
    ['Trujillo', 'Av. América Oeste 750'],
  ],
  MX: [
    ['Ciudad de México', 'Av. Insurgentes Sur 1605'],
    ['Guadalajara', 'Av. Vallarta 3959'],
    ['Monterrey', 'Av. Constitución 2050'],
  ],
  CO: [
    ['Bogotá', 'Calle 80 # 69-70'],
    ['Medellín', 'Carrera 48 # 10-45'],
    ['Cali', 'Calle 5 # 38-25'],
  ],
  AR: [
    ['Buenos Aires', 'Av. Cabildo 2200'],
    ['Córdoba', 'Av. Colón 4850'],
    ['Rosario', 'Av. Pellegrini 3250'],
  ],
  UY: [
    ['Montevideo', 'Av. Italia 5775'],
    ['Punta del Este', 'Av. Roosevelt 1200'],
    ['Salto', 'Av. Batlle 900'],
  ],
  BR: [
    ['São Paulo', 'Av. das Nações Unidas 12901'],
    ['Rio de Janeiro', 'Av. das Américas 4666'],
    ['Curitiba', 'Rua XV de Novembro 1200'],
  ],
};

/** Three stores per tenant, named after its country's cities (demo data, not real addresses). */
export function demoStores(tenant: (typeof TENANTS)[number]) {
  const cities = CITIES[tenant.country] ?? CITIES.CL!;
  return cities.map(([city, address], i) => ({
    tenant: tenant.id,
    code: `${tenant.country}-${String(i + 1).padStart(3, '0')}`,
    // issue 32 item 4: a Brazilian store is a 'Loja' (the name is shown as it is, on the quotation and its PDF)
    name: `${tenant.locale.startsWith('pt') ? 'Loja' : 'Tienda'} ${city}`,
    address,
    city,
  }));
}

export async function seedStores(app: FastifyInstance): Promise<number> {
  let added = 0;
  for (const tenant of TENANTS) {
    const rows = await app.db
      .insert(stores)
      .values(demoStores(tenant))
      .onConflictDoNothing()
      .returning({ id: stores.id });
    added += rows.length;
  }
  return added;
}

const DAY_MS = 86_400_000;
const CLOSED_ORDER = SHOPPER_ORDER_PLAN.find((plan) => plan.status === 'closed')!;

async function quoteFor(
  app: FastifyInstance,
  tenant: string,
  email: string,
  plans: { lines: readonly (readonly [string, number])[]; daysAgo: number; store: number; bought?: 'closed' }[],
) {
  const user = await app.users.findByEmail(tenant, email);
  if (!user) return 0;
  const [{ n } = { n: 0 }] = await app.db.select({ n: count() }).from(quotations).where(eq(quotations.userId, user.id));
  if (n) return 0;
  // a few statements per customer (the demo seed runs on every fresh start): prices frozen from the catalogue as the
  // repository does (app.quotations.create), written in bulk
  const tenantStores = await app.quotations.stores(tenant);
  const products = await app.catalogue.bySku(
    tenant,
    plans.flatMap((p) => p.lines.map(([sku]) => sku)),
  );
  const now = app.clock.now().getTime();
  const rows = plans.map((plan) => {
    const createdAt = new Date(now - plan.daysAgo * DAY_MS);
    const total = plan.lines.reduce((sum, [sku, q]) => sum + products.get(sku)!.price * q, 0);
    return {
      tenant,
      userId: user.id,
      number: sql`nextval('quotation_number_seq')::text`,
      storeId: tenantStores[plan.store % tenantStores.length]!.id,
      currency: products.get(plan.lines[0]![0])!.currency,
      total: Math.round(total * 100) / 100,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + QUOTATION_VALID_DAYS * DAY_MS),
      origin: 'store' as const,
      agentId: null,
      // bought the next day (the order it became points at it)
      convertedAt: plan.bought ? new Date(createdAt.getTime() + DAY_MS) : null,
    };
  });
  const ids = await app.db.insert(quotations).values(rows).returning({ id: quotations.id });
  // issue 15 (myQuotesStoreOrders): the customer's order in that state came from this quotation
  for (const [i, plan] of plans.entries()) {
    if (!plan.bought) continue;
    await app.db
      .update(orders)
      .set({ quotationId: ids[i]!.id })
      .where(and(eq(orders.tenant, tenant), eq(orders.userId, user.id), eq(orders.status, plan.bought)));
  }
  await app.db.insert(quotationLines).values(
    plans.flatMap((plan, i) =>
      plan.lines.map(([sku, quantity]) => ({
        quotationId: ids[i]!.id,
        sku,
        name: products.get(sku)!.name,
        quantity,
        unitPrice: products.get(sku)!.price,
      })),
    ),
  );
  return plans.length;
}

/**
 * Stores, then quotations: per shopper two valid and one expired (5 days old), and the one their closed order came from.
 * Returns the quotations added.
 */
export async function seedQuotes(app: FastifyInstance): Promise<number> {
  await seedStores(app);
  let added = 0;
  for (const shopper of DEMO_SHOPPERS) {
    added += await quoteFor(app, shopper.tenant, shopper.email, [
      {
        lines: [
          ['HM-1001', 1],
          ['HM-2001', 4],
          ['HM-2002', 2],
        ],
        daysAgo: 5,
        store: 1,
      },
      {
        lines: [
          ['HM-3001', 10],
          ['HM-3002', 3],
        ],
        daysAgo: 1,
        store: 0,
      },
      {
        lines: [
          ['HM-4001', 1],
          ['HM-5001', 2],
        ],
        daysAgo: 0,
        store: 2,
      },
      // the closed demo order (`...06000`, 70 days ago) came from a quotation made the day before
      { lines: CLOSED_ORDER.skus, daysAgo: CLOSED_ORDER.daysAgo + 1, store: 0, bought: 'closed' },
    ]);
  }
  // spec §6: the buyer purchases up to PEN 5,000.00; the quoter quotes only
  added += await quoteFor(app, 'pe-b2b', 'buyer.pe-b2b@demo.example.com', [
    { lines: [['HM-7001', 20]], daysAgo: 0, store: 1 },
    {
      lines: [
        ['HM-1002', 2],
        ['HM-6002', 1],
      ],
      daysAgo: 0,
      store: 0,
    },
  ]);
  added += await quoteFor(app, 'pe-b2b', 'quoter.pe-b2b@demo.example.com', [
    { lines: [['HM-1003', 2]], daysAgo: 0, store: 0 },
  ]);
  return added;
}
