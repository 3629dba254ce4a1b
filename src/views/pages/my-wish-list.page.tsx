// spec §2 myWishList: the wish list.
import { useFlow } from '../flows/use-flow';
import { wishListFlow } from '../wish-list/wish-list.flow';
import { WishListView } from '../wish-list/wish-list.view';

export default function MyWishListPage() {
  const actorRef = useFlow(wishListFlow);
  return (
    <section className="page" data-page="myWishList">
      <WishListView actorRef={actorRef} />
    </section>
  );
}
