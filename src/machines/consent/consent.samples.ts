// Sample events (pure data): Colombia's terms (required) and loyalty programme (optional).
import type { ConsentEvent } from './consent.types';

type Sample =
  | ConsentEvent
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export const consentSamples: { common: readonly Sample[]; byTenant: Record<string, readonly Sample[]> } = {
  common: [
    {
      type: 'xstate.done.actor.checkConsents',
      output: {
        pending: [
          {
            id: 'co-Registro-terms',
            version: '2026-01',
            title: 'Términos y condiciones',
            text: 'Acepto los términos y condiciones de uso.',
            url: null,
            required: true,
          },
          {
            id: 'co-Registro-loyaltyTerms',
            version: '2026-01',
            title: 'Programa de puntos',
            text: 'Acepto los términos del programa de puntos.',
            url: null,
            required: false,
          },
        ],
      },
    },
    { type: 'xstate.done.actor.checkConsents', output: { pending: [] } },
    { type: 'xstate.error.actor.checkConsents', error: { code: 'GENERIC_ERROR' } },
    { type: 'check.retry' },
    { type: 'consent.toggle', templateId: 'co-Registro-terms', accepted: true },
    { type: 'consent.accept' },
    { type: 'xstate.done.actor.saveConsents', output: { ok: true } },
    { type: 'xstate.error.actor.saveConsents', error: { code: 'GENERIC_ERROR' } },
  ],
  byTenant: {},
};
