// A button that runs one of the machine's actions: disabled while it may not, aria-busy while it runs (screen readers hear
// that it is working).
import type { ReactNode } from 'react';

export interface BusyButtonProps {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}

export function BusyButton({ busy, disabled, onClick, className = 'button', children }: BusyButtonProps) {
  return (
    <button type="button" className={className} disabled={disabled} aria-busy={busy} onClick={onClick}>
      {children}
    </button>
  );
}
