// spec §4: what the session actor shows: nothing while the session lives, the re-login modal where configured.
// Its texts are in `common` (issue 17): the shell renders it around every signed-in page, which then loads no other
// namespace for it.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectSession } from '../../machines/session/session.connect';
import type { sessionMachine } from '../../machines/session/session.machine';
import { keepDraft } from '../shared/form-draft';
import { useDialog } from '../shared/use-dialog';

export interface SessionViewProps {
  actorRef: ActorRefFrom<typeof sessionMachine>;
  tenantId?: string;
}

export function SessionView({ actorRef, tenantId = 'cl' }: SessionViewProps) {
  const { t } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectSession(snapshot, actorRef.send);
  if (!api.isReloginOpen) {
    return api.isExpired ? (
      <p className="session-expired" role="status" data-session-timeout={api.sessionTimeOut}>
        {t('session.expiredTitle')}
      </p>
    ) : null;
  }
  return <ReloginDialog api={api} tenantId={tenantId} />;
}

function ReloginDialog({ api, tenantId }: { api: ReturnType<typeof connectSession>; tenantId: string }) {
  const { t } = useTranslation();
  // focus enters and stays in the dialog and returns to where it was; Escape does not close it (the session is gone:
  // the user chooses to sign in again or to leave)
  const { ref, onKeyDown } = useDialog<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="session-expired-title"
      data-session-timeout={api.sessionTimeOut}
      data-closing={api.isClosing || undefined}
      onKeyDown={onKeyDown}
    >
      <h2 id="session-expired-title">{t('session.expiredTitle')}</h2>
      <p>{t('session.expiredBody')}</p>
      <a
        className="button button--primary"
        href={api.loginHref(tenantId)}
        // the link leaves the page: what the user was typing comes back after login (form-draft.ts)
        onClick={(event) => {
          const view = event.currentTarget.ownerDocument.defaultView;
          if (view) keepDraft(view.document, view.sessionStorage, view.location.pathname + view.location.search);
        }}
      >
        {t('session.loginAgain')}
      </a>
      <button type="button" className="button" onClick={api.onDismiss}>
        {t('session.dismiss')}
      </button>
    </div>
  );
}
