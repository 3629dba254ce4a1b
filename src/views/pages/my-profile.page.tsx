// spec §2 myProfile: the personal data form. The machine decides when to tell; the app's toaster says it (spec §8 texts).
import { useTranslation } from 'react-i18next';
import { useFlow } from '../flows/use-flow';
import { myProfileFlow } from '../my-profile/my-profile.flow';
import { MyProfileView } from '../my-profile/my-profile.view';
import { useToaster } from '../shell/toaster-context';

export default function MyProfilePage() {
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const actorRef = useFlow(myProfileFlow, undefined, {
    notify: (_: unknown, params: { result: 'saved' | 'failed' }) =>
      toaster.show(
        params.result === 'saved'
          ? { type: 'success', text: t('profile.saved') }
          : { type: 'error', text: t('profile.failed'), errorKey: 'account:profile.failed' },
      ),
  });
  return (
    <div className="page" data-page="myProfile">
      <MyProfileView actorRef={actorRef} />
    </div>
  );
}
