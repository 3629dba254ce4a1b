// The real process (`npm start` minus the build): file-backed PGlite in DATA_DIR, migrations, first-start seed, the built
// front end, and a clean exit on SIGTERM/SIGINT. A second start on the same data dir reopens it and seeds nothing.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-data';
import { freePort, runServerToExit, START_TIMEOUT, startServerProcess } from './helpers/server-process';

describe('server process in production (docs/security.md)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cuenta-prod-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it(
    'refuses to start without a fixed OTP_SECRET / ALTCHA_HMAC_KEY and names the variable',
    async () => {
      const base = {
        NODE_ENV: 'production',
        DATA_DIR: join(dataDir, 'refused'),
        PORT: '0',
        OTP_SECRET: '',
        ALTCHA_HMAC_KEY: '',
      };
      const noOtp = await runServerToExit(base);
      expect(noOtp.code).not.toBe(0);
      expect(noOtp.output).toContain('OTP_SECRET must be set when NODE_ENV=production');
      const noAltcha = await runServerToExit({ ...base, OTP_SECRET: 'x'.repeat(64) });
      expect(noAltcha.code).not.toBe(0);
      expect(noAltcha.output).toContain('ALTCHA_HMAC_KEY must be set when NODE_ENV=production');
    },
    START_TIMEOUT,
  );

  it(
    'starts with the secrets, seeds no demo account and says so',
    async () => {
      const port = await freePort();
      const server = await startServerProcess({
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'data'),
        SEED_DEMO: '',
        OTP_SECRET: 'o'.repeat(64),
        ALTCHA_HMAC_KEY: 'a'.repeat(64),
      });
      try {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
        expect(server.output()).toContain('no demo accounts in production');
        expect(server.output()).not.toContain('demo data seeded');
      } finally {
        server.child.kill('SIGTERM');
      }
      await server.exited;
    },
    START_TIMEOUT * 2,
  );
});

describe('server process', () => {
  let dataDir: string;
  let dist: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cuenta-data-'));
    dist = await mkdtemp(join(tmpdir(), 'cuenta-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>cuenta</title>');
    port = await freePort();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  });

  const env = () => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'nested', '.data'),
    STATIC_DIR: dist,
  });
  const base = () => `http://127.0.0.1:${port}`;

  it(
    'starts on a new data dir, seeds, serves app and API, and exits cleanly on SIGTERM',
    async () => {
      const server = await startServerProcess(env());
      try {
        const health = await fetch(`${base()}/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
        const page = await fetch(`${base()}/cl/login`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<title>cuenta</title>');
        const api404 = await fetch(`${base()}/api/nothing`);
        expect(api404.status).toBe(404);
        expect(await api404.json()).toEqual({ code: 'NOT_FOUND' });
        expect(server.output()).toContain('demo data seeded');
        expect(server.output()).not.toContain(DEMO_PASSWORD);
      } finally {
        server.child.kill('SIGTERM');
      }
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"signal":"SIGTERM"');
    },
    START_TIMEOUT * 2,
  );

  it(
    'reopens the same data dir without migrating or seeding again, and exits on SIGINT',
    async () => {
      const server = await startServerProcess(env());
      try {
        expect((await fetch(`${base()}/health`)).status).toBe(200);
        expect(server.output()).toContain('"applied":[]');
        expect(server.output()).not.toContain('demo data seeded');
      } finally {
        server.child.kill('SIGINT');
      }
      expect(await server.exited).toBe(0);
    },
    START_TIMEOUT * 2,
  );
});
