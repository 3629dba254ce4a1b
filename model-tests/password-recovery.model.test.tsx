// Model-based test (STYLE.md §12): shortest paths of the password-recovery machine (spec §2, §7, §8) through the real
// PasswordRecoveryView; server answers resolve or reject deferreds. Every state and transition must be visited, and each
// recovery code of spec §8 is shown on screen.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, type EventObject } from 'xstate';
import { createI18n } from '../src/i18n/i18n-setup';
import es from '../src/i18n/locales/es/login.json';
import { passwordRecoveryMachine } from '../src/machines/password-recovery/password-recovery.machine';
import type { RecoveryContext } from '../src/machines/password-recovery/password-recovery.types';
import { getTenant } from '../src/tenants/tenants';
import { generatePaths, type PlanPath, type PlanStep } from '../src/flows/flow-paths';
import { passwordRecoveryFlow } from '../src/views/password-recovery/password-recovery.flow';
import { PasswordRecoveryView } from '../src/views/password-recovery/password-recovery.view';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { expectFullCoverage } from './support/model-coverage';
import { renderWithI18n } from './support/render-view';
import { deferredActors } from './support/deferred-actors';

type AnyEvent = EventObject & Record<string, unknown>;

const recorder = createCoverageRecorder('password-recovery', 'passwordRecovery');
const i18nReady = createI18n('es-CL', { namespaces: ['common', 'login'] });

async function runPath(path: PlanPath) {
  const i18n = await i18nReady;
  const { deferred, settle } = deferredActors();
  const machine = passwordRecoveryMachine.provide({ actors: { requestCode: deferred('requestCode'), savePassword: deferred('savePassword') } as never });
  const actor = createActor(machine, { input: passwordRecoveryFlow.input(getTenant(path.tenant)), inspect: recorder.inspect }).start();
  const user = userEvent.setup();
  const { container, unmount } = renderWithI18n(i18n, <PasswordRecoveryView actorRef={actor} loginHref="/cl/login" />);
  await screen.findByRole('heading', { level: 1 });
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  for (const step of path.steps) {
    const event = step.event as AnyEvent;
    if (event.type === 'field.change') {
      const name = event.field === 'password' ? 'newPassword' : String(event.field);
      await user.clear(input(name));
      await user.type(input(name), String(event.value));
    } else if (event.type === 'mode.toggle') {
      await user.click(screen.getByLabelText(es.recovery.companyMode));
    } else if (event.type === 'form.submit') {
      await user.click(container.querySelector('button[type="submit"]')!);
    } else if (event.type === 'code.resend') {
      await user.click(screen.getByRole('button', { name: es.recovery.resend }));
    } else if (event.type === 'flow.restart') {
      await user.click(screen.getByRole('button', { name: es.recovery.startOver }));
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      await settle(event);
    } else {
      throw new Error(`no driver for ${event.type}`);
    }
    expect(actor.getSnapshot().matches(step.state as never)).toBe(true);
    assertScreen(step.state, actor.getSnapshot().context);
  }
  unmount();
  actor.stop();
}

function assertScreen(state: string, context: RecoveryContext) {
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(es.recovery.errors[context.error]);
  switch (state) {
    case 'requesting':
    case 'sendingCode':
      expect(heading).toBe(es.recovery.title);
      expect(screen.getByRole('button', { name: state === 'sendingCode' ? es.recovery.sending : es.recovery.sendCode })).toBeTruthy();
      break;
    case 'enteringCode':
    case 'resendingCode':
    case 'saving':
      expect(heading).toBe(es.recovery.codeTitle);
      expect(screen.getByText(es.recovery.codeSent.replace('{{email}}', context.email))).toBeTruthy();
      if (context.resent) expect(screen.getByRole('status').textContent).toBe(es.recovery.resent);
      if (state === 'saving') expect(screen.getByRole('button', { name: es.recovery.saving })).toBeTruthy();
      break;
    case 'locked':
      expect(alerts).toContain(es.recovery.errors[context.error!]);
      expect(screen.queryByRole('button', { name: es.recovery.resend })).toBeNull();
      break;
    case 'done':
      expect(heading).toBe(es.recovery.doneTitle);
      break;
    default:
      throw new Error(`unknown state ${state}`);
  }
}

/** Shortest paths, keeping those that add a step not seen before. */
function coveringPaths(paths: PlanPath[]): PlanPath[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const keys = path.steps.map((step, i) => `${path.steps[i - 1]?.state ?? 'start'}|${JSON.stringify(step.event)}|${step.state}`);
    const fresh = keys.some((key) => !seen.has(key));
    keys.forEach((key) => seen.add(key));
    return fresh;
  });
}

const errorStep = (event: AnyEvent, state: string): PlanStep => ({
  kind: 'error', event, description: `fails ${JSON.stringify(event.error)}`, state, stateIds: [`passwordRecovery.${state}`],
});

describe('password recovery model (spec §2, §7, §8)', () => {
  const shortest = generatePaths(passwordRecoveryFlow, { tenant: 'cl', kind: 'shortest' });
  const saving = shortest.find((p) => p.target === 'saving')!;
  const failures = (passwordRecoveryFlow.samples.common as readonly AnyEvent[]).filter((e) => e.type === 'xstate.error.actor.savePassword');
  const locked = new Set(['OTP_LOCKED_ERROR', 'ACCOUNT_REMAINS_LOCKED']);
  // every recovery code on screen (the graph folds them into one state)
  const errorPaths = failures.map((event, i): PlanPath => {
    const state = locked.has((event.error as { code: string }).code) ? 'locked' : 'enteringCode';
    return { ...saving, id: `recovery-error-${i}`, target: state, steps: [...saving.steps, errorStep(event, state)] };
  });
  // starting over reaches 'requesting', which the graph knows sooner: add it from the code step and from locked
  const restart = (base: PlanPath, id: string): PlanPath => ({
    ...base,
    id,
    target: 'requesting',
    steps: [...base.steps, { kind: 'user', event: { type: 'flow.restart' }, description: 'User: flow.restart', state: 'requesting', stateIds: ['passwordRecovery.requesting'] }],
  });
  const entering = shortest.find((p) => p.target === 'enteringCode')!;
  const restarts = [restart(entering, 'recovery-restart'), restart(errorPaths.find((p) => p.target === 'locked')!, 'recovery-locked-restart')];
  const paths = [...coveringPaths(shortest), ...errorPaths, ...restarts];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runPath(path);
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, passwordRecoveryMachine));
});
