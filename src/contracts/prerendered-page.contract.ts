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
}

/** exact path, such as /cl/login -> its page */
export type PrerenderedPages = Record<string, PrerenderedPage>;
