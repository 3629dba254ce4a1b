import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { passwordRecoveryMachine } from './password-recovery.machine';
import { connectPasswordRecovery } from './password-recovery.connect';
import { recoverySampleFailures, recoverySampleInput, recoverySampleValues } from './password-recovery.samples';
import type { RecoveryInput, RequestCodeInput, SavePasswordInput } from './password-recovery.types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  options: { input?: Partial<RecoveryInput>; request?: () => Promise<void>; save?: () => Promise<void> } = {},
) {
  const requests: RequestCodeInput[] = [];
  const saves: SavePasswordInput[] = [];
  const machine = passwordRecoveryMachine.provide({
    actors: {
      requestCode: fromPromise<void, RequestCodeInput>(
        async ({ input }) => (requests.push(input), (options.request ?? (() => Promise.resolve()))()),
      ),
      savePassword: fromPromise<void, SavePasswordInput>(
        async ({ input }) => (saves.push(input), (options.save ?? (() => Promise.resolve()))()),
      ),
    },
  });
  const actor = createActor(machine, { input: { ...recoverySampleInput, ...options.input } }).start();
  const api = () => connectPasswordRecovery(actor.getSnapshot(), actor.send);
  const toCode = async () => {
    actor.send({ type: 'field.change', field: 'email', value: recoverySampleValues.email });
    actor.send({ type: 'form.submit' });
    await flush();
  };
  const enterCode = (code: string = recoverySampleValues.code) => {
    actor.send({ type: 'field.change', field: 'code', value: code });
    actor.send({ type: 'field.change', field: 'password', value: recoverySampleValues.password });
    actor.send({ type: 'form.submit' });
  };
  return { actor, api, requests, saves, toCode, enterCode };
}

describe('passwordRecoveryMachine (spec §2, §7, §8)', () => {
  it('asks for a valid email before requesting a code', () => {
    const { actor, api, requests } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'nope' });
    actor.send({ type: 'form.submit' });
    expect(api().emailErrorKey).toBe('form.emailInvalid');
    expect(requests).toHaveLength(0);
  });

  it('requests a code, then saves the new password with it', async () => {
    const { actor, api, requests, saves, toCode, enterCode } = start();
    await toCode();
    expect(requests).toEqual([{ email: recoverySampleValues.email, mode: 'personal' }]);
    expect(api().step).toBe('enteringCode');
    enterCode();
    await flush();
    expect(saves[0]).toEqual({
      email: recoverySampleValues.email,
      mode: 'personal',
      ...{ code: recoverySampleValues.code, password: recoverySampleValues.password },
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('checks the code length of the tenant: 4 for consumers here, 6 for companies (spec §9)', async () => {
    const personal = start();
    await personal.toCode();
    personal.enterCode('123456');
    expect(personal.api().codeErrorKey).toBe('recovery.codeInvalid');
    expect(personal.saves).toHaveLength(0);

    const company = start();
    company.actor.send({ type: 'mode.toggle' });
    await company.toCode();
    expect(company.api().codeLength).toEqual({ min: 6, max: 6 });
    company.enterCode('123456');
    await flush();
    expect(company.saves[0]?.mode).toBe('company');
  });

  it('resend shows a notice and keeps the user on the code step', async () => {
    const { actor, api, requests, toCode } = start();
    await toCode();
    actor.send({ type: 'code.resend' });
    await flush();
    expect(requests).toHaveLength(2);
    expect(api().resent).toBe(true);
    expect(api().step).toBe('enteringCode');
  });

  it.each(recoverySampleFailures.map((f) => [f.code] as const))('shows %s after saving', async (code) => {
    const { api, toCode, enterCode } = start({ save: () => Promise.reject({ code }) });
    await toCode();
    enterCode();
    await flush();
    expect(api().errorKey).toBe(`recovery.errors.${code}`);
    expect(api().step).toBe(
      code === 'OTP_LOCKED_ERROR' || code === 'ACCOUNT_REMAINS_LOCKED' ? 'locked' : 'enteringCode',
    );
  });

  it('a locked attempt can only start over', async () => {
    const { actor, api, toCode, enterCode } = start({ save: () => Promise.reject({ code: 'OTP_LOCKED_ERROR' }) });
    await toCode();
    enterCode();
    await flush();
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    actor.send({ type: 'flow.restart' });
    expect(api().step).toBe('requesting');
    expect(api().code).toBe('');
  });

  it('a failed request stays on the email step with the error', async () => {
    const { api, toCode } = start({ request: () => Promise.reject({ code: 'GENERIC_ERROR' }) });
    await toCode();
    expect(api().step).toBe('requesting');
    expect(api().errorKey).toBe('recovery.errors.GENERIC_ERROR');
  });
});
