// Issue 15: the operator command that records an in-store quotation (the stores' own system is outside this product).
//   npm run quotations -- --tenant cl --email shopper.cl@demo.example.com --store CL-001 --line HM-1001:2 --line HM-2001:1
//   npm run quotations -- ... --days-ago 5        (back-dated: an already expired quotation, spec §9 valid 3 days)
//   npm run quotations -- --tenant cl --stores    (lists the tenant's store codes)
// Uses the same database as the server: DATABASE_URL when set, else the PGlite data dir DATA_DIR (default .data/pglite).
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { systemClock } from '../clock';
import { makeConfig } from '../config';
import { migrate } from '../db/migrator';
import { findTenant } from '../../../src/tenants/tenants';
import { openServerDatabase, runWhenCalled } from './operator-database';

const USAGE =
  'usage: quotations --tenant <id> (--stores | --email <customer email> --store <store code> --line <sku>:<quantity> [--line ...] [--days-ago <n>])';

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        tenant: { type: 'string' },
        email: { type: 'string' },
        store: { type: 'string' },
        line: { type: 'string', multiple: true },
        'days-ago': { type: 'string' },
        stores: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch {
    out.error(USAGE);
    return 2;
  }
  const tenant = findTenant(values.tenant);
  const lines = (values.line ?? []).map((l) => /^([A-Za-z0-9-]+):(\d{1,3})$/.exec(l));
  const daysAgo = Number(values['days-ago'] ?? 0);
  if (
    !tenant ||
    (!values.stores &&
      (!values.email ||
        !values.store ||
        !lines.length ||
        lines.some((l) => !l) ||
        !Number.isInteger(daysAgo) ||
        daysAgo < 0))
  ) {
    out.error(USAGE);
    return 2;
  }
  const db = await openServerDatabase(env);
  try {
    await migrate(db);
    const app = await buildApp({ db, clock: systemClock, config: makeConfig(), logger: false });
    await app.ready();
    try {
      const stores = await app.quotations.stores(tenant.id);
      if (values.stores) {
        for (const s of stores) out.log(`${s.code}\t${s.name}\t${s.address}, ${s.city}`);
        return 0;
      }
      const user = await app.users.findByEmail(tenant.id, values.email!.trim().toLowerCase());
      if (!user) {
        out.error('No customer with that email in this tenant.');
        return 1;
      }
      const store = stores.find((s) => s.code === values.store);
      if (!store) {
        out.error(`No store ${values.store} in ${tenant.id} (see --stores).`);
        return 1;
      }
      const made = await app.quotations.create({
        tenant: tenant.id,
        userId: user.id,
        storeId: store.id,
        lines: lines.map((m) => ({ sku: m![1]!, quantity: Number(m![2]) })),
        origin: 'store',
        agentId: null,
        createdAt: new Date(systemClock.now().getTime() - daysAgo * 86_400_000),
      });
      const q = made.quotation;
      out.log(`${q.number}\t${q.status}\t${q.store.name}\t${q.total} ${q.currency}\texpires ${q.expiresAt}`);
      return 0;
    } catch (error) {
      out.error(error instanceof Error ? error.message : String(error));
      return 1;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

runWhenCalled(import.meta.url, main);
