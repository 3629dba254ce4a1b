// Holding a request back in a journey: the page's requests matching a pattern wait until the test lets them go, so a
// journey sees the page before and after what they bring, whatever the machine's speed.
import type { Page } from '@playwright/test';

/** Holds the requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
