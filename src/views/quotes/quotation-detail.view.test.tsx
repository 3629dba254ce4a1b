// Issue 30, spec §6: a quotation's detail through its real flow edge (input from the session's role, actors over the
// services, answers stubbed at fetch): a quoter is told why instead of offered "Pasar al carro" (item 1), and putting it in
// the cart says the units the quotation added, not the cart's count (item 4).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { FlowUser } from '../../flows/flow-entry.types';
import { createI18n } from '../../i18n/i18n-setup';
import { quotationDetailMachine } from '../../machines/quotation-detail/quotation-detail.machine';
import {
  expiredDetailSample,
  requotedDetailSample,
  validDetailSample,
} from '../../machines/quotation-detail/quotation-detail.samples';
import { clientsFor } from '../../services/clients';
import { getTenant } from '../../tenants/tenants';
import { quotationDetailFlow, quotationDetailPath } from './quotation-detail.flow';
import { QuotationDetailView } from './quotation-detail.view';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const cartAfter = (units: number) => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  count: 27,
  lines: [],
  total: 0,
  currency: 'CLP',
  added: { lines: units ? 2 : 0, units },
});

const user = (role: string): FlowUser => ({
  email: 'a@empresa.test',
  firstName: 'Sofía',
  accountType: 'ORGANIZATION',
  role,
});

async function renderFor(role: string, addedUnits = 13) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      return json(url.pathname.endsWith('/quotations/purchase') ? cartAfter(addedUnits) : validDetailSample);
    }),
  );
  const tenant = getTenant('cl');
  const env = { tenant, clients: clientsFor(tenant.id), reportError: () => {}, navigate: () => {} };
  const machine = quotationDetailMachine.provide(
    quotationDetailFlow.implementations!(env) as Parameters<typeof quotationDetailMachine.provide>[0],
  );
  const input = quotationDetailFlow.input(tenant, {
    search: new URLSearchParams(`id=${validDetailSample.quotation.id}`),
    user: user(role),
  });
  const actor = createActor(machine, { input }).start();
  const i18n = await createI18n('es-CL', { namespaces: ['quotes'] });
  render(
    <I18nextProvider i18n={i18n}>
      <QuotationDetailView actorRef={actor} />
    </I18nextProvider>,
  );
  const number = validDetailSample.quotation.number;
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: `Cotización N° ${number}` })).toBeTruthy(), {
    timeout: 5000,
  });
  return { calls };
}

describe('quotation detail view (spec §6, issue 30)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a quoter why there is no cart; the PDF stays', async () => {
    const { calls } = await renderFor('quoter');
    expect(screen.queryByRole('button', { name: 'Pasar al carro' })).toBeNull();
    expect(
      screen.getByText(
        'Tu perfil de cotizador permite cotizar, pero no comprar: presenta esta cotización en la tienda.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeTruthy();
    expect(calls.some((c) => c.endsWith('/quotations/purchase'))).toBe(false);
  });

  it('tells a buyer the units the quotation added, not the whole cart', async () => {
    await renderFor('buyer');
    fireEvent.click(screen.getByRole('button', { name: 'Pasar al carro' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Agregamos 13 productos al carro.'));
  });

  it('says so when the quotation was already in the cart (nothing added)', async () => {
    await renderFor('buyer', 0);
    fireEvent.click(screen.getByRole('button', { name: 'Pasar al carro' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Estos productos ya estaban en tu carro.'));
  });

  it('moves the address to the new quotation after "Volver a cotizar", so a reload shows it (issue 30)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => json(request.method === 'GET' ? expiredDetailSample : requotedDetailSample)),
    );
    const tenant = getTenant('cl');
    const navigate = vi.fn();
    const machine = quotationDetailMachine.provide(
      quotationDetailFlow.implementations!({
        tenant,
        clients: clientsFor(tenant.id),
        reportError: () => {},
        navigate,
      }) as Parameters<typeof quotationDetailMachine.provide>[0],
    );
    const expiredId = expiredDetailSample.quotation.id;
    const actor = createActor(machine, {
      input: quotationDetailFlow.input(tenant, { search: new URLSearchParams(`id=${expiredId}`), user: user('buyer') }),
    }).start();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('expired'));
    actor.send({ type: 'quote.requote' });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('valid'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(quotationDetailPath('cl', requotedDetailSample.quotation.id), {
      replace: true,
      state: { requotedFrom: expiredId },
    });
    expect(quotationDetailPath('cl', requotedDetailSample.quotation.id)).toMatch(
      new RegExp(`\\?id=${requotedDetailSample.quotation.id}$`),
    );
  });
});
