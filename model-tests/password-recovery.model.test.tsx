// Model-based test (STYLE.md §12, issue 9): shortest paths of the password-recovery machine (spec §2, §7, §8) played on the
// real PasswordRecoveryView through the flow's own driver (runFlowPath); server answers settle deferred actors. Every state and transition must be visited, and each
// recovery code of spec §8 is shown on screen.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/login.json';
import { passwordRecoveryMachine } from '../src/machines/password-recovery/password-recovery.machine';
import type { RecoveryContext } from '../src/machines/password-recovery/password-recovery.types';
import { generatePaths, type PlanPath, type PlanStep } from '../src/flows/flow-paths';
import { passwordRecoveryFlow } from '../src/views/password-recovery/password-recovery.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { coveringPaths, runFlowPath } from './support/flow-harness';

type AnyEvent = EventObject & Record<string, unknown>;

const recorder = createCoverageRecorder('password-recovery', 'passwordRecovery');

function assertScreen(state: string, context: RecoveryContext) {
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(es.recovery.errors[context.error]);
  switch (state) {
    case 'requesting':
    case 'sendingCode':
      expect(heading).toBe(es.recovery.title);
      expect(
        screen.getByRole('button', { name: state === 'sendingCode' ? es.recovery.sending : es.recovery.sendCode }),
      ).toBeTruthy();
      break;
    case 'enteringCode':
    case 'resendingCode':
    case 'saving':
      expect(heading).toBe(es.recovery.codeTitle);
      expect(screen.getByText(es.recovery.codeSent.replace('{{email}}', context.email))).toBeTruthy();
      if (context.resent) expect(screen.getByRole('status').textContent).toBe(es.recovery.resent);
      if (state === 'saving') expect(screen.getByRole('button', { name: es.recovery.saving })).toBeTruthy();
      break;
    case 'locked':
      expect(alerts).toContain(es.recovery.errors[context.error!]);
      expect(screen.queryByRole('button', { name: es.recovery.resend })).toBeNull();
      break;
    case 'done':
      expect(heading).toBe(es.recovery.doneTitle);
      break;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

const errorStep = (event: AnyEvent, state: string): PlanStep => ({
  kind: 'error',
  event,
  description: `fails ${JSON.stringify(event.error)}`,
  state,
  stateIds: [`passwordRecovery.${state}`],
});

describe('password recovery model (spec §2, §7, §8)', () => {
  const shortest = generatePaths(passwordRecoveryFlow, { tenant: 'cl', kind: 'shortest' });
  const saving = shortest.find((p) => p.target === 'saving')!;
  const failures = (passwordRecoveryFlow.samples.common as readonly AnyEvent[]).filter(
    (e) => e.type === 'xstate.error.actor.savePassword',
  );
  const locked = new Set(['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED']);
  // every recovery code on screen (the graph folds them into one state)
  const errorPaths = failures.map((event, i): PlanPath => {
    const state = locked.has((event.error as { code: string }).code) ? 'locked' : 'enteringCode';
    return { ...saving, id: `recovery-error-${i}`, target: state, steps: [...saving.steps, errorStep(event, state)] };
  });
  // starting over reaches 'requesting', which the graph knows sooner: add it from the code step and from locked
  const restart = (base: PlanPath, id: string): PlanPath => ({
    ...base,
    id,
    target: 'requesting',
    steps: [
      ...base.steps,
      {
        kind: 'user',
        event: { type: 'flow.restart' },
        description: 'User: flow.restart',
        state: 'requesting',
        stateIds: ['passwordRecovery.requesting'],
      },
    ],
  });
  const entering = shortest.find((p) => p.target === 'enteringCode')!;
  const restarts = [
    restart(entering, 'recovery-restart'),
    restart(
      errorPaths.find((p) => p.target === 'locked')!,
      'recovery-locked-restart',
    ),
  ];
  const paths = [...coveringPaths(shortest), ...errorPaths, ...restarts];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(passwordRecoveryFlow, path, {
        recorder,
        viewProps: { loginHref: '/cl/login' },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as RecoveryContext),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, passwordRecoveryMachine));
});
