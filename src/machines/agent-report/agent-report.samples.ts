// Sample events of agentReportMachine (pure data).
import type { AgentReportEvent } from './agent-report.types';
import type { AgentReportResponse } from '../../contracts/quotes.contract';

export const agentReportSample: AgentReportResponse = {
  from: null,
  to: null,
  agents: [
    {
      agentId: 'a1',
      agentName: 'Agente Demo Chile',
      agentEmail: 'agent.cl@demo.example.com',
      total: 1,
      quotations: [
        {
          quotationId: 'q1',
          number: '4100000042',
          createdAt: '2026-03-02T12:00:00.000Z',
          customerEmail: 'shopper.cl@demo.example.com',
          customerName: 'Camila Rojas',
          store: 'Tienda Santiago',
          total: 35980,
          currency: 'CLP',
          origin: 'list',
        },
      ],
    },
  ],
};
export const emptyAgentReportSample: AgentReportResponse = { from: '2020-01-01', to: '2020-01-31', agents: [] };

export const agentReportSampleEvents: AgentReportEvent[] = [
  { type: 'filter.change', field: 'from', value: '2026-03-01' },
  { type: 'filter.change', field: 'to', value: '2026-02-01' },
  { type: 'filter.submit' },
  { type: 'report.retry' },
];

export const agentReportFlowSamples = {
  common: [
    ...agentReportSampleEvents,
    { type: 'xstate.done.actor.loadReport', output: agentReportSample },
    { type: 'xstate.done.actor.loadReport', output: emptyAgentReportSample },
    { type: 'xstate.error.actor.loadReport', error: { code: 'FORBIDDEN' } },
    { type: 'xstate.error.actor.loadReport', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
