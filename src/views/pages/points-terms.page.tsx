// spec §2: points programme terms.
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../shell/info-page';

export default function PointsTermsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage pageKey="pointsTerms" title={t('pages.pointsTerms')}>
      <p>{t('pointsTerms.intro')}</p>
      <p>{t('pointsTerms.conditions')}</p>
    </InfoPage>
  );
}
