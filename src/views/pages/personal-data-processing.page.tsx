// spec §2: legal page 'personalDataProcessing'.
import { LegalPage } from '../shell/legal-page';

export default function PersonalDataProcessingPage() {
  return <LegalPage pageKey="personalDataProcessing" />;
}
