// Issue 31: what the legal pages (spec §2) and the points programme's terms render: the page title and the tenant's current
// version of the document, from the versioned Markdown files an operator publishes (docs/privacy.md).
import { useTranslation } from 'react-i18next';
import type { LegalDocument } from '../../contracts/privacy.contract';
import type { PageKey } from '../app/routes';
import { useFlow } from '../flows/use-flow';
import { InfoPage } from '../shell/info-page';
import { legalTextFlow } from './legal-text.flow';
import { LegalTextView } from './legal-text.view';

export function LegalTextPage({
  pageKey,
  document,
}: {
  pageKey: Extract<
    PageKey,
    'termsAndConditions' | 'personalDataPolicy' | 'personalDataProcessing' | 'dataTreatmentPolicy' | 'pointsTerms'
  >;
  document: LegalDocument;
}) {
  const { t } = useTranslation();
  const actorRef = useFlow(legalTextFlow, { document });
  return (
    <InfoPage pageKey={pageKey} title={t(`pages.${pageKey}`)}>
      <LegalTextView actorRef={actorRef} />
    </InfoPage>
  );
}
