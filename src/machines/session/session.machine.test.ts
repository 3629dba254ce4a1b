import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from './session.machine';
import { connectSession } from './session.connect';
import type { SessionInput } from './session.types';

function start(input: SessionInput, validate: () => Promise<void> = () => Promise.resolve()) {
  const redirects: string[] = [];
  const resets: number[] = [];
  let validations = 0;
  const machine = sessionMachine.provide({
    actors: { validateSession: fromPromise(async () => ((validations += 1), validate())) },
    actions: {
      redirectToLogin: ({ context }) => redirects.push(context.returnTo),
      resetSessionCookie: () => resets.push(1),
    },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    api: () => connectSession(actor.getSnapshot(), actor.send),
    redirects,
    resets,
    validations: () => validations,
  };
}

describe('sessionMachine (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a session-expired answer redirects to login with the return path and resets the cookie', () => {
    const { actor, api, redirects, resets } = start({ modalRedirect: false, returnTo: '/cl/account' });
    actor.send({ type: 'session.navigate', path: '/cl/account/myOrders' });
    actor.send({ type: 'session.expired' });
    expect(redirects).toEqual(['/cl/account/myOrders']);
    expect(resets).toHaveLength(1);
    expect(api().sessionTimeOut).toBe(true);
    expect(api().loginHref('cl')).toBe('/cl/login?returnTo=%2Fcl%2Faccount%2FmyOrders&expired=1');
  });

  it('opens the re-login modal when a modal redirect is configured, and redirects if dismissed', async () => {
    const { actor, api, redirects } = start({ modalRedirect: true, returnTo: '/cl/account' });
    actor.send({ type: 'session.expired' });
    expect(api().isReloginOpen).toBe(true);
    expect(api().isClosing).toBe(false);
    expect(redirects).toHaveLength(0);
    actor.send({ type: 'relogin.dismiss' });
    // spec §9: the modal plays its 0.5 s close animation before the user is taken to login
    expect(api().isClosing).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(redirects).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(redirects).toEqual(['/cl/account']);
    expect(api().isReloginOpen).toBe(false);
  });

  it('activity refreshes through validate at most once per interval', async () => {
    const { actor, validations } = start({ modalRedirect: false });
    actor.send({ type: 'session.activity' });
    expect(validations()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'session.activity' });
    actor.send({ type: 'session.activity' });
    await vi.advanceTimersByTimeAsync(0);
    expect(validations()).toBe(1);
    expect(actor.getSnapshot().value).toBe('fresh');
  });

  it('a validate answered session-expired expires the session; another failure keeps it', async () => {
    const expired = start({ modalRedirect: false }, () => Promise.reject({ sessionTimeOut: true }));
    await vi.advanceTimersByTimeAsync(60_000);
    expired.actor.send({ type: 'session.activity' });
    await vi.advanceTimersByTimeAsync(0);
    expect(expired.api().isExpired).toBe(true);

    const network = start({ modalRedirect: false }, () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(60_000);
    network.actor.send({ type: 'session.activity' });
    await vi.advanceTimersByTimeAsync(0);
    expect(network.api().isExpired).toBe(false);
    expect(network.actor.getSnapshot().value).toBe('stale');
  });

  it('a restored session (login again) closes the modal with its animation and goes back to fresh', async () => {
    const { actor, api, redirects } = start({ modalRedirect: true });
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.restored' });
    expect(api().isExpired).toBe(false);
    expect(api().sessionTimeOut).toBe(false);
    expect(api().isClosing).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(api().isReloginOpen).toBe(false);
    expect(actor.getSnapshot().value).toBe('fresh');
    expect(redirects).toHaveLength(0);
  });

  it('a user who asks for reduced motion gets no close delay (the app supplies 0)', async () => {
    const machine = sessionMachine.provide({ delays: { closeAnimation: 0 } });
    const actor = createActor(machine, { input: { modalRedirect: true, returnTo: '' } }).start();
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.restored' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('fresh');
  });
});
