// Model-based test (STYLE.md §12): every shortest path of the social-login machine (issue 4 item 9) through the real
// SocialLoginView; the providers answer resolves or rejects a deferred, the redirect is recorded.
import { afterAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import { socialLoginMachine, socialStartPath } from '../src/machines/social-login/social-login.machine';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath } from '../src/views/flows/flow-paths';
import { socialLoginFlow } from '../src/views/social-login/social-login.flow';
import { SocialLoginView } from '../src/views/social-login/social-login.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';

const recorder = createCoverageRecorder('social-login', 'socialLogin');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const pending: { resolve: (v: string[]) => void; reject: (e: unknown) => void }[] = [];
  const redirects: string[] = [];
  const machine = socialLoginMachine.provide({
    actors: { loadProviders: fromPromise<string[], void>(() => new Promise<string[]>((resolve, reject) => pending.push({ resolve, reject }))) },
    actions: { redirectToProvider: ({ context }) => void redirects.push(socialStartPath('cl', context.chosen!, context.returnTo)) },
  });
  const actor = createActor(machine, { input: socialLoginFlow.input(getTenant('cl')), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(
    i18n,
    <div data-testid="host">
      <SocialLoginView actorRef={actor} />
    </div>,
  );
  await screen.findByTestId('host');
  for (const step of path.steps) {
    const event = step.event as EventObject & { output?: string[]; error?: unknown; provider?: string };
    if (event.type === 'provider.choose') {
      await user.click(screen.getByRole('button', { name: 'Continuar con Google' }));
    } else if (event.type === 'xstate.done.actor.loadProviders') {
      await act(async () => pending.shift()!.resolve(event.output!));
    } else if (event.type === 'xstate.error.actor.loadProviders') {
      await act(async () => pending.shift()!.reject(event.error));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
    const buttons = container.querySelectorAll('button');
    if (step.state === 'ready') expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
    if (step.state === 'hidden' || step.state === 'loading') expect(buttons.length).toBe(0);
    if (step.state === 'redirecting') {
      expect(redirects).toEqual(['/s/auth/v1/social/google/start?tenant=cl&returnTo=%2Fcl%2Faccount']);
      expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
    }
  }
  unmount();
  actor.stop();
}

describe('social login model (issue 4 item 9)', () => {
  const shortest = generatePaths(socialLoginFlow, { tenant: 'cl', kind: 'shortest' });
  // a failed load also hides the option; the graph reaches 'hidden' by the empty answer first
  const failed: PlanPath = {
    ...shortest[0]!,
    id: 'social-login-load-fails',
    kind: 'shortest',
    tenant: 'cl',
    target: 'hidden',
    steps: [{ kind: 'error', event: { type: 'xstate.error.actor.loadProviders', error: { code: 'GENERIC_ERROR' } } as EventObject, description: 'load fails', state: 'hidden', stateIds: ['socialLogin.hidden'] }],
  };
  const paths = [...shortest, failed];
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runPath(path);
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, socialLoginMachine));
});
