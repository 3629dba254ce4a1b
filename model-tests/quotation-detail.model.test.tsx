// Model-based test (STYLE.md §12, issue 15): paths of the quotation detail machine on the real QuotationDetailView.
// spec §2, §3, §4, §6, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/quotes.json';
import { generatePaths } from '../src/flows/flow-paths';
import { quotationDetailMachine } from '../src/machines/quotation-detail/quotation-detail.machine';
import type { QuotationDetailContext } from '../src/machines/quotation-detail/quotation-detail.types';
import { quotationDetailFlow } from '../src/views/quotes/quotation-detail.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendFirstTo, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('quotation-detail', 'quotationDetail');

function assertScreen(state: string, c: QuotationDetailContext) {
  if (state === 'loading') return void expect(screen.getByText(es.detail.loading)).toBeTruthy();
  if (state === 'notFound')
    return void expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.detail.notFound);
  if (state === 'failed') return void expect(screen.getByRole('button', { name: es.detail.retry })).toBeTruthy();
  const number = c.detail!.quotation.number;
  if (state === 'downloaded') {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.download.title);
    return void expect(screen.getByRole('status').textContent).toContain(number);
  }
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.detail.title.replace('{{number}}', number));
  const barcode = screen.getByRole('img', {
    name: es.detail.barcode.replace('{{number}}', number),
  }) as HTMLImageElement;
  expect(barcode.getAttribute('src')).toContain(`msg=${number}`);
  const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
  // spec §8
  if (state === 'expired' || state === 'requoting') expect(alerts).toContain(es.detail.expired);
  else expect(alerts).not.toContain(es.detail.expired);
  if (c.error && c.error !== 'QUOTATION_EXPIRED') expect(alerts).toContain(es.errors[c.error]);
  for (const line of c.detail!.lines) expect(screen.getByText(line.name)).toBeTruthy();
  const download = screen.queryByRole('link', { name: es.detail.download });
  expect(download !== null).toBe(state === 'valid' || state === 'converted');
  if (state === 'converted' && c.addedUnits !== null)
    expect(screen.getByRole('status').textContent).toContain(String(c.addedUnits));
  if (state === 'valid' && c.requoted) expect(screen.getByRole('status').textContent).toBe(es.detail.requoted);
}

describe('quotation detail model (spec §2, §4, §6, §8)', () => {
  const all = generatePaths(quotationDetailFlow, { tenant: 'cl', kind: 'shortest' });
  const extra = [extendFirstTo(all, 'failed', 'retry', [{ event: { type: 'detail.retry' }, state: 'loading' }])];
  for (const path of [...coveringPaths(all), ...extra]) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(quotationDetailFlow, path, {
        recorder,
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as QuotationDetailContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, quotationDetailMachine));
});
