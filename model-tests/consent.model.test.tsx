// Model-based test of the consent check (spec §8, §9, issue 9): shortest paths of the production machine played on the real
// modal through the flow's own driver.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { consentMachine } from '../src/machines/consent/consent.machine';
import type { ConsentContext } from '../src/machines/consent/consent.types';
import { generatePaths } from '../src/flows/flow-paths';
import { consentFlow } from '../src/views/consent/consent.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('consent', 'consent');

function assertScreen(state: string, context: ConsentContext) {
  if (state === 'done' || state === 'checking') expect(screen.queryByRole('dialog')).toBeNull();
  else if (state === 'checkFailed')
    expect(screen.getByRole('alert').textContent).toContain('Hubo un error al cargar la información');
  else if (state === 'acceptAgain')
    expect(screen.getByRole('dialog', { name: 'Acepta nuevamente los términos' })).toBeTruthy();
  else {
    expect(screen.getByRole('dialog', { name: 'Revisa y acepta las autorizaciones' })).toBeTruthy();
    expect(screen.queryAllByRole('alert')).toHaveLength(context.missingRequired ? 1 : 0);
  }
}

describe('consent model (spec §8, §9)', () => {
  const all = generatePaths(consentFlow, { tenant: 'co', kind: 'shortest' });
  const sample = (type: string) =>
    consentFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;
  // transitions back into known states (retry, accept again) are not needed by any shortest path: add them
  const paths = [
    ...coveringPaths(all),
    extendPath(
      all.find((p) => p.target === 'checkFailed')!,
      'retry',
      [{ event: sample('check.retry'), state: 'checking' }],
    ),
    extendPath(
      all.find((p) => p.target === 'acceptAgain')!,
      'again',
      [
        { event: sample('consent.accept'), state: 'saving' },
        { event: sample('xstate.done.actor.saveConsents'), state: 'done' },
      ],
    ),
  ];
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(consentFlow, path, {
        recorder,
        tenant: 'co',
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as ConsentContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, consentMachine));
});
