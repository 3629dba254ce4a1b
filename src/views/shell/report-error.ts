// spec §8: error analytics for the shell (the routes' error element, the toaster's error toasts). What is recorded is
// decided in error-analytics.ts, which loads with the first error: the login's first load carries only this function.
type ErrorAnalytics = typeof import('./error-analytics');

/** Runs `record` with the error analytics once they are loaded; analytics that cannot load are left out. */
export function withErrorAnalytics(record: (analytics: ErrorAnalytics) => void): Promise<void> {
  // a recorder that cannot load (offline, a replaced deploy) must not put a second error on the screen
  return import('./error-analytics').then(record, () => undefined);
}
