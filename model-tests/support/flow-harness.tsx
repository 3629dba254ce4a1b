// Issue 9: the one harness of the model-based tests. A path of a registry entry is played on the real view: user events
// through the entry's own driver (performed with user-event), server answers by settling the deferred actors, timers by
// advancing xstate's SimulatedClock. After every step the machine must be in the step's state, and `assert` checks what
// the user sees there. Each model test only chooses its paths and writes that assertion.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { expect } from 'vitest';
import { actorNames } from '../../src/flows/flow-actor';
import type { AnyFlowEntry, FlowDriver } from '../../src/flows/flow-entry.types';
import { stepKind } from '../../src/flows/flow-model';
import type { PlanPath } from '../../src/flows/flow-paths';
import { createI18n } from '../../src/i18n/i18n-setup';
import { getTenant } from '../../src/tenants/tenants';
import type { CoverageRecorder } from '../harness/coverage-recorder';
import { deferredActors, stateValueOf } from './deferred-actors';
import { renderWithI18n } from './render-view';

export interface PathContext {
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  container: HTMLElement;
  i18n: I18n;
  /** the step just played and the state it started from (issue 30: where focus goes depends on both) */
  event?: EventObject;
  previous?: string;
}

export interface RunPathOptions {
  recorder: CoverageRecorder;
  /** default cl */
  tenant?: string;
  /** more props for the view (links...) */
  viewProps?: Record<string, unknown>;
  /** what the user must see in a state, checked after every step (and at the start) */
  assert?: (state: string, context: PathContext) => void | Promise<void>;
  /** issue 33 item 2: called once the view has rendered, before the first step (the QA export reads the screen there) */
  onStart?: (context: PathContext) => void | Promise<void>;
  /** replaces the entry's input (a machine variant) */
  input?: unknown;
  /** stands in for actions that leave the app (a redirect), to record them */
  actions?: Record<string, (...args: never[]) => void>;
}

const i18nByLocale = new Map<string, Promise<I18n>>();

function i18nFor(entry: AnyFlowEntry, locale: string): Promise<I18n> {
  const key = `${locale}|${entry.namespaces.join(',')}`;
  if (!i18nByLocale.has(key))
    i18nByLocale.set(key, createI18n(locale as 'es-CL', { namespaces: ['common', ...entry.namespaces] }));
  return i18nByLocale.get(key)!;
}

export function userEventDriver(user: UserEvent, container: HTMLElement, actor: AnyActorRef, i18n: I18n): FlowDriver {
  const field = (name: string) => {
    const element = container.ownerDocument.querySelector<HTMLElement>(`[name="${name}"]`);
    if (!element) throw new Error(`no field named ${name} on screen`);
    return element;
  };
  return {
    async fill(name, value) {
      const element = field(name) as HTMLInputElement;
      // an empty field needs no clearing, only the focus (clearing it again cost a focus, a selection and an input event,
      // issue 17); the whole value in one input event, as the model's one field.change (typing it key by key cost most
      // of the registration model tests' time, issue 17)
      if (element.value === '') await act(async () => element.focus());
      else await user.clear(element);
      if (value !== '') await user.paste(value);
    },
    async click(name, role = 'button') {
      await user.click(screen.getByRole(role, { name }));
    },
    async clickSelector(selector) {
      const element = container.ownerDocument.querySelector<HTMLElement>(selector);
      if (!element) throw new Error(`nothing matches ${selector}`);
      await user.click(element);
    },
    async focus(name) {
      await act(async () => field(name).focus());
    },
    async blur(name) {
      const element = field(name);
      if (container.ownerDocument.activeElement !== element) await act(async () => element.focus());
      await act(async () => element.blur());
    },
    async check(name, checked = true) {
      const element = field(name) as HTMLInputElement;
      if (element.checked !== checked) await user.click(element);
    },
    async select(name, value) {
      await user.selectOptions(field(name), value);
    },
    async press(key) {
      await user.keyboard(key);
    },
    t: (key, options) => (i18n.t as (key: string, options?: Record<string, unknown>) => string)(key, options),
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    async send(event) {
      await act(async () => actor.send(event));
    },
  };
}

/** Plays one path of `entry` on its real view; throws (failing the test) on the first step that does not land. */
export async function runFlowPath(entry: AnyFlowEntry, path: PlanPath, options: RunPathOptions): Promise<void> {
  const tenant = getTenant(options.tenant ?? path.tenant ?? 'cl');
  const i18n = await i18nFor(entry, tenant.locale);
  const { deferred, settle } = deferredActors();
  const actors = Object.fromEntries(actorNames(entry).map((name) => [name, deferred(name)]));
  const machine = entry.machine.provide({
    actors,
    ...(options.actions ? { actions: options.actions } : {}),
  } as Parameters<AnyStateMachine['provide']>[0]);
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: options.input ?? entry.input(tenant),
    inspect: options.recorder.inspect,
    clock,
  }).start();
  const View = await entry.loadView();
  // no timer between keystrokes: the model tests wait on nothing real (issue 17)
  const user = userEvent.setup({ delay: null });
  const { container, unmount } = renderWithI18n(i18n, <View actorRef={actor} {...options.viewProps} />);
  await waitFor(() => expect(container.textContent).not.toBe('…'));
  const driver = userEventDriver(user, container, actor, i18n);
  const check = async (state: string, event: EventObject, previous: string | undefined) => {
    expect(actor.getSnapshot().matches(stateValueOf(state) as never), `in ${state}`).toBe(true);
    await options.assert?.(state, {
      actor,
      snapshot: actor.getSnapshot() as AnyMachineSnapshot,
      container,
      i18n,
      event,
      previous,
    });
  };
  try {
    await options.onStart?.({ actor, snapshot: actor.getSnapshot() as AnyMachineSnapshot, container, i18n });
    let previous: string | undefined;
    for (const step of path.steps) {
      const event = step.event as EventObject & Record<string, unknown>;
      if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
        await settle(event);
      } else if (event.type.startsWith('xstate.after.')) {
        // `ms` on the step advances the clock by that much (to show a timer has NOT fired yet); else the delay as shown
        const delay = event.type.slice('xstate.after.'.length).split('.')[0]!;
        const ms = typeof event.ms === 'number' ? event.ms : (entry.delays[delay] ?? 24 * 60 * 60_000);
        await act(async () => clock.increment(ms));
      } else {
        const perform = (
          entry.driver as Record<string, ((d: FlowDriver, e: EventObject) => Promise<void>) | undefined>
        )[event.type];
        if (!perform) throw new Error(`${entry.name}: no driver step for ${event.type}`);
        await perform(driver, event);
      }
      await check(step.state, event, previous);
      previous = step.state;
    }
  } finally {
    unmount();
    actor.stop();
  }
}

/** Shortest paths, keeping only those whose steps add a (state, event, next state) not taken by an earlier one. */
export function coveringPaths(paths: readonly PlanPath[]): PlanPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const keys = path.steps.map(
      (step, i) => `${path.steps[i - 1]?.state ?? 'start'}|${JSON.stringify(step.event)}|${step.state}`,
    );
    const fresh = keys.some((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return fresh;
  });
}

/** A path extended with more steps (user events, answers or timers the graph folds into states reached sooner). */
export function extendPath(
  base: PlanPath,
  id: string,
  steps: readonly { event: EventObject & Record<string, unknown>; state: string }[],
): PlanPath {
  const more = steps.map((s) => ({
    kind: stepKind(s.event.type),
    event: s.event,
    description: s.event.type,
    state: s.state,
    stateIds: [],
  }));
  return { ...base, id, target: steps.at(-1)?.state ?? base.target, steps: [...base.steps, ...more] };
}

/** `extendPath` of the first path that ends in `target` (the model tests' shared "one more step from there"). */
export function extendFirstTo(
  all: readonly PlanPath[],
  target: string,
  id: string,
  steps: readonly { event: EventObject & Record<string, unknown>; state: string }[],
): PlanPath {
  const base = all.find((p) => p.target === target);
  if (!base) throw new Error(`no path ends in ${target}`);
  return extendPath(base, id, steps);
}
