// Model-based test (STYLE.md §12, issue 9): shortest paths of the production login machine, played on the real LoginView
// through the flow's own driver (model-tests/support/flow-harness.tsx); server answers settle deferred actors, the lockout
// timer runs on xstate's SimulatedClock. Every state and transition must be visited. spec §2, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/login.json';
import { loginMachine } from '../src/machines/login/login.machine';
import type { LoginContext } from '../src/machines/login/login.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { loginFlow } from '../src/views/login/login.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('login', 'login');
const LOCKED = new Set(['ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED', 'PASSWORD_REMAINS_LOCKED_ERROR']);

/** What the user reads for the current error: the lock's minutes as the server said them (STYLE.md §20). */
function errorText(context: LoginContext): string {
  const code = context.error!;
  const errors = es.errors as Record<string, string>;
  if (context.lockMinutes !== null && (code === 'ACCOUNT_BLOCKED' || code === 'ACCOUNT_REMAINS_LOCKED')) {
    return errors[`${code}_${context.lockMinutes === 1 ? 'one' : 'other'}`]!.replace(
      '{{count}}',
      String(context.lockMinutes),
    );
  }
  return errors[code]!;
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
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    context.mode === 'company' ? es.login.companyTitle : es.login.title,
  );
  if (context.error) expect(alerts).toContain(errorText(context));
  else expect(alerts.filter((a) => Object.values(es.errors).includes(a ?? ''))).toEqual([]);
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  expect(email.getAttribute('aria-invalid')).toBe(
    String(context.showFieldErrors && !/^\S+@\S+\.\S+$/.test(context.email.trim())),
  );
  if (state === 'locked') {
    expect(LOCKED.has(context.error ?? '')).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(screen.getAllByRole('link', { name: es.login.forgotPassword }).length).toBeGreaterThan(1);
  }
  if (context.botCheckRequired) expect(screen.getByText(es.login.botCheckNotice)).toBeTruthy();
}

/** Transitions and messages that shortest paths fold away: each login code on screen, bot-check failure, leaving locked. */
function extraPaths(all: PlanPath[]): PlanPath[] {
  const submitted = all.find((p) => p.target === 'submitting')!;
  const locked = all.find((p) => p.target === 'locked')!;
  const solving = all.find((p) => p.target === 'solvingBotCheck')!;
  const samples = loginFlow.samples.common as readonly EventObject[];
  const failures = samples.filter((e) => e.type === 'xstate.error.actor.submitLogin') as (EventObject & {
    error: { code: string };
  })[];
  return [
    ...failures.map((event, i) =>
      extendPath(submitted, `code-${i}-${event.error.code}`, [
        { event, state: LOCKED.has(event.error.code) ? 'locked' : 'editing' },
      ]),
    ),
    extendPath(solving, 'bot-check-fails', [
      { event: { type: 'xstate.error.actor.solveBotCheck', error: new Error('timeout') }, state: 'editing' },
    ]),
    extendPath(locked, 'locked-edit', [
      { event: { type: 'field.change', field: 'email', value: 'otra@cuenta.test' }, state: 'editing' },
    ]),
    extendPath(locked, 'locked-mode', [{ event: { type: 'mode.toggle' }, state: 'editing' }]),
    // the lock ends after the minutes the server said (7 in the samples), back to editing
    extendPath(locked, 'login-lockout-timer', [
      { event: { type: 'xstate.after.lockoutDuration.login.locked' }, state: 'editing' },
    ]),
  ];
}

describe('login model (spec §2, §8)', () => {
  const all = generatePaths(loginFlow, { tenant: 'cl', kind: 'shortest' });
  const paths = [...coveringPaths(all), ...extraPaths(all)];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(loginFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) => assertScreen(state, snapshot.context as LoginContext, container),
      });
    }, 30_000);
  }

  it('says the lock lasts the 7 minutes the server answered (LOCKOUT_MINUTES), and waits them out', async () => {
    const locked = all.find((p) => p.target === 'locked')!;
    const after = 'xstate.after.lockoutDuration.login.locked';
    const blocked = extendPath(locked, 'blocked-7', [
      { event: { type: after, ms: 6 * 60_000 + 59_000 }, state: 'locked' },
      { event: { type: after, ms: 1_000 }, state: 'editing' },
    ]);
    let seen = '';
    await runFlowPath(loginFlow, blocked, {
      recorder,
      assert: (state) => {
        if (state === 'locked')
          seen = screen
            .getAllByRole('alert')
            .map((a) => a.textContent)
            .join(' ');
      },
    });
    expect(seen).toContain('bloqueamos tu cuenta por 7 minutos');
  }, 30_000);

  afterAll(() => expectFullCoverage(recorder, loginMachine));
});
