// Issue 31 (STYLE.md §16): a legal page's edge: the tenant's current version of the document (GET
// /api/commerce-config/v1/legal/:document, public).
import { defineFlow } from '../../flows/define-flow';
import type { LegalDocument, LegalText } from '../../contracts/privacy.contract';
import { legalTextMachine } from '../../machines/legal-text/legal-text.machine';
import { legalTextFlowSamples } from '../../machines/legal-text/legal-text.samples';
import { createLegalTextsApi } from '../../services/privacy.api';
import { serviceActor } from '../shared/service-actor';

export const legalTextFlow = defineFlow({
  name: 'legal-text',
  description:
    "A legal page: the tenant's current version of the document (terms, data policies, points terms) from versioned Markdown, rendered safely.",
  machine: legalTextMachine,
  loadView: () => import('./legal-text.view').then((m) => m.LegalTextView),
  namespaces: ['privacy'],
  samples: legalTextFlowSamples,
  delays: {},
  input: () => ({ document: 'terms-and-conditions' as const }),
  implementations: (env) => {
    const api = createLegalTextsApi(env.clients.commerceConfig);
    return {
      actors: {
        loadText: serviceActor<LegalText, { document: LegalDocument }>(env, (input, signal) =>
          api.text(input.document, signal),
        ),
      },
    };
  },
  driver: { 'legal.retry': (d) => d.click(d.t('privacy:legal.retry')) },
  graphContext: (c) => ({ loaded: c.text !== null }),
  complete: true,
});
