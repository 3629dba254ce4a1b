// Model-based test (STYLE.md §12, issue 9): every simple path of the session machine (spec §4), played on the real
// SessionView through the flow's own driver (runFlowPath); validate answers resolve or reject a deferred, the refresh interval runs on xstate's SimulatedClock, and
// the redirect and cookie reset are recorded. Every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/common.json';
import { sessionMachine } from '../src/machines/session/session.machine';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { sessionFlow } from '../src/views/session/session.flow';
import { getTenant } from '../src/tenants/tenants';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { runFlowPath } from './support/flow-harness';

const recorder = createCoverageRecorder('session', 'session');

/** The session flow's view mounted as SessionWatcher mounts it; redirects and cookie resets are recorded. */
async function runPath(path: PlanPath, modalRedirect: boolean) {
  const redirects: string[] = [];
  let cookieResets = 0;
  let previous = 'fresh';
  await runFlowPath(sessionFlow, path, {
    recorder,
    input: { ...sessionFlow.input(getTenant('cl')), modalRedirect },
    viewProps: { tenantId: 'cl' },
    actions: {
      redirectToLogin: ({ context }: { context: { returnTo: string } }) => void redirects.push(context.returnTo),
      resetSessionCookie: () => void (cookieResets += 1),
    },
    assert: (state, { snapshot }) => {
      const dialog = screen.queryByRole('dialog');
      const closing = state === 'closingRestored' || state === 'closingDismissed';
      expect(dialog !== null).toBe(state === 'relogin' || closing);
      // spec §9: the modal plays its close animation before it goes
      if (dialog) expect(dialog.hasAttribute('data-closing')).toBe(closing);
      if (state === 'relogin') {
        const returnTo = snapshot.context.returnTo as string;
        expect(screen.getByRole('link', { name: es.session.loginAgain }).getAttribute('href')).toBe(
          `/cl/login?returnTo=${encodeURIComponent(returnTo)}&expired=1`,
        );
        expect(dialog!.getAttribute('data-session-timeout')).toBe('true');
      }
      // entering: the redirect carries the return path of that moment
      if (state === 'redirected' && previous !== 'redirected') expect(redirects.at(-1)).toBe(snapshot.context.returnTo);
      if (state === 'redirected') expect(screen.getByRole('status').textContent).toBe(es.session.expiredTitle);
      if (state === 'relogin' || closing || state === 'redirected') expect(cookieResets).toBeGreaterThan(0);
      previous = state;
    },
  });
}

describe('session model (spec §4)', () => {
  for (const modalRedirect of [true, false]) {
    const flow = { ...sessionFlow, input: () => ({ modalRedirect, returnTo: '/account/my-orders' }) };
    const simple = generatePaths(flow, { tenant: 'cl', kind: 'simple', max: 200 });
    // validate answered session-expired: the graph reaches 'expired' sooner by other edges, so add it by hand
    const toRefreshing = generatePaths(flow, { tenant: 'cl', kind: 'shortest' }).find(
      (p) => p.target === 'refreshing',
    )!;
    const target = modalRedirect ? 'relogin' : 'redirected';
    const validateExpired: PlanPath = {
      ...toRefreshing,
      id: `session-validate-expired-${target}`,
      target,
      steps: [
        ...toRefreshing.steps,
        {
          kind: 'error',
          event: {
            type: 'xstate.error.actor.validateSession',
            error: { code: 'SESSION_EXPIRED', sessionTimeOut: true },
          } as EventObject,
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
