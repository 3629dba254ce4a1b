// issue 16: the storefront's header. A service line and the country switcher on top; the tenant's logo and the account
// entry below. No tenant id or locale is shown: the logo and the switcher's country say where the shopper is. A signed-in
// user is greeted by name (account pages) and never offered "Iniciar sesión". Issue 34: the product search (a GET form to the
// search results, keeping the query there) and the cart with its unit count, read once per page load in an effect.
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { brandOf } from '../../tenants/brands';
import type { TenantConfig } from '../../tenants/tenant.types';
import { pagePath } from '../app/routes';
import { useAccountShellPrerender } from './account-shell-prerender';
import { readCartCountOnce, useCartCount } from './cart-count';
import { readSignedInNameOnce, rememberSignedInName, useSignedInName } from './signed-in-name';
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
  const sessionName = session?.user?.firstName;
  // a storefront page has no session check: the name comes from one read of the session (signed-in-name.ts)
  const readName = useSignedInName(tenant.id);
  useEffect(() => {
    if (sessionName) rememberSignedInName(tenant.id, sessionName);
    else if (!frame) readSignedInNameOnce(tenant.id, signedIn);
  }, [tenant.id, sessionName, frame, signedIn]);
  const firstName = sessionName ?? frame?.firstName ?? (signedIn ? readName : null);
  const count = useCartCount();
  useEffect(() => readCartCountOnce(tenant.id), [tenant.id]);
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
          <SiteSearch tenantId={tenant.id} />
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
            <Link
              className="cart-entry"
              to={pagePath('cart', tenant.id)}
              // "Carro, 3 productos": the visible word first (WCAG 2.5.3); the badge draws the number with CSS, so the
              // visible text stays "Carro" (inline hidden text would be read as "Carro , 3" by some engines)
              aria-label={count !== null ? `${t('shell.cart')}, ${t('shell.cartCount', { count })}` : undefined}
            >
              <CartGlyph />
              <span className="cart-entry__label">{t('shell.cart')}</span>
              {count ? (
                <span className="cart-entry__badge" data-count={count > 99 ? '99+' : count} aria-hidden="true" />
              ) : null}
            </Link>
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

/** Issue 34: the product search of every page: a GET form to the search results, showing the query while there. */
function SiteSearch({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const action = pagePath('searchResults', tenantId);
  const q = location.pathname === action ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(`${action}?${new URLSearchParams({ q: value }).toString()}`);
  };
  return (
    <form
      className="site-search"
      role="search"
      aria-label={t('shell.search')}
      action={action}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor="site-search-q" className="visually-hidden">
        {t('shell.search')}
      </label>
      <input
        key={q}
        id="site-search-q"
        className="site-search__input"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={t('shell.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
      />
      {/* type="button": Enter submits the form (with or without JS); the page's own submit button stays the first one */}
      <button
        type="button"
        className="site-search__submit"
        onClick={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l5 5" />
        </svg>
        <span className="visually-hidden">{t('shell.searchSubmit')}</span>
      </button>
    </form>
  );
}

function CartGlyph() {
  return (
    <svg className="icon cart-entry__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.5h10.6L20.5 7H7" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}
