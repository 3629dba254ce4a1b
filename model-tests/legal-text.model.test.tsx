// Model-based test of a legal page's text (issue 31): the tenant's versioned Markdown rendered safely, loading and a retry.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/privacy.json';
import { legalTextMachine } from '../src/machines/legal-text/legal-text.machine';
import { generatePaths } from '../src/flows/flow-paths';
import { legalTextFlow } from '../src/views/legal-text/legal-text.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('legal-text', 'legalText');

function assertScreen(state: string, container: HTMLElement) {
  const text = container.textContent ?? '';
  if (state === 'loading') expect(text).toContain(es.legal.loading);
  if (state === 'failed') expect(container.querySelector('[role="alert"]')!.textContent).toContain(es.legal.loadFailed);
  if (state === 'ready') {
    expect(text).toContain('Versión 2026-01');
    // the document's # heading sits below the page's own title; ## below it
    expect(container.querySelector('h2')!.textContent).toBe('Términos y condiciones de uso');
    expect(container.querySelector('h3')!.textContent).toBe('1. Quiénes somos');
    expect(container.querySelector('blockquote strong')!.textContent).toBe('Texto de ejemplo.');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('a[href="mailto:ayuda@ejemplo.com"]')!.textContent).toBe('servicio al cliente');
    // raw HTML stays text and an unsafe link loses its href: nothing is injected
    expect(container.querySelector('script')).toBeNull();
    expect(text).toContain('<script>alert(1)</script>');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  }
}

describe('legal text model (issue 31)', () => {
  const all = generatePaths(legalTextFlow, { tenant: 'co', kind: 'shortest' });
  const paths = [
    ...coveringPaths(all),
    extendPath(
      all.find((p) => p.target === 'failed')!,
      'retry',
      [{ event: { type: 'legal.retry' }, state: 'loading' }],
    ),
  ];
  for (const path of paths) {
    it(`${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(legalTextFlow, path, {
        tenant: 'co',
        recorder,
        assert: (state, { container }) => assertScreen(state, container),
      });
    }, 30_000);
  }
});
afterAll(() => expectFullCoverage(recorder, legalTextMachine));
