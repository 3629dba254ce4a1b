// Issue 6, issue 9 (STYLE.md §16): a flow's edge is one entry, `src/views/<flow>/<flow>.flow.ts`, read by the app's pages
// (useFlow), the model tests, `npm run paths`, the machine lint and the Flow Explorer.
import type { ComponentType } from 'react';
import type {
  ActorRefFrom,
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { TenantConfig } from '../tenants/tenant.types';

/**
 * Props of every flow view. The view does not create its actor: it is handed one (by the page's useFlow, by a model test,
 * or by the Flow Explorer, whose actor waits for a person to click "done" or "error").
 */
export interface FlowViewProps<TMachine extends AnyStateMachine = AnyStateMachine> {
  actorRef: ActorRefFrom<TMachine>;
}

/** A server answer, as xstate names it: the invoke's `id` must equal the actor's name in setup({ actors }). */
export interface ActorDoneSample {
  type: `xstate.done.actor.${string}`;
  output?: unknown;
}
export interface ActorErrorSample {
  type: `xstate.error.actor.${string}`;
  error?: unknown;
}

/** One sample event: a user event of the machine (with payload), or a server outcome. Timers need none. */
export type SampleEvent<TMachine extends AnyStateMachine = AnyStateMachine> =
  EventFromLogic<TMachine> | ActorDoneSample | ActorErrorSample;

export interface FlowSamples<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Samples for every tenant. List several samples of one type for the branches its guards take (valid, invalid...). */
  common: readonly SampleEvent<TMachine>[];
  /** Tenant variants that change a guard: for that tenant these REPLACE every common sample of the same `type`. */
  byTenant?: Readonly<Partial<Record<string, readonly SampleEvent<TMachine>[]>>>;
}

/**
 * The service clients a flow's actors call. Flow tooling does not import the services (eslint boundary), so this is
 * filled in by the edge: src/views/shared/service-actor.ts declares it as src/services/clients.ts's ServiceClients.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the edge (declaration merging)
export interface FlowClients {}

/** What the real side effects of a flow are built from (the page supplies it; tests and the Explorer do not use it). */
export interface FlowEnv {
  tenant: TenantConfig;
  /** issue 29: the tenant's service clients, built once (src/services/clients.ts clientsFor); a test may pass its own */
  clients: FlowClients;
  /** hands any error a service threw to the app's session watcher (spec §4: a session-expired answer leads to login) */
  reportError: (error: unknown) => void;
  /** moves to another page of the app (the router's navigate; `state` rides on the history entry) */
  navigate: (path: string, options?: { replace?: boolean; state?: unknown }) => void;
}

/** The signed-in user, as the session guard gives it to account pages. */
export interface FlowUser {
  email: string;
  firstName: string;
  accountType: string;
  role?: string;
}

/** What a page knows when it starts a flow: the URL's query string and, on account pages, the signed-in user. */
export interface FlowPage {
  search: URLSearchParams;
  user: FlowUser | null;
}

/**
 * The real side effects, given to machine.provide(): actors built from the services, and the actions that leave the app.
 * Issue 29: typed by the machine's own provide(), so an actor whose input or output no longer fits the machine's
 * setup({ actors }) (a contract change) fails in tsc, not at run time.
 */
export type FlowImplementations<TMachine extends AnyStateMachine = AnyStateMachine> = Parameters<
  TMachine['provide']
>[0];

/**
 * How a user performs events on a rendered view (zag keeps such page models beside its e2e tests). Implemented with
 * user-event for the model tests (model-tests/support/flow-harness.tsx) and with plain DOM events for the Flow Explorer's
 * "play" (src/views/explorer/dom-driver.ts). Fields are found by their `name` attribute, buttons and links by accessible name.
 */
export interface FlowDriver<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** clears the field named `name` and types `value` into it (an empty value only clears it) */
  fill(name: string, value: string): Promise<void>;
  /** clicks the button (or another role) whose accessible name is `name` */
  click(
    name: string | RegExp,
    role?: 'button' | 'link' | 'checkbox' | 'radio' | 'tab' | 'option' | 'combobox' | 'switch',
  ): Promise<void>;
  /** clicks the first element matching a CSS selector inside the view */
  clickSelector(selector: string): Promise<void>;
  /** focuses the field named `name` */
  focus(name: string): Promise<void>;
  /** moves the focus out of the field named `name` */
  blur(name: string): Promise<void>;
  /** ticks (or clears) the checkbox named `name` */
  check(name: string, checked?: boolean): Promise<void>;
  /** chooses `value` in the native select named `name` */
  select(name: string, value: string): Promise<void>;
  /** presses a key (`{Escape}`, `{Enter}`) where the focus is */
  press(key: string): Promise<void>;
  /** the translation of a key, as the view shows it (`namespace:key`) */
  t(key: string, options?: Record<string, unknown>): string;
  /** the actor's current snapshot (an event may depend on the state, e.g. which tab a toggle goes to), typed by the machine */
  snapshot(): SnapshotFrom<TMachine>;
  /**
   * Sends an event the app itself raises, not a person on this view (a page reporting a session-expired answer, a change
   * of location). Only for those: a user event is performed on the view.
   */
  send(event: EventObject): Promise<void>;
}

/** One driver step per user event type of the machine. Server answers and timers need none: the harness settles them. */
export type FlowDriverSteps<TMachine extends AnyStateMachine = AnyStateMachine> = {
  [T in EventFromLogic<TMachine>['type']]?: (
    driver: FlowDriver<TMachine>,
    event: Extract<EventFromLogic<TMachine>, { type: T }>,
  ) => Promise<void>;
};

export interface FlowEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** kebab-case key, used in the URL of the Explorer (`/flows?m=login`) and as the CLI argument (`npm run paths -- login`) */
  name: string;
  /** one line, for product owners */
  description: string;
  /** the machine from src/machines, as exported; its setup({ actors }) names the side effects the flow needs */
  machine: TMachine;
  /** the real view, loaded lazily so that tools in Node never load React views */
  loadView: () => Promise<ComponentType<FlowViewProps<TMachine>>>;
  /** i18n namespaces the view reads (loaded before it renders in tests and in the Explorer) */
  namespaces: readonly string[];
  /** sample events with payloads; xstate/graph uses them as the complete list of events */
  samples: FlowSamples<TMachine>;
  /** named delays in ms (setup({ delays }) keys) as shown to people; the tools fire them by hand */
  delays: Readonly<Record<string, number>>;
  /** the machine's input for a tenant and, in the app, the page it starts on */
  input: (tenant: TenantConfig, page?: FlowPage) => InputFrom<TMachine>;
  /** the real side effects, built from the services with the shared error mapper (src/views/shared/service-actor.ts) */
  implementations?: (env: FlowEnv) => FlowImplementations<TMachine>;
  /** how a user performs each user event on the rendered view */
  driver: FlowDriverSteps<TMachine>;
  /** the part of the context that tells graph states apart (default: the whole context) */
  graphContext?: (context: ContextFrom<TMachine>) => unknown;
  /** true when the flow is finished: `npm run paths` then fails below 100% model-test coverage */
  complete: boolean;
}

/** A registry entry with its machine type erased, as stored in the registry. */
export type AnyFlowEntry = FlowEntry<AnyStateMachine>;
