// Issue 31 items 2-3 (Ley 1581 de 2012, LGPD): the shopper's rights to correct, copy and delete their data.
// spec §7 names no path for these: they follow the account service's newer-style paths (/s/account/v1/...), always for the
// session's own account. Email change: a code to the NEW address (spec §9 length), then the change; 'Ya existe una cuenta
// asociada a este correo' (spec §8, emailAlreadyExists) only after the password was checked. Step-up: password + a code to
// the account's address give the session a short-lived grant that data export and account closure require.
import { define, enums, literal, number, object, string, type Infer } from 'superstruct';
import { defineEndpoint, EmptyBody } from './endpoint';

const CodeLength = object({ min: number(), max: number() });

/** A code was mailed: its length (spec §9) and how long it lives. */
export const CodeSentResponse = object({ sent: literal(true), codeLength: CodeLength, validMinutes: number() });
export type CodeSentResponse = Infer<typeof CodeSentResponse>;

export const EmailChangeCodeBody = object({ newEmail: string(), password: string() });
export type EmailChangeCodeBody = Infer<typeof EmailChangeCodeBody>;

export const EmailChangeConfirmBody = object({ newEmail: string(), code: string() });
export type EmailChangeConfirmBody = Infer<typeof EmailChangeConfirmBody>;

/** The new address; the person's other sessions ended (this one stays). */
export const EmailChangeResponse = object({ email: string(), revokedSessions: number() });
export type EmailChangeResponse = Infer<typeof EmailChangeResponse>;

/** Step 1 of the step-up: mail a code to the account's own address (the password is checked with the code). */
export const RequestEmailChangeCode = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/v1/users/email-change/code',
  body: EmailChangeCodeBody,
  response: CodeSentResponse,
});

export const ConfirmEmailChange = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/v1/users/email-change',
  body: EmailChangeConfirmBody,
  response: EmailChangeResponse,
});

// ---- step-up (shared by data export and account closure) ----
export const StepUpVerifyBody = object({ password: string(), code: string() });
export type StepUpVerifyBody = Infer<typeof StepUpVerifyBody>;

export const StepUpGrant = object({ expiresAt: string() });
export type StepUpGrant = Infer<typeof StepUpGrant>;

export const STEP_UP_PURPOSES = ['dataExport', 'closeAccount'] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

export const RequestStepUpCode = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/v1/step-up/code',
  body: EmptyBody,
  response: CodeSentResponse,
});

export const VerifyStepUp = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/v1/step-up',
  body: StepUpVerifyBody,
  response: StepUpGrant,
});

// ---- account closure ----
export const CloseAccountResponse = object({ closed: literal(true) });
export const CloseAccount = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/v1/users/close',
  body: EmptyBody,
  response: CloseAccountResponse,
});

// ---- data export (the JSON copy; the PDF is the same data rendered). Both are files the front end links to (the browser
// downloads them with the session cookie), so the answer is not validated as JSON here.
export const DATA_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];
export const DataExportQuery = object({ format: enums(DATA_EXPORT_FORMATS) });
export const DataExportFile = define<unknown>('DataExportFile', () => true);

export const DownloadDataExport = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/v1/users/data-export',
  query: DataExportQuery,
  response: DataExportFile,
});
