// spec §2: 'personalDataProcessing', its text from the tenant's versioned Markdown file legal/<family>/personal-data-processing/<version>.md (issue 31).
import { LegalTextPage } from '../legal-text/legal-text-page';

export default function PersonalDataProcessingPage() {
  return <LegalTextPage pageKey="personalDataProcessing" document="personal-data-processing" />;
}
