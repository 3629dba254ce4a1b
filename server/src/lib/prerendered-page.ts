// Issue 17: index.html with a prerendered page in it (dist/.vite/prerendered.json, written by the build), so the browser
// paints the page from the HTML instead of after the JavaScript. The markup is inert (nothing in it can be focused or
// clicked) until src/main.tsx has hydrated it (a guest page, data-prerendered="hydrate") or rendered the app over it (an
// account frame), so nothing typed into it is lost when the app takes over.
// Only the exact path is served this way: a query string (?returnTo=...) may change what the page shows. Should the app's
// script never load (a dropped connection), a reload offer placed after the markup shows after a while (page.stalled).
// The page's scripts are then not needed for the first paint, so they are fetched at low priority (fetchpriority="low"):
// the stylesheets, which the paint does wait for, go first. Without it Chrome fetches module scripts and modulepreloads
// at high priority, which Lighthouse counts as render-blocking (its FCP estimate was 2.4 s for a page painted at 0.2 s).
// A signed-in page gets the account area's frame the same way (the build's prerendered-account.json), only for a session
// the server has just checked, with that person's first name, HTML-escaped, in the greeting's slot and the path's
// parameters in theirs (fillAccountFrame).
import {
  ACCOUNT_FRAME_FIRST_NAME_SLOT,
  ACCOUNT_FRAME_PARAM_VALUE,
  accountFrameParamSlot,
  accountFramePath,
  type PrerenderedPage,
  type PrerenderedPages,
} from '../../../src/contracts/prerendered-page.contract';
import { escapeHtml } from './html';

const ROOT = '<div id="root"></div>';

/** The page prerendered for `url`, when there is one for its exact path and the url has no query. */
export function prerenderedFor(pages: PrerenderedPages, url: string): PrerenderedPage | undefined {
  if (url.includes('?')) return undefined;
  return Object.hasOwn(pages, url) ? pages[url] : undefined;
}

/** `html` (index.html) with the page's language, title, head elements and markup; unchanged when it lacks the slots. */
export function withPrerenderedPage(html: string, page: PrerenderedPage): string {
  const head = html.indexOf('</head>');
  if (head < 0 || !html.includes(ROOT)) return html;
  return (
    `${html.slice(0, head)}${page.head}${html.slice(head)}`
      // replacer functions: a `$` in a title is text, not a replacement pattern
      .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
      .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
      .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
      .replace(
        ROOT,
        () =>
          `<div id="root" inert data-prerendered${page.hydrate ? '="hydrate"' : ''}>${page.body}</div>${page.stalled}`,
      )
  );
}

/**
 * The key of a signed-in page's account frame (accountFramePath of its route's pattern), or undefined when the url has a
 * query string or a parameter's value is not one a frame may carry as it is.
 */
export function accountFrameKey(
  pattern: string,
  tenant: string,
  url: string,
  params: Readonly<Record<string, string>>,
): string | undefined {
  if (url.includes('?') || !Object.values(params).every((value) => ACCOUNT_FRAME_PARAM_VALUE.test(value)))
    return undefined;
  return accountFramePath(pattern, tenant);
}

/**
 * An account frame for one person and one path: `firstName` (HTML-escaped: it is text in the markup, whatever it holds)
 * in the greeting's slot, and each parameter's value (already checked by accountFrameKey) in its slot.
 */
export function fillAccountFrame(
  frame: PrerenderedPage,
  firstName: string,
  params: Readonly<Record<string, string>> = {},
): PrerenderedPage {
  const name = escapeHtml(firstName);
  const fill = (markup: string) =>
    Object.entries(params).reduce(
      (out, [param, value]) => out.split(accountFrameParamSlot(param)).join(value),
      markup.split(ACCOUNT_FRAME_FIRST_NAME_SLOT).join(name),
    );
  return { ...frame, body: fill(frame.body), stalled: fill(frame.stalled) };
}
