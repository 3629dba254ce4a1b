// Issue 9 (STYLE.md §16): how every page starts its flow. The entry says what the flow needs (input per tenant and page,
// the real side effects built from the services, the delays); the page only renders the view with the actor this returns.
//   const actorRef = useFlow(loginFlow, { returnTo });
//   return <LoginView actorRef={actorRef} />;
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import type { FlowEntry, FlowEnv, FlowPage, FlowUser } from '../../flows/flow-entry.types';
import { clientsFor } from '../../services/clients';
import { useSessionReporter } from '../session/session-context';
import { useTenant } from '../shell/use-tenant';
import { getInspect } from './inspect';

interface LoaderWithSession {
  session?: { user?: FlowUser | null } | null;
}

/** The machine with the entry's real side effects, for this tenant. */
export function useFlowMachine<TMachine extends AnyStateMachine>(entry: FlowEntry<TMachine>): TMachine {
  const tenant = useTenant();
  const { report } = useSessionReporter();
  const navigate = useNavigate();
  return useMemo(() => {
    if (!entry.implementations) return entry.machine;
    const env: FlowEnv = {
      tenant,
      clients: clientsFor(tenant.id),
      reportError: report,
      navigate: (path: string, options?: { replace?: boolean; state?: unknown }) => void navigate(path, options),
    };
    return entry.machine.provide(entry.implementations(env)) as TMachine;
  }, [entry, tenant, report, navigate]);
}

/** Starts the entry's machine for this page: input from the tenant, the query string and the signed-in user, plus `overrides`. */
export function useFlow<TMachine extends AnyStateMachine>(
  entry: FlowEntry<TMachine>,
  overrides?: Partial<InputFrom<TMachine>>,
  pageActions?: PageActions<TMachine>,
): ActorRefFrom<TMachine> {
  const tenant = useTenant();
  const [search] = useSearchParams();
  const data = useLoaderData() as LoaderWithSession | undefined;
  const machine = useWithPageActions(useFlowMachine(entry), pageActions);
  const page: FlowPage = { search, user: data?.session?.user ?? null };
  const input = { ...(entry.input(tenant, page) as object), ...overrides } as InputFrom<TMachine>;
  return useActorRef(machine, { input, inspect: getInspect() }) as ActorRefFrom<TMachine>;
}

/** Actions only the page can perform (a toast through the app's toaster): `useFlow(entry, undefined, { notify })`. */
export type PageActions<TMachine extends AnyStateMachine> = NonNullable<Parameters<TMachine['provide']>[0]['actions']>;

/**
 * The machine with the page's actions. The actor is created once, so the actions are stable wrappers that call the
 * latest functions the page passed (a re-render with new closures is honoured, never a second machine).
 */
function useWithPageActions<TMachine extends AnyStateMachine>(
  machine: TMachine,
  pageActions: PageActions<TMachine> | undefined,
): TMachine {
  const latest = useRef(pageActions);
  useEffect(() => {
    latest.current = pageActions;
  });
  const names = Object.keys(pageActions ?? {})
    .sort()
    .join(',');
  return useMemo(() => {
    if (!names) return machine;
    const actions = Object.fromEntries(
      names
        .split(',')
        .map((name) => [
          name,
          (...args: unknown[]) => (latest.current as Record<string, (...a: unknown[]) => void>)[name]?.(...args),
        ]),
    );
    return machine.provide({ actions } as Parameters<TMachine['provide']>[0]) as TMachine;
  }, [machine, names]);
}
