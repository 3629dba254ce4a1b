// spec §2, §3, §4, §6, §8: the quotation detail machine with the server answers supplied through provide().
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectQuotationDetail } from './quotation-detail.connect';
import { quotationDetailMachine } from './quotation-detail.machine';
import {
  convertedDetailSample,
  expiredDetailSample,
  requotedDetailSample,
  validDetailSample,
} from './quotation-detail.samples';
import type { QuotationDetail } from '../../contracts/quotes.contract';

function start(
  load: () => Promise<QuotationDetail>,
  purchase: () => Promise<{ addedUnits: number }> = () => Promise.resolve({ addedUnits: 2 }),
  requote: () => Promise<QuotationDetail> = () => Promise.resolve(requotedDetailSample),
  canPurchase?: boolean,
) {
  const machine = quotationDetailMachine.provide({
    actors: {
      loadQuotation: fromPromise(async () => load()),
      purchaseQuotation: fromPromise(async () => purchase()),
      requoteQuotation: fromPromise(async () => requote()),
    },
  });
  const actor = createActor(machine, { input: { quotationId: 'q1', canPurchase } }).start();
  return { actor, api: () => connectQuotationDetail(actor.getSnapshot(), actor.send) };
}

describe('quotation detail machine (spec §2, §4, §6, §8)', () => {
  it('converts a valid quotation to the cart, then downloads the PDF and comes back', async () => {
    const { actor, api } = start(() => Promise.resolve(validDetailSample));
    await waitFor(actor, (s) => s.matches('valid'));
    expect(api().getRequoteProps().disabled).toBe(true);
    api().getPurchaseProps().onClick();
    await waitFor(actor, (s) => s.matches('converted'));
    // issue 30: the units the quotation added, not the cart's count
    expect(api().addedUnits).toBe(2);
    api().onDownload();
    expect(api().step).toBe('downloaded');
    api().back();
    await waitFor(actor, (s) => s.matches('valid'));
  });

  it.each(['QUOTE_ONLY_ROLE', 'PURCHASE_LIMIT_EXCEEDED'])('keeps the quotation and shows %s', async (code) => {
    const { actor, api } = start(
      () => Promise.resolve(validDetailSample),
      () => Promise.reject({ code }),
    );
    await waitFor(actor, (s) => s.matches('valid'));
    api().getPurchaseProps().onClick();
    await waitFor(actor, (s) => s.matches('valid') && s.context.error !== null);
    expect(api().error).toBe(code);
  });

  it('offers a quoter no cart: the purchase is not sent (spec §6, issue 30)', async () => {
    let sent = 0;
    const { actor, api } = start(
      () => Promise.resolve(validDetailSample),
      () => ((sent += 1), Promise.resolve({ addedUnits: 2 })),
      undefined,
      false,
    );
    await waitFor(actor, (s) => s.matches('valid'));
    expect(api().mayPurchase).toBe(false);
    expect(api().getPurchaseProps().disabled).toBe(true);
    api().getPurchaseProps().onClick();
    expect(api().step).toBe('valid');
    expect(sent).toBe(0);
  });

  it("shows an expired quotation's message and re-quotes it into a fresh one", async () => {
    const { actor, api } = start(() => Promise.resolve(expiredDetailSample));
    await waitFor(actor, (s) => s.matches('expired'));
    expect(api().showsExpired).toBe(true);
    expect(api().getPurchaseProps().disabled).toBe(true);
    api().getRequoteProps().onClick();
    await waitFor(actor, (s) => s.matches('valid'));
    expect(api().detail?.quotation.number).toBe('4100000050');
    expect(api().requoted).toBe(true);
  });

  it('turns expired when the server says so on purchase; a converted one only downloads', async () => {
    const { actor, api } = start(
      () => Promise.resolve(validDetailSample),
      () => Promise.reject({ code: 'QUOTATION_EXPIRED' }),
    );
    await waitFor(actor, (s) => s.matches('valid'));
    api().getPurchaseProps().onClick();
    await waitFor(actor, (s) => s.matches('expired'));
    expect(api().detail?.quotation.status).toBe('expired');
    const converted = start(() => Promise.resolve(convertedDetailSample));
    await waitFor(converted.actor, (s) => s.matches('converted'));
    expect(converted.api().getPurchaseProps().disabled).toBe(true);
  });

  it('answers not found, and retries a failed load', async () => {
    const gone = start(() => Promise.reject({ code: 'NOT_FOUND' }));
    await waitFor(gone.actor, (s) => s.matches('notFound'));
    let fail = true;
    const { actor, api } = start(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve(validDetailSample)));
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('valid'));
  });
});
