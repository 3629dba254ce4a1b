import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from './login.machine';
import { connectLogin } from './login.connect';
import { loginSampleCredentials, loginSampleFailures } from './login.samples';
import type { LoginCredentials, LoginInput } from './login.types';

function start(
  options: {
    input?: Partial<LoginInput>;
    submit?: (c: LoginCredentials) => Promise<{ userId: string }>;
    solve?: () => Promise<string>;
  } = {},
) {
  const calls: LoginCredentials[] = [];
  const machine = loginMachine.provide({
    actors: {
      solveBotCheck: fromPromise(async () => (options.solve ? options.solve() : 'altcha-payload')),
      submitLogin: fromPromise<{ userId: string }, LoginCredentials>(async ({ input }) => {
        calls.push(input);
        return (options.submit ?? (() => Promise.resolve({ userId: 'u1' })))(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { botCheckAlways: false, returnTo: '/cl/account', ...options.input },
  }).start();
  const api = () => connectLogin(actor.getSnapshot(), actor.send);
  const fill = () => {
    actor.send({ type: 'field.change', field: 'email', value: ` ${loginSampleCredentials.email} ` });
    actor.send({ type: 'field.change', field: 'password', value: loginSampleCredentials.password });
  };
  return { actor, api, calls, fill };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loginMachine (spec §2, §8)', () => {
  it('does not submit empty fields and shows the field errors', () => {
    const { actor, api, calls } = start();
    actor.send({ type: 'form.submit' });
    expect(api().step).toBe('editing');
    expect(api().emailErrorKey).toBe('form.emailRequired');
    expect(api().passwordErrorKey).toBe('passwordField.passwordEmptyFieldError');
    expect(calls).toHaveLength(0);
  });

  it('logs in with a trimmed email and ends with the return path', async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(calls[0]).toEqual({
      email: loginSampleCredentials.email,
      password: loginSampleCredentials.password,
      mode: 'personal',
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ returnTo: '/cl/account' });
  });

  it('solves the bot check first when it is always asked and sends its payload', async () => {
    const { actor, calls, fill } = start({ input: { botCheckAlways: true } });
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(calls[0]?.botCheck).toBe('altcha-payload');
  });

  it('company login sends the company mode', async () => {
    const { actor, calls, fill, api } = start();
    actor.send({ type: 'mode.toggle' });
    expect(api().mode).toBe('company');
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(calls[0]?.mode).toBe('company');
  });

  it.each(loginSampleFailures.map((f) => [f.code, f] as const))('shows a message for %s', async (_code, failure) => {
    const { actor, api, fill } = start({ submit: () => Promise.reject(failure) });
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(api().errorKey).toBe(`errors.${failure.code}`);
    const locked = ['ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED', 'PASSWORD_REMAINS_LOCKED_ERROR'].includes(
      failure.code,
    );
    expect(api().isLocked).toBe(locked);
    expect(api().botCheckVisible).toBe(
      failure.code === 'RECAPTCHA_ERROR' || failure.details?.botCheckRequired === true,
    );
  });

  it('maps an unknown rejection to GENERIC_ERROR', async () => {
    const { actor, api, fill } = start({ submit: () => Promise.reject(new Error('network')) });
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(api().errorKey).toBe('errors.GENERIC_ERROR');
  });

  it('after a failure that asks for the bot check, the next submit solves it', async () => {
    let first = true;
    const { actor, calls, fill } = start({
      submit: () =>
        first
          ? ((first = false), Promise.reject({ code: 'INVALID_CREDENTIALS', details: { botCheckRequired: true } }))
          : Promise.resolve({ userId: 'u1' }),
    });
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(calls[0]?.botCheck).toBeUndefined();
    expect(calls[1]?.botCheck).toBe('altcha-payload');
  });

  it('a failed bot check is a RECAPTCHA_ERROR with a retry', async () => {
    const { actor, api, fill, calls } = start({
      input: { botCheckAlways: true },
      solve: () => Promise.reject(new Error('timeout')),
    });
    fill();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(api().errorKey).toBe('errors.RECAPTCHA_ERROR');
    expect(calls).toHaveLength(0);
  });

  describe('locked', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    it('leaves the locked state after the lockout duration or when the user edits', async () => {
      const { actor, api, fill } = start({ submit: () => Promise.reject({ code: 'ACCOUNT_BLOCKED' }) });
      fill();
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(api().isLocked).toBe(true);
      expect(api().getSubmitProps().disabled).toBe(true);
      await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
      expect(api().step).toBe('editing');
      expect(api().errorKey).toBeNull();
    });
  });
});
