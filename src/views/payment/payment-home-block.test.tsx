// Issue 13, spec §2 account home: the payment-method block shows the favourite card, or says there is none.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n-setup';
import { PaymentHomeBlock } from './payment-home-block';

const card = (over: Record<string, unknown>) => ({
  id: 'pm-1',
  cardType: 'creditCard',
  gatewayKind: 'creditNetwork',
  brand: 'VISA',
  lastFour: '1111',
  expiry: '08/29',
  holderName: 'Camila Rojas',
  documentType: 'default',
  favourite: false,
  createdAt: '2026-03-01T12:00:00.000Z',
  ...over,
});

const answer = (paymentMethods: unknown[]) =>
  new Response(JSON.stringify({ paymentMethods }), { status: 200, headers: { 'content-type': 'application/json' } });

async function renderWith(paymentMethods: unknown[], fetch = vi.fn(async () => answer(paymentMethods))) {
  vi.stubGlobal('fetch', fetch);
  const i18n = await createI18n('es-CL', { namespaces: ['common', 'payment'] });
  const router = createMemoryRouter(
    [
      {
        path: '/:tenant',
        loader: () => ({ tenantId: 'cl' }),
        children: [{ path: 'account', Component: PaymentHomeBlock }],
      },
    ],
    { initialEntries: ['/cl/account'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('PaymentHomeBlock (spec §2 account home, issue 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the favourite card with its logo and a link to myPayment', async () => {
    await renderWith([
      card({}),
      card({
        id: 'pm-2',
        cardType: 'cmrCard',
        gatewayKind: 'storeCard',
        brand: 'CMR',
        lastFour: '7899',
        favourite: true,
      }),
    ]);
    await waitFor(() => expect(screen.getByText(/Tarjeta CMR terminada en 7899/)).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('img', { name: 'CMR' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administrar medios de pago' }).getAttribute('href')).toBe(
      '/cl/account/my-payment',
    );
  });

  it('says there is no favourite card yet', async () => {
    await renderWith([card({})]);
    await waitFor(() => expect(screen.getByText('Aún no tienes una tarjeta favorita.')).toBeTruthy(), {
      timeout: 5000,
    });
  });

  it('says when the cards could not be loaded, and shows them after a retry', async () => {
    // the client retries a GET once (issue 28): the service is down for both tries
    const unavailable = () => new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(unavailable())
      .mockResolvedValueOnce(unavailable())
      .mockImplementation(async () => answer([card({ favourite: true })]));
    await renderWith([], fetch);
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toContain('No pudimos cargar tu medio de pago.'),
      {
        timeout: 5000,
      },
    );
    expect(screen.queryByText(/terminada en/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText(/Tarjeta de crédito terminada en 1111/)).toBeTruthy(), {
      timeout: 5000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
