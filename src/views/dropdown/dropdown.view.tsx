// spec §4, §9: a combobox dropdown (ARIA 1.2 select-only / searchable combobox). The machine decides placement (flip upward
// below 170 px), closing on choice and clearing the search; this view measures the space and renders.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { dropdownMachine } from '../../machines/dropdown/dropdown.machine';
import { connectDropdown } from '../../machines/dropdown/dropdown.connect';
import { DROPDOWN_MAX_HEIGHT_PX, type DropdownOption } from '../../machines/dropdown/dropdown.types';
import { FieldError } from '../shared/form-field';

export interface DropdownProps {
  label: string;
  name: string;
  options: DropdownOption[];
  value: string | null;
  onSelect: (value: string) => void;
  searchable?: boolean;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  loading?: boolean;
  errorText?: string | null;
  /** xstate inspection (model tests record coverage with it) */
  inspect?: (event: InspectionEvent) => void;
}

/** spec §9: the list's max height, read by shell.css (`.dropdown__panel [role='listbox']`), from the machine's constant */
const LISTBOX_STYLE = { '--dropdown-max-height': `${DROPDOWN_MAX_HEIGHT_PX}px` } as CSSProperties;

/** How much of the viewport is left under the trigger (the panel opens upwards when too little is). */
export const spaceBelowTrigger = (trigger: unknown): number =>
  trigger instanceof Element ? window.innerHeight - trigger.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;

export interface DropdownViewProps extends Omit<DropdownProps, 'options' | 'value' | 'onSelect' | 'inspect'> {
  actorRef: ActorRefFrom<typeof dropdownMachine>;
  /** the value the owner holds (default: the machine's own choice) */
  value?: string | null;
  onSelect?: (value: string) => void;
}

/** The markup of a dropdown over a given actor (the Flow Explorer and the model test hand one in). */
export function DropdownView({
  actorRef,
  label,
  name,
  value,
  onSelect,
  searchable,
  required,
  disabled,
  invalid,
  loading,
  errorText,
}: DropdownViewProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const snapshot = useSelector(actorRef, (s) => s);
  const api = connectDropdown(snapshot, actorRef.send, {
    id: `${id}-combobox`,
    onSelect,
    measureSpaceBelow: spaceBelowTrigger,
  });
  const selected =
    value === undefined ? api.selected : (snapshot.context.options.find((option) => option.value === value) ?? null);
  const labelId = `${id}-label`;
  const triggerProps = api.getTriggerProps();

  return (
    <div className="field dropdown" data-name={name} data-open={api.isOpen || undefined}>
      <span id={labelId} className="field__label">
        {label}
        {required ? ' *' : ''}
      </span>
      <div
        className="dropdown__trigger"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        aria-busy={loading || undefined}
        {...triggerProps}
        tabIndex={disabled ? -1 : 0}
        onClick={disabled ? undefined : triggerProps.onClick}
        onKeyDown={disabled ? undefined : triggerProps.onKeyDown}
      >
        {selected ? selected.label : t('dropdown.placeholder')}
      </div>
      {api.isOpen ? (
        <div className={`dropdown__panel dropdown__panel--${api.placement}`}>
          {searchable ? <input aria-label={t('dropdown.search')} autoFocus {...api.getSearchProps()} /> : null}
          <ul aria-labelledby={labelId} style={LISTBOX_STYLE} {...api.getListboxProps()}>
            {api.options.length === 0 ? <li role="presentation">{t('dropdown.noOptions')}</li> : null}
            {api.options.map((option, index) => (
              <li key={option.value} {...api.getOptionProps(option, index)}>
                {option.label}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FieldError text={errorText} />
    </div>
  );
}

/** A dropdown with its own actor; its owner holds the options and the value. */
export function Dropdown({ options, value, inspect, searchable, ...props }: DropdownProps) {
  const actorRef = useActorRef(dropdownMachine, { input: { options, searchable, value }, inspect });
  // the option list is owned by the caller (it changes as a cascade loads): keep the machine's copy in step
  useEffect(() => {
    actorRef.send({ type: 'options.set', options });
  }, [actorRef, options]);
  return <DropdownView actorRef={actorRef} value={value} searchable={searchable} {...props} />;
}
