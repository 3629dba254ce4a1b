// Issue 6: one registry of machines, read by the model tests, `npm run paths`, the machine lint and the Flow Explorer.
import type { ComponentType } from 'react';
import type { ActorRefFrom, AnyStateMachine, ContextFrom, EventFromLogic, InputFrom } from 'xstate';
import type { TenantConfig } from '../../tenants/tenant.types';

/**
 * Props of every flow view. The view does not create its actor: it is handed one.
 * - In the app, the page creates it: `const actorRef = useActorRef(loginMachine.provide({ actors: realServices }), { input, inspect: getInspect() })`
 *   and renders `<LoginView actorRef={actorRef} />`.
 * - In the Flow Explorer, the actor runs the same machine with actors that wait for a person to click "done" or "error".
 * The view reads state with `useSelector(actorRef, (s) => s)` and sends with `actorRef.send`, through its connect().
 */
export interface FlowViewProps<TMachine extends AnyStateMachine = AnyStateMachine> {
  actorRef: ActorRefFrom<TMachine>;
}

/** A server answer, as xstate names it: the invoke's `id` must equal the actor's name in setup({ actors }) (e.g. `id: 'submitLogin'`). */
export interface ActorDoneSample {
  type: `xstate.done.actor.${string}`;
  output?: unknown;
}
export interface ActorErrorSample {
  type: `xstate.error.actor.${string}`;
  error?: unknown;
}

/**
 * One sample event: a user event of the machine (with payload), or a server outcome.
 * Timers need no sample: the tools read them from the graph (`xstate.after.<delay>.<stateId>`).
 */
export type SampleEvent<TMachine extends AnyStateMachine = AnyStateMachine> =
  | EventFromLogic<TMachine>
  | ActorDoneSample
  | ActorErrorSample;

export interface FlowSamples<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Samples for every tenant. List several samples of one type for the branches its guards take (valid, invalid...). */
  common: readonly SampleEvent<TMachine>[];
  /**
   * Tenant variants that change a guard (tenant id -> samples). For that tenant, these REPLACE every common sample
   * of the same `type`; other types keep the common samples.
   */
  byTenant?: Readonly<Partial<Record<string, readonly SampleEvent<TMachine>[]>>>;
}

export interface FlowEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** kebab-case key, used in the URL of the Explorer (`/flows?m=login`) and as the CLI argument (`npm run paths -- login`) */
  name: string;
  /** one line, for product owners */
  description: string;
  /** the machine from src/machines, as exported (named actors and delays may have defaults or throw: tools provide their own) */
  machine: TMachine;
  /** the real view, loaded lazily so that tools in Node never load React views: `() => import('./login.view').then((m) => m.LoginView)` */
  loadView: () => Promise<ComponentType<FlowViewProps<TMachine>>>;
  /** sample events with payloads; xstate/graph uses them as the complete list of events (an event type without a sample is sent bare) */
  samples: FlowSamples<TMachine>;
  /** names of the actors (setup({ actors }) keys = invoke ids) whose done/error outcomes a person can fire in the Explorer */
  actors: readonly string[];
  /** named delays in ms (setup({ delays }) keys), as shown to people; the tools fire them by hand */
  delays: Readonly<Record<string, number>>;
  /** the machine's input for a tenant */
  input: (tenant: TenantConfig) => InputFrom<TMachine>;
  /**
   * Optional: the part of the context that tells graph states apart (default: the whole context).
   * Use it when counters would multiply the paths, e.g. `(c) => ({ attempts: Math.min(c.attempts, 3) })`.
   */
  graphContext?: (context: ContextFrom<TMachine>) => unknown;
  /** true when the flow is finished: `npm run paths` then fails below 100% model-test coverage */
  complete: boolean;
}

/** A registry entry with its machine type erased, as stored in the registry. */
export type AnyFlowEntry = FlowEntry<AnyStateMachine>;

/*
 * Example: src/views/login/login.flow.ts
 *
 * ```ts
 * import { defineFlow } from '../flows/define-flow';
 * import { loginMachine } from '../../machines/login/login.machine';
 * import { loginSamples } from '../../machines/login/login.samples';
 *
 * export const loginFlow = defineFlow({
 *   name: 'login',
 *   description: 'Sign in with email and password, with bot check and lockout (spec §2, §8)',
 *   machine: loginMachine,
 *   loadView: () => import('./login.view').then((m) => m.LoginView),
 *   samples: {
 *     common: [
 *       { type: 'field.change', name: 'email', value: 'ana@example.com' },
 *       { type: 'field.change', name: 'password', value: 'Secret123' },
 *       { type: 'form.submit' },
 *       { type: 'xstate.done.actor.submitLogin', output: { userId: 'u1' } },
 *       { type: 'xstate.error.actor.submitLogin', error: { code: 'INVALID_CREDENTIALS' } },
 *     ],
 *     byTenant: { br: [{ type: 'field.change', name: 'password', value: 'Secret123!' }] },
 *   },
 *   actors: ['submitLogin'],
 *   delays: { lockoutDuration: 15 * 60_000 },
 *   input: (tenant) => ({ tenantId: tenant.id, passwordPolicy: tenant.passwordPolicy }),
 *   graphContext: (c) => ({ attempts: Math.min(c.attempts, 5), email: c.email !== '' }),
 *   complete: true,
 * });
 * ```
 * then add `loginFlow` to src/views/flows/flow-registry.ts.
 */
