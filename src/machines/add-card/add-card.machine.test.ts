import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { addCardMachine } from './add-card.machine';
import { connectAddCard } from './add-card.connect';
import { ADD_CARD_SAMPLE_CMR, addCardFillEvents, addCardSampleInput, addCardSampleValues } from './add-card.samples';
import type { CardSecret } from './add-card.types';
import type { AddCardBody } from '../../contracts/payment.contract';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  options: {
    encrypt?: (s: CardSecret) => Promise<string>;
    save?: (r: AddCardBody) => Promise<{ savedId: string }>;
    cardTypes?: typeof addCardSampleInput.cardTypes;
  } = {},
) {
  const secrets: CardSecret[] = [];
  const saves: AddCardBody[] = [];
  const machine = addCardMachine.provide({
    actors: {
      encryptCard: fromPromise<string, CardSecret>(
        async ({ input }) => (
          secrets.push(input),
          options.encrypt ? options.encrypt(input) : Promise.resolve(`jwe-${secrets.length}`)
        ),
      ),
      saveCard: fromPromise<{ savedId: string }, AddCardBody>(
        async ({ input }) => (
          saves.push(input),
          options.save ? options.save(input) : Promise.resolve({ savedId: 'pm-1' })
        ),
      ),
    },
  });
  // spec §9's close animation (0.5 s) runs on a simulated clock: no test waits on real time
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { ...addCardSampleInput, cardTypes: options.cardTypes ?? addCardSampleInput.cardTypes },
    clock,
  }).start();
  const api = () => connectAddCard(actor.getSnapshot(), actor.send);
  const fill = () => addCardFillEvents.forEach((e) => actor.send(e));
  /** the close animation plays, then the modal ends */
  const animate = () => {
    expect(api().step).toBe('closing');
    clock.increment(499);
    expect(api().step).toBe('closing');
    clock.increment(1);
  };
  return { actor, api, secrets, saves, fill, animate };
}

describe('addCardMachine (spec §2, §3, §5, §8; issue 13)', () => {
  it('goes choose card type -> add card, groups the number 4-8-12 as typed and formats the expiry', () => {
    const { actor, api } = start();
    expect(api().step).toBe('chooseCardType');
    api().chooseType('creditCard');
    expect(api().step).toBe('addCard');
    api()
      .field('cardNumber')
      .onChange({ target: { value: '41111111111' } });
    expect(api().field('cardNumber').value).toBe('4111 1111 111');
    api()
      .field('cardExpiry')
      .onChange({ target: { value: '0829' } });
    expect(api().field('cardExpiry').value).toBe('08/29');
    expect(api().brand).toBe('VISA');
    expect(actor.getSnapshot().context.cardType).toBe('creditCard');
  });

  it('shows field errors on blur and on submit, with complete props, and sends nothing', () => {
    const { api, secrets } = start();
    api().chooseType('creditCard');
    expect(api().field('email').errorKey).toBeNull();
    api().field('email').onBlur();
    expect(api().field('email')).toMatchObject({
      id: 'add-card-email',
      errorKey: 'email.required',
      'aria-invalid': true,
      'aria-describedby': 'add-card-email-error',
      required: true,
    });
    api().onSubmit();
    expect(api().field('cardNumber').errorKey).toBe('card.numberRequired');
    expect(api().field('securityCode').errorKey).toBe('card.securityCodeRequired');
    expect(secrets).toHaveLength(0);
  });

  it('refuses a Visa as a CMR card', () => {
    const { api, fill } = start();
    api().chooseType('cmrCard');
    fill();
    api().onSubmit();
    expect(api().field('cardNumber').errorKey).toBe('card.brandNotAccepted');
    api()
      .field('cardNumber')
      .onChange({ target: { value: ADD_CARD_SAMPLE_CMR } });
    expect(api().field('cardNumber').errorKey).toBeNull();
  });

  it('encrypts the number and code, sends only the JWE with the other fields, and forgets the clear values', async () => {
    const { actor, api, secrets, saves, fill, animate } = start();
    api().chooseType('creditCard');
    fill();
    api().toggleFavourite();
    api().onSubmit();
    expect(api().isBusy).toBe(true);
    await flush();
    expect(secrets).toEqual([{ cardNumber: '4111111111111111', securityCode: '731' }]);
    expect(saves[0]).toEqual({
      cardType: 'creditCard',
      cardHolderName: 'Camila Rojas',
      cardExpiry: '08/29',
      documentType: 'default',
      documentNumber: '158724391',
      phoneNumber: '912345678',
      email: 'camila@example.com',
      favoriteCard: true,
      encryptedCard: 'jwe-1',
    });
    expect(JSON.stringify(saves)).not.toContain('4111');
    animate();
    expect(api().step).toBe('saved');
    expect(actor.getSnapshot().output).toEqual({ savedId: 'pm-1' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/4111|"731"/);
  });

  it('shows the crypto public key failure and keeps what was typed (spec §8)', async () => {
    const { api, fill } = start({ encrypt: () => Promise.reject(new Error('no key')) });
    api().chooseType('creditCard');
    fill();
    api().onSubmit();
    await flush();
    expect(api().errorKey).toBe('messages.cryptoPublicKeyError');
    expect(api().field('cardNumber').value).toBe(addCardSampleValues.cardNumber);
  });

  it('encrypts again once with the current key after PAYMENT_KEY_EXPIRED, then shows the add-card failure', async () => {
    const { api, secrets, saves, fill } = start({ save: () => Promise.reject({ code: 'PAYMENT_KEY_EXPIRED' }) });
    api().chooseType('creditCard');
    fill();
    api().onSubmit();
    await flush();
    await flush();
    expect(secrets).toHaveLength(2);
    expect(saves).toHaveLength(2);
    expect(api().step).toBe('addCard');
    expect(api().errorKey).toBe('messages.addCardError');
  });

  it('asks before closing with data entered (spec §2 close confirmation); closes at once when nothing was typed', () => {
    const { actor, api, animate } = start();
    api().chooseType('debitCard');
    api().close();
    animate();
    expect(api().step).toBe('closed');
    expect(actor.getSnapshot().output).toEqual({ savedId: null });

    const second = start();
    second.api().chooseType('debitCard');
    second
      .api()
      .field('cardHolderName')
      .onChange({ target: { value: 'Ana' } });
    second.api().close();
    expect(second.api().step).toBe('closeConfirmation');
    second.api().cancelClose();
    expect(second.api().step).toBe('addCard');
    expect(second.api().field('cardHolderName').value).toBe('Ana');
    second.api().close();
    second.api().confirmClose();
    second.animate();
    expect(second.api().step).toBe('closed');
  });

  it('goes back to the type choice; a single offered type comes preselected', () => {
    const { api, animate } = start();
    api().chooseType('creditCard');
    api().changeType();
    expect(api().step).toBe('chooseCardType');
    api().close();
    animate();
    expect(api().step).toBe('closed');
    const single = start({ cardTypes: ['creditCard'] });
    expect(single.api().step).toBe('chooseCardType');
    expect(single.api().cardType).toBe('creditCard');
  });
});
