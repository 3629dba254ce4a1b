// Issue 30, spec §6: repurchase through its real flow edge (input from the session's role, actors over the services, answers
// stubbed at fetch): a quoter is told why and pointed to quoting instead of "Agregar al carro" (item 1), and adding says the
// units added with the cart's count apart (item 4).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FlowUser } from '../../flows/flow-entry.types';
import { createI18n } from '../../i18n/i18n-setup';
import { repurchaseMachine } from '../../machines/repurchase/repurchase.machine';
import { repurchaseData } from '../../machines/repurchase/repurchase.samples';
import { clientsFor } from '../../services/clients';
import { getTenant } from '../../tenants/tenants';
import { repurchaseFlow } from './repurchase.flow';
import { RepurchaseView } from './repurchase.view';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The cart after the order's line went in: 27 units in all, of which this call added 1. */
const cartAfter = {
  id: '00000000-0000-4000-8000-0000000000c1',
  count: 27,
  lines: [],
  total: 0,
  currency: 'CLP',
  added: { lines: 1, units: 1 },
};

const user = (role: string): FlowUser => ({
  email: 'a@empresa.test',
  firstName: 'Sofía',
  accountType: 'ORGANIZATION',
  role,
});

async function renderFor(role: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      return json(url.pathname.endsWith('/orders/cart') ? cartAfter : repurchaseData);
    }),
  );
  const tenant = getTenant('cl');
  const env = { tenant, clients: clientsFor(tenant.id), reportError: () => {}, navigate: () => {} };
  const machine = repurchaseMachine.provide(
    repurchaseFlow.implementations!(env) as Parameters<typeof repurchaseMachine.provide>[0],
  );
  const input = repurchaseFlow.input(tenant, {
    search: new URLSearchParams(`orderNumber=${repurchaseData.orderNumber}`),
    user: user(role),
  });
  const actor = createActor(machine, { input }).start();
  const i18n = await createI18n('es-CL', { namespaces: ['common', 'orders'] });
  render(
    <I18nextProvider i18n={i18n}>
      <RepurchaseView actorRef={actor} />
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getByText(/Grifería monomando lavaplatos/)).toBeTruthy(), { timeout: 5000 });
  return { calls };
}

describe('repurchase view (spec §6, issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a quoter why there is no cart, and points to quoting', async () => {
    const { calls } = await renderFor('quoter');
    expect(screen.queryByRole('button', { name: 'Agregar al carro' })).toBeNull();
    expect(screen.getByText(/Tu perfil de cotizador permite cotizar, pero no comprar\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cotizar' }).getAttribute('href')).toBe('/cl/account/quotations');
    expect((screen.getByLabelText(/Grifería monomando lavaplatos/) as HTMLInputElement).disabled).toBe(true);
    expect(calls.some((c) => c.endsWith('/orders/cart'))).toBe(false);
  });

  it('tells a buyer the units added, and the cart’s count apart', async () => {
    await renderFor('buyer');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carro' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Agregamos 1 producto al carro. Tu carro tiene 27 productos.',
      ),
    );
  });
});
