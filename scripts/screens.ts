// Issue 16 "Done when": screenshots of the main account screens at 360 and 1280 px, for a product owner to compare two
// builds side by side (docs/screens/). Signs a demo shopper in through the login page, as a person would.
//   npx tsx scripts/screens.ts --base-url http://127.0.0.1:3000 --out /tmp/shots/after [--tenant cl]
// The server must be running (npm start, or `npx tsx server/src/main.ts` with a fresh DATA_DIR for the demo data).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, resolveChromium } from '../e2e/helpers/browser';
import { signIn } from '../e2e/helpers/sign-in';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    out: { type: 'string' },
    tenant: { type: 'string', default: 'cl' },
  },
});
const baseURL = values['base-url'];
const out = values.out;
if (!baseURL || !out) {
  console.error('usage: npx tsx scripts/screens.ts --base-url URL --out DIR [--tenant cl]');
  process.exit(2);
}
const tenant = values.tenant!;
const WIDTHS = [360, 1280] as const;
const ORDER = { cl: '9010104000' } as Record<string, string>;

interface Shot {
  name: string;
  path: string;
  signedIn: boolean;
  /** what to do once the page has loaded (open a modal...) */
  then?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: 'login', path: `/${tenant}/login`, signedIn: false },
  { name: 'registration', path: `/${tenant}/register`, signedIn: false },
  { name: 'lite-registration', path: `/${tenant}/register/lite`, signedIn: false },
  { name: 'account-home', path: `/${tenant}/account`, signedIn: true },
  {
    name: 'address-modal',
    path: `/${tenant}/account/my-addresses`,
    signedIn: true,
    then: async (page) => {
      await page.getByRole('button', { name: /Agregar dirección|Adicionar endereço/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  ...(ORDER[tenant]
    ? [{ name: 'order-detail', path: `/${tenant}/account/my-orders/${ORDER[tenant]}`, signedIn: true }]
    : []),
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // no caret blinking or animation half-way in a picture
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  });
  await page.waitForTimeout(300);
}

const browser = await chromium.launch({ executablePath: resolveChromium().executablePath, args: CHROMIUM_ARGS });
mkdirSync(out, { recursive: true });
try {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
    const page = await context.newPage();
    if (signedIn) await signIn(page, tenant, `shopper.${tenant}@demo.example.com`);
    for (const shot of SHOTS.filter((s) => s.signedIn === signedIn)) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await page.goto(`${baseURL}${shot.path}`);
        await settle(page);
        await shot.then?.(page);
        if (shot.then) await settle(page);
        const file = join(out, `${shot.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !shot.then });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
