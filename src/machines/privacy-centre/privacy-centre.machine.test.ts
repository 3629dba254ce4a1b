// Issue 31: the privacy centre machine on its own: which changes it lets through and what a failure says.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PrivacyOverview } from '../../contracts/privacy.contract';
import { connectPrivacyCentre } from './privacy-centre.connect';
import { privacyCentreMachine } from './privacy-centre.machine';
import { overviewSample, pendingSample, withdrawnSample } from './privacy-centre.samples';
import type { UpdateConsentsInput } from './privacy-centre.types';

const input = {
  locale: 'es-CO',
  exportHref: '/co/account/privacy/export',
  closeAccountHref: '/co/account/privacy/close-account',
};

function start(overview: PrivacyOverview, update: (input: UpdateConsentsInput) => Promise<PrivacyOverview>) {
  const calls: UpdateConsentsInput[] = [];
  const actor = createActor(
    privacyCentreMachine.provide({
      actors: {
        loadOverview: fromPromise(async () => overview),
        updateConsent: fromPromise(
          async ({ input }: { input: UpdateConsentsInput }) => (calls.push(input), update(input)),
        ),
        acceptVersions: fromPromise(
          async ({ input }: { input: UpdateConsentsInput }) => (calls.push(input), update(input)),
        ),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('privacy centre machine (issue 31)', () => {
  it('withdraws an optional consent with its current version, and ignores a required one', async () => {
    const { actor, calls } = start(overviewSample, async () => withdrawnSample);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'consent.withdraw', templateId: 'co-Registro-terms' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'consent.grant', templateId: 'co-Registro-loyaltyData' }); // already given
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'consent.withdraw', templateId: 'co-Registro-loyaltyData' });
    await settle();
    expect(calls).toEqual([
      {
        changes: [{ templateId: 'co-Registro-loyaltyData', version: '2026-01', accepted: false }],
        source: 'privacyCentre',
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'withdrawn', error: null, overview: withdrawnSample });
  });

  it("says 'required' when the server refuses a withdrawal, spec §8's failure otherwise", async () => {
    const refused = start(overviewSample, async () => {
      throw { code: 'VALIDATION_ERROR', details: { fields: { accepted: 'required' } } };
    });
    await settle();
    refused.actor.send({ type: 'consent.withdraw', templateId: 'co-Registro-loyaltyTerms' });
    await settle();
    expect(refused.actor.getSnapshot().context.error).toBe('required');
    const failed = start(overviewSample, async () => {
      throw { code: 'GENERIC_ERROR' };
    });
    await settle();
    failed.actor.send({ type: 'consent.withdraw', templateId: 'co-Registro-loyaltyTerms' });
    await settle();
    expect(failed.actor.getSnapshot().context.error).toBe('failed');
  });

  it('opens the re-accept modal for a newer required version, asks again after a failure, records the acceptance', async () => {
    let fail = true;
    const { actor, calls } = start(pendingSample, async () => {
      if (fail) throw { code: 'GENERIC_ERROR' };
      return overviewSample;
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('reaccept');
    actor.send({ type: 'reaccept.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('reaccept');
    expect(actor.getSnapshot().context.reacceptFailed).toBe(true);
    fail = false;
    actor.send({ type: 'reaccept.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.at(-1)).toEqual({
      changes: [{ templateId: 'co-Registro-terms', version: '2026-02', accepted: true }],
      source: 'reaccept',
    });
  });
});

describe('privacy centre connect: a document the account accepted on creation (spec §9: no consent records here)', () => {
  it("says when the account's creation accepted it, and 'No otorgada' only where nothing says so", async () => {
    const overview: PrivacyOverview = {
      ...overviewSample,
      documents: [
        {
          ...overviewSample.documents[0]!,
          accepted: null,
          decidedVersion: null,
          acceptedWithAccountAt: '2026-03-02T15:00:00.000Z',
        },
        { ...overviewSample.documents[1]!, accepted: null, decidedVersion: null, acceptedWithAccountAt: null },
      ],
      history: [],
    };
    const { actor } = start(overview, async () => overview);
    await settle();
    const api = connectPrivacyCentre(actor.getSnapshot(), actor.send);
    expect(api.documents.map((d) => [d.statusKey, d.statusDate])).toEqual([
      [
        'status.acceptedWithAccount',
        new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: actor.getSnapshot().context.timeZone }).format(
          new Date('2026-03-02T15:00:00.000Z'),
        ),
      ],
      ['status.notGiven', ''],
    ]);
    expect(api.documents[0]!.statusDate).toMatch(/2 de marzo de 2026/);
  });
});
