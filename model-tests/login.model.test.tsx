// Model-based test (STYLE.md §12): shortest paths of the production login machine (xstate/graph through the flow tooling),
// each driven through the real LoginView with user-event; server answers resolve or reject deferreds supplied with
// provide({ actors }), the lockout timer runs on xstate's SimulatedClock. Every state and transition must be visited.
// spec §2, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/login.json';
import { loginMachine } from '../src/machines/login/login.machine';
import type { LoginContext } from '../src/machines/login/login.types';
import { generatePaths, type PlanPath } from '../src/views/flows/flow-paths';
import { loginFlow } from '../src/views/login/login.flow';
import { LoginView } from '../src/views/login/login.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors } from './support/deferred-actors';


const recorder = createCoverageRecorder('login', 'login');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });
const LOCKED = new Set(['ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED', 'PASSWORD_REMAINS_LOCKED_ERROR']);

/** Shortest paths, keeping only those whose last step is a (state, event, next state) not covered by an earlier one. */
function coveringPaths(paths: PlanPath[]): PlanPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const keys = path.steps.map((step, i) => `${path.steps[i - 1]?.state ?? 'start'}|${step.event.type}|${JSON.stringify(step.event)}|${step.state}`);
    const fresh = keys.some((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return fresh;
  });
}

/** The lockout timer is not on any shortest path (editing is reached sooner): add locked -> timer -> editing. */
function timerPath(paths: PlanPath[]): PlanPath {
  const toLocked = paths.find((p) => p.target === 'locked')!;
  return {
    ...toLocked,
    id: 'login-lockout-timer',
    target: 'editing',
    steps: [...toLocked.steps, { kind: 'timer', event: { type: 'xstate.after.lockoutDuration.login.locked' }, description: 'lockout ends', state: 'editing', stateIds: ['login.editing'] }],
  };
}

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const { deferred, settle } = deferredActors();
  const machine = loginMachine.provide({ actors: { solveBotCheck: deferred('solveBotCheck'), submitLogin: deferred('submitLogin') } as never });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: loginFlow.input(undefined as never), inspect: recorder.inspect, clock }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(i18n, <LoginView actorRef={actor} />);
  await screen.findByRole('heading', { level: 1 });
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

  for (const step of path.steps) {
    const event = step.event as EventObject & { field?: string; value?: string; output?: unknown; error?: unknown };
    if (event.type === 'field.change') {
      await user.clear(input(event.field!));
      await user.type(input(event.field!), event.value!);
    } else if (event.type === 'mode.toggle') {
      const target = actor.getSnapshot().context.mode === 'personal' ? 'Empresas' : 'Personas';
      await user.click(screen.getByRole('button', { name: target }));
    } else if (event.type === 'form.submit') {
      await user.click(container.querySelector('button[type="submit"]')!);
    } else if (event.type === 'error.dismiss') {
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      await settle(event);
    } else if (event.type.startsWith('xstate.after.lockoutDuration')) {
      await act(async () => clock.increment(loginFlow.delays.lockoutDuration!));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
    assertScreen(step.state, actor.getSnapshot().context, container);
  }
  unmount();
  actor.stop();
}

function assertScreen(state: string, context: LoginContext, container: HTMLElement) {
  if (state === 'success') {
    expect(screen.getByRole('status').textContent).toBe(es.login.success);
    return;
  }
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (state === 'solvingBotCheck') {
    expect(screen.getByRole('status').textContent).toBe(es.login.checkingBot);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    return;
  }
  if (state === 'submitting') {
    expect(submit.textContent).toBe(es.login.submitting);
    return;
  }
  expect(submit.textContent).toBe(es.login.submit);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(context.mode === 'company' ? es.login.companyTitle : es.login.title);
  if (context.error) expect(alerts).toContain(es.errors[context.error]);
  else expect(alerts.filter((a) => Object.values(es.errors).includes(a ?? ''))).toEqual([]);
  if (state === 'locked') {
    expect(LOCKED.has(context.error ?? '')).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(screen.getAllByRole('link', { name: es.login.forgotPassword }).length).toBeGreaterThan(1);
  }
  if (context.botCheckRequired) expect(screen.getByText(es.login.botCheckNotice)).toBeTruthy();
}


/** A path extended with more steps (the graph folds these into states reached sooner). */
type AnyEvent = EventObject & Record<string, unknown>;

function extend(base: PlanPath, id: string, steps: { event: AnyEvent; state: string }[]): PlanPath {
  const more = steps.map((s) => ({ kind: 'user' as const, event: s.event, description: s.event.type, state: s.state, stateIds: [`login.${s.state}`] }));
  return { ...base, id, target: steps.at(-1)!.state, steps: [...base.steps, ...more] };
}

/** Transitions and messages that shortest paths fold away: each login code on screen, bot-check failure, leaving locked. */
function extraPaths(all: PlanPath[]): PlanPath[] {
  const submitted = all.find((p) => p.target === 'submitting')!;
  const locked = all.find((p) => p.target === 'locked')!;
  const solving = all.find((p) => p.target === 'solvingBotCheck')!;
  const samples = loginFlow.samples.common as readonly EventObject[];
  const failures = samples.filter((e) => e.type === 'xstate.error.actor.submitLogin') as (EventObject & { error: { code: string } })[];
  return [
    ...failures.map((event) => extend(submitted, `code-${event.error.code}`, [{ event, state: LOCKED.has(event.error.code) ? 'locked' : 'editing' }])),
    extend(solving, 'bot-check-fails', [{ event: { type: 'xstate.error.actor.solveBotCheck', error: new Error('timeout') }, state: 'editing' }]),
    extend(locked, 'locked-edit', [{ event: { type: 'field.change', field: 'email', value: 'otra@cuenta.test' }, state: 'editing' }]),
    extend(locked, 'locked-mode', [{ event: { type: 'mode.toggle' }, state: 'editing' }]),
  ];
}

describe('login model (spec §2, §8)', () => {
  const all = generatePaths(loginFlow, { tenant: 'cl', kind: 'shortest' });
  const paths = [...coveringPaths(all), timerPath(all), ...extraPaths(all)];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runPath(path);
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, loginMachine));
});
