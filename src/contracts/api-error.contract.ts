// spec §8: every error answer of our server has this body; `code` is a catalogued code, `sessionTimeOut` marks spec §4's expiry.
import { boolean, object, optional, record, string, unknown, type Infer } from 'superstruct';

export const ERROR_CODES = [
  // login (spec §8)
  'GENERIC_ERROR',
  'INVALID_CREDENTIALS',
  'RECAPTCHA_ERROR',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_REMAINS_LOCKED',
  'PASSWORD_REMAINS_LOCKED_ERROR',
  'COMPANY_EXISTS_ERROR',
  'CONFLICT_ERROR',
  'EMAIL_NOT_EXISTS_IN_SIEBEL_ERROR',
  // password recovery (spec §8)
  'PASSWORD_CHANGE_ERROR',
  'EMAIL_NOT_FOUND_ERROR',
  'ATG_USER_DATA_VALIDATION_ERROR',
  'PASSWORD_REUSE_ERROR',
  'OTP_LOCKED_ERROR',
  // agent (spec §8)
  'AGENT_LOGIN_ERROR',
  'AGENT_LOGOUT_ERROR',
  'INVALID_AGENT_SESSION_ERROR',
  // registration and others named by spec §5/§8 message keys
  'emailAlreadyExists',
  'documentAlreadyExists',
  'OTP_INVALID_ERROR',
  'OTP_EXPIRED_ERROR',
  'LIST_NAME_EXISTS',
  'ADDRESS_LIMIT_REACHED',
  'PROFILE_CONFLICT', // account (issue 12)
  'POINTS_NOT_OFFERED', // account (issue 12): the tenant has no CMR points programme
  'PURCHASE_LIMIT_EXCEEDED',
  'CART_EMPTY',
  'COLLABORATOR_SELF', // company (issue 14)
  'PAYMENT_KEY_EXPIRED',
  'PAYMENT_DECRYPTION_ERROR',
  'PAYMENT_TOKENIZATION_ERROR', // payment (issue 13)
  'CANCELLATION_NOT_AVAILABLE',
  'ORDER_ALREADY_SHIPPED', // orders (issue 11)
  'QUOTATION_EXPIRED',
  'QUOTE_ONLY_ROLE',
  'PURCHASE_LIMIT_EXCEEDED',
  'LIST_DEFAULT_UNDELETABLE',
  'PRODUCT_NOT_FOUND', // quotes and lists (issue 15)
  // storefront (issue 34): spec §8 "no stock", "compare add", "add card"; checkout's price change and declined payment
  'OUT_OF_STOCK',
  'COMPARE_LIMIT_REACHED',
  'CARD_LIMIT_REACHED',
  'PRICE_CHANGED',
  'PAYMENT_DECLINED',
  // issue 32 item 1: the online postcode provider (Brazil's ViaCEP) is slow, down or answers nonsense: 503, distinct from
  // NOT_FOUND (spec §5 'not found'), so the address modal says to type the address instead
  'POSTCODE_SERVICE_UNAVAILABLE',
  // transport-level codes of our server
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'SESSION_EXPIRED',
  'CSRF_ERROR',
  'RATE_LIMITED',
  'TENANT_UNKNOWN',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorBody = object({
  code: string(),
  message: optional(string()),
  sessionTimeOut: optional(boolean()),
  details: optional(record(string(), unknown())),
});
export type ApiErrorBody = Infer<typeof ApiErrorBody>;
