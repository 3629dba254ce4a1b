// Issue 33 item 3: the Explorer shows the flow against an older revision. The person picks the file that
// `npm run flows:diff -- <rev> --out <file>` wrote ('Comparar con una revisión…'): it is read in the browser, nothing is
// sent or served. The diagram then marks what is new and what changed (statechart-svg.tsx, `changes`), and the panel
// beside it lists the same in words, with what was removed, which the current machine cannot draw: the list is also what
// a screen reader reads, since the diagram is one image to it.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyStateMachine } from 'xstate';
import { readDiffDocument, type FlowDiffDocument, type MachineDiff } from '../../flows/flow-diff';
import type { StatechartLayout } from '../../flows/statechart-layout';
import {
  diagramMarks,
  parseTransition,
  readableTransition,
  splitChange,
  stateName,
  type DiagramMarks,
} from './flow-diff-marks';
import type { DiagramChanges } from './flow-diff-svg';
import './flow-diff-overlay.css';

export interface FlowComparison {
  document: FlowDiffDocument | null;
  fileName: string | null;
  /** the file picked is not a comparison */
  error: string | null;
  load: (file: File) => Promise<void>;
  clear: () => void;
}

export function useFlowComparison(): FlowComparison {
  const { t } = useTranslation('flows');
  const [state, setState] = useState<{
    document: FlowDiffDocument | null;
    fileName: string | null;
    error: string | null;
  }>({ document: null, fileName: null, error: null });
  const load = async (file: File) => {
    let document: FlowDiffDocument | null;
    try {
      document = readDiffDocument(JSON.parse(await file.text()) as unknown);
    } catch {
      document = null; // not JSON
    }
    setState(
      document
        ? { document, fileName: file.name, error: null }
        : { document: null, fileName: null, error: t('diff.invalid', { file: file.name }) },
    );
  };
  return { ...state, load, clear: () => setState({ document: null, fileName: null, error: null }) };
}

export interface FlowChanges {
  /** the machine's entry in the comparison; null when the file does not have it */
  diff: MachineDiff | null;
  marks: DiagramMarks | null;
  /** what the diagram draws (undefined: nothing to mark) */
  svg: DiagramChanges | undefined;
}

/** The comparison's entry for the flow shown, laid onto its diagram. */
export function useFlowChanges(
  document: FlowDiffDocument | null,
  flow: string | undefined,
  layout: StatechartLayout | null,
): FlowChanges | null {
  const { t } = useTranslation('flows');
  const added = t('diff.added');
  const changed = t('diff.changed');
  return useMemo(() => {
    if (!document || !flow) return null;
    const diff = document.machines.find((m) => m.machine === flow) ?? null;
    const marks = diff && layout ? diagramMarks(layout, diff) : null;
    return { diff, marks, svg: marks ? { marks, labels: { added, changed } } : undefined };
  }, [document, flow, layout, added, changed]);
}

/** 'Comparar con una revisión…' (a button that opens the file picker) and, with a comparison loaded, 'Quitar'. */
export function CompareControl({ comparison }: { comparison: FlowComparison }) {
  const { t } = useTranslation('flows');
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} title={t('diff.help')}>
        {t('diff.compare')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        aria-label={t('diff.compare')}
        tabIndex={-1}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file picked again (rewritten by the command) loads again
          if (file) void comparison.load(file);
        }}
      />
      {comparison.document && (
        <button type="button" onClick={comparison.clear}>
          {t('diff.clear')}
        </button>
      )}
    </>
  );
}

function revisionLabel(document: FlowDiffDocument, fileName: string | null): string {
  if (document.revision === '?') return fileName ?? '?';
  return document.commit ? `${document.revision} (${document.commit.slice(0, 10)})` : document.revision;
}

/** The comparison in words, beside the diagram: what is new, what changed (and what it was), what was removed. */
export function FlowDiffPanel({
  comparison,
  machine,
  changes,
}: {
  comparison: FlowComparison;
  machine: AnyStateMachine;
  changes: FlowChanges | null;
}) {
  const { t } = useTranslation('flows');
  if (comparison.error) {
    return (
      <p role="alert" className="flow-diff__error">
        {comparison.error}
      </p>
    );
  }
  const { document } = comparison;
  if (!document || !changes) return null;
  const revision = revisionLabel(document, comparison.fileName);
  const { diff, marks } = changes;
  const id = machine.id;
  const state = (x: string) => t('diff.state', { name: stateName(x, id) });
  const transition = (x: string) => t('diff.transition', { name: readableTransition(x, id) });

  const added = diff
    ? [
        ...diff.states.added.map(state),
        ...diff.transitions.added.map(transition),
        ...diff.guards.added.map((x) => t('diff.guard', { name: x })),
        ...diff.delays.added.map((x) => t('diff.delay', { name: x })),
      ]
    : [];
  const changed = diff
    ? [
        ...diff.states.changed.map((x) => ({ kind: 'state' as const, x })),
        ...diff.transitions.changed.map((x) => ({ kind: 'transition' as const, x })),
      ].map(({ kind, x }) => {
        const { before, after } = splitChange(x);
        const name = kind === 'state' ? state : transition;
        return {
          now: name(after),
          before: t('diff.before', {
            before: kind === 'state' ? stateName(before, id) : readableTransition(before, id),
          }),
        };
      })
    : [];
  const removed = diff
    ? [
        ...diff.states.removed.map(state),
        ...diff.transitions.removed.map(transition),
        ...diff.guards.removed.map((x) => t('diff.guard', { name: x })),
        ...diff.delays.removed.map((x) => t('diff.delay', { name: x })),
      ]
    : [];

  return (
    <section className="flow-diff" aria-labelledby="flow-diff-title" data-testid="flow-diff">
      <h3 id="flow-diff-title">{t('diff.title', { revision })}</h3>
      <p aria-live="polite">
        {!diff
          ? t('diff.notInFile')
          : diff.status === 'added'
            ? t('diff.newFlow', { revision })
            : diff.status === 'unchanged'
              ? t('diff.unchanged', { revision })
              : t('diff.summary', { added: added.length, changed: changed.length, removed: removed.length })}
      </p>
      {diff && diff.status !== 'unchanged' && <p className="flow-diff__legend">{t('diff.legend')}</p>}
      {added.length > 0 && (
        <>
          <h4>
            <span className="flow-diff__tag flow-diff__tag--added">{t('diff.added')}</span> {t('diff.addedList')}
          </h4>
          <ul data-testid="flow-diff-added">
            {added.map((x, i) => (
              <li key={i}>{x}</li>
            ))}
          </ul>
        </>
      )}
      {changed.length > 0 && (
        <>
          <h4>
            <span className="flow-diff__tag flow-diff__tag--changed">{t('diff.changed')}</span> {t('diff.changedList')}
          </h4>
          <ul data-testid="flow-diff-changed">
            {changed.map(({ now, before }, i) => (
              <li key={i}>
                {now}
                <br />
                <span className="flow-diff__before">{before}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {removed.length > 0 && (
        <>
          <h4>
            <span className="flow-diff__tag flow-diff__tag--removed">{t('diff.removed')}</span> {t('diff.removedList')}
          </h4>
          <ul data-testid="flow-diff-removed">
            {removed.map((x, i) => (
              <li key={i}>
                <del>{x}</del>
              </li>
            ))}
          </ul>
        </>
      )}
      {marks && marks.unplaced.length > 0 && (
        <>
          <p className="flow-diff__stale">{t('diff.unplaced')}</p>
          <ul>
            {marks.unplaced.map((x, i) => (
              <li key={i}>{parseTransition(x) ? transition(x) : state(x)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
