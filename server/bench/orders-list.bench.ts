// Benchmark, not a test (issue 11): with 100,000 orders in the database, shows that the first list page's query runs on an index
// (EXPLAIN ANALYZE) and measures its latency at a fixed 100 requests/s with autocannon, beside /health in the same run.
//   npm run bench:orders                       embedded PGlite (the default back end)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:orders   a PostgreSQL server (own schema, dropped after)
// Bounded: BENCH_SECONDS (default 20) per load, 127.0.0.1 only, and the data lives in memory or in a throw-away schema.
import autocannon from 'autocannon';
import { seedCatalogue } from '../src/db/seed';
import { orderListSelect, type OrderAccess } from '../src/orders/orders.repository';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../src/contracts/services';
import { buildBenchApp, openBenchDatabase } from './bench-kit';

const TOTAL_ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Math.min(Number(process.env.BENCH_SECONDS ?? 20), 120);
const RATE = 100;
const url = process.env.BENCH_DATABASE_URL;

function load(target: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url: target, headers, connections: 10, overallRate: RATE, duration: SECONDS });
}

async function main() {
  const { db, dispose, label } = await openBenchDatabase(url);
  try {
    const app = await buildBenchApp(db);
    await app.ready();
    await seedCatalogue(app);
    const started = performance.now();
    // Accounts: one shopper with 20,000 orders (the one measured), a company with 20,000 orders by 5 collaborators, and
    // 600 other shoppers sharing the remaining 60,000, so the index has to pick one account out of many.
    await db.sql.exec(`
      INSERT INTO companies (tenant, company_document, company_document_type, business_name) VALUES ('cl', '76.086.428-5', 'RUT', 'Bench S.A.');
      INSERT INTO users (tenant, email, account_type, first_name, last_name)
        SELECT 'cl', 'bench' || g || '@bench.example', 'INDIVIDUAL', 'Bench', 'User ' || g FROM generate_series(0, 600) g;
      INSERT INTO users (tenant, email, account_type, first_name, last_name, company_id, user_type)
        SELECT 'cl', 'member' || g || '@bench.example', 'ORGANIZATION', 'Member', 'M' || g, (SELECT id FROM companies LIMIT 1),
               CASE WHEN g = 0 THEN NULL ELSE 'buyer' END
        FROM generate_series(0, 4) g;
    `);
    const heavy = Math.round(TOTAL_ORDERS * 0.2);
    await db.sql.exec(`
      WITH n AS (SELECT g FROM generate_series(1, ${TOTAL_ORDERS}) g),
      shoppers AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'bench%'),
      members AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE email LIKE 'member%')
      INSERT INTO orders (tenant, order_number, user_id, company_id, status, placed_at, updated_at, currency, payment_method,
        delivery_method, delivery_place, delivery_cost, subtotal, total, estimated_delivery)
      SELECT 'cl', (1000000000 + g)::text,
        CASE WHEN g <= ${heavy} THEN shoppers.ids[1]
             WHEN g <= ${2 * heavy} THEN members.ids[1 + g % 5]
             ELSE shoppers.ids[2 + g % 600] END,
        CASE WHEN g > ${heavy} AND g <= ${2 * heavy} THEN (SELECT id FROM companies LIMIT 1) END,
        (ARRAY['paymentPending','paymentConfirmed','preparing','onTheRoute','delivered','closed','canceled','expired','return'])[1 + g % 9],
        now() - (g || ' minutes')::interval * 7, now(), 'CLP', 'creditCard', 'homeDelivery', 'Bench 123', 3990, 39990, 43980,
        current_date + 5
      FROM n, shoppers, members;
    `);
    await db.sql.exec(`
      INSERT INTO order_lines (order_id, line_number, sku, name, quantity, unit_price, state)
        SELECT o.id, l, (ARRAY['HM-1001','HM-2002','HM-3001'])[l], 'Producto ' || l, l, 4990, o.status FROM orders o, generate_series(1, 2) l;
      ANALYZE;
    `);
    const [{ n }] = await db.sql.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    console.log(
      `${label}: ${n} orders and ${TOTAL_ORDERS * 2} lines written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const [shopper] = await db.sql.query<{ id: string }>(`SELECT id FROM users WHERE email = 'bench0@bench.example'`);
    const [owner] = await db.sql.query<{ id: string; company_id: string }>(
      `SELECT id, company_id FROM users WHERE email = 'member0@bench.example'`,
    );
    const plans: [string, OrderAccess, Parameters<typeof orderListSelect>[2]][] = [
      [
        'shopper, first page (all states)',
        { userId: shopper!.id, tenant: 'cl', role: 'individual', companyId: null },
        {},
      ],
      [
        'shopper, first page, group=active',
        { userId: shopper!.id, tenant: 'cl', role: 'individual', companyId: null },
        { group: 'active' },
      ],
      [
        'company owner, first page',
        { userId: owner!.id, tenant: 'cl', role: 'owner', companyId: owner!.company_id },
        {},
      ],
    ];
    for (const [name, auth, query] of plans) {
      const { sql, params } = orderListSelect(app, auth, query).toSQL();
      const plan = await db.sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, params);
      console.log(`\nEXPLAIN ANALYZE, ${name}:\n  ${plan.map((r) => r['QUERY PLAN']).join('\n  ')}`);
    }

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const session = await app.sessions.create({ tenant: 'cl', channel: 'WEB', userId: shopper!.id, agentId: null });
    const headers = { cookie: `${SESSION_COOKIE}=${session.rawId}; ${CSRF_COOKIE}=${session.csrfToken}` };
    const check = await fetch(`${address}/api/my-account/cl/orders`, { headers });
    const body = (await check.json()) as { orders: unknown[] };
    if (check.status !== 200 || body.orders.length !== 10) throw new Error(`the list answered ${check.status}`);

    const health = await load(`${address}/health`, {});
    const list = await load(`${address}/api/my-account/cl/orders`, headers);
    const line = (name: string, r: autocannon.Result) =>
      `${name.padEnd(34)} ${String(r.requests.total).padStart(6)} req  ${String(r.non2xx).padStart(3)} non-2xx  ` +
      `p50 ${r.latency.p50} ms  p90 ${r.latency.p90} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms`;
    console.log(`\nfixed rate ${RATE} req/s, 10 connections, ${SECONDS} s each, 127.0.0.1:`);
    console.log(line('GET /health', health));
    console.log(line('GET /api/my-account/cl/orders (p1)', list));
    await app.close();
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
