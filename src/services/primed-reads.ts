// Issue 17: the answers the server wrote into a signed-in page's HTML (src/contracts/primed-reads.contract.ts). The first
// GET of each of those paths on this origin is answered from them, once, instead of going over the network. They are
// dropped by a write of any kind (nothing read after a change comes from before it) and once the page has been open for
// PRIMED_READS_TTL_MS (a block the page did not show is not read from much later, on another page).
import { PRIMED_READS_ELEMENT_ID, PRIMED_READS_TTL_MS, type PrimedRead } from '../contracts/primed-reads.contract';

let primed: Map<string, unknown> | undefined;

/** The same URL whatever the order of its query parameters. */
function keyOf(url: string): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.sort();
  return parsed.href;
}

function primedReads(): Map<string, unknown> {
  if (primed) return primed;
  primed = new Map();
  if (typeof document === 'undefined') return primed;
  const element = document.getElementById(PRIMED_READS_ELEMENT_ID);
  if (!element) return primed;
  element.remove();
  try {
    const reads = JSON.parse(element.textContent ?? '[]') as PrimedRead[];
    for (const read of reads) primed.set(keyOf(read.path), read.body);
  } catch {
    // a broken block answers nothing: every read goes over the network
  }
  return primed;
}

/**
 * The primed answer to `method url`, taken (the next identical call goes over the network); undefined when there is none.
 * `now`: milliseconds since the page's navigation started.
 */
export function takePrimedRead(
  method: string,
  url: string,
  now: number = typeof performance === 'undefined' ? 0 : performance.now(),
): Response | undefined {
  const reads = primedReads();
  if (reads.size === 0) return undefined;
  if (method.toUpperCase() !== 'GET' || now > PRIMED_READS_TTL_MS) {
    reads.clear();
    return undefined;
  }
  const key = keyOf(url);
  if (!reads.has(key)) return undefined;
  const body = reads.get(key);
  reads.delete(key);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Tests: read the document's block again. */
export function resetPrimedReads(): void {
  primed = undefined;
}
