// Model-based test (STYLE.md §12, issue 31 item 2): shortest paths of the account-closure machine played on the real
// AccountClosureView through the flow's own driver (runFlowPath); server answers settle deferred actors, the grant's
// window is a fake timer. Every state and transition must be visited; each answer of the server is shown on screen.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/rights.json';
import { accountClosureMachine } from '../src/machines/account-closure/account-closure.machine';
import { closeFailures, stepUpVerifyFailures } from '../src/machines/account-closure/account-closure.samples';
import { toStepUpCode, type StepUpContext } from '../src/machines/shared/step-up';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { accountClosureFlow } from '../src/views/account-closure/account-closure.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';

type AnyEvent = EventObject & Record<string, unknown>;

const recorder = createCoverageRecorder('account-closure', 'accountClosure');
const text = es;

function assertScreen(state: string, context: StepUpContext) {
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(text.stepUp.errors[context.error]);
  if (state === 'closed') {
    expect(heading).toBe(text.accountClosure.closedTitle);
    expect(screen.getByRole('link', { name: text.accountClosure.register })).toBeTruthy();
    return;
  }
  expect(heading).toBe(text.accountClosure.title);
  switch (state) {
    case 'intro':
    case 'requestingCode':
      expect(
        screen.getByRole('button', { name: state === 'intro' ? text.stepUp.sendCode : text.stepUp.sending }),
      ).toBeTruthy();
      if (context.expired) expect(screen.getByRole('status').textContent).toBe(text.stepUp.expired);
      break;
    case 'enteringCode':
    case 'resendingCode':
    case 'verifying':
      expect(screen.getByText(text.stepUp.codeSent)).toBeTruthy();
      expect(
        screen.getByRole('button', { name: state === 'verifying' ? text.stepUp.confirming : text.stepUp.confirm }),
      ).toBeTruthy();
      if (context.resent) expect(screen.getByRole('status').textContent).toBe(text.stepUp.resent);
      if (state === 'enteringCode' && context.showFieldErrors && context.password === '')
        expect(alerts).toContain(text.stepUp.passwordRequired);
      // the account cannot be closed before the step-up
      expect(screen.queryByRole('button', { name: text.accountClosure.close })).toBeNull();
      break;
    case 'locked':
      expect(screen.getByRole('button', { name: text.stepUp.startOver })).toBeTruthy();
      break;
    case 'confirming':
    case 'closing':
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(text.accountClosure.confirmTitle);
      expect(
        screen.getByRole('button', {
          name: state === 'closing' ? text.accountClosure.closing : text.accountClosure.close,
        }),
      ).toBeTruthy();
      break;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

describe('account closure model (issue 31 item 2)', () => {
  const shortest = generatePaths(accountClosureFlow, { tenant: 'co', kind: 'shortest' });
  const at = (target: string) => shortest.find((p) => p.target === target)!;
  const fail = (base: PlanPath, id: string, actor: string, error: object, state: string) =>
    extendPath(base, id, [{ event: { type: `xstate.error.actor.${actor}`, error } as AnyEvent, state }]);
  const locked = new Set(['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED']);
  const verifyErrors = stepUpVerifyFailures.map((error, i) =>
    fail(
      at('verifying'),
      `closure-verify-error-${i}`,
      'verifyStepUp',
      error,
      locked.has(error.code) ? 'locked' : 'enteringCode',
    ),
  );
  const closeErrors = closeFailures.map((error, i) =>
    fail(
      at('closing'),
      `closure-close-error-${i}`,
      'closeAccount',
      error,
      toStepUpCode(error) === 'STEP_UP_REQUIRED' ? 'intro' : 'confirming',
    ),
  );
  const more = [
    fail(at('requestingCode'), 'closure-request-error', 'requestCode', { code: 'RATE_LIMITED', status: 429 }, 'intro'),
    fail(at('resendingCode'), 'closure-resend-error', 'requestCode', { code: 'GENERIC_ERROR' }, 'enteringCode'),
    extendPath(
      verifyErrors.find((p) => p.target === 'locked')!,
      'closure-locked-restart',
      [{ event: { type: 'flow.restart' }, state: 'intro' }],
    ),
  ];
  const paths = [...coveringPaths(shortest), ...verifyErrors, ...closeErrors, ...more];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(accountClosureFlow, path, {
        recorder,
        viewProps: { privacyHref: '/co/account/privacy', registerHref: '/co/register' },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as StepUpContext),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, accountClosureMachine));
});
