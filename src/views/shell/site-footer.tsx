// issue 16: a retailer's footer: grouped links (help, the account, the tenant's legal pages, the countries) over a line
// with the brand. Customer-service hours are spec §9's.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { brandOf } from '../../tenants/brands';
import { TENANTS } from '../../tenants/tenants';
import type { TenantConfig } from '../../tenants/tenant.types';
import { LEGAL_PAGE_KEYS, legalPath, pagePath } from '../app/routes';
import { switchTenantPath } from './tenant-path';
import { useSignedIn } from './use-signed-in';

// spec §9: customer service Monday-Friday 08:30-21:00; Saturday, Sunday and holidays 09:00-21:00
const SERVICE_HOURS = { weekdays: { from: '08:30', to: '21:00' }, weekend: { from: '09:00', to: '21:00' } };

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <nav className="site-footer__group" aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul className="site-footer__links">{children}</ul>
    </nav>
  );
}

export function SiteFooter({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const location = useLocation();
  const brand = brandOf(tenant);
  // a tenant offers company registration where companies have a document type to register with (spec §3)
  const companies = tenant.documents.company.length > 0;
  const signedIn = useSignedIn();
  return (
    <footer className="site-footer">
      <div className="container site-footer__groups">
        <FooterGroup title={t('shell.footerHelp')}>
          <li>
            <Link to={pagePath('seekOrder', tenant.id)}>{t('pages.seekOrder')}</Link>
          </li>
          <li>
            <Link to={pagePath('zonesAndStores', tenant.id)}>{t('pages.zonesAndStores')}</Link>
          </li>
          <li>
            <Link to={pagePath('passwordRecovery', tenant.id)}>{t('pages.passwordRecovery')}</Link>
          </li>
          <li className="site-footer__hours">
            <strong>{t('shell.footerService')}</strong>
            <br />
            {t('shell.footerWeekdays', SERVICE_HOURS.weekdays)}
            <br />
            {t('shell.footerWeekend', SERVICE_HOURS.weekend)}
          </li>
        </FooterGroup>
        <FooterGroup title={t('shell.footerAccount')}>
          <li>
            <Link to={pagePath('myAccount', tenant.id)}>{t('pages.myAccount')}</Link>
          </li>
          <li>
            <Link to={pagePath('myOrders', tenant.id)}>{t('pages.myOrders')}</Link>
          </li>
          {signedIn ? null : (
            <li>
              <Link to={pagePath('personalRegistration', tenant.id)}>{t('pages.personalRegistration')}</Link>
            </li>
          )}
          {companies && !signedIn ? (
            <li>
              <Link to={pagePath('companyRegistration', tenant.id)}>{t('pages.companyRegistration')}</Link>
            </li>
          ) : null}
        </FooterGroup>
        <FooterGroup title={t('shell.legalNavigation')}>
          {LEGAL_PAGE_KEYS.map((key) => (
            <li key={key}>
              <Link to={legalPath(key, tenant)}>{t(`pages.${key}`)}</Link>
            </li>
          ))}
          <li>
            <Link to={pagePath('pointsTerms', tenant.id)}>{t('pages.pointsTerms')}</Link>
          </li>
        </FooterGroup>
        <FooterGroup title={t('shell.footerCountries')}>
          {TENANTS.map((option) => (
            <li key={option.id}>
              <Link
                to={switchTenantPath(location.pathname, tenant, option)}
                lang={option.locale}
                aria-current={option.id === tenant.id ? 'true' : undefined}
              >
                {option.name}
              </Link>
            </li>
          ))}
        </FooterGroup>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('shell.footerRights', { brand: brand.name })}</p>
        </div>
      </div>
    </footer>
  );
}
