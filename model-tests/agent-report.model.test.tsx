// Model-based test (STYLE.md §12, issue 15): the agent quotation report on the real AgentReportView. spec §6.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/quotes.json';
import { generatePaths } from '../src/flows/flow-paths';
import { agentReportMachine } from '../src/machines/agent-report/agent-report.machine';
import type { AgentReportContext } from '../src/machines/agent-report/agent-report.types';
import { agentReportFlow } from '../src/views/agent-report/agent-report.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('agent-report', 'agentReport');

function assertScreen(state: string, c: AgentReportContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.agentReport.title);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  if (state === 'forbidden') return void expect(alerts).toEqual([es.agentReport.forbidden]);
  if (state === 'loading') expect(screen.getByText(es.agentReport.loading)).toBeTruthy();
  if (state === 'failed') expect(alerts).toContain(es.errors.GENERIC_ERROR);
  if (c.rangeError) expect(alerts).toContain(es.dateRange[c.rangeError.split('.')[1] as 'fromAfterTo']);
  if (state === 'ready') {
    if (c.report!.agents.length === 0) expect(screen.getByText(es.agentReport.empty)).toBeTruthy();
    for (const agent of c.report!.agents)
      for (const q of agent.quotations) expect(screen.getByText(q.number)).toBeTruthy();
  }
}

describe('agent report model (spec §6)', () => {
  const all = generatePaths(agentReportFlow, { tenant: 'cl', kind: 'shortest' });
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'report.retry' }, state: 'loading' }],
  );
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(agentReportFlow, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as AgentReportContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, agentReportMachine));
});
