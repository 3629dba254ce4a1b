import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createLazyInspect, getInspect, hasInspectFlag } from './inspect';

describe('?inspect', () => {
  it('is off without the flag', () => {
    expect(hasInspectFlag('?tenant=cl')).toBe(false);
    expect(getInspect('?tenant=cl')).toBeUndefined();
    expect(hasInspectFlag('?inspect')).toBe(true);
  });

  it('queues the events that arrive before the inspector has loaded', async () => {
    const received: string[] = [];
    let resolve: (o: { next: (e: InspectionEvent) => void }) => void = () => {};
    const inspect = createLazyInspect(() => new Promise((r) => (resolve = r)));
    inspect({ type: '@xstate.event', rootId: 'a' } as InspectionEvent);
    resolve({ next: (e) => received.push(e.type) });
    await Promise.resolve();
    await Promise.resolve();
    inspect({ type: '@xstate.snapshot', rootId: 'a' } as InspectionEvent);
    expect(received).toEqual(['@xstate.event', '@xstate.snapshot']);
  });
});
