// spec §9: consents of a signed-in user: check the status, show what is pending, save the acceptance; a failure to save
// opens the modal that asks to accept again (spec §8).
import type { ConsentTemplate } from '../shared/consent-template';

export type ConsentTemplateItem = ConsentTemplate;

export interface ConsentCheckOutput {
  /** the templates still to accept (empty when nothing applies or everything is accepted) */
  pending: ConsentTemplateItem[];
}

/** spec §9: the purpose whose templates apply (Registro, RegistroB2BSU for a company's superuser, RegistroB2BCO for a collaborator) */
export interface ConsentInput {
  purpose?: string;
}

export interface ConsentContext {
  purpose: string;
  pending: ConsentTemplateItem[];
  answers: Record<string, boolean>;
  missingRequired: boolean;
}

export type ConsentEvent =
  | { type: 'consent.toggle'; templateId: string; accepted: boolean }
  | { type: 'consent.accept' }
  | { type: 'check.retry' };

export interface CheckConsentsInput {
  purpose: string;
}

export interface SaveConsentsInput {
  consents: { templateId: string; version: string; accepted: boolean }[];
}
