// Issue 29: a lists page's error (spec §8), as my lists and the wish list show it: the code's text announced, and the
// retry only where the load itself failed (a failed save keeps the page and says why).
import { useTranslation } from 'react-i18next';
import type { MyListsErrorCode } from '../../machines/my-lists/my-lists.types';
import type { WishListErrorCode } from '../../machines/wish-list/wish-list.types';
import { RetryBox } from '../shared/banners';

export function ListsError({
  error,
  loadFailed,
  onRetry,
}: {
  error: MyListsErrorCode | WishListErrorCode | null;
  loadFailed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('lists');
  return error ? (
    <RetryBox
      className="banner banner--error"
      alertOnText
      text={t(`errors.${error}`)}
      retryLabel={t('errors.retry')}
      onRetry={loadFailed ? onRetry : undefined}
    />
  ) : null;
}
