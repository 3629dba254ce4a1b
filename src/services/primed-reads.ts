// Issue 17: the answers the server wrote into a signed-in page's HTML (src/contracts/primed-reads.contract.ts). The first
// GET of each of those paths on this origin is answered from them, once, instead of going over the network; a write of any
// kind drops what is left, so nothing read after a change comes from before it.
import { PRIMED_READS_ELEMENT_ID, type PrimedRead } from '../contracts/primed-reads.contract';

let primed: Map<string, unknown> | undefined;

function primedReads(): Map<string, unknown> {
  if (primed) return primed;
  primed = new Map();
  if (typeof document === 'undefined') return primed;
  const element = document.getElementById(PRIMED_READS_ELEMENT_ID);
  if (!element) return primed;
  element.remove();
  try {
    const reads = JSON.parse(element.textContent ?? '[]') as PrimedRead[];
    for (const read of reads) primed.set(new URL(read.path, window.location.origin).href, read.body);
  } catch {
    // a broken block answers nothing: every read goes over the network
  }
  return primed;
}

/** The primed answer to `method url`, taken (the next identical call goes over the network); undefined when there is none. */
export function takePrimedRead(method: string, url: string): Response | undefined {
  const reads = primedReads();
  if (method.toUpperCase() !== 'GET') {
    reads.clear();
    return undefined;
  }
  if (!reads.has(url)) return undefined;
  const body = reads.get(url);
  reads.delete(url);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Tests: read the document's block again. */
export function resetPrimedReads(): void {
  primed = undefined;
}
