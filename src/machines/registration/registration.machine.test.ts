import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { registrationMachine } from './registration.machine';
import { registrationSampleInput, samplesFor } from './registration.samples';
import type {
  ConsentItem,
  RegistrationEvent,
  SubmitRegistrationInput,
  SubmitRegistrationOutput,
} from './registration.types';

function setupActor(outcome: () => Promise<SubmitRegistrationOutput>) {
  const calls: SubmitRegistrationInput[] = [];
  const machine = registrationMachine.provide({
    actors: {
      submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input }) => {
        calls.push(input);
        return outcome();
      }),
      loadConsents: fromPromise<ConsentItem[], { tenant: string; consents: boolean }>(async () => []),
    },
  });
  const actor = createActor(machine, { input: registrationSampleInput }).start();
  const fill = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const sample of samplesFor('cl')) {
      if (sample.type === 'field.change' || sample.type === 'field.toggle') actor.send(sample as RegistrationEvent);
    }
  };
  return { actor, calls, fill };
}

describe('registration machine (spec §2, §3, §5, §8)', () => {
  it('starts with gender MALE and the tenant default document type', async () => {
    const { actor } = setupActor(async () => ({ userId: 'u', firstName: 'Ana' }));
    expect(actor.getSnapshot().context.values.gender).toBe('MALE');
    expect(actor.getSnapshot().context.values.documentType).toBe('RUT');
  });

  it('refuses an empty form and marks required fields', async () => {
    const { actor, calls } = setupActor(async () => ({ userId: 'u', firstName: 'Ana' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    expect(actor.getSnapshot().context.errors.email).toBe('errors.required');
    expect(actor.getSnapshot().context.errors.acceptTermsAndConditions).toBe('errors.acceptTermsRequired');
    expect(calls).toHaveLength(0);
  });

  it('submits a complete form and ends registered', async () => {
    const { actor, calls, fill } = setupActor(async () => ({ userId: 'u', firstName: 'Ana' }));
    await fill();
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('registered');
    expect(actor.getSnapshot().context.firstName).toBe('Ana');
    expect(calls[0]?.values.document).toBe('12.345.678-5');
  });

  it.each([
    ['emailAlreadyExists', 'email'],
    ['documentAlreadyExists', 'document'],
  ] as const)('keeps the typed values when the server answers %s', async (code, field) => {
    const { actor, fill } = setupActor(async () => Promise.reject({ code }));
    await fill();
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ editing: 'failed' })).toBe(true);
    expect(snapshot.context.submitError).toBe(code);
    expect(snapshot.context.errors[field]).toBe(`errors.${code}`);
    expect(snapshot.context.values.email).toBe('ana.rojas@example.cl');
  });

  it('shows the generic failure for anything else', async () => {
    const { actor, fill } = setupActor(async () => Promise.reject(new Error('network')));
    await fill();
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.submitError).toBe('registrationFailed');
  });

  it('asks for the DNI verification digit in Peru only when the DNI is chosen', async () => {
    const actor = createActor(
      registrationMachine.provide({
        actors: { loadConsents: fromPromise<ConsentItem[], { tenant: string; consents: boolean }>(async () => []) },
      }),
      {
        input: {
          ...registrationSampleInput,
          tenant: 'pe',
          country: 'PE',
          documentTypes: ['DNI', 'CARNET_DE_EXTRANJERIA'],
          documentDefault: 'DNI',
        },
      },
    ).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.documentDniDv).toBe('errors.required');
    actor.send({ type: 'field.change', field: 'documentType', value: 'CARNET_DE_EXTRANJERIA' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.documentDniDv).toBeUndefined();
  });
});

describe('registration consents (spec §9)', () => {
  it('requires the required templates and sends every answer with its version', async () => {
    const calls: SubmitRegistrationInput[] = [];
    const templates = [
      { id: 'co-terms', version: '2026-01', title: 'T', text: 'T', url: null, required: true },
      { id: 'co-loyalty', version: '2026-01', title: 'L', text: 'L', url: null, required: false },
    ];
    const machine = registrationMachine.provide({
      actors: {
        loadConsents: fromPromise<ConsentItem[], { tenant: string; consents: boolean }>(async () => templates),
        submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async ({ input }) => {
          calls.push(input);
          return { userId: 'u', firstName: 'Ana' };
        }),
      },
    });
    const actor = createActor(machine, { input: { ...registrationSampleInput, consents: true } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const sample of samplesFor('cl'))
      if (sample.type === 'field.change' || sample.type === 'field.toggle') actor.send(sample as RegistrationEvent);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.consentError).toBe(true);
    actor.send({ type: 'consent.toggle', templateId: 'co-terms', accepted: true });
    actor.send({ type: 'form.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('registered');
    expect(calls[0]?.consents).toEqual([
      { templateId: 'co-terms', version: '2026-01', accepted: true },
      { templateId: 'co-loyalty', version: '2026-01', accepted: false },
    ]);
  });
});
