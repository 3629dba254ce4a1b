// spec §2: legal page 'personalDataPolicy'.
import { LegalPage } from '../shell/legal-page';

export default function PersonalDataPolicyPage() {
  return <LegalPage pageKey="personalDataPolicy" />;
}
