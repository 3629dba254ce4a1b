// Issue 30, spec §6: the list detail through its real flow edge (input from the session's role, actors over the services,
// answers stubbed at fetch): a quoter is offered the quotation and told why instead of "Comprar esta lista" (item 1), and
// buying the list says the units it added, not the cart's count (item 4).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FlowUser } from '../../flows/flow-entry.types';
import { createI18n } from '../../i18n/i18n-setup';
import { listDetailMachine } from '../../machines/list-detail/list-detail.machine';
import { listDetailSample } from '../../machines/list-detail/list-detail.samples';
import { clientsFor } from '../../services/clients';
import { getTenant } from '../../tenants/tenants';
import { listDetailFlow } from './list-detail.flow';
import { ListDetailView } from './list-detail.view';
import { paintSample, rollerSample, storeSample } from '../../machines/shared/samples';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The cart after the list went in: 27 units in all, of which this call added 3 (the list's paint). */
const cartAfter = {
  id: '00000000-0000-4000-8000-0000000000c1',
  count: 27,
  lines: [],
  total: 0,
  currency: 'CLP',
  added: { lines: 1, units: 3 },
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
      if (url.pathname.endsWith('/repurchase')) return json(cartAfter);
      if (url.pathname.endsWith('/lists/products')) return json({ products: [paintSample, rollerSample] });
      if (url.pathname.endsWith('/geo/storeList')) return json({ stores: [storeSample] });
      return json(listDetailSample);
    }),
  );
  const tenant = getTenant('cl');
  const env = { tenant, clients: clientsFor(tenant.id), reportError: () => {}, navigate: () => {} };
  const machine = listDetailMachine.provide(
    listDetailFlow.implementations!(env) as Parameters<typeof listDetailMachine.provide>[0],
  );
  const input = listDetailFlow.input(tenant, {
    search: new URLSearchParams(`list=${listDetailSample.list.id}`),
    user: user(role),
  });
  const actor = createActor(machine, { input }).start();
  const i18n = await createI18n('es-CL', { namespaces: ['lists', 'rules'] });
  render(
    <I18nextProvider i18n={i18n}>
      <ListDetailView actorRef={actor} />
    </I18nextProvider>,
  );
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Terraza' })).toBeTruthy(), {
    timeout: 5000,
  });
  return { calls };
}

describe('list detail view (spec §6, issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a quoter the quotation, with the reason, and no buy button', async () => {
    const { calls } = await renderFor('quoter');
    expect(screen.queryByRole('button', { name: 'Comprar esta lista' })).toBeNull();
    expect(
      screen.getByText('Tu perfil de cotizador permite cotizar, pero no comprar: cotiza esta lista en una tienda.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cotizar en tienda' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.some((c) => c.endsWith('/repurchase'))).toBe(false);
  });

  it('tells a buyer the units the list added, not the whole cart', async () => {
    await renderFor('buyer');
    fireEvent.click(screen.getByRole('button', { name: 'Comprar esta lista' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Agregamos 3 productos al carro.'));
  });
});
