// Model-based test (STYLE.md §12): the addresses page (spec §2) on its real view; the address modal child's answer (saved or
// closed) is settled like a server answer (its own model test drives the modal). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import es from '../src/i18n/locales/es/account.json';
import { myAddressesMachine } from '../src/machines/my-addresses/my-addresses.machine';
import type { MyAddressesContext } from '../src/machines/my-addresses/my-addresses.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { myAddressesFlow } from '../src/views/my-addresses/my-addresses.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('my-addresses', 'myAddresses');

function assertScreen(state: string, c: MyAddressesContext, container: HTMLElement) {
  const text = container.textContent ?? '';
  if (state === 'loading') expect(text).toContain(es.addresses.loading);
  if (state === 'loadFailed') expect(screen.getByRole('alert').textContent).toContain(es.addresses.failures.loadFailed);
  if (state === 'confirmingDelete')
    expect(screen.getByRole('alertdialog').textContent).toContain(es.addresses.confirmDelete.body);
  else expect(screen.queryByRole('alertdialog')).toBeNull();
  if (state === 'ready') {
    expect(container.querySelectorAll('[data-testid="address-card"]')).toHaveLength(c.addresses.length);
    if (c.addresses.length === 0) expect(text).toContain(es.addresses.empty);
    const preferred = c.addresses.find((a) => a.isDefaultAddress);
    if (preferred)
      expect(container.querySelector(`[data-address-id="${preferred.id}"]`)?.textContent).toContain(
        es.addresses.preferred,
      );
  }
  if (c.failure && state !== 'loadFailed') expect(text).toContain(es.addresses.failures[c.failure]);
  // a save, delete or preferred mark is told once, by the app's toaster (notify), never by a banner on the page as well
  expect(container.querySelector('.banner--success')).toBeNull();
  for (const notice of Object.values(es.addresses.notices)) expect(text).not.toContain(notice);
  if (state === 'deleting' || state === 'preferring')
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('true');
}

describe('my addresses model (spec §2)', () => {
  const all = generatePaths(myAddressesFlow, { tenant: 'cl', kind: 'shortest' });
  const paths: PlanPath[] = coveringPaths(all);
  const failed = all.find((p) => p.target === 'loadFailed')!;
  const editing = all.find((p) => p.target === 'editing')!;
  const confirming = all.find((p) => p.target === 'confirmingDelete')!;
  const preferring = all.find((p) => p.target === 'preferring')!;
  const deleting = all.find((p) => p.target === 'deleting')!;
  const list = (
    myAddressesFlow.samples.common.find((e) => e.type === 'xstate.done.actor.setPreferred') as { output: unknown }
  ).output;
  paths.push(
    extendPath(failed, 'retry', [{ event: { type: 'list.retry' }, state: 'loading' }]),
    extendPath(editing, 'modal-closed', [
      { event: { type: 'xstate.done.actor.addressModal', output: { saved: null } }, state: 'ready' },
    ]),
    extendPath(confirming, 'delete-cancel', [{ event: { type: 'delete.cancel' }, state: 'ready' }]),
    // the preferred mark is told by the toaster only: the page is back to its list without a banner
    extendPath(preferring, 'preferred', [
      { event: { type: 'xstate.done.actor.setPreferred', output: list }, state: 'ready' },
    ]),
    // a failure stays as a banner until dismissed
    extendPath(deleting, 'delete-failed-dismissed', [
      { event: { type: 'xstate.error.actor.deleteAddress', error: { code: 'GENERIC_ERROR' } }, state: 'ready' },
      { event: { type: 'notice.dismiss' }, state: 'ready' },
    ]),
  );
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(myAddressesFlow, path, {
        recorder,
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as MyAddressesContext, container),
      });
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, myAddressesMachine));
});
