// spec §2 userReport / creditLineUserReport, §6, §7: the company reports (contracts: src/contracts/company-reports.contract.ts),
// for the owner and super users. Only the session's company is read. Without dates, the 30 days up to today (server clock).
// userReport: what each user quoted (quotations made in the period: count and quoted total) and bought; creditLineUserReport:
// what each buyer spent. Bought (issue 30) = the purchases recorded by the cart purchase of this product plus the orders the
// user placed (orders.user_id, the creator the order list filters by) that are paid (PAID_ORDER_STATUSES of
// src/rules/order-status.ts: not payment pending, canceled, expired or returned), placed in [fromDate, toDate]; the same
// rows the buyer's allowance and the purchase refusal count (purchase-allowance.ts), read by app.companyReports
// (reports.repository.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GetCreditLineReport, GetUserReport, type ReportPeriod } from '../../../src/contracts/company-reports.contract';
import { checkPeriod, defaultPeriod } from '../../../src/rules/report-period';
import { roleOf, type Role } from '../../../src/rules/permissions';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { remainingOf } from './purchase-allowance';

export default async function reportsRoutes(app: FastifyInstance) {
  function period(request: FastifyRequest, query: ReportPeriod) {
    const fallback = defaultPeriod(app.clock.now());
    const fromDate = query.fromDate ?? fallback.fromDate;
    const toDate = query.toDate ?? fallback.toDate;
    const checked = checkPeriod(fromDate, toDate);
    if (!checked.ok) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { fromDate: checked.error } } });
    const companyId = request.auth!.companyId;
    if (!companyId) throw new ApiError(403, 'FORBIDDEN');
    return { fromDate, toDate, from: checked.from, toExclusive: checked.toExclusive, companyId };
  }

  /** issue 29: both reports read the period's rows alike (with the credit columns or not) and answer under one heading. */
  async function report(request: FastifyRequest, query: ReportPeriod, credit: boolean) {
    const p = period(request, query);
    const found = await app.companyReports.rows(request.auth!.tenant, p.companyId, p.from, p.toExclusive, credit);
    return { heading: { fromDate: p.fromDate, toDate: p.toDate, currency: request.tenant?.currency ?? '' }, found };
  }

  const money = (value: string | number | null) => Math.round(Number(value ?? 0) * 100) / 100;

  route(app, GetUserReport, { preHandler: app.requirePermission('reports.view') }, async ({ query }, request) => {
    const { heading, found } = await report(request, query, false);
    return {
      ...heading,
      rows: found.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        // a company's users are its owner and its collaborators, never a personal account
        role: roleOf({ accountType: r.account_type, userType: r.user_type }) as Exclude<Role, 'individual'>,
        status: r.state,
        purchases: Number(r.purchases),
        purchasedTotal: money(r.total),
        quotes: Number(r.quotes),
        quotedTotal: money(r.quoted),
      })),
    };
  });

  route(
    app,
    GetCreditLineReport,
    { preHandler: app.requirePermission('reports.creditLine') },
    async ({ query }, request) => {
      const { heading, found } = await report(request, query, true);
      return {
        ...heading,
        rows: found.map((r) => {
          const creditLimit = money(r.max_purchase_amount);
          const spent = money(r.total);
          return {
            id: r.id,
            firstName: r.first_name,
            lastName: r.last_name,
            email: r.email,
            status: r.state,
            creditLimit,
            spent,
            available: remainingOf(creditLimit, spent),
          };
        }),
      };
    },
  );
}
