// Model-based test (STYLE.md §12, issue 31 item 2): shortest paths of the email-change machine played on the real
// EmailChangeView through the flow's own driver (runFlowPath); server answers settle deferred actors. Every state and
// transition must be visited, and each answer of the server is shown on screen (spec §8 'Ya existe una cuenta asociada a
// este correo' among them).
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/rights.json';
import { emailChangeMachine } from '../src/machines/email-change/email-change.machine';
import { emailChangeCodeFailures, emailChangeConfirmFailures } from '../src/machines/email-change/email-change.samples';
import type { EmailChangeContext } from '../src/machines/email-change/email-change.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { emailChangeFlow } from '../src/views/email-change/email-change.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';

type AnyEvent = EventObject & Record<string, unknown>;

const recorder = createCoverageRecorder('email-change', 'emailChange');
const text = es.emailChange;

function assertScreen(state: string, context: EmailChangeContext) {
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(text.errors[context.error]);
  switch (state) {
    case 'editing':
    case 'sendingCode':
      expect(heading).toBe(text.title);
      expect(screen.getByRole('button', { name: state === 'sendingCode' ? text.sending : text.sendCode })).toBeTruthy();
      // what was typed stays in the fields
      expect((screen.getByLabelText(new RegExp(`^${text.newEmail}`)) as HTMLInputElement).value).toBe(context.newEmail);
      if (state === 'editing' && context.showFieldErrors && context.password === '')
        expect(alerts).toContain(text.passwordRequired);
      break;
    case 'enteringCode':
    case 'resendingCode':
    case 'confirming':
      expect(heading).toBe(text.codeTitle);
      expect(screen.getByText(text.codeSent.replace('{{email}}', context.newEmail.trim()))).toBeTruthy();
      if (context.resent) expect(screen.getByRole('status').textContent).toBe(text.resent);
      if (state === 'confirming') expect(screen.getByRole('button', { name: text.confirming })).toBeTruthy();
      if (state === 'enteringCode' && context.showFieldErrors && context.code === '')
        expect(alerts).toContain(text.codeInvalid);
      break;
    case 'locked':
      expect(alerts).toContain(text.errors.OTP_LOCKED_ERROR);
      expect(screen.queryByRole('button', { name: text.resend })).toBeNull();
      break;
    case 'done':
      expect(heading).toBe(text.doneTitle);
      expect(screen.getByText(text.doneBody.replace('{{email}}', context.newEmail.trim()))).toBeTruthy();
      break;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

describe('email change model (issue 31 item 2)', () => {
  const shortest = generatePaths(emailChangeFlow, { tenant: 'co', kind: 'shortest' });
  const sending = shortest.find((p) => p.target === 'sendingCode')!;
  const entering = shortest.find((p) => p.target === 'enteringCode')!;
  const confirming = shortest.find((p) => p.target === 'confirming')!;
  const resending = shortest.find((p) => p.target === 'resendingCode')!;
  const fail = (base: PlanPath, id: string, actor: string, error: object, state: string) =>
    extendPath(base, id, [{ event: { type: `xstate.error.actor.${actor}`, error } as AnyEvent, state }]);
  // each answer of the server on screen (the graph folds them into one state)
  const codeErrors = emailChangeCodeFailures.map((error, i) =>
    fail(sending, `email-change-code-error-${i}`, 'requestCode', error, 'editing'),
  );
  const confirmErrors = emailChangeConfirmFailures.map((error, i) =>
    fail(
      confirming,
      `email-change-confirm-error-${i}`,
      'confirmChange',
      error,
      error.code === 'OTP_LOCKED_ERROR' ? 'locked' : error.code === 'emailAlreadyExists' ? 'editing' : 'enteringCode',
    ),
  );
  const more = [
    fail(resending, 'email-change-resend-error', 'requestCode', { code: 'RATE_LIMITED', status: 429 }, 'enteringCode'),
    extendPath(entering, 'email-change-restart', [{ event: { type: 'flow.restart' }, state: 'editing' }]),
    extendPath(
      confirmErrors.find((p) => p.target === 'locked')!,
      'email-change-locked-restart',
      [{ event: { type: 'flow.restart' }, state: 'editing' }],
    ),
    extendPath(entering, 'email-change-code-missing', [{ event: { type: 'form.submit' }, state: 'enteringCode' }]),
  ];
  const paths = [...coveringPaths(shortest), ...codeErrors, ...confirmErrors, ...more];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(emailChangeFlow, path, {
        recorder,
        viewProps: { profileHref: '/co/account/my-profile' },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as EmailChangeContext),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, emailChangeMachine));
});
