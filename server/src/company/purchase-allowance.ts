// spec §6, issue 30: what a buyer has bought in a period and what remains of its maximum purchase amount, written once for
// the cart purchase and the quotation-to-cart refusals (PURCHASE_LIMIT_EXCEEDED above what remains), the buyer's own
// allowance (GET /:tenant/users/purchase-allowance) and the company reports. Bought = the purchases recorded by the cart
// purchase plus the orders the user placed that are paid (PAID_ORDER_STATUSES of src/rules/order-status.ts).
import type { SqlRunner } from '../db/database';
import { PAID_ORDER_STATUSES } from '../../../src/rules/order-status';
import { checkPeriod, defaultPeriod } from '../../../src/rules/report-period';

/** the paid statuses as an SQL list (fixed identifiers of src/rules, never input) */
const PAID = PAID_ORDER_STATUSES.map((status) => `'${status}'`).join(', ');
/**
 * Issue 34 (docs/company.md "The maximum purchase amount"): what the allowance counts. An order awaiting payment at the till
 * commits its amount as much as a paid one (else two till orders of 4,000 would both pass a maximum of 5,000).
 */
const COMMITTED = `'paymentPending', ${PAID}`;
/** The committed statuses as an SQL list, for the credit-line report (the same figure as the buyer's allowance). */
export const COMMITTED_ORDER_STATUSES_SQL = COMMITTED;

/**
 * SQL rows (one `total` per purchase or paid order) of user `user` in tenant `tenant`, in [from, toExclusive): each argument
 * is an SQL expression (a column or a $n parameter), never input.
 */
export function boughtRowsSql(
  user: string,
  tenant: string,
  from: string,
  toExclusive: string,
  statuses: string = PAID,
): string {
  return `SELECT total FROM purchases
           WHERE user_id = ${user} AND created_at >= ${from} AND created_at < ${toExclusive}
           UNION ALL
           SELECT total FROM orders
           WHERE user_id = ${user} AND tenant = ${tenant} AND status IN (${statuses}) AND placed_at >= ${from}
             AND placed_at < ${toExclusive}`;
}

const money = (value: number) => Math.round(value * 100) / 100;

/** The period an allowance counts: the 30 days up to today (server clock), as the company reports by default. */
export function allowancePeriod(now: Date) {
  const { fromDate, toDate } = defaultPeriod(now);
  const checked = checkPeriod(fromDate, toDate);
  if (!checked.ok) throw new Error(`allowance period ${fromDate}..${toDate}: ${checked.error}`);
  return { fromDate, toDate, from: checked.from, toExclusive: checked.toExclusive };
}

/** What remains of `maximum` after `spent` (never below 0). */
export const remainingOf = (maximum: number, spent: number) => Math.max(0, money(maximum - spent));

/** What the user bought or committed in the period (paid orders and those awaiting payment; inside a transaction when `db` is one). */
export async function spentInPeriod(
  db: Pick<SqlRunner, 'query'>,
  tenant: string,
  userId: string,
  period: { from: Date; toExclusive: Date },
): Promise<number> {
  const [row] = await db.query<{ spent: string | number | null }>(
    `SELECT COALESCE(SUM(bought.total), 0) AS spent FROM (${boughtRowsSql('$2', '$1', '$3', '$4', COMMITTED)}) bought`,
    [tenant, userId, period.from, period.toExclusive],
  );
  return money(Number(row?.spent ?? 0));
}

/** A buyer's maximum purchase amount and what remains of it in the period (maximum null: a buyer without one buys nothing). */
export async function purchaseAllowance(
  db: Pick<SqlRunner, 'query'>,
  tenant: string,
  userId: string,
  maximum: number | null,
  now: Date,
) {
  const period = allowancePeriod(now);
  const spent = await spentInPeriod(db, tenant, userId, period);
  const max = maximum ?? 0;
  return { maximum: max, spent, remaining: remainingOf(max, spent), fromDate: period.fromDate, toDate: period.toDate };
}
