// spec §2 quotationsLanding: what in-store quotations are (valid 3 days, spec §9) and the way to each quotation page.
// Static content, no flow.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../app/routes';
import { useTenant } from '../shell/use-tenant';

/** spec §9; the detail shows the server's own figure (validDays) */
const VALID_DAYS = 3;

export default function QuotationsLandingPage() {
  const { t } = useTranslation('quotes');
  const tenant = useTenant();
  return (
    <section className="page" data-page="quotationsLanding">
      <h1>{t('landing.title')}</h1>
      <p>{t('landing.intro', { days: VALID_DAYS })}</p>
      <p>{t('landing.steps')}</p>
      <ul>
        <li>
          <Link to={pagePath('quotesInStores', tenant.id)}>{t('landing.inStores')}</Link>
        </li>
        <li>
          <Link to={pagePath('myQuotesStoreOrders', tenant.id)}>{t('landing.orders')}</Link>
        </li>
        <li>
          <Link to={pagePath('myLists', tenant.id)}>{t('landing.lists')}</Link>
        </li>
      </ul>
    </section>
  );
}
