// Issue 31 item 2: the account-closure machine, its connect and the shared step-up rules, without React.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { STEP_UP_WINDOW_MS, toStepUpCode, type StepUpVerifyRequest } from '../shared/step-up';
import { connectAccountClosure } from './account-closure.connect';
import { accountClosureMachine } from './account-closure.machine';
import { accountClosureSampleInput, accountClosureSampleValues as values } from './account-closure.samples';

function start() {
  const calls: string[] = [];
  const answers: Record<string, { resolve: () => void; reject: (e: unknown) => void }> = {};
  const pending = <TInput>(name: string) =>
    fromPromise<void, TInput>(
      () =>
        new Promise<void>((resolve, reject) => {
          calls.push(name);
          answers[name] = { resolve, reject };
        }),
    );
  const actor = createActor(
    accountClosureMachine.provide({
      actors: {
        requestCode: pending<NonReducibleUnknown>('requestCode'),
        verifyStepUp: pending<StepUpVerifyRequest>('verifyStepUp'),
        closeAccount: pending<NonReducibleUnknown>('closeAccount'),
      },
    }),
    { input: accountClosureSampleInput },
  ).start();
  const api = () => connectAccountClosure(actor.getSnapshot(), actor.send);
  const settle = async (name: string, error?: unknown) => {
    if (error === undefined) answers[name]!.resolve();
    else answers[name]!.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, api, calls, settle };
}

describe('account closure machine (issue 31 item 2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function toConfirming(s: ReturnType<typeof start>) {
    s.api().stepUp.onRequestCode();
    await s.settle('requestCode');
    s.api()
      .stepUp.getPasswordField()
      .input.onChange({ target: { value: values.password } });
    s.api()
      .stepUp.getCodeField()
      .input.onChange({ target: { value: ` ${values.code} ` } });
    s.api().stepUp.onSubmit();
    await s.settle('verifyStepUp');
  }

  it('cannot close before the step-up; a malformed code or a missing password stays on the form, marked', async () => {
    const s = start();
    expect(s.api().stage).toBe('stepUp');
    s.actor.send({ type: 'account.close' });
    expect(s.calls).toEqual([]);
    s.api().stepUp.onRequestCode();
    await s.settle('requestCode');
    s.api().stepUp.onSubmit();
    expect(s.api().stepUp.getPasswordField().error.key).toBe('stepUp.passwordRequired');
    expect(s.api().stepUp.getCodeField().error.key).toBe('stepUp.codeInvalid');
    expect(s.calls).toEqual(['requestCode']);
  });

  it('closes after password + code and one confirmation', async () => {
    const s = start();
    await toConfirming(s);
    expect(s.api().stage).toBe('confirming');
    s.api().onClose();
    expect(s.api().isClosing).toBe(true);
    await s.settle('closeAccount');
    expect(s.api().stage).toBe('closed');
    expect(s.actor.getSnapshot().status).toBe('done');
  });

  it('asks again when the grant lapses, or when the server says it did', async () => {
    const s = start();
    await toConfirming(s);
    await vi.advanceTimersByTimeAsync(STEP_UP_WINDOW_MS);
    expect(s.api().stepUp.step).toBe('intro');
    expect(s.api().stepUp.expired).toBe(true);
    expect(s.actor.getSnapshot().context.password).toBe('');
    await toConfirming(s);
    s.api().onClose();
    await s.settle('closeAccount', { code: 'FORBIDDEN', status: 403, details: { reason: 'STEP_UP_REQUIRED' } });
    expect(s.api().stepUp.step).toBe('intro');
  });

  it('tells a collaborator that only the owner can close, and keeps the confirmation', async () => {
    const s = start();
    await toConfirming(s);
    s.api().onClose();
    await s.settle('closeAccount', { code: 'FORBIDDEN', status: 403, details: { reason: 'COMPANY_OWNER_ONLY' } });
    expect(s.api().stage).toBe('confirming');
    expect(s.api().stepUp.errorKey).toBe('stepUp.errors.COMPANY_OWNER_ONLY');
  });

  it('marks a wrong password on its field and locks after OTP_LOCKED_ERROR', async () => {
    const s = start();
    s.api().stepUp.onRequestCode();
    await s.settle('requestCode');
    s.actor.send({ type: 'field.change', field: 'password', value: 'x' });
    s.actor.send({ type: 'field.change', field: 'code', value: values.code });
    s.api().stepUp.onSubmit();
    await s.settle('verifyStepUp', { code: 'INVALID_CREDENTIALS', status: 400 });
    expect(s.api().stepUp.getPasswordField().error.key).toBe('stepUp.errors.INVALID_CREDENTIALS');
    s.api().stepUp.onResend();
    await s.settle('requestCode');
    expect(s.api().stepUp.resent).toBe(true);
    s.api().stepUp.onSubmit();
    await s.settle('verifyStepUp', { code: 'OTP_LOCKED_ERROR', status: 423 });
    expect(s.api().stepUp.step).toBe('locked');
    s.api().stepUp.onRestart();
    expect(s.api().stepUp.step).toBe('intro');
  });

  it('reads the failure codes (unknown ones are GENERIC_ERROR)', () => {
    expect(toStepUpCode({ code: 'FORBIDDEN' })).toBe('FORBIDDEN');
    expect(toStepUpCode({ code: 'NOPE' })).toBe('GENERIC_ERROR');
    expect(toStepUpCode('x')).toBe('GENERIC_ERROR');
  });
});
