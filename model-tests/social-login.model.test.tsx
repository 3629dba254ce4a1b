// Model-based test (STYLE.md §12, issue 9): every shortest path of the social-login machine (issue 4 item 9) played on the
// real SocialLoginView through the flow's own driver; the redirect is recorded instead of leaving the page.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { socialLoginMachine, socialStartPath } from '../src/machines/social-login/social-login.machine';
import { socialLoginFlow } from '../src/views/social-login/social-login.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('social-login', 'socialLogin');

describe('social login model (issue 4 item 9)', () => {
  const shortest = generatePaths(socialLoginFlow, { tenant: 'cl', kind: 'shortest' });
  // a failed load also hides the option; the graph reaches 'hidden' by the empty answer first
  const failed: PlanPath = {
    ...shortest[0]!,
    id: 'social-login-load-fails',
    target: 'hidden',
    steps: [
      {
        kind: 'error',
        event: { type: 'xstate.error.actor.loadProviders', error: { code: 'GENERIC_ERROR' } } as EventObject,
        description: 'load fails',
        state: 'hidden',
        stateIds: ['socialLogin.hidden'],
      },
    ],
  };
  for (const path of [...shortest, failed]) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      const redirects: string[] = [];
      await runFlowPath(socialLoginFlow, path, {
        recorder,
        actions: {
          redirectToProvider: ({ context }: { context: { chosen: string; returnTo: string } }) =>
            void redirects.push(socialStartPath('cl', context.chosen, context.returnTo)),
        },
        assert: (state, { container }) => {
          const buttons = container.querySelectorAll('button');
          if (state === 'ready') expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeTruthy();
          if (state === 'hidden' || state === 'loading') expect(buttons.length).toBe(0);
          if (state === 'redirecting') {
            expect(redirects).toEqual(['/s/auth/v1/social/google/start?tenant=cl&returnTo=%2Fcl%2Faccount']);
            expect((buttons[0] as HTMLButtonElement).disabled).toBe(true);
          }
        },
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, socialLoginMachine));
});
