// spec §2, §5, §7: change password (old password, the differ rule). Renders changePasswordMachine; decides nothing.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectChangePassword } from '../../machines/change-password/change-password.connect';
import type { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { PasswordField } from '../password-field/new-password-field.view';
import { ErrorBanner } from '../shared/banners';
import { ActionScreen, BusySubmit } from '../shared/code-form';
import { TitledForm } from '../shared/titled-form';

export interface ChangePasswordViewProps {
  actorRef: ActorRefFrom<typeof changePasswordMachine>;
}

export function ChangePasswordView({ actorRef }: ChangePasswordViewProps) {
  const { t } = useTranslation('login');
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectChangePassword(snapshot, actorRef.send);
  const { email, policy, mode } = snapshot.context;

  if (api.step === 'saved') {
    return (
      <ActionScreen
        className="change-password change-password--done"
        live
        title={t('changePassword.savedTitle')}
        actionLabel={t('changePassword.again')}
        onAction={api.onReset}
      >
        <p>{t('changePassword.savedBody')}</p>
      </ActionScreen>
    );
  }

  return (
    <TitledForm
      className="change-password"
      onSubmit={api.onSubmit}
      titleId={api.titleId}
      title={t('changePassword.title')}
      step={api.step}
    >
      <ErrorBanner text={api.errorKey ? t(api.errorKey) : null} />
      <PasswordField
        input={{ policy, email }}
        label={t('changePassword.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        showValidity={false}
        errorText={api.oldPasswordErrorKey ? t(api.oldPasswordErrorKey) : null}
        onValueChange={api.change('oldPassword')}
      />
      <PasswordField
        input={{ policy, email, accountType: mode === 'company' ? 'ORGANIZATION' : 'INDIVIDUAL' }}
        label={t('changePassword.newPassword')}
        name="newPassword"
        errorText={api.newPasswordErrorKey ? t(api.newPasswordErrorKey) : null}
        onValueChange={api.change('newPassword')}
      />
      <BusySubmit busy={api.isBusy}>{api.isBusy ? t('changePassword.saving') : t('changePassword.save')}</BusySubmit>
    </TitledForm>
  );
}
