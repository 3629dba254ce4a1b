// Issue 17: a signed-in page's HTML carries its first reads (the session check, the page's data), made with the request's
// own session: equal to what the browser's own calls would answer, never for a guest or another tenant's session, never
// cached, and safe inside the page whatever the data holds. The account area's frame comes painted with it, greeting the
// session's first name, and only for a session just checked.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_FRAME_FIRST_NAME_SLOT,
  PRERENDERED_ACCOUNT_FILE,
  type PrerenderedPages,
} from '../../../src/contracts/prerendered-page.contract';
import { PRIMED_READS_ELEMENT_ID, type PrimedRead } from '../../../src/contracts/primed-reads.contract';
import { SESSION_COOKIE } from '../../../src/contracts/services';
import type { PreloadTable } from '../../src/lib/page-preloads';
import { primedPaths, scriptJson } from '../../src/lib/primed-reads';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const INDEX =
  '<!doctype html><html lang="es"><head><title>Cuenta</title></head><body><div id="root"></div></body></html>';
const route = (pattern: string, pageKey: string, session = false) => ({
  pattern,
  pageKey,
  js: [],
  css: [],
  namespaces: ['common'],
  ...(session ? { session } : {}),
});
const TABLE: PreloadTable = {
  routes: [
    route('/:tenant/login', 'login'),
    route('/:tenant/account/my-profile', 'myProfile', true),
    route('/:tenant/account/my-orders', 'myOrders', true),
    route('/:tenant/account/my-orders/:orderNumber', 'orderDetails', true),
  ],
  notAvailable: route('/:tenant/page-not-available', 'pageNotAvailable'),
  tenants: { cl: 'es-CL', pe: 'es-PE' },
  legalSegments: {},
  defaultTenant: 'cl',
  catalogues: {},
};

const frame = (title: string) => ({
  lang: 'es-CL',
  title,
  head: '',
  body: `<div class="app"><span class="account-entry__hello">Hola, ${ACCOUNT_FRAME_FIRST_NAME_SLOT}</span><p role="status">Cargando…</p></div>`,
  stalled: '<div data-prerender-stalled=""></div>',
  hydrate: false,
});
const FRAMES: PrerenderedPages = {
  '/cl/account/my-profile': frame('Mis datos personales | Obra Casa'),
  '/pe/account/my-profile': frame('Mis datos personales | Obra Casa Perú'),
  '/cl/account/my-orders/CUENTA_PARAM_orderNumber': {
    ...frame('Detalle de compra | Obra Casa'),
    body: `<div class="app"><span class="account-entry__hello">Hola, ${ACCOUNT_FRAME_FIRST_NAME_SLOT}</span><a href="/cl-classic/account/my-orders/CUENTA_PARAM_orderNumber">Chile (clásico)</a></div>`,
    stalled:
      '<div data-prerender-stalled=""><a href="/cl/account/my-orders/CUENTA_PARAM_orderNumber">Recargar</a></div>',
  },
};

/** The greeting of the account frame painted in a page's HTML, or null when the page comes unpainted. */
function greetingIn(html: string): string | null {
  if (!html.includes('<div id="root" inert data-prerendered>')) return null;
  return /<span class="account-entry__hello">(.*?)<\/span>/.exec(html)?.[1] ?? null;
}

/** The reads in a page's HTML, or null when it has none. */
function readsIn(html: string): PrimedRead[] | null {
  const match = new RegExp(`<script type="application/json" id="${PRIMED_READS_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as PrimedRead[]) : null;
}

describe('primed paths', () => {
  it('are the session check, then the reads of the page in its tenant', () => {
    expect(primedPaths('myProfile', 'pe')).toEqual(['/api/session/v1/session/info', '/api/my-account/pe/users']);
    expect(primedPaths('changePassword', 'cl')).toEqual(['/api/session/v1/session/info']);
    expect(primedPaths('orderHistory', 'cl')).toEqual([
      '/api/session/v1/session/info',
      '/api/my-account/cl/orders?group=completed&page=1',
    ]);
    expect(primedPaths('companyDetails', 'pe-b2b')).toEqual([
      '/api/session/v1/session/info',
      '/api/my-account/pe-b2b/users/organization',
      '/api/my-account/v1/economicActivity?tenant=pe-b2b',
      '/api/my-account/pe-b2b/geo',
    ]);
    expect(primedPaths('collaborators', 'pe-b2b')).toEqual([
      '/api/session/v1/session/info',
      '/api/my-account/pe-b2b/users/collaborators',
    ]);
    expect(primedPaths('orderDetails', 'cl', { orderNumber: '9010103000' })).toEqual([
      '/api/session/v1/session/info',
      '/api/my-account/cl/orders/9010103000',
      '/api/my-account/cl/orders/9010103000/tracking',
      // issue 31 item 5: what the order's lines can still give back, read with the detail
      '/s/orders/v1/orders/9010103000/returns',
    ]);
    expect(primedPaths('myOrdersCancellation', 'pe', { orderNumber: 'A/1' })).toEqual([
      '/api/session/v1/session/info',
      '/api/post-sale/v1/orders/A%2F1',
    ]);
    // without the page's parameter, its reads are left out
    expect(primedPaths('orderDetails', 'cl')).toEqual(['/api/session/v1/session/info']);
    expect(primedPaths('myAccount', 'mx')).toEqual([
      '/api/session/v1/session/info',
      '/api/my-account/mx/orders?pageSize=3&page=1',
      '/api/my-account/v1/users/preferredaddress',
      '/api/my-account/v2/users/payment-methods',
      '/api/quotation/lists',
    ]);
  });

  it('are written so that no text can close the script element', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(json).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});

describe.each(testBackends().slice(0, 1))('primed reads on $name', (backend) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'cuenta-primed-'));
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, '.vite', 'page-preloads.json'), JSON.stringify(TABLE));
    await writeFile(join(dist, '.vite', PRERENDERED_ACCOUNT_FILE), JSON.stringify(FRAMES));
    t = await buildTestApp({ backend, config: { staticDir: dist } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  async function shopper(tenant = 'cl', fields = {}) {
    const user = await createTestUser(t.app, { tenant, ...fields });
    return { user, headers: sessionHeaders(await openSession(t.app, user)) };
  }

  it("carries the session check and the profile, equal to the API's own answers, and is never stored", async () => {
    const { user, headers } = await shopper();
    const page = await t.app.inject({ method: 'GET', url: '/cl/account/my-profile', headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toMatch(/cookie/i);
    const reads = readsIn(page.body);
    expect(reads?.map((r) => r.path)).toEqual(['/api/session/v1/session/info', '/api/my-account/cl/users']);
    const profile = await t.app.inject({ url: '/api/my-account/cl/users', headers: { ...headers, 'x-tenant': 'cl' } });
    expect(reads![1]!.body).toEqual(profile.json());
    expect(reads![0]!.body).toMatchObject({ authenticated: true, tenant: 'cl', user: { email: user.email } });
    expect(page.body.indexOf(PRIMED_READS_ELEMENT_ID)).toBeLessThan(page.body.indexOf('</head>'));
    // painted: the account frame, greeting this shopper, with the page's title
    expect(greetingIn(page.body)).toBe(`Hola, ${user.firstName}`);
    expect(page.body).toContain('<title>Mis datos personales | Obra Casa</title>');
    expect(page.body).not.toContain(ACCOUNT_FRAME_FIRST_NAME_SLOT);
  });

  it('carries nothing without a session, with an unknown one, on a guest page, or for a page of another tenant', async () => {
    const { headers } = await shopper();
    const cases = [
      { url: '/cl/account/my-profile', headers: {} },
      { url: '/cl/account/my-profile', headers: { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` } },
      { url: '/cl/login', headers },
      { url: '/pe/account/my-profile', headers },
    ];
    for (const c of cases) {
      const page = await t.app.inject({ method: 'GET', url: c.url, headers: c.headers });
      expect(page.statusCode, c.url).toBe(200);
      expect(readsIn(page.body), c.url).toBeNull();
      expect(page.headers['cache-control'], c.url).toBe('no-cache');
      // nor the account frame: it is sent only to a session just checked (and never with its slot unfilled)
      expect(greetingIn(page.body), c.url).toBeNull();
      expect(page.body, c.url).not.toContain(ACCOUNT_FRAME_FIRST_NAME_SLOT);
    }
  });

  it('keeps what the customer typed as text: a name with markup in it does not end the data block', async () => {
    const name = '</script><script>window.pwned=1</script>';
    const { headers } = await shopper('cl', { firstName: name });
    const page = await t.app.inject({ method: 'GET', url: '/cl/account/my-profile', headers });
    expect(page.body).not.toContain('<script>window.pwned');
    expect(readsIn(page.body)?.[1]?.body).toMatchObject({ firstName: name });
    // the frame's greeting shows the name as text
    expect(greetingIn(page.body)).toBe('Hola, &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
  });

  it("paints an order's page with its number in the frame's links, and only a number a link can carry as it is", async () => {
    const { user, headers } = await shopper();
    const page = await t.app.inject({ method: 'GET', url: '/cl/account/my-orders/9010103000-B', headers });
    expect(greetingIn(page.body)).toBe(`Hola, ${user.firstName}`);
    expect(page.body).toContain('<a href="/cl-classic/account/my-orders/9010103000-B">');
    expect(page.body).toContain('<a href="/cl/account/my-orders/9010103000-B">Recargar</a>');
    expect(page.body).not.toContain('CUENTA_PARAM_');
    // this shopper has no such order: its reads answer 404 and are not written; the session check is
    expect(readsIn(page.body)?.map((r) => r.path)).toEqual(['/api/session/v1/session/info']);
    for (const url of ['/cl/account/my-orders/a%22%3E%3Cb', '/cl/account/my-orders/9010103000?x=1']) {
      const unpainted = await t.app.inject({ method: 'GET', url, headers });
      expect(unpainted.statusCode, url).toBe(200);
      expect(greetingIn(unpainted.body), url).toBeNull();
      expect(unpainted.body, url).not.toContain('CUENTA_PARAM_');
    }
  });

  it("reads only the session's own data: two shoppers each get their own profile", async () => {
    const a = await shopper();
    const b = await shopper();
    const [pageA, pageB] = await Promise.all(
      [a, b].map((s) => t.app.inject({ method: 'GET', url: '/cl/account/my-profile', headers: s.headers })),
    );
    expect(readsIn(pageA!.body)?.[1]?.body).toMatchObject({ email: a.user.email });
    expect(readsIn(pageB!.body)?.[1]?.body).toMatchObject({ email: b.user.email });
    expect(greetingIn(pageA!.body)).toBe(`Hola, ${a.user.firstName}`);
    expect(greetingIn(pageB!.body)).toBe(`Hola, ${b.user.firstName}`);
  });
});
