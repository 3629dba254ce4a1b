// The consent machine's actors on the real services (spec §7): status and templates of the user's purpose, then save.
import { fromPromise } from 'xstate';
import type { ConsentCheckOutput, SaveConsentsInput } from '../../machines/consent/consent.types';
import type { ConsentApi } from '../../services/consent.api';
import type { ConsentPurpose } from '../../contracts/consent.contract';

export function consentActors(api: ConsentApi, purpose: ConsentPurpose) {
  return {
    checkConsents: fromPromise<ConsentCheckOutput>(async ({ signal }) => {
      const status = await api.status(signal);
      if (!status.required || status.complete) return { pending: [] };
      const { templates } = await api.templates(purpose, signal);
      const accepted = new Set(status.consents.filter((c) => c.accepted).map((c) => `${c.templateId}@${c.version}`));
      return {
        pending: templates
          .filter((template) => !accepted.has(`${template.id}@${template.version}`))
          .map((template) => ({ ...template, url: template.url ?? null })),
      };
    }),
    saveConsents: fromPromise<unknown, SaveConsentsInput>(({ input, signal }) => api.save(input, signal)),
  };
}
