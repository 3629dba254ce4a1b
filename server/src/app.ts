// buildApp(options): the Fastify app in the fastify/demo shape (STYLE.md §11). Nothing here reads the environment:
// main.ts does, tests pass their own db, clock and config.
//
// The server is laid out by domain (issue 29 item 4, docs/architecture.md "Server"): server/src/<domain>/ holds a
// domain's routes, repositories, schema and helpers. Files are loaded by @fastify/autoload by their suffix, in this order:
//   1. plugins/external/*.ts     infrastructure (cookie, helmet, rate limit, static, mail, bot check): every file a plugin.
//   2. <domain>/*.repository.ts  repositories (the only code that reads or writes tables) and
//      <domain>/*.plugin.ts      other decorators (policy, tenant, errors, auth hooks, passwords...): each wrapped in
//                                fastify-plugin with a `name`, decorating the instance (see types.d.ts). One autoload over
//                                all domains, so fastify-plugin `dependencies` order them across folders (autoload
//                                shares one plugin table between folders); otherwise alphabetical within a folder.
//   3. <domain>/*.routes.ts      route plugins. Folder names do NOT become URL prefixes: each route registers an endpoint
//                                object of src/contracts with route() (lib/endpoint-route.ts), which mounts its full path
//                                (service prefix + spec path: CreateSession -> /api/session/v1/session/create).
// Any other file in a domain folder (schema, helpers) is never loaded by itself; nor are files ending in .test.ts or .d.ts.
// Tests build this app with server/test/helpers/test-app.ts.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import autoload from '@fastify/autoload';
import { fileURLToPath } from 'node:url';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { sendApiError } from './lib/api-error';
import { loggerConfig, type LoggerOptions } from './lib/logger';
import { resolveSharedSecrets } from './lib/shared-secrets';
import { ensureTypeScriptLoader } from './ts-loader';

export interface BuildAppOptions {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** false: no logging (tests); default: JSON lines on stdout at config.logLevel */
  logger?: LoggerOptions | false;
  /** called before any plugin or route is loaded (tests add an onRoute hook here to list every route) */
  beforePlugins?: (app: FastifyInstance) => void;
  /** sees every route as it is registered (the route-coverage test, server/test/platform/endpoints.test.ts) */
  onRoute?: (route: RouteOptions) => void;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const NOT_LOADED = /(\.test|\.d)\.[cm]?[jt]s$/;
// plugins/external is loaded first, on its own; cli, db and lib hold no plugins (autoload tests each path from server/src).
const OUTSIDE_DOMAINS = /^(plugins|cli|db|lib|types)(\/|$)|(\.test|\.d)\.[cm]?[jt]s$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  ensureTypeScriptLoader();
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerConfig({ level: config.logLevel, ...options.logger }),
    // A hop count becomes proxy-addr's function form (Fastify's types accept only that).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Fastify's 10 s default for a plugin to start was passed by tests' apps on a busy 2-core machine (issue 35 item 7)
    pluginTimeout: 60_000,
    // Opaque ids in logs instead of a counter that restarts with the process.
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // spec §8: a URL the router cannot decode (FST_ERR_BAD_URL) is a catalogued 400 like every other bad input, not
    // Fastify's own body
    frameworkErrors: (_error, _request, reply) =>
      sendApiError(reply, 400, 'VALIDATION_ERROR', { message: 'Malformed URL' }),
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('database', options.db);
  app.decorate('db', options.db.orm);
  app.decorate('clock', options.clock);
  app.decorate('config', config);
  // issue 17: OTP_SECRET and ALTCHA_HMAC_KEY, or outside production one per database (lib/shared-secrets.ts)
  app.decorate('secrets', await resolveSharedSecrets(options.db, config, options.clock));
  options.beforePlugins?.(app);

  await app.register(autoload, {
    dir: here('./plugins/external'),
    ignorePattern: NOT_LOADED,
    maxDepth: 1,
    forceESM: true,
  });
  await app.register(autoload, {
    dir: here('.'),
    dirNameRoutePrefix: false,
    matchFilter: (path: string) => /\.(repository|plugin)\.[cm]?[jt]s$/.test(path),
    ignorePattern: OUTSIDE_DOMAINS,
    forceESM: true,
  });
  await app.register(autoload, {
    dir: here('.'),
    dirNameRoutePrefix: false,
    matchFilter: (path: string) => /\.routes\.[cm]?[jt]s$/.test(path),
    ignorePattern: OUTSIDE_DOMAINS,
    forceESM: true,
  });
  return app;
}
