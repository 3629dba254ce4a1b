// spec §9: "Mexico business registration reviewed within two business days; a support phone line for Mexico is given in
// copy as {phone}." The pending screen gives the tenant's support phone as a tel: link; a tenant without one shows none.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { companyRegistrationMachine } from '../../machines/company-registration/company-registration.machine';
import { getTenant } from '../../tenants/tenants';
import { supportPhoneOf } from '../shared/registration-screens';
import { CompanyRegistrationView } from './company-registration.view';
import { companyRegistrationInputFor } from './company-registration.flow';

/** The view at its end state (`pending` or `registered`) for a tenant, with the phone the page passes. */
async function renderEnd(tenantId: string, end: 'pending' | 'registered' = 'pending') {
  const tenant = getTenant(tenantId);
  const i18n = await createI18n(tenant.locale, { namespaces: ['registration', 'account'] });
  const started = createActor(companyRegistrationMachine, { input: companyRegistrationInputFor(tenant) });
  const { context } = started.getSnapshot();
  const snapshot = companyRegistrationMachine.resolveState({ value: end, context });
  const actorRef = createActor(companyRegistrationMachine, { snapshot, input: companyRegistrationInputFor(tenant) });
  render(
    <I18nextProvider i18n={i18n}>
      <CompanyRegistrationView actorRef={actorRef} homeHref="/home" supportPhone={supportPhoneOf(tenant)} />
    </I18nextProvider>,
  );
  return screen.getByRole('heading', { level: 1 }).closest('section')!;
}

describe('company registration: the pending screen (spec §9)', () => {
  it('gives Mexico its support phone, in the copy, as a tel: link', async () => {
    const section = await renderEnd('mx');
    expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
    expect(section.textContent).toContain('dos días hábiles');
    const link = screen.getByRole('link', { name: '55 0000 0000' });
    expect(link.getAttribute('href')).toBe('tel:+525500000000');
    expect(link.parentElement!.textContent).toBe('Si tienes dudas sobre tu solicitud, llámanos al 55 0000 0000.');
    expect(section.textContent).not.toContain('{{phone}}');
    expect(section.textContent).not.toContain('\u0000');
  });

  it('shows no phone text for a tenant without a support phone', async () => {
    expect(getTenant('pe').supportPhone).toBeUndefined();
    const section = await renderEnd('pe');
    expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
    expect(section.querySelector('a[href^="tel:"]')).toBeNull();
    expect(section.textContent).not.toMatch(/llámanos|\{\{phone\}\}|\d{4}/);
  });

  it('keeps the phone to the pending screen: a registered company sees none', async () => {
    const section = await renderEnd('mx', 'registered');
    expect(screen.getByRole('heading', { name: '¡Tu empresa fue registrada con éxito!' })).toBeTruthy();
    expect(section.querySelector('a[href^="tel:"]')).toBeNull();
  });
});

describe('company registration: the address in the country terms (issue 32 item 3, spec §3)', () => {
  it('labels the Mexican company address as the address modal does (Estado, Municipio, Número exterior)', async () => {
    const tenant = getTenant('mx');
    const i18n = await createI18n(tenant.locale, { namespaces: ['registration', 'login', 'account'] });
    const actorRef = createActor(companyRegistrationMachine, { input: companyRegistrationInputFor(tenant) });
    const loaded = companyRegistrationMachine.resolveState({
      value: 'editing',
      context: actorRef.getSnapshot().context,
    });
    render(
      <I18nextProvider i18n={i18n}>
        <CompanyRegistrationView
          actorRef={createActor(companyRegistrationMachine, {
            snapshot: loaded,
            input: companyRegistrationInputFor(tenant),
          })}
          homeHref="/home"
        />
      </I18nextProvider>,
    );
    const place = await screen.findByRole('group', { name: 'Dirección de la empresa' });
    expect(place.textContent).toContain('Número exterior');
    expect(place.textContent).toContain('Número interior');
    expect(place.textContent).toContain('Municipio');
    expect(place.textContent).not.toMatch(/Comuna|Región|Provincia/);
  });
});
