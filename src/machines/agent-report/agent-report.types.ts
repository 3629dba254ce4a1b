// spec §6 "Agent: ... agent quotation report": what each agent quoted while impersonating, filtered by days. Agents only.
import type { AgentReportResponse } from '../../contracts/quotes.contract';
import type { DateRangeError } from '../../rules/date-range';

export interface AgentReportContext {
  from: string;
  to: string;
  rangeError: DateRangeError | null;
  report: AgentReportResponse | null;
}

export type AgentReportEvent =
  { type: 'filter.change'; field: 'from' | 'to'; value: string } | { type: 'filter.submit' } | { type: 'report.retry' };

export type AgentReportActorName = 'loadReport';
