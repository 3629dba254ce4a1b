// Model-based test (STYLE.md §12): the account home's sign-out machine on its real view. spec §2.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import common from '../src/i18n/locales/es/common.json';
import es from '../src/i18n/locales/es/account.json';
import { accountHomeMachine } from '../src/machines/account-home/account-home.machine';
import { generatePaths } from '../src/flows/flow-paths';
import { accountHomeFlow } from '../src/views/account-home/account-home.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('account-home', 'accountHome');

describe('account home sign-out model (spec §2)', () => {
  const all = generatePaths(accountHomeFlow, { tenant: 'cl', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'signOutFailed')!;
  const retry = extendPath(failed, 'retry', [
    { event: { type: 'signOut.retry' }, state: 'signingOut' },
    { event: { type: 'xstate.done.actor.logout' }, state: 'signedOut' },
  ]);
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      let wentToLogin = false;
      await runFlowPath(accountHomeFlow, path, {
        recorder,
        actions: {
          goToLogin: () => {
            wentToLogin = true;
          },
        },
        assert: (state) => {
          const button = screen.getByRole('button');
          if (state === 'idle') expect(button.textContent).toBe(common.account.signOut);
          if (state === 'signingOut') expect(button.textContent).toBe(es.home.signingOut);
          if (state === 'signOutFailed') expect(screen.getByRole('alert').textContent).toBe(es.home.signOutFailed);
          if (state === 'signedOut') expect(wentToLogin).toBe(true);
        },
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, accountHomeMachine));
});
