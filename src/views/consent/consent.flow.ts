// Flow registry entry (issue 6) for the consent check of a signed-in user.
import { defineFlow } from '../../flows/define-flow';
import { consentMachine } from '../../machines/consent/consent.machine';
import { consentSamples } from '../../machines/consent/consent.samples';

export const consentFlow = defineFlow({
  name: 'consent',
  description: 'Consents of a signed-in user: status check, pending templates, save; a failed save asks to accept again.',
  machine: consentMachine,
  loadView: () => import('./consent.view').then((m) => m.ConsentView),
  samples: consentSamples,
  namespaces: ['registration'],
  driver: {},
  delays: {},
  input: () => undefined,
  graphContext: (context) => ({ pending: context.pending.length, accepted: Object.values(context.answers).filter(Boolean).length, missing: context.missingRequired }),
  complete: true,
});
