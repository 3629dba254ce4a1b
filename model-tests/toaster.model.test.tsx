// Model-based test (STYLE.md §12): every shortest path of the toaster machine (spec §9), plus the paths the graph cannot
// produce (timers, closing the last toast, an action button), driven through the real ToasterView with fake timers
// (the flow's own driver performed with DOM events: user-event waits on timers);
// every state and transition must be visited. Toasts enter the way pages send them (`toast.show` on the actor); the
// person closes them with the buttons; the display time is spec §9's formula (src/rules/toast-duration.ts).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createActor } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/common.json';
import { toasterMachine } from '../src/machines/toaster/toaster.machine';
import type { ToasterEvent, ToastInput } from '../src/machines/toaster/toaster.types';
import type { FlowDriver } from '../src/flows/flow-entry.types';
import { domDriver } from '../src/views/explorer/dom-driver';
import { toastDurationMs } from '../src/rules/toast-duration';
import { toasterFlow } from '../src/views/explorer/entries/toaster.flow';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { ToasterView } from '../src/views/shell/toaster';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('toaster', 'toaster');
const TIMER = 'xstate.after.toastDuration.toaster.visible';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('es-CL');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A toast with one action button (not among the flow's samples: the action and its label are the page's). */
const undoSelected = vi.fn();
const withAction: ToastInput = {
  type: 'warning',
  text: 'Eliminamos la dirección.',
  actions: [{ label: 'Deshacer', onSelect: undoSelected }],
};

type Step =
  { kind: 'show'; toast: ToastInput } | { kind: 'close' } | { kind: 'action'; label: string } | { kind: 'timer' };

function stepsOf(path: PlanPath): Step[] {
  return path.steps.map((step) => {
    const event = step.event as { type: string; toast?: ToastInput };
    if (event.type === 'toast.show' && event.toast) return { kind: 'show', toast: event.toast };
    if (event.type === 'toast.dismiss') return { kind: 'close' };
    if (event.type === TIMER) return { kind: 'timer' };
    throw new Error(`no driver for ${event.type}`);
  });
}

function runSteps(steps: readonly Step[]) {
  const actor = createActor(toasterMachine, { inspect: recorder.inspect }).start();
  const { unmount, container } = render(
    <I18nextProvider i18n={i18n}>
      <ToasterView actorRef={actor} />
    </I18nextProvider>,
  );
  // the flow's own driver, performed with DOM events (user-event would wait on the fake timers)
  const driver = domDriver(container, actor, (key, options) =>
    (i18n.t as (k: string, o?: Record<string, unknown>) => string)(key, options),
  );
  const perform = (event: ToasterEvent) =>
    act(
      () => void (toasterFlow.driver[event.type] as (d: FlowDriver, e: ToasterEvent) => Promise<void>)(driver, event),
    );
  // what the person should see: the first toast shown and not yet gone, the rest waiting in order
  const expected: ToastInput[] = [];
  assertScreen(expected[0]);
  for (const step of steps) {
    if (step.kind === 'show') {
      perform({ type: 'toast.show', toast: step.toast });
      expected.push(step.toast);
    } else if (step.kind === 'close') {
      perform({ type: 'toast.dismiss' });
      expected.shift();
    } else if (step.kind === 'action') {
      const calls = undoSelected.mock.calls.length;
      fireEvent.click(screen.getByRole('button', { name: step.label }));
      expect(undoSelected.mock.calls.length).toBe(calls + 1);
      expected.shift();
    } else {
      const current = expected[0]!;
      const duration = toastDurationMs(current.text, current.actions?.length ?? 0);
      act(() => vi.advanceTimersByTime(duration - 1));
      assertScreen(current);
      act(() => vi.advanceTimersByTime(1));
      expected.shift();
    }
    assertScreen(expected[0]);
    expect(actor.getSnapshot().value).toBe(expected.length > 0 ? 'visible' : 'idle');
  }
  unmount();
  actor.stop();
}

function assertScreen(toast: ToastInput | undefined) {
  const region = screen.getByRole('region', { name: es.toaster.region });
  if (!toast) {
    expect(region.textContent).toBe('');
    expect(screen.queryByRole('button', { name: es.toaster.close })).toBeNull();
    return;
  }
  // errors are announced assertively, the rest politely
  const live = screen.getByRole(toast.type === 'error' ? 'alert' : 'status');
  expect(live.getAttribute('aria-live')).toBe(toast.type === 'error' ? 'assertive' : 'polite');
  expect(live.textContent).toBe(
    `${es.toaster[toast.type]}: ${toast.text}${(toast.actions ?? []).map((a) => a.label).join('')}×`,
  );
  expect(screen.getByRole('button', { name: es.toaster.close })).toBeTruthy();
}

describe('toaster model (spec §9)', () => {
  const [success, error] = toasterFlow.samples.common
    .filter((e): e is { type: 'toast.show'; toast: ToastInput } => e.type === 'toast.show')
    .map((e) => e.toast);
  const show = (toast: ToastInput): Step => ({ kind: 'show', toast });
  const generated = generatePaths(toasterFlow, { tenant: 'cl', kind: 'shortest' }).map((p) => ({
    name: `${p.target} via ${p.steps.map((s) => s.description).join(' > ') || 'start'}`,
    steps: stepsOf(p),
  }));
  // the graph reaches idle and visible without timers or closing the last toast, so its shortest paths skip those edges
  const extra = [
    { name: 'idle after closing the only toast', steps: [show(success!), { kind: 'close' }] },
    {
      name: 'the next toast after the first one times out, then idle',
      steps: [show(error!), show(success!), { kind: 'timer' }, { kind: 'timer' }],
    },
    {
      name: 'the next toast after closing the first one',
      steps: [show(success!), show(error!), { kind: 'close' }, { kind: 'close' }],
    },
    {
      name: 'an action button runs the action and closes the toast',
      steps: [show(withAction), show(success!), { kind: 'action', label: 'Deshacer' }, { kind: 'timer' }],
    },
    {
      name: 'a toast with a button stays the §9 button allowance longer',
      steps: [show(withAction), { kind: 'timer' }],
    },
  ] satisfies { name: string; steps: Step[] }[];
  for (const path of [...generated, ...extra]) {
    it(path.name, () => {
      runSteps(path.steps);
    });
  }

  afterAll(() => expectFullCoverage(recorder, toasterMachine));
});
