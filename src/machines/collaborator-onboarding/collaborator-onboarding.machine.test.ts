import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectCollaboratorOnboarding } from './collaborator-onboarding.connect';
import { collaboratorOnboardingMachine } from './collaborator-onboarding.machine';
import { collaboratorSampleInput } from './collaborator-onboarding.samples';
import type { RequestCodeInput } from './collaborator-onboarding.types';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  outcomes: { request?: unknown[]; register?: unknown; consent?: unknown[] } = {},
  consentRequired = false,
) {
  const request = [...(outcomes.request ?? [])];
  const consent = [...(outcomes.consent ?? [])];
  const machine = collaboratorOnboardingMachine.provide({
    actors: {
      requestCode: fromPromise<unknown, RequestCodeInput>(async () => {
        const next = request.shift();
        if (next) throw next;
        return { sent: true };
      }),
      registerCollaborator: fromPromise(async () => {
        if (outcomes.register) throw outcomes.register;
        return { firstName: 'Rosa' };
      }),
      saveConsents: fromPromise<unknown, { tenant: string }>(async () => {
        const next = consent.shift();
        if (next) throw next;
        return {};
      }),
    },
  });
  const actor = createActor(machine, { input: { ...collaboratorSampleInput, consentRequired } }).start();
  const identify = async () => {
    actor.send({ type: 'field.change', field: 'email', value: 'rosa@ferreandina.pe' });
    actor.send({ type: 'field.change', field: 'companyDocument', value: '20100047218' });
    actor.send({ type: 'form.submit' });
    await tick();
  };
  const verify = async () => {
    actor.send({ type: 'field.change', field: 'code', value: '482913' });
    actor.send({ type: 'field.change', field: 'password', value: 'Tornillo!88x' });
    actor.send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: true });
    actor.send({ type: 'form.submit' });
    await tick();
    await tick();
  };
  return { actor, identify, verify };
}

describe('collaborator onboarding machine (spec §2, §4, §8)', () => {
  it('goes from email and company document to code, password and terms, then welcome', async () => {
    const { actor, identify, verify } = start();
    await identify();
    expect(actor.getSnapshot().matches('verify')).toBe(true);
    await verify();
    expect(actor.getSnapshot().value).toBe('welcome');
    expect(actor.getSnapshot().context.firstName).toBe('Rosa');
  });

  it('tells an unknown collaborator so, and a sending failure apart', async () => {
    const { actor, identify } = start({ request: [{ code: 'EMAIL_NOT_FOUND_ERROR' }, { code: 'GENERIC_ERROR' }] });
    await identify();
    expect(actor.getSnapshot().context.error).toBe('unknownCollaborator');
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().context.error).toBe('sendFailed');
  });

  it('offers a new code after a wrong one', async () => {
    const { actor, identify, verify } = start({ register: { code: 'OTP_INVALID_ERROR' } });
    await identify();
    await verify();
    expect(actor.getSnapshot().context.error).toBe('wrongCode');
    actor.send({ type: 'code.resend' });
    await tick();
    expect(actor.getSnapshot().matches({ verify: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.codeResent).toBe(true);
    expect(actor.getSnapshot().context.values.code).toBe('');
  });

  it('stops at OTP_LOCKED_ERROR and can start over', async () => {
    const { actor, identify, verify } = start({ register: { code: 'OTP_LOCKED_ERROR' } });
    await identify();
    await verify();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'flow.restart' });
    expect(actor.getSnapshot().matches({ identify: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.values.email).toBe('');
  });

  it('asks to accept again when saving the consent fails', async () => {
    const { actor, identify, verify } = start({ consent: [{ code: 'GENERIC_ERROR' }] }, true);
    await identify();
    await verify();
    expect(actor.getSnapshot().value).toBe('consentModal');
    actor.send({ type: 'consent.accept' });
    await tick();
    expect(actor.getSnapshot().value).toBe('welcome');
  });

  it("spec §4, §5: step 2's password field is judged by the company rules and step 1's email; the form keeps its value and its error", async () => {
    const { actor, identify } = start();
    await identify();
    const props = () => connectCollaboratorOnboarding(actor.getSnapshot(), actor.send).getPasswordFieldProps();
    expect(props().field.input).toEqual({
      email: 'rosa@ferreandina.pe',
      policy: 'special',
      accountType: 'COLLABORATOR',
    });
    props().field.onValueChange('Rosa!Tornillo88');
    expect(actor.getSnapshot().context.values.password).toBe('Rosa!Tornillo88');
    expect(props().errorKey).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(props()).toMatchObject({ errorKey: 'errors.invalidPassword', disabled: false });
    props().field.onValueChange('Tornillo!88x');
    actor.send({ type: 'field.change', field: 'code', value: '482913' });
    actor.send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: true });
    actor.send({ type: 'form.submit' });
    expect(props()).toMatchObject({ errorKey: null, disabled: true });
  });

  it('requires a 6-digit code and the company password rules', async () => {
    const { actor, identify } = start();
    await identify();
    actor.send({ type: 'field.change', field: 'code', value: '1234' });
    actor.send({ type: 'field.change', field: 'password', value: 'Tornillo88x' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toMatchObject({
      code: 'collaborator.invalidCode',
      password: 'errors.invalidPassword',
      acceptTermsAndConditions: 'errors.acceptTermsRequired',
    });
  });
});
