// spec §2, §4, §7: collaborator first login. Step 1: email + company document, a 6-digit code is mailed. Step 2: code + new
// password + terms.
import { array, literal, object, optional, string, type Infer } from 'superstruct';
import { ConsentAcceptance } from './consent.contract';

export const REGISTER_WITHOUT_PASSWORD_PATH = '/v1/organization-user/register-without-password';
export const ORGANIZATION_USER_REGISTER_PATH = '/v1/organization-user/register';
export const ORGANIZATION_USER_OTP_PATH = '/s/auth/v1/organization-user/otp/email';

export const CollaboratorIdentity = object({ tenant: string(), email: string(), companyDocument: string() });
export type CollaboratorIdentity = Infer<typeof CollaboratorIdentity>;

export const CodeSentResponse = object({ sent: literal(true) });

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

export const CollaboratorRegisterResponse = object({ userId: string(), firstName: string(), sessionId: optional(string()) });
export type CollaboratorRegisterResponse = Infer<typeof CollaboratorRegisterResponse>;
