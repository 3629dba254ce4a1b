// Issue 17: a signed-in page's first reads (the session check, the page's own data) answered inside its HTML, so the page
// renders after the HTML round trip and the JavaScript, without two more round trips after the JavaScript has run. The
// server (server/src/lib/primed-reads.ts) makes each read as the browser would, with the request's own cookie and address,
// and writes the 200 answers into a JSON data block; the front end's transport (src/services/primed-reads.ts) answers
// the first GET of each path from it, once.

/** the id of the <script type="application/json"> element that carries the reads */
export const PRIMED_READS_ELEMENT_ID = 'cuenta-primed-reads';

export interface PrimedRead {
  /** the server path, as the browser would ask for it (no query string) */
  path: string;
  /** the 200 answer's JSON body */
  body: unknown;
}
