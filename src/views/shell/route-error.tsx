// What a route shows when its loader or page fails: a 404 is the page-not-available screen (spec §2), anything else
// the generic message of its error code (spec §8), inside the shell.
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ERROR_CODES } from '../../contracts/api-error.contract';
import { errorMessageCode, NETWORK_ERROR_CODE } from '../../services/errors';
import { NotAvailable } from './not-available';

const KNOWN_CODES: readonly string[] = [...ERROR_CODES, NETWORK_ERROR_CODE];

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotAvailable />;
  const code = errorMessageCode(error, KNOWN_CODES) as (typeof ERROR_CODES)[number] | typeof NETWORK_ERROR_CODE;
  return (
    <section className="page route-error" role="alert">
      <h1>{t(`errors.${code}`)}</h1>
    </section>
  );
}
