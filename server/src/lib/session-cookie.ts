// WEB sessions ride in the HttpOnly `cuenta_sid` cookie (SameSite=Lax, Secure under https) with a readable `cuenta_csrf`
// cookie for double-submit; MOBILE sends the id in the `authorization` header (spec §7, docs/architecture.md "Sessions").
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, HEADERS, SESSION_COOKIE, type Channel } from '../../../src/contracts/services';
import { csrfTokenFor, looksLikeSessionId, safeEqual } from './session-token';

export interface SessionCredential {
  rawId: string;
  /** how the id came: a cookie (WEB, CSRF applies to writes) or the authorization header (MOBILE) */
  via: 'cookie' | 'header';
}

/** The channel header (spec §7); anything but MOBILE is WEB. */
export function requestChannel(request: FastifyRequest): Channel {
  const raw = request.headers[HEADERS.channel];
  return typeof raw === 'string' && raw.trim().toUpperCase() === 'MOBILE' ? 'MOBILE' : 'WEB';
}

/** Reads the session id: `authorization: <id>` (or `Bearer <id>`) first, then the cookie. */
export function readSessionCredential(request: FastifyRequest): SessionCredential | null {
  const header = request.headers[HEADERS.authorization];
  if (typeof header === 'string' && header.trim()) {
    const rawId = header.trim().replace(/^Bearer\s+/i, '');
    return looksLikeSessionId(rawId) ? { rawId, via: 'header' } : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie && looksLikeSessionId(cookie)) return { rawId: cookie, via: 'cookie' };
  return null;
}

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

/**
 * Sets the session cookie and its CSRF companion. Call it after app.sessions.create() on WEB logins;
 * MOBILE callers receive the raw id in the response body instead.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, rawId: string): void {
  const secure = isHttps(request);
  reply.setCookie(SESSION_COOKIE, rawId, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  // Readable by the front end, which echoes it in x-csrf-token on every write.
  reply.setCookie(CSRF_COOKIE, csrfTokenFor(rawId), { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

/** spec §4: an expired session "resets a cookie to a default": both cookies are cleared. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  reply.clearCookie(CSRF_COOKIE, { path: '/', httpOnly: false, sameSite: 'lax', secure });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Double-submit check for a cookie-authenticated write: header equals cookie equals the token derived from the session. */
export function csrfOk(request: FastifyRequest, credential: SessionCredential): boolean {
  if (credential.via === 'header' || SAFE_METHODS.has(request.method)) return true;
  const header = request.headers[HEADERS.csrf];
  const cookie = request.cookies[CSRF_COOKIE];
  const expected = csrfTokenFor(credential.rawId);
  // constant-time comparisons: the token is a secret derived from the session id
  return (
    typeof header === 'string' && typeof cookie === 'string' && safeEqual(header, cookie) && safeEqual(header, expected)
  );
}
