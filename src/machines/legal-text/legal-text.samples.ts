// Sample events of legalTextMachine (pure data): a short sample text with every Markdown construct the renderer knows.
import type { LegalText } from '../../contracts/privacy.contract';

export const legalTextSample: LegalText = {
  document: 'terms-and-conditions',
  version: '2026-01',
  versions: ['2026-01'],
  current: true,
  markdown: [
    '# Términos y condiciones de uso',
    '',
    '> **Texto de ejemplo.** No es un texto legal vigente.',
    '',
    '## 1. Quiénes somos',
    '',
    'La tienda es operada por **Tienda Hogar** (ejemplo). Escríbenos a [servicio al cliente](mailto:ayuda@ejemplo.com).',
    '',
    '- Tu cuenta es personal.',
    '- Puedes cerrarla cuando quieras.',
    '',
    '1. Primero',
    '2. Segundo',
    '',
    '<script>alert(1)</script> [enlace](javascript:alert(1))',
  ].join('\n'),
};

export const legalTextFlowSamples = {
  common: [
    { type: 'legal.retry' },
    { type: 'xstate.done.actor.loadText', output: legalTextSample },
    { type: 'xstate.error.actor.loadText', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
