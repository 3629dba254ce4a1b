// Model-based test (STYLE.md §12, issue 9, issue 13): shortest paths of the add-card modal machine (spec §2: choose card type,
// add card, close confirmation), extended with the filled form through encryption and saving, played on the real AddCardView
// through the flow's own driver. Every state and transition must be visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/payment.json';
import common from '../src/i18n/locales/es/common.json';
import { addCardMachine } from '../src/machines/add-card/add-card.machine';
import { ADD_CARD_SAMPLE_CMR, addCardFillEvents } from '../src/machines/add-card/add-card.samples';
import type { AddCardContext } from '../src/machines/add-card/add-card.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { addCardFlow } from '../src/views/add-card/add-card.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFocusInside, expectFocusOnFirstInvalid, expectFocusOnHeading } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('add-card', 'addCard');

function assertScreen(state: string, context: AddCardContext) {
  const container = document.body; // the dialog renders in a portal at the end of <body>
  if (state === 'saved' || state === 'closed') {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  // issue 16: the dialog fades out (spec §9, 0.5 s) and cannot be used meanwhile
  const dialog = container.querySelector('[role="dialog"]')!;
  expect(dialog).toBeTruthy();
  expect(dialog.hasAttribute('data-closing')).toBe(state === 'closing');
  expect(dialog.hasAttribute('inert')).toBe(state === 'closing');
  if (state === 'closing') return;
  if (state === 'chooseCardType') {
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(es.addCard.chooseType);
    for (const type of context.cardTypes) expect(screen.getByRole('button', { name: es.cardTypes[type] })).toBeTruthy();
    return;
  }
  if (state === 'closeConfirmation') {
    expect(screen.getByRole('alertdialog').textContent).toContain(es.addCard.closeConfirm.title);
    expect(container.querySelector('form')).toBeNull();
    return;
  }
  const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  // spec §9: the number as typed, grouped 4-8-12; nothing the user typed is lost on a failure
  expect(container.querySelector<HTMLInputElement>('input[name="cardNumber"]')!.value).toBe(context.values.cardNumber);
  if (state === 'addCard.encrypting' || state === 'addCard.saving') {
    expect(submit.textContent).toBe(es.addCard.saving);
    expect(submit.disabled).toBe(true);
    return;
  }
  expect(submit.textContent).toBe(es.addCard.submit);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  // spec §8: the add-card and crypto-public-key failures
  if (context.error === 'addCard') expect(alerts).toContain(common.messages.addCardError);
  else if (context.error === 'cryptoPublicKey') expect(alerts).toContain(common.messages.cryptoPublicKeyError);
  else
    expect(
      alerts.filter((a) => a === common.messages.addCardError || a === common.messages.cryptoPublicKeyError),
    ).toEqual([]);
  if (context.showAllErrors && context.values.email === '') {
    expect(container.querySelector('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true');
  }
  expect((container.querySelector('#add-card-favoriteCard') as HTMLInputElement).checked).toBe(
    context.values.favoriteCard,
  );
}

const stepOf = (state: string) => state.split('.')[0]!;

/** issue 30: a step change moves focus to the dialog's heading (the close confirmation to its button); it stays inside */
function assertFocus(state: string, context: AddCardContext, event?: { type: string }, previous?: string) {
  const dialog = document.querySelector('[role="dialog"]');
  if (!dialog || !previous || ['closing', 'saved', 'closed'].includes(state)) return;
  if (stepOf(previous) !== stepOf(state) && state !== 'closeConfirmation') expectFocusOnHeading(dialog);
  else if (event?.type === 'form.submit' && state === 'addCard.editing' && context.showAllErrors)
    expectFocusOnFirstInvalid(dialog as HTMLElement);
  // (the driver's field.blur blurs to nothing, as no user can)
  if (event?.type !== 'field.blur') expectFocusInside(dialog);
}

const done = (type: string, output: unknown) => ({
  event: { type, output } as EventObject & Record<string, unknown>,
  state: '',
});
const fail = (type: string, error: unknown) => ({
  event: { type, error } as EventObject & Record<string, unknown>,
  state: '',
});
const at = <T extends { state: string }>(step: T, state: string) => ({ ...step, state });

/** The filled form reaches encrypting, saving and saved; failures come back to the form with the data kept. */
function extraPaths(all: PlanPath[]): PlanPath[] {
  const editing = all.find((p) => p.target === 'addCard.editing' && p.steps.length === 1)!;
  const fill = addCardFillEvents.map((event) => ({
    event: event as EventObject & Record<string, unknown>,
    state: 'addCard.editing',
  }));
  const submit = { event: { type: 'form.submit' }, state: 'addCard.encrypting' };
  const encrypted = at(done('xstate.done.actor.encryptCard', 'header.key.iv.cipher.tag'), 'addCard.saving');
  const cmrEditing = all.find((p) => p.target === 'addCard.editing')!;
  const confirming = all.find((p) => p.target === 'closeConfirmation')!;
  return [
    // spec §2 close confirmation: leave, or go back to the form with what was typed
    extendPath(confirming, 'close-confirmed', [
      { event: { type: 'close.confirm' }, state: 'closing' },
      { event: { type: 'xstate.after.closeAnimation.addCard.closing' }, state: 'closed' },
    ]),
    extendPath(confirming, 'close-cancelled', [{ event: { type: 'close.cancel' }, state: 'addCard.editing' }]),
    // an empty form: every required field says so, nothing is sent
    extendPath(editing, 'submit-empty', [{ event: { type: 'form.submit' }, state: 'addCard.editing' }]),
    extendPath(editing, 'fill-and-save', [
      ...fill,
      submit,
      encrypted,
      at(done('xstate.done.actor.saveCard', { savedId: 'pm-1' }), 'closing'),
      { event: { type: 'xstate.after.closeAnimation.addCard.closing' }, state: 'saved' },
    ]),
    extendPath(editing, 'crypto-key-fails', [
      ...fill,
      submit,
      at(fail('xstate.error.actor.encryptCard', { code: 'GENERIC_ERROR' }), 'addCard.editing'),
    ]),
    extendPath(editing, 'key-expired-then-fails', [
      ...fill,
      submit,
      encrypted,
      at(fail('xstate.error.actor.saveCard', { code: 'PAYMENT_KEY_EXPIRED' }), 'addCard.encrypting'),
      encrypted,
      at(fail('xstate.error.actor.saveCard', { code: 'PAYMENT_KEY_EXPIRED' }), 'addCard.editing'),
    ]),
    // a CMR number in the CMR type
    extendPath(cmrEditing, 'cmr-card', [
      { event: { type: 'type.change' }, state: 'chooseCardType' },
      { event: { type: 'type.choose', cardType: 'cmrCard' }, state: 'addCard.editing' },
      ...fill,
      { event: { type: 'field.change', field: 'cardNumber', value: ADD_CARD_SAMPLE_CMR }, state: 'addCard.editing' },
      { event: { type: 'field.change', field: 'documentType', value: 'passport' }, state: 'addCard.editing' },
      submit,
    ]),
  ];
}

describe('add-card model (spec §2, §3, §8; issue 13)', () => {
  const all = generatePaths(addCardFlow, { tenant: 'cl', kind: 'shortest' });
  const paths = [...coveringPaths(all), ...extraPaths(all)];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(addCardFlow, path, {
        recorder,
        assert: (state, { snapshot, event, previous }) => {
          assertScreen(state, snapshot.context as AddCardContext);
          assertFocus(state, snapshot.context as AddCardContext, event, previous);
        },
      });
    }, 60_000);
  }

  afterAll(() => expectFullCoverage(recorder, addCardMachine));
});
