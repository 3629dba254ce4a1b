// issue 16: the sign-in and registration layout. The form in a centred card of readable width, and at desktop the
// benefits of an account beside it (below it on small screens). Login and personal registration lead companies to the
// company registration (they must not guess its address) where the tenant registers companies.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountKind } from '../../rules/account-kind';
import type { TenantConfig } from '../../tenants/tenant.types';
import { pagePath, type PageKey } from '../app/routes';
import { Icon, type IconName } from './icons';

/** The pages drawn in the sign-in layout; `benefits` says which list of benefits stands beside the card. */
export const AUTH_PAGES: Partial<Record<PageKey, { benefits: AccountKind | null; wide: boolean }>> = {
  login: { benefits: 'personal', wide: false },
  personalRegistration: { benefits: 'personal', wide: true },
  liteRegistration: { benefits: 'personal', wide: true },
  companyRegistration: { benefits: 'company', wide: true },
  passwordRecovery: { benefits: null, wide: false },
  collaboratorFirstLogin: { benefits: null, wide: false },
  agentLogin: { benefits: null, wide: false },
};

const PERSONAL: ReadonlyArray<[IconName, 'benefitOrders' | 'benefitAddresses' | 'benefitLists' | 'benefitQuotes']> = [
  ['box', 'benefitOrders'],
  ['pin', 'benefitAddresses'],
  ['list', 'benefitLists'],
  ['store', 'benefitQuotes'],
];
const COMPANY: ReadonlyArray<[IconName, 'companyBenefitBuy' | 'companyBenefitTeam' | 'companyBenefitReports']> = [
  ['building', 'companyBenefitBuy'],
  ['users', 'companyBenefitTeam'],
  ['chart', 'companyBenefitReports'],
];

/** Pages that offer the way to company registration (issue 16). */
const LEADS_TO_COMPANY: readonly PageKey[] = ['login', 'personalRegistration', 'liteRegistration'];

function Benefits({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation();
  const items = kind === 'company' ? COMPANY : PERSONAL;
  return (
    <section className="auth-benefits" aria-labelledby="auth-benefits-title">
      <h2 id="auth-benefits-title" className="auth-benefits__title">
        {t(kind === 'company' ? 'shell.auth.companyBenefitsTitle' : 'shell.auth.benefitsTitle')}
      </h2>
      <ul className="auth-benefits__list">
        {items.map(([icon, key]) => (
          <li key={key}>
            <span className="auth-benefits__icon">
              <Icon name={icon} />
            </span>
            <span>{t(`shell.auth.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AuthLayout({
  tenant,
  pageKey,
  children,
}: {
  tenant: TenantConfig;
  pageKey: PageKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const layout = AUTH_PAGES[pageKey];
  // a tenant registers companies where companies have a document type (spec §3)
  const companyLink = LEADS_TO_COMPANY.includes(pageKey) && tenant.documents.company.length > 0;
  const aside = layout?.benefits || companyLink;
  return (
    <main
      id="main"
      className="app-main auth-layout"
      tabIndex={-1}
      data-wide={layout?.wide || undefined}
      data-aside={aside || undefined}
    >
      <div className="auth-layout__card surface">{children}</div>
      {aside ? (
        <aside className="auth-layout__aside">
          {layout?.benefits ? <Benefits kind={layout.benefits} /> : null}
          {companyLink ? (
            <section className="auth-company" aria-labelledby="auth-company-title">
              <h2 id="auth-company-title" className="auth-company__title">
                <Icon name="building" />
                {t('shell.auth.companyTitle')}
              </h2>
              <p>{t('shell.auth.companyBody')}</p>
              <Link className="auth-company__link" to={pagePath('companyRegistration', tenant.id)}>
                {t('shell.auth.companyLink')}
                <Icon name="chevronRight" />
              </Link>
            </section>
          ) : null}
        </aside>
      ) : null}
    </main>
  );
}
