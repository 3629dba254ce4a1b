// Issue 6: the Flow Explorer. Lists every registered flow, draws its statechart, and runs a live actor with the flow's
// real view beside it, for a chosen tenant, locale and screen class (spec §2). Server answers and timers are fired by hand.
// The whole Explorer state (machine, tenant, locale, screen, events) lives in the URL: a shared link replays to the same state.
// Issue 16: flow names and descriptions in the page's language (flows:catalog), a diagram that fits or pans and zooms, one
// column on a phone, and the real screen in an iframe as wide as the screen class (preview-frame.tsx).
import { useSelector } from '@xstate/react';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import {
  createEmptyActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { createI18n, NAMESPACES } from '../../i18n/i18n-setup';
import { LOCALES, type Locale } from '../../tenants/tenant.types';
import { DEFAULT_TENANT_ID, getTenant, TENANTS } from '../../tenants/tenants';
import { decodeExplorerSearch, encodeExplorerSearch, SCREEN_CLASSES, type ScreenClass } from '../../flows/explorer-url';
import type { AnyFlowEntry, FlowDriver, FlowViewProps } from '../../flows/flow-entry.types';
import { domDriver } from './dom-driver';
import { startFlowActor, replayEvents } from '../../flows/flow-actor';
import { describeEvent, invokeSources, stateValueToString, stepKind, type StepKind } from '../../flows/flow-model';
import { generatePaths, samplesFor, type PathKind, type PlanPath } from '../../flows/flow-paths';
import { flowRegistry } from './flow-registry';
import { getInspect } from '../flows/inspect';
import { layoutStatechart, type StatechartLayout } from '../../flows/statechart-layout';
import { StatechartSvg } from './statechart-svg';
import { DiagramViewport } from './diagram-viewport';
import { drivingPreview } from './preview-focus';
import { PreviewFrame } from './preview-frame';
import { CompareControl, FlowDiffPanel, useFlowChanges, useFlowComparison } from './flow-diff-overlay';
import './flow-explorer.css';

const NO_ACTOR: AnyActorRef = createEmptyActor();

/** A view that fails to load or render shows a note instead of taking the Explorer down. */
class ViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface Session {
  actor: AnyActorRef;
  events: EventObject[];
}

function newSession(entry: AnyFlowEntry, tenant: string, events: readonly EventObject[]): Session {
  const actor = startFlowActor(entry, { tenant, inspect: getInspect() });
  return { actor, events: replayEvents(actor, events) };
}

// one lazy component per flow, made once at module load (each view stays in its own chunk until first shown)
const VIEWS: Readonly<Record<string, ComponentType<FlowViewProps>>> = Object.fromEntries(
  flowRegistry.map((entry) => [
    entry.name,
    lazy(() => entry.loadView().then((component) => ({ default: component as ComponentType<FlowViewProps> }))),
  ]),
);

/** The events the active states accept, grouped by who causes them, each with its samples (or bare). */
function eventChoices(snapshot: AnyMachineSnapshot, samples: readonly EventObject[]): Record<StepKind, EventObject[]> {
  const groups: Record<StepKind, EventObject[]> = { user: [], done: [], error: [], timer: [], internal: [] };
  const descriptors = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((n) => n.ownEvents))];
  for (const descriptor of descriptors) {
    const matching = samples.filter(
      (e) => e.type === descriptor || (descriptor.endsWith('.*') && e.type.startsWith(descriptor.slice(0, -1))),
    );
    const list = matching.length ? matching : descriptor.includes('*') ? [] : [{ type: descriptor }];
    groups[stepKind(descriptor)].push(...list);
  }
  return groups;
}

function useLocaleInstance(locale: string): I18n | null {
  const [instances, setInstances] = useState<Record<string, I18n>>({});
  useEffect(() => {
    if (instances[locale]) return;
    let cancelled = false;
    createI18n(locale as Locale, { namespaces: NAMESPACES }).then((instance) => {
      if (!cancelled) setInstances((all) => ({ ...all, [locale]: instance }));
    });
    return () => {
      cancelled = true;
    };
  }, [locale, instances]);
  return instances[locale] ?? null;
}

function useLayout(entry: AnyFlowEntry | undefined): StatechartLayout | null {
  const [layouts, setLayouts] = useState<Record<string, StatechartLayout>>({});
  useEffect(() => {
    if (!entry || layouts[entry.name]) return;
    let cancelled = false;
    layoutStatechart(entry.machine).then((layout) => {
      if (!cancelled) setLayouts((all) => ({ ...all, [entry.name]: layout }));
    });
    return () => {
      cancelled = true;
    };
  }, [entry, layouts]);
  return entry ? (layouts[entry.name] ?? null) : null;
}

/** Issue 33 item 1: what the Explorer reads of the state atlas's manifest (scripts/lib/atlas-html.ts AtlasManifest). */
interface AtlasIndex {
  machines: { name: string; page: string; states: { state: string; slug: string }[] }[];
}

let atlasIndex: Promise<AtlasIndex | null> | undefined;

/** The atlas's manifest when the server serves one at /atlas/ (`npm run atlas`, then the server started); else null. */
function loadAtlasIndex(): Promise<AtlasIndex | null> {
  atlasIndex ??= fetch('/atlas/atlas.json', { headers: { accept: 'application/json' } })
    .then((res) =>
      res.ok && (res.headers.get('content-type') ?? '').includes('json') ? (res.json() as Promise<unknown>) : null,
    )
    .then((body) =>
      body && typeof body === 'object' && Array.isArray((body as AtlasIndex).machines) ? (body as AtlasIndex) : null,
    )
    .catch(() => null);
  return atlasIndex;
}

function useAtlasIndex(): AtlasIndex | null {
  const [index, setIndex] = useState<AtlasIndex | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadAtlasIndex().then((found) => {
      if (!cancelled) setIndex(found);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return index;
}

/** The atlas page of a machine's state, where its screenshots are (null when the atlas does not have it). */
export function atlasHref(index: AtlasIndex | null, machine: string, state: string): string | null {
  const entry = index?.machines.find((m) => m.name === machine);
  const found = entry?.states.find((s) => s.state === state);
  return entry && found ? `/atlas/${entry.page}#state-${found.slug}` : null;
}

function eventLabel(event: EventObject): string {
  const rest = Object.fromEntries(Object.entries(event).filter(([k]) => k !== 'type'));
  return Object.keys(rest).length ? `${event.type} ${JSON.stringify(rest)}` : event.type;
}

/** A flow's name and description for people, in the page's language (the machine's id when a text is missing). */
function useFlowTexts() {
  const { t, i18n } = useTranslation('flows');
  return (entry: AnyFlowEntry) => {
    const key = `catalog.${entry.name}` as const;
    return {
      name: i18n.exists(`flows:${key}.name`) ? t(`${key}.name` as never) : entry.name,
      description: i18n.exists(`flows:${key}.description`) ? t(`${key}.description` as never) : entry.description,
    };
  };
}

export default function FlowExplorer() {
  const { t } = useTranslation('flows');
  const textsOf = useFlowTexts();
  const initial = useMemo(
    () =>
      decodeExplorerSearch(window.location.search, {
        tenant: DEFAULT_TENANT_ID,
        locale: getTenant(DEFAULT_TENANT_ID).locale,
      }),
    [],
  );
  const [name, setName] = useState<string | null>(initial.machine ?? flowRegistry[0]?.name ?? null);
  const [tenant, setTenant] = useState(
    TENANTS.some((x) => x.id === initial.tenant) ? initial.tenant : DEFAULT_TENANT_ID,
  );
  const [locale, setLocale] = useState(initial.locale);
  const [screen, setScreen] = useState<ScreenClass>(initial.screen);
  const entry = flowRegistry.find((e) => e.name === name);
  const [session, setSession] = useState<Session | null>(() =>
    entry ? newSession(entry, tenant, initial.events) : null,
  );
  const [payload, setPayload] = useState('');
  const [payloadError, setPayloadError] = useState<string | null>(null);
  const [planKind, setPlanKind] = useState<PathKind>('shortest');
  const [planPathId, setPlanPathId] = useState<string>('');
  const [pending, setPending] = useState<EventObject[]>([]);
  const svgRef = useRef<SVGSVGElement>(null);
  const layout = useLayout(entry);
  const i18nForView = useLocaleInstance(locale);
  const atlas = useAtlasIndex();
  // issue 33 item 3: a comparison with an older revision, loaded from the file `npm run flows:diff -- <rev> --out` writes
  const comparison = useFlowComparison();
  const changes = useFlowChanges(comparison.document, entry?.name, layout);

  // One actor per session, stopped when a new session replaces it. Not in an effect's cleanup: StrictMode runs cleanups
  // on a simulated unmount and would stop the live actor. (The actors wait on a simulated clock: nothing runs after unmount.)
  const restart = (next: AnyFlowEntry | undefined, nextTenant: string, events: readonly EventObject[] = []) => {
    session?.actor.stop();
    setPending([]);
    setSession(next ? newSession(next, nextTenant, events) : null);
  };

  const selected = useSelector(session?.actor ?? NO_ACTOR, (s) => s as AnyMachineSnapshot);
  const snapshot = session ? selected : undefined;

  useEffect(() => {
    const search = encodeExplorerSearch({ machine: name, tenant, locale, screen, events: session?.events ?? [] });
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.search.includes('inspect') && !search.includes('inspect') ? '&inspect' : ''}`,
    );
  }, [name, tenant, locale, screen, session?.events]);

  const samples = useMemo(() => (entry ? (samplesFor(entry, tenant) as EventObject[]) : []), [entry, tenant]);
  const sources = useMemo(() => (entry ? invokeSources(entry.machine) : {}), [entry]);
  const paths = useMemo<PlanPath[]>(() => {
    if (!entry) return [];
    try {
      return generatePaths(entry, { tenant, kind: planKind, max: 60 });
    } catch {
      return [];
    }
  }, [entry, tenant, planKind]);

  const send = (event: EventObject): boolean => {
    if (!session || !snapshot?.can(event)) return false;
    session.actor.send(event);
    setSession({ actor: session.actor, events: [...session.events, event] });
    return true;
  };

  const sendPayload = () => {
    try {
      const event = JSON.parse(payload) as unknown;
      if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string')
        throw new Error('type');
      setPayloadError(send(event as EventObject) ? null : t('events.notAccepted'));
    } catch {
      setPayloadError(t('events.invalidJson'));
    }
  };

  const loadPlanPath = () => {
    const path = paths.find((p) => p.id === planPathId);
    if (!entry || !path) return;
    restart(entry, tenant);
    setPending(path.steps.map((s) => s.event));
  };
  const planNext = () => {
    const [next, ...rest] = pending;
    if (next && send(next)) setPending(rest);
    else setPending([]);
  };
  // issue 9: a user step is done on the preview through the flow's own driver (as the model tests do), so the real view
  // sends the event; server answers and timers are sent as they are.
  const previewRef = useRef<HTMLDivElement>(null);
  const [screenError, setScreenError] = useState<string | null>(null);
  const [previewFit, setPreviewFit] = useState(true);
  /** the view's root inside the preview iframe (same origin): where the driver types and clicks */
  const previewRoot = (): HTMLElement | null =>
    previewRef.current?.querySelector('iframe')?.contentDocument?.body ?? null;
  const planNextOnScreen = async () => {
    const [next, ...rest] = pending;
    const root = previewRoot();
    if (!next || !session || !entry || !root || !i18nForView) return;
    const perform = (entry.driver as Record<string, ((d: FlowDriver, e: EventObject) => Promise<void>) | undefined>)[
      next.type
    ];
    if (stepKind(next.type) !== 'user' || !perform) {
      planNext();
      return;
    }
    try {
      const translate = (key: string, options?: Record<string, unknown>) =>
        (i18nForView.t as (k: string, o?: Record<string, unknown>) => string)(key, options);
      await drivingPreview(root.ownerDocument, () => perform(domDriver(root, session.actor, translate), next));
      setScreenError(null);
      setSession({ actor: session.actor, events: [...session.events, next] });
      setPending(rest);
    } catch (error) {
      setScreenError(t('plan.screenFailed', { reason: error instanceof Error ? error.message : String(error) }));
    }
  };
  const planAll = () => {
    if (!session) return;
    const accepted = replayEvents(session.actor, pending);
    setSession({ actor: session.actor, events: [...session.events, ...accepted] });
    setPending([]);
  };

  const exportSvg = () => {
    if (!svgRef.current || !entry) return;
    // the drawing at its own size, whatever the zoom on the screen
    const copy = svgRef.current.cloneNode(true) as SVGSVGElement;
    const [, , w, h] = (copy.getAttribute('viewBox') ?? '').split(' ');
    if (w && h) {
      copy.setAttribute('width', w);
      copy.setAttribute('height', h);
    }
    copy.removeAttribute('style');
    const blob = new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${copy.outerHTML}`], {
      type: 'image/svg+xml',
    });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `${entry.name}.svg`;
    a.click();
    URL.revokeObjectURL(url);
  };

  const active = new Set(((snapshot?._nodes ?? []) as AnyStateNode[]).map((n) => n.id));
  const choices = snapshot ? eventChoices(snapshot, samples) : null;
  const enabledTypes = new Set(
    choices
      ? Object.values(choices)
          .flat()
          .filter((e) => snapshot?.can(e))
          .map((e) => e.type)
      : [],
  );
  const View = entry ? VIEWS[entry.name] : undefined;
  const width = SCREEN_CLASSES.find((s) => s.key === screen)?.width ?? 1280;
  const pathTotal = paths.find((p) => p.id === planPathId)?.steps.length ?? 0;

  const texts = entry ? textsOf(entry) : null;
  const inAtlas = entry && snapshot ? atlasHref(atlas, entry.name, stateValueToString(snapshot.value)) : null;

  return (
    <div className="flow-explorer">
      <nav aria-label={t('machines')}>
        <h1>{t('title')}</h1>
        <p className="flow-explorer__intro">{t('intro')}</p>
        <h2>{t('machines')}</h2>
        <ul className="flow-explorer__list">
          {flowRegistry.map((e) => {
            const own = textsOf(e);
            return (
              <li key={e.name}>
                <button
                  type="button"
                  className="flow-explorer__item"
                  aria-pressed={e.name === name}
                  onClick={() => {
                    setName(e.name);
                    restart(e, tenant);
                  }}
                  title={own.description}
                >
                  <span className="flow-explorer__item-name">{own.name}</span>
                  <span className="flow-explorer__item-meta">
                    {t('machineId', { id: e.name })} · {e.complete ? t('complete') : t('inProgress')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* the shell's <main> holds this page: the chosen flow is a labelled region inside it, not a second main */}
      <section className="flow-explorer__flow" aria-label={texts?.name ?? t('title')}>
        {!entry || !session || !snapshot || !texts ? (
          <p>{t('chooseMachine')}</p>
        ) : (
          <>
            <h2>{texts.name}</h2>
            <p className="flow-explorer__description">{texts.description}</p>
            <div role="toolbar" className="flow-explorer__toolbar">
              <label>
                {t('tenant')}
                <select
                  value={tenant}
                  onChange={(ev) => {
                    setTenant(ev.target.value);
                    setLocale(getTenant(ev.target.value).locale);
                    restart(entry, ev.target.value);
                  }}
                >
                  {TENANTS.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.id} · {x.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('locale')}
                <select value={locale} onChange={(ev) => setLocale(ev.target.value)}>
                  {['es', ...LOCALES].map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('screen')}
                <select value={screen} onChange={(ev) => setScreen(ev.target.value as ScreenClass)}>
                  {SCREEN_CLASSES.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.key} ({s.width} px)
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={() => void navigator.clipboard?.writeText(window.location.href)}>
                {t('share')}
              </button>
            </div>

            <p>
              {t('currentState')}:{' '}
              {/* issue 33: the state's screenshots in the atlas, when it has been built and is served */}
              <output data-testid="current-state">
                {inAtlas ? (
                  <a href={inAtlas} data-testid="atlas-link">
                    {stateValueToString(snapshot.value)}
                  </a>
                ) : (
                  stateValueToString(snapshot.value)
                )}
              </output>
              {snapshot.status === 'done' ? ` (${t('finalState')})` : ''}
            </p>

            <section aria-label={t('diagram')}>
              {layout ? (
                <DiagramViewport
                  key={entry.name}
                  width={layout.width}
                  actions={
                    <>
                      <button type="button" onClick={exportSvg}>
                        {t('exportSvg')}
                      </button>
                      <CompareControl comparison={comparison} />
                    </>
                  }
                >
                  {(zoom) => (
                    <StatechartSvg
                      ref={svgRef}
                      layout={layout}
                      active={active}
                      enabledEvents={enabledTypes}
                      title={entry.name}
                      zoom={zoom}
                      changes={changes?.svg}
                    />
                  )}
                </DiagramViewport>
              ) : (
                <p>{t('loading')}</p>
              )}
              <FlowDiffPanel comparison={comparison} machine={entry.machine} changes={changes} />
            </section>

            <div className="flow-explorer__work">
              <section aria-label={t('events.title')} className="flow-explorer__events">
                <h2>{t('events.title')}</h2>
                {(['user', 'done', 'error', 'timer', 'internal'] as const).map((kind) =>
                  choices && choices[kind].length ? (
                    <fieldset key={kind}>
                      <legend>{kind === 'internal' ? 'xstate' : t(`events.${kind}`)}</legend>
                      {choices[kind].map((event, i) => (
                        <div key={`${event.type}-${i}`} className="flow-explorer__event">
                          <button
                            type="button"
                            disabled={!snapshot.can(event)}
                            data-event-type={event.type}
                            onClick={() => send(event)}
                            title={describeEvent(event, sources)}
                          >
                            {kind === 'user' ? eventLabel(event) : describeEvent(event, sources)}
                          </button>
                          <button
                            type="button"
                            aria-label={t('events.edit')}
                            title={t('events.edit')}
                            onClick={() => {
                              setPayload(JSON.stringify(event, null, 2));
                              setPayloadError(null);
                            }}
                          >
                            ✎
                          </button>
                        </div>
                      ))}
                    </fieldset>
                  ) : null,
                )}
                {choices && Object.values(choices).every((l) => l.length === 0) && <p>{t('events.none')}</p>}
                <label className="flow-explorer__payload">
                  {t('events.payload')}
                  <textarea
                    value={payload}
                    onChange={(ev) => setPayload(ev.target.value)}
                    rows={5}
                    placeholder='{ "type": "form.submit" }'
                  />
                </label>
                <button type="button" onClick={sendPayload}>
                  {t('events.send')}
                </button>
                {payloadError && <p role="alert">{payloadError}</p>}
                <h2>{t('history.title')}</h2>
                <ol data-testid="history">
                  <li>
                    <button type="button" onClick={() => restart(entry, tenant)}>
                      {t('history.start')}
                    </button>
                  </li>
                  {session.events.map((event, i) => (
                    <li key={i}>
                      <button
                        type="button"
                        title={t('history.goTo')}
                        onClick={() => restart(entry, tenant, session.events.slice(0, i + 1))}
                      >
                        {describeEvent(event, sources)}
                      </button>
                    </li>
                  ))}
                </ol>
                <button
                  type="button"
                  disabled={session.events.length === 0}
                  onClick={() => restart(entry, tenant, session.events.slice(0, -1))}
                >
                  {t('history.undo')}
                </button>{' '}
                <button type="button" onClick={() => restart(entry, tenant)}>
                  {t('history.reset')}
                </button>
                <h2>{t('plan.title')}</h2>
                <label>
                  {t('plan.kind')}{' '}
                  <select value={planKind} onChange={(ev) => setPlanKind(ev.target.value as PathKind)}>
                    <option value="shortest">{t('plan.shortest')}</option>
                    <option value="simple">{t('plan.simple')}</option>
                    <option value="transitions">{t('plan.transitions')}</option>
                  </select>
                </label>
                {paths.length === 0 ? (
                  <p>{t('plan.none')}</p>
                ) : (
                  <label className="flow-explorer__payload">
                    {t('plan.path')}{' '}
                    <select value={planPathId} onChange={(ev) => setPlanPathId(ev.target.value)}>
                      <option value="" />
                      {paths.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.id} → {p.target} ({p.steps.length})
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <button type="button" disabled={!planPathId} onClick={loadPlanPath}>
                  {t('plan.load')}
                </button>{' '}
                <button type="button" disabled={pending.length === 0} onClick={planNext}>
                  {t('plan.next')}
                </button>{' '}
                <button type="button" disabled={pending.length === 0} onClick={() => void planNextOnScreen()}>
                  {t('plan.nextOnScreen')}
                </button>{' '}
                <button type="button" disabled={pending.length === 0} onClick={planAll}>
                  {t('plan.playAll')}
                </button>
                {screenError && <p role="alert">{screenError}</p>}
                {pathTotal > 0 && planPathId && (
                  <p>{t('plan.progress', { done: pathTotal - pending.length, total: pathTotal })}</p>
                )}
              </section>

              <section aria-label={t('preview')} className="flow-explorer__preview" tabIndex={0}>
                <h2>
                  {t('preview')} · {screen} {width}px · {tenant} · {locale}
                </h2>
                <label>
                  <input type="checkbox" checked={previewFit} onChange={(ev) => setPreviewFit(ev.target.checked)} />{' '}
                  {t('previewFit')}
                </label>
                <div ref={previewRef} data-testid="flow-preview" data-screen={screen} data-screen-class={screen}>
                  <PreviewFrame
                    width={width}
                    title={t('previewFrame', { flow: texts.name })}
                    lang={locale}
                    fitToSpace={previewFit}
                  >
                    {View && i18nForView ? (
                      <I18nextProvider i18n={i18nForView}>
                        <Suspense fallback={<p>{t('loading')}</p>}>
                          <ViewBoundary fallback={<p>{t('noView')}</p>}>
                            <View key={`${session.actor.sessionId}`} actorRef={session.actor} />
                          </ViewBoundary>
                        </Suspense>
                      </I18nextProvider>
                    ) : (
                      <p>{t('loading')}</p>
                    )}
                  </PreviewFrame>
                </div>
              </section>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
