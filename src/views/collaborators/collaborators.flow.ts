// Issue 14 (STYLE.md §16): the collaborators flow's edge: list, create/edit modal, delete modal (spec §2, §5, §6, §8).
import { defineFlow } from '../../flows/define-flow';
import { collaboratorsMachine } from '../../machines/collaborators/collaborators.machine';
import { collaboratorsSamples } from '../../machines/collaborators/collaborators.samples';
import type { Collaborator, SaveCollaboratorInput } from '../../machines/collaborators/collaborators.types';
import { createCollaboratorsApi } from '../../services/collaborators.api';
import { serviceActor } from '../shared/service-actor';

export const collaboratorsFlow = defineFlow({
  name: 'collaborators',
  description:
    'Company collaborators: list (loading, empty, error), create/edit modal with the spec §5 rules, delete confirmation.',
  machine: collaboratorsMachine,
  loadView: () => import('./collaborators.view').then((m) => m.CollaboratorsView),
  namespaces: ['company', 'rules'],
  samples: collaboratorsSamples,
  delays: {},
  input: (tenant) => ({ country: tenant.country }),
  implementations: (env) => {
    const api = createCollaboratorsApi(env.clients.myAccount, env.tenant.id);
    return {
      actors: {
        loadCollaborators: serviceActor(env, (_input, signal) => api.list(signal)),
        saveCollaborator: serviceActor<Collaborator, SaveCollaboratorInput>(env, (input, signal) =>
          api.save(input.id, input.form, signal),
        ),
        deleteCollaborator: serviceActor<unknown, { id: string }>(env, (input, signal) => api.remove(input.id, signal)),
      },
    };
  },
  driver: {
    'list.retry': (d) => d.click(d.t('company:collaborators.retry')),
    'collaborator.add': (d) => d.click(d.t('company:collaborators.add')),
    'collaborator.edit': (d, event) => {
      const c = d.snapshot().context.collaborators.find((x) => x.id === event.id);
      return d.click(d.t('company:collaborators.editLabel', { name: `${c?.firstName ?? ''} ${c?.lastName ?? ''}` }));
    },
    'collaborator.delete': (d, event) => {
      const c = d.snapshot().context.collaborators.find((x) => x.id === event.id);
      return d.click(d.t('company:collaborators.deleteLabel', { name: `${c?.firstName ?? ''} ${c?.lastName ?? ''}` }));
    },
    'field.change': (d, event) =>
      event.field === 'userType' || event.field === 'status'
        ? d.select(event.field, event.value)
        : d.fill(event.field, event.value),
    'form.submit': (d) => d.click(d.t('company:collaborators.form.save')),
    'form.cancel': (d) => d.click(d.t('company:collaborators.form.cancel')),
    'delete.confirm': (d) => d.click(d.t('company:collaborators.confirmDelete.confirm')),
    'delete.cancel': (d) => d.click(d.t('company:collaborators.confirmDelete.cancel')),
  },
  graphContext: (context) => ({
    n: context.collaborators.length,
    editing: context.editingId !== null,
    valid: Boolean(
      context.form.firstName && context.form.lastName && context.form.email && context.form.maximumPurchaseAmount,
    ),
    errors: Object.keys(context.errors).length > 0,
    failure: context.failure,
    deleting: context.deletingId !== null,
  }),
  complete: true,
});
