// Flow registry entry (issue 6) for the app-level session actor (spec §4).
import { defineFlow } from '../../flows/define-flow';
import { sessionMachine } from '../../machines/session/session.machine';
import { sessionFlowSamples } from '../../machines/session/session.samples';

export const sessionFlow = defineFlow({
  name: 'session',
  description: 'Session expiry: activity refreshes through /v1/validate; expired -> login with return path, or the re-login modal (spec §4).',
  machine: sessionMachine,
  loadView: () => import('./session.view').then((m) => m.SessionView),
  samples: sessionFlowSamples,
  namespaces: ['login'],
  driver: {},
  delays: { refreshInterval: 60_000 },
  input: () => ({ modalRedirect: true, returnTo: '/account/my-orders' }),
  complete: true,
});
