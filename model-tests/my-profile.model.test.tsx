// Model-based test (STYLE.md §12): the personal profile form (spec §2, §3, §5) on its real view; a failed save keeps what
// was typed (spec §8). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/account.json';
import { myProfileMachine } from '../src/machines/my-profile/my-profile.machine';
import type { MyProfileContext } from '../src/machines/my-profile/my-profile.types';
import { generatePaths } from '../src/flows/flow-paths';
import { myProfileFlow } from '../src/views/my-profile/my-profile.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('my-profile', 'myProfile');

function assertScreen(state: string, c: MyProfileContext, container: HTMLElement) {
  const text = container.textContent ?? '';
  if (state === 'loading') expect(text).toContain(es.profile.loading);
  if (state === 'loadFailed') expect(text).toContain(es.profile.loadFailed);
  if (state === 'editing' || state === 'saving') {
    // nothing typed is lost: the inputs hold the context's values
    expect(container.querySelector<HTMLInputElement>('input[name="firstName"]')?.value).toBe(c.values.firstName);
    expect(container.querySelector<HTMLInputElement>('input[name="brandNewsLetter"]')?.checked).toBe(
      c.values.brandNewsLetter,
    );
    expect(container.querySelector('input[name="motherLastName"]') !== null).toBe(
      c.profile?.usesMotherLastName === true,
    );
    expect(container.querySelector('input[name="firstName"]')?.getAttribute('aria-invalid')).toBe(
      String(c.showErrors && c.values.firstName === ''),
    );
  }
  if (state === 'saving') expect(text).toContain(es.profile.saving);
}

describe('my profile model (spec §2)', () => {
  const all = generatePaths(myProfileFlow, { tenant: 'cl', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'loadFailed')!;
  const saving = all.find((p) => p.target === 'saving')!;
  const paths = [
    ...coveringPaths(all),
    extendPath(failed, 'retry', [{ event: { type: 'profile.retry' }, state: 'loading' }]),
    extendPath(saving, 'saved', [
      {
        event: {
          type: 'xstate.done.actor.saveProfile',
          output: {
            ...(
              myProfileFlow.samples.common.find((e) => e.type === 'xstate.done.actor.loadProfile') as { output: object }
            ).output,
          },
        },
        state: 'editing',
      },
    ]),
  ];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      await runFlowPath(myProfileFlow, path, {
        recorder,
        actions: { notify: () => {} },
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as MyProfileContext, container),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, myProfileMachine));
});
