// Issue 17: delivery of the built front end. Page paths get index.html with the page's preload tags; hashed assets go out
// as the build's brotli/gzip copies, cached immutable; dynamic JSON is compressed above 1 kB; the build's own files
// (.vite/) are not served.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrerenderedPages } from '../../../src/contracts/prerendered-page.contract';
import { injectIntoHead, matchPage, preloadTags, type PreloadTable } from '../../src/lib/page-preloads';
import { prerenderedFor, withPrerenderedPage } from '../../src/lib/prerendered-page';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Cuenta</title><script type="module" crossorigin src="/assets/index-1a2b.js"></script></head><body><div id="root"></div></body></html>';
const PRERENDERED: PrerenderedPages = {
  '/br/login': {
    lang: 'pt-BR',
    title: 'Entrar | Obra Casa',
    head: '<link rel="preload" as="image" href="/logos/store.svg"/>',
    body: '<div class="app"><h1>Entre na sua conta</h1><input name="email"/></div>',
    stalled: '<div class="prerender-stalled" data-prerender-stalled=""><a href="/br/login">Recarregar</a></div>',
    hydrate: true,
  },
};
const APP_JS = `console.log(${JSON.stringify('cuenta '.repeat(400))});`;

const route = (pattern: string, pageKey: string, js: string[], namespaces = ['common']) => ({
  pattern,
  pageKey,
  js,
  css: [],
  namespaces,
});
const TABLE: PreloadTable = {
  routes: [
    route('/:tenant/login', 'login', ['assets/login.page-1.js', 'assets/login.view-1.js'], ['common', 'login']),
    {
      ...route(
        '/:tenant/account/my-orders/:orderNumber',
        'orderDetails',
        ['assets/order-details.page-1.js'],
        ['common', 'orders'],
      ),
      session: true,
    },
    route('/:legalSegment/terms-and-conditions', 'termsAndConditions', ['assets/terms.page-1.js']),
    route('/flows', 'flows', ['assets/flows.page-1.js'], ['common', 'flows']),
  ],
  notAvailable: route('/:tenant/page-not-available', 'pageNotAvailable', ['assets/page-not-available.page-1.js']),
  tenants: { cl: 'es-CL', br: 'pt-BR' },
  legalSegments: { 'cl-legal': 'cl', 'br-juridico': 'br' },
  defaultTenant: 'cl',
  catalogues: {
    'es-CL/common': ['assets/common-es.js', 'assets/common-es-CL.js'],
    'es-CL/login': ['assets/login-es.js'],
    'es-CL/orders': ['assets/orders-es.js'],
    'es-CL/flows': ['assets/flows-es.js'],
    'pt-BR/common': ['assets/common-pt.js'],
    'pt-BR/login': ['assets/login-pt.js'],
    'pt-BR/orders': ['assets/orders-pt.js'],
    'pt-BR/registration': ['assets/registration-pt.js'],
    'es-CL/registration': ['assets/registration-es.js'],
  },
  sessionNamespaces: { cl: [], br: ['registration'] },
};

describe('page preloads', () => {
  it('matches tenant, legal and global paths to their page and locale', () => {
    expect(matchPage(TABLE, '/cl/login?returnTo=%2Fcl%2Faccount')).toMatchObject({
      route: { pageKey: 'login' },
      locale: 'es-CL',
    });
    expect(matchPage(TABLE, '/br/account/my-orders/42')).toMatchObject({
      route: { pageKey: 'orderDetails' },
      locale: 'pt-BR',
    });
    expect(matchPage(TABLE, '/br-juridico/terms-and-conditions')).toMatchObject({ locale: 'pt-BR' });
    expect(matchPage(TABLE, '/flows')).toMatchObject({ route: { pageKey: 'flows' }, locale: 'es-CL' });
    expect(matchPage(TABLE, '/cl/nothing/here')).toMatchObject({ route: { pageKey: 'pageNotAvailable' } });
    expect(matchPage(TABLE, '/xx/login')).toMatchObject({ route: { pageKey: 'pageNotAvailable' }, locale: 'es-CL' });
    expect(matchPage(TABLE, '/')).toBeUndefined();
    expect(matchPage(TABLE, '/cl')).toBeUndefined();
  });

  it("lists the page's chunks and its namespaces' catalogues in the path's locale", () => {
    expect(preloadTags(TABLE, '/br/login')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/login.page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/login.view-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/common-pt.js">',
      '<link rel="modulepreload" crossorigin href="/assets/login-pt.js">',
    ]);
  });

  it("adds what a signed-in page's shell reads in its tenant (the consent check's texts in br), and only there", () => {
    expect(preloadTags(TABLE, '/br/account/my-orders/42')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/order-details.page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/common-pt.js">',
      '<link rel="modulepreload" crossorigin href="/assets/orders-pt.js">',
      '<link rel="modulepreload" crossorigin href="/assets/registration-pt.js">',
    ]);
    expect(preloadTags(TABLE, '/cl/account/my-orders/42').join()).not.toContain('registration');
    expect(preloadTags(TABLE, '/br/login').join()).not.toContain('registration');
  });

  it('puts the tags before </head>', () => {
    expect(injectIntoHead('<head><title>x</title></head><body>', ['<link a>', '<link b>'])).toBe(
      '<head><title>x</title><link a><link b></head><body>',
    );
    expect(injectIntoHead(INDEX, [])).toBe(INDEX);
  });
});

describe('prerendered pages', () => {
  it('are found for their exact path only: a query string may change what the page shows', () => {
    expect(prerenderedFor(PRERENDERED, '/br/login')?.title).toBe('Entrar | Obra Casa');
    expect(prerenderedFor(PRERENDERED, '/br/login?returnTo=%2Fbr%2Faccount')).toBeUndefined();
    expect(prerenderedFor(PRERENDERED, '/br/login/')).toBeUndefined();
    expect(prerenderedFor(PRERENDERED, '/cl/login')).toBeUndefined();
    expect(prerenderedFor(PRERENDERED, '/constructor')).toBeUndefined();
  });

  it("go into #root inert, with the page's language, title and head elements, and the scripts at low priority", () => {
    const html = withPrerenderedPage(injectIntoHead(INDEX, preloadTags(TABLE, '/br/login')), PRERENDERED['/br/login']);
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Entrar | Obra Casa</title>');
    expect(html).not.toContain('<title>Cuenta</title>');
    expect(html.indexOf('<link rel="preload" as="image" href="/logos/store.svg"/>')).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(html).toContain(
      '<div id="root" inert data-prerendered="hydrate"><div class="app"><h1>Entre na sua conta</h1><input name="email"/></div></div>' +
        '<div class="prerender-stalled" data-prerender-stalled=""><a href="/br/login">Recarregar</a></div>',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1a2b.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login.page-1.js">');
    expect(html).not.toMatch(/<(script type="module"|link rel="modulepreload") crossorigin/);
  });

  it('take a title as text, even with a dollar sign in it', () => {
    const html = withPrerenderedPage(INDEX, { ...PRERENDERED['/br/login'], title: 'Pague $& ganhe | Obra Casa' });
    expect(html).toContain('<title>Pague $& ganhe | Obra Casa</title>');
  });

  it('leave a page without a root or a head as it is', () => {
    expect(withPrerenderedPage('<html><body></body></html>', PRERENDERED['/br/login'])).toBe(
      '<html><body></body></html>',
    );
  });
});

describe.each(testBackends().slice(0, 1))('delivery on $name', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'cuenta-delivery-'));
    await mkdir(join(dist, 'assets'));
    await mkdir(join(dist, '.vite'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, '.vite', 'page-preloads.json'), JSON.stringify(TABLE));
    await writeFile(join(dist, '.vite', 'prerendered.json'), JSON.stringify(PRERENDERED));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
    await writeFile(join(dist, 'assets', 'index-1a2b.js'), APP_JS);
    await writeFile(join(dist, 'assets', 'index-1a2b.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(dist, 'assets', 'index-1a2b.js.gz'), gzipSync(APP_JS));
    t = await buildTestApp({
      backend,
      config: { staticDir: dist },
      beforeReady(app) {
        app.get('/api/test/big', async () => ({
          items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'línea' })),
        }));
        app.get('/api/test/small', async () => ({ ok: true }));
      },
    });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("serves a page path as index.html with that page's preload tags, compressed, never cached", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cl/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login.page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-es.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('serves a prerendered page with its markup, and the same path with a query string without it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/br/login' });
    expect(page.body).toContain(
      '<div id="root" inert data-prerendered="hydrate"><div class="app"><h1>Entre na sua conta</h1>',
    );
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-pt.js">',
    );
    const withQuery = await t.app.inject({ method: 'GET', url: '/br/login?returnTo=%2Fbr%2Faccount' });
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(withQuery.body).toContain('<link rel="modulepreload" crossorigin href="/assets/login-pt.js">');
    const other = await t.app.inject({ method: 'GET', url: '/cl/login' });
    expect(other.body).toContain('<div id="root"></div>');
  });

  it("names on <html> how many social login providers the page's tenant has, so the login holds their place", async () => {
    t.app.oidc.config.providers.push({
      id: 'local',
      issuer: 'http://127.0.0.1:9/oidc',
      clientId: 'c',
      tenants: ['cl'],
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/cl/login' })).body).toContain(
        '<html data-social-providers="1" lang="es">',
      );
      // Brazil has none configured here: nothing reserved
      expect((await t.app.inject({ method: 'GET', url: '/br/login' })).body).toContain('<html lang="pt-BR">');
    } finally {
      t.app.oidc.config.providers.pop();
    }
    expect((await t.app.inject({ method: 'GET', url: '/cl/login' })).body).toContain('<html lang="es">');
  });

  it("sends an asset's brotli copy to a browser that accepts it, gzip to one that accepts only gzip, cached immutable", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const raw = await t.app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(APP_JS);
  });

  it('compresses JSON answers over 1 kB and leaves small ones as they are', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).items).toHaveLength(200);
    const small = await t.app.inject({ method: 'GET', url: '/api/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it("does not serve the build's manifest or preload table", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/page-preloads.json', '/.vite/prerendered.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      // the history fallback's page, not the file
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).not.toContain('"routes"');
      expect(res.body, url).not.toContain('"lang"');
    }
  });
});
