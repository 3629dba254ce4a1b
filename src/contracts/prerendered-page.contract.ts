// Issue 17: the build writes dist/.vite/prerendered.json (path -> PrerenderedPage, from src/views/app/prerender.tsx and
// scripts/lib/prerender.ts); the server puts a page into index.html for its path (server/src/lib/prerendered-page.ts).

export interface PrerenderedPage {
  /** the <html lang> of the page's tenant */
  lang: string;
  /** the page's <title> text, HTML-escaped as React wrote it */
  title: string;
  /** elements React hoists to the document's head (an image preload), as markup */
  head: string;
  /** the app's markup, for <div id="root"> */
  body: string;
  /** markup after <div id="root">: a reload offer that shows only if the app has not taken the page over in time */
  stalled: string;
  /**
   * Issue 28: the markup is what the app's first render gives (a guest page), so React hydrates it (hydrateRoot) instead
   * of rendering over it; false for an account frame, whose page the app renders in place of the loading line.
   */
  hydrate: boolean;
}

/** exact path, such as /cl/login -> its page */
export type PrerenderedPages = Record<string, PrerenderedPage>;

/**
 * Issue 17: the build's second file, dist/.vite/prerendered-account.json (path -> PrerenderedPage), holds the account
 * area's frame of each signed-in page, keyed by accountFramePath. It is personal only once the server has put the first name of
 * the session it has just checked into this slot of the greeting (HTML-escaped); it is never sent as it is.
 */
export const PRERENDERED_ACCOUNT_FILE = 'prerendered-account.json';
export const ACCOUNT_FRAME_FIRST_NAME_SLOT = '%CUENTA_FIRST_NAME%';

/**
 * A signed-in page whose path has a parameter (an order's detail: /cl/account/my-orders/:orderNumber) has one frame per
 * tenant, rendered and keyed with this slot as the parameter's value (letters and `_` only: a path, a link and the markup
 * all carry it unchanged). The server puts the request's value in its place, and only a value of ACCOUNT_FRAME_PARAM_VALUE.
 */
export const accountFrameParamSlot = (name: string): string => `CUENTA_PARAM_${name}`;
export const ACCOUNT_FRAME_PARAM_VALUE = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The key of a signed-in route's frame in a tenant: its pattern (/:tenant/account/my-orders/:orderNumber) with the tenant
 * and each other parameter's slot in place. The build writes frames under it and the server looks them up by it.
 */
export function accountFramePath(pattern: string, tenant: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'tenant' ? tenant : accountFrameParamSlot(name)));
}
