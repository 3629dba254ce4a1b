// Issue 29: the "are you sure?" that deleting an address or a card and closing the add-card form ask: an alertdialog named
// by its heading and described by its text, then its actions (given in their order on screen, with their own focus).
// `modal`: over the page, on its backdrop; otherwise inside the dialog it confirms for (the add-card modal).
import type { ReactNode } from 'react';

export function ConfirmDialog({
  className = 'modal',
  modal = true,
  heading: Heading = 'h2',
  titleId,
  bodyId,
  title,
  body,
  children,
}: {
  className?: string;
  modal?: boolean;
  heading?: 'h2' | 'h3';
  titleId: string;
  bodyId: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  const dialog = (
    <div
      className={className}
      role="alertdialog"
      aria-modal={modal ? 'true' : undefined}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <Heading id={titleId}>{title}</Heading>
      <p id={bodyId}>{body}</p>
      <div className="modal__actions">{children}</div>
    </div>
  );
  return modal ? <div className="modal-backdrop">{dialog}</div> : dialog;
}
