// Issue 31 (Ley 1581 de 2012, LGPD): the privacy centre (a person's consent history, withdrawing and giving again an optional
// consent, accepting a new version of a required one: spec §8 "failure updating consent", §9 consent templates) and the
// versioned legal texts of spec §2's legal pages and the points programme's terms.
import { array, boolean, enums, nullable, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { CHANNELS } from './services';
import { CONSENT_KINDS, ConsentTemplate } from './consent.contract';
import { defineEndpoint } from './endpoint';

/** spec §2: the legal documents (the four legal pages and the points programme's terms), named as their pages' paths. */
export const LEGAL_DOCUMENTS = [
  'terms-and-conditions',
  'personal-data-policy',
  'personal-data-processing',
  'data-treatment-policy',
  'points-terms',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** A version names a Markdown file: letters, digits, dots, dashes (e.g. 2026-01); versions sort naturally. */
export const LEGAL_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,39}$/;
const Version = pattern(string(), LEGAL_VERSION_PATTERN);

/** Where a consent record was given: at registration, in the privacy centre, or accepting a new version (re-accept). */
export const CONSENT_SOURCES = ['registration', 'privacyCentre', 'reaccept'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

export const ConsentHistoryEntry = object({
  id: string(),
  templateId: string(),
  kind: nullable(enums(CONSENT_KINDS)),
  /** the document's title in the tenant's language (the template id when the template is no longer offered) */
  title: string(),
  version: string(),
  accepted: boolean(),
  /** ISO timestamp */
  recordedAt: string(),
  /** spec §7 channel; null for records that did not say */
  channel: nullable(enums(CHANNELS)),
  source: enums(CONSENT_SOURCES),
});
export type ConsentHistoryEntry = Infer<typeof ConsentHistoryEntry>;

export const PrivacyDocument = object({
  templateId: string(),
  kind: enums(CONSENT_KINDS),
  title: string(),
  url: nullable(string()),
  required: boolean(),
  /** the current (newest published) version of the document */
  currentVersion: string(),
  /** the person's last decision: true accepted, false withdrawn or refused, null never asked */
  accepted: nullable(boolean()),
  /** the version of that last decision */
  decidedVersion: nullable(string()),
  /**
   * Where no decision was recorded for the document (tenants that keep no consent records, spec §9), when the person
   * accepted it on creating the account (the registration's acceptTermsAndConditions for the terms,
   * personalDataTreatmentPolicy for personal data and privacy); null otherwise
   */
  acceptedWithAccountAt: nullable(string()),
});
export type PrivacyDocument = Infer<typeof PrivacyDocument>;

export const PrivacyOverview = object({
  documents: array(PrivacyDocument),
  /** every record of the person, newest first */
  history: array(ConsentHistoryEntry),
  /** required templates whose accepted version is older than the current one: the re-accept modal asks for them */
  pending: array(ConsentTemplate),
});
export type PrivacyOverview = Infer<typeof PrivacyOverview>;

export const ConsentChange = object({ templateId: size(string(), 1, 120), version: Version, accepted: boolean() });
export type ConsentChange = Infer<typeof ConsentChange>;
export const UpdateConsentsBody = object({
  changes: size(array(ConsentChange), 1, 10),
  /** privacyCentre: a withdrawal or a consent given again; reaccept: a new version accepted in the modal */
  source: enums(['privacyCentre', 'reaccept'] as const),
});
export type UpdateConsentsBody = Infer<typeof UpdateConsentsBody>;

/** The session's own consents only (the server reads the person from the session, never from the request). */
export const GetPrivacyOverview = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/v1/privacy/consents',
  response: PrivacyOverview,
});

/**
 * Withdraws or gives again an optional consent, or accepts a new version of a required one. A required consent cannot be
 * withdrawn: 400 VALIDATION_ERROR with `fields.accepted: 'required'` (the way out is closing the account). Idempotent: a
 * change equal to the last decision records nothing. Answers the overview after the change.
 */
export const UpdateConsents = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/privacy/consents',
  body: UpdateConsentsBody,
  response: PrivacyOverview,
});

export const LegalTextQuery = object({ tenant: optional(string()), version: optional(Version) });
export const LegalText = object({
  document: enums(LEGAL_DOCUMENTS),
  version: string(),
  /** every published version, oldest first; the last is the current one */
  versions: array(string()),
  current: boolean(),
  /** the Markdown source (rendered by the client's own small renderer: no HTML passes through) */
  markdown: string(),
});
export type LegalText = Infer<typeof LegalText>;

/** Public: a legal text of the tenant (?tenant= or x-tenant), its current version unless ?version= names another. */
export const GetLegalText = defineEndpoint({
  method: 'GET',
  service: 'commerceConfig',
  path: '/v1/legal/:document',
  query: LegalTextQuery,
  response: LegalText,
});
