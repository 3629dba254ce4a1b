// Header control to move to the same page of another tenant. It names countries (issue 16), each in its tenant's language;
// the two Chilean variants and the home-store variant carry their own names (src/tenants/tenants.ts).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getTenant, TENANTS } from '../../tenants/tenants';
import type { TenantConfig } from '../../tenants/tenant.types';
import { Icon } from './icons';
import { switchTenantPath } from './tenant-path';

export function TenantSwitcher({ tenant }: { tenant: TenantConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="tenant-switcher">
      <Icon name="globe" />
      <label htmlFor={id} className="visually-hidden">
        {t('shell.switchTenant')}
      </label>
      <select
        id={id}
        value={tenant.id}
        onChange={(event) =>
          navigate(switchTenantPath(location.pathname, tenant, getTenant(event.target.value)) + location.search)
        }
      >
        {TENANTS.map((option) => (
          <option key={option.id} value={option.id} lang={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="tenant-switcher__chevron" />
    </div>
  );
}
