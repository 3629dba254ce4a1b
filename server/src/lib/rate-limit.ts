// Per-route limits for anything that sends mail or checks a secret (login, OTP, recovery): pass as the route's `config`.
//   app.post('/v1/otp', { config: strictRateLimit() }, handler)
// The global limit (plugins/external/rate-limit.ts) applies to every route; this one replaces it on that route.
export interface StrictRateLimitOptions {
  /** requests per window and client (default 5) */
  max?: number;
  /** window in milliseconds (default one minute) */
  windowMs?: number;
}

export function strictRateLimit(options: StrictRateLimitOptions = {}) {
  return { rateLimit: { max: options.max ?? 5, timeWindow: options.windowMs ?? 60_000 } };
}
