// Issue 6: a live actor of a registered flow in which a person (or a test) decides every server answer and every timer.
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import { getTenant } from '../tenants/tenants';
import type { AnyFlowEntry } from './flow-entry.types';

/** The names of the side effects a flow's machine invokes: the keys of its setup({ actors }). */
export function actorNames(entry: Pick<AnyFlowEntry, 'machine'>): string[] {
  return Object.keys(entry.machine.implementations.actors ?? {});
}

/**
 * The entry's machine with every named actor replaced by one that waits forever: its outcome arrives as the event
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` sent by hand, which the machine treats like the real answer.
 */
export function waitingMachine(entry: AnyFlowEntry): AnyStateMachine {
  const actors = Object.fromEntries(
    actorNames(entry).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  return entry.machine.provide({ actors } as Parameters<AnyStateMachine['provide']>[0]);
}

export interface FlowActorOptions {
  tenant: string;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * A started actor on a simulated clock: delays never fire on their own; a timer is fired by sending its
 * `xstate.after.<delay>.<stateId>` event, exactly as the graph paths name it.
 */
export function startFlowActor(entry: AnyFlowEntry, options: FlowActorOptions): AnyActorRef {
  const actor = createActor(waitingMachine(entry), {
    input: entry.input(getTenant(options.tenant)),
    clock: new SimulatedClock(),
    inspect: options.inspect,
  });
  actor.start();
  return actor;
}

/** Sends a sequence of events (a shared link, a plan path) and returns the events the machine accepted. */
export function replayEvents(actor: AnyActorRef, events: readonly EventObject[]): EventObject[] {
  const accepted: EventObject[] = [];
  for (const event of events) {
    const before = actor.getSnapshot();
    if (!before.can(event)) break;
    actor.send(event);
    accepted.push(event);
  }
  return accepted;
}
