// spec §2 myProfile: the personal data form. The machine decides when to tell; the app's toaster says it (spec §8 texts).
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { myProfileMachine } from '../../machines/my-profile/my-profile.machine';
import { getInspect } from '../flows/inspect';
import { useFlowMachine } from '../flows/use-flow';
import { myProfileFlow } from '../my-profile/my-profile.flow';
import { MyProfileView } from '../my-profile/my-profile.view';
import { useToaster } from '../shell/toaster-context';
import { useTenant } from '../shell/use-tenant';

export default function MyProfilePage() {
  const tenant = useTenant();
  const toaster = useToaster();
  const { t } = useTranslation('account');
  const flowMachine = useFlowMachine(myProfileFlow) as typeof myProfileMachine;
  const machine = useMemo(
    () =>
      flowMachine.provide({
        actions: {
          notify: (_, params) =>
            toaster.show(
              params.result === 'saved'
                ? { type: 'success', text: t('profile.saved') }
                : { type: 'error', text: t('profile.failed') },
            ),
        },
      }),
    [flowMachine, toaster, t],
  );
  const actorRef = useActorRef(machine, {
    input: { country: tenant.country, documentTypes: tenant.documents.personal },
    inspect: getInspect(),
  });
  return (
    <div className="page" data-page="myProfile">
      <MyProfileView actorRef={actorRef} />
    </div>
  );
}
