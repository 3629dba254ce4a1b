// The toaster view (spec §9): the machine decides what shows and for how long; this only renders and sends.
// ToasterView renders a given actor (the Flow Explorer and the model test hand it theirs); ToasterProvider creates the
// app's actor, offers show/dismiss to the pages through the context and renders ToasterView. spec §8: every error toast
// shown through it is recorded for analytics by its message key, never its text (src/views/shell/error-analytics.ts).
import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { toasterMachine } from '../../machines/toaster/toaster.machine';
import { connectToaster } from '../../machines/toaster/toaster.connect';
import type { FlowViewProps } from '../../flows/flow-entry.types';
import { ToasterContext, type ToasterHandle } from './toaster-context';
import { getInspect } from '../flows/inspect';
import { withErrorAnalytics } from './report-error';

export function ToasterView({ actorRef }: FlowViewProps<typeof toasterMachine>) {
  const { t } = useTranslation();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectToaster(snapshot, actorRef.send);
  return (
    <section className="toaster" aria-label={t('toaster.region')}>
      {/* the live region stays mounted so that screen readers announce what enters it */}
      <div role={api.live === 'assertive' ? 'alert' : 'status'} aria-live={api.live} aria-atomic="true">
        {api.isVisible && api.toast ? (
          <div className={`toast toast-${api.toast.type}`} data-toast-type={api.toast.type}>
            <span className="visually-hidden">{t(`toaster.${api.toast.type}`)}: </span>
            <p className="toast-text">{api.toast.text}</p>
            {api.toast.actions?.map((action) => (
              <button
                key={action.label}
                type="button"
                className="toast-action"
                onClick={() => {
                  action.onSelect();
                  api.dismiss();
                }}
              >
                {action.label}
              </button>
            ))}
            <button type="button" className="toast-close" onClick={api.dismiss} aria-label={t('toaster.close')}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function ToasterProvider({ children }: { children: ReactNode }) {
  const actorRef = useActorRef(toasterMachine, { inspect: getInspect() });
  const handle = useMemo<ToasterHandle>(
    () => ({
      show: (toast) => {
        if (toast.type === 'error') void withErrorAnalytics((analytics) => analytics.recordErrorToast(toast));
        actorRef.send({ type: 'toast.show', toast });
      },
      dismiss: () => actorRef.send({ type: 'toast.dismiss' }),
    }),
    [actorRef],
  );
  return (
    <ToasterContext.Provider value={handle}>
      {children}
      <ToasterView actorRef={actorRef} />
    </ToasterContext.Provider>
  );
}
