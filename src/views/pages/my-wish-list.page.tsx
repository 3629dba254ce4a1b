// spec §2 myWishList: the wish list. The machine decides when a change is told; the app's toaster says it (spec §9).
import { useTranslation } from 'react-i18next';
import type { WishListChange } from '../../machines/wish-list/wish-list.types';
import { useFlow } from '../flows/use-flow';
import { useToaster } from '../shell/toaster-context';
import { wishListFlow } from '../wish-list/wish-list.flow';
import { WishListView } from '../wish-list/wish-list.view';

export default function MyWishListPage() {
  const toaster = useToaster();
  const { t } = useTranslation('lists');
  const actorRef = useFlow(wishListFlow, undefined, {
    notify: (_: unknown, change: WishListChange) =>
      toaster.show({
        type: 'success',
        text: t(change.kind === 'add' ? 'wish.added' : change.kind === 'remove' ? 'wish.removed' : 'wish.moved'),
      }),
  });
  return (
    <section className="page" data-page="myWishList">
      <WishListView actorRef={actorRef} />
    </section>
  );
}
