// Lets any page report a session-expired answer to the app-level session actor (spec §4), without importing it.
import { createContext, useContext } from 'react';

export interface SessionReporter {
  /** call with any error a service threw: a SessionExpiredError expires the session (redirect or re-login modal) */
  report(error: unknown): void;
  /** marks user activity (refreshes the session through /v1/validate at most once a minute) */
  activity(): void;
}

const noop: SessionReporter = { report: () => {}, activity: () => {} };

export const SessionReporterContext = createContext<SessionReporter>(noop);

export const useSessionReporter = (): SessionReporter => useContext(SessionReporterContext);
