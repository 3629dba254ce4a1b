// Model-based test (STYLE.md §12): the postal-code widget (spec §4) on its real view, primary add (cl) and secondary add with
// a chosen address and no postcode table (pe). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/account.json';
import rules from '../src/i18n/locales/es/rules.json';
import { postcodeWidgetMachine } from '../src/machines/postcode-widget/postcode-widget.machine';
import type { PostcodeWidgetContext } from '../src/machines/postcode-widget/postcode-widget.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { postcodeWidgetFlow } from '../src/views/postcode-widget/postcode-widget.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('postcode-widget', 'postcodeWidget');

function assertScreen(state: string, c: PostcodeWidgetContext, container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[name="postcode"]');
  if (state === 'chosen') {
    expect(input).toBeNull();
    expect(screen.getByTestId('postcode-widget-address').textContent).toContain(c.address!.label);
    expect(screen.getByRole('button', { name: es.postcode.edit })).toBeTruthy();
    return;
  }
  expect(input).not.toBeNull();
  // spec §4: primary add shows only the input
  if (c.variant === 'primary' && c.operation === 'add')
    expect(screen.queryByTestId('postcode-widget-address')).toBeNull();
  if (state === 'looking') expect(screen.getByRole('button', { name: es.postcode.searching })).toBeTruthy();
  const errors: Record<string, string> = {
    ...(rules.address as Record<string, string>),
    'postcode.lookupFailed': es.postcode.lookupFailed,
    'postcode.serviceUnavailable': es.postcode.serviceUnavailable,
  };
  if (c.error) expect(container.textContent).toContain(errors[c.error.replace('address.', '')] ?? errors[c.error]);
  expect(input!.getAttribute('aria-invalid')).toBe(String(c.error !== null));
  const warning =
    c.initialPostcode !== '' &&
    c.postcode.trim() !== '' &&
    c.postcode.trim() !== c.initialPostcode &&
    c.resolvedPostcode !== c.postcode.trim();
  expect(screen.queryByText(es.postcode.changeWarning) !== null).toBe(warning);
}

describe('postcode widget model (spec §4)', () => {
  const paths: PlanPath[] = ['cl', 'pe'].flatMap((tenant) =>
    coveringPaths(generatePaths(postcodeWidgetFlow, { tenant, kind: 'shortest' })),
  );
  // no postcode table (pe): a valid code is kept as typed, nothing is looked up
  const pe = generatePaths(postcodeWidgetFlow, { tenant: 'pe', kind: 'shortest' }).find((p) => p.target === 'chosen')!;
  paths.push(
    extendPath(pe, 'pe-no-table-submit', [
      { event: { type: 'widget.edit' }, state: 'editing' },
      { event: { type: 'postcode.change', value: '15001' }, state: 'editing' },
      { event: { type: 'postcode.submit' }, state: 'editing' },
    ]),
  );
  for (const path of paths) {
    it(`${path.id} (${path.tenant}): ${path.target}`, async () => {
      await runFlowPath(postcodeWidgetFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as PostcodeWidgetContext, container),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, postcodeWidgetMachine));
});
