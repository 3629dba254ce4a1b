// Issue 6: the shortest and simple paths of a registered machine (xstate/graph), as plain data for plans, tests and the Explorer.
import { getAdjacencyMap, getShortestPaths, type AdjacencyValue, type TraversalOptions } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import { getTenant } from '../tenants/tenants';
import type { AnyFlowEntry, SampleEvent } from './flow-entry.types';
import { startFlowActor } from './flow-actor';
import {
  describeEvent,
  descriptorMatches,
  invokeSources,
  stateValueToString,
  stepKind,
  transitionKey,
  type StepKind,
} from './flow-model';

/**
 * shortest: one shortest path per distinct state; simple: paths that visit no state twice (capped);
 * transitions: shortest paths extended by one step so that together they take every transition of the machine (what a
 * model-based suite needs for 100% transition coverage, timers back to already-visited states included).
 */
export type PathKind = 'shortest' | 'simple' | 'transitions';
export const PATH_KINDS: readonly PathKind[] = ['shortest', 'simple', 'transitions'];

export interface PlanStep {
  kind: StepKind;
  event: EventObject;
  /** what a person reads: `User: form.submit`, `Server answers: submitLogin fails {...}`, `Timer fires: lockoutDuration` */
  description: string;
  /** the state reached after the step, e.g. `form.invalid` */
  state: string;
  /** ids of the state nodes active after the step */
  stateIds: string[];
}

export interface PlanPath {
  id: string;
  kind: PathKind;
  tenant: string;
  /** the state the path ends in */
  target: string;
  /** ids of the state nodes active at the start */
  initialStateIds: string[];
  steps: PlanStep[];
}

/** The samples of a flow for one tenant: a tenant's samples replace the common samples of the same type. */
export function samplesFor(entry: AnyFlowEntry, tenantId: string): SampleEvent[] {
  const override = entry.samples.byTenant?.[tenantId] ?? [];
  const replaced = new Set(override.map((e) => e.type));
  return [...entry.samples.common.filter((e) => !replaced.has(e.type)), ...override];
}

/** Every sample of every tenant (for the lint: each must be accepted somewhere). */
export function allSamples(entry: AnyFlowEntry): SampleEvent[] {
  return [...entry.samples.common, ...Object.values(entry.samples.byTenant ?? {}).flatMap((list) => list ?? [])];
}

export function serializeFor(entry: AnyFlowEntry) {
  return (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({
      value: snapshot.value,
      context: entry.graphContext ? entry.graphContext(snapshot.context) : snapshot.context,
    });
}

/**
 * The events to try in a state: for each event the active states accept (timers and server answers included), its samples,
 * or the bare event when it has none. (An `events` ARRAY would replace this and drop the timers.)
 */
export function eventsToTry(snapshot: AnyMachineSnapshot, samples: readonly EventObject[]): EventObject[] {
  const descriptors = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents))];
  return descriptors.flatMap((descriptor) => {
    const matching = samples.filter((e) => descriptorMatches(descriptor, e.type));
    if (matching.length) return matching;
    return descriptor.includes('*') ? [] : [{ type: descriptor }];
  });
}

/** Without --max, simple paths stop at this many (xstate's getSimplePaths enumerates every one and does not end on real forms). */
export const DEFAULT_SIMPLE_CAP = 100;
const EXPANSION_BUDGET = 20_000;

interface RawPath {
  state: AnyMachineSnapshot;
  steps: { state: AnyMachineSnapshot; event: EventObject }[];
}

type Traversal = TraversalOptions<AnyMachineSnapshot, EventObject, unknown>;

/**
 * Simple paths (no state visited twice) that cannot be extended any further: they end in a final state, a dead end, or
 * where every next state was already visited. Depth first, one edge per pair of states (the first sample that links
 * them), stopping at `cap` paths; the caller sorts them shortest first.
 */
function boundedSimplePaths(entry: AnyFlowEntry, traversal: Traversal, cap: number): RawPath[] {
  const serialize = serializeFor(entry);
  const adjacency = getAdjacencyMap(entry.machine, traversal) as unknown as Record<
    string,
    AdjacencyValue<AnyMachineSnapshot, EventObject>
  >;
  const [startKey] = Object.keys(adjacency);
  if (startKey === undefined) return [];
  const edges = new Map<string, { next: string; state: AnyMachineSnapshot; event: EventObject }[]>();
  for (const [key, value] of Object.entries(adjacency)) {
    const byTarget = new Map<string, { next: string; state: AnyMachineSnapshot; event: EventObject }>();
    for (const { event, state } of Object.values(value.transitions)) {
      const next = serialize(state);
      if (next !== key && adjacency[next] && !byTarget.has(next)) byTarget.set(next, { next, state, event });
    }
    edges.set(key, [...byTarget.values()]);
  }
  const out: RawPath[] = [];
  let expansions = 0;
  const seen = new Set<string>([startKey]);
  const walk = (key: string, path: RawPath) => {
    if (out.length >= cap || expansions++ > EXPANSION_BUDGET) return;
    const nexts = (edges.get(key) ?? []).filter((e) => !seen.has(e.next));
    if (nexts.length === 0) {
      out.push(path);
      return;
    }
    for (const { next, state, event } of nexts) {
      seen.add(next);
      walk(next, { state, steps: [...path.steps, { state, event }] });
      seen.delete(next);
    }
  };
  const initial = adjacency[startKey]!.state;
  walk(startKey, { state: initial, steps: [{ state: initial, event: { type: 'xstate.init' } }] });
  return out;
}

/** The machine transitions (see transitionKey) that a sequence of events takes, step by step, on a live actor. */
function transitionsTaken(entry: AnyFlowEntry, tenant: string, events: readonly EventObject[]): string[][] {
  const perStep: string[][] = [];
  let current: string[] = [];
  const actor = startFlowActor(entry, {
    tenant,
    inspect: (event) => {
      if (event.type === '@xstate.microstep' && event.actorRef === actor) {
        for (const t of event._transitions)
          current.push(transitionKey(t as unknown as Parameters<typeof transitionKey>[0]));
      }
    },
  });
  for (const event of events) {
    current = [];
    actor.send(event);
    perStep.push(current);
  }
  actor.stop();
  return perStep;
}

/**
 * Paths that together take every transition of the machine: for each (graph state, event) edge, the shortest path to the
 * state plus that event; shortest candidates first, and a candidate is kept only if its last step takes a machine
 * transition that no kept path took yet.
 */
function transitionPaths(entry: AnyFlowEntry, traversal: Traversal, tenant: string): RawPath[] {
  const serialize = serializeFor(entry);
  const shortest = getShortestPaths(entry.machine, traversal) as unknown as RawPath[];
  const toState = new Map(shortest.map((path) => [serialize(path.state), path]));
  const adjacency = getAdjacencyMap(entry.machine, traversal) as unknown as Record<
    string,
    AdjacencyValue<AnyMachineSnapshot, EventObject>
  >;
  const candidates: RawPath[] = [];
  for (const [key, value] of Object.entries(adjacency)) {
    const base = toState.get(key);
    if (!base) continue;
    for (const { event, state } of Object.values(value.transitions))
      candidates.push({ state, steps: [...base.steps, { state, event }] });
  }
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  const taken = new Set<string>();
  const out: RawPath[] = [];
  for (const path of candidates) {
    const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    const perStep = transitionsTaken(entry, tenant, events);
    const last = perStep.at(-1) ?? [];
    if (last.length === 0 || last.every((k) => taken.has(k))) continue;
    perStep.flat().forEach((k) => taken.add(k));
    out.push(path);
  }
  return out;
}

export interface GenerateOptions {
  tenant: string;
  kind: PathKind;
  /** cap on the number of paths returned */
  max?: number;
}

export function generatePaths(entry: AnyFlowEntry, options: GenerateOptions): PlanPath[] {
  const tenant = getTenant(options.tenant);
  const samples = samplesFor(entry, tenant.id) as EventObject[];
  const traversal: Traversal = {
    events: (snapshot: AnyMachineSnapshot) => eventsToTry(snapshot, samples),
    input: entry.input(tenant),
    serializeState: serializeFor(entry),
    // a runaway graph (an unbounded counter in context) fails loudly instead of hanging: set graphContext
    limit: 5000,
  };
  const raw =
    options.kind === 'shortest'
      ? getShortestPaths(entry.machine, traversal)
      : options.kind === 'simple'
        ? boundedSimplePaths(entry, traversal, options.max ?? DEFAULT_SIMPLE_CAP)
        : transitionPaths(entry, traversal, tenant.id);
  const sources = invokeSources(entry.machine);
  const idsOf = (snapshot: AnyMachineSnapshot) =>
    (snapshot._nodes as AnyStateNode[]).filter((n) => n.parent).map((n) => n.id);
  const paths = raw.map((path, index): PlanPath => {
    const steps = path.steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step): PlanStep => ({
        kind: stepKind(step.event.type),
        event: step.event,
        description: describeEvent(step.event, sources),
        state: stateValueToString(step.state.value),
        stateIds: idsOf(step.state),
      }));
    return {
      id: `${entry.name}-${options.kind}-${index + 1}`,
      kind: options.kind,
      tenant: tenant.id,
      target: stateValueToString(path.state.value),
      // xstate's paths start with an `xstate.init` step holding the initial snapshot
      initialStateIds: idsOf(path.steps[0]?.state ?? path.state),
      steps,
    };
  });
  // longest paths first would hide the short ones under a cap: keep xstate's order, shortest first.
  paths.sort((a, b) => a.steps.length - b.steps.length);
  const capped = options.max === undefined ? paths : paths.slice(0, options.max);
  return capped.map((p, i) => ({ ...p, id: `${entry.name}-${options.kind}-${i + 1}` }));
}
