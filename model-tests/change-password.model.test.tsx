// Model-based test (STYLE.md §12): shortest paths of the change-password machine (spec §5, §7) through the real
// ChangePasswordView; the server answer resolves or rejects a deferred. Every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/login.json';
import { changePasswordMachine } from '../src/machines/change-password/change-password.machine';
import type { ChangePasswordContext, ChangePasswordRequest } from '../src/machines/change-password/change-password.types';
import { getTenant } from '../src/tenants/tenants';
import { changePasswordFlow } from '../src/views/change-password/change-password.flow';
import { ChangePasswordView } from '../src/views/change-password/change-password.view';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';

const recorder = createCoverageRecorder('change-password', 'changePassword');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const pending: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  const machine = changePasswordMachine.provide({
    actors: { changePassword: fromPromise<void, ChangePasswordRequest>(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))) },
  });
  const actor = createActor(machine, { input: changePasswordFlow.input(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(i18n, <ChangePasswordView actorRef={actor} />);
  await screen.findByRole('heading', { level: 1 });
  for (const step of path.steps) {
    const event = step.event as EventObject & { field?: string; value?: string; error?: unknown };
    if (event.type === 'field.change') {
      const input = container.querySelector<HTMLInputElement>(`input[name="${event.field}"]`)!;
      await user.clear(input);
      await user.type(input, event.value!);
    } else if (event.type === 'form.submit') {
      await user.click(container.querySelector('button[type="submit"]')!);
    } else if (event.type === 'form.reset') {
      await user.click(screen.getByRole('button', { name: es.changePassword.again }));
    } else if (event.type === 'xstate.done.actor.changePassword') {
      await act(async () => pending.shift()!.resolve());
    } else if (event.type === 'xstate.error.actor.changePassword') {
      await act(async () => pending.shift()!.reject(event.error));
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
    assertScreen(step.state, actor.getSnapshot().context, container);
  }
  unmount();
  actor.stop();
}

function assertScreen(state: string, context: ChangePasswordContext, container: HTMLElement) {
  if (state === 'saved') {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.changePassword.savedTitle);
    return;
  }
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  expect(submit.textContent).toBe(state === 'saving' ? es.changePassword.saving : es.changePassword.save);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error && state === 'editing') expect(alerts).toContain(es.changePassword.errors[context.error]);
  if (context.showFieldErrors && state === 'editing' && context.newPassword === context.oldPassword && context.oldPassword !== '') {
    expect(alerts).toContain(es.changePassword.mustDiffer);
  }
}

type AnyEvent = EventObject & Record<string, unknown>;

describe('change password model (spec §5, §7)', () => {
  const shortest = generatePaths(changePasswordFlow, { tenant: 'cl', kind: 'shortest' });
  const saving = shortest.find((p) => p.target === 'saving')!;
  const failures = (changePasswordFlow.samples.common as readonly AnyEvent[]).filter((e) => e.type === 'xstate.error.actor.changePassword');
  // each error code on screen: the graph folds them into one state
  const errorPaths: PlanPath[] = failures.map((event, i) => ({
    ...saving,
    id: `change-password-error-${i}`,
    target: 'editing',
    steps: [...saving.steps, { kind: 'error', event, description: `fails ${JSON.stringify(event.error)}`, state: 'editing', stateIds: ['changePassword.editing'] }],
  }));
  const saved = shortest.find((p) => p.target === 'saved')!;
  const again: PlanPath = {
    ...saved,
    id: 'change-password-again',
    target: 'editing',
    steps: [...saved.steps, { kind: 'user', event: { type: 'form.reset' }, description: 'User: form.reset', state: 'editing', stateIds: ['changePassword.editing'] }],
  };
  for (const path of [...shortest, ...errorPaths, again]) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runPath(path);
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, changePasswordMachine));
});
