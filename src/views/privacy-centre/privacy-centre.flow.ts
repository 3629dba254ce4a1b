// Issue 31 (STYLE.md §16): the privacy centre's edge: the person's consent overview and its changes (GET/POST
// /api/my-account/v1/privacy/consents, src/contracts/privacy.contract.ts).
import { defineFlow } from '../../flows/define-flow';
import { pagePath } from '../app/routes';
import type { PrivacyOverview } from '../../contracts/privacy.contract';
import { privacyCentreMachine } from '../../machines/privacy-centre/privacy-centre.machine';
import { privacyCentreFlowSamples } from '../../machines/privacy-centre/privacy-centre.samples';
import type { UpdateConsentsInput } from '../../machines/privacy-centre/privacy-centre.types';
import { createPrivacyApi } from '../../services/privacy.api';
import { serviceActor } from '../shared/service-actor';

export const privacyCentreFlow = defineFlow({
  name: 'privacy-centre',
  description:
    'Privacy centre: consent history with version, date and channel; withdraw or give again an optional consent; accept a new version of a required one (spec §8, §9).',
  machine: privacyCentreMachine,
  loadView: () => import('./privacy-centre.view').then((m) => m.PrivacyCentreView),
  namespaces: ['privacy'],
  samples: privacyCentreFlowSamples,
  delays: {},
  input: (tenant) => ({
    locale: tenant.locale,
    exportHref: pagePath('dataExport', tenant.id),
    closeAccountHref: pagePath('closeAccount', tenant.id),
  }),
  implementations: (env) => {
    const api = createPrivacyApi({ myAccount: env.clients.myAccount });
    return {
      actors: {
        loadOverview: serviceActor(env, (_input, signal) => api.overview(signal)),
        updateConsent: serviceActor<PrivacyOverview, UpdateConsentsInput>(env, (input, signal) =>
          api.update(input, signal),
        ),
        acceptVersions: serviceActor<PrivacyOverview, UpdateConsentsInput>(env, (input, signal) =>
          api.update(input, signal),
        ),
      },
    };
  },
  driver: {
    'privacy.retry': (d) => d.click(d.t('privacy:retry')),
    'consent.withdraw': (d, e) => d.clickSelector(`[data-action="withdraw-${e.templateId}"]`),
    'consent.grant': (d, e) => d.clickSelector(`[data-action="grant-${e.templateId}"]`),
    'reaccept.open': (d) => d.click(d.t('privacy:reviewPending')),
    'reaccept.accept': (d) => d.click(d.t('privacy:reaccept.accept')),
    'reaccept.later': (d) => d.click(d.t('privacy:reaccept.later')),
  },
  graphContext: (c) => ({
    loaded: c.overview !== null,
    withdrawn: c.overview?.documents.filter((d) => d.accepted === false).length ?? 0,
    pending: c.overview?.pending.length ?? 0,
    error: c.error,
    notice: c.notice,
    reacceptFailed: c.reacceptFailed,
  }),
  complete: true,
});
