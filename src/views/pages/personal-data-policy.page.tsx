// spec §2: 'personalDataPolicy', its text from the tenant's versioned Markdown file legal/<family>/personal-data-policy/<version>.md (issue 31).
import { LegalTextPage } from '../legal-text/legal-text-page';

export default function PersonalDataPolicyPage() {
  return <LegalTextPage pageKey="personalDataPolicy" document="personal-data-policy" />;
}
