// Issue 13, spec §3, §4: saved cards (migration 0450). Only the PSP token and what identifies the card to its owner are kept.
// One favourite per account: the partial unique index decides; the switch runs in one transaction that first locks the
// owner's users row (FOR NO KEY UPDATE), so parallel switches and adds of one account queue instead of colliding
// (STYLE.md §21). Every read and write is scoped by tenant + user: another account's id is simply not found.
import fp from 'fastify-plugin';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatExpiryMonthYear, type PaymentMethod } from '../../../src/contracts/payment.contract';
import type { CardType } from '../../../src/rules/payment-method';
import { paymentMethods, type PaymentMethodRow } from './payment-methods.schema';
import { UUID } from '../../../src/rules/ids';

export interface NewPaymentMethod {
  psp: string;
  token: string;
  cardType: CardType;
  gatewayKind: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  documentType: string;
  documentNumber: string;
  favourite: boolean;
}

export interface PaymentMethodRepository {
  list(tenant: string, userId: string): Promise<PaymentMethod[]>;
  /** Adds a card; with `favourite` it becomes the only favourite. Returns the new id. */
  /** Saves the card; null when the account already holds `maxCards` cards (counted under the account's row lock). */
  add(tenant: string, userId: string, card: NewPaymentMethod, maxCards: number): Promise<string | null>;
  /** Deletes the owner's card; returns its PSP token (to release), or null when it is not this account's. */
  remove(tenant: string, userId: string, id: string): Promise<{ psp: string; token: string } | null>;
  /** Makes the owner's card the only favourite; false when it is not this account's. */
  setFavourite(tenant: string, userId: string, id: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentMethods: PaymentMethodRepository;
  }
}

export const toPaymentMethod = (row: PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  cardType: row.cardType,
  gatewayKind: row.gatewayKind,
  brand: row.brand,
  lastFour: row.lastFour,
  expiry: formatExpiryMonthYear(row.expiryMonth, row.expiryYear),
  holderName: row.holderName,
  documentType: row.documentType,
  favourite: row.favourite,
  createdAt: row.createdAt.toISOString(),
});

export function createPaymentMethodRepository(app: FastifyInstance): PaymentMethodRepository {
  return {
    async list(tenant, userId) {
      const rows = await app.db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.tenant, tenant)))
        .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
      return rows.map(toPaymentMethod);
    },

    async add(tenant, userId, card, maxCards) {
      const now = app.clock.now();
      return app.database.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        // issue 34 item 8: the cap, counted under the lock so parallel adds cannot pass it together
        const [held] = await tx.query<{ n: number | string }>(
          'SELECT count(*) AS n FROM payment_methods WHERE user_id = $1 AND tenant = $2',
          [userId, tenant],
        );
        if (Number(held?.n ?? 0) >= maxCards) return null;
        if (card.favourite) {
          await tx.query('UPDATE payment_methods SET favourite = false WHERE user_id = $1 AND favourite', [userId]);
        }
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO payment_methods (tenant, user_id, psp, token, card_type, gateway_kind, brand, last_four, expiry_month,
             expiry_year, holder_name, document_type, document_number, favourite, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          [
            tenant,
            userId,
            card.psp,
            card.token,
            card.cardType,
            card.gatewayKind,
            card.brand,
            card.lastFour,
            card.expiryMonth,
            card.expiryYear,
            card.holderName,
            card.documentType,
            card.documentNumber,
            card.favourite,
            now.toISOString(),
          ],
        );
        return row!.id;
      });
    },

    async remove(tenant, userId, id) {
      if (!UUID.test(id)) return null;
      const [row] = await app.db
        .delete(paymentMethods)
        .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), eq(paymentMethods.tenant, tenant)))
        .returning({ psp: paymentMethods.psp, token: paymentMethods.token });
      return row ?? null;
    },

    async setFavourite(tenant, userId, id) {
      if (!UUID.test(id)) return false;
      return app.database.transaction(async (tx) => {
        await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
        const [target] = await tx.query<{ id: string }>(
          'SELECT id FROM payment_methods WHERE id = $1 AND user_id = $2 AND tenant = $3',
          [id, userId, tenant],
        );
        if (!target) return false;
        await tx.query('UPDATE payment_methods SET favourite = false WHERE user_id = $1 AND favourite AND id <> $2', [
          userId,
          id,
        ]);
        await tx.query('UPDATE payment_methods SET favourite = true WHERE id = $1', [id]);
        return true;
      });
    },
  };
}

export default fp(
  async function paymentMethodsPlugin(app) {
    app.decorate('paymentMethods', createPaymentMethodRepository(app));
  },
  { name: 'payment-methods' },
);
