// spec §2 account home blocks: welcome (the page itself), last purchases, favourite address, payment method, lists.
// ONE LINE PER BLOCK: an area's block (src/views/<area>/<area>-home-block.tsx) goes in its slot's `Component`; a slot
// without one shows its empty state (no made-up data). To wire a block:
//   { key: 'lastPurchases', titleKey: 'home.lastPurchases.title', emptyKey: 'home.lastPurchases.empty', Component: OrdersHomeBlock },
import type { ComponentType } from 'react';
import type { TenantConfig } from '../../tenants/tenant.types';
import { AddressHomeBlock } from './address-home-block';

export interface HomeBlockProps {
  tenant: TenantConfig;
}

export interface HomeBlock {
  key: 'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists';
  titleKey: `home.${'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists'}.title`;
  /** shown while no area has filled the slot */
  emptyKey: `home.${'lastPurchases' | 'favouriteAddress' | 'paymentMethod' | 'lists'}.empty`;
  Component: ComponentType<HomeBlockProps> | null;
}

export const homeBlocks: readonly HomeBlock[] = [
  { key: 'lastPurchases', titleKey: 'home.lastPurchases.title', emptyKey: 'home.lastPurchases.empty', Component: null }, // orders: OrdersHomeBlock
  { key: 'favouriteAddress', titleKey: 'home.favouriteAddress.title', emptyKey: 'home.favouriteAddress.empty', Component: AddressHomeBlock },
  { key: 'paymentMethod', titleKey: 'home.paymentMethod.title', emptyKey: 'home.paymentMethod.empty', Component: null }, // payment: PaymentHomeBlock
  { key: 'lists', titleKey: 'home.lists.title', emptyKey: 'home.lists.empty', Component: null }, // lists: ListsHomeBlock
];
