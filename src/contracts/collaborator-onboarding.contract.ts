// spec §2, §4, §7: collaborator first login. Step 1: email + company document, a 6-digit code is mailed. Step 2: code + new
// password + terms.
import { array, literal, object, optional, string, type Infer } from 'superstruct';
import { ConsentAcceptance } from './consent.contract';
import { defineEndpoint } from './endpoint';

/** The first-login page under /:tenant/ (the router's collaboratorFirstLogin and the invitation mail's link, issue 30). */
export const COLLABORATOR_FIRST_LOGIN_PATH = 'collaborator/first-login';

export const CollaboratorIdentity = object({ tenant: string(), email: string(), companyDocument: string() });
export type CollaboratorIdentity = Infer<typeof CollaboratorIdentity>;

export const CodeSentResponse = object({ sent: literal(true) });
export type CodeSentResponse = Infer<typeof CodeSentResponse>;

export const CollaboratorRegisterRequest = object({
  tenant: string(),
  email: string(),
  companyDocument: string(),
  code: string(),
  password: string(),
  acceptTermsAndConditions: literal(true),
  consents: optional(array(ConsentAcceptance)),
});
export type CollaboratorRegisterRequest = Infer<typeof CollaboratorRegisterRequest>;

export const CollaboratorRegisterResponse = object({
  userId: string(),
  firstName: string(),
  sessionId: optional(string()),
});
export type CollaboratorRegisterResponse = Infer<typeof CollaboratorRegisterResponse>;

/** Step 1: email + company document; the code is mailed (404 EMAIL_NOT_FOUND_ERROR for any mismatch). */
export const RegisterWithoutPassword = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/organization-user/register-without-password',
  body: CollaboratorIdentity,
  response: CodeSentResponse,
});
/** Step 2: code + new password + terms; the collaborator is signed in. */
export const OrganizationUserRegister = defineEndpoint({
  method: 'POST',
  service: 'authentication',
  path: '/v1/organization-user/register',
  body: CollaboratorRegisterRequest,
  response: CollaboratorRegisterResponse,
});
