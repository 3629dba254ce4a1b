// Model-based test (STYLE.md §12): the address modal's three pages (spec §2) on the real view, with the real postal-code
// widget whose look-up answers the sample places (spec §4). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import es from '../src/i18n/locales/es/account.json';
import rules from '../src/i18n/locales/es/rules.json';
import { addressModalMachine } from '../src/machines/address-modal/address-modal.machine';
import { addressSamplePlaces } from '../src/machines/address-modal/address-modal.samples';
import type { AddressModalContext } from '../src/machines/address-modal/address-modal.types';
import { postcodeWidgetMachine } from '../src/machines/postcode-widget/postcode-widget.machine';
import type { PostcodePlace as PostcodePlaceData } from '../src/contracts/postcode.contract';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { addressModalFlow } from '../src/views/address-modal/address-modal.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFocusInside, expectFocusOnFirstInvalid, expectFocusOnHeading } from './support/focus-checks';
import { expectFullCoverage } from './support/model-coverage';
import { addressSampleSaved } from '../src/machines/shared/samples';

const recorder = createCoverageRecorder('address-modal', 'addressModal');

// the widget's look-up, as the server answers the made-up demo postcodes
const widgetMachine = postcodeWidgetMachine.provide({
  actors: {
    lookupPostcode: fromPromise<{ postcode: string; places: PostcodePlaceData[] }, { postcode: string }>(
      async ({ input }) => ({
        postcode: input.postcode,
        places:
          input.postcode === '9990001'
            ? addressSamplePlaces
            : [{ ...addressSamplePlaces[0]!, postcode: input.postcode, addressLine1: null }],
      }),
    ),
  },
});

const pageOf = (state: string) =>
  state.startsWith('knowZip') ? 'knowZip' : state === 'chooseStreet' ? 'chooseStreet' : 'form';

/** issue 30: a page change moves focus to the new page's heading inside the dialog; a refused save to the first error */
function assertFocus(state: string, c: AddressModalContext, event?: { type: string }, previous?: string) {
  const dialog = document.querySelector('[data-testid="address-modal"]');
  if (!dialog || state === 'closing' || state === 'saved') return;
  if (previous && pageOf(previous) !== pageOf(state)) expectFocusOnHeading(dialog);
  else if (event?.type === 'form.submit' && state === 'form' && c.showErrors)
    expectFocusOnFirstInvalid(dialog as HTMLElement);
  // (the postal-code widget's own search answer is left out: issue 30 open point, its search button leaves the page)
  if (previous && event?.type !== 'postcode.resolved') expectFocusInside(dialog);
}

function assertScreen(state: string, c: AddressModalContext, container: HTMLElement) {
  const page = pageOf(state);
  expect(container.querySelector(`[data-page="${page}"]`)).not.toBeNull();
  const text = container.textContent ?? '';
  if (page === 'form') {
    if (c.place)
      expect(container.querySelector('[data-testid="address-place"]')?.textContent).toBe(
        `${c.place.municipalName}, ${c.place.cityName}, ${c.place.stateName}`,
      );
    if (c.showErrors && c.fields.addressName === '') expect(text).toContain(rules.address.required);
    if (state === 'saving') expect(text).toContain(es.modal.saving);
    if (c.error) expect(text).toContain(es.modal.failures.validation);
    // issue 30 item 7: every field the server refused is marked on a control the person can see and reach
    for (const field of Object.keys(c.serverErrors).filter((f) => c.serverErrors[f as keyof typeof c.serverErrors])) {
      const selector =
        field === 'postcode'
          ? 'input[name="postcode"]'
          : ['state', 'city', 'municipal'].includes(field)
            ? '[data-action="place-search"]'
            : `input[name="${field}"]`;
      expect(container.querySelector(`${selector}[aria-invalid="true"]`), field).not.toBeNull();
    }
  }
  if (state === 'knowZip.loadFailed') expect(text).toContain(es.zip.loadFailed);
  if (page === 'knowZip' && c.noPostcodeFound) expect(text).toContain(es.zip.noPostcodeFound);
  // the dialog fades out while closing and cannot be used meanwhile
  const dialog = container.ownerDocument.querySelector('[data-testid="address-modal"]');
  if (state === 'closing') expect(dialog?.hasAttribute('data-closing') && dialog.hasAttribute('inert')).toBe(true);
  else if (dialog) expect(dialog.hasAttribute('data-closing')).toBe(false);
  if (page === 'chooseStreet') expect(container.querySelectorAll('[data-street-index]')).toHaveLength(c.places.length);
}

describe('address modal model (spec §2)', () => {
  const all = generatePaths(addressModalFlow, { tenant: 'cl', kind: 'shortest' });
  const paths: PlanPath[] = coveringPaths(all);
  /** the shortest path's prefix that ends in `state` (a state some paths only pass through) */
  const by = (state: string): PlanPath => {
    const path = all.find((p) => p.target === state) ?? all.find((p) => p.steps.some((s) => s.state === state))!;
    const end = path.steps.findIndex((s) => s.state === state);
    return end < 0 ? path : { ...path, target: state, steps: path.steps.slice(0, end + 1) };
  };
  const areas = [
    { id: '131', name: 'Santiago' },
    { id: '13101', name: 'Santiago' },
  ];
  const searching = extendPath(by('knowZip.loadingStates'), 'zip-search', [
    {
      event: { type: 'xstate.done.actor.loadAreas', output: [{ id: '13', name: 'Región Metropolitana de Santiago' }] },
      state: 'knowZip.picking',
    },
    { event: { type: 'area.select', level: 'state', id: '13' }, state: 'knowZip.loadingChildren' },
    { event: { type: 'xstate.done.actor.loadChildren', output: areas }, state: 'knowZip.picking' },
    { event: { type: 'area.select', level: 'city', id: '131' }, state: 'knowZip.loadingChildren' },
    { event: { type: 'xstate.done.actor.loadChildren', output: areas }, state: 'knowZip.picking' },
    { event: { type: 'area.select', level: 'municipal', id: '13101' }, state: 'knowZip.picking' },
    { event: { type: 'zip.search' }, state: 'knowZip.searching' },
  ]);
  paths.push(
    extendPath(searching, 'zip-nothing', [
      { event: { type: 'xstate.done.actor.findPostcodes', output: [] }, state: 'knowZip.picking' },
    ]),
    extendPath(by('knowZip.loadFailed'), 'zip-retry', [
      { event: { type: 'areas.retry' }, state: 'knowZip.loadingStates' },
    ]),
    extendPath(by('chooseStreet'), 'street-back', [
      { event: { type: 'page.back' }, state: 'form' },
      { event: { type: 'preferred.toggle' }, state: 'form' },
    ]),
    extendPath(searching, 'zip-found', [
      { event: { type: 'xstate.done.actor.findPostcodes', output: addressSamplePlaces }, state: 'chooseStreet' },
    ]),
    extendPath(searching, 'zip-failed', [
      {
        event: { type: 'xstate.error.actor.findPostcodes', error: { code: 'GENERIC_ERROR' } },
        state: 'knowZip.picking',
      },
    ]),
    // issue 16: a save plays spec §9's close animation (0.5 s) before the modal ends with the saved address
    extendPath(by('saving'), 'save-done', [
      { event: { type: 'xstate.done.actor.saveAddress', output: addressSampleSaved }, state: 'closing' },
      { event: { type: 'xstate.after.closeAnimation.addressModal.closing' }, state: 'saved' },
    ]),
    extendPath(by('saving'), 'save-failed', [
      {
        event: {
          type: 'xstate.error.actor.saveAddress',
          error: { code: 'VALIDATION_ERROR', details: { fields: { postcode: 'address.postcodeNotFound' } } },
        },
        state: 'form',
      },
    ]),
  );
  // Mexico: the colony is typed (no list for that level)
  const mx = generatePaths(addressModalFlow, { tenant: 'mx', kind: 'shortest' }).find(
    (p) => p.target === 'knowZip.loadingStates',
  )!;
  paths.push(
    extendPath(mx, 'mx-colony', [
      {
        event: { type: 'xstate.done.actor.loadAreas', output: [{ id: '09', name: 'Ciudad de México' }] },
        state: 'knowZip.picking',
      },
      { event: { type: 'area.select', level: 'state', id: '09' }, state: 'knowZip.loadingChildren' },
      {
        event: { type: 'xstate.done.actor.loadChildren', output: [{ id: '09015', name: 'Cuauhtémoc' }] },
        state: 'knowZip.picking',
      },
      { event: { type: 'area.select', level: 'city', id: '09015' }, state: 'knowZip.picking' },
      { event: { type: 'area.type', level: 'municipal', value: 'Colonia Centro' }, state: 'knowZip.picking' },
      { event: { type: 'zip.usePlace' }, state: 'form' },
      // issue 30 item 7: the place came from the lists, so the postcode is typed in the input that stays in sight
      { event: { type: 'postcode.changed', postcode: '06000' }, state: 'form' },
      { event: { type: 'field.change', field: 'addressName', value: 'Casa' }, state: 'form' },
      { event: { type: 'field.change', field: 'addressLine1', value: 'Madero' }, state: 'form' },
      { event: { type: 'field.change', field: 'addressLine2', value: '12' }, state: 'form' },
      { event: { type: 'form.submit' }, state: 'saving' },
      {
        event: {
          type: 'xstate.error.actor.saveAddress',
          error: { code: 'VALIDATION_ERROR', details: { fields: { postcode: 'address.postcodeNotFound' } } },
        },
        state: 'form',
      },
    ]),
  );
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      await runFlowPath(addressModalFlow, path, {
        recorder,
        viewProps: { widgetMachine },
        assert: (state, { snapshot, container, event, previous }) => {
          assertScreen(state, snapshot.context as AddressModalContext, container);
          assertFocus(state, snapshot.context as AddressModalContext, event, previous);
        },
      });
    }, 60_000);
  }
  afterAll(() => expectFullCoverage(recorder, addressModalMachine));
});
