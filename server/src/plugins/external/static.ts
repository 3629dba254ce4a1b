// Serves the built front end (dist/) when config.staticDir is set. Hashed assets are cached for a year, immutable; index.html
// never. Issue 17: the build's brotli and gzip copies (.br/.gz beside each file) are sent as they are (preCompressed), so no
// CPU is spent compressing assets per request; a page path gets index.html with modulepreload tags for that page's chunks
// and catalogues (app.renderAppPage, used by the history fallback in platform/errors.plugin.ts), and a guest page the build
// prerendered gets its markup in <div id="root"> (lib/prerendered-page.ts); a signed-in page, once its session is checked,
// the account area's frame with the person's first name (renderAppPage's `signedIn`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { PRERENDERED_ACCOUNT_FILE, type PrerenderedPages } from '../../../../src/contracts/prerendered-page.contract';
import { injectIntoHead, matchPage, preloadTags, routeParams, type PreloadTable } from '../../lib/page-preloads';
import { accountFrameKey, fillAccountFrame, prerenderedFor, withPrerenderedPage } from '../../lib/prerendered-page';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * index.html for a page path, with that page's preload tags; null when no front end is served. `signedIn`: the
     * session checked for this request (only then does a signed-in page get its prerendered account frame).
     */
    renderAppPage: (url: string, signedIn?: { firstName: string }) => string | null;
    /** the page a path shows (its key, its tenant, whether it is signed-in), from the build's table; null without one */
    appPageOf: (
      url: string,
    ) => { pageKey: string; tenant: string; session: boolean; params: Record<string, string> } | null;
  }
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function readBuildFile<T>(root: string, name: string): T | null {
  const path = join(root, '.vite', name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null;
}

export default fp(
  async function staticPlugin(app) {
    const root = app.config.staticDir;
    if (!root) {
      app.decorate('renderAppPage', () => null);
      app.decorate('appPageOf', () => null);
      return;
    }
    const indexPath = join(root, 'index.html');
    const index = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const table = readBuildFile<PreloadTable>(root, 'page-preloads.json');
    const prerendered = readBuildFile<PrerenderedPages>(root, 'prerendered.json') ?? {};
    const accountFrames = readBuildFile<PrerenderedPages>(root, PRERENDERED_ACCOUNT_FILE) ?? {};
    app.decorate('renderAppPage', (url: string, signedIn?: { firstName: string }) => {
      if (index === null) return null;
      const html = withSocialProviders(table ? injectIntoHead(index, preloadTags(table, url)) : index, url);
      const page = signedIn ? accountFrame(url, signedIn.firstName) : prerenderedFor(prerendered, url);
      return page ? withPrerenderedPage(html, page) : html;
    });
    /**
     * How many social login providers the page's tenant offers, on <html data-social-providers>: the login holds their
     * height while it asks for them (src/views/shell/styles/layouts.css), so they appear without moving the page.
     */
    const withSocialProviders = (html: string, url: string) => {
      const tenant = table ? matchPage(table, url)?.tenant : undefined;
      const count = tenant ? Math.min(3, app.oidc.providersFor(tenant).length) : 0;
      return count ? html.replace(/<html\b/, `<html data-social-providers="${count}"`) : html;
    };
    /** the account frame of a signed-in path (a parameter's value in its slot), for the checked session's first name */
    const accountFrame = (url: string, firstName: string) => {
      const page = table ? matchPage(table, url) : undefined;
      if (!page?.route.session) return undefined;
      const params = routeParams(page.route.pattern, url);
      const key = accountFrameKey(page.route.pattern, page.tenant, url, params);
      const frame = key ? prerenderedFor(accountFrames, key) : undefined;
      return frame ? fillAccountFrame(frame, firstName, params) : undefined;
    };
    app.decorate('appPageOf', (url: string) => {
      const page = table ? matchPage(table, url) : undefined;
      if (!page) return null;
      const { pageKey, pattern, session } = page.route;
      return { pageKey, tenant: page.tenant, session: session === true, params: routeParams(pattern, url) };
    });

    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // the build's manifest and preload table are for the server, not for browsers
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      // Our own cache-control (setHeaders) instead of the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });

    // Issue 33 item 1: the state atlas (`npm run atlas` writes atlas/ at the repository root) beside the Flow Explorer,
    // which links each state to it; only where the Explorer is on, and only when the folder is there at start.
    const atlas = resolve('atlas');
    if (app.config.flowExplorer && existsSync(join(atlas, 'index.html'))) {
      await app.register(fastifyStatic, {
        root: atlas,
        prefix: '/atlas/',
        decorateReply: false,
        index: ['index.html'],
        cacheControl: false,
        setHeaders(res) {
          res.setHeader('cache-control', 'no-cache');
        },
      });
      // the router ignores trailing slashes: /atlas/ would be the app's /atlas page, so the folder's index is named
      app.get('/atlas', (_request, reply) => reply.redirect('/atlas/index.html'));
    }
  },
  { name: 'static' },
);
