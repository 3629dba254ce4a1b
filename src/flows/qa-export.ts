// Issue 33 item 2: a plan path as a test case a QA engineer imports into a test-management tool (Gherkin for Xray,
// Zephyr and Cucumber; CSV for TestRail and Zephyr; Xray's JSON). Each step is what a person does, in words, as the flow's
// own driver performs it ("Escribe «ana@correo.cl» en el campo email", "Pulsa «Iniciar sesión»"); server answers and
// timers are the preconditions a tester arranges ("El servidor responde: submitLogin falla (INVALID_CREDENTIALS)");
// the expected result is the state the screen is in afterwards and the texts the step named. React-free: `t` translates.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { replayEvents, startFlowActor } from './flow-actor';
import type { AnyFlowEntry, FlowDriver } from './flow-entry.types';
import { eventSubject, stepKind } from './flow-model';
import type { PlanPath } from './flow-paths';

export type QaLanguage = 'es' | 'pt-BR';
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface QaStep {
  /** what the tester does or arranges, in words */
  action: string;
  /** 'user' (an action), 'server' or 'timer' (a precondition the tester arranges) */
  who: 'user' | 'server' | 'timer' | 'app';
  /** what the tester checks afterwards */
  expected: string;
  /** the machine state after the step */
  state: string;
}

export interface QaCase {
  id: string;
  title: string;
  machine: string;
  tenant: string;
  steps: QaStep[];
}

const WORDS = {
  es: {
    fill: (value: string, name: string) =>
      value ? `Escribe «${value}» en el campo ${name}` : `Borra el campo ${name}`,
    click: (name: string) => `Pulsa «${name}»`,
    clickSelector: (selector: string) => `Pulsa el elemento ${selector}`,
    focus: (name: string) => `Entra al campo ${name}`,
    blur: (name: string) => `Sale del campo ${name}`,
    check: (name: string, checked: boolean) => (checked ? `Marca «${name}»` : `Desmarca «${name}»`),
    select: (value: string, name: string) => `Elige «${value}» en ${name}`,
    press: (key: string) => `Presiona la tecla ${key.replace(/[{}]/g, '')}`,
    send: (type: string) => `La aplicación envía ${type}`,
    done: (subject: string, payload: string) => `El servidor responde: ${subject} con éxito${payload}`,
    error: (subject: string, payload: string) => `El servidor responde: ${subject} falla${payload}`,
    timer: (subject: string) => `Pasa el tiempo de ${subject}`,
    state: (state: string) => `La pantalla queda en el estado «${state}»`,
    open: 'Abre la pantalla',
    title: (target: string, steps: number) => `Llegar a «${target}» en ${steps} paso${steps === 1 ? '' : 's'}`,
  },
  'pt-BR': {
    fill: (value: string, name: string) => (value ? `Digita «${value}» no campo ${name}` : `Apaga o campo ${name}`),
    click: (name: string) => `Clica em «${name}»`,
    clickSelector: (selector: string) => `Clica no elemento ${selector}`,
    focus: (name: string) => `Entra no campo ${name}`,
    blur: (name: string) => `Sai do campo ${name}`,
    check: (name: string, checked: boolean) => (checked ? `Marca «${name}»` : `Desmarca «${name}»`),
    select: (value: string, name: string) => `Escolhe «${value}» em ${name}`,
    press: (key: string) => `Pressiona a tecla ${key.replace(/[{}]/g, '')}`,
    send: (type: string) => `O aplicativo envia ${type}`,
    done: (subject: string, payload: string) => `O servidor responde: ${subject} com sucesso${payload}`,
    error: (subject: string, payload: string) => `O servidor responde: ${subject} falha${payload}`,
    timer: (subject: string) => `Passa o tempo de ${subject}`,
    state: (state: string) => `A tela fica no estado «${state}»`,
    open: 'Abre a tela',
    title: (target: string, steps: number) => `Chegar a «${target}» em ${steps} passo${steps === 1 ? '' : 's'}`,
  },
} as const;

/** A failure's code, or a short JSON of an answer, for a precondition line. */
function answerText(event: EventObject): string {
  const record = event as EventObject & { error?: unknown; output?: unknown };
  const error = record.error as { code?: unknown } | undefined;
  if (error && typeof error.code === 'string') return ` (${error.code})`;
  if (record.output === undefined) return '';
  const json = JSON.stringify(record.output);
  return json.length <= 80 ? ` ${json}` : '';
}

/**
 * The actions a person performs for one user event, in words, by running the flow's driver against a driver that
 * writes instead of acting. `snapshot` is the machine's state before the event (some drivers read it).
 */
async function userActions(
  entry: AnyFlowEntry,
  event: EventObject,
  snapshot: AnyMachineSnapshot,
  words: (typeof WORDS)[QaLanguage],
  t: Translate,
): Promise<string[]> {
  const steps = entry.driver[event.type as keyof typeof entry.driver];
  if (!steps) return [words.send(event.type)];
  const lines: string[] = [];
  const recorder: FlowDriver = {
    fill: async (name, value) => void lines.push(words.fill(value, name)),
    click: async (name) => void lines.push(words.click(typeof name === 'string' ? name : name.source)),
    clickSelector: async (selector) => void lines.push(words.clickSelector(selector)),
    focus: async (name) => void lines.push(words.focus(name)),
    blur: async (name) => void lines.push(words.blur(name)),
    check: async (name, checked = true) => void lines.push(words.check(name, checked)),
    select: async (name, value) => void lines.push(words.select(value, name)),
    press: async (key) => void lines.push(words.press(key)),
    t,
    snapshot: () => snapshot,
    send: async (sent) => void lines.push(words.send(sent.type)),
  };
  await (steps as (d: FlowDriver, e: EventObject) => Promise<void>)(recorder, event);
  return lines.length ? lines : [words.send(event.type)];
}

/** One plan path as a test case in `language`; the path's events are replayed on a live actor for the drivers. */
export async function qaCase(entry: AnyFlowEntry, path: PlanPath, language: QaLanguage, t: Translate): Promise<QaCase> {
  const words = WORDS[language];
  const actor = startFlowActor(entry, { tenant: path.tenant });
  const steps: QaStep[] = [];
  try {
    if (path.steps.length === 0)
      steps.push({ action: words.open, who: 'app', expected: words.state(path.target), state: path.target });
    for (const step of path.steps) {
      const kind = stepKind(step.event.type);
      const subject = eventSubject(step.event.type);
      const expected = words.state(step.state);
      if (kind === 'user') {
        const actions = await userActions(entry, step.event, actor.getSnapshot() as AnyMachineSnapshot, words, t);
        actions.forEach((action, i) =>
          steps.push({ action, who: 'user', expected: i === actions.length - 1 ? expected : '', state: step.state }),
        );
      } else if (kind === 'done' || kind === 'error') {
        steps.push({
          action: words[kind](subject, answerText(step.event)),
          who: 'server',
          expected,
          state: step.state,
        });
      } else if (kind === 'timer') {
        steps.push({ action: words.timer(subject), who: 'timer', expected, state: step.state });
      } else {
        steps.push({ action: words.send(step.event.type), who: 'app', expected, state: step.state });
      }
      replayEvents(actor, [step.event]);
    }
  } finally {
    actor.stop();
  }
  return {
    id: path.id,
    title: words.title(path.target, path.steps.length),
    machine: entry.name,
    tenant: path.tenant,
    steps,
  };
}

const GHERKIN = {
  es: { feature: 'Característica', scenario: 'Escenario', given: 'Dado', when: 'Cuando', then: 'Entonces', and: 'Y' },
  'pt-BR': {
    feature: 'Funcionalidade',
    scenario: 'Cenário',
    given: 'Dado',
    when: 'Quando',
    then: 'Então',
    and: 'E',
  },
} as const;

/**
 * A feature file: `# language: es|pt`, one scenario per case. Preconditions (server answers, timers) are `Dado`/`Y`
 * before the actions they precede; actions are `Cuando`/`Y`; each expected result `Entonces`.
 */
export function toGherkin(
  feature: { name: string; description: string },
  cases: readonly QaCase[],
  language: QaLanguage,
) {
  const k = GHERKIN[language];
  const lines = [
    `# language: ${language === 'es' ? 'es' : 'pt'}`,
    `${k.feature}: ${feature.name}`,
    `  ${feature.description}`,
    '',
  ];
  for (const c of cases) {
    lines.push(`  ${k.scenario}: ${c.id} ${c.title}`);
    let last: 'given' | 'when' | 'then' | null = null;
    for (const step of c.steps) {
      const part = step.who === 'server' || step.who === 'timer' ? 'given' : 'when';
      lines.push(`    ${last === part ? k.and : k[part]} ${step.action}`);
      last = part;
      if (step.expected) {
        lines.push(`    ${k.then} ${step.expected}`);
        last = 'then';
      }
    }
    lines.push('');
  }
  return `${lines.join('\n')}`;
}

const csvCell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV with one row per step (TestRail's and Zephyr's "steps separated" import): case id, title, step number, action, expected. */
export function toCsv(cases: readonly QaCase[]): string {
  const rows = [['Test Case ID', 'Title', 'Machine', 'Tenant', 'Step', 'Action', 'Expected Result']];
  for (const c of cases)
    c.steps.forEach((step, i) =>
      rows.push([c.id, c.title, c.machine, c.tenant, String(i + 1), step.action, step.expected]),
    );
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Xray's JSON import of manual tests: one test per case, its steps as action / data / result. */
export function toXrayJson(cases: readonly QaCase[], projectKey: string): string {
  return `${JSON.stringify(
    cases.map((c) => ({
      testtype: 'Manual',
      fields: {
        summary: `${c.machine}: ${c.title}`,
        project: { key: projectKey },
        labels: ['cuenta', c.machine, `tenant-${c.tenant}`],
      },
      xray_test_repository_folder: `Cuenta/${c.machine}`,
      steps: c.steps.map((step) => ({ action: step.action, data: step.who, result: step.expected })),
    })),
    null,
    2,
  )}\n`;
}
