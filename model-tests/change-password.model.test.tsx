// Model-based test (STYLE.md §12, issue 9): shortest paths of the change-password machine (spec §5, §7) played on the real
// ChangePasswordView through the flow's own driver (runFlowPath); the server answer settles a deferred. Every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/login.json';
import { changePasswordMachine } from '../src/machines/change-password/change-password.machine';
import type { ChangePasswordContext } from '../src/machines/change-password/change-password.types';
import { changePasswordFlow } from '../src/views/change-password/change-password.flow';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { runFlowPath } from './support/flow-harness';

const recorder = createCoverageRecorder('change-password', 'changePassword');

function assertScreen(state: string, context: ChangePasswordContext, container: HTMLElement) {
  if (state === 'saved') {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.changePassword.savedTitle);
    return;
  }
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  expect(submit.textContent).toBe(state === 'saving' ? es.changePassword.saving : es.changePassword.save);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error && state === 'editing') expect(alerts).toContain(es.changePassword.errors[context.error]);
  if (
    context.showFieldErrors &&
    state === 'editing' &&
    context.newPassword === context.oldPassword &&
    context.oldPassword !== ''
  ) {
    expect(alerts).toContain(es.changePassword.mustDiffer);
  }
}

type AnyEvent = EventObject & Record<string, unknown>;

describe('change password model (spec §5, §7)', () => {
  const shortest = generatePaths(changePasswordFlow, { tenant: 'cl', kind: 'shortest' });
  const saving = shortest.find((p) => p.target === 'saving')!;
  const failures = (changePasswordFlow.samples.common as readonly AnyEvent[]).filter(
    (e) => e.type === 'xstate.error.actor.changePassword',
  );
  // each error code on screen: the graph folds them into one state
  const errorPaths: PlanPath[] = failures.map((event, i) => ({
    ...saving,
    id: `change-password-error-${i}`,
    target: 'editing',
    steps: [
      ...saving.steps,
      {
        kind: 'error',
        event,
        description: `fails ${JSON.stringify(event.error)}`,
        state: 'editing',
        stateIds: ['changePassword.editing'],
      },
    ],
  }));
  const saved = shortest.find((p) => p.target === 'saved')!;
  const again: PlanPath = {
    ...saved,
    id: 'change-password-again',
    target: 'editing',
    steps: [
      ...saved.steps,
      {
        kind: 'user',
        event: { type: 'form.reset' },
        description: 'User: form.reset',
        state: 'editing',
        stateIds: ['changePassword.editing'],
      },
    ],
  };
  for (const path of [...shortest, ...errorPaths, again]) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(changePasswordFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as ChangePasswordContext, container),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, changePasswordMachine));
});
