// spec §2: 'termsAndConditions', its text from the tenant's versioned Markdown file legal/<family>/terms-and-conditions/<version>.md (issue 31).
import { LegalTextPage } from '../legal-text/legal-text-page';

export default function TermsAndConditionsPage() {
  return <LegalTextPage pageKey="termsAndConditions" document="terms-and-conditions" />;
}
