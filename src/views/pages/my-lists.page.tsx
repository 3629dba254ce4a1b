// spec §2 myLists: the user's lists, or one list's detail with ?list=<id> (the page key has no parameter of its own).
import { useSearchParams } from 'react-router';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { listDetailFlow } from '../list-detail/list-detail.flow';
import { ListDetailView } from '../list-detail/list-detail.view';
import { myListsFlow } from '../my-lists/my-lists.flow';
import { MyListsView } from '../my-lists/my-lists.view';
import { useTenant } from '../shell/use-tenant';

function ListDetailPage({ listId }: { listId: string }) {
  const tenant = useTenant();
  const actorRef = useFlow(listDetailFlow, { listId });
  return (
    <ListDetailView
      actorRef={actorRef}
      listsHref={pagePath('myLists', tenant.id)}
      quotationHref={(id) => `${pagePath('quotesInStores', tenant.id)}?id=${encodeURIComponent(id)}`}
    />
  );
}

function ListsPage() {
  const tenant = useTenant();
  const actorRef = useFlow(myListsFlow);
  return (
    <MyListsView
      actorRef={actorRef}
      listHref={(id) => `${pagePath('myLists', tenant.id)}?list=${encodeURIComponent(id)}`}
    />
  );
}

export default function MyListsPage() {
  const [params] = useSearchParams();
  const listId = params.get('list');
  return (
    <section className="page" data-page="myLists">
      {listId ? <ListDetailPage key={listId} listId={listId} /> : <ListsPage />}
    </section>
  );
}
