// spec §2: 'dataTreatmentPolicy', its text from the tenant's versioned Markdown file legal/<family>/data-treatment-policy/<version>.md (issue 31).
import { LegalTextPage } from '../legal-text/legal-text-page';

export default function DataTreatmentPolicyPage() {
  return <LegalTextPage pageKey="dataTreatmentPolicy" document="data-treatment-policy" />;
}
