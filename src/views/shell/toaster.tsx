// The toaster view (spec §9): the machine decides what shows and for how long; this only renders and sends.
import { useMemo, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { toasterMachine } from '../../machines/toaster/toaster.machine';
import { connectToaster } from '../../machines/toaster/toaster.connect';
import { ToasterContext, type ToasterHandle } from './toaster-context';

export function ToasterProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(toasterMachine);
  const api = connectToaster(snapshot, send);
  const handle = useMemo<ToasterHandle>(
    () => ({ show: (toast) => send({ type: 'toast.show', toast }), dismiss: () => send({ type: 'toast.dismiss' }) }),
    [send],
  );
  return (
    <ToasterContext.Provider value={handle}>
      {children}
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
    </ToasterContext.Provider>
  );
}
