// spec §2 "My lists: create list", §5, §8: the user's lists, a form to create one, a delete per list (not the default one).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectMyLists } from '../../machines/my-lists/my-lists.connect';
import type { myListsMachine } from '../../machines/my-lists/my-lists.machine';
import { FieldError } from '../shared/form-field';
import { day } from '../lists/money';
import '../lists/lists.css';
import { ValidatedForm } from '../shared/validated-form';
import { ListsError } from '../lists/lists-error';

export interface MyListsViewProps {
  actorRef: ActorRefFrom<typeof myListsMachine>;
  /** the address of a list's detail */
  listHref?: (id: string) => string;
}

export function MyListsView({ actorRef, listHref = () => '#' }: MyListsViewProps) {
  const { t, i18n } = useTranslation(['lists', 'rules']);
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectMyLists(snapshot, actorRef.send);
  const name = api.getNameProps();
  return (
    <section className="my-lists" data-step={api.step} aria-busy={api.isLoading}>
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <ValidatedForm className="inline-form" noValidate onSubmit={api.onSubmit} aria-label={t('create.title')}>
        <div className="field">
          <label htmlFor={name.id}>{t('create.name')} *</label>
          <input type="text" autoComplete="off" {...name} />
          <FieldError id={api.nameErrorId} text={api.nameErrorKey ? t(`rules:${api.nameErrorKey}` as never) : null} />
        </div>
        <button className="button button--primary" {...api.getSubmitProps()}>
          {api.step === 'creating' ? t('create.submitting') : t('create.submit')}
        </button>
      </ValidatedForm>
      <ListsError error={api.error} loadFailed={api.step === 'failed'} onRetry={api.retry} />
      {api.isLoading ? <p className="hint">{t('list.loading')}</p> : null}
      {api.isEmpty ? <p>{t('list.empty')}</p> : null}
      <ul className="cards">
        {api.lists.map((list) => (
          <li key={list.id} className="card" data-list={list.name}>
            <p className="card__title">
              <a href={listHref(list.id)} aria-label={t('list.open', { name: list.name })}>
                {list.name}
              </a>
            </p>
            <p className="card__meta">
              {list.isDefault ? <span className="badge">{t('list.default')}</span> : null}
              {list.shared ? <span className="badge">{t('list.shared')}</span> : null}
              {t('list.items', { count: list.itemCount })}
            </p>
            <p className="card__meta">
              {t('list.createdBy', { name: list.createdBy, date: day(list.createdAt, i18n.language) })}
            </p>
            {list.canDelete ? (
              <div className="card__actions">
                <button
                  type="button"
                  className="button"
                  disabled={api.step !== 'ready'}
                  aria-busy={list.isDeleting}
                  onClick={() => api.remove(list.id)}
                >
                  {list.isDeleting ? t('list.deleting') : t('list.delete', { name: list.name })}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
