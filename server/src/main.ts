// `npm start` / `npm run serve`: reads the environment, opens the database (PGlite in DATA_DIR, or PostgreSQL when
// DATABASE_URL is set), applies migrations, seeds demo data on first start, serves dist/ and the API, and on SIGTERM/SIGINT
// closes Fastify (draining requests) and then the database.
//
// Environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL, NODE_ENV, APP_ENV (development|local|staging|
// beta|production: the consent rules of spec §9), SESSION_IDLE_MINUTES (30), SESSION_ABSOLUTE_HOURS (12), TRUST_PROXY,
// BODY_LIMIT (65536), RATE_LIMIT_MAX (300) and RATE_LIMIT_WINDOW_MS (60000), LOG_LEVEL (info), STATIC_DIR (dist),
// SEED_DEMO (true outside production; in production only SEED_DEMO=true seeds), ALTCHA_HMAC_KEY and OTP_SECRET (required
// in production), CLOCK_START (outside production: business time starts at that ISO instant; the visual tests use it),
// LOG_FORMAT (text or json; unset: text in development when stdout is a terminal, else pino's JSON lines).
//
// Issue 35: in development at a terminal the log is text (lib/dev-log.ts), and its first line, once the server answers,
// gives each tenant's login address and where the demo accounts are (lib/start-banner.ts); the start-up's other lines
// follow it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { clockFromEnv } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { seedDemoData } from './db/seed';
import { devLogStream } from './lib/dev-log';
import { startBanner } from './lib/start-banner';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  const env = process.env;
  const staticDir = resolve(projectRoot, env.STATIC_DIR ?? 'dist');
  const hasFrontEnd = existsSync(join(staticDir, 'index.html'));
  const config = loadConfig(env, hasFrontEnd ? staticDir : null);
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';

  const db = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: join(resolve(env.DATA_DIR ?? '.data'), 'pglite') });

  const migrations = await migrate(db);
  // text for a person at a terminal in development; JSON lines elsewhere (production, and the tests and tools that read
  // a piped log), as before; LOG_FORMAT chooses
  if (env.LOG_FORMAT && !['text', 'json'].includes(env.LOG_FORMAT)) throw new Error('LOG_FORMAT must be text or json');
  const text = env.LOG_FORMAT ? env.LOG_FORMAT === 'text' : !config.production && Boolean(process.stdout.isTTY);
  const app = await buildApp({
    db,
    clock: clockFromEnv(env, config.production),
    config,
    logger: text ? { stream: devLogStream(process.stdout) } : undefined,
  });
  if (!hasFrontEnd) app.log.warn({ staticDir }, 'no built front end found (run `npm run build`): serving the API only');
  // the JSON log says these as they happen, as before; the text log once the server answers, after the banner
  const later: (() => void)[] = [];
  const note = (say: () => void) => (text ? later.push(say) : say());
  // the text log counts the migrations applied (all of them on a first start) rather than listing them
  note(() =>
    app.log.info(
      { database: db.kind, applied: text ? migrations.applied.length : migrations.applied },
      'database ready',
    ),
  );

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
  });

  await app.ready();
  if (config.seedDemo) {
    const seeded = await seedDemoData(app);
    if (seeded.ran) note(() => app.log.info(seeded, 'demo data seeded (docs/demo-accounts.md)'));
    if (config.production)
      app.log.warn('SEED_DEMO=true in production: the demo accounts (published password) are present');
  } else {
    note(() =>
      app.log.info(
        config.production
          ? 'no demo accounts in production (SEED_DEMO=true would seed them)'
          : 'SEED_DEMO=false: no demo accounts seeded',
      ),
    );
  }
  const banner = startBanner({
    baseUrl: `http://${/^(0\.0\.0\.0|::)$/.test(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${port}`,
    demoAccounts: config.seedDemo,
    mailbox: config.mail.smtpUrl === null,
  });
  let announced = false;
  await app.listen({
    port,
    host,
    // Fastify logs one line per address it listens on; in the text log the first one is the banner
    listenTextResolver: (address) => {
      if (!text || announced) return `Server listening at ${address}`;
      announced = true;
      return banner;
    },
  });
  for (const say of later) say();
}

main().catch((error: unknown) => {
  console.error('cuenta server failed to start:', error);
  process.exit(1);
});
