// Issue 33 item 1: the stage of the state atlas (`npm run atlas`, scripts/atlas.mts): /flows?stage shows one flow's real
// view alone, in an iframe exactly as wide as the screen asked for, for a browser to photograph state after state. It plays
// a path as the Explorer's "next step on the screen" does: a user event through the flow's own driver with DOM events on
// the view (src/views/explorer/dom-driver.ts), a server answer or a timer sent to the actor, which waits on a simulated clock.
// The atlas script drives it through `window.flowStage` (open, step); nothing here talks to a server.
import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { createI18n, NAMESPACES } from '../../i18n/i18n-setup';
import type { Locale } from '../../tenants/tenant.types';
import { getTenant } from '../../tenants/tenants';
import type { AnyFlowEntry, FlowDriver, FlowViewProps } from '../../flows/flow-entry.types';
import { replayEvents, startFlowActor } from '../../flows/flow-actor';
import { stateValueToString, stepKind } from '../../flows/flow-model';
import { domDriver } from './dom-driver';
import { findFlow } from './flow-registry';
import { drivingPreview } from './preview-focus';
import { PreviewFrame } from './preview-frame';
import './flow-explorer.css';

export interface StageRequest {
  machine: string;
  tenant: string;
  /** the preview's width in px (its media queries see it) */
  width: number;
  /** default: the tenant's locale */
  locale?: string;
  /** events sent to the machine before the view shows (a path replayed without the screen) */
  events?: EventObject[];
}

/** How a step was done: by the driver on the screen, sent to the machine (no driver step, or a server answer/timer),
 * or replayed on a fresh actor because the screen did not lead where the path goes (`note` says why). */
export interface StageStep {
  state: string;
  via: 'screen' | 'machine' | 'replayed';
  note?: string;
}

export interface FlowStage {
  open(request: StageRequest): Promise<string>;
  step(event: EventObject, expected: string): Promise<StageStep>;
  state(): string;
}

declare global {
  interface Window {
    flowStage?: FlowStage;
  }
}

interface OnStage {
  entry: AnyFlowEntry;
  actor: AnyActorRef;
  request: StageRequest;
  i18n: I18n;
  View: ComponentType<FlowViewProps>;
  events: EventObject[];
  locale: string;
}

const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** A view that fails to render shows why (in the picture) instead of taking the stage down. */
class StageBoundary extends Component<{ children: ReactNode; onShown: () => void }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <>
        <p role="alert" data-stage-error="">
          {this.state.error}
        </p>
        <Shown onShown={this.props.onShown} />
      </>
    );
  }
}

/** Calls `onShown` once the view's first render is on the screen (a sibling's effect runs after the view commits). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export default function FlowStage() {
  const [shown, setShown] = useState<OnStage | null>(null);
  const i18ns = useRef(new Map<string, Promise<I18n>>());
  const views = useRef(new Map<string, Promise<ComponentType<FlowViewProps>>>());
  const waiting = useRef<(() => void) | null>(null);
  const current = useRef<OnStage | null>(null);

  useEffect(() => {
    const i18nFor = (locale: string) => {
      if (!i18ns.current.has(locale))
        i18ns.current.set(locale, createI18n(locale as Locale, { namespaces: NAMESPACES }));
      return i18ns.current.get(locale)!;
    };
    const viewOf = (entry: AnyFlowEntry) => {
      if (!views.current.has(entry.name))
        views.current.set(entry.name, entry.loadView() as Promise<ComponentType<FlowViewProps>>);
      return views.current.get(entry.name)!;
    };
    const show = async (request: StageRequest, events: EventObject[]): Promise<string> => {
      const entry = findFlow(request.machine);
      if (!entry) throw new Error(`no flow named ${request.machine}`);
      const locale = request.locale ?? getTenant(request.tenant).locale;
      const [i18n, View] = await Promise.all([i18nFor(locale), viewOf(entry)]);
      current.current?.actor.stop();
      const actor = startFlowActor(entry, { tenant: request.tenant });
      const accepted = replayEvents(actor, events);
      const next: OnStage = { entry, actor, request, i18n, View, events: accepted, locale };
      current.current = next;
      const rendered = new Promise<void>((resolve) => (waiting.current = resolve));
      setShown(next);
      await rendered;
      await frames();
      return stateValueToString(actor.getSnapshot().value);
    };
    const stateNow = () =>
      current.current ? stateValueToString((current.current.actor.getSnapshot() as AnyMachineSnapshot).value) : '';
    const stage: FlowStage = {
      open: (request) => show(request, request.events ?? []),
      state: stateNow,
      async step(event, expected) {
        const shownNow = current.current;
        if (!shownNow) throw new Error('no flow open');
        const perform = (
          shownNow.entry.driver as Record<string, ((d: FlowDriver, e: EventObject) => Promise<void>) | undefined>
        )[event.type];
        const root = document.querySelector<HTMLIFrameElement>('[data-testid="flow-stage-frame"]')?.contentDocument
          ?.body;
        let via: StageStep['via'] = 'machine';
        let note: string | undefined;
        if (stepKind(event.type) === 'user' && perform && root) {
          try {
            const translate = (key: string, options?: Record<string, unknown>) =>
              (shownNow.i18n.t as (k: string, o?: Record<string, unknown>) => string)(key, options);
            await drivingPreview(root.ownerDocument, () => perform(domDriver(root, shownNow.actor, translate), event));
            via = 'screen';
          } catch (error) {
            note = error instanceof Error ? error.message : String(error);
          }
        } else if (stepKind(event.type) === 'user') {
          note = perform ? 'no screen' : `no driver step for ${event.type}`;
        }
        if (via === 'machine' && shownNow.actor.getSnapshot().can(event)) shownNow.actor.send(event);
        shownNow.events = [...shownNow.events, event];
        await frames();
        if (stateNow() === expected) return { state: expected, via, ...(note ? { note } : {}) };
        // the screen did not lead where the path goes: the path's events straight to a fresh actor
        const reason = note ?? `the screen led to ${stateNow()}`;
        const state = await show(shownNow.request, shownNow.events);
        return { state, via: 'replayed', note: reason };
      },
    };
    window.flowStage = stage;
    return () => {
      delete window.flowStage;
      current.current?.actor.stop();
    };
  }, []);

  const onShown = useCallback(() => {
    waiting.current?.();
    waiting.current = null;
  }, []);

  if (!shown) return <p data-testid="flow-stage-empty">flowStage</p>;
  const { View, actor, i18n, request, entry, locale } = shown;
  // on top of the page, at its top left corner, out of the shell's boxes: the frame keeps its whole width
  return createPortal(
    <div className="flow-stage" data-testid="flow-stage" data-machine={entry.name}>
      <PreviewFrame
        width={request.width}
        title={entry.name}
        lang={locale}
        fitToSpace={false}
        frameTestId="flow-stage-frame"
      >
        <I18nextProvider i18n={i18n}>
          <StageBoundary key={actor.sessionId} onShown={onShown}>
            <Suspense fallback={null}>
              <View actorRef={actor} />
              <Shown onShown={onShown} />
            </Suspense>
          </StageBoundary>
        </I18nextProvider>
      </PreviewFrame>
    </div>,
    document.body,
  );
}
