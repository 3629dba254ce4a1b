// spec §6: the agent quotation report machine.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectAgentReport } from './agent-report.connect';
import { agentReportMachine } from './agent-report.machine';
import { agentReportSample } from './agent-report.samples';
import type { AgentReportResponse } from '../../contracts/quotes.contract';

function start(load: (range: { from: string; to: string }) => Promise<AgentReportResponse>) {
  const calls: { from: string; to: string }[] = [];
  const machine = agentReportMachine.provide({
    actors: {
      loadReport: fromPromise<AgentReportResponse, { from: string; to: string }>(
        async ({ input }) => (calls.push(input), load(input)),
      ),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, api: () => connectAgentReport(actor.getSnapshot(), actor.send) };
}

describe('agent report machine (spec §6)', () => {
  it('loads the whole report, then filters by a valid range only', async () => {
    const { actor, calls, api } = start(() => Promise.resolve(agentReportSample));
    await waitFor(actor, (s) => s.matches('ready'));
    api()
      .getFromProps()
      .onChange({ target: { value: '2026-03-02' } });
    api()
      .getToProps()
      .onChange({ target: { value: '2026-03-01' } });
    api().onSubmit();
    expect(api().rangeError).toBe('dateRange.fromAfterTo');
    expect(api().getFromProps()['aria-describedby']).toBe('agent-report-range-error');
    api()
      .getToProps()
      .onChange({ target: { value: '2026-03-03' } });
    api().onSubmit();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([
      { from: '', to: '' },
      { from: '2026-03-02', to: '2026-03-03' },
    ]);
  });

  it('is forbidden for anyone but an agent, and retries other failures', async () => {
    const denied = start(() => Promise.reject({ code: 'FORBIDDEN' }));
    await waitFor(denied.actor, (s) => s.matches('forbidden'));
    let fail = true;
    const { actor, api } = start(() =>
      fail ? Promise.reject(new Error('x')) : Promise.resolve({ from: null, to: null, agents: [] }),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    api().retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api().isEmpty).toBe(true);
  });
});
