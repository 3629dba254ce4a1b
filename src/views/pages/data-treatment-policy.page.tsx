// spec §2: legal page 'dataTreatmentPolicy'.
import { LegalPage } from '../shell/legal-page';

export default function DataTreatmentPolicyPage() {
  return <LegalPage pageKey="dataTreatmentPolicy" />;
}
