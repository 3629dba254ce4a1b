// Sample events (pure data): a Peruvian company (RUC 20485917366) with one buyer; a new buyer is added.
import type { Collaborator, CollaboratorsEvent, CollaboratorsInput } from './collaborators.types';

type Sample =
  | CollaboratorsEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const collaboratorsSampleInput: CollaboratorsInput = { country: 'PE' };

export const sampleBuyer: Collaborator = {
  id: '7b0d7c1e-2f43-4c55-9a10-3f1f0e6d2a01',
  firstName: 'Carmen',
  lastName: 'Flores',
  email: 'carmen@andina.pe',
  phone: '947283916',
  companyDocument: '20485917366',
  defaultWorkSite: 'Obra Miraflores',
  userType: 'buyer',
  status: 'active',
  maximumPurchaseAmount: 5000,
  onboarded: true,
};

export const collaboratorsSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    {
      type: 'xstate.done.actor.loadCollaborators',
      output: { collaborators: [sampleBuyer], currency: 'PEN', companyDocument: '20485917366' },
    },
    { type: 'xstate.error.actor.loadCollaborators', error: { code: 'GENERIC_ERROR' } },
    { type: 'list.retry' },
    { type: 'collaborator.add' },
    { type: 'collaborator.edit', id: sampleBuyer.id },
    { type: 'collaborator.delete', id: sampleBuyer.id },
    { type: 'field.change', field: 'firstName', value: 'Rosa' },
    { type: 'field.change', field: 'lastName', value: 'Huamán' },
    { type: 'field.change', field: 'email', value: 'rosa@andina.pe' },
    { type: 'field.change', field: 'maximumPurchaseAmount', value: '1500' },
    { type: 'form.submit' },
    { type: 'form.cancel' },
    {
      type: 'xstate.done.actor.saveCollaborator',
      output: {
        ...sampleBuyer,
        id: '7b0d7c1e-2f43-4c55-9a10-3f1f0e6d2a02',
        firstName: 'Rosa',
        lastName: 'Huamán',
        email: 'rosa@andina.pe',
        maximumPurchaseAmount: 1500,
        onboarded: false,
      },
    },
    { type: 'xstate.error.actor.saveCollaborator', error: { code: 'GENERIC_ERROR' } },
    { type: 'delete.confirm' },
    { type: 'delete.cancel' },
    { type: 'xstate.done.actor.deleteCollaborator', output: { deleted: true } },
    { type: 'xstate.error.actor.deleteCollaborator', error: { code: 'GENERIC_ERROR' } },
  ],
  byTenant: {},
};
