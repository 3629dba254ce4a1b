// issue 16: the storefront's header. A service line and the country switcher on top; the tenant's logo and the account
// entry below. No tenant id or locale is shown: the logo and the switcher's country say where the shopper is. A signed-in
// user is greeted by name (account pages) and never offered "Iniciar sesión".
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brandOf } from '../../tenants/brands';
import type { TenantConfig } from '../../tenants/tenant.types';
import { pagePath } from '../app/routes';
import { useAccountShellPrerender } from './account-shell-prerender';
import { Icon } from './icons';
import { TenantSwitcher } from './tenant-switcher';
import { useRouteSession, useSignedIn } from './use-signed-in';

export function SiteHeader({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const brand = brandOf(tenant);
  const session = useRouteSession();
  const signedIn = useSignedIn();
  // issue 17: the account frame prerendered for a checked session greets the slot the server fills with the first name
  const frame = useAccountShellPrerender();
  const firstName = session?.user?.firstName ?? frame?.firstName;
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <p className="site-header__service">
            <Icon name="truck" />
            <span>{t('shell.serviceLine')}</span>
          </p>
          <TenantSwitcher tenant={tenant} />
        </div>
      </div>
      <div className="site-header__main">
        <div className="container site-header__main-inner">
          <Link className="brand" to={pagePath('myAccount', tenant.id)}>
            <img
              className="brand__logo"
              src={brand.logo}
              alt={brand.name}
              width={brand.logoWidth}
              height={brand.logoHeight}
            />
          </Link>
          <nav className="main-nav" aria-label={t('shell.mainNavigation')}>
            <div className="account-entry">
              {/* the greeting stays outside the link: the link's name is "Mi cuenta" */}
              <span className="account-entry__hello">
                {firstName ? t('shell.hello', { name: firstName }) : t('shell.helloGuest')}
              </span>
              <Link className="account-entry__link" to={pagePath('myAccount', tenant.id)}>
                <Icon name="user" className="account-entry__icon" />
                <span className="account-entry__label">{t('shell.myAccount')}</span>
              </Link>
            </div>
            {signedIn ? null : (
              // issue 14: a business tenant (pe-b2b) offers the company login (the login page opens on it)
              <Link className="header-button" to={pagePath('login', tenant.id)}>
                {tenant.b2b ? t('shell.companyLogin') : t('shell.login')}
              </Link>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
