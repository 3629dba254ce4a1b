// Model-based test (STYLE.md §12, issue 15): the quotation list on the real QuotationListView. spec §2, §3.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/quotes.json';
import { generatePaths } from '../src/flows/flow-paths';
import { quotationListMachine } from '../src/machines/quotation-list/quotation-list.machine';
import type { QuotationListContext } from '../src/machines/quotation-list/quotation-list.types';
import { quotationListFlow } from '../src/views/quotes/quotation-list.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('quotation-list', 'quotationList');

function assertScreen(state: string, c: QuotationListContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.list.title);
  if (state === 'loading') expect(screen.getByText(es.list.loading)).toBeTruthy();
  if (state === 'empty') expect(screen.getByText(es.list.empty)).toBeTruthy();
  if (state === 'failed') expect(screen.getByRole('alert').textContent).toBe(es.errors.GENERIC_ERROR);
  if (state === 'ready') {
    for (const q of c.quotations) {
      const card = screen.getByRole('link', { name: es.list.open.replace('{{number}}', q.number) }).closest('li')!;
      expect(card.textContent).toContain(q.store.name);
      expect(card.textContent).toContain(es.status[q.status]);
    }
  }
}

describe('quotation list model (spec §2, §3)', () => {
  const all = generatePaths(quotationListFlow, { tenant: 'cl', kind: 'shortest' });
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'quotations.retry' }, state: 'loading' }],
  );
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(quotationListFlow, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as QuotationListContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, quotationListMachine));
});
