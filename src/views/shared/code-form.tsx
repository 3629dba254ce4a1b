// Issue 29: the pieces of the account forms that ask for a password or an emailed code - login, password recovery and
// change, email change, the step-up (issue 31) and the registrations: the titled form, the code field, the busy submit and
// the link-styled actions under it. Render only: texts arrive translated, props come from the flow's connect.
import { Fragment, type ReactNode } from 'react';
import type { CompleteFieldProps } from '../../machines/shared/field-props';
import { LabelledField } from './form-field';
import { ValidatedForm, type ValidatedFormProps } from './validated-form';

/** A form whose h1 names it; after a failed submit ValidatedForm moves the focus to the first invalid field (issue 16). */
export function TitledForm({
  className,
  onSubmit,
  titleId,
  title,
  step,
  children,
}: {
  className: string;
  onSubmit: ValidatedFormProps['onSubmit'];
  titleId: string;
  title: ReactNode;
  /** the machine's step, for the e2e journeys and the CSS (`data-step`) */
  step?: string;
  children: ReactNode;
}) {
  return (
    <ValidatedForm className={className} noValidate onSubmit={onSubmit} aria-labelledby={titleId} data-step={step}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </ValidatedForm>
  );
}

/** The emailed one-time code: numeric, filled from the message where the device offers it, with its length as a hint. */
export function CodeField({
  field,
  label,
  error,
  maxLength,
  hintId,
  hint,
}: {
  field: CompleteFieldProps;
  label: string;
  error: string | null;
  maxLength: number;
  hintId: string;
  hint: string;
}) {
  return (
    <LabelledField field={field} label={label} error={error}>
      <input {...field.input} inputMode="numeric" autoComplete="one-time-code" maxLength={maxLength} />
      <span id={hintId} className="hint">
        {hint}
      </span>
    </LabelledField>
  );
}

/** The primary submit, disabled and marked busy while the machine works. */
export function BusySubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button className="button button--primary" type="submit" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

/** Secondary actions as links on one line ("Resend the code · Start over"), disabled while the machine works. */
export function LinkActions({
  busy,
  actions,
}: {
  busy: boolean;
  actions: ReadonlyArray<{ label: string; onClick: () => void }>;
}) {
  return (
    <p>
      {actions.map((a, i) => (
        <Fragment key={a.label}>
          {i > 0 ? ' · ' : null}
          <button type="button" className="link" disabled={busy} onClick={a.onClick}>
            {a.label}
          </button>
        </Fragment>
      ))}
    </p>
  );
}
