// Issue 6: the machine lint, run by model-tests/machine-lint.test.ts over every registered flow (so inside `npm test`).
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { AnyFlowEntry } from './flow-entry.types';
import { allStateNodes, descriptorMatches, ownTransitions, stepKind } from './flow-model';
import { allSamples } from './flow-paths';

export interface LintProblem {
  rule: 'unreachable-state' | 'no-way-out' | 'error-without-retry' | 'sample-not-accepted' | 'no-driver-step';
  subject: string;
  message: string;
}

function isDescendant(node: AnyStateNode, ancestor: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

function ancestorsAndSelf(node: AnyStateNode): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) out.push(n);
  return out;
}

/** States entered when `node` is entered: its initial child (compound), all children (parallel), down to the leaves. */
function entered(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return [node, ...children.flatMap(entered)];
  if (node.type === 'compound') {
    // the states between node and a deep initial target are added by the caller through ancestorsAndSelf
    return [node, ...((node.initial?.target ?? []) as AnyStateNode[]).flatMap(entered)];
  }
  return [node];
}

/** Structural reachability (guards ignored): from the initial states through every transition target. */
export function unreachableStates(machine: AnyStateMachine): AnyStateNode[] {
  const reached = new Set<AnyStateNode>();
  const queue: AnyStateNode[] = entered(machine.root);
  while (queue.length) {
    const node = queue.shift()!;
    if (reached.has(node)) continue;
    reached.add(node);
    // a state reachable means its ancestors are active too, and their transitions count
    for (const a of ancestorsAndSelf(node)) {
      if (!reached.has(a)) queue.push(a);
      for (const t of ownTransitions(a)) {
        for (const target of (t.target ?? []) as AnyStateNode[]) {
          for (const n of [...ancestorsAndSelf(target), ...entered(target)]) if (!reached.has(n)) queue.push(n);
        }
      }
    }
  }
  return allStateNodes(machine).filter((n) => !reached.has(n) && n.type !== 'history');
}

/** Transitions, from the node or an ancestor, that leave the node for another state. */
function exitsOf(node: AnyStateNode) {
  return ancestorsAndSelf(node).flatMap((a) =>
    ownTransitions(a).filter((t) => ((t.target ?? []) as AnyStateNode[]).some((target) => !isDescendant(target, node))),
  );
}

/** A final state ends its parent; inside a parallel region, the region is done when its final state is reached. */
function isAtomic(node: AnyStateNode): boolean {
  return node.type === 'atomic';
}

/**
 * An error state, by name (error, failed, invalid, locked, expired...) or by the tag 'error'. A transient state (left at
 * once through `always`) is not one: the person never rests there.
 */
export function isErrorState(node: AnyStateNode): boolean {
  if ((node.always ?? []).length > 0) return false;
  return (
    /error|fail|invalid|locked|expired|blocked|rejected/i.test(node.key) ||
    (node.tags as readonly string[]).includes('error')
  );
}

export function lintFlow(entry: AnyFlowEntry): LintProblem[] {
  const problems: LintProblem[] = [];
  const { machine } = entry;
  for (const node of unreachableStates(machine)) {
    problems.push({
      rule: 'unreachable-state',
      subject: node.id,
      message: `${node.id} cannot be reached from the initial state`,
    });
  }
  for (const node of allStateNodes(machine).filter(isAtomic)) {
    const exits = exitsOf(node);
    if (exits.length === 0) {
      problems.push({
        rule: 'no-way-out',
        subject: node.id,
        message: `${node.id} is not final and has no transition out`,
      });
    } else if (
      isErrorState(node) &&
      !exits.some((t) => stepKind(t.eventType) === 'user' || stepKind(t.eventType) === 'timer')
    ) {
      problems.push({
        rule: 'error-without-retry',
        subject: node.id,
        message: `error state ${node.id} has no retry or back (a user event or timer leading out)`,
      });
    }
  }
  const descriptors = new Set([machine.root, ...allStateNodes(machine)].flatMap((n) => [...n.transitions.keys()]));
  for (const sample of allSamples(entry)) {
    if (![...descriptors].some((d) => descriptorMatches(d, sample.type))) {
      problems.push({
        rule: 'sample-not-accepted',
        subject: sample.type,
        message: `sample ${sample.type} is accepted by no state of ${entry.name}`,
      });
    }
  }
  // issue 9: a user event the paths may take must say how a user performs it on the view (the model tests and the
  // Explorer's "play" use the entry's driver, never their own)
  const userTypes = new Set(
    allSamples(entry)
      .map((sample) => sample.type)
      .filter((type) => stepKind(type) === 'user'),
  );
  for (const type of userTypes) {
    if (!(type in entry.driver)) {
      problems.push({
        rule: 'no-driver-step',
        subject: type,
        message: `${entry.name} has no driver step for the user event ${type}`,
      });
    }
  }
  return problems;
}
