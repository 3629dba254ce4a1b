// Issue 9 (STYLE.md §16), issue 13: the add-card modal's edge (spec §2's three states). The real actors fetch the server's
// public key and encrypt the number and security code (encryptCard), then save the card with the JWE (saveCard).
import { defineFlow } from '../../flows/define-flow';
import type { FlowEnv, FlowImplementations } from '../../flows/flow-entry.types';
import { addCardMachine } from '../../machines/add-card/add-card.machine';
import { addCardFlowSamples } from '../../machines/add-card/add-card.samples';
import { ADD_CARD_TEXT_FIELDS, type CardSecret } from '../../machines/add-card/add-card.types';
import { hasEnteredData } from '../../machines/add-card/add-card.rules';
import { MODAL_CLOSE_ANIMATION_MS } from '../../rules/motion';
import { cardTypesFor } from '../../rules/payment-method';
import { createPaymentApi } from '../../services/payment.api';
import { modalCloseDelays } from '../shared/motion';
import { serviceActor } from '../shared/service-actor';
import type { AddCardBody } from '../../contracts/payment.contract';

/** The modal's real actors: its own page's, and those of my-payment and checkout, which invoke the modal as `addCard`. */
export function addCardImplementations(env: FlowEnv): FlowImplementations<typeof addCardMachine> {
  const api = createPaymentApi(env.clients.myAccount);
  return {
    actors: {
      encryptCard: serviceActor<string, CardSecret>(env, (input, signal) => api.encrypt(input, signal)),
      saveCard: serviceActor<{ savedId: string }, AddCardBody>(env, (input, signal) => api.add(input, signal)),
    },
    delays: modalCloseDelays,
  };
}

export const addCardFlow = defineFlow({
  name: 'add-card',
  description:
    'Add a card: choose the card type, fill the card (encrypted in the browser), close with a confirmation when data was entered (spec §2, §3, §5, §8).',
  machine: addCardMachine,
  loadView: () => import('./add-card.view').then((m) => m.AddCardView),
  namespaces: ['payment', 'rules'],
  samples: addCardFlowSamples,
  delays: { closeAnimation: MODAL_CLOSE_ANIMATION_MS },
  input: (tenant, page) => ({
    cardTypes: cardTypesFor(tenant.country),
    // the expiry check's "today", read once at the edge (a fixed day for the tools, so their graphs do not change by the day)
    today: page ? new Date().toISOString() : '2026-03-02T12:00:00.000Z',
    defaults: page?.user ? { email: page.user.email } : {},
  }),
  implementations: addCardImplementations,
  driver: {
    'type.choose': (d, event) => d.click(d.t(`payment:cardTypes.${event.cardType}`)),
    'type.change': (d) => d.click(d.t('payment:addCard.changeType')),
    'field.change': (d, event) =>
      event.field === 'documentType' ? d.select(event.field, event.value) : d.fill(event.field, event.value),
    'field.blur': (d, event) => d.blur(event.field),
    'favourite.toggle': (d) => d.click(d.t('payment:addCard.fields.favoriteCard'), 'checkbox'),
    'form.submit': (d) => d.click(d.t('payment:addCard.submit')),
    'modal.close': (d) => d.click(d.t('payment:addCard.close')),
    'close.confirm': (d) => d.click(d.t('payment:addCard.closeConfirm.confirm')),
    'close.cancel': (d) => d.click(d.t('payment:addCard.closeConfirm.cancel')),
  },
  graphContext: (c) => ({
    type: c.cardType,
    entered: hasEnteredData(c.values, c.initial),
    // how many fields were filled (not which): enough for the graph to reach a valid form, few states
    filled: ADD_CARD_TEXT_FIELDS.filter((f) => c.values[f] !== c.initial[f]).length,
    favourite: c.values.favoriteCard,
    error: c.error,
    retried: c.keyRetried,
    errors: c.showAllErrors || Object.keys(c.touched).length > 0,
    // closing after a save ends in `saved`, after a close in `closed` (issue 16)
    saved: c.savedId !== null,
  }),
  complete: true,
});
