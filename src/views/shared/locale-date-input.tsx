// Issue 16, spec §5: the birth date typed and shown in the page locale's order (dd-mm-aaaa for es and pt) instead of the
// browser's own date input, with the format as a hint. The machine keeps ISO YYYY-MM-DD: a typed text that is a whole
// date reaches it as ISO; anything else reaches it as typed (its rule then says it is not a date), so nothing typed is
// lost and the view decides no validity.
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOrderOf, exampleDate, formatLocalDate, parseLocalDate } from '../../rules/local-date';
import './forms.css';

export interface LocaleDateInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  id: string;
  /** ISO YYYY-MM-DD, or the text as typed while it is not a whole date */
  value: string;
  onChange(event: { target: { value: string } }): void;
}

export function LocaleDateInput({ id, value, onChange, ...rest }: LocaleDateInputProps) {
  const { t, i18n } = useTranslation('common');
  const order = dateOrderOf(i18n.language);
  const hintId = `${id}-format`;
  const describedBy = [rest['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <>
      <input
        {...rest}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete={rest.autoComplete ?? 'bday'}
        placeholder={t(`forms.dateFormat.${order}`)}
        aria-describedby={describedBy}
        value={formatLocalDate(value, order)}
        onChange={(event) =>
          onChange({ target: { value: parseLocalDate(event.target.value, order) ?? event.target.value } })
        }
      />
      <span id={hintId} className="date-field__hint">
        {t('forms.dateHint', { format: t(`forms.dateFormat.${order}`), example: exampleDate(order) })}
      </span>
    </>
  );
}
