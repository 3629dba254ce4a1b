// spec §2: the page-not-available screen. Also rendered for page keys without a page file and for unknown paths.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findTenant, DEFAULT_TENANT_ID } from '../../tenants/tenants';
import { pagePath } from '../app/routes';

export default function PageNotAvailablePage() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const tenantId = findTenant(tenant)?.id ?? DEFAULT_TENANT_ID;
  return (
    <section
      className="page page-not-available"
      aria-labelledby="page-not-available-title"
      data-page="pageNotAvailable"
    >
      <h1 id="page-not-available-title">{t('pageNotAvailable.title')}</h1>
      <p>{t('pageNotAvailable.body')}</p>
      <p>
        <Link className="button" to={pagePath('myAccount', tenantId)}>
          {t('pageNotAvailable.goHome')}
        </Link>
      </p>
    </section>
  );
}
