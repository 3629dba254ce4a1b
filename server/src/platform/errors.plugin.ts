// spec §8 / docs/architecture.md "Errors": every error is JSON { code, message?, sessionTimeOut?, details? }; never an HTML
// page, never a 500 for bad input. Unknown /api paths answer 404 JSON; other GETs fall back to the SPA's index.html.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../src/contracts/api-error.contract';
import { isApiError, sendApiError, type ApiErrorExtras } from '../lib/api-error';
import { sqlStateOf } from '../lib/db-errors';
import { injectIntoHead } from '../lib/page-preloads';
import { primedReadsTag } from '../lib/primed-reads';

/** Paths that never fall back to the front end (vite.config.ts proxies the same ones). */
export const API_PATH = /^\/(api|s|health|dev)(\/|$|\?)/;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT_ERROR',
  413: 'VALIDATION_ERROR',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};

// Classes 22 (data exception: NUL byte, bad number, value too long, bad date or uuid) and 23 (integrity: unique, not null,
// check, foreign key) are caused by the input: they answer a catalogued 4xx, never a 500 (issue 10 item 6).
function inputDatabaseError(state: string | null): { status: number; code: ErrorCode } | null {
  if (!state) return null;
  if (state === '23505') return { status: 409, code: 'CONFLICT_ERROR' };
  if (state.startsWith('22') || state.startsWith('23')) return { status: 400, code: 'VALIDATION_ERROR' };
  return null;
}

function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export default fp(
  async function errorsPlugin(app) {
    app.decorateReply(
      'apiError',
      function apiError(this: FastifyReply, statusCode: number, code: ErrorCode, extras?: ApiErrorExtras) {
        return sendApiError(this, statusCode, code, extras);
      },
    );

    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (isApiError(error)) return sendApiError(reply, error.statusCode, error.code, error.extras);
      const fromInput = inputDatabaseError(sqlStateOf(error));
      if (fromInput) {
        // the error only: the logger's err serializer keeps no query parameters, no detail (lib/logger.ts)
        request.log.warn({ err: error }, 'database refused the input');
        return sendApiError(reply, fromInput.status, fromInput.code);
      }
      const status = statusOf(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendApiError(reply, 500, 'GENERIC_ERROR');
      }
      const code = CODE_BY_STATUS[status] ?? 'GENERIC_ERROR';
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit): a short message, no internals.
      const message =
        status === 429 ? 'Too many requests, try again later' : ((error as FastifyError).code ?? undefined);
      return sendApiError(reply, status, code, message ? { message } : {});
    });

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url;
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(path);
      const page = wantsPage ? app.renderAppPage?.(path) : null;
      if (page) {
        // History fallback: the front end's router decides what /cl/account/myOrders shows (issue 17: index.html with
        // that page's preload tags, from the static plugin). A signed-in page also carries its first reads, made with the
        // request's own session (lib/primed-reads.ts): personal, so never stored by a cache.
        // Issue 17: such a page also comes painted: the account area's frame, greeting the session's first name.
        const target = app.appPageOf?.(path);
        const primed = target?.session ? await primedReadsTag(app, request, target) : null;
        if (primed) reply.header('vary', 'cookie');
        const framed = primed?.firstName ? app.renderAppPage(path, { firstName: primed.firstName }) : null;
        return reply
          .header('cache-control', primed ? 'no-store' : 'no-cache')
          .type('text/html; charset=utf-8')
          .send(primed ? injectIntoHead(framed ?? page, [primed.tag]) : page);
      }
      return sendApiError(reply, 404, 'NOT_FOUND');
    });
  },
  { name: 'errors' },
);
