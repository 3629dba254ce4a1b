// spec §8 / docs/architecture.md "Errors": every error answer is JSON { code, message?, sessionTimeOut?, details? }.
// Throw an ApiError anywhere in a route or hook; the error handler (platform/errors.plugin.ts) answers it.
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../../src/contracts/api-error.contract';

export interface ApiErrorExtras {
  message?: string;
  sessionTimeOut?: boolean;
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly extras: ApiErrorExtras;

  constructor(statusCode: number, code: ErrorCode, extras: ApiErrorExtras = {}) {
    super(extras.message ?? code);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.extras = extras;
  }

  toBody(): ApiErrorBody {
    return { code: this.code, ...this.extras };
  }
}

export function isApiError(error: unknown): error is ApiError {
  // Duck-typed as well: route modules may be loaded through a second module instance (tsx loader in tests).
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError' && 'toBody' in error);
}

/** spec §4: an expired, revoked or missing session. */
export const sessionExpired = () => new ApiError(401, 'SESSION_EXPIRED', { sessionTimeOut: true });

export function sendApiError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  extras: ApiErrorExtras = {},
): FastifyReply {
  const body: ApiErrorBody = { code, ...extras };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
