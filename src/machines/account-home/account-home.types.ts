// spec §2 account home: the sign-out decision (issue 9: it used to be a click handler calling the logout service).
export type AccountHomeEvent = { type: 'signOut.start' } | { type: 'signOut.retry' };
export interface AccountHomeContext {
  failed: boolean;
}
export type AccountHomeActorName = 'logout';
