// spec §9: the lite registration ends pending in Mexico too; its pending screen gives the tenant's support phone as a tel:
// link, and a tenant without one shows none.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { liteRegistrationMachine } from '../../machines/lite-registration/lite-registration.machine';
import { getTenant } from '../../tenants/tenants';
import { supportPhoneOf } from '../shared/registration-screens';
import { liteRegistrationInputFor } from './lite-registration.flow';
import { LiteRegistrationView } from './lite-registration.view';

async function renderPending(tenantId: string) {
  const tenant = getTenant(tenantId);
  const i18n = await createI18n(tenant.locale, { namespaces: ['registration'] });
  const input = liteRegistrationInputFor(tenant);
  const { context } = createActor(liteRegistrationMachine, { input }).getSnapshot();
  const snapshot = liteRegistrationMachine.resolveState({ value: 'pending', context });
  render(
    <I18nextProvider i18n={i18n}>
      <LiteRegistrationView
        actorRef={createActor(liteRegistrationMachine, { snapshot, input })}
        supportPhone={supportPhoneOf(tenant)}
      />
    </I18nextProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Recibimos tu solicitud' })).toBeTruthy();
  return screen.getByRole('heading', { level: 1 }).closest('section')!;
}

describe('lite registration: the pending screen (spec §9)', () => {
  it('gives Mexico its support phone as a tel: link', async () => {
    await renderPending('mx');
    expect(screen.getByRole('link', { name: '55 0000 0000' }).getAttribute('href')).toBe('tel:+525500000000');
  });

  it('shows no phone text for a tenant without one', async () => {
    const section = await renderPending('cl');
    expect(section.querySelector('a[href^="tel:"]')).toBeNull();
    expect(section.textContent).not.toMatch(/llámanos|\{\{phone\}\}/);
  });
});
