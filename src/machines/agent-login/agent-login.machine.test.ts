// spec §6, §8: the agent journey machine, with the server answers supplied through provide().
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectAgentLogin } from './agent-login.connect';
import { agentLoginMachine, toAgentLoginFailure, toImpersonationFailure } from './agent-login.machine';
import { agentSampleCredentials, agentSampleCustomerEmail } from './agent-login.samples';
import type { AgentFailure, ImpersonatedCustomer, SignedInAgent } from './agent-login.types';
import type { AgentLoginRequest } from '../../contracts/agent.contract';

interface Answers {
  login?: (input: AgentLoginRequest) => Promise<SignedInAgent>;
  impersonate?: (input: { email: string }) => Promise<ImpersonatedCustomer>;
  logout?: () => Promise<void>;
  bot?: () => Promise<string>;
}

const agent: SignedInAgent = { id: 'a1', name: 'Agente Demo Chile' };
const customer: ImpersonatedCustomer = { id: 'u1', firstName: 'Camila' };
const reject = (failure: AgentFailure) => () => Promise.reject(failure);

function start(answers: Answers = {}, botCheckAlways = false) {
  const calls: { login: AgentLoginRequest[]; impersonate: string[]; logout: number } = {
    login: [],
    impersonate: [],
    logout: 0,
  };
  const machine = agentLoginMachine.provide({
    actors: {
      solveBotCheck: fromPromise<string, void>(async () => (answers.bot ? answers.bot() : 'payload')),
      submitAgentLogin: fromPromise<SignedInAgent, AgentLoginRequest>(async ({ input }) => {
        calls.login.push(input);
        return (answers.login ?? (() => Promise.resolve(agent)))(input);
      }),
      impersonateCustomer: fromPromise<ImpersonatedCustomer, { email: string }>(async ({ input }) => {
        calls.impersonate.push(input.email);
        return (answers.impersonate ?? (() => Promise.resolve(customer)))(input);
      }),
      logoutAgent: fromPromise<void, void>(async () => {
        calls.logout += 1;
        return (answers.logout ?? (() => Promise.resolve()))();
      }),
    },
  });
  const actor = createActor(machine, { input: { botCheckAlways } }).start();
  return { actor, calls };
}

function signIn(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'email', value: ` ${agentSampleCredentials.email} ` });
  actor.send({ type: 'field.change', field: 'password', value: agentSampleCredentials.password });
  actor.send({ type: 'form.submit' });
}

describe('agent login machine (spec §6, §8)', () => {
  it('signs the agent in, impersonates a customer and ends done with the customer', async () => {
    const { actor, calls } = start();
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    expect(calls.login).toEqual([{ email: agentSampleCredentials.email, password: agentSampleCredentials.password }]);
    expect(actor.getSnapshot().context).toMatchObject({ agent, password: '' });
    actor.send({ type: 'field.change', field: 'customerEmail', value: agentSampleCustomerEmail });
    actor.send({ type: 'customer.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.impersonate).toEqual([agentSampleCustomerEmail]);
    expect(actor.getSnapshot().output).toEqual({ customer });
  });

  it('shows field errors instead of submitting an incomplete form', () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'email', value: 'agente' });
    actor.send({ type: 'form.submit' });
    const api = connectAgentLogin(actor.getSnapshot(), actor.send);
    expect(api.step).toBe('credentials');
    expect(api.emailErrorKey).toBe('form.emailInvalid');
    expect(api.passwordErrorKey).toBe('form.passwordRequired');
    expect(calls.login).toEqual([]);
  });

  it('spec §4, §8: the password field takes input in the credentials step only, and starts over empty after a failed login', async () => {
    const { actor } = start({ login: reject({ code: 'AGENT_LOGIN_ERROR' }) });
    const props = () => connectAgentLogin(actor.getSnapshot(), actor.send).getPasswordFieldProps();
    expect(props()).toMatchObject({ disabled: false, resetKey: 'typed', errorKey: null });
    props().field.onValueChange('secreta');
    expect(actor.getSnapshot().context.password).toBe('secreta');
    actor.send({ type: 'field.change', field: 'email', value: agentSampleCredentials.email });
    actor.send({ type: 'form.submit' });
    expect(props()).toMatchObject({ disabled: true, resetKey: 'typed' });
    await waitFor(actor, (s) => s.matches('loginFailed'));
    // the machine asks for the password again: a new key, so the field drops what was sent
    expect(props()).toMatchObject({ disabled: true, resetKey: 'askedAgain' });
    actor.send({ type: 'login.retry' });
    expect(props()).toMatchObject({ disabled: false, resetKey: 'typed' });
    actor.send({ type: 'form.submit' });
    expect(props().errorKey).toBe('form.passwordRequired');
  });

  it('solves the bot check first when asked always, and sends its payload', async () => {
    const { actor, calls } = start({}, true);
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    expect(calls.login[0]!.botCheck).toBe('payload');
  });

  it('AGENT_LOGIN_ERROR goes to loginFailed; retry asks the password again; the server can ask for the bot check', async () => {
    const { actor, calls } = start({
      login: reject({ code: 'AGENT_LOGIN_ERROR', details: { botCheckRequired: true } }),
    });
    signIn(actor);
    await waitFor(actor, (s) => s.matches('loginFailed'));
    let api = connectAgentLogin(actor.getSnapshot(), actor.send);
    expect(api.error).toEqual({ ns: 'common', key: 'errors.AGENT_LOGIN_ERROR' });
    expect(api.botCheckVisible).toBe(true);
    api.retryLogin();
    api = connectAgentLogin(actor.getSnapshot(), actor.send);
    expect(api.step).toBe('credentials');
    expect(api.error).toBeNull();
    expect(actor.getSnapshot().context.password).toBe('');
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(calls.login[1]!.botCheck).toBe('payload');
  });

  it('the lock codes mark the failure as locked; unknown codes are GENERIC_ERROR', async () => {
    for (const code of ['ACCOUNT_BLOCKED', 'ACCOUNT_REMAINS_LOCKED']) {
      const { actor } = start({ login: reject({ code }) });
      signIn(actor);
      await waitFor(actor, (s) => s.matches('loginFailed'));
      expect(connectAgentLogin(actor.getSnapshot(), actor.send).isLocked).toBe(true);
    }
    expect(toAgentLoginFailure({ code: 'SOMETHING' })).toEqual({ code: 'GENERIC_ERROR', botCheckRequired: false });
    expect(toAgentLoginFailure(new Error('network'))).toEqual({ code: 'GENERIC_ERROR', botCheckRequired: false });
    expect(toImpersonationFailure({ code: 'SESSION_EXPIRED' })).toBe('INVALID_AGENT_SESSION_ERROR');
  });

  it('a failed bot check is a RECAPTCHA_ERROR with retry', async () => {
    const { actor } = start({ bot: () => Promise.reject(new Error('timeout')) }, true);
    signIn(actor);
    await waitFor(actor, (s) => s.matches('loginFailed'));
    expect(actor.getSnapshot().context.error).toBe('RECAPTCHA_ERROR');
  });

  it('each form takes only its own fields', async () => {
    const { actor } = start();
    actor.send({ type: 'field.change', field: 'customerEmail', value: 'camila@example.test' });
    expect(actor.getSnapshot().context.customerEmail).toBe('');
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    actor.send({ type: 'field.change', field: 'password', value: 'otra' });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it('refuses a malformed customer email without calling the server', async () => {
    const { actor, calls } = start();
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    actor.send({ type: 'field.change', field: 'customerEmail', value: 'camila' });
    actor.send({ type: 'customer.submit' });
    expect(connectAgentLogin(actor.getSnapshot(), actor.send).customerErrorKey).toBe('form.emailInvalid');
    expect(calls.impersonate).toEqual([]);
  });

  it('NOT_FOUND stays with the agent (retry); INVALID_AGENT_SESSION_ERROR sends the agent back to the login', async () => {
    let answer: AgentFailure = { code: 'NOT_FOUND' };
    const { actor } = start({ impersonate: () => Promise.reject(answer) });
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    actor.send({ type: 'field.change', field: 'customerEmail', value: agentSampleCustomerEmail });
    actor.send({ type: 'customer.submit' });
    await waitFor(actor, (s) => s.matches('impersonationFailed'));
    expect(actor.getSnapshot().context.error).toBe('NOT_FOUND');
    expect(connectAgentLogin(actor.getSnapshot(), actor.send).error).toEqual({ ns: 'agent', key: 'errors.NOT_FOUND' });
    actor.send({ type: 'impersonation.retry' });
    expect(actor.getSnapshot().matches('choosingCustomer')).toBe(true);
    answer = { code: 'INVALID_AGENT_SESSION_ERROR' };
    actor.send({ type: 'customer.submit' });
    await waitFor(actor, (s) => s.matches('credentials'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'INVALID_AGENT_SESSION_ERROR',
      agent: null,
      customerEmail: '',
    });
  });

  it('the agent logs out back to the login; AGENT_LOGOUT_ERROR also ends there, a network failure keeps the agent in', async () => {
    let logout: () => Promise<void> = () => Promise.resolve();
    const { actor, calls } = start({ logout: () => logout() });
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    actor.send({ type: 'agent.logout' });
    await waitFor(actor, (s) => s.matches('credentials'));
    expect(calls.logout).toBe(1);
    expect(actor.getSnapshot().context.agent).toBeNull();

    logout = reject({ code: 'GENERIC_ERROR' });
    signIn(actor);
    await waitFor(actor, (s) => s.matches('choosingCustomer'));
    actor.send({ type: 'agent.logout' });
    await waitFor(actor, (s) => s.matches('impersonationFailed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'GENERIC_ERROR', agent });

    logout = reject({ code: 'AGENT_LOGOUT_ERROR' });
    actor.send({ type: 'agent.logout' });
    await waitFor(actor, (s) => s.matches('credentials'));
    expect(connectAgentLogin(actor.getSnapshot(), actor.send).error).toEqual({
      ns: 'common',
      key: 'errors.AGENT_LOGOUT_ERROR',
    });
  });
});
