// Issue 6: the toaster driven by the Explorer's actor. The shell's ToasterProvider (src/views/shell/toaster.tsx) creates its
// own actor with useMachine, so it cannot be handed one; this adapter renders the same connectToaster props with the
// shell's class names until the shell exports a `ToasterView({ actorRef })` (then loadView should point at it).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { connectToaster } from '../../../machines/toaster/toaster.connect';
import type { toasterMachine } from '../../../machines/toaster/toaster.machine';
import type { FlowViewProps } from '../flow-entry.types';

export function ToasterPreview({ actorRef }: FlowViewProps<typeof toasterMachine>) {
  const { t } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectToaster(snapshot, actorRef.send);
  return (
    <section className="toaster" aria-label={t('toaster.region')}>
      <div role={api.live === 'assertive' ? 'alert' : 'status'} aria-live={api.live} aria-atomic="true">
        {api.isVisible && api.toast ? (
          <div className={`toast toast-${api.toast.type}`} data-toast-type={api.toast.type}>
            <span className="visually-hidden">{t(`toaster.${api.toast.type}`)}: </span>
            <p className="toast-text">{api.toast.text}</p>
            <button type="button" className="toast-close" onClick={api.dismiss} aria-label={t('toaster.close')}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
