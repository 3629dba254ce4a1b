// spec §9: one consent template as a checkbox with its text and, where it has one, a link to read more. Shared by the
// registration form and the signed-in consent check.
import type { InputHTMLAttributes } from 'react';
import type { ConsentTemplate } from '../../machines/shared/consent-template';

export interface ConsentCheckboxProps {
  id: string;
  template: Pick<ConsentTemplate, 'text' | 'required' | 'url'>;
  /** the connect's checkbox props for this template */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  readMoreLabel: string;
}

export function ConsentCheckbox({ id, template, inputProps, readMoreLabel }: ConsentCheckboxProps) {
  return (
    <div className="field field--check">
      <input id={id} {...inputProps} />
      <label htmlFor={id}>
        {template.text}
        {template.required ? ' *' : ''}
      </label>
      {template.url ? (
        <a href={template.url} target="_blank" rel="noreferrer">
          {readMoreLabel}
        </a>
      ) : null}
    </div>
  );
}
