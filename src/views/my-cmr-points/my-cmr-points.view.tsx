// spec §2 myCMRPoints: the points balance, the last movements and the CMR subscription. Renders myCmrPointsMachine.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectMyCmrPoints } from '../../machines/my-cmr-points/my-cmr-points.connect';
import type { myCmrPointsMachine } from '../../machines/my-cmr-points/my-cmr-points.machine';
import { RetryBanner } from '../shared/banners';

export function MyCmrPointsView({ actorRef }: { actorRef: ActorRefFrom<typeof myCmrPointsMachine> }) {
  const { t } = useTranslation('account');
  const api = connectMyCmrPoints(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  return (
    <section
      className="my-cmr-points"
      aria-labelledby="my-cmr-points-title"
      aria-busy={api.isLoading || api.isUpdating}
    >
      <h1 id="my-cmr-points-title">{t('points.title')}</h1>
      {api.isLoading ? <p role="status">{t('points.loading')}</p> : null}
      {api.loadFailed ? (
        <RetryBanner text={t('points.loadFailed')} retryLabel={t('points.retry')} onRetry={api.onRetry} />
      ) : null}
      {api.ready ? (
        <>
          <p className="points-balance" data-testid="points-balance" aria-label={t('points.balanceLabel')}>
            {t('points.balance', { points: api.balance })}
          </p>
          <h2>{t('points.movements')}</h2>
          {api.movements.length === 0 ? (
            <p className="empty-state">{t('points.noMovements')}</p>
          ) : (
            <table className="points-movements">
              <thead>
                <tr>
                  <th scope="col">{t('points.columns.date')}</th>
                  <th scope="col">{t('points.columns.description')}</th>
                  <th scope="col">{t('points.columns.points')}</th>
                </tr>
              </thead>
              <tbody>
                {api.movements.map((m) => (
                  <tr key={m.id} data-kind={m.kind}>
                    <td>
                      <time dateTime={m.dateTime}>{m.date}</time>
                    </td>
                    <td>
                      {m.description}
                      {m.amount ? <span className="points-amount"> · {m.amount}</span> : null}
                    </td>
                    <td>{m.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <section className="cmr-subscription" aria-labelledby="cmr-subscription-title">
            <h2 id="cmr-subscription-title">{t('points.subscription.title')}</h2>
            <p data-testid="cmr-status">{t(api.statusKey)}</p>
            <button
              type="button"
              className="button"
              data-action="cmr-toggle"
              onClick={api.onToggle}
              disabled={api.isUpdating}
              aria-busy={api.isUpdating}
            >
              {t(api.toggleKey)}
            </button>
          </section>
        </>
      ) : null}
    </section>
  );
}
