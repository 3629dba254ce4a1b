// Benchmark, not a test (issue 34, "Performance"): the storefront with 100,000 products in the catalogue of one tenant family
// (Chile: cl, cl-classic and home price them in CLP; stock per store of cl's stores, Spanish texts indexed by the trigger of
// migration 0710). Shows that the search's text-filtered statements run on the GIN index (EXPLAIN ANALYZE; the bench fails
// when one of them reads products or their texts sequentially), then measures, each held at a fixed BENCH_RATE (50)
// requests/s with autocannon, p50/p95/p99 of GET /health (the floor), the search (a few terms, accented and not), a guest's
// add to cart and the header's cart read (GET /s/checkout/v1/carts/mine, what src/views/shell/cart-count.ts calls).
//   npm run bench:storefront                   embedded PGlite (the default back end)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:storefront   a PostgreSQL server (own schema, dropped after)
// Bounded: BENCH_SECONDS (default 20, at most 120) per load, 127.0.0.1 only, the data in memory or in a throw-away schema.
// Exits non-zero when an assertion fails (index not used, a request kind not answering 2xx, a load with errors).
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { type Database } from '../src/db/database';
import { seedCatalogue } from '../src/db/seed';
import { seedStores } from '../src/db/seed-quotes';
import { guestCartCookie } from '../src/storefront/carts.repository';
import { CSRF_COOKIE } from '../../src/contracts/services';
import { buildBenchApp, openBenchDatabase, table } from './bench-kit';

const TOTAL_PRODUCTS = Math.min(Math.max(Number(process.env.BENCH_PRODUCTS ?? 100_000), 1_000), 999_999);
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 20), 1), 120);
const RATE = Math.min(Math.max(Number(process.env.BENCH_RATE ?? 50), 1), 1_000);
const CONNECTIONS = 10;
/** guest carts the add-to-cart and cart-read loads go round (each ends with about RATE x SECONDS / CARTS lines) */
const CARTS = 100;
/** requests of each kind measured alone (one at a time) before the fixed-rate loads */
const ALONE = 20;
const TENANT = 'cl';
/** the tenants of one family: the same country, language and currency */
const FAMILY = ['cl', 'cl-classic', 'home'];
/** typical terms, accented and not: "ceramica" must find what "cerámica" finds; "porcelanatos" is stemmed */
const TERMS = ['taladro inalámbrico', 'cerámica', 'ceramica', 'griferia', 'porcelanatos', 'pintura blanca', 'Lámpara'];
const url = process.env.BENCH_DATABASE_URL;

class BenchFailure extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BenchFailure(message);
}

// ---- the generated catalogue (made-up names from word lists; nothing here is a real listing) --------------------------

const NOUNS: Record<string, string[]> = {
  herramientas: [
    'Taladro',
    'Sierra circular',
    'Martillo',
    'Destornillador',
    'Lijadora',
    'Esmeril angular',
    'Atornillador',
  ],
  pinturas: ['Pintura', 'Esmalte', 'Barniz', 'Látex', 'Rodillo', 'Brocha', 'Sellador'],
  pisos: ['Cerámica', 'Porcelanato', 'Piso flotante', 'Baldosa', 'Piso vinílico', 'Alfombra'],
  'baño y cocina': ['Grifería', 'Lavamanos', 'Inodoro', 'Ducha', 'Lavaplatos', 'Campana', 'Espejo'],
  iluminación: ['Lámpara', 'Foco', 'Ampolleta', 'Aplique', 'Plafón', 'Tira LED'],
  jardín: ['Manguera', 'Cortacésped', 'Maceta', 'Tijera de podar', 'Regadera', 'Pala'],
  electro: ['Refrigerador', 'Lavadora', 'Microondas', 'Hervidor', 'Aspiradora', 'Ventilador'],
  ferretería: ['Tornillo', 'Clavo', 'Candado', 'Bisagra', 'Cerradura', 'Tarugo', 'Llave'],
};
const ADJECTIVES = [
  'inalámbrico',
  'eléctrico',
  'profesional',
  'compacto',
  'blanco',
  'negro',
  'gris',
  'antideslizante',
  'mate',
  'brillante',
  'esmaltado',
  'rústico',
  'de acero',
  'de aluminio',
  'de madera',
  'de bronce',
  'industrial',
  'económico',
  'ecológico',
  'reforzado',
];
const USES = ['el hogar', 'la obra', 'el jardín', 'la cocina', 'el baño', 'exteriores', 'interiores', 'la terraza'];
const BRANDS = [
  'Forja',
  'Andes',
  'Maipo',
  'Litoral',
  'Austral',
  'Cordillera',
  'Pacífico',
  'Atacama',
  'Volcán',
  'Quillay',
];

/** a SQL array literal of our own constant words */
const array = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`;
const sku = (g: number) => `BX-${String(g).padStart(6, '0')}`;
/** products whose number ends in 0 have no stock anywhere (the add-to-cart load leaves them out) */
const inStock = (g: number) => g % 10 !== 0;

async function loadCatalogue(db: Database): Promise<string> {
  const nouns = Object.values(NOUNS).flat();
  const categories = Object.entries(NOUNS).flatMap(([category, words]) => words.map(() => category));
  const family = FAMILY.map((t) => `('${t}')`).join(', ');
  const steps: string[] = [];
  const step = async (name: string, sql: string, withoutForeignKeyChecks = false) => {
    const started = performance.now();
    if (!withoutForeignKeyChecks) await db.sql.exec(sql);
    else {
      // rows generated from products just written cannot miss their product: the referential checks (a trigger per
      // row) are left out where the role may do so (a superuser; PGlite's is); the statement runs with them otherwise
      try {
        await db.sql.exec(`SET session_replication_role = replica; ${sql}; SET session_replication_role = DEFAULT`);
      } catch {
        await db.sql.exec(sql);
      }
    }
    steps.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  // products first: the texts' trigger (migration 0710) reads brand and category from them
  await step(
    'products',
    `
    INSERT INTO products (sku, name, brand, category, description, unit, m2_per_box, warranty_eligible,
      installation_eligible, home_delivery)
    SELECT sku, noun || ' ' || adjective || ' ' || brand || ' X' || (g % 997), brand, category,
      initcap(category) || ' ' || other || ' para ' || use || ', marca ' || brand || '.',
      CASE WHEN category = 'pisos' THEN 'm2' ELSE 'each' END,
      CASE WHEN category = 'pisos' THEN 1.44 + (g % 4) * 0.24 END,
      category IN ('herramientas', 'electro'), category = 'baño y cocina', category <> 'ferretería' OR g % 3 > 0
    FROM (
      SELECT g, 'BX-' || lpad(g::text, 6, '0') AS sku,
        (${array(nouns)})[1 + g % ${nouns.length}] AS noun,
        (${array(categories)})[1 + g % ${nouns.length}] AS category,
        (${array(ADJECTIVES)})[1 + (g / ${nouns.length}) % ${ADJECTIVES.length}] AS adjective,
        (${array(ADJECTIVES)})[1 + (g * 7) % ${ADJECTIVES.length}] AS other,
        (${array(USES)})[1 + (g * 3) % ${USES.length}] AS use,
        (${array(BRANDS)})[1 + (g * 11) % ${BRANDS.length}] AS brand
      FROM generate_series(1, ${TOTAL_PRODUCTS}) g
    ) s`,
  );
  await step(
    'texts',
    `INSERT INTO product_texts (sku, language, name, description)
      SELECT sku, 'es', name, description FROM products WHERE sku LIKE 'BX-%'`,
  );
  await step(
    'prices',
    `INSERT INTO product_prices (sku, tenant, currency, price, installation_price)
      SELECT p.sku, t.tenant, 'CLP', 990 + (substr(p.sku, 4)::int * 7919 % 400) * 250,
        CASE WHEN p.installation_eligible THEN 29990 END
      FROM products p CROSS JOIN (VALUES ${family}) t (tenant) WHERE p.sku LIKE 'BX-%'`,
    true,
  );
  await step(
    'stock',
    `INSERT INTO product_stock (tenant, sku, store_id, quantity)
      SELECT '${TENANT}', p.sku, s.id,
        CASE WHEN substr(p.sku, 4)::int % 10 = 0 THEN 0 ELSE (substr(p.sku, 4)::int * 31 + s.n * 17) % 40 END
      FROM products p
      CROSS JOIN (SELECT id, row_number() OVER (ORDER BY code) AS n FROM stores WHERE tenant = '${TENANT}') s
      WHERE p.sku LIKE 'BX-%'`,
    true,
  );
  // the steady state PostgreSQL's autovacuum keeps (visibility map set, statistics current); PGlite runs no autovacuum
  await step('VACUUM ANALYZE', 'VACUUM ANALYZE');
  return steps.join(', ');
}

// ---- the database ----------------------------------------------------------------------------------------------------

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements `fn` sends through the ORM, with their parameters: the driver's client (PGlite, or node-postgres' pool)
 * is wrapped while it runs. Nothing else may use the database meanwhile.
 */
async function captureStatements(db: Database, fn: () => Promise<unknown>): Promise<Statement[]> {
  type Query = (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<unknown>;
  const client = (db.orm as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: Statement[] = [];
  client.query = function (this: unknown, query, params, ...rest) {
    seen.push({ text: typeof query === 'string' ? query : query.text, params: params ?? [] });
    return original.call(this, query, params, ...rest);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return seen;
}

/** What each statement of the search is, by its shape (storefront/catalogue.repository.ts sends four, in this order). */
function statementName(text: string): string {
  const lower = text.toLowerCase();
  if (lower.includes('select distinct')) return 'every category of the tenant';
  if (lower.includes('group by')) return 'facets (categories of the matches)';
  if (lower.includes(' limit ')) return 'the page of results';
  if (lower.includes('count(')) return 'the total';
  return 'other';
}

// ---- the load ----------------------------------------------------------------------------------------------------------

interface Measured {
  name: string;
  result: autocannon.Result;
  /** every response's latency, ms */
  times: number[];
}

function load(name: string, options: autocannon.Options): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    // a key set to undefined takes the default back out (autocannon refuses an undefined duration)
    const merged = { connections: CONNECTIONS, overallRate: RATE, duration: SECONDS, ...options };
    for (const key of Object.keys(merged) as (keyof typeof merged)[]) if (merged[key] === undefined) delete merged[key];
    const instance = autocannon(merged, (error, result) => (error ? reject(error) : resolve({ name, result, times })));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const load1 = () => loadavg()[0]!.toFixed(2);

/** The guest cart's cookies from an add's answer: the cart token and the readable CSRF companion. */
function guestCookies(response: Response): { cookie: string; csrf: string } {
  const jar = new Map(
    response.headers.getSetCookie().map((c) => {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      return [pair!.slice(0, at), pair!.slice(at + 1)] as const;
    }),
  );
  const token = jar.get(guestCartCookie(TENANT));
  const csrf = jar.get(CSRF_COOKIE);
  check(token && csrf, `the first add to cart set no guest cart cookie (status ${response.status})`);
  return { cookie: `${guestCartCookie(TENANT)}=${token}; ${CSRF_COOKIE}=${csrf}`, csrf: csrf! };
}

async function main() {
  console.log(`load average (1 min) at the start: ${load1()}, ${availableParallelism()} cores (shared)`);
  const { db, dispose, label } = await openBenchDatabase(url);
  try {
    const app = await buildBenchApp(db, { seedDemo: false });
    try {
      await app.ready();
      await seedStores(app);
      await seedCatalogue(app);
      const started = performance.now();
      const steps = await loadCatalogue(db);
      const [counts] = await db.sql.query<{ products: string; texts: string; prices: string; stock: string }>(
        `SELECT (SELECT count(*) FROM products) AS products,
                (SELECT count(*) FROM product_texts WHERE search_document IS NOT NULL) AS texts,
                (SELECT count(*) FROM product_prices) AS prices, (SELECT count(*) FROM product_stock) AS stock`,
      );
      console.log(
        `${label}: ${counts!.products} products (${TOTAL_PRODUCTS} generated), ${counts!.texts} indexed texts, ` +
          `${counts!.prices} prices, ${counts!.stock} stock rows written in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps})`,
      );

      // EXPLAIN ANALYZE of what the search route runs (app.catalogue.search is the route's whole work) for a typical term
      const params = {
        q: 'cerámica',
        category: null,
        minPrice: null,
        maxPrice: null,
        sort: 'relevance' as const,
        page: 1,
      };
      const statements = await captureStatements(db, () => app.catalogue.search(TENANT, params));
      check(statements.length > 0, 'the search sent no statement through the ORM: nothing to EXPLAIN');
      const failures: string[] = [];
      for (const statement of statements) {
        const name = statementName(statement.text);
        const rows = await db.sql.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF) ${statement.text}`,
          statement.params,
        );
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        console.log(`\nEXPLAIN ANALYZE, search "${params.q}", ${name}:\n  ${plan.split('\n').join('\n  ')}`);
        if (!statement.text.includes('@@')) continue; // not filtered by the words (every category of the tenant)
        if (!plan.includes('product_texts_search_idx'))
          failures.push(`${name}: the GIN index product_texts_search_idx is not used`);
        const seq = /Seq Scan on (products|product_texts)\b/.exec(plan);
        if (seq) failures.push(`${name}: a sequential scan (${seq[0]}) instead of the GIN index`);
      }
      // reported now, failed at the end: the latencies are measured either way
      if (failures.length) console.log(`\nINDEX CHECK FAILED:\n  ${failures.join('\n  ')}`);
      else
        console.log(
          '\nthe text-filtered statements of the search use product_texts_search_idx (no Seq Scan on products)',
        );

      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const search = (q: string) => `/s/catalogue/v1/search?tenant=${TENANT}&q=${encodeURIComponent(q)}`;
      const totals = new Map<string, number>();
      for (const term of TERMS) {
        const response = await fetch(address + search(term));
        check(response.status === 200, `GET search "${term}" answered ${response.status}`);
        const body = (await response.json()) as { total: number; items: unknown[] };
        check(body.total > 0 && body.items.length > 0, `the search "${term}" found nothing`);
        totals.set(term, body.total);
      }
      console.log(`search totals: ${[...totals].map(([t, n]) => `"${t}" ${n}`).join(', ')}`);
      check(
        totals.get('cerámica') === totals.get('ceramica'),
        `"ceramica" found ${totals.get('ceramica')} products, "cerámica" ${totals.get('cerámica')}: accents are not ignored`,
      );

      // the guest carts: the first add of each makes the cart and its cookies (what a guest browser holds)
      let picked = 0;
      const nextSku = () => {
        for (;;) {
          picked += 1;
          const g = 1 + ((picked * 7919) % TOTAL_PRODUCTS);
          if (inStock(g)) return sku(g);
        }
      };
      const carts: { cookie: string; csrf: string }[] = [];
      for (let i = 0; i < CARTS; i += 1) {
        const response = await fetch(`${address}/s/checkout/v1/carts/mine/lines`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-tenant': TENANT },
          body: JSON.stringify({ sku: nextSku(), quantity: 1 }),
        });
        check(
          response.ok,
          `the first add to a guest cart answered ${response.status}: ${await response.clone().text()}`,
        );
        carts.push(guestCookies(response));
      }
      const read = await fetch(`${address}/s/checkout/v1/carts/mine`, {
        headers: { 'x-tenant': TENANT, cookie: carts[0]!.cookie },
      });
      const cart = (await read.json()) as { count: number };
      check(
        read.status === 200 && cart.count === 1,
        `the header's cart read answered ${read.status}, count ${cart.count}`,
      );

      let searchN = 0;
      let addN = 0;
      let readN = 0;
      const kinds: { name: string; options: autocannon.Options }[] = [
        { name: 'GET /health', options: { url: `${address}/health` } },
        {
          name: `GET search (${TERMS.length} terms)`,
          options: {
            url: address,
            requests: [
              { method: 'GET', setupRequest: (r) => ({ ...r, path: search(TERMS[searchN++ % TERMS.length]!) }) },
            ],
          },
        },
        {
          name: 'POST add to cart (guest)',
          options: {
            url: `${address}/s/checkout/v1/carts/mine/lines`,
            requests: [
              {
                method: 'POST',
                setupRequest: (r) => {
                  const guest = carts[addN++ % CARTS]!;
                  return {
                    ...r,
                    headers: {
                      ...r.headers,
                      'content-type': 'application/json',
                      'x-tenant': TENANT,
                      cookie: guest.cookie,
                      'x-csrf-token': guest.csrf,
                    },
                    body: JSON.stringify({ sku: nextSku(), quantity: 1 }),
                  };
                },
              },
            ],
          },
        },
        {
          name: 'GET cart (header count)',
          options: {
            url: `${address}/s/checkout/v1/carts/mine`,
            requests: [
              {
                method: 'GET',
                setupRequest: (r) => ({
                  ...r,
                  headers: { ...r.headers, 'x-tenant': TENANT, cookie: carts[readN++ % CARTS]!.cookie },
                }),
              },
            ],
          },
        },
      ];
      // a request abandoned by the client (timeout) still runs in the server: wait until the database answers again
      const settle = async () => {
        await fetch(`${address}/health`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      };
      // what one request costs alone: ALONE requests of each kind, one at a time on one connection
      const alone = new Map<string, number[]>();
      for (const kind of kinds) {
        const { times } = await load(kind.name, {
          ...kind.options,
          connections: 1,
          amount: ALONE,
          overallRate: undefined,
          duration: undefined,
        });
        alone.set(kind.name, times);
      }
      console.log(`\nload average (1 min) before the loads: ${load1()}`);
      const measured: Measured[] = [];
      for (const kind of kinds) {
        await settle();
        measured.push(await load(kind.name, kind.options));
      }
      const [lines] = await db.sql.query<{ n: string }>('SELECT count(*) AS n FROM cart_lines');
      console.log(`load average (1 min) after the loads: ${load1()}; ${lines!.n} cart lines in ${CARTS} guest carts`);

      console.log(
        `\n${label}, ${TOTAL_PRODUCTS} products: fixed ${RATE} req/s, ${CONNECTIONS} connections, ${SECONDS} s each, 127.0.0.1\n`,
      );
      const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
      table(
        ['request', `alone p50 ms`, 'requests', 'req/s', 'non-2xx', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
        measured.map(({ name, result, times }) => {
          const sorted = [...times].sort((a, b) => a - b);
          return [
            name,
            ms(
              percentile(
                [...alone.get(name)!].sort((a, b) => a - b),
                50,
              ),
            ),
            String(result.requests.total),
            (result.requests.total / (result.duration || SECONDS)).toFixed(1),
            String(result.non2xx),
            String(result.errors + result.timeouts),
            ms(percentile(sorted, 50)),
            ms(percentile(sorted, 95)),
            ms(percentile(sorted, 99)),
            ms(sorted.at(-1) ?? NaN),
          ];
        }),
      );
      console.log(`alone: ${ALONE} requests of each kind one after the other on one connection, before the loads`);
      for (const m of measured) {
        if (m.result.non2xx > 0 || m.result.errors > 0 || m.result.timeouts > 0) {
          failures.push(
            `${m.name}: ${m.result.non2xx} non-2xx, ${m.result.errors} errors, ${m.result.timeouts} timeouts`,
          );
        }
      }
      check(failures.length === 0, `\n  ${failures.join('\n  ')}`);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchFailure ? `\nstorefront bench FAILED: ${error.message}` : error);
  process.exit(1);
});
