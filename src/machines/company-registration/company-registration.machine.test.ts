import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectCompanyRegistration } from './company-registration.connect';
import { companyRegistrationMachine } from './company-registration.machine';
import {
  companyRegistrationSamples,
  companySampleConsents,
  companySampleInput,
  companySampleOptions,
} from './company-registration.samples';
import { visibleCompanyFields } from './company-registration.validation';
import type { CompanyRegistrationEvent, SubmitCompanyInput } from './company-registration.types';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  answers: { exists?: boolean; status?: 'active' | 'pending'; submitError?: unknown; consents?: boolean } = {},
) {
  const submitted: SubmitCompanyInput[] = [];
  const machine = companyRegistrationMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => ({
        ...companySampleOptions,
        consents: answers.consents ? companySampleConsents : [],
      })),
      loadChildren: fromPromise(async ({ input }: { input: { parentId: string } }) =>
        input.parentId === '15' ? [{ id: '1501', name: 'LIMA' }] : [{ id: '150101', name: 'LIMA' }],
      ),
      checkOrganization: fromPromise(async () => ({ exists: answers.exists ?? false })),
      submitCompany: fromPromise(async ({ input }: { input: SubmitCompanyInput }) => {
        submitted.push(input);
        if (answers.submitError) throw answers.submitError;
        return { status: answers.status ?? 'active' };
      }),
    },
  });
  const actor = createActor(machine, { input: companySampleInput }).start();
  const fill = async () => {
    await tick();
    for (const sample of companyRegistrationSamples.common) {
      if (sample.type === 'field.change' || sample.type === 'field.toggle')
        actor.send(sample as CompanyRegistrationEvent);
    }
    actor.send({ type: 'location.select', level: 'state', id: '15' });
    await tick();
    actor.send({ type: 'location.select', level: 'city', id: '1501' });
    await tick();
    actor.send({ type: 'location.select', level: 'municipal', id: '150101' });
  };
  return { actor, submitted, fill };
}

describe('company registration machine (spec §2, §3, §4)', () => {
  it('spec §9: collects the consent templates, refuses a submit without the required ones, sends the accepted versions', async () => {
    const { actor, submitted, fill } = start({ consents: true });
    await fill();
    // the templates carry the terms: the generic terms checkbox goes (one checkbox per template)
    expect(visibleCompanyFields(actor.getSnapshot().context)).not.toContain('acceptTermsAndConditions');
    actor.send({ type: 'consent.toggle', templateId: 'co-RegistroB2BSU-terms', accepted: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.consentError).toBe(true);
    actor.send({ type: 'consent.toggle', templateId: 'co-RegistroB2BSU-personalData', accepted: true });
    expect(actor.getSnapshot().context.consentError).toBe(false);
    actor.send({ type: 'form.submit' });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(submitted[0]?.consents).toEqual([
      { templateId: 'co-RegistroB2BSU-terms', version: '2026-01', accepted: true },
      { templateId: 'co-RegistroB2BSU-personalData', version: '2026-01', accepted: true },
    ]);
  });

  it('loads options, cascades state -> city -> municipal and reaches the success page', async () => {
    const { actor, submitted, fill } = start();
    await fill();
    expect(actor.getSnapshot().context.cities).toEqual([{ id: '1501', name: 'LIMA' }]);
    actor.send({ type: 'form.submit' });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(submitted[0]?.names).toEqual({
      state: 'LIMA',
      city: 'LIMA',
      municipal: 'LIMA',
      activity: companySampleOptions.activities[0]!.label,
    });
  });

  it('clears the city and municipal when another state is chosen', async () => {
    const { actor, fill } = start();
    await fill();
    actor.send({ type: 'location.select', level: 'state', id: '15' });
    expect(actor.getSnapshot().context.values).toMatchObject({ state: '15', city: '', municipal: '' });
  });

  it('stops at COMPANY_EXISTS_ERROR when the organisation already exists', async () => {
    const { actor, submitted, fill } = start({ exists: true });
    await fill();
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.submitError).toBe('COMPANY_EXISTS_ERROR');
    expect(submitted).toHaveLength(0);
  });

  it('ends pending for a Mexican company (spec §4)', async () => {
    const { actor, fill } = start({ status: 'pending' });
    await fill();
    actor.send({ type: 'form.submit' });
    await tick();
    await tick();
    expect(actor.getSnapshot().value).toBe('pending');
  });

  it('spec §4, §5: the password field is judged by the company rules with the typed email; the form keeps its value and its error', async () => {
    const { actor, fill } = start();
    await fill();
    const props = () => connectCompanyRegistration(actor.getSnapshot(), actor.send).getPasswordFieldProps();
    expect(props().field.input).toEqual({
      email: 'compras@ferreandina.pe',
      policy: 'standard',
      accountType: 'ORGANIZATION',
    });
    props().field.onValueChange('Tornillo88x');
    expect(actor.getSnapshot().context.values.password).toBe('Tornillo88x');
    // the form's message waits for a submit (the field gives its own on blur)
    expect(props().errorKey).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(props()).toMatchObject({ errorKey: 'errors.invalidPassword', disabled: false });
    props().field.onValueChange('Tornillo!88x');
    actor.send({ type: 'form.submit' });
    expect(props()).toMatchObject({ errorKey: null, disabled: true });
  });

  it('requires every mandatory field and selection', async () => {
    const { actor } = start();
    await tick();
    actor.send({ type: 'form.submit' });
    const errors = actor.getSnapshot().context.errors;
    expect(errors).toMatchObject({
      companyDocument: 'errors.required',
      state: 'errors.required',
      taxpayerType: 'errors.required',
      economicActivityCode: 'errors.required',
    });
  });

  it('spec §5 Address: refuses street lines with other characters or too long, and a malformed postcode, without submitting', async () => {
    const { actor, submitted, fill } = start();
    await fill();
    actor.send({ type: 'field.change', field: 'addressLine1', value: '@@@ <b>' });
    actor.send({ type: 'field.change', field: 'addressLine2', value: '1234567' });
    actor.send({ type: 'field.change', field: 'addressLine3', value: 'Of/12' });
    actor.send({ type: 'field.change', field: 'postcode', value: '15-001' });
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().context.errors).toMatchObject({
      addressLine1: 'errors.invalidCharacters',
      addressLine2: 'errors.tooLong',
      addressLine3: 'errors.invalidCharacters',
      postcode: 'errors.postcodeInvalid',
    });
    expect(submitted).toHaveLength(0);
    expect(actor.getSnapshot().context.values.addressLine1).toBe('@@@ <b>');
  });
});
