import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Suspense } from 'react';
import { createActor, fromPromise } from 'xstate';
import { createI18n } from '../../i18n/i18n-setup';
import { orderListMachine } from '../../machines/order-list/order-list.machine';
import { orderListPage, sampleOrder } from '../../machines/order-list/order-list.samples';
import type { OrderListQuery } from '../../contracts/orders.contract';
import { OrdersHomeBlockView } from './orders-home-block';

describe('orders home block (spec §2 account home: last purchases)', () => {
  it('asks for 3 orders and links each to its detail', async () => {
    const asked: OrderListQuery[] = [];
    const actor = createActor(
      orderListMachine.provide({
        actors: {
          loadOrders: fromPromise(
            async ({ input }: { input: OrderListQuery }) => (
              asked.push(input),
              orderListPage(false, [sampleOrder('9010101000'), sampleOrder('9010102000')])
            ),
          ),
        },
      }),
      { input: { tenant: { id: 'cl', locale: 'es-CL', currency: 'CLP' }, pageSize: 3 } },
    ).start();
    const i18n = await createI18n('es-CL', { namespaces: ['common', 'orders'] });
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="…">
          <OrdersHomeBlockView actorRef={actor} />
        </Suspense>
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByRole('link', { name: 'Orden N° 9010101000' })).toBeTruthy());
    expect(asked[0]).toMatchObject({ pageSize: 3 });
    expect(screen.getByRole('link', { name: 'Orden N° 9010102000' }).getAttribute('href')).toBe(
      '/cl/account/my-orders/9010102000',
    );
    expect(screen.getByRole('link', { name: 'Ver todas mis compras' }).getAttribute('href')).toBe(
      '/cl/account/my-orders',
    );
  });
});
