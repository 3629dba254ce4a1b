// Issue 6: `?inspect` opens the running app's actors in the Stately inspector (@statelyai/inspect), for those online.
// Usage: createActor(machine, { inspect: getInspect() }) / useActorRef(machine, { inspect: getInspect() }).
// The inspector is imported only when the URL asks for it, so it never weighs on the app's chunks.
import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

export function hasInspectFlag(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

let shared: Inspect | undefined;

/** Opens one inspector window; events that arrive before the module has loaded are queued, then replayed. */
export function createLazyInspect(load: () => Promise<{ next: Inspect }>): Inspect {
  let target: { next: Inspect } | undefined;
  const queue: InspectionEvent[] = [];
  load().then(
    (observer) => {
      target = observer;
      for (const event of queue.splice(0)) observer.next(event);
    },
    (error: unknown) => console.warn('Stately inspector unavailable', error),
  );
  return (event) => (target ? target.next(event) : queue.push(event));
}

/** The `inspect` option for createActor/useActorRef: an observer when the URL has ?inspect, else undefined. */
export function getInspect(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): Inspect | undefined {
  if (!hasInspectFlag(search)) return undefined;
  shared ??= createLazyInspect(async () => {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    return { next: (event: InspectionEvent) => inspector.inspect.next?.(event) };
  });
  return shared;
}
