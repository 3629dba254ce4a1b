// buildApp(options): the Fastify app in the fastify/demo shape (STYLE.md §11). Nothing here reads the environment:
// main.ts does, tests pass their own db, clock and config.
//
// How files are loaded (@fastify/autoload, in this order):
//   1. plugins/external/*.ts  infrastructure (cookie, helmet, rate limit, static, mail, bot check): every file is a plugin.
//   2. plugins/app/*.ts       repositories and policies (users, sessions, auth, tenant, errors...): every file is a plugin,
//                             wrapped in fastify-plugin with a `name`, decorating the instance (see types.d.ts).
//                             Order inside a folder is alphabetical, then by fastify-plugin `dependencies`.
//   3. routes/**/*.routes.ts  route plugins. ONLY files ending in `.routes.ts` are loaded, so a route folder may hold helpers.
//                             Folder names do NOT become URL prefixes: each route registers an endpoint object of
//                             src/contracts with route() (lib/endpoint-route.ts), which mounts its full path
//                             (service prefix + spec path: CreateSession -> /api/session/v1/session/create).
//   Folders are named after the area that owns them (routes/auth, routes/registration...), not after the service.
// Files ending in .test.ts or .d.ts are never loaded. Tests build this app with server/test/helpers/test-app.ts.
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
  /** sees every route as it is registered (the route-coverage test, server/test/routes/endpoints.test.ts) */
  onRoute?: (route: RouteOptions) => void;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const NOT_LOADED = /(\.test|\.d)\.[cm]?[jt]s$/;

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
  await app.register(autoload, { dir: here('./plugins/app'), ignorePattern: NOT_LOADED, maxDepth: 1, forceESM: true });
  await app.register(autoload, {
    dir: here('./routes'),
    dirNameRoutePrefix: false,
    matchFilter: (path: string) => /\.routes\.[cm]?[jt]s$/.test(path),
    ignorePattern: NOT_LOADED,
    forceESM: true,
  });
  return app;
}
