// pino options for Fastify: no passwords, codes, tokens, session ids, authorization/cookie headers or card data in logs
// (brief "Security"). Redaction covers those keys at any of the first three levels of a logged object, and the request
// serializer drops query values of the same names.
import type { FastifyRequest } from 'fastify';
import { sqlStateOf } from './db-errors';

export const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'confirmPassword',
  'passwordConfirmation',
  'passwordHash',
  'password_hash',
  'code',
  'otp',
  'otpCode',
  'verificationCode',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'csrfToken',
  'sessionId',
  'rawId',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'x-csrf-token',
  'cardNumber',
  'card_number',
  'pan',
  'cvv',
  'cvc',
  'securityCode',
  'cardExpiry',
  'altcha',
  'captcha',
  'accountNumber',
  'account_number', // orders (issue 11): refund bank data
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

/**
 * Issue 10 item 5: the only form in which an error reaches a log line. A database error's message, `detail` and the
 * Drizzle wrapper's "params:" carry the query's values (an argon2 hash, an email, a document...): they are replaced by the
 * SQLSTATE. Other errors keep their type, code and a shortened message; every error keeps its stack frames (no message).
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as Error & { code?: unknown; cause?: unknown };
  const sqlState = sqlStateOf(e);
  const fromDatabase = sqlState !== null || e.message.startsWith('Failed query');
  const frames = (e.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .join('\n');
  return {
    type: e.name,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(sqlState ? { sqlState } : {}),
    message: fromDatabase
      ? `database error${sqlState ? ` ${sqlState}` : ''} (values not logged)`
      : e.message.slice(0, 300),
    stack: frames,
    ...(e.cause && depth < 2 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
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
      err: (error: unknown) => safeError(error),
      error: (error: unknown) => safeError(error),
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
    ...(options.stream ? { stream: options.stream } : {}),
  };
}
