// spec §7 post-sale service (issue 11; docs/orders.md): the cancellation view of an order (/v1/orders/{id}, id = the order
// number), the cancellation request with the refund bank data (/v1/orders/{id}/initiate-cancel) and its ticket (/v1/tickets/{id}).
// The server decides what can be cancelled (spec §4); refusals carry spec §8's two cases as codes. The account number of the
// refund data is never logged (the request body is not logged, see lib/logger) and never sent back whole.
import type { FastifyInstance } from 'fastify';
import { GetPostSaleOrder, GetTicket, InitiateCancel } from '../../../src/contracts/orders.contract';
import {
  CANCEL_REASONS,
  lineCancellability,
  refundPolicy,
  type CancelReason,
  type LineState,
} from '../../../src/rules/order-status';
import { orderLineView } from './order-line-view';
import { cleanAccountNumber, refundBankRules, validateRefundBank } from '../../../src/rules/refund-bank';
import { collapseSpaces } from '../../../src/rules/field';
import { cleanDocument } from '../../../src/rules/documents';
import { getTenant } from '../../../src/tenants/tenants';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import type { RefundAccountData } from './orders.repository';

const notFound = () => new ApiError(404, 'NOT_FOUND');

export default async function postSaleRoutes(app: FastifyInstance) {
  route(app, GetPostSaleOrder, { preHandler: app.authenticate }, async ({ params }, request) => {
    const order = params.id ? await app.orders.findOwned(request.auth!, params.id) : null;
    if (!order) throw notFound();
    const tenant = getTenant(order.tenant);
    const lines = await app.orders.lines(order.id);
    const refund = refundPolicy(order.paymentMethod);
    const rules = refundBankRules(tenant.country);
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      currency: order.currency,
      lines: lines.map((l) => {
        const verdict = lineCancellability({ state: l.state as LineState, leftWarehouse: l.leftWarehouse });
        return {
          ...orderLineView(l, tenant.imagePath),
          cancellable: verdict.ok,
          refusal: verdict.ok ? null : verdict.reason,
        };
      }),
      reasons: [...CANCEL_REASONS],
      refund,
      bankForm: refund.needsBankData
        ? {
            country: rules.country,
            accountTypes: [...rules.accountTypes],
            accountNumber: rules.accountNumber,
            banks: app.banks.list(rules.country).map((b) => ({ code: b.code, name: b.name })),
            holderDocumentTypes: [...rules.holderDocumentTypes],
          }
        : null,
    };
  });

  route(app, InitiateCancel, { preHandler: app.authenticate }, async ({ params, body }, request) => {
    const auth = request.auth!;
    const order = params.id ? await app.orders.findOwned(auth, params.id) : null;
    if (!order) throw notFound();
    const tenant = getTenant(order.tenant);
    const refund = refundPolicy(order.paymentMethod);

    let refundAccount: RefundAccountData | null = null;
    if (refund.needsBankData) {
      const input = body.refundAccount;
      if (!input) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { refundAccount: 'required' } } });
      const rules = refundBankRules(tenant.country);
      const errors: Record<string, string> = { ...validateRefundBank(rules, input) };
      let bankName = collapseSpaces(input.bankName.trim());
      const bankCode = input.bankCode ?? null;
      if (bankCode) {
        const bank = app.banks.find(rules.country, bankCode);
        if (!bank) errors.bankCode = 'refund.bankRequired';
        else bankName = bank.name;
      }
      if (Object.keys(errors).length) {
        const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [`refundAccount.${k}`, v]));
        throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
      }
      refundAccount = {
        country: rules.country,
        bankCode,
        bankName,
        accountType: input.accountType,
        accountNumber: cleanAccountNumber(input.accountNumber),
        holderName: collapseSpaces(input.holderName.trim()),
        holderDocumentType: input.holderDocumentType,
        holderDocument: cleanDocument(input.holderDocument),
      };
    }

    const outcome = await app.orders.requestCancellation({
      auth,
      order,
      lineIds: body.lineIds,
      reason: body.reason,
      comment: body.comment?.trim() || null,
      refundAccount,
    });
    if (outcome.ok) {
      request.log.info(
        { orderNumber: order.orderNumber, ticketNumber: outcome.ticketNumber },
        'cancellation requested',
      );
      return { ticketId: outcome.ticketId, ticketNumber: outcome.ticketNumber };
    }
    if (outcome.error === 'NOT_FOUND') throw notFound();
    // spec §8: "an order already shipped or delivered cannot be canceled" / "cancellation not available"
    throw new ApiError(
      409,
      outcome.error === 'alreadyShipped' ? 'ORDER_ALREADY_SHIPPED' : 'CANCELLATION_NOT_AVAILABLE',
    );
  });

  route(app, GetTicket, { preHandler: app.authenticate }, async ({ params }, request) => {
    const found = params.id ? await app.orders.ticket(request.auth!, params.id) : null;
    if (!found) throw notFound();
    const { ticket, order, lines, account } = found;
    return {
      id: ticket.id,
      ticketNumber: ticket.ticketNumber,
      orderNumber: order.orderNumber,
      status: ticket.status,
      reason: ticket.reason as CancelReason,
      createdAt: ticket.createdAt.toISOString(),
      refund: refundPolicy(order.paymentMethod),
      lines: lines.map((l) => ({ lineNumber: l.lineNumber, name: l.name, quantity: l.quantity })),
      refundAccount: account
        ? {
            bankName: account.bankName,
            accountType: account.accountType,
            accountNumberLast4: account.accountNumberLast4,
            holderName: account.holderName,
          }
        : null,
    };
  });
}
