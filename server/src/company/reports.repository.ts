// spec §2 userReport / creditLineUserReport (reports.routes.ts): one row per user of the company with what it bought and
// quoted in a period. Raw SQL: two LATERAL subqueries over the bought rows (boughtRowsSql, shared with the buyer's
// allowance in purchase-allowance.ts), which the Drizzle builder cannot reuse as a string.
import fp from 'fastify-plugin';
import { boughtRowsSql, COMMITTED_ORDER_STATUSES_SQL } from './purchase-allowance';

/** One user of a company report (snake_case as read: reports.routes.ts maps it to the contract's row). */
export interface CompanyReportRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  account_type: string;
  user_type: string | null;
  state: 'active' | 'inactive';
  max_purchase_amount: string | null;
  purchases: string | number;
  total: string | number | null;
  quotes: string | number;
  quoted: string | number | null;
}

export interface CompanyReportRepository {
  /** the company's users (buyersOnly: its buyers) with their purchases and quotations in [from, toExclusive) */
  rows(
    tenant: string,
    companyId: string,
    from: Date,
    toExclusive: Date,
    buyersOnly: boolean,
  ): Promise<CompanyReportRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    companyReports: CompanyReportRepository;
  }
}

export default fp(
  async function companyReportsPlugin(app) {
    const repository: CompanyReportRepository = {
      rows(tenant, companyId, from, toExclusive, buyersOnly) {
        // the credit line counts what the buyer's allowance counts (orders awaiting payment at the till commit the line too),
        // so its "Disponible" is the figure the buyer's home shows; the user report counts paid purchases
        const statuses = buyersOnly ? COMMITTED_ORDER_STATUSES_SQL : undefined;
        // one subquery per measure: a join of both would multiply purchases by quotations
        return app.database.sql.query<CompanyReportRow>(
          `SELECT u.id, u.first_name, u.last_name, u.email, u.account_type, u.user_type, u.state, u.max_purchase_amount,
             p.purchases, p.total, q.quotes, q.quoted
           FROM users u
           CROSS JOIN LATERAL (
             SELECT COUNT(*) AS purchases, COALESCE(SUM(bought.total), 0) AS total FROM (
               ${boughtRowsSql('u.id', '$1', '$3', '$4', statuses)}
             ) bought
           ) p
           CROSS JOIN LATERAL (
             SELECT COUNT(*) AS quotes, COALESCE(SUM(total), 0) AS quoted FROM quotations
             WHERE user_id = u.id AND tenant = $1 AND created_at >= $3 AND created_at < $4
           ) q
           WHERE u.tenant = $1 AND u.company_id = $2 ${buyersOnly ? "AND u.user_type = 'buyer'" : ''}
           ORDER BY u.created_at, u.email`,
          [tenant, companyId, from, toExclusive],
        );
      },
    };
    app.decorate('companyReports', repository);
  },
  { name: 'company-reports' },
);
