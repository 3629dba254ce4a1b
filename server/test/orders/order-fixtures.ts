// Orders for API tests: a shopper's or a company's order in a given state, through the same operations the operator uses.
import type { FastifyInstance } from 'fastify';
import { createOrder, type NewOrderInput } from '../../src/orders/order-operations';
import type { OrderRow } from '../../src/orders/orders.schema';

export function makeOrder(
  app: FastifyInstance,
  owner: { id: string; tenant: string; companyId?: string | null },
  overrides: Partial<NewOrderInput> = {},
): Promise<OrderRow> {
  return createOrder(app.db, {
    tenant: owner.tenant,
    userId: owner.id,
    companyId: owner.companyId ?? null,
    status: 'preparing',
    placedAt: app.clock.now(),
    paymentMethod: 'creditCard',
    deliveryMethod: 'homeDelivery',
    deliveryPlace: 'Av. Siempre Viva 742, Santiago',
    deliveryCost: 3990,
    lines: [
      { sku: 'HM-1001', quantity: 1 },
      { sku: 'HM-2002', quantity: 2 },
    ],
    ...overrides,
  });
}
