// Pure props for the myPayment page (STYLE.md §7, §17).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { cardLogo, type CardLogo } from '../../rules/payment-method';
import type { addCardMachine } from '../add-card/add-card.machine';
import type { myPaymentMachine } from './my-payment.machine';
import type { MyPaymentError, MyPaymentEvent, MyPaymentNotice } from './my-payment.types';
import type { PaymentMethod } from '../../contracts/payment.contract';

type Snapshot = SnapshotFrom<typeof myPaymentMachine>;
export type MyPaymentStep =
  'loading' | 'loadFailed' | 'ready' | 'adding' | 'confirmingDelete' | 'deleting' | 'settingFavourite';

export interface PaymentCardView extends PaymentMethod {
  logo: CardLogo;
  /** a delete or favourite of this card is under way */
  isBusy: boolean;
}

export const NOTICE_KEYS: Record<
  MyPaymentNotice,
  `payment:notices.${MyPaymentNotice}` | 'common:messages.favouritePaymentSelected'
> = {
  favouriteSelected: 'common:messages.favouritePaymentSelected',
  cardAdded: 'payment:notices.cardAdded',
  cardDeleted: 'payment:notices.cardDeleted',
};
const ERROR_KEYS: Record<MyPaymentError, `messages.${'loadError' | 'deleteCardError' | 'setFavouriteError'}`> = {
  load: 'messages.loadError',
  deleteCard: 'messages.deleteCardError',
  setFavourite: 'messages.setFavouriteError',
};

export interface MyPaymentApi {
  step: MyPaymentStep;
  cards: PaymentCardView[];
  favourite: PaymentCardView | null;
  /** spec §2: the callout suggesting a favourite card, when there is none */
  showFavouriteCallout: boolean;
  isEmpty: boolean;
  /** spec §8 failure message (common namespace) */
  errorKey: string | null;
  /** the card a delete confirmation is about */
  deleting: PaymentCardView | null;
  /** the add-card modal's actor while it is open */
  addCardRef: ActorRefFrom<typeof addCardMachine> | null;
  canAct: boolean;
  openModal(): void;
  setFavourite(id: string): void;
  askDelete(id: string): void;
  confirmDelete(): void;
  cancelDelete(): void;
  retry(): void;
}

export function myPaymentStep(snapshot: Snapshot): MyPaymentStep {
  for (const step of ['loading', 'loadFailed', 'adding', 'confirmingDelete', 'deleting', 'settingFavourite'] as const) {
    if (snapshot.matches(step)) return step;
  }
  return 'ready';
}

/** The add-card modal's actor: a machine child (tools that stand a promise in for it get no modal). */
function modalOf(snapshot: Snapshot): ActorRefFrom<typeof addCardMachine> | null {
  const child = snapshot.children.addCard as ActorRefFrom<typeof addCardMachine> | undefined;
  const childSnapshot = child?.getSnapshot() as { matches?: unknown } | undefined;
  return child && typeof childSnapshot?.matches === 'function' ? child : null;
}

export function connectMyPayment(snapshot: Snapshot, send: (event: MyPaymentEvent) => void): MyPaymentApi {
  const { context } = snapshot;
  const step = myPaymentStep(snapshot);
  const busyId = step === 'deleting' || step === 'settingFavourite' ? context.targetId : null;
  const cards = context.cards.map((card) => ({
    ...card,
    logo: cardLogo(card.gatewayKind, card.cardType, card.brand),
    isBusy: card.id === busyId,
  }));
  const favourite = cards.find((c) => c.favourite) ?? null;
  const settled = step !== 'loading' && step !== 'loadFailed';
  return {
    step,
    cards,
    favourite,
    showFavouriteCallout: settled && !favourite,
    isEmpty: settled && cards.length === 0,
    errorKey: context.error ? ERROR_KEYS[context.error] : null,
    deleting: step === 'confirmingDelete' ? (cards.find((c) => c.id === context.targetId) ?? null) : null,
    addCardRef: modalOf(snapshot),
    canAct: step === 'ready',
    openModal: () => send({ type: 'modal.open' }),
    setFavourite: (id) => send({ type: 'favourite.set', id }),
    askDelete: (id) => send({ type: 'card.delete', id }),
    confirmDelete: () => send({ type: 'delete.confirm' }),
    cancelDelete: () => send({ type: 'delete.cancel' }),
    retry: () => send({ type: 'load.retry' }),
  };
}
