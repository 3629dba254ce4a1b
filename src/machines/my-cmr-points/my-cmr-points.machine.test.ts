// spec §2 myCMRPoints: load, retry, the CMR subscription update told once through notify (the toaster at the edge).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectMyCmrPoints } from './my-cmr-points.connect';
import { myCmrPointsMachine } from './my-cmr-points.machine';
import { pointsSample } from './my-cmr-points.samples';

function start(update: (subscribed: boolean) => Promise<{ cmrSubscribed: boolean }>, load = async () => pointsSample) {
  const notify = vi.fn();
  const actor = createActor(
    myCmrPointsMachine.provide({
      actors: {
        loadPoints: fromPromise(async () => load()),
        updateSubscription: fromPromise(async ({ input }: { input: { subscribed: boolean } }) =>
          update(input.subscribed),
        ),
      },
      actions: { notify: (_, params) => notify(params.result) },
    }),
    { input: { locale: 'es-CL', currency: 'CLP' } },
  ).start();
  return { actor, notify, api: () => connectMyCmrPoints(actor.getSnapshot(), actor.send) };
}

describe('myCmrPointsMachine', () => {
  it('shows the balance and movements in es-CL and subscribes, telling it once', async () => {
    const update = vi.fn(async (subscribed: boolean) => ({ cmrSubscribed: subscribed }));
    const { actor, notify, api } = start(update);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().balance).toBe('1.150');
    expect(api().movements.map((m) => m.points)).toEqual(['+350', '-500', '+1.200']);
    expect(api().movements[0]!.amount).toMatch(/\$\s?34\.990/);
    expect(api().statusKey).toBe('points.subscription.notSubscribed');
    api().onToggle();
    expect(api().isUpdating).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(update).toHaveBeenCalledWith(true);
    expect(api().subscribed).toBe(true);
    expect(notify.mock.calls).toEqual([['updated']]);
  });

  it('a failed update keeps the last known status and says so; a failed load can be retried', async () => {
    const { actor, notify, api } = start(async () => {
      throw new Error('x');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    api().onToggle();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().subscribed).toBe(false);
    expect(notify.mock.calls).toEqual([['failed']]);

    let fail = true;
    const again = start(
      async (s) => ({ cmrSubscribed: s }),
      async () => {
        if (fail) throw new Error('down');
        return pointsSample;
      },
    );
    await waitFor(again.actor, (s) => s.matches('loadFailed'));
    fail = false;
    again.api().onRetry();
    await waitFor(again.actor, (s) => s.matches('ready'));
  });
});
