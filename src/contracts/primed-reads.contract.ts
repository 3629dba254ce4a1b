// Issue 17: a signed-in page's first reads (the session check, the page's own data) answered inside its HTML, so the page
// renders after the HTML round trip and the JavaScript, without two more round trips after the JavaScript has run. The
// server (server/src/lib/primed-reads.ts) makes each read as the browser would, with the request's own cookie and address,
// and writes the 200 answers into a JSON data block; the front end's transport (src/services/primed-reads.ts) answers
// the first GET of each path from it, once, within PRIMED_READS_TTL_MS of the page's start.

/** the id of the <script type="application/json"> element that carries the reads */
export const PRIMED_READS_ELEMENT_ID = 'cuenta-primed-reads';

/** how long after the page's navigation started its primed reads may answer (then they go over the network) */
export const PRIMED_READS_TTL_MS = 30_000;

export interface PrimedRead {
  /** the server path with its query string, as the browser would ask for it (the order of the parameters aside) */
  path: string;
  /** the 200 answer's JSON body */
  body: unknown;
}
