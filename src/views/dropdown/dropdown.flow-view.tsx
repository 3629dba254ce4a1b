// The dropdown as the Flow Explorer and the model test show it: the real markup (DropdownView) over a given actor, labelled
// as the region of an address; like every owner of options, it hands them to the machine once mounted.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowViewProps } from '../../flows/flow-entry.types';
import type { dropdownMachine } from '../../machines/dropdown/dropdown.machine';
import { DropdownView } from './dropdown.view';

export function DropdownFlowView({ actorRef }: FlowViewProps<typeof dropdownMachine>) {
  const { t } = useTranslation('registration');
  useEffect(() => {
    actorRef.send({ type: 'options.set', options: actorRef.getSnapshot().context.options });
  }, [actorRef]);
  return (
    <DropdownView
      actorRef={actorRef}
      label={t('companyFields.state')}
      name="state"
      searchable={actorRef.getSnapshot().context.searchable}
    />
  );
}
