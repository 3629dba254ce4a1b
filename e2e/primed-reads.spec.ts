// Issue 17 (docs/delivery.md, primed reads): a signed-in page loaded from the address bar brings its session check and its
// data with its HTML, so it fills without more round trips after the JavaScript; a later visit reads over the network.
import { expect, test, type Page } from '@playwright/test';
import { companyLogin } from './helpers/company';
import { signIn } from './helpers/sign-in';

const SHOPPER = 'shopper.cl@demo.example.com';

/** The page's own API reads; the header's cart count (issue 34: read once per page load, after paint) is not one. */
const HEADER_CART_READ = 'GET /s/checkout/v1/carts/mine';

function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    const call = `${request.method()} ${pathname}${search}`;
    if (/^\/(api|s)\//.test(pathname) && call !== HEADER_CART_READ) asked.push(call);
  });
  return asked;
}

/** The API reads of the account home's four blocks (spec §2): orders, favourite address, payment methods, lists. */
const HOME_BLOCK_READS = [
  /\/orders$/,
  /\/users\/preferredaddress$/,
  /\/users\/payment-methods$/,
  /\/quotation\/lists$/,
];

/**
 * The account home signed in to asks for its blocks over the network (a client-side visit). A count must start after
 * their answers, or a late request of theirs is counted against the next page; an empty status line is not enough (it
 * is empty too before the blocks start to load). Call before signing in, await after.
 */
function homeBlocksRead(page: Page): Promise<unknown> {
  return Promise.all(
    HOME_BLOCK_READS.map((path) =>
      page.waitForResponse((response) => path.test(new URL(response.url()).pathname), { timeout: 60_000 }),
    ),
  );
}

test('a reload of my profile fills the form without asking the network for the session or the profile', async ({
  page,
}) => {
  await signIn(page, 'cl', SHOPPER);
  await page.goto('/cl/account/my-profile');
  await expect(page.locator('input[name="firstName"]')).not.toHaveValue('');
  const asked = apiRequests(page);
  await page.reload();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Camila');
  await expect(page.getByText('shopper.cl@demo.example.com').first()).toBeVisible();
  expect(asked).toEqual([]);
  // the page's data is read again on the next visit, over the network
  await page.getByRole('link', { name: 'Mis direcciones' }).first().click();
  await expect(page).toHaveURL(/\/cl\/account\/my-addresses$/);
  const profileRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/my-account/cl/users');
  await page.getByRole('link', { name: 'Mis datos personales' }).first().click();
  await profileRead;
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Camila');
});

test('a reload of the account home fills its blocks without a single API request', async ({ page }) => {
  await signIn(page, 'cl', SHOPPER);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  const asked = apiRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeVisible();
  // the four blocks of spec §2, each with its content (not its loading line or its error)
  await expect(
    page
      .locator('[data-block="lastPurchases"]')
      .getByRole('link', { name: /Orden N°/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver todas mis listas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrar medios de pago' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0); // no loading line left
  expect(asked).toEqual([]);
});

// The other signed-in pages of a shopper whose first reads are primed (server/src/lib/primed-reads.ts PAGE_READS): each
// loads with no API request and shows neither a loading line nor an error.
const PAGES = [
  'my-orders',
  'order-history',
  'my-tickets-and-invoices',
  'my-addresses',
  'my-payment',
  'my-cmr-points',
  'my-wish-list',
  'my-lists',
  'quotes-in-stores',
  'quotations',
  'my-quotes-store-orders',
  // an order's detail (the order and its tracking) and its cancellation (the post-sale order), docs/demo-accounts.md
  'my-orders/9010103000',
  'my-orders/9010103000/cancellation',
];

test('every primed page of a shopper loads from the address bar without an API request', async ({ page }) => {
  // a sign-in and 13 full page loads, each waited to network idle: more than the 30 s default on a busy 2-core machine
  test.setTimeout(120_000);
  const homeRead = homeBlocksRead(page);
  await signIn(page, 'cl', SHOPPER);
  await homeRead;
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  for (const path of PAGES) {
    const asked = apiRequests(page);
    await page.goto(`/cl/account/${path}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main h1').first(), path).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\S/ }), path).toHaveCount(0);
    await expect(page.locator('main [role="alert"]'), path).toHaveCount(0);
    expect(asked, path).toEqual([]);
    page.removeAllListeners('request');
  }
});

test("a company owner's collaborators and company details load from the address bar without their first reads", async ({
  page,
}) => {
  const homeRead = homeBlocksRead(page);
  await companyLogin(page, 'pe-b2b', 'owner.pe-b2b@demo.example.com');
  await homeRead;
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  let asked = apiRequests(page);
  await page.goto('/pe-b2b/account/collaborators');
  await expect(page.getByRole('cell', { name: 'buyer.pe-b2b@demo.example.com' })).toBeVisible();
  expect(asked).toEqual([]);
  page.removeAllListeners('request');

  asked = apiRequests(page);
  await page.goto('/pe-b2b/account/company-details');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  // only the areas below the company's own region and province, which depend on its address, are read after the page
  expect(
    asked.every((request) => /^GET \/api\/my-account\/pe-b2b\/geo\?parentId=\d+$/.test(request)),
    asked.join(),
  ).toBe(true);
});
