// Issue 31: a legal text of the tenant (spec §2's legal pages and the points programme's terms), a versioned Markdown file
// the server reads at request time (GET /api/commerce-config/v1/legal/:document).
import type { LegalDocument, LegalText } from '../../contracts/privacy.contract';

export interface LegalTextInput {
  document: LegalDocument;
}

export interface LegalTextContext extends LegalTextInput {
  text: LegalText | null;
}

export type LegalTextEvent = { type: 'legal.retry' };
