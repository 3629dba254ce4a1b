// Issue 6: what the tools know about a machine's structure: its states, its transitions, and how a step reads.
// Shared by `npm run paths`, the machine lint, the coverage recorder and the Flow Explorer (pure: no React, no DOM).
import type { AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';

type AnyTransition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

export type StepKind = 'user' | 'done' | 'error' | 'timer' | 'internal';

/** Who causes an event: the person, a server answer (actor done / error), a timer, or xstate itself. */
export function stepKind(eventType: string): StepKind {
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'timer';
  if (eventType.startsWith('xstate.')) return 'internal';
  return 'user';
}

/** `xstate.after.lockoutDuration.login.locked` -> `lockoutDuration`; `xstate.done.actor.submitLogin` -> `submitLogin` */
export function eventSubject(eventType: string): string {
  const kind = stepKind(eventType);
  if (kind === 'done') return eventType.slice('xstate.done.actor.'.length);
  if (kind === 'error') return eventType.slice('xstate.error.actor.'.length);
  if (kind === 'timer') return eventType.slice('xstate.after.'.length).split('.')[0] ?? eventType;
  return eventType;
}

/** `{ form: 'invalid' }` -> `form.invalid`; parallel regions are joined with ` + `. */
export function stateValueToString(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    if (child === undefined) return key;
    const inner = stateValueToString(child as StateValue);
    return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' + ');
}

/** Does a state node's event descriptor (`form.submit`, `card.*`, `*`) accept this event type? */
export function descriptorMatches(descriptor: string, eventType: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true;
  return descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1));
}

/** Every state node below the root, depth first, in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

/** The transitions a node defines itself (on, onDone, invoke onDone/onError, after, always), with their event type ('' for always). */
export function ownTransitions(node: AnyStateNode): AnyTransition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransition[];
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

/** Stable key of a transition, equal for the same transition of a machine and of its `.provide()`d copy. */
export function transitionKey(transition: TransitionLike): string {
  const list =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  const index = (list as unknown[]).indexOf(transition);
  const targets = transition.target?.map((t) => t.id).join(',') ?? '(self)';
  return `${transition.source.id} --${transition.eventType || 'always'}#${index}--> ${targets}`;
}

export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'guard';
}

/** invoke id -> actor name (src), so that `xstate.done.actor.0.login.submitting` reads `submitLogin`. */
export function invokeSources(machine: AnyStateMachine): Record<string, string> {
  const map: Record<string, string> = {};
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const invoke of node.invoke) map[invoke.id] = typeof invoke.src === 'string' ? invoke.src : invoke.id;
  }
  return map;
}

/** Label of a transition: `event [guard]`. Timers read `after lockoutDuration`, answers `done submitLogin`. */
export function transitionLabel(transition: TransitionLike): string {
  const kind = stepKind(transition.eventType);
  const id = eventSubject(transition.eventType);
  const invoke = kind === 'done' || kind === 'error' ? transition.source.invoke.find((i) => i.id === id) : undefined;
  const subject = invoke && typeof invoke.src === 'string' ? invoke.src : id;
  const base =
    transition.eventType === ''
      ? 'always'
      : kind === 'done'
        ? `done ${subject}`
        : kind === 'error'
          ? `error ${subject}`
          : kind === 'timer'
            ? `after ${subject}`
            : transition.eventType;
  const guard = guardName(transition.guard);
  return guard ? `${base} [${guard}]` : base;
}

export interface MachineInventory {
  /** state node ids (without the root) */
  states: string[];
  /** transition keys (see transitionKey) */
  transitions: string[];
}

export function machineInventory(machine: AnyStateMachine): MachineInventory {
  const nodes = allStateNodes(machine);
  const rootTransitions = ownTransitions(machine.root);
  return {
    states: nodes.map((n) => n.id),
    transitions: [...rootTransitions, ...nodes.flatMap(ownTransitions)].map((t) =>
      transitionKey(t as unknown as TransitionLike),
    ),
  };
}

/** Readable one-line description of a step, for people (CLI, plans, Explorer history). */
export function describeEvent(event: EventObject, sources: Readonly<Record<string, string>> = {}): string {
  const kind = stepKind(event.type);
  const id = eventSubject(event.type);
  const subject = sources[id] ?? id;
  const rest = Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type'));
  const payload = Object.keys(rest).length
    ? ` ${JSON.stringify(kind === 'done' ? (rest.output ?? rest) : kind === 'error' ? (rest.error ?? rest) : rest)}`
    : '';
  switch (kind) {
    case 'user':
      return `User: ${event.type}${payload}`;
    case 'done':
      return `Server answers: ${subject} succeeds${payload}`;
    case 'error':
      return `Server answers: ${subject} fails${payload}`;
    case 'timer':
      return `Timer fires: ${subject}`;
    default:
      return `${event.type}${payload}`;
  }
}
