// spec §7 "Bot check: s/account/reCaptcha/validate". Self-hosted ALTCHA proof of work by default; Google reCAPTCHA when the
// server has a secret. The challenge path is ours (the client needs a challenge before it can solve one).
import { boolean, enums, literal, number, object, optional, record, string, type Infer, unknown } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const BotCheckChallengeResponse = object({
  provider: enums(['altcha', 'recaptcha']),
  /** BOT_CHECK_MODE: asked on every login, or only after failures */
  mode: enums(['always', 'after-failures']),
  /** ALTCHA v2 challenge ({ parameters, signature }) when provider is altcha */
  challenge: optional(object({ parameters: record(string(), unknown()), signature: optional(string()) })),
  /** reCAPTCHA site key when provider is recaptcha */
  siteKey: optional(string()),
  /** issue 32: where the browser loads reCAPTCHA's script (v3, invisible) and the action its token is asked for */
  scriptUrl: optional(string()),
  action: optional(string()),
});
export type BotCheckChallengeResponse = Infer<typeof BotCheckChallengeResponse>;

/** payload: base64 of JSON { challenge, solution } (ALTCHA) or the reCAPTCHA token. */
export const BotCheckValidateRequest = object({ payload: string() });
export type BotCheckValidateRequest = Infer<typeof BotCheckValidateRequest>;

export const BotCheckValidateResponse = object({ valid: literal(true) });
export type BotCheckValidateResponse = Infer<typeof BotCheckValidateResponse>;

/** The decoded ALTCHA payload the view sends. */
export const AltchaPayload = object({
  challenge: object({ parameters: record(string(), unknown()), signature: optional(string()) }),
  solution: object({ counter: number(), derivedKey: string(), time: optional(number()) }),
});
export type AltchaPayload = Infer<typeof AltchaPayload>;

export const BotCheckRequiredFlag = object({ botCheckRequired: boolean() });

/** Our path: a fresh challenge (never cached). */
export const BotCheckChallenge = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/s/account/reCaptcha/challenge',
  response: BotCheckChallengeResponse,
});
export const BotCheckValidate = defineEndpoint({
  method: 'POST',
  service: 'storefront',
  path: '/s/account/reCaptcha/validate',
  body: BotCheckValidateRequest,
  response: BotCheckValidateResponse,
});
