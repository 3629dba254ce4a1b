// spec §6 agentUserReport: the agent quotation report (the server answers 403 to anyone but an agent).
import { AgentReportView } from '../agent-report/agent-report.view';
import { agentReportFlow } from '../agent-report/agent-report.flow';
import { useFlow } from '../flows/use-flow';

export default function AgentUserReportPage() {
  const actorRef = useFlow(agentReportFlow);
  return (
    <section className="page" data-page="agentUserReport">
      <AgentReportView actorRef={actorRef} />
    </section>
  );
}
