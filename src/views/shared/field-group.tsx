// Issue 16: fields that read together (names, document type + number, phone prefix + number, a geo cascade) grouped in a
// fieldset with its legend, two columns from the phablet class up (720 px, spec §9) and one column below (forms.css).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './forms.css';

export type FieldGroupName = 'account' | 'personal' | 'document' | 'contact' | 'company' | 'place';

export function FieldGroup({
  name,
  legend,
  narrowFirst = false,
  children,
}: {
  name: FieldGroupName;
  /** the form's own title for the group (already translated); default: common's forms.groups.<name> */
  legend?: string;
  /** a short first column (a document type, a dialling prefix) beside a wide second one */
  narrowFirst?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="form-group" data-group={name}>
      <legend>{legend ?? t(`forms.groups.${name}`)}</legend>
      <div className={`form-grid${narrowFirst ? ' form-grid--narrow-first' : ''}`}>{children}</div>
    </fieldset>
  );
}
