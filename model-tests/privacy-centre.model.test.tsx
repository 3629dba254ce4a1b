// Model-based test of the privacy centre (issue 31; spec §8 re-accept modal, §9 optional consents): shortest paths of the
// production machine played on the real view through the flow's driver, in Colombia (es-CO) and Brazil (pt-BR).
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import es from '../src/i18n/locales/es/privacy.json';
import pt from '../src/i18n/locales/pt-BR/privacy.json';
import { privacyCentreMachine } from '../src/machines/privacy-centre/privacy-centre.machine';
import type { PrivacyCentreContext } from '../src/machines/privacy-centre/privacy-centre.types';
import { generatePaths } from '../src/flows/flow-paths';
import { getTenant } from '../src/tenants/tenants';
import { privacyCentreFlow } from '../src/views/privacy-centre/privacy-centre.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('privacy-centre', 'privacyCentre');

// the sample's withdrawal (2026-03-05 15:30 UTC) as each locale writes it
const TEXTS = {
  co: { t: es, withdrawnAt: /5\/03\/2026, 3:30\sp\.\sm\./ },
  br: { t: pt, withdrawnAt: /5 de mar\. de 2026, 15:30/ },
} as const;

function assertScreen(tenant: 'co' | 'br', state: string, c: PrivacyCentreContext, container: HTMLElement) {
  const { t, withdrawnAt } = TEXTS[tenant];
  const text = container.textContent ?? '';
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.title);
  if (state === 'loading') expect(text).toContain(t.loading);
  if (state === 'loadFailed') expect(screen.getByRole('alert').textContent).toContain(t.loadFailed);
  const dialog = screen.queryByRole('dialog');
  if (state === 'reaccept' || state === 'reaccepting') {
    expect(dialog).not.toBeNull();
    expect(within(dialog!).getByRole('heading').textContent).toBe(t.reaccept.title);
    expect(dialog!.textContent).toContain('2026-02');
    expect(within(dialog!).queryAllByRole('alert')).toHaveLength(c.reacceptFailed ? 1 : 0);
    if (c.reacceptFailed) expect(dialog!.textContent).toContain(t.reaccept.failed);
  } else expect(dialog).toBeNull();
  if (c.overview && state !== 'loading') {
    // every document, the required ones without a withdraw button
    const rows = container.querySelectorAll('[data-template]');
    expect(rows).toHaveLength(c.overview.documents.length);
    for (const d of c.overview.documents) {
      const row = container.querySelector(`[data-template="${d.templateId}"]`)!;
      expect(row.querySelector('button') === null).toBe(d.required);
      expect(row.querySelector('[data-testid="consent-status"]')!.textContent).toBe(
        d.accepted === false
          ? t.status.withdrawn
          : d.decidedVersion === d.currentVersion
            ? t.status.accepted
            : t.status.outdated,
      );
    }
    // the history, newest first
    const history = container.querySelectorAll('tbody tr');
    expect(history).toHaveLength(c.overview.history.length);
    if (c.overview.history[0]!.source === 'privacyCentre') {
      expect(history[0]!.textContent).toContain(t.history.withdrawn);
      expect(history[0]!.textContent).toContain(t.history.sources.privacyCentre);
      expect(history[0]!.textContent?.replace(/\s/g, ' ')).toMatch(withdrawnAt);
    }
  }
  const error = container.querySelector('[data-testid="privacy-error"]');
  if (c.error === 'required') {
    expect(error!.textContent).toContain(t.errors.required);
    expect(within(error as HTMLElement).getByRole('link').textContent).toBe(t.links.closeAccount);
  } else if (c.error === 'failed') expect(error!.textContent).toContain(t.errors.failed);
  else expect(error).toBeNull();
  if (state === 'ready' && c.notice)
    expect(container.querySelector('[data-testid="privacy-notice"]')!.textContent).toBe(t.notices[c.notice]);
  if (state === 'updating') expect(container.querySelector('[aria-busy="true"][data-action]')).not.toBeNull();
}

describe.each(['co', 'br'] as const)('privacy centre model on %s (issue 31)', (tenant) => {
  const all = generatePaths(privacyCentreFlow, { tenant, kind: 'shortest' });
  const find = (target: string) => all.find((p) => p.target === target)!;
  const paths = [
    ...coveringPaths(all),
    extendPath(find('loadFailed'), 'retry', [{ event: { type: 'privacy.retry' }, state: 'loading' }]),
  ];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(privacyCentreFlow, path, {
        tenant,
        recorder,
        // the history's times in UTC here (the app uses the device's zone, where the person is)
        input: { ...privacyCentreFlow.input(getTenant(tenant)), timeZone: 'UTC' },
        assert: (state, { snapshot, container }) =>
          assertScreen(tenant, state, snapshot.context as PrivacyCentreContext, container),
      });
    }, 30_000);
  }
});
afterAll(() => expectFullCoverage(recorder, privacyCentreMachine));
