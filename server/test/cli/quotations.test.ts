// Issue 15: the operator command that records in-store quotations (npm run quotations), against a PGlite data dir as the
// server uses it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { main } from '../../src/cli/quotations';
import { systemClock } from '../../src/clock';
import { makeConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrator';
import { seedCatalogue } from '../../src/db/seed';
import { seedStores } from '../../src/db/seed-quotes';
import { BUILD_TIMEOUT } from '../helpers/test-app';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, console: { log: (line: string) => out.push(line), error: (line: string) => err.push(line) } };
}

describe('npm run quotations (issue 15)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuenta-quotations-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await migrate(db);
    const app = await buildApp({ db, clock: systemClock, config: makeConfig(), logger: false });
    await app.ready();
    await seedCatalogue(app);
    await seedStores(app);
    await app.users.create({
      tenant: 'cl',
      email: 'cliente@example.test',
      accountType: 'INDIVIDUAL',
      firstName: 'Ana',
      lastName: 'Soto',
      passwordHash: null,
    });
    await app.close();
    await db.close();
  }, BUILD_TIMEOUT);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the stores, records a quotation (an expired one when back-dated) and refuses bad input', async () => {
    const env = { DATA_DIR: dir };
    const stores = capture();
    expect(await main(['--tenant', 'cl', '--stores'], env, stores.console)).toBe(0);
    expect(stores.out[0]).toMatch(/^CL-001\tTienda Santiago/);

    const made = capture();
    expect(
      await main(
        [
          '--tenant',
          'cl',
          '--email',
          'Cliente@example.test',
          '--store',
          'CL-002',
          '--line',
          'HM-1001:2',
          '--line',
          'HM-2002:1',
        ],
        env,
        made.console,
      ),
    ).toBe(0);
    expect(made.out[0]).toMatch(/^\d{10}\tvalid\tTienda Viña del Mar\t84970 CLP\texpires /);

    const old = capture();
    expect(
      await main(
        [
          '--tenant',
          'cl',
          '--email',
          'cliente@example.test',
          '--store',
          'CL-001',
          '--line',
          'HM-1001:1',
          '--days-ago',
          '4',
        ],
        env,
        old.console,
      ),
    ).toBe(0);
    expect(old.out[0]).toMatch(/\texpired\t/);

    const unknown = capture();
    expect(
      await main(
        ['--tenant', 'cl', '--email', 'nadie@example.test', '--store', 'CL-001', '--line', 'HM-1001:1'],
        env,
        unknown.console,
      ),
    ).toBe(1);
    expect(unknown.err).toEqual(['No customer with that email in this tenant.']);
    const usage = capture();
    expect(await main(['--tenant', 'cl', '--line', 'HM-1001'], env, usage.console)).toBe(2);
    expect(await main(['--bogus'], env, usage.console)).toBe(2);
  }, 120_000);
});
