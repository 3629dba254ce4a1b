// Flow registry entry (issue 6) for the collaborator first login.
import { defineFlow } from '../../flows/define-flow';
import { collaboratorOnboardingMachine } from '../../machines/collaborator-onboarding/collaborator-onboarding.machine';
import { collaboratorOnboardingSamples } from '../../machines/collaborator-onboarding/collaborator-onboarding.samples';
import { validateStep } from '../../machines/collaborator-onboarding/collaborator-onboarding.validation';
import { collaboratorOnboardingInputFor } from './collaborator-onboarding.input';

export const collaboratorOnboardingFlow = defineFlow({
  name: 'collaborator-onboarding',
  description: 'Collaborator first login: email and company document, then code, new password and terms; welcome.',
  machine: collaboratorOnboardingMachine,
  loadView: () => import('./collaborator-onboarding.view').then((m) => m.CollaboratorOnboardingView),
  samples: collaboratorOnboardingSamples,
  namespaces: ['registration', 'login'],
  driver: {},
  delays: {},
  input: collaboratorOnboardingInputFor,
  graphContext: (context) => ({
    identify: Object.keys(validateStep('identify', context.config, context.values)).length,
    verify: Object.keys(validateStep('verify', context.config, context.values)).length,
    error: context.error,
    codeResent: context.codeResent,
  }),
  complete: true,
});
