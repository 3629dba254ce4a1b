// Issue 33 item 3: the diagram marks what is new ("nuevo") and what changed ("cambiado") since a revision, in words as well
// as colours, and the Explorer loads the comparison from the file `npm run flows:diff -- <rev> --out <file>` writes and
// lists beside the diagram what was removed.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { describeMachine, diffMachine, toDiffDocument } from '../../flows/flow-diff';
import { encodeExplorerSearch } from '../../flows/explorer-url';
import { layoutStatechart } from '../../flows/statechart-layout';
import { createI18n } from '../../i18n/i18n-setup';
import { diagramMarks } from './flow-diff-marks';
import FlowExplorer from './flow-explorer';
import { StatechartSvg } from './statechart-svg';

const i18nReady = createI18n('es-CL', { namespaces: ['common', 'flows', 'login', 'rules'] });

type Events = { type: 'go' } | { type: 'back' } | { type: 'ping' };
const before = setup({ types: { events: {} as Events } }).createMachine({
  id: 'demo',
  initial: 'idle',
  states: { idle: { on: { go: 'busy' } }, busy: { on: { back: 'idle' } } },
});
const after = setup({ types: { events: {} as Events } }).createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { on: { go: 'busy', ping: {} } },
    busy: { on: { back: 'done' } },
    done: { type: 'final' },
  },
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the diagram with a comparison', () => {
  it('writes "nuevo" on the new state and the new transition, "cambiado" on the changed one, and marks nothing else', async () => {
    const layout = await layoutStatechart(after);
    const marks = diagramMarks(layout, diffMachine('demo', describeMachine(before), describeMachine(after)));
    render(
      <StatechartSvg
        layout={layout}
        active={new Set(['demo.idle'])}
        enabledEvents={new Set()}
        title="demo"
        changes={{ marks, labels: { added: 'nuevo', changed: 'cambiado' } }}
      />,
    );
    const svg = screen.getByRole('img', { name: 'demo' });
    const badges = [...svg.querySelectorAll('[data-diff-badge]')].map((b) => [
      b.getAttribute('data-diff-state') ?? `${b.getAttribute('data-diff-from')}: ${b.getAttribute('data-diff-edge')}`,
      b.textContent,
    ]);
    expect(badges).toEqual([
      ['demo.done', 'nuevo'],
      ['demo.idle: ping', 'nuevo'],
      ['demo.busy: back', 'cambiado'],
    ]);
    // the state itself is ringed, and the marked lines carry their mark
    expect(svg.querySelector('[data-state-id="demo.done"]')!.getAttribute('data-diff')).toBe('added');
    expect(svg.querySelector('[data-state-id="demo.idle"]')!.hasAttribute('data-diff')).toBe(false);
    expect(svg.querySelector('[data-edge-line="back"]')!.getAttribute('data-diff')).toBe('changed');
    expect(svg.querySelector('[data-edge-line="go"]')!.hasAttribute('data-diff')).toBe(false);
  });

  it('draws no mark without a comparison', async () => {
    const layout = await layoutStatechart(after);
    render(<StatechartSvg layout={layout} active={new Set()} enabledEvents={new Set()} title="demo" />);
    const svg = screen.getByRole('img', { name: 'demo' });
    expect(svg.querySelectorAll('[data-diff], [data-diff-badge], [data-edge-diff]')).toHaveLength(0);
    expect(within(svg as unknown as HTMLElement).queryByText('nuevo')).toBeNull();
  });
});

describe('the Explorer compares the flow with a revision', () => {
  const loginDiff = {
    machine: 'login',
    status: 'changed' as const,
    states: { added: ['login.locked'], removed: ['login.blocked'], changed: [] },
    transitions: {
      added: [],
      removed: ['login.blocked --flow.restart--> login.editing'],
      changed: ['login.locked --field.change--> login.blocked  =>  login.locked --field.change--> login.editing'],
    },
    guards: { added: [], removed: [], changed: [] },
    delays: { added: ['lockoutDuration'], removed: [], changed: [] },
  };

  async function openLogin() {
    window.history.replaceState(
      null,
      '',
      `/flows${encodeExplorerSearch({ machine: 'login', tenant: 'cl', locale: 'es-CL', screen: 'desktop', events: [] })}`,
    );
    render(
      <I18nextProvider i18n={await i18nReady}>
        <Suspense fallback="…">
          <FlowExplorer />
        </Suspense>
      </I18nextProvider>,
    );
    const diagram = screen.getByRole('region', { name: 'Diagrama' });
    const svg = await within(diagram).findByRole('img', { name: 'login' }, { timeout: 15_000 });
    return { diagram, svg };
  }

  it('loads the file picked, marks the diagram and lists what is new, changed and removed; then lets it go', async () => {
    const { diagram, svg } = await openLogin();
    const user = userEvent.setup();
    const file = new File([JSON.stringify(toDiffDocument([loginDiff], 'HEAD~3', '0123456789abcdef'))], 'cmp.json', {
      type: 'application/json',
    });
    expect(within(diagram).getByRole('button', { name: 'Comparar con una revisión…' })).toBeTruthy();
    await user.upload(within(diagram).getByLabelText('Comparar con una revisión…'), file);

    const panel = await within(diagram).findByRole('region', { name: 'Cambios desde HEAD~3 (0123456789)' });
    expect(within(panel).getByText('Nuevos: 2 · Cambiados: 1 · Quitados: 2')).toBeTruthy();
    const list = (id: string) =>
      within(within(panel).getByTestId(id))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list('flow-diff-added')).toEqual(['Estado locked', 'Temporizador lockoutDuration']);
    expect(list('flow-diff-changed')).toEqual([
      'Transición locked → editing: field.changeantes: locked → blocked: field.change',
    ]);
    expect(list('flow-diff-removed')).toEqual(['Estado blocked', 'Transición blocked → editing: flow.restart']);

    // on the diagram: the new state and the changed transition, each with its word
    await waitFor(() => expect(svg.querySelector('[data-diff-state="login.locked"]')?.textContent).toBe('nuevo'));
    expect(svg.querySelector('[data-diff-from="login.locked"][data-diff-edge="field.change"]')!.textContent).toBe(
      'cambiado',
    );
    expect(svg.querySelectorAll('[data-diff-badge]')).toHaveLength(2);

    await user.click(within(diagram).getByRole('button', { name: 'Quitar la comparación' }));
    expect(within(diagram).queryByRole('region', { name: /^Cambios desde/ })).toBeNull();
    expect(svg.querySelectorAll('[data-diff-badge]')).toHaveLength(0);
  });

  it('says so when the file picked is not a comparison', async () => {
    const { diagram } = await openLogin();
    const user = userEvent.setup();
    await user.upload(
      within(diagram).getByLabelText('Comparar con una revisión…'),
      new File(['{"hello": 1}'], 'otra-cosa.json', { type: 'application/json' }),
    );
    expect((await within(diagram).findByRole('alert')).textContent).toMatch(
      /^otra-cosa\.json no es una comparación de flujos\./,
    );
  });
});
