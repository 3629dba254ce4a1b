// spec §2 "a social login option": one button per provider configured for the tenant; nothing when there is none.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectSocialLogin } from '../../machines/social-login/social-login.connect';
import type { socialLoginMachine } from '../../machines/social-login/social-login.machine';

// 'demo': the development identity provider the server runs outside production without real providers
const NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple', demo: 'ID de prueba' };

export interface SocialLoginViewProps {
  actorRef: ActorRefFrom<typeof socialLoginMachine>;
}

export function SocialLoginView({ actorRef }: SocialLoginViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSocialLogin(snapshot, actorRef.send);
  // issue 17 (nothing moves): the slot keeps the height the server announced for the tenant's providers
  // (html[data-social-providers], plugins/external/static.ts) while they load, so the buttons appear in place
  if (!api.visible) return <div className="social-login-slot" />;
  return (
    <div className="social-login-slot">
      <section className="social-login" aria-label={t('login.socialTitle')}>
        <p>{t('login.socialTitle')}</p>
        {api.providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className="button"
            disabled={api.redirecting}
            aria-busy={provider.busy}
            onClick={provider.onClick}
          >
            {t('login.socialContinue', { provider: NAMES[provider.id] ?? provider.id })}
          </button>
        ))}
      </section>
    </div>
  );
}
