// spec §2: the four legal pages, served at /{tenant}{legalSuffix}/...
import { useTranslation } from 'react-i18next';
import type { LegalPageKey } from '../app/routes';
import { InfoPage } from './info-page';
import { useTenant } from './use-tenant';

export function LegalPage({ pageKey }: { pageKey: LegalPageKey }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <InfoPage pageKey={pageKey} title={t(`pages.${pageKey}`)}>
      <p>{t('legal.intro', { tenant: tenant.name })}</p>
      <p>{t('legal.contact')}</p>
    </InfoPage>
  );
}
