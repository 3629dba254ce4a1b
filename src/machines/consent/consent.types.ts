// spec §9: consents of a signed-in user: check the status, show what is pending, save the acceptance; a failure to save
// opens the modal that asks to accept again (spec §8).
import type { ConsentTemplate } from '../shared/consent-template';

export type ConsentTemplateItem = ConsentTemplate;

export interface ConsentCheckOutput {
  /** the templates still to accept (empty when nothing applies or everything is accepted) */
  pending: ConsentTemplateItem[];
}

export interface ConsentContext {
  pending: ConsentTemplateItem[];
  answers: Record<string, boolean>;
  missingRequired: boolean;
}

export type ConsentEvent =
  | { type: 'consent.toggle'; templateId: string; accepted: boolean }
  | { type: 'consent.accept' }
  | { type: 'check.retry' };

export interface SaveConsentsInput {
  consents: { templateId: string; version: string; accepted: boolean }[];
}
