// Sample events of privacyCentreMachine (pure data): a Colombian shopper who accepted everything at registration, then the
// same person with the loyalty programme's data withdrawn, and one with a new version of the terms to accept.
import type { PrivacyOverview } from '../../contracts/privacy.contract';
import type { PrivacyCentreEvent } from './privacy-centre.types';

const doc = (kind: 'terms' | 'personalData' | 'loyaltyTerms' | 'loyaltyData', title: string, required: boolean) => ({
  templateId: `co-Registro-${kind}`,
  kind,
  title,
  url: `/co-legal/${kind}`,
  required,
  currentVersion: '2026-01',
  accepted: true as boolean | null,
  decidedVersion: '2026-01' as string | null,
  acceptedWithAccountAt: null as string | null,
});

const registration = (kind: string, title: string) => ({
  id: `h-${kind}`,
  templateId: `co-Registro-${kind}`,
  kind: null,
  title,
  version: '2026-01',
  accepted: true,
  recordedAt: '2026-03-02T12:00:00.000Z',
  channel: 'WEB' as const,
  source: 'registration' as const,
});

export const overviewSample: PrivacyOverview = {
  documents: [
    doc('terms', 'Términos y condiciones', true),
    doc('personalData', 'Tratamiento de datos personales', true),
    doc('loyaltyTerms', 'Términos del programa de puntos', false),
    doc('loyaltyData', 'Datos del programa de puntos', false),
  ],
  history: [
    registration('terms', 'Términos y condiciones'),
    registration('loyaltyData', 'Datos del programa de puntos'),
  ],
  pending: [],
};

export const withdrawnSample: PrivacyOverview = {
  ...overviewSample,
  documents: overviewSample.documents.map((d) =>
    d.templateId === 'co-Registro-loyaltyData' ? { ...d, accepted: false } : d,
  ),
  history: [
    {
      ...registration('loyaltyData', 'Datos del programa de puntos'),
      id: 'h-withdrawn',
      accepted: false,
      recordedAt: '2026-03-05T15:30:00.000Z',
      channel: 'MOBILE',
      source: 'privacyCentre',
    },
    ...overviewSample.history,
  ],
};

export const pendingSample: PrivacyOverview = {
  ...overviewSample,
  documents: overviewSample.documents.map((d) =>
    d.templateId === 'co-Registro-terms' ? { ...d, currentVersion: '2026-02' } : d,
  ),
  pending: [
    {
      id: 'co-Registro-terms',
      version: '2026-02',
      purpose: 'Registro',
      kind: 'terms',
      title: 'Términos y condiciones',
      text: 'Acepto los términos y condiciones de uso.',
      url: '/co-legal/terms-and-conditions',
      required: true,
    },
  ],
};

export const privacyCentreSampleEvents: PrivacyCentreEvent[] = [
  { type: 'privacy.retry' },
  { type: 'consent.withdraw', templateId: 'co-Registro-loyaltyData' },
  { type: 'consent.grant', templateId: 'co-Registro-loyaltyData' },
  { type: 'reaccept.open' },
  { type: 'reaccept.accept' },
  { type: 'reaccept.later' },
];

export const privacyCentreFlowSamples = {
  common: [
    ...privacyCentreSampleEvents,
    { type: 'xstate.done.actor.loadOverview', output: overviewSample },
    { type: 'xstate.done.actor.loadOverview', output: pendingSample },
    { type: 'xstate.error.actor.loadOverview', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.updateConsent', output: withdrawnSample },
    {
      type: 'xstate.error.actor.updateConsent',
      error: { code: 'VALIDATION_ERROR', status: 400, details: { fields: { accepted: 'required' } } },
    },
    { type: 'xstate.error.actor.updateConsent', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.acceptVersions', output: overviewSample },
    { type: 'xstate.error.actor.acceptVersions', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
