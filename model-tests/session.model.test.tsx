// Model-based test (STYLE.md §12): every shortest path of the session machine (spec §4), driven through the real
// SessionView; validate answers resolve or reject a deferred, the refresh interval runs on xstate's SimulatedClock, and
// the redirect and cookie reset are recorded. Every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/login.json';
import { sessionMachine } from '../src/machines/session/session.machine';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { sessionFlow } from '../src/views/session/session.flow';
import { SessionView } from '../src/views/session/session.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';

const recorder = createCoverageRecorder('session', 'session');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });

async function runPath(path: PlanPath, modalRedirect: boolean) {
  const i18n = await i18nReady;
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const redirects: string[] = [];
  let cookieResets = 0;
  const machine = sessionMachine.provide({
    actors: { validateSession: fromPromise<void, void>(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))) },
    actions: {
      redirectToLogin: ({ context }) => void redirects.push(context.returnTo),
      resetSessionCookie: () => void (cookieResets += 1),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { ...sessionFlow.input(undefined as never), modalRedirect }, inspect: recorder.inspect, clock }).start();
  const user = userEvent.setup();
  const { unmount } = renderWithI18n(
    i18n,
    <>
      <button type="button" onClick={() => actor.send({ type: 'session.activity' })}>
        actividad
      </button>
      <SessionView actorRef={actor} tenantId="cl" />
    </>,
  );
  await screen.findByRole('button', { name: 'actividad' });
  let previous = 'fresh';
  for (const step of path.steps) {
    const event = step.event as EventObject & { error?: unknown };
    if (event.type === 'session.activity') {
      await user.click(screen.getByRole('button', { name: 'actividad' }));
    } else if (event.type === 'session.expired') {
      // what a page does with a SessionExpiredError (useSessionReporter().report)
      await act(async () => actor.send({ type: 'session.expired' }));
    } else if (event.type === 'session.navigate') {
      // what SessionWatcher does on every location change
      await act(async () => actor.send({ type: 'session.navigate', path: (event as EventObject & { path: string }).path }));
    } else if (event.type === 'session.restored') {
      await act(async () => actor.send({ type: 'session.restored' }));
    } else if (event.type === 'relogin.dismiss') {
      await user.click(screen.getByRole('button', { name: es.session.dismiss }));
    } else if (event.type === 'xstate.done.actor.validateSession') {
      await act(async () => pending.shift()!.resolve());
    } else if (event.type === 'xstate.error.actor.validateSession') {
      await act(async () => pending.shift()!.reject(event.error));
    } else if (event.type.startsWith('xstate.after.refreshInterval')) {
      await act(async () => clock.increment(sessionFlow.delays.refreshInterval!));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
    const state = step.state;
    const dialog = screen.queryByRole('dialog');
    expect(dialog !== null).toBe(state === 'relogin');
    if (state === 'relogin') {
      const returnTo = actor.getSnapshot().context.returnTo;
      expect(screen.getByRole('link', { name: es.session.loginAgain }).getAttribute('href')).toBe(`/cl/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(dialog!.getAttribute('data-session-timeout')).toBe('true');
    }
    if (state === 'redirected' && previous !== 'redirected') {
      // entering: the redirect carries the return path of that moment
      expect(redirects.at(-1)).toBe(actor.getSnapshot().context.returnTo);
    }
    if (state === 'redirected') {
      expect(screen.getByRole('status').textContent).toBe(es.session.expiredTitle);
    }
    if (state === 'relogin' || state === 'redirected') expect(cookieResets).toBeGreaterThan(0);
    previous = state;
  }
  unmount();
  actor.stop();
}

describe('session model (spec §4)', () => {
  for (const modalRedirect of [true, false]) {
    const flow = { ...sessionFlow, input: () => ({ modalRedirect, returnTo: '/account/my-orders' }) };
    const simple = generatePaths(flow, { tenant: 'cl', kind: 'simple', max: 200 });
    // validate answered session-expired: the graph reaches 'expired' sooner by other edges, so add it by hand
    const toRefreshing = generatePaths(flow, { tenant: 'cl', kind: 'shortest' }).find((p) => p.target === 'refreshing')!;
    const target = modalRedirect ? 'relogin' : 'redirected';
    const validateExpired: PlanPath = {
      ...toRefreshing,
      id: `session-validate-expired-${target}`,
      target,
      steps: [
        ...toRefreshing.steps,
        {
          kind: 'error',
          event: { type: 'xstate.error.actor.validateSession', error: { code: 'SESSION_EXPIRED', sessionTimeOut: true } } as EventObject,
          description: 'Server answers: validateSession fails (session expired)',
          state: target,
          stateIds: [`session.${target}`],
        },
      ],
    };
    const paths = [...simple, validateExpired];
    for (const path of paths) {
      it(`${modalRedirect ? 'modal' : 'redirect'}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
        await runPath(path, modalRedirect);
      }, 30_000);
    }
  }

  afterAll(() => expectFullCoverage(recorder, sessionMachine));
});
