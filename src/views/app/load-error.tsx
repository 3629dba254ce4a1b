// Issue 17: the error element of the app's routes. A chunk or catalogue that failed twice (ResourceLoadError: a dropped
// connection, a deploy that replaced the hashed files) offers to reload the page; anything else is the shell's RouteError.
// spec §8: either is recorded for analytics once per error (src/views/shell/error-analytics.ts).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isResourceLoadError } from '../../i18n/resource-load';
import { withErrorAnalytics } from '../shell/report-error';
import { RouteError } from '../shell/route-error';

export function LoadFailed({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page load-error" role="alert">
      <h1>{t('loadError.title', { defaultValue: 'No pudimos cargar esta página' })}</h1>
      <p>{t('loadError.body', { defaultValue: 'Recarga la página para seguir.' })}</p>
      <button type="button" className="button" onClick={reload}>
        {t('loadError.reload', { defaultValue: 'Recargar la página' })}
      </button>
    </section>
  );
}

export function AppRouteError() {
  const error = useRouteError();
  useEffect(() => {
    void withErrorAnalytics((analytics) => analytics.recordRouteError(error));
  }, [error]);
  return isResourceLoadError(error) ? <LoadFailed /> : <RouteError />;
}
