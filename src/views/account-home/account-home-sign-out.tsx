// spec §2 account home: the sign-out button and its failure line. Renders accountHomeMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAccountHome } from '../../machines/account-home/account-home.connect';
import type { accountHomeMachine } from '../../machines/account-home/account-home.machine';

export function SignOutView({ actorRef }: { actorRef: ActorRefFrom<typeof accountHomeMachine> }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const home = connectAccountHome(
    useSelector(actorRef, (s) => s),
    actorRef.send,
  );
  return (
    <div className="account-home__sign-out">
      {home.failed ? (
        <p className="banner banner--error" role="alert">
          {ta('home.signOutFailed')}
        </p>
      ) : null}
      <button className="button-secondary" {...home.getSignOutProps()}>
        {home.isSigningOut ? ta('home.signingOut') : t('account.signOut')}
      </button>
    </div>
  );
}
