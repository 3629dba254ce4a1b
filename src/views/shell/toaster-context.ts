// How a page shows a toast: const toaster = useToaster(); toaster.show({ type: 'success', text: t('messages.successfulUpdationToasterMessage') }).
import { createContext, useContext } from 'react';
import type { ToastInput } from '../../machines/toaster/toaster.types';

export interface ToasterHandle {
  show: (toast: ToastInput) => void;
  dismiss: () => void;
}

export const ToasterContext = createContext<ToasterHandle | null>(null);

export function useToaster(): ToasterHandle {
  const handle = useContext(ToasterContext);
  if (!handle) throw new Error('useToaster() needs the app shell (ToasterProvider)');
  return handle;
}
