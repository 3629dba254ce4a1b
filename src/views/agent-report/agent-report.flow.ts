// Issue 15 (STYLE.md §16): the agent quotation report's edge (spec §6). The server answers 403 to anyone but an agent.
import { defineFlow } from '../../flows/define-flow';
import { agentReportMachine } from '../../machines/agent-report/agent-report.machine';
import { agentReportFlowSamples } from '../../machines/agent-report/agent-report.samples';
import { quotesActors } from '../lists/lists-env';
import { serviceActor } from '../shared/service-actor';
import type { AgentReportResponse } from '../../contracts/quotes.contract';

export const agentReportFlow = defineFlow({
  name: 'agent-report',
  description:
    'The agent quotation report: what each agent quoted while impersonating, with day filters; agents only (spec §6).',
  machine: agentReportMachine,
  loadView: () => import('./agent-report.view').then((m) => m.AgentReportView),
  namespaces: ['quotes'],
  samples: agentReportFlowSamples,
  delays: {},
  input: () => undefined,
  implementations: quotesActors((api, env) => ({
    loadReport: serviceActor<AgentReportResponse, { from: string; to: string }>(env, (range, signal) =>
      api.agentReport(range, signal),
    ),
  })),
  driver: {
    'filter.change': (d, e) => d.fill(e.field, e.value),
    'filter.submit': (d) => d.click(d.t('quotes:agentReport.submit')),
    'report.retry': (d) => d.click(d.t('quotes:agentReport.retry')),
  },
  graphContext: (c) => ({
    from: c.from,
    to: c.to,
    rangeError: c.rangeError,
    report: c.report === null ? null : c.report.agents.length,
  }),
  complete: true,
});
