// Sample events of listDetailMachine, shared by the machine test, the model test and the flow tooling (pure data).
import { terraceListSample } from '../my-lists/my-lists.samples';
import type {
  ListDetailData,
  ListDetailEvent,
  ListDetailInput,
  ListDetailLoad,
  ProductData,
  StoreData,
} from './list-detail.types';

export const listDetailSampleInput: ListDetailInput = { listId: terraceListSample.id };

export const paintSample: ProductData = {
  sku: 'HM-2001',
  name: 'Pintura látex blanco 1 galón',
  brand: 'Colorama',
  price: 15990,
  currency: 'CLP',
  image: '/images/cl/HM-2001',
  fallbackImage: '/images/cl/fallback',
};
export const rollerSample: ProductData = {
  sku: 'HM-2002',
  name: 'Rodillo antigoteo 23 cm',
  brand: 'Colorama',
  price: 4990,
  currency: 'CLP',
  image: '/images/cl/HM-2002',
  fallbackImage: '/images/cl/fallback',
};
export const storeSample: StoreData = {
  id: '00000000-0000-4000-8000-0000000000a1',
  code: 'CL-001',
  name: 'Tienda Santiago',
  address: 'Av. Las Condes 12916',
  city: 'Santiago',
};

export const listDetailSample: ListDetailData = {
  list: { ...terraceListSample, itemCount: 3 },
  items: [{ product: paintSample, quantity: 3 }],
  total: 47970,
  currency: 'CLP',
};
export const listDetailWithRollerSample: ListDetailData = {
  list: { ...terraceListSample, itemCount: 4 },
  items: [
    { product: paintSample, quantity: 3 },
    { product: rollerSample, quantity: 1 },
  ],
  total: 52960,
  currency: 'CLP',
};
export const listDetailLoadSample: ListDetailLoad = {
  detail: listDetailSample,
  products: [paintSample, rollerSample],
  stores: [storeSample],
};

export const listDetailSampleEvents: ListDetailEvent[] = [
  { type: 'product.select', sku: rollerSample.sku },
  { type: 'item.add' },
  { type: 'item.remove', sku: paintSample.sku },
  { type: 'item.quantity', sku: paintSample.sku, quantity: 5 },
  { type: 'name.change', value: 'Terraza nueva' },
  { type: 'name.change', value: '' },
  { type: 'rename.submit' },
  { type: 'shared.toggle' },
  { type: 'list.repurchase' },
  { type: 'store.select', storeId: storeSample.id },
  { type: 'list.quote' },
  { type: 'detail.retry' },
];

export const listDetailFlowSamples = {
  common: [
    ...listDetailSampleEvents,
    { type: 'xstate.done.actor.loadList', output: listDetailLoadSample },
    { type: 'xstate.error.actor.loadList', error: { code: 'NOT_FOUND' } },
    { type: 'xstate.error.actor.loadList', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.changeList', output: listDetailWithRollerSample },
    { type: 'xstate.error.actor.changeList', error: { code: 'NOT_FOUND' } },
    { type: 'xstate.error.actor.changeList', error: { code: 'LIST_NAME_EXISTS' } },
    { type: 'xstate.error.actor.changeList', error: { code: 'GENERIC_ERROR' } },
    { type: 'xstate.done.actor.repurchaseList', output: { addedUnits: 4 } },
    { type: 'xstate.error.actor.repurchaseList', error: { code: 'GENERIC_ERROR' } },
    {
      type: 'xstate.done.actor.quoteList',
      output: { id: '00000000-0000-4000-8000-0000000000q1', number: '4100000042' },
    },
    { type: 'xstate.error.actor.quoteList', error: { code: 'GENERIC_ERROR' } },
  ],
} as const;
