import type { AnyStateMachine } from 'xstate';
import type { AnyFlowEntry, FlowEntry } from './flow-entry.types';

/** Checks an entry against its own machine's types, then erases them so entries of different machines share one registry. */
export function defineFlow<TMachine extends AnyStateMachine>(entry: FlowEntry<TMachine>): AnyFlowEntry {
  return entry as unknown as AnyFlowEntry;
}
