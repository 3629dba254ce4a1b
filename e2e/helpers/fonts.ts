// Issue 35 item 7: screenshots do not depend on the machine's fonts. The product ships its brand font
// (src/views/shell/styles/fonts.css); a screenshot waits until the browser has it and the text is laid out in it, so a
// machine with other system fonts (Debian's fonts-noto-core changed the login's height by 57 px) takes the same picture.
import { expect, type Page } from '@playwright/test';

/** The family fonts.css declares for the shipped Inter file (the first name of tokens.css's --font-family). */
export const BRAND_FONT = 'Inter Variable';

interface FontState {
  /** document.fonts.check for the brand family: false while any of its faces the text needs is still loading */
  ready: boolean;
  /** the brand family's faces the document has loaded */
  loaded: number;
  /** the brand family's faces that failed to load (a wrong URL, a blocked request) */
  failed: number;
}

/**
 * Waits for document.fonts.ready, then checks that the brand font is loaded (not a fallback left in place by a failed or
 * skipped fetch), and that the text of `selector` is drawn with the shipped file alone, no system font.
 */
export async function expectBrandFont(page: Page, selector = 'main h1') {
  const state = await page.evaluate(async (family): Promise<FontState> => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === family);
    return {
      ready: document.fonts.check(`16px "${family}"`),
      loaded: faces.filter((face) => face.status === 'loaded').length,
      failed: faces.filter((face) => face.status === 'error').length,
    };
  }, BRAND_FONT);
  expect(state, `the brand font ${BRAND_FONT} is loaded`).toEqual(expect.objectContaining({ ready: true, failed: 0 }));
  expect(state.loaded, `faces of ${BRAND_FONT} loaded`).toBeGreaterThan(0);
  // what Chromium really drew the text with (the DevTools protocol's platform fonts of the node's own text)
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, `${selector} is on the page`).toBeGreaterThan(0);
    await cdp.send('CSS.enable');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(
      fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont })),
      `${selector} is drawn with the shipped font alone`,
    ).toEqual([{ family: expect.stringMatching(/^Inter/), custom: true }]);
  } finally {
    await cdp.detach();
  }
}
