// Issue 9 (STYLE.md §16): the consent check's edge (spec §7, §8, §9): status and templates of the user's purpose, save the
// acceptance; a failed save asks to accept again.
import { CONSENT_PURPOSES, type ConsentPurpose } from '../../contracts/consent.contract';
import { defineFlow } from '../../flows/define-flow';
import { pagePath } from '../app/routes';
import type { FlowUser } from '../../flows/flow-entry.types';
import { consentMachine } from '../../machines/consent/consent.machine';
import { consentSamples } from '../../machines/consent/consent.samples';
import type { CheckConsentsInput, ConsentCheckOutput, SaveConsentsInput } from '../../machines/consent/consent.types';
import { createConsentApi } from '../../services/consent.api';
import { serviceActor } from '../shared/service-actor';

/** spec §9: the purpose of the signed-in user's templates: a company's superuser, a collaborator, or a person. */
export function consentPurposeOf(user: FlowUser | null): ConsentPurpose {
  if (user?.accountType !== 'ORGANIZATION') return 'Registro';
  return user.role === 'owner' || user.role === 'superUser' ? 'RegistroB2BSU' : 'RegistroB2BCO';
}

const onPrivacyCentre = (tenantId: string) =>
  typeof window !== 'undefined' && window.location.pathname.replace(/\/$/, '') === pagePath('privacyCentre', tenantId);

const purposeOf = (purpose: string): ConsentPurpose =>
  CONSENT_PURPOSES.find((known) => known === purpose) ?? 'Registro';

export const consentFlow = defineFlow({
  name: 'consent',
  description:
    'Consents of a signed-in user: status check, pending templates, save; a failed save asks to accept again.',
  machine: consentMachine,
  loadView: () => import('./consent.view').then((m) => m.ConsentView),
  samples: consentSamples,
  namespaces: ['registration'],
  delays: {},
  input: (_tenant, page) => ({ purpose: consentPurposeOf(page?.user ?? null) }),
  implementations: (env) => {
    const api = createConsentApi({
      authentication: env.clients.authentication,
      storefront: env.clients.storefront,
    });
    return {
      actors: {
        checkConsents: serviceActor<ConsentCheckOutput, CheckConsentsInput>(env, async (input, signal) => {
          // issue 31: the privacy centre asks for the same versions in its own modal, beside the history: one prompt
          if (onPrivacyCentre(env.tenant.id)) return { pending: [] };
          const status = await api.status(signal);
          if (!status.required || status.complete) return { pending: [] };
          const { templates } = await api.templates(purposeOf(input.purpose), signal);
          const accepted = new Set(
            status.consents.filter((c) => c.accepted).map((c) => `${c.templateId}@${c.version}`),
          );
          return {
            pending: templates
              .filter((template) => !accepted.has(`${template.id}@${template.version}`))
              .map((template) => ({ ...template, url: template.url ?? null })),
          };
        }),
        saveConsents: serviceActor<unknown, SaveConsentsInput>(env, (input, signal) => api.save(input, signal)),
      },
    };
  },
  driver: {
    'consent.toggle': (d, event) => d.check(`consent-${event.templateId}`, event.accepted),
    'consent.accept': (d) => d.click(d.t('registration:consent.accept')),
    'check.retry': (d) => d.click(d.t('registration:consent.retry')),
  },
  graphContext: (context) => ({
    pending: context.pending.length,
    accepted: Object.values(context.answers).filter(Boolean).length,
    missing: context.missingRequired,
  }),
  complete: true,
});
