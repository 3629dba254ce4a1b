// Model-based test (STYLE.md §12): the company details form (spec §2 companyDetails, §3 company fields, §5 company mandatory
// set) on its real view, for a Peruvian company (three geo levels, an activity list); a failed save keeps what was typed
// (spec §8). Every state and transition is visited.
import { afterAll, describe, expect, it } from 'vitest';
import es from '../src/i18n/locales/es/account.json';
import rules from '../src/i18n/locales/es/rules.json';
import { companyDetailsMachine } from '../src/machines/company-details/company-details.machine';
import type { CompanyDetailsContext } from '../src/machines/company-details/company-details.types';
import { generatePaths } from '../src/flows/flow-paths';
import { companyDetailsFlow } from '../src/views/company-details/company-details.flow';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('company-details', 'companyDetails');

function assertScreen(state: string, c: CompanyDetailsContext, container: HTMLElement) {
  const text = container.textContent ?? '';
  const input = (name: string) => container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (state === 'loading') expect(text).toContain(es.companyDetails.loading);
  if (state === 'loadFailed') expect(text).toContain(es.companyDetails.loadFailed);
  if (state === 'editing' || state === 'saving' || state === 'loadingLocations') {
    // nothing typed is lost: the controls hold the context's values
    expect(input('businessName')?.value).toBe(c.values.businessName);
    expect(input('state')?.value).toBe(c.values.state);
    expect((input('haveCheckingAccount') as HTMLInputElement).checked).toBe(c.values.haveCheckingAccount);
    // spec §5 mandatory set: the asterisk and the error only once a submit was refused
    expect(container.querySelector(`label[for="${input('businessName')?.id}"]`)?.textContent).toContain('*');
    expect(input('businessName')?.getAttribute('aria-invalid')).toBe(
      String(c.showErrors && c.values.businessName === ''),
    );
    // the cascade: a state's cities, a city's municipalities; choosing a state empties the levels below it
    expect(input('city')?.querySelectorAll('option')).toHaveLength(c.cities.length + 1);
    expect(container.querySelector('[data-testid="company-document"]')?.textContent).toContain(
      c.details!.companyDocument,
    );
    if (c.listFailed) expect(text).toContain(es.companyDetails.placesFailed);
    // issue 32 item 2: the activity is a searchable dropdown showing the chosen class
    const chosen = c.activities.find((a) => a.id === c.values.economicActivityCode);
    const combobox = container.querySelector('[data-name="economicActivityCode"] [role="combobox"]');
    expect(combobox !== null).toBe(!c.activityFreeText);
    if (chosen) expect(combobox?.textContent).toContain(`${chosen.id} ${chosen.name}`);
    // issue 32 item 3: the address reads the address modal's labels of the company's country (Peru; Mexico and Colombia below)
    const country = c.config.country.toUpperCase() as 'PE' | 'MX' | 'CO';
    const labelOf = (name: string) =>
      container.querySelector(`label[for="${input(name)?.id}"]`)?.textContent?.replace(' *', '');
    for (const name of ['state', 'city', 'addressLine1', 'addressLine2', 'addressLine3', 'postcode'] as const)
      expect(labelOf(name)).toBe(es.labels[country][name]);
    if (country === 'PE') expect(labelOf('municipal')).toBe(es.labels.PE.municipal);
    if (country === 'MX')
      expect(['state', 'city', 'addressLine2', 'addressLine3'].map(labelOf)).toEqual([
        'Estado',
        'Municipio',
        'Número exterior',
        'Número interior',
      ]);
    if (country === 'CO')
      expect(['state', 'city', 'addressLine1'].map(labelOf)).toEqual(['Departamento', 'Ciudad', 'Calle y número']);
    expect(text).not.toContain('Comuna o distrito');
    // issue 32 item 3: with two levels (Mexico, Colombia) the colony / barrio is typed under the country's own label,
    // required (the asterisk), showing what the machine holds; refused empty once a submit was refused
    const municipal = input('municipal');
    if (country === 'PE') expect(municipal?.tagName).toBe('SELECT');
    else {
      expect(municipal?.tagName).toBe('INPUT');
      expect(municipal?.value).toBe(c.values.municipal);
      expect(container.querySelector(`label[for="${municipal?.id}"]`)?.textContent).toContain('*');
      expect(municipal?.getAttribute('aria-invalid')).toBe(String(c.showErrors && c.values.municipal.trim() === ''));
      if (c.showErrors && c.values.municipal.trim() === '')
        expect(
          container.querySelector(`#${CSS.escape(municipal!.getAttribute('aria-describedby') ?? '')}`)?.textContent,
        ).toBe(rules.address.required);
    }
    if (country === 'MX') expect(labelOf('municipal')).toBe('Colonia');
    if (country === 'CO') expect(labelOf('municipal')).toBe('Barrio');
  }
  if (state === 'loadingLocations') {
    expect(text).toContain(es.companyDetails.loadingPlaces);
    expect(input('city')?.hasAttribute('disabled')).toBe(true);
  }
  if (state === 'saving') expect(text).toContain(es.companyDetails.saving);
}

describe('company details model (spec §2)', () => {
  const all = generatePaths(companyDetailsFlow, { tenant: 'pe-b2b', kind: 'shortest' });
  const failed = all.find((p) => p.target === 'loadFailed')!;
  const loaded = all.find((p) => p.target === 'editing' && p.steps.length === 1)!;
  const saving = all.find((p) => p.target === 'saving')!;
  const saved = companyDetailsFlow.samples.common.find((e) => e.type === 'xstate.done.actor.saveDetails') as {
    type: string;
    output: unknown;
  };
  const paths = [
    ...coveringPaths(all),
    extendPath(failed, 'retry', [{ event: { type: 'details.retry' }, state: 'loading' }]),
    // a municipal has no level below it: chosen in place
    extendPath(loaded, 'municipal', [
      { event: { type: 'location.select', level: 'municipal', id: '150122' }, state: 'editing' },
    ]),
    extendPath(saving, 'saved', [{ event: { ...saved }, state: 'editing' }]),
    // issue 32 item 2: another class chosen in the searchable dropdown
    extendPath(loaded, 'activity', [
      { event: { type: 'field.change', field: 'economicActivityCode', value: '4752' }, state: 'editing' },
    ]),
    // issue 32 item 3: a Mexican and a Colombian company read their own terms
    ...(['mx', 'co'] as const).map((tenant) => ({
      ...generatePaths(companyDetailsFlow, { tenant, kind: 'shortest' }).find(
        (p) => p.target === 'editing' && p.steps.length === 1,
      )!,
      id: `labels-${tenant}`,
    })),
    // issue 32 item 3: a Mexican company empties its colony, is refused, and types it again
    extendPath(
      generatePaths(companyDetailsFlow, { tenant: 'mx', kind: 'shortest' }).find(
        (p) => p.target === 'editing' && p.steps.length === 1,
      )!,
      'colony-mx',
      [
        { event: { type: 'field.change', field: 'municipal', value: '' }, state: 'editing' },
        { event: { type: 'form.submit' }, state: 'editing' },
        { event: { type: 'field.change', field: 'municipal', value: 'Centro Histórico' }, state: 'editing' },
      ],
    ),
  ];
  for (const path of paths) {
    it(`${path.id}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ')}`, async () => {
      const notices: string[] = [];
      await runFlowPath(companyDetailsFlow, path, {
        recorder,
        actions: { notify: (_: unknown, params: { result: string }) => notices.push(params.result) },
        assert: (state, { snapshot, container }) =>
          assertScreen(state, snapshot.context as CompanyDetailsContext, container),
      });
      // a save is told once, by the toaster (notify): success after a done, the failure after an error
      const last = path.steps.at(-1)?.event.type;
      if (last === 'xstate.done.actor.saveDetails') expect(notices.at(-1)).toBe('saved');
      if (last === 'xstate.error.actor.saveDetails') expect(notices.at(-1)).toBe('failed');
    }, 30_000);
  }
  afterAll(() => expectFullCoverage(recorder, companyDetailsMachine));
});
