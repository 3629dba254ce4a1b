// spec §6 "Agent: ... agent quotation report": what each agent quoted while impersonating, filtered by days. Agents only.
import type { DateRangeError } from '../../rules/date-range';

export interface AgentReportRowData {
  quotationId: string;
  number: string;
  createdAt: string;
  customerEmail: string;
  customerName: string;
  store: string;
  total: number;
  currency: string;
  origin: string;
}

export interface AgentReportData {
  from: string | null;
  to: string | null;
  agents: { agentId: string; agentName: string; agentEmail: string; quotations: AgentReportRowData[]; total: number }[];
}

export interface AgentReportContext {
  from: string;
  to: string;
  rangeError: DateRangeError | null;
  report: AgentReportData | null;
}

export type AgentReportEvent =
  { type: 'filter.change'; field: 'from' | 'to'; value: string } | { type: 'filter.submit' } | { type: 'report.retry' };

export type AgentReportActorName = 'loadReport';
