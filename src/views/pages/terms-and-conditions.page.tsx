// spec §2: legal page 'termsAndConditions'.
import { LegalPage } from '../shell/legal-page';

export default function TermsAndConditionsPage() {
  return <LegalPage pageKey="termsAndConditions" />;
}
