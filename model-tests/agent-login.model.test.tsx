// Model-based test (STYLE.md §12) of the agent journey (spec §6, §8): the fewest paths of the production machine that take
// every transition (xstate/graph through the flow tooling), each played on the real AgentLoginView through the flow's own
// driver (runFlowPath, issue 9); server answers settle deferred actors. Every state and transition must be visited.
// The password is a current password's field (spec §4): masked or shown, never judged; it shows what the machine holds
// (empty again after a failed login) and takes no input outside the credentials step.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import common from '../src/i18n/locales/es/common.json';
import es from '../src/i18n/locales/es/agent.json';
import login from '../src/i18n/locales/es/login.json';
import { agentLoginMachine } from '../src/machines/agent-login/agent-login.machine';
import type { AgentLoginContext } from '../src/machines/agent-login/agent-login.types';
import { agentLoginFlow } from '../src/views/agent-login/agent-login.flow';
import { machineInventory } from '../src/flows/flow-model';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { modelPathCases } from './harness/flow-paths';
import { extendPath, runFlowPath } from './support/flow-harness';
import { describedError, expectPasswordField, toggleToPlain, typeAndLeave } from './support/password-field-checks';

const recorder = createCoverageRecorder('agent-login', 'agentLogin');
const COMMON_CODES = new Set(['AGENT_LOGIN_ERROR', 'AGENT_LOGOUT_ERROR', 'INVALID_AGENT_SESSION_ERROR']);
const PASSWORD_LABEL = `${es.form.password} *`;

/** The text a user reads for an error code: spec §8's agent texts from the common catalogue, the rest from agent. */
function errorText(code: string): string {
  if (COMMON_CODES.has(code)) return common.errors[code as 'AGENT_LOGIN_ERROR'];
  return es.errors[code as keyof typeof es.errors];
}

function assertScreen(state: string, context: AgentLoginContext, container: HTMLElement) {
  if (state === 'done') {
    expect(screen.getByRole('status').textContent).toBe(es.customer.done);
    return;
  }
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(errorText(context.error));
  else
    expect(
      alerts.filter((a) => Object.values(es.errors).includes(a ?? '') || a === common.errors.AGENT_LOGIN_ERROR),
    ).toEqual([]);

  if (['credentials', 'solvingBotCheck', 'signingIn', 'loginFailed'].includes(state)) {
    expect(heading).toBe(es.login.title);
    expect(screen.getByRole('link', { name: es.login.customerLogin }).getAttribute('href')).toBe('/cl/login');
    if (context.botCheckRequired) expect(screen.getByText(es.login.botCheckNotice)).toBeTruthy();
    if (state === 'solvingBotCheck') expect(screen.getByRole('status').textContent).toBe(es.login.checkingBot);
    if (state === 'signingIn' || state === 'solvingBotCheck') {
      expect(submit.textContent).toBe(es.login.submitting);
      expect(submit.getAttribute('aria-busy')).toBe('true');
    } else expect(submit.textContent).toBe(es.login.submit);
    if (state === 'loginFailed') {
      expect(screen.getByRole('button', { name: es.login.retry })).toBeTruthy();
      expect(submit.disabled).toBe(true);
      if (context.error === 'ACCOUNT_BLOCKED' || context.error === 'ACCOUNT_REMAINS_LOCKED')
        expect(screen.getByText(es.login.lockedHint)).toBeTruthy();
    }
    // spec §4: the password field shows what the machine holds (a failed login empties both), with its toggle; it takes
    // input only in the credentials step; its one message is the machine's, pointed at by the input
    const password = expectPasswordField(PASSWORD_LABEL, {
      value: context.password,
      disabled: state !== 'credentials',
    });
    expect(describedError(password)).toBe(
      state === 'credentials' && context.showFieldErrors && context.password === '' ? es.form.passwordRequired : null,
    );
    return;
  }

  expect(heading).toBe(es.customer.title);
  expect(screen.getByText(`Ingresaste como ${context.agent!.name}.`)).toBeTruthy();
  const logout = screen.getByRole('button', {
    name: state === 'loggingOut' ? es.customer.loggingOut : es.customer.logout,
  }) as HTMLButtonElement;
  if (state === 'impersonating') {
    expect(submit.textContent).toBe(es.customer.submitting);
    expect(submit.getAttribute('aria-busy')).toBe('true');
  } else expect(submit.textContent).toBe(es.customer.submit);
  if (state === 'choosingCustomer') {
    expect(logout.disabled).toBe(false);
    if (context.showCustomerError)
      expect(alerts).toContain(context.customerEmail.trim() === '' ? es.form.emailRequired : es.form.emailInvalid);
  }
  if (state === 'impersonationFailed') {
    expect(screen.getByRole('button', { name: es.customer.retry })).toBeTruthy();
    expect(submit.disabled).toBe(true);
  }
  if (state === 'loggingOut' || state === 'impersonating') expect(logout.disabled).toBe(true);
}

describe('agent login model (spec §6, §8)', () => {
  const cases = modelPathCases(agentLoginFlow, { tenants: ['cl'] });
  it('has paths to walk', () => expect(cases.length).toBeGreaterThan(10));
  for (const [name, pathCase] of cases) {
    it(
      name,
      async () => {
        await runFlowPath(agentLoginFlow, pathCase.path, {
          recorder,
          viewProps: { customerLoginHref: '/cl/login' },
          assert: (state, { snapshot, container }) =>
            assertScreen(state, snapshot.context as AgentLoginContext, container),
        });
      },
      30_000,
    );
  }

  it('spec §4: the password field masks and shows a current password, never judges it, and leaves its message to the agent login', async () => {
    const user = userEvent.setup({ delay: null });
    const start = { ...cases[0]![1].path, steps: [] };
    const path = extendPath(start, 'password-field', [{ event: { type: 'form.submit' }, state: 'credentials' }]);
    await runFlowPath(agentLoginFlow, path, {
      recorder,
      viewProps: { customerLoginHref: '/cl/login' },
      assert: async (_state, { snapshot }) => {
        const context = snapshot.context as AgentLoginContext;
        const input = expectPasswordField(PASSWORD_LABEL, { value: '', disabled: false });
        expect(describedError(input)).toBe(es.form.passwordRequired);
        // an existing password: no empty or partial message of its own, no valid mark, no strength
        await typeAndLeave(user, input, 'abc');
        expect(describedError(input)).toBeNull();
        expect(screen.queryByText(login.passwordField.passwordPartialValidation)).toBeNull();
        expect(screen.queryByRole('img', { name: login.passwordField.valid })).toBeNull();
        expect(screen.queryByText(login.passwordField.strengthLabel, { exact: false })).toBeNull();
        await typeAndLeave(user, input, '');
        expect(describedError(input)).toBe(context.showFieldErrors ? es.form.passwordRequired : null);
        await toggleToPlain(user, input);
      },
    });
  }, 30_000);

  afterAll(() => {
    recorder.save();
    const inventory = machineInventory(agentLoginMachine);
    expect([...recorder.states].sort()).toEqual([...inventory.states].sort());
    expect(inventory.transitions.filter((t) => !recorder.transitions.has(t))).toEqual([]);
  });
});
