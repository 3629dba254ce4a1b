// A store picker (the product page's stock table, a list's quotation): the field's label, the connect's select props and the
// tenant's stores, with an optional first option that asks for a choice.
import type { SelectHTMLAttributes } from 'react';

export interface StoreSelectProps {
  label: string;
  select: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
  stores: readonly { id: string; name: string }[];
  /** a disabled first option shown until a store is chosen */
  placeholder?: string;
  className?: string;
}

export function StoreSelect({ label, select, stores, placeholder, className }: StoreSelectProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={select.id}>{label}</label>
      <select className="field-control" name="store" {...select}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
