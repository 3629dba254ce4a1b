// spec §4: the app-level session actor. A session-expired answer anywhere sends the user to login with the return path,
// or opens a re-login modal where a modal redirect is configured; activity refreshes the session through /v1/validate.

export interface SessionInput {
  /** spec §4: "unless a modal redirect is configured" */
  modalRedirect: boolean;
  returnTo?: string;
}

export interface SessionContext {
  modalRedirect: boolean;
  returnTo: string;
  /** spec §4: the result of an expired call carries sessionTimeOut true */
  sessionTimeOut: boolean;
}

/** What validateSession rejects with when the server answered session-expired. */
export interface SessionFailure {
  sessionTimeOut?: boolean;
}

export type SessionEvent =
  | { type: 'session.activity' }
  | { type: 'session.expired' }
  | { type: 'session.navigate'; path: string }
  | { type: 'session.restored' }
  | { type: 'relogin.dismiss' };

export type SessionActorName = 'validateSession';
export type SessionActionName = 'redirectToLogin' | 'resetSessionCookie';
export type SessionDelayName = 'refreshInterval' | 'closeAnimation';
