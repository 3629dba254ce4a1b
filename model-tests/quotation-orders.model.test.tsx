// Model-based test (STYLE.md §12, issue 15): myQuotesStoreOrders on the real QuotationOrdersView. spec §2.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/quotes.json';
import esOrders from '../src/i18n/locales/es/orders.json';
import { generatePaths } from '../src/flows/flow-paths';
import { quotationOrdersMachine } from '../src/machines/quotation-orders/quotation-orders.machine';
import type { QuotationOrdersContext } from '../src/machines/quotation-orders/quotation-orders.types';
import { quotationOrdersFlow } from '../src/views/quotes/quotation-orders.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('quotation-orders', 'quotationOrders');
const orderHref = (n: string) => `/cl/account/my-orders/${n}`;

function assertScreen(state: string, c: QuotationOrdersContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.orders.title);
  if (state === 'loading') expect(screen.getByText(es.orders.loading)).toBeTruthy();
  if (state === 'empty') expect(screen.getByText(es.orders.empty)).toBeTruthy();
  if (state === 'failed') expect(screen.getByRole('alert').textContent).toBe(es.errors.GENERIC_ERROR);
  if (state === 'ready') {
    expect(c.orders.length).toBeGreaterThan(0);
    for (const o of c.orders) {
      // number, date, store, total, status; the link opens the order detail
      const link = screen.getByRole('link', { name: es.orders.order.replace('{{number}}', o.orderNumber) });
      expect(link.getAttribute('href')).toBe(orderHref(o.orderNumber));
      const card = link.closest('li')!;
      expect(card.textContent).toContain(o.store.name);
      expect(card.textContent).toContain(esOrders.status[o.status as 'closed']);
      expect(card.textContent).toMatch(/\$\s?52\.980/);
      expect(card.textContent).toContain('12-01-2026');
      expect(card.textContent).toContain(es.orders.fromQuotation.replace('{{number}}', o.quotationNumber));
    }
  }
}

describe('quotation orders model (spec §2 myQuotesStoreOrders)', () => {
  const all = generatePaths(quotationOrdersFlow, { tenant: 'cl', kind: 'shortest' });
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'orders.retry' }, state: 'loading' }],
  );
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(quotationOrdersFlow, path, {
        recorder,
        tenant: 'cl',
        viewProps: { orderHref },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as QuotationOrdersContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, quotationOrdersMachine));
});
