// Issue 31 item 2: the email-change machine and its connect, without React (createActor, send, assert the snapshot).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectEmailChange } from './email-change.connect';
import { emailChangeMachine, newEmailProblem, toEmailChangeCode } from './email-change.machine';
import { emailChangeSampleInput, emailChangeSampleValues as values } from './email-change.samples';
import type { EmailChangeCodeRequest, EmailChangeConfirmRequest, EmailChangeInput } from './email-change.types';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(input: EmailChangeInput = emailChangeSampleInput) {
  const calls = { requestCode: [] as EmailChangeCodeRequest[], confirmChange: [] as EmailChangeConfirmRequest[] };
  let answer = deferred();
  const notified: string[] = [];
  const actor = createActor(
    emailChangeMachine.provide({
      actors: {
        requestCode: fromPromise<void, EmailChangeCodeRequest>(async ({ input: i }) => {
          calls.requestCode.push(i);
          return answer.promise;
        }),
        confirmChange: fromPromise<void, EmailChangeConfirmRequest>(async ({ input: i }) => {
          calls.confirmChange.push(i);
          return answer.promise;
        }),
      },
      actions: { notify: () => notified.push('changed') },
    }),
    { input },
  ).start();
  const api = () => connectEmailChange(actor.getSnapshot(), actor.send);
  const settle = async (error?: unknown) => {
    const current = answer;
    answer = deferred();
    if (error === undefined) current.resolve();
    else current.reject(error);
    await new Promise((r) => setTimeout(r, 0));
  };
  const fill = () => {
    actor.send({ type: 'field.change', field: 'newEmail', value: ` ${values.newEmail} ` });
    actor.send({ type: 'field.change', field: 'password', value: values.password });
  };
  return { actor, api, calls, settle, fill, notified };
}

describe('email change machine (issue 31 item 2)', () => {
  it('asks for a valid new address and the password before sending anything, marking the fields', () => {
    const { actor, api, calls } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(api().getNewEmailField().error.key).toBe('emailChange.newEmailInvalid');
    expect(api().getPasswordField().error.key).toBe('emailChange.passwordRequired');
    expect(api().getPasswordField().input['aria-invalid']).toBe(true);
    actor.send({ type: 'field.change', field: 'newEmail', value: 'DEMO@cuenta.test' });
    actor.send({ type: 'form.submit' });
    expect(api().getNewEmailField().error.key).toBe('emailChange.newEmailUnchanged');
    expect(calls.requestCode).toEqual([]);
  });

  it('sends the trimmed address with the password, then confirms the code and tells the change', async () => {
    const { actor, api, calls, settle, fill, notified } = start();
    fill();
    actor.send({ type: 'form.submit' });
    expect(api().step).toBe('sendingCode');
    expect(api().isBusy).toBe(true);
    expect(calls.requestCode).toEqual([{ newEmail: values.newEmail, password: values.password }]);
    await settle();
    expect(api().step).toBe('enteringCode');
    expect(api().newEmail).toBe(values.newEmail);
    actor.send({ type: 'form.submit' });
    expect(api().getCodeField().error.key).toBe('emailChange.codeInvalid');
    expect(api().getCodeField().input['aria-describedby']).toBe('emailChange-code-hint emailChange-code-error');
    api()
      .getCodeField()
      .input.onChange({ target: { value: ' 4821 ' } });
    actor.send({ type: 'form.submit' });
    expect(calls.confirmChange).toEqual([{ newEmail: values.newEmail, code: values.code }]);
    await settle();
    expect(api().step).toBe('done');
    expect(notified).toEqual(['changed']);
  });

  it('keeps what was typed after a refusal and marks the field the server named', async () => {
    const { actor, api, settle, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    await settle({ code: 'INVALID_CREDENTIALS', status: 400 });
    expect(api().step).toBe('editing');
    expect(api().errorKey).toBe('emailChange.errors.INVALID_CREDENTIALS');
    expect(api().getPasswordField().error.key).toBe('emailChange.errors.INVALID_CREDENTIALS');
    expect(api().getNewEmailField().input.value).toBe(` ${values.newEmail} `);
    actor.send({ type: 'form.submit' });
    await settle({ code: 'emailAlreadyExists', status: 409 });
    expect(api().getNewEmailField().error.key).toBe('emailChange.errors.emailAlreadyExists');
    expect(api().getPasswordField().error.key).toBeNull();
  });

  it('resends, restarts keeping the address and password, and locks on OTP_LOCKED_ERROR', async () => {
    const { actor, api, settle, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'code.resend' });
    expect(api().step).toBe('resendingCode');
    await settle();
    expect(api().resent).toBe(true);
    actor.send({ type: 'field.change', field: 'newEmail', value: 'ignored@cuenta.test' });
    expect(api().newEmail).toBe(values.newEmail);
    actor.send({ type: 'code.resend' });
    await settle({ code: 'RATE_LIMITED', status: 429 });
    expect(api().errorKey).toBe('emailChange.errors.RATE_LIMITED');
    actor.send({ type: 'field.change', field: 'code', value: values.code });
    actor.send({ type: 'form.submit' });
    await settle({ code: 'OTP_INVALID_ERROR' });
    expect(api().step).toBe('enteringCode');
    actor.send({ type: 'form.submit' });
    await settle({ code: 'OTP_LOCKED_ERROR', status: 423 });
    expect(api().step).toBe('locked');
    actor.send({ type: 'flow.restart' });
    expect(api().step).toBe('editing');
    expect(api().getPasswordField().input.value).toBe(values.password);
    expect(api().errorKey).toBeNull();
  });

  it('goes back to the address when a registration took it meanwhile', async () => {
    const { actor, api, settle, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'field.change', field: 'code', value: values.code });
    actor.send({ type: 'form.submit' });
    await settle({ code: 'emailAlreadyExists', status: 409 });
    expect(api().step).toBe('editing');
    expect(api().getNewEmailField().error.key).toBe('emailChange.errors.emailAlreadyExists');
  });

  it('uses the business length for a company account (spec §9: 6)', async () => {
    const { actor, api, settle, fill } = start({ ...emailChangeSampleInput, mode: 'company' });
    fill();
    actor.send({ type: 'form.submit' });
    await settle();
    expect(api().codeLength).toEqual({ min: 6, max: 6 });
    actor.send({ type: 'field.change', field: 'code', value: '4821' });
    actor.send({ type: 'form.submit' });
    expect(api().step).toBe('enteringCode');
  });

  it('maps unknown failures to GENERIC_ERROR and checks addresses', () => {
    expect(toEmailChangeCode({ code: 'SOMETHING' })).toBe('GENERIC_ERROR');
    expect(toEmailChangeCode(new Error('x'))).toBe('GENERIC_ERROR');
    expect(newEmailProblem({ newEmail: 'a@b.co', currentEmail: 'c@d.co' })).toBeNull();
  });
});
