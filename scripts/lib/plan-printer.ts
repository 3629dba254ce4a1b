// Issue 6: QA test plans as readable text, Markdown and JSON.
import type { PlanPath } from '../../src/flows/flow-paths';
import type { MachineCoverage } from './coverage';

const KIND_LABEL = { user: 'user', done: 'server', error: 'server', timer: 'timer', internal: 'xstate' } as const;

/** One path as numbered steps: `  2. [server] Server answers: submitLogin fails {"code":"X"}  -> error` */
export function formatPathText(path: PlanPath): string {
  const head = `${path.id} (tenant ${path.tenant}): reach ${path.target} in ${path.steps.length} step${path.steps.length === 1 ? '' : 's'}`;
  const steps =
    path.steps.length === 0
      ? ['  (the initial state)']
      : path.steps.map((step, i) => `  ${i + 1}. [${KIND_LABEL[step.kind]}] ${step.description}  -> ${step.state}`);
  return [head, ...steps].join('\n');
}

export interface MachinePlan {
  machine: string;
  description: string;
  tenant: string;
  paths: PlanPath[];
  coverage: MachineCoverage;
}

function mdEscape(text: string): string {
  return text.replace(/\|/g, '\\|');
}

export function planMarkdown(plan: MachinePlan): string {
  const lines = [
    `# QA test plan: ${plan.machine}`,
    '',
    plan.description,
    '',
    `Tenant: \`${plan.tenant}\`. Generated from the machine by \`npm run paths -- ${plan.machine} --tenant ${plan.tenant}\`; do not edit by hand.`,
    '',
    `Model-test coverage: states ${plan.coverage.states.covered}/${plan.coverage.states.total}, transitions ${plan.coverage.transitions.covered}/${plan.coverage.transitions.total} (${plan.coverage.percent.toFixed(1)}%).`,
    '',
  ];
  for (const path of plan.paths) {
    lines.push(
      `## ${path.id}: reach \`${path.target}\` (${path.kind})`,
      '',
      '| # | who | step | expected state |',
      '|---|---|---|---|',
    );
    if (path.steps.length === 0) lines.push('| 0 | - | open the screen | `' + path.target + '` |');
    path.steps.forEach((step, i) => {
      lines.push(
        `| ${i + 1} | ${KIND_LABEL[step.kind]} | ${mdEscape(step.description)} | \`${mdEscape(step.state)}\` |`,
      );
    });
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

export function planJson(plan: MachinePlan): string {
  return `${JSON.stringify(
    {
      machine: plan.machine,
      description: plan.description,
      tenant: plan.tenant,
      coverage: {
        states: plan.coverage.states,
        transitions: plan.coverage.transitions,
        percent: plan.coverage.percent,
      },
      paths: plan.paths,
    },
    null,
    2,
  )}\n`;
}
