// spec §2 "Account home: ... lists": the user's lists as a block of the account home (issue 15). The account home belongs
// to the account-data helper; the lead mounts this component there. Read-only: the lists page creates and deletes.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connectMyLists } from '../../machines/my-lists/my-lists.connect';
import { useFlow } from '../flows/use-flow';
import { myListsFlow } from '../my-lists/my-lists.flow';
import { RetryBanner } from '../shared/banners';

export interface ListsHomeBlockProps {
  /** the lists page */
  listsHref: string;
  listHref: (id: string) => string;
}

export function ListsHomeBlock({ listsHref, listHref }: ListsHomeBlockProps) {
  const { t } = useTranslation('lists');
  const actorRef = useFlow(myListsFlow, { editable: false });
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMyLists(snapshot, actorRef.send, 'home-lists');
  return (
    <section className="home-block home-block--lists" aria-labelledby="home-lists-title" aria-busy={api.isLoading}>
      <h2 id="home-lists-title">{t('home.title')}</h2>
      {api.isLoading ? <p className="hint">{t('list.loading')}</p> : null}
      {api.step === 'failed' ? (
        <RetryBanner
          plain
          text={t('errors.GENERIC_ERROR')}
          retryLabel={t('errors.retry')}
          onRetry={api.retry}
          buttonClassName="link"
        />
      ) : null}
      <ul>
        {api.lists.slice(0, 4).map((list) => (
          <li key={list.id}>
            <a href={listHref(list.id)}>{list.name}</a> · {t('list.items', { count: list.itemCount })}
          </li>
        ))}
      </ul>
      <a href={listsHref}>{t('home.seeAll')}</a>
    </section>
  );
}
