// Demo orders (issue 11), called from seedDemoData: every demo shopper gets an order in each spec §4 state plus orders made for
// trying the cancellation flow; the Peruvian demo company gets orders placed by different collaborators. Numbers are fixed
// (docs/demo-accounts.md lists them), dates are relative to the clock so the list always has this year and last year.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '../../../src/rules/order-status';
import { TENANTS } from '../../../src/tenants/tenants';
import { DEMO_COMPANIES, DEMO_SHOPPERS } from './demo-data';
import { catalogueLanguage } from '../storefront/catalogue.repository';
import { productPrices, products, productTexts } from '../storefront/catalogue.schema';
import { orderInvoices, orderLines, orders, orderTrackingEvents } from '../orders/orders.schema';
import { users } from '../account/users.schema';

const DAY = 86_400_000;

interface DemoOrderPlan {
  status: OrderStatus;
  daysAgo: number;
  payment: PaymentMethod;
  skus: readonly [string, number][];
  /** line numbers that already left the warehouse */
  leftWarehouse?: number[];
  pickup?: boolean;
}

/** Shopper orders: one per state, then two made to be cancelled (a cash one with the refund form, a card one without). */
export const SHOPPER_ORDER_PLAN: readonly DemoOrderPlan[] = [
  { status: 'paymentPending', daysAgo: 0, payment: 'bankTransfer', skus: [['HM-5001', 2]] },
  {
    status: 'paymentConfirmed',
    daysAgo: 1,
    payment: 'creditCard',
    skus: [
      ['HM-3001', 6],
      ['HM-3002', 2],
    ],
  },
  {
    status: 'preparing',
    daysAgo: 2,
    payment: 'cash',
    skus: [
      ['HM-1001', 1],
      ['HM-2001', 2],
      ['HM-2002', 2],
      ['HM-5002', 1],
    ],
    leftWarehouse: [4],
  },
  {
    status: 'onTheRoute',
    daysAgo: 4,
    payment: 'debitCard',
    skus: [
      ['HM-6002', 1],
      ['HM-1002', 1],
    ],
  },
  { status: 'delivered', daysAgo: 20, payment: 'cmrCard', skus: [['HM-4001', 1]] },
  {
    status: 'closed',
    daysAgo: 70,
    payment: 'creditCard',
    skus: [
      ['HM-6001', 1],
      ['HM-5001', 1],
    ],
  },
  { status: 'canceled', daysAgo: 120, payment: 'creditCard', skus: [['HM-7001', 1]] },
  { status: 'expired', daysAgo: 200, payment: 'cash', skus: [['HM-1003', 1]], pickup: true },
  { status: 'return', daysAgo: 400, payment: 'debitCard', skus: [['HM-4002', 1]] },
  {
    status: 'preparing',
    daysAgo: 3,
    payment: 'creditCard',
    skus: [
      ['HM-2001', 1],
      ['HM-2002', 1],
      ['HM-3002', 3],
    ],
  },
];

/** The fixed number of a demo order: 9 + tenant position (2 digits) + account (2) + plan position (2) + 000 => 10 digits. */
export function demoOrderNumber(tenant: string, account: number, index: number): string {
  const t = TENANTS.findIndex((x) => x.id === tenant);
  return `9${String(t + 1).padStart(2, '0')}${String(account).padStart(2, '0')}${String(index + 1).padStart(2, '0')}000`;
}

/** Company orders: who placed each (by email local part) and in which state. */
const COMPANY_ORDER_PLAN: readonly (DemoOrderPlan & { by: string })[] = [
  {
    by: 'owner',
    status: 'preparing',
    daysAgo: 1,
    payment: 'purchaseOrder',
    skus: [
      ['HM-3001', 40],
      ['HM-3002', 20],
    ],
  },
  {
    by: 'buyer',
    status: 'onTheRoute',
    daysAgo: 3,
    payment: 'creditCard',
    skus: [
      ['HM-1001', 2],
      ['HM-1003', 1],
    ],
  },
  {
    by: 'superuser',
    status: 'delivered',
    daysAgo: 15,
    payment: 'purchaseOrder',
    skus: [
      ['HM-2001', 12],
      ['HM-2002', 6],
    ],
  },
  { by: 'buyer', status: 'paymentPending', daysAgo: 0, payment: 'bankTransfer', skus: [['HM-5001', 10]] },
  { by: 'owner', status: 'closed', daysAgo: 90, payment: 'purchaseOrder', skus: [['HM-4002', 3]] },
  { by: 'superuser', status: 'canceled', daysAgo: 140, payment: 'creditCard', skus: [['HM-7001', 2]] },
  { by: 'buyer', status: 'return', daysAgo: 380, payment: 'debitCard', skus: [['HM-6001', 1]] },
  { by: 'owner', status: 'paymentConfirmed', daysAgo: 2, payment: 'purchaseOrder', skus: [['HM-5002', 4]] },
  { by: 'buyer', status: 'expired', daysAgo: 210, payment: 'cash', skus: [['HM-6002', 2]] },
  {
    by: 'superuser',
    status: 'preparing',
    daysAgo: 2,
    payment: 'cash',
    skus: [
      ['HM-1002', 3],
      ['HM-2002', 3],
    ],
  },
];

interface Planned {
  orderNumber: string;
  plan: DemoOrderPlan;
  tenant: string;
  userId: string;
  companyId: string | null;
  place: string;
}

/** The states an order went through to reach each state (its tracking timeline). */
const STATUS_PATH: Record<OrderStatus, OrderStatus[]> = {
  paymentPending: [],
  paymentConfirmed: ['paymentConfirmed'],
  preparing: ['paymentConfirmed', 'preparing'],
  onTheRoute: ['paymentConfirmed', 'preparing', 'onTheRoute'],
  delivered: ['paymentConfirmed', 'preparing', 'onTheRoute', 'delivered'],
  closed: ['paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'closed'],
  canceled: ['paymentConfirmed', 'canceled'],
  expired: ['expired'],
  return: ['paymentConfirmed', 'preparing', 'onTheRoute', 'delivered', 'return'],
};
const OUT_OF_WAREHOUSE: OrderStatus[] = ['onTheRoute', 'delivered', 'closed', 'return'];
const PAID: OrderStatus[] = [
  'paymentConfirmed',
  'preparing',
  'onTheRoute',
  'delivered',
  'closed',
  'return',
  'canceled',
];

/** Writes the planned orders in a few multi-row statements (a demo start stays quick on PGlite); skips numbers already there. */
async function placeAll(app: FastifyInstance, planned: Planned[]): Promise<number> {
  if (!planned.length) return 0;
  const key = (tenant: string, n: string) => `${tenant}/${n}`;
  const existing = await app.db
    .select({ tenant: orders.tenant, orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      inArray(
        orders.orderNumber,
        planned.map((p) => p.orderNumber),
      ),
    );
  const taken = new Set(existing.map((e) => key(e.tenant, e.orderNumber)));
  const todo = planned.filter((p) => !taken.has(key(p.tenant, p.orderNumber)));
  if (!todo.length) return 0;
  const price = new Map(
    (await app.db.select().from(productPrices)).map((p) => [key(p.tenant, p.sku), Number(p.price)]),
  );
  const names = new Map(
    (await app.db.select({ sku: products.sku, name: products.name }).from(products)).map((p) => [p.sku, p.name]),
  );
  // issue 32 item 4: a line is named in the tenant's catalogue language (Brazil's demo orders read the 'pt' names)
  const texts = new Map(
    (await app.db.select().from(productTexts)).map((t) => [`${t.language}/${t.sku}`, t.name] as const),
  );
  const nameOf = (tenant: string, sku: string) => texts.get(`${catalogueLanguage(tenant)}/${sku}`) ?? names.get(sku)!;
  const portuguese = (tenant: string) => catalogueLanguage(tenant) === 'pt';
  const now = app.clock.now().getTime();

  const orderRows = todo.map((p) => {
    const tenant = TENANTS.find((x) => x.id === p.tenant)!;
    const placedAt = new Date(now - p.plan.daysAgo * DAY - 3_600_000);
    const subtotal =
      Math.round(p.plan.skus.reduce((sum, [sku, qty]) => sum + price.get(key(p.tenant, sku))! * qty, 0) * 100) / 100;
    // spec §9: free delivery above 29,990 in Chile; a flat demo fee elsewhere
    const fee =
      tenant.currency === 'CLP'
        ? subtotal > 29990
          ? 0
          : 3990
        : tenant.currency === 'PEN'
          ? 15
          : tenant.currency === 'BRL'
            ? 25
            : 0;
    const deliveryCost = p.plan.pickup ? 0 : fee;
    return {
      tenant: p.tenant,
      orderNumber: p.orderNumber,
      userId: p.userId,
      companyId: p.companyId,
      status: p.plan.status,
      placedAt,
      updatedAt: placedAt,
      currency: tenant.currency,
      paymentMethod: p.plan.payment,
      deliveryMethod: p.plan.pickup ? ('storePickup' as const) : ('homeDelivery' as const),
      deliveryPlace: p.plan.pickup ? (portuguese(p.tenant) ? 'Retirada na loja' : 'Retiro en tienda') : p.place,
      deliveryCost,
      subtotal,
      total: Math.round((subtotal + deliveryCost) * 100) / 100,
      estimatedDelivery: new Date(placedAt.getTime() + 5 * DAY).toISOString().slice(0, 10),
    };
  });
  const inserted = await app.db
    .insert(orders)
    .values(orderRows)
    .returning({ id: orders.id, tenant: orders.tenant, orderNumber: orders.orderNumber });
  const idOf = new Map(inserted.map((r) => [key(r.tenant, r.orderNumber), r.id]));
  await app.db.insert(orderLines).values(
    todo.flatMap((p) =>
      p.plan.skus.map(([sku, quantity], i) => ({
        orderId: idOf.get(key(p.tenant, p.orderNumber))!,
        lineNumber: i + 1,
        sku,
        name: nameOf(p.tenant, sku),
        quantity,
        unitPrice: price.get(key(p.tenant, sku))!,
        state: p.plan.status,
        leftWarehouse: OUT_OF_WAREHOUSE.includes(p.plan.status) || (p.plan.leftWarehouse ?? []).includes(i + 1),
      })),
    ),
  );
  await app.db.insert(orderTrackingEvents).values(
    todo.flatMap((p, k) => {
      const orderId = idOf.get(key(p.tenant, p.orderNumber))!;
      const at = orderRows[k]!.placedAt.getTime();
      return ['placed', ...STATUS_PATH[p.plan.status]].map((status, i) => ({
        orderId,
        lineId: null,
        status,
        at: new Date(at + i * 6 * 3_600_000),
      }));
    }),
  );
  const invoices = todo.flatMap((p, k) =>
    PAID.includes(p.plan.status)
      ? [
          {
            orderId: idOf.get(key(p.tenant, p.orderNumber))!,
            kind: p.companyId ? ('invoice' as const) : ('receipt' as const),
            documentNumber: `${p.companyId ? 'F' : 'B'}${p.orderNumber.slice(-8)}`,
            issuedAt: orderRows[k]!.placedAt,
          },
        ]
      : [],
  );
  if (invoices.length) await app.db.insert(orderInvoices).values(invoices);
  return todo.length;
}

/** the demo shoppers' delivery address line, in the tenant's language (issue 32 item 4) */
const DEMO_ADDRESS = { es: 'dirección de demostración 123', pt: 'endereço de demonstração 123' } as const;

export async function seedOrders(app: FastifyInstance): Promise<number> {
  const planned: Planned[] = [];
  const userBy = async (tenant: string, email: string) =>
    (
      await app.db
        .select()
        .from(users)
        .where(and(eq(users.tenant, tenant), eq(users.email, email)))
        .limit(1)
    )[0];
  for (const shopper of DEMO_SHOPPERS) {
    const user = await userBy(shopper.tenant, shopper.email);
    if (!user) continue;
    for (const [i, plan] of SHOPPER_ORDER_PLAN.entries()) {
      planned.push({
        orderNumber: demoOrderNumber(shopper.tenant, 1, i),
        plan,
        tenant: user.tenant,
        userId: user.id,
        companyId: null,
        place: `${shopper.firstName} ${shopper.lastName}, ${DEMO_ADDRESS[catalogueLanguage(user.tenant)]}`,
      });
    }
  }
  for (const company of DEMO_COMPANIES.filter((c) => c.status === 'active')) {
    const found = await app.companies.findByDocument(company.tenant, company.companyDocument);
    if (!found) continue;
    for (const [i, plan] of COMPANY_ORDER_PLAN.entries()) {
      const member = company.members.find((m) => m.email.startsWith(`${plan.by}.`));
      const user = member ? await userBy(member.tenant, member.email) : undefined;
      if (!user) continue;
      planned.push({
        orderNumber: demoOrderNumber(company.tenant, 2, i),
        plan,
        tenant: company.tenant,
        userId: user.id,
        companyId: found.id,
        place: `${company.businessName}, ${company.addressLine1} ${company.addressLine2}`,
      });
    }
  }
  return placeAll(app, planned);
}

/** How many orders the demo data holds for a tenant (tests). */
export async function countOrders(app: FastifyInstance, tenant: string): Promise<number> {
  return (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.tenant, tenant))).length;
}
