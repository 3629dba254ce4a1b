// Model-based test (STYLE.md §12, issue 15): quotationsLanding on the real QuotationsLandingView. spec §2, §9.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/quotes.json';
import { generatePaths } from '../src/flows/flow-paths';
import { quotationsLandingMachine } from '../src/machines/quotations-landing/quotations-landing.machine';
import type { QuotationsLandingContext } from '../src/machines/quotations-landing/quotations-landing.types';
import { quotationsLandingFlow } from '../src/views/quotes/quotations-landing.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('quotations-landing', 'quotationsLanding');
const links = {
  inStores: '/cl/account/quotes-in-stores',
  quotation: (id: string) => `/cl/account/quotes-in-stores?id=${id}`,
  orders: '/cl/account/my-quotes-store-orders',
  lists: '/cl/account/my-lists',
};

function assertScreen(state: string, c: QuotationsLandingContext) {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(es.landing.title);
  // how it works and the entry points show in every state
  expect(screen.getByText(es.landing.intro.replace('{{days}}', '3'))).toBeTruthy();
  expect(screen.getByRole('link', { name: es.landing.orders }).getAttribute('href')).toBe(links.orders);
  expect(screen.getByRole('link', { name: es.landing.lists }).getAttribute('href')).toBe(links.lists);
  if (state === 'loading') expect(screen.getByText(es.landing.loading)).toBeTruthy();
  if (state === 'failed') {
    expect(screen.getByRole('alert').textContent).toBe(es.errors.GENERIC_ERROR);
    expect(screen.queryByRole('heading', { name: es.landing.stores })).toBeNull();
  }
  if (state === 'empty') expect(screen.getByText(es.landing.empty)).toBeTruthy();
  if (state === 'ready' || state === 'empty') {
    expect(screen.getByRole('heading', { name: es.landing.stores })).toBeTruthy();
    for (const s of c.data.stores) expect(screen.getByText(s.name)).toBeTruthy();
  }
  if (state === 'ready') {
    expect(c.data.latest.length).toBeGreaterThan(0);
    for (const q of c.data.latest) {
      const link = screen.getByRole('link', { name: `${es.list.number} ${q.number}` });
      expect(link.getAttribute('href')).toBe(links.quotation(q.id));
      expect(link.closest('li')!.textContent).toContain(es.status[q.status]);
    }
    expect(screen.getByRole('link', { name: es.landing.seeAll }).getAttribute('href')).toBe(links.inStores);
  }
}

describe('quotations landing model (spec §2)', () => {
  const all = generatePaths(quotationsLandingFlow, { tenant: 'cl', kind: 'shortest' });
  const retry = extendPath(
    all.find((p) => p.target === 'failed')!,
    'retry',
    [{ event: { type: 'landing.retry' }, state: 'loading' }],
  );
  for (const path of [...coveringPaths(all), retry]) {
    it(`${path.id}: ${path.target}`, async () => {
      await runFlowPath(quotationsLandingFlow, path, {
        recorder,
        tenant: 'cl',
        viewProps: { links },
        assert: (state, { snapshot }) => assertScreen(state, snapshot.context as QuotationsLandingContext),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, quotationsLandingMachine));
});
