// Flow registry entry (issue 6) for the collaborators page (issue 14): list, create/edit modal, delete modal.
import { defineFlow } from '../flows/define-flow';
import { collaboratorsMachine } from '../../machines/collaborators/collaborators.machine';
import { collaboratorsSamples } from '../../machines/collaborators/collaborators.samples';

export const collaboratorsFlow = defineFlow({
  name: 'collaborators',
  description: 'Company collaborators: list (loading, empty, error), create/edit modal with the spec §5 rules, delete confirmation.',
  machine: collaboratorsMachine,
  loadView: () => import('./collaborators.view').then((m) => m.CollaboratorsView),
  samples: collaboratorsSamples,
  actors: ['loadCollaborators', 'saveCollaborator', 'deleteCollaborator'],
  delays: {},
  input: (tenant) => ({ country: tenant.country }),
  graphContext: (context) => ({
    n: context.collaborators.length,
    editing: context.editingId !== null,
    valid: Boolean(context.form.firstName && context.form.lastName && context.form.email && context.form.maximumPurchaseAmount),
    errors: Object.keys(context.errors).length > 0,
    failure: context.failure,
    deleting: context.deletingId !== null,
  }),
  complete: true,
});
