// Model-based test (STYLE.md §12, issue 9): shortest paths of the production registration machine (xstate/graph, through the
// flow tooling) played on the real view through the flow's own driver; server answers settle deferred actors. Chile walks
// every covering path; Brazil (direct dialing) and Colombia (consents) walk the paths that add what their variant changes.
// spec §2, §3, §8.
import { afterAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { EventObject } from 'xstate';
import { registrationMachine } from '../src/machines/registration/registration.machine';
import type { RegistrationContext } from '../src/machines/registration/registration.types';
import { generatePaths, type PlanPath } from '../src/flows/flow-paths';
import { registrationFlow } from '../src/views/registration/registration.flow';
import { passwordChecklist } from '../src/rules/password-checklist';
import { createCoverageRecorder } from './harness/coverage-recorder';
import { coveringPaths, extendPath, runFlowPath } from './support/flow-harness';
import { expectFullCoverage } from './support/model-coverage';

const recorder = createCoverageRecorder('registration', 'registration');

function assertScreen(state: string, context: RegistrationContext, container: HTMLElement, i18n: I18n) {
  const t = (key: string, options?: Record<string, unknown>) =>
    (i18n.t as (key: string, options?: Record<string, unknown>) => string)(`registration:${key}`, options);
  if (state === 'loadingConsents') {
    expect(screen.getByText(t('personal.loading'))).toBeTruthy();
    return;
  }
  if (state === 'consentsFailed') {
    expect(screen.getByRole('alert').textContent).toBe(t('errors.thereWasAnErrorLoading'));
    return;
  }
  if (state === 'registered') {
    expect(screen.getByRole('heading', { name: t('personal.yourAccountSuccessFullyCreated') })).toBeTruthy();
    expect(screen.getByText(t('personal.welcome', { name: context.firstName }))).toBeTruthy();
    return;
  }
  const form = container.querySelector('form')!;
  // the submit button (the password field has its own show/hide button)
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  if (state === 'submitting') {
    expect(button.textContent).toBe(t('personal.submitting'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    return;
  }
  expect(button.textContent).toBe(t('personal.submit'));
  // every required field says so in its label and input
  expect(container.querySelector<HTMLInputElement>('[name="email"]')!.required).toBe(true);
  expect(container.querySelector<HTMLInputElement>('[name="middleName"]')!.required).toBe(false);
  assertPassword(context, container, i18n);
  if (state === 'editing.invalid') {
    // every field still wrong shows its message (and the consents, when one is missing); once fixed, none remains
    expect(within(form).queryAllByRole('alert')).toHaveLength(
      Object.keys(context.errors).length + (context.consentError ? 1 : 0),
    );
  }
  if (state === 'editing.failed') {
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain(t(`errors.${context.submitError}`));
    // spec §8: nothing typed is lost when a submit fails
    expect(container.querySelector<HTMLInputElement>('[name="email"]')!.value).not.toBe('');
    expect(container.querySelector<HTMLInputElement>('[name="document"]')!.value).not.toBe('');
    expect(container.querySelector<HTMLInputElement>('[name="password"]')!.value).not.toBe('');
  }
}

/**
 * spec §4, §5: the password is the password field (show/hide toggle, live rule list). It shows the form's value; its list is
 * an individual's (the no-email-match rule, judged against the email typed above; no special character unless the tenant
 * asks for one), each line met or pending for the value typed.
 */
function assertPassword(context: RegistrationContext, container: HTMLElement, i18n: I18n) {
  const t = (key: string) => (i18n.t as (key: string) => string)(`login:passwordField.${key}`);
  const input = container.querySelector<HTMLInputElement>('[name="password"]')!;
  expect(input.value).toBe(context.values.password);
  expect(input.type).toBe('password');
  expect(input.required).toBe(true);
  expect(screen.getByRole('button', { name: t('show') }).getAttribute('aria-controls')).toBe(input.id);
  expect(screen.getByLabelText(/\*$/, { selector: '[name="password"]' })).toBe(input);
  const list = screen.getByRole('list', { name: t('rules.title') });
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(list.id);
  const rules = passwordChecklist(context.values.password, {
    email: context.values.email,
    accountType: 'INDIVIDUAL',
    tenant: context.config.passwordPolicy,
  });
  expect(rules.map((rule) => rule.key)).toContain('notEmailLike');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/^[✓○]\s*/, '')),
  ).toEqual(rules.map((rule) => `${t(`rules.${rule.key}`)} (${t(rule.met ? 'rules.met' : 'rules.pending')})`));
  // the samples' passwords meet every rule once typed (none has a run of the sample email)
  if (context.values.password) expect(rules.every((rule) => rule.met)).toBe(true);
}

/** Chile: every covering path, plus the consent retry and a blur (transitions no shortest path needs). */
function chilePaths(): PlanPath[] {
  const all = generatePaths(registrationFlow, { tenant: 'cl', kind: 'shortest' });
  const sample = (type: string) =>
    registrationFlow.samples.common.find((s) => s.type === type)! as EventObject & Record<string, unknown>;
  const loaded = all.find((path) => path.target === 'editing.idle' && path.steps.length === 1)!;
  return [
    // longest first: a path that is the prefix of a longer one adds nothing (the longer one checks every step on its way)
    ...coveringPaths([...all].sort((a, b) => b.steps.length - a.steps.length)),
    extendPath(
      all.find((path) => path.target === 'consentsFailed')!,
      'consents-retry',
      [
        { event: sample('consents.retry'), state: 'loadingConsents' },
        { event: sample('xstate.done.actor.loadConsents'), state: 'editing.idle' },
      ],
    ),
    extendPath(loaded, 'registration-blur', [{ event: sample('field.blur'), state: 'editing.idle' }]),
  ];
}

/** A variant tenant: the path to each distinct end (registered, invalid with consents missing), not every shortest one. */
function variantPaths(tenant: string): PlanPath[] {
  const all = generatePaths(registrationFlow, { tenant, kind: 'shortest' });
  const ends = new Map<string, PlanPath>();
  for (const path of all) {
    const key = `${path.target}|${path.steps.at(-1)?.event.type}`;
    const known = ends.get(key);
    if (!known || path.steps.length > known.steps.length) ends.set(key, path);
  }
  return [...ends.values()].filter((path) => ['registered', 'editing.invalid'].includes(path.target));
}

describe('registration model (spec §2, §3, §8)', () => {
  const paths = [
    ...chilePaths().map((path) => ['cl', path] as const),
    ...['br', 'co'].flatMap((tenant) => variantPaths(tenant).map((path) => [tenant, path] as const)),
  ];
  for (const [tenant, path] of paths) {
    it(`${tenant}: ${path.target} via ${path.steps.map((s) => s.description).join(' > ') || 'start'}`, async () => {
      await runFlowPath(registrationFlow, path, {
        recorder,
        tenant,
        viewProps: { accountHref: `/${tenant}/account` },
        assert: (state, { snapshot, container, i18n }) =>
          assertScreen(state, snapshot.context as RegistrationContext, container, i18n),
      });
    }, 30_000);
  }

  afterAll(() => expectFullCoverage(recorder, registrationMachine));
});
