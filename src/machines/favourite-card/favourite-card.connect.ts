// Pure props for the account home's payment-method block (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import { cardLogo, type CardLogo } from '../../rules/payment-method';
import type { favouriteCardMachine } from './favourite-card.machine';
import type { FavouriteCardEvent } from './favourite-card.types';
import type { PaymentMethod } from '../../contracts/payment.contract';

export interface FavouriteCardApi {
  isLoading: boolean;
  failed: boolean;
  /** spec §2: no favourite card yet (the block suggests choosing one) */
  hasNone: boolean;
  favourite: (PaymentMethod & { logo: CardLogo }) | null;
  onRetry(): void;
}

export function connectFavouriteCard(
  snapshot: SnapshotFrom<typeof favouriteCardMachine>,
  send: (event: FavouriteCardEvent) => void,
): FavouriteCardApi {
  const card = snapshot.context.favourite;
  return {
    isLoading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    hasNone: snapshot.matches('none'),
    favourite:
      card && snapshot.matches('shown')
        ? { ...card, logo: cardLogo(card.gatewayKind, card.cardType, card.brand) }
        : null,
    onRetry: () => send({ type: 'block.retry' }),
  };
}
