// spec §2 myLists: the user's lists, or one list's detail with ?list=<id> (the page key has no parameter of its own).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MyListsNotice } from '../../machines/my-lists/my-lists.types';
import { pagePath } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { listDetailFlow } from '../list-detail/list-detail.flow';
import { ListDetailView } from '../list-detail/list-detail.view';
import { PurchaseAllowanceNotice } from '../purchase-allowance/purchase-allowance-notice';
import { myListsFlow } from '../my-lists/my-lists.flow';
import { MyListsView } from '../my-lists/my-lists.view';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

function ListDetailPage({ listId }: { listId: string }) {
  const tenant = useTenant();
  const actorRef = useFlow(listDetailFlow, { listId });
  return (
    <ListDetailView
      actorRef={actorRef}
      listsHref={pagePath('myLists', tenant.id)}
      quotationHref={(id) => `${pagePath('quotesInStores', tenant.id)}?id=${encodeURIComponent(id)}`}
      allowance={<PurchaseAllowanceNotice />}
    />
  );
}

function ListsPage() {
  const tenant = useTenant();
  const toaster = useToaster();
  const { t } = useTranslation('lists');
  // issue 16, spec §9: a list created or deleted is told by the app's toaster
  const actorRef = useFlow(myListsFlow, undefined, {
    notify: (_: unknown, notice: MyListsNotice) =>
      toaster.show({
        type: 'success',
        text: t(notice.kind === 'created' ? 'create.created' : 'create.deleted', { name: notice.name }),
      }),
  });
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
