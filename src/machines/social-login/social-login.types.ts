// spec §2 "a social login option": the providers configured for the tenant, and the choice of one.
export interface SocialLoginInput {
  returnTo: string;
}

export interface SocialLoginContext {
  returnTo: string;
  providers: string[];
  chosen: string | null;
}

export type SocialLoginEvent = { type: 'provider.choose'; provider: string };

export type SocialLoginActorName = 'loadProviders';
/** navigates the browser to the provider (a full page load: the provider's pages are not ours) */
export type SocialLoginActionName = 'redirectToProvider';
