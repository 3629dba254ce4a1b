// spec §2 account home sign-out.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectAccountHome } from './account-home.connect';
import { accountHomeMachine } from './account-home.machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('account home sign-out', () => {
  it('signs out, then goes to login; a failure offers a retry', async () => {
    let fail = true;
    const goToLogin = vi.fn();
    const actor = createActor(
      accountHomeMachine.provide({
        actors: {
          logout: fromPromise(async () => {
            if (fail) throw new Error('down');
          }),
        },
        actions: { goToLogin },
      }),
    ).start();
    const api = () => connectAccountHome(actor.getSnapshot(), actor.send);
    expect(api().getSignOutProps()).toMatchObject({ disabled: false, type: 'button' });
    api().getSignOutProps().onClick();
    expect(api().isSigningOut).toBe(true);
    await flush();
    expect(api().failed).toBe(true);
    expect(goToLogin).not.toHaveBeenCalled();
    fail = false;
    api().getSignOutProps().onClick();
    await flush();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(api().getSignOutProps().disabled).toBe(true);
  });
});
