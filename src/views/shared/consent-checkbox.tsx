// spec §9: one consent template as a checkbox with its text and, where it has one, a link to read more. Shared by the
// registration form and the signed-in consent check.
import type { InputHTMLAttributes } from 'react';
import type { ConsentTemplate } from '../../machines/shared/consent-template';
import { FieldError } from './form-field';

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

export interface ConsentFieldsetProps {
  legend: string;
  templates: readonly ConsentTemplate[];
  /** the connect's checkbox props of a template */
  getProps: (templateId: string) => InputHTMLAttributes<HTMLInputElement> & { id: string };
  readMoreLabel: string;
  /** the translated error when a required consent is not accepted */
  error: string | null;
}

/** spec §9 (issue 14): a registration's consents, one checkbox per template of the tenant, and the required-consent error. */
export function ConsentFieldset({ legend, templates, getProps, readMoreLabel, error }: ConsentFieldsetProps) {
  if (!templates.length) return null;
  return (
    <fieldset className="consents">
      <legend>{legend}</legend>
      {templates.map((template) => {
        const props = getProps(template.id);
        return (
          <ConsentCheckbox
            key={template.id}
            id={props.id}
            template={template}
            inputProps={props}
            readMoreLabel={readMoreLabel}
          />
        );
      })}
      <FieldError text={error} />
    </fieldset>
  );
}
