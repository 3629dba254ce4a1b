// Pure props for the social-login buttons (STYLE.md rule 7).
import type { SnapshotFrom } from 'xstate';
import type { socialLoginMachine } from './social-login.machine';
import type { SocialLoginEvent } from './social-login.types';

type Snapshot = SnapshotFrom<typeof socialLoginMachine>;

export interface SocialLoginApi {
  visible: boolean;
  redirecting: boolean;
  providers: { id: string; busy: boolean; onClick(): void }[];
}

export function connectSocialLogin(snapshot: Snapshot, send: (event: SocialLoginEvent) => void): SocialLoginApi {
  const redirecting = snapshot.matches('redirecting');
  return {
    visible: snapshot.matches('ready') || redirecting,
    redirecting,
    providers: snapshot.context.providers.map((id) => ({
      id,
      busy: redirecting && snapshot.context.chosen === id,
      onClick: () => send({ type: 'provider.choose', provider: id }),
    })),
  };
}
