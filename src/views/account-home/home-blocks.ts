// spec §2 account home blocks: welcome (the page itself), last purchases, favourite address, payment method, lists.
// ONE LINE PER BLOCK: an area's block (src/views/<area>/<area>-home-block.tsx) goes in its slot's `Component`; a slot
// without one shows its empty state (no made-up data). To wire a block:
//   { key: 'lastPurchases', titleKey: 'home.lastPurchases.title', emptyKey: 'home.lastPurchases.empty', Component: OrdersHomeBlock },
import type { ComponentType } from 'react';
import type { TenantConfig } from '../../tenants/tenant.types';
import { pagePath } from '../app/routes';
import { ListsHomeBlock } from '../lists/lists-home-block';
import { OrdersHomeBlock } from '../orders/orders-home-block';
import { PaymentHomeBlock } from '../payment/payment-home-block';
import { AddressHomeBlock } from './address-home-block';
import { createElement } from 'react';

export interface HomeBlockProps {
  tenant: TenantConfig;
}

export interface HomeBlock {
  key: 'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists';
  titleKey: `home.${'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists'}.title`;
  /** shown while no area has filled the slot */
  emptyKey: `home.${'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists'}.empty`;
  Component: ComponentType<HomeBlockProps> | null;
  /** true when the block draws its own title (the page then adds none) */
  ownTitle?: boolean;
}

/** the lists block with the lists page's links for the tenant */
function HomeLists({ tenant }: HomeBlockProps) {
  const listsHref = pagePath('myLists', tenant.id);
  return createElement(ListsHomeBlock, {
    listsHref,
    listHref: (id: string) => `${listsHref}?list=${encodeURIComponent(id)}`,
  });
}

export const homeBlocks: readonly HomeBlock[] = [
  {
    key: 'lastPurchases',
    titleKey: 'home.lastPurchases.title',
    emptyKey: 'home.lastPurchases.empty',
    Component: OrdersHomeBlock,
    ownTitle: true,
  },
  {
    key: 'favouriteAddress',
    titleKey: 'home.favouriteAddress.title',
    emptyKey: 'home.favouriteAddress.empty',
    Component: AddressHomeBlock,
  },
  {
    key: 'paymentMethod',
    titleKey: 'home.paymentMethod.title',
    emptyKey: 'home.paymentMethod.empty',
    Component: PaymentHomeBlock,
    ownTitle: true,
  },
  { key: 'lists', titleKey: 'home.lists.title', emptyKey: 'home.lists.empty', Component: HomeLists, ownTitle: true },
];
