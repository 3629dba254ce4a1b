// Model-based test (STYLE.md §12, issue 9, issue 13): paths of the myPayment page machine (spec §2 saved cards: list, add,
// delete, mark favourite; spec §4's favourite message; spec §8's failures), played on the real MyPaymentView through the
// flow's driver. The add-card modal is its own flow (model-tests/add-card.model.test.tsx); here its answer is settled.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EventObject } from 'xstate';
import es from '../src/i18n/locales/es/payment.json';
import common from '../src/i18n/locales/es/common.json';
import { myPaymentMachine } from '../src/machines/my-payment/my-payment.machine';
import type { MyPaymentContext } from '../src/machines/my-payment/my-payment.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { myPaymentFlow } from '../src/views/my-payment/my-payment.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';
import { myPaymentSampleCards } from '../src/machines/shared/samples';

const recorder = createCoverageRecorder('my-payment', 'myPayment');
// issue 16, spec §9: a save is told by the app's toaster alone, never by a banner on the page as well
const NOTICES = [common.messages.favouritePaymentSelected, es.notices.cardAdded, es.notices.cardDeleted];
const ERRORS: Record<string, string> = {
  load: common.messages.loadError,
  deleteCard: common.messages.deleteCardError,
  setFavourite: common.messages.setFavouriteError,
};

function assertScreen(state: string, context: MyPaymentContext, container: HTMLElement) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.page.title);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (context.error) expect(alerts).toContain(ERRORS[context.error]);
  else expect(alerts.filter((a) => Object.values(ERRORS).includes(a ?? ''))).toEqual([]);
  if (state === 'loading') {
    // the first load says so; a reload keeps the list on screen, marked busy
    if (context.cards.length === 0) expect(screen.getByText(es.page.loading)).toBeTruthy();
    else expect(container.querySelector('.my-payment__list')!.getAttribute('aria-busy')).toBe('true');
    return;
  }
  if (state === 'loadFailed') {
    expect(screen.getByRole('button', { name: es.page.retry })).toBeTruthy();
    return;
  }
  expect(container.querySelector('.banner--success')).toBeNull();
  for (const notice of NOTICES) expect(container.textContent).not.toContain(notice);
  const items = container.querySelectorAll('.my-payment__list > li');
  expect(items.length).toBe(context.cards.length);
  const favourite = context.cards.find((c) => c.favourite);
  // spec §2: the callout suggests a favourite card when there is none
  expect(screen.queryByRole('heading', { name: es.callout.title }) !== null).toBe(!favourite);
  expect(container.querySelectorAll('.payment-card--favourite').length).toBe(favourite ? 1 : 0);
  // spec §3: logos by gateway kind and card type
  expect([...container.querySelectorAll('.my-payment__list svg')].map((s) => s.getAttribute('data-logo'))).toEqual(
    context.cards.map((c) => (c.gatewayKind === 'storeCard' ? 'cmr' : c.brand === 'VISA' ? 'visa' : 'generic')),
  );
  const add = screen.getByRole('button', { name: es.page.addCard }) as HTMLButtonElement;
  expect(add.disabled).toBe(state !== 'ready');
  if (state === 'confirmingDelete') {
    const card = context.cards.find((c) => c.id === context.targetId)!;
    expect(screen.getByRole('alertdialog').textContent).toContain(
      es.deleteConfirm.title.replace('{{lastFour}}', card.lastFour),
    );
  } else {
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }
  if (state === 'deleting' || state === 'settingFavourite') {
    expect(container.querySelector(`li[data-card-id="${context.targetId}"]`)!.getAttribute('aria-busy')).toBe('true');
  }
}

const step = (event: Record<string, unknown>, state: string) => ({
  event: event as EventObject & Record<string, unknown>,
  state,
});

function extraPaths(all: PlanPath[]): PlanPath[] {
  const ready = all.find((p) => p.target === 'ready' && p.steps.length === 1)!;
  const failed = all.find((p) => p.target === 'loadFailed')!;
  return [
    extendPath(failed, 'retry-after-failure', [
      step({ type: 'load.retry' }, 'loading'),
      step({ type: 'xstate.done.actor.loadCards', output: myPaymentSampleCards }, 'ready'),
    ]),
    extendPath(ready, 'modal-closed', [
      step({ type: 'modal.open' }, 'adding'),
      step({ type: 'xstate.done.actor.addCard', output: { savedId: null } }, 'ready'),
    ]),
    extendPath(ready, 'card-added', [
      step({ type: 'modal.open' }, 'adding'),
      step({ type: 'xstate.done.actor.addCard', output: { savedId: 'pm-new' } }, 'loading'),
      step({ type: 'xstate.done.actor.loadCards', output: myPaymentSampleCards }, 'ready'),
    ]),
    extendPath(ready, 'favourite', [
      step({ type: 'favourite.set', id: 'pm-cmr' }, 'settingFavourite'),
      step(
        {
          type: 'xstate.done.actor.setFavourite',
          output: myPaymentSampleCards.map((c) => ({ ...c, favourite: c.id === 'pm-cmr' })),
        },
        'ready',
      ),
    ]),
    extendPath(ready, 'delete-cancelled', [
      step({ type: 'card.delete', id: 'pm-visa' }, 'confirmingDelete'),
      step({ type: 'delete.cancel' }, 'ready'),
    ]),
    extendPath(ready, 'delete-fails', [
      step({ type: 'card.delete', id: 'pm-visa' }, 'confirmingDelete'),
      step({ type: 'delete.confirm' }, 'deleting'),
      step({ type: 'xstate.error.actor.deleteCard', error: { code: 'NOT_FOUND' } }, 'ready'),
    ]),
    extendPath(ready, 'delete-done', [
      step({ type: 'card.delete', id: 'pm-visa' }, 'confirmingDelete'),
      step({ type: 'delete.confirm' }, 'deleting'),
      step({ type: 'xstate.done.actor.deleteCard', output: myPaymentSampleCards.slice(1) }, 'ready'),
    ]),
    extendPath(ready, 'favourite-fails', [
      step({ type: 'favourite.set', id: 'pm-cmr' }, 'settingFavourite'),
      step({ type: 'xstate.error.actor.setFavourite', error: { code: 'GENERIC_ERROR' } }, 'ready'),
    ]),
  ];
}

describe('myPayment model (spec §2, §3, §4, §8; issue 13)', () => {
  const all = generatePaths(myPaymentFlow, { tenant: 'cl', kind: 'shortest' });
  const paths = [...coveringPaths(all), ...extraPaths(all)];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(myPaymentFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as MyPaymentContext, container),
      });
    }, 60_000);
  }

  afterAll(() => expectFullCoverage(recorder, myPaymentMachine));
});
