import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { socialLoginMachine, socialStartPath } from './social-login.machine';
import { connectSocialLogin } from './social-login.connect';
import { socialLoginSampleInput } from './social-login.samples';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(load: () => Promise<string[]>) {
  const redirects: string[] = [];
  const machine = socialLoginMachine.provide({
    actors: { loadProviders: fromPromise(async () => load()) },
    actions: {
      redirectToProvider: ({ context }) =>
        void redirects.push(socialStartPath('cl', context.chosen!, context.returnTo)),
    },
  });
  const actor = createActor(machine, { input: socialLoginSampleInput }).start();
  return { actor, redirects, api: () => connectSocialLogin(actor.getSnapshot(), actor.send) };
}

describe('socialLoginMachine (issue 4 item 9)', () => {
  it('shows the configured providers and sends the browser to the chosen one with the return path', async () => {
    const { api, redirects } = start(() => Promise.resolve(['google']));
    expect(api().visible).toBe(false);
    await flush();
    expect(api().providers.map((p) => p.id)).toEqual(['google']);
    api().providers[0]!.onClick();
    expect(redirects).toEqual(['/s/auth/v1/social/google/start?tenant=cl&returnTo=%2Fcl%2Faccount']);
    expect(api().providers[0]!.busy).toBe(true);
  });

  it('stays hidden without providers or when they cannot be loaded, and ignores unknown providers', async () => {
    const none = start(() => Promise.resolve([]));
    await flush();
    expect(none.api().visible).toBe(false);
    const failed = start(() => Promise.reject(new Error('offline')));
    await flush();
    expect(failed.api().visible).toBe(false);
    const some = start(() => Promise.resolve(['google']));
    await flush();
    some.actor.send({ type: 'provider.choose', provider: 'evil' });
    expect(some.redirects).toEqual([]);
  });
});
