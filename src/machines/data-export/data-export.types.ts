// Issue 31 item 3 (Ley 1581 de 2012, LGPD: the right to a copy): download my data as JSON and as a readable PDF, behind the
// same fresh step-up as account closure (src/machines/shared/step-up.ts; server: src/contracts/account-rights.contract.ts).
import type { StepUpContext, StepUpEvent, StepUpInput } from '../shared/step-up';

export type DataExportInput = StepUpInput;
export type DataExportContext = StepUpContext;
export type DataExportEvent = StepUpEvent;
export type DataExportActorName = 'requestCode' | 'verifyStepUp';
