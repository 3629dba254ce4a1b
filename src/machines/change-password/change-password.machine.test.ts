import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from './change-password.machine';
import { connectChangePassword } from './change-password.connect';
import {
  changePasswordSampleFailures,
  changePasswordSampleInput,
  changePasswordSampleValues,
} from './change-password.samples';
import type { ChangePasswordRequest } from './change-password.types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(save: () => Promise<void> = () => Promise.resolve()) {
  const calls: ChangePasswordRequest[] = [];
  const notices: string[] = [];
  const machine = changePasswordMachine.provide({
    actions: { notify: () => void notices.push('saved') },
    actors: {
      changePassword: fromPromise<void, ChangePasswordRequest>(async ({ input }) => (calls.push(input), save())),
    },
  });
  const actor = createActor(machine, { input: changePasswordSampleInput }).start();
  const api = () => connectChangePassword(actor.getSnapshot(), actor.send);
  const fill = (newPassword: string = changePasswordSampleValues.newPassword) => {
    actor.send({ type: 'field.change', field: 'oldPassword', value: changePasswordSampleValues.oldPassword });
    actor.send({ type: 'field.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'form.submit' });
  };
  return { actor, api, calls, fill, notices };
}

describe('changePasswordMachine (spec §5, §7)', () => {
  it('refuses a new password equal to the old one (spec §5 differ rule)', () => {
    const { api, calls, fill } = start();
    fill(changePasswordSampleValues.oldPassword);
    expect(api().newPasswordErrorKey).toBe('changePassword.mustDiffer');
    expect(calls).toHaveLength(0);
  });

  it('refuses an empty old password and a weak new one', () => {
    const { actor, api } = start();
    actor.send({ type: 'field.change', field: 'newPassword', value: 'short' });
    actor.send({ type: 'form.submit' });
    expect(api().oldPasswordErrorKey).toBe('passwordField.passwordEmptyFieldError');
    expect(api().newPasswordErrorKey).toBe('passwordField.passwordPartialValidation');
  });

  it('saves and can start again', async () => {
    const { actor, api, calls, fill, notices } = start();
    fill();
    expect(api().isBusy).toBe(true);
    expect(notices).toEqual([]);
    await flush();
    // issue 16: the save is told through the app's toaster, once
    expect(notices).toEqual(['saved']);
    expect(calls[0]).toEqual({ ...changePasswordSampleValues, mode: 'personal' });
    expect(api().step).toBe('saved');
    actor.send({ type: 'form.reset' });
    expect(api().step).toBe('editing');
  });

  it.each(changePasswordSampleFailures.map((f) => [f.code] as const))('shows %s', async (code) => {
    const { api, fill } = start(() => Promise.reject({ code }));
    fill();
    await flush();
    expect(api().step).toBe('editing');
    expect(api().errorKey).toBe(`changePassword.errors.${code}`);
  });
});
