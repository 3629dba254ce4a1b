// Pure props for the agent quotation report view.
import type { SnapshotFrom } from 'xstate';
import type { DateRangeError } from '../../rules/date-range';
import type { agentReportMachine } from './agent-report.machine';
import type { AgentReportEvent } from './agent-report.types';
import type { AgentReportResponse } from '../../contracts/quotes.contract';
import { errorAria, errorIdOf, fieldId } from '../shared/field-props';

type Snapshot = SnapshotFrom<typeof agentReportMachine>;
export type AgentReportStep = 'loading' | 'forbidden' | 'failed' | 'ready';
const STEPS: AgentReportStep[] = ['loading', 'forbidden', 'failed', 'ready'];

type DateProps = {
  id: string;
  name: string;
  type: 'date';
  value: string;
  disabled: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  onChange(e: { target: { value: string } }): void;
};

export interface AgentReportApi {
  step: AgentReportStep;
  report: AgentReportResponse | null;
  isEmpty: boolean;
  rangeError: DateRangeError | null;
  rangeErrorId: string;
  getFromProps(): DateProps;
  getToProps(): DateProps;
  getSubmitProps(): { type: 'submit'; disabled: boolean; 'aria-busy': boolean };
  onSubmit(e?: { preventDefault(): void }): void;
  retry(): void;
}

export function connectAgentReport(
  snapshot: Snapshot,
  send: (event: AgentReportEvent) => void,
  idPrefix = 'agent-report',
): AgentReportApi {
  const step = STEPS.find((s) => snapshot.matches(s)) ?? 'loading';
  const c = snapshot.context;
  const rangeErrorId = errorIdOf(fieldId(idPrefix, 'range'));
  const date = (field: 'from' | 'to'): DateProps => ({
    id: fieldId(idPrefix, field),
    name: field,
    type: 'date',
    value: c[field],
    disabled: step !== 'ready',
    ...errorAria(rangeErrorId, c.rangeError !== null),
    onChange: (e) => send({ type: 'filter.change', field, value: e.target.value }),
  });
  return {
    step,
    report: c.report,
    isEmpty: step === 'ready' && (c.report?.agents.length ?? 0) === 0,
    rangeError: c.rangeError,
    rangeErrorId,
    getFromProps: () => date('from'),
    getToProps: () => date('to'),
    getSubmitProps: () => ({ type: 'submit', disabled: step !== 'ready', 'aria-busy': step === 'loading' }),
    onSubmit: (e) => {
      e?.preventDefault();
      send({ type: 'filter.submit' });
    },
    retry: () => send({ type: 'report.retry' }),
  };
}
