import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { liteRegistrationMachine, savedWizardOf } from './lite-registration.machine';
import { liteRegistrationSamples, liteSampleInput } from './lite-registration.samples';
import type {
  LiteRegistrationEvent,
  LiteRegistrationInput,
  Option,
  SubmitLiteInput,
  SubmitLiteOutput,
} from './lite-registration.types';
import type { ConsentTemplate } from '../shared/consent-template';
import { companySampleConsents } from '../company-registration/company-registration.samples';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const change = (field: string) =>
  liteRegistrationSamples.common.find((s) => s.type === 'field.change' && s.field === field) as LiteRegistrationEvent;

const withConsents = (templates: ConsentTemplate[]) =>
  liteRegistrationMachine.provide({
    actors: {
      loadConsents: fromPromise<ConsentTemplate[], { tenant: string }>(async () => templates),
      loadChildren: fromPromise(async () => [{ id: '15', name: 'LIMA' }]),
    },
  });
async function started(input: LiteRegistrationInput, templates: ConsentTemplate[] = []) {
  const actor = createActor(withConsents(templates), { input }).start();
  await tick();
  return actor;
}

async function start(
  submit: () => Promise<SubmitLiteOutput> = async () => ({ status: 'active' }),
  templates: ConsentTemplate[] = [],
) {
  const submitted: SubmitLiteInput[] = [];
  const machine = liteRegistrationMachine.provide({
    actors: {
      loadConsents: fromPromise<ConsentTemplate[], { tenant: string }>(async () => templates),
      loadChildren: fromPromise<Option[], { parentId: string | null }>(async ({ input }) =>
        input.parentId ? [{ id: '1501', name: 'Lima' }] : [{ id: '15', name: 'LIMA' }],
      ),
      submitLite: fromPromise<SubmitLiteOutput, SubmitLiteInput>(async ({ input }) => {
        submitted.push(input);
        return submit();
      }),
    },
  });
  const actor = createActor(machine, { input: liteSampleInput }).start();
  await tick();
  return { actor, submitted };
}

describe('lite registration wizard (spec §2)', () => {
  it('validates each step before the next, goes back keeping values, and submits the company', async () => {
    const { actor, submitted } = await start();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('account');
    expect(actor.getSnapshot().context.errors.email).toBe('errors.required');
    for (const field of ['email', 'password']) actor.send(change(field));
    actor.send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: true });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('contact');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().context.values.email).toBe('compras@ferreandina.pe');
    actor.send({ type: 'step.next' });
    for (const field of ['firstName', 'lastName', 'position', 'phoneNumber']) actor.send(change(field));
    actor.send({ type: 'step.next' });
    await tick();
    expect(actor.getSnapshot().value).toBe('company');
    for (const field of [
      'companyDocument',
      'businessName',
      'fantasyName',
      'companyPhone',
      'addressLine1',
      'addressLine2',
    ])
      actor.send(change(field));
    actor.send({ type: 'location.select', level: 'state', id: '15' });
    await tick();
    actor.send({ type: 'location.select', level: 'city', id: '1501' });
    // spec §5 Address: the street number is alphanumeric, at most 6
    actor.send({ type: 'field.change', field: 'addressLine2', value: 'N° 1234' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('company');
    expect(actor.getSnapshot().context.errors.addressLine2).toBe('errors.invalidCharacters');
    expect(submitted).toHaveLength(0);
    actor.send(change('addressLine2'));
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(submitted[0]?.names).toEqual({ state: 'LIMA', city: 'Lima' });
  });

  it('saves the step and values without the password, and restores them', async () => {
    const { actor } = await start();
    for (const field of ['email', 'password']) actor.send(change(field));
    actor.send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: true });
    actor.send({ type: 'step.next' });
    const saved = savedWizardOf(actor.getSnapshot())!;
    expect(saved.step).toBe('contact');
    expect(saved.values).not.toHaveProperty('password');
    const again = await started({ ...liteSampleInput, saved });
    expect(again.getSnapshot().value).toBe('contact');
    expect(again.getSnapshot().context.values).toMatchObject({ email: 'compras@ferreandina.pe', password: '' });
  });

  it('restores straight to the company step, loading its states first', async () => {
    const { actor: first } = await start();
    const saved = { step: 'company' as const, values: { ...savedWizardOf(first.getSnapshot())!.values } };
    const actor = await started({ ...liteSampleInput, saved });
    await tick();
    expect(actor.getSnapshot().value).toBe('company');
  });

  it('spec §9: asks the consent templates on the Account step instead of the terms box, and sends the accepted versions', async () => {
    const { actor, submitted } = await start(undefined, companySampleConsents);
    expect(actor.getSnapshot().context.config.termsInConsents).toBe(true);
    for (const field of ['email', 'password']) actor.send(change(field));
    actor.send({ type: 'consent.toggle', templateId: 'co-RegistroB2BSU-terms', accepted: true });
    actor.send({ type: 'step.next' });
    // a required consent not ticked: the step stays, the error shows; the generic terms box is not asked
    expect(actor.getSnapshot().value).toBe('account');
    expect(actor.getSnapshot().context.consentError).toBe(true);
    expect(actor.getSnapshot().context.errors.acceptTermsAndConditions).toBeUndefined();
    actor.send({ type: 'consent.toggle', templateId: 'co-RegistroB2BSU-personalData', accepted: true });
    expect(actor.getSnapshot().context.consentError).toBe(false);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('contact');
    // a reload keeps the answers: the wizard comes back on the Contact step
    const saved = savedWizardOf(actor.getSnapshot())!;
    expect(saved.consents).toEqual({ 'co-RegistroB2BSU-terms': true, 'co-RegistroB2BSU-personalData': true });
    expect((await started({ ...liteSampleInput, saved }, companySampleConsents)).getSnapshot().value).toBe('contact');
    // answers lost (or a new template version): back to the Account step to accept them
    const stale = await started({ ...liteSampleInput, saved: { ...saved, consents: {} } }, companySampleConsents);
    expect(stale.getSnapshot().value).toBe('account');

    for (const field of ['firstName', 'lastName', 'position', 'phoneNumber']) actor.send(change(field));
    actor.send({ type: 'step.next' });
    await tick();
    for (const field of [
      'companyDocument',
      'businessName',
      'fantasyName',
      'companyPhone',
      'addressLine1',
      'addressLine2',
    ])
      actor.send(change(field));
    actor.send({ type: 'location.select', level: 'state', id: '15' });
    await tick();
    actor.send({ type: 'location.select', level: 'city', id: '1501' });
    // spec §5 Address: the street number is alphanumeric, at most 6
    actor.send({ type: 'field.change', field: 'addressLine2', value: 'N° 1234' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('company');
    expect(actor.getSnapshot().context.errors.addressLine2).toBe('errors.invalidCharacters');
    expect(submitted).toHaveLength(0);
    actor.send(change('addressLine2'));
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(submitted[0]?.consents).toEqual([
      { templateId: 'co-RegistroB2BSU-terms', version: '2026-01', accepted: true },
      { templateId: 'co-RegistroB2BSU-personalData', version: '2026-01', accepted: true },
    ]);
  });

  it('a failed consent load offers a retry', async () => {
    let fail = true;
    const actor = createActor(
      liteRegistrationMachine.provide({
        actors: {
          loadConsents: fromPromise<ConsentTemplate[], { tenant: string }>(async () => {
            if (fail) throw new Error('down');
            return [];
          }),
        },
      }),
      { input: liteSampleInput },
    ).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('consentsFailed');
    fail = false;
    actor.send({ type: 'consents.retry' });
    await tick();
    expect(actor.getSnapshot().value).toBe('account');
  });
});
