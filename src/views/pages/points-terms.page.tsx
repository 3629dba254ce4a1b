// spec §2: 'pointsTerms', its text from the tenant's versioned Markdown file legal/<family>/points-terms/<version>.md (issue 31).
import { LegalTextPage } from '../legal-text/legal-text-page';

export default function PointsTermsPage() {
  return <LegalTextPage pageKey="pointsTerms" document="points-terms" />;
}
