import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { liteRegistrationMachine, savedWizardOf } from './lite-registration.machine';
import { liteRegistrationSamples, liteSampleInput } from './lite-registration.samples';
import type { LiteRegistrationEvent, Option, SubmitLiteInput, SubmitLiteOutput } from './lite-registration.types';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const change = (field: string) =>
  liteRegistrationSamples.common.find((s) => s.type === 'field.change' && s.field === field) as LiteRegistrationEvent;

function start(submit: () => Promise<SubmitLiteOutput> = async () => ({ status: 'active' })) {
  const submitted: SubmitLiteInput[] = [];
  const machine = liteRegistrationMachine.provide({
    actors: {
      loadChildren: fromPromise<Option[], { parentId: string | null }>(async ({ input }) =>
        input.parentId ? [{ id: '1501', name: 'Lima' }] : [{ id: '15', name: 'LIMA' }],
      ),
      submitLite: fromPromise<SubmitLiteOutput, SubmitLiteInput>(async ({ input }) => {
        submitted.push(input);
        return submit();
      }),
    },
  });
  return { actor: createActor(machine, { input: liteSampleInput }).start(), submitted };
}

describe('lite registration wizard (spec §2)', () => {
  it('validates each step before the next, goes back keeping values, and submits the company', async () => {
    const { actor, submitted } = start();
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
    actor.send({ type: 'form.submit' });
    await tick();
    expect(actor.getSnapshot().value).toBe('registered');
    expect(submitted[0]?.names).toEqual({ state: 'LIMA', city: 'Lima' });
  });

  it('saves the step and values without the password, and restores them', async () => {
    const { actor } = start();
    for (const field of ['email', 'password']) actor.send(change(field));
    actor.send({ type: 'field.toggle', field: 'acceptTermsAndConditions', value: true });
    actor.send({ type: 'step.next' });
    const saved = savedWizardOf(actor.getSnapshot())!;
    expect(saved.step).toBe('contact');
    expect(saved.values).not.toHaveProperty('password');
    const again = createActor(liteRegistrationMachine, { input: { ...liteSampleInput, saved } }).start();
    expect(again.getSnapshot().value).toBe('contact');
    expect(again.getSnapshot().context.values).toMatchObject({ email: 'compras@ferreandina.pe', password: '' });
  });

  it('restores straight to the company step, loading its states first', async () => {
    const { actor: first } = start();
    const saved = { step: 'company' as const, values: { ...savedWizardOf(first.getSnapshot())!.values } };
    const actor = createActor(
      liteRegistrationMachine.provide({
        actors: { loadChildren: fromPromise(async () => [{ id: '15', name: 'LIMA' }]) },
      }),
      {
        input: { ...liteSampleInput, saved },
      },
    ).start();
    await tick();
    expect(actor.getSnapshot().value).toBe('company');
  });
});
