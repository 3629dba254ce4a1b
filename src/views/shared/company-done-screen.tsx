// The end of a company registration, full form or lite wizard (spec §2, §3): registered, or (Mexico) pending review with
// the tenant's support line where it has one.
import { useTranslation } from 'react-i18next';
import { DoneScreen, SupportPhoneLine, type SupportPhone } from './registration-screens';

export function CompanyDoneScreen({
  pending,
  homeHref,
  supportPhone,
}: {
  pending: boolean;
  homeHref?: string;
  supportPhone?: SupportPhone;
}) {
  const { t } = useTranslation('registration');
  return (
    <DoneScreen
      title={pending ? t('company.pendingTitle') : t('company.successTitle')}
      body={pending ? t('company.pendingBody') : t('company.successBody')}
      href={homeHref}
      linkLabel={t('company.goToHome')}
    >
      {pending && supportPhone ? (
        <SupportPhoneLine text={(phone) => t('company.pendingSupport', { phone })} phone={supportPhone} />
      ) : null}
    </DoneScreen>
  );
}
