// pino options for Fastify: no passwords, codes, tokens, session ids, authorization/cookie headers or card data in logs
// (brief "Security"). Redaction covers those keys at any of the first three levels of a logged object, and the request
// serializer drops query values of the same names.
import type { FastifyRequest } from 'fastify';

export const SENSITIVE_KEYS = [
  'password', 'newPassword', 'currentPassword', 'oldPassword', 'confirmPassword', 'passwordConfirmation', 'passwordHash',
  'password_hash', 'code', 'otp', 'otpCode', 'verificationCode', 'token', 'accessToken', 'refreshToken', 'idToken',
  'csrfToken', 'sessionId', 'rawId', 'secret', 'authorization', 'cookie', 'set-cookie', 'x-csrf-token',
  'cardNumber', 'card_number', 'pan', 'cvv', 'cvc', 'securityCode', 'cardExpiry', 'altcha', 'captcha',
  'accountNumber', 'account_number', // orders (issue 11): refund bank data
] as const;

const SENSITIVE = new Set<string>(SENSITIVE_KEYS.map((key) => key.toLowerCase()));
const bracket = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`);
const join = (prefix: string, key: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);

export const REDACT_PATHS: string[] = SENSITIVE_KEYS.flatMap((key) => {
  const k = bracket(key);
  return [k, join('*', k), join('*.*', k), join('*.*.*', k)];
});

/** Replaces the values of sensitive query parameters (?token=..., ?code=...). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SENSITIVE.has(key.toLowerCase())) {
      params.set(key, '[REDACTED]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}

export interface LoggerOptions {
  level?: string;
  /** where JSON lines go (default stdout); tests pass a stream to capture them */
  stream?: NodeJS.WritableStream;
}

export function loggerConfig(options: LoggerOptions) {
  return {
    level: options.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
