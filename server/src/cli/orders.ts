// Operator command for orders (issue 11): the real order system is outside this product, so an operator creates orders and
// moves an order or one of its lines through spec §4's states here. Same database as the server (DATABASE_URL, else the PGlite
// data dir DATA_DIR, default .data/pglite; on PGlite stop the server first: PGlite admits one process).
//   npm run orders -- create --tenant cl --email shopper.cl@demo.example.com --status preparing --payment cash --sku HM-1001:2 --sku HM-2002
//   npm run orders -- create --tenant cl --quotation 4100000002 --status paymentConfirmed --payment cash   (an order of a quotation)
//   npm run orders -- status --tenant cl --order 9010103000 --to onTheRoute
//   npm run orders -- line --tenant cl --order 9010103000 --line 2 --to delivered
//   npm run orders -- left-warehouse --tenant cl --order 9010103000 --line 1
//   npm run orders -- show --tenant cl --order 9010103000
import { and, asc, eq } from 'drizzle-orm';
import { type Database } from '../db/database';
import { migrate } from '../db/migrator';
import {
  createOrder,
  createOrderFromQuotation,
  findOrderByNumber,
  markLeftWarehouse,
  setLineState,
  setOrderStatus,
} from '../orders/order-operations';
import { orderLines } from '../orders/orders.schema';
import { users } from '../account/users.schema';
import {
  LINE_STATES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type LineState,
  type OrderStatus,
  type PaymentMethod,
} from '../../../src/rules/order-status';
import { findTenant } from '../../../src/tenants/tenants';
import { openServerDatabase, parseCommandLine, runWhenCalled, type Out } from './operator-database';
import { isUniqueViolation } from '../lib/db-errors';

const USAGE = `usage:
  orders create --tenant <id> --email <account email> [--status <state>] [--payment <method>] --sku <sku[:qty]> [--sku ...]
                [--number <digits>] [--pickup] [--delivery-cost <amount>]
  orders create --tenant <id> --quotation <quotation number> [--status <state>] [--payment <method>] [--number <digits>]
                (the quotation's customer buys it: its lines at the quoted prices, picked up at its store)
  orders status --tenant <id> --order <number> --to <state>
  orders line --tenant <id> --order <number> --line <n> --to <state>
  orders left-warehouse --tenant <id> --order <number> --line <n>
  orders show --tenant <id> --order <number>
states: ${ORDER_STATUSES.join(', ')}
payment methods: ${PAYMENT_METHODS.join(', ')}`;

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Out = console.log,
  err: Out = console.error,
  db?: Database,
): Promise<number> {
  const parsed = parseCommandLine(
    argv,
    {
      tenant: { type: 'string' },
      email: { type: 'string' },
      status: { type: 'string' },
      payment: { type: 'string' },
      sku: { type: 'string', multiple: true },
      number: { type: 'string' },
      pickup: { type: 'boolean', default: false },
      'delivery-cost': { type: 'string' },
      order: { type: 'string' },
      line: { type: 'string' },
      to: { type: 'string' },
      quotation: { type: 'string' },
    },
    (error) => {
      err(error instanceof Error ? error.message : String(error));
      err(USAGE);
    },
  );
  if (!parsed) return 2;
  const { values, positionals } = parsed;
  const command = positionals[0];
  const tenant = findTenant(values.tenant);
  const usage = () => {
    err(USAGE);
    return 2;
  };
  if (!tenant || !command) return usage();

  const database = db ?? (await openServerDatabase(env));
  const orm = database.orm;
  const now = new Date();
  try {
    if (!db) await migrate(database);
    if (command === 'create') {
      const status = (values.status ?? 'paymentPending') as OrderStatus;
      const payment = (values.payment ?? 'creditCard') as PaymentMethod;
      // issue 29: both kinds of create are checked alike; an order of a quotation names no account and no skus (its
      // quotation has them), any other order names both
      const fromQuotation = values.quotation !== undefined;
      if (
        !!values.email === fromQuotation ||
        !!values.sku?.length === fromQuotation ||
        !ORDER_STATUSES.includes(status) ||
        !PAYMENT_METHODS.includes(payment)
      )
        return usage();
      if (values.number !== undefined && !/^\d{6,20}$/.test(values.number)) {
        err('The order number must be 6 to 20 digits.');
        return 2;
      }
      if (values.quotation !== undefined) {
        // issue 15 (myQuotesStoreOrders): the order a quotation became
        let order;
        try {
          order = await createOrderFromQuotation(orm, {
            tenant: tenant.id,
            quotationNumber: values.quotation.trim(),
            status,
            placedAt: now,
            paymentMethod: payment,
            ...(values.number ? { orderNumber: values.number } : {}),
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          err('That quotation was already bought (or the order number is taken).');
          return 1;
        }
        if (!order) {
          err('No quotation with that number in this tenant.');
          return 1;
        }
        out(
          `order ${order.orderNumber} created from quotation ${values.quotation.trim()}: ${order.status}, total ${order.total} ${order.currency}`,
        );
        return 0;
      }
      const [user] = await orm
        .select()
        .from(users)
        .where(and(eq(users.tenant, tenant.id), eq(users.email, values.email!.trim().toLowerCase())))
        .limit(1);
      if (!user) {
        err('No account with that email in this tenant.');
        return 1;
      }
      const lines = values.sku!.map((s) => {
        const [sku, qty] = s.split(':');
        return { sku: sku!.trim(), quantity: qty ? Number(qty) : 1 };
      });
      if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1)) return usage();
      const order = await createOrder(orm, {
        tenant: tenant.id,
        userId: user.id,
        companyId: user.companyId,
        status,
        placedAt: now,
        paymentMethod: payment,
        deliveryMethod: values.pickup ? 'storePickup' : 'homeDelivery',
        deliveryPlace: values.pickup ? 'Retiro en tienda' : `${user.firstName} ${user.lastName}`,
        deliveryCost: values['delivery-cost'] ? Number(values['delivery-cost']) : 0,
        lines,
        ...(values.number ? { orderNumber: values.number } : {}),
      });
      out(
        `order ${order.orderNumber} created for ${user.email}: ${order.status}, total ${order.total} ${order.currency}`,
      );
      return 0;
    }

    const order = values.order ? await findOrderByNumber(orm, tenant.id, values.order) : null;
    if (!order) {
      err('No order with that number in this tenant.');
      return 1;
    }
    const lineNumber = values.line ? Number(values.line) : NaN;

    if (command === 'status') {
      const to = values.to as OrderStatus;
      if (!ORDER_STATUSES.includes(to)) return usage();
      const updated = await setOrderStatus(orm, order, to, now);
      out(`order ${order.orderNumber}: ${order.status} -> ${updated.status}`);
      return 0;
    }
    if (command === 'line') {
      const to = values.to as LineState;
      if (!LINE_STATES.includes(to) || to === 'cancellationRequested' || !Number.isInteger(lineNumber)) return usage();
      if (!(await setLineState(orm, order, lineNumber, to, now))) {
        err('No such line in this order.');
        return 1;
      }
      out(`order ${order.orderNumber} line ${lineNumber} -> ${to}`);
      return 0;
    }
    if (command === 'left-warehouse') {
      if (!Number.isInteger(lineNumber)) return usage();
      if (!(await markLeftWarehouse(orm, order, lineNumber, now))) {
        err('No such line in this order.');
        return 1;
      }
      out(`order ${order.orderNumber} line ${lineNumber} left the warehouse`);
      return 0;
    }
    if (command === 'show') {
      out(
        `order ${order.orderNumber} (${order.tenant}): ${order.status}, ${order.paymentMethod}, total ${order.total} ${order.currency}`,
      );
      const lines = await orm
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.lineNumber));
      for (const l of lines)
        out(
          `  line ${l.lineNumber}: ${l.sku} x${l.quantity} ${l.state}${l.leftWarehouse ? ' (left the warehouse)' : ''}`,
        );
      return 0;
    }
    return usage();
  } finally {
    if (!db) await database.close();
  }
}

runWhenCalled(import.meta.url, main);
