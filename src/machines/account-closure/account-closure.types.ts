// Issue 31 item 2 (Ley 1581 de 2012, LGPD: the right to deletion): close my account. A fresh step-up (password + a code
// mailed to the account, src/machines/shared/step-up.ts), then one explicit confirmation; the server erases the person,
// keeps what the law keeps anonymised, ends every session and frees the email (src/contracts/account-rights.contract.ts).
import type { StepUpContext, StepUpEvent, StepUpInput } from '../shared/step-up';

export type AccountClosureInput = StepUpInput;
export type AccountClosureContext = StepUpContext;

export type AccountClosureEvent = StepUpEvent | { type: 'account.close' };

export type AccountClosureActorName = 'requestCode' | 'verifyStepUp' | 'closeAccount';
