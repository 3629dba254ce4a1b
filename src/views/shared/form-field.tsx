// The label / input / error markup of a form field, shared by the registration-family views (registration, lite and company
// registration, collaborator onboarding). Renders only: the label and error arrive translated, the input props come from a
// connect's getTextProps.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CompleteFieldProps } from '../../machines/shared/field-props';
import { LocaleDateInput } from './locale-date-input';

/** The error under a field, announced as it appears; nothing when there is no error. */
export function FieldError({ id, text }: { id?: string; text: string | null | undefined }) {
  return text ? (
    <span id={id} className="field__error" role="alert">
      {text}
    </span>
  ) : null;
}

export interface TextInputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** the translated error, shown below the input and linked to it with aria-describedby */
  error: string | null | undefined;
}

export function TextInputField({ id, label, error, ...input }: TextInputFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={error ? errorId : undefined} {...input} />
      <FieldError id={errorId} text={error} />
    </div>
  );
}

/** The translated label and error of a connect's field (issue 9: the connect gives the keys, the view translates). */
export function fieldTexts<K extends string, E extends string>(
  t: (key: K | E) => string,
  field: CompleteFieldProps<K, E>,
): { label: string; error: string | null } {
  return { label: t(field.label.key), error: field.error.key ? t(field.error.key) : null };
}

/** A field's frame: the label (" *" when required), the control given as `children`, the error under it. */
export function LabelledField({
  field,
  label,
  error,
  children,
}: {
  field: Pick<CompleteFieldProps, 'label' | 'error'>;
  label: string;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.label.htmlFor}>
        {label}
        {field.label.required ? ' *' : ''}
      </label>
      {children}
      <FieldError id={field.error.id} text={error} />
    </div>
  );
}

export interface FieldViewProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof CompleteFieldProps['input']> {
  field: CompleteFieldProps;
  /** the translated label and error (the view's t(field.label.key), t(field.error.key)) */
  label: string;
  error: string | null;
}

/** Issue 9: renders a connect's complete field props; `rest` carries only presentation (type, autoComplete). */
export function FieldView({ field, label, error, ...rest }: FieldViewProps) {
  return (
    <LabelledField field={field} label={label} error={error}>
      <input {...rest} {...field.input} />
    </LabelledField>
  );
}

/** Issue 16: a date field (the birth date) typed in the page locale's order; the machine's value stays ISO. */
export function DateFieldView({ field, label, error, type: _type, ...rest }: FieldViewProps) {
  return (
    <LabelledField field={field} label={label} error={error}>
      <LocaleDateInput {...rest} {...field.input} />
    </LabelledField>
  );
}

/** A checkbox with its label after it (the terms, the registration's yes/no fields); `label` arrives translated. */
export function CheckFieldView({
  field,
  label,
  error,
}: {
  field: Pick<CompleteFieldProps, 'error'> & {
    label: { htmlFor: string };
    input: InputHTMLAttributes<HTMLInputElement>;
  };
  label: string;
  error: string | null;
}) {
  return (
    <div className="field field--check">
      <input {...field.input} />
      <label htmlFor={field.label.htmlFor}>{label}</label>
      <FieldError id={field.error.id} text={error} />
    </div>
  );
}
