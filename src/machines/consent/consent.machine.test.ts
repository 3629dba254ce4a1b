import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { consentMachine } from './consent.machine';
import { consentSamples } from './consent.samples';
import type { CheckConsentsInput, ConsentCheckOutput, SaveConsentsInput } from './consent.types';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const pendingTemplates = (consentSamples.common[0] as { output: ConsentCheckOutput }).output;

function start(check: ConsentCheckOutput, saves: (Error | null)[]) {
  const saved: SaveConsentsInput[] = [];
  const machine = consentMachine.provide({
    actors: {
      checkConsents: fromPromise<ConsentCheckOutput, CheckConsentsInput>(async () => check),
      saveConsents: fromPromise<unknown, SaveConsentsInput>(async ({ input }) => {
        saved.push(input);
        const outcome = saves.shift();
        if (outcome) throw outcome;
        return { ok: true };
      }),
    },
  });
  return { actor: createActor(machine, { input: { purpose: 'Registro' } }).start(), saved };
}

describe('consent machine (spec §8, §9)', () => {
  it('ends at once when nothing is pending', async () => {
    const { actor } = start({ pending: [] }, []);
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('requires the required templates, then saves every answer with its version', async () => {
    const { actor, saved } = start(pendingTemplates, [null]);
    await tick();
    actor.send({ type: 'consent.accept' });
    expect(actor.getSnapshot().context.missingRequired).toBe(true);
    actor.send({ type: 'consent.toggle', templateId: 'co-Registro-terms', accepted: true });
    actor.send({ type: 'consent.accept' });
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(saved[0]?.consents).toEqual([
      { templateId: 'co-Registro-terms', version: '2026-01', accepted: true },
      { templateId: 'co-Registro-loyaltyTerms', version: '2026-01', accepted: false },
    ]);
  });

  it('asks to accept again when saving fails', async () => {
    const { actor, saved } = start(pendingTemplates, [new Error('down'), null]);
    await tick();
    actor.send({ type: 'consent.toggle', templateId: 'co-Registro-terms', accepted: true });
    actor.send({ type: 'consent.accept' });
    await tick();
    expect(actor.getSnapshot().value).toBe('acceptAgain');
    actor.send({ type: 'consent.accept' });
    await tick();
    expect(actor.getSnapshot().value).toBe('done');
    expect(saved).toHaveLength(2);
  });
});
