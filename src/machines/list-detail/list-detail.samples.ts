// Sample events of listDetailMachine, shared by the machine test, the model test and the flow tooling (pure data).
import type { ListDetailEvent, ListDetailInput, ListDetailLoad } from './list-detail.types';
import type { ListDetail } from '../../contracts/lists.contract';
import { paintSample, rollerSample, storeSample, terraceListSample } from '../shared/samples';

export const listDetailSampleInput: ListDetailInput = { listId: terraceListSample.id };

export const listDetailSample: ListDetail = {
  list: { ...terraceListSample, itemCount: 3 },
  items: [{ product: paintSample, quantity: 3 }],
  total: 47970,
  currency: 'CLP',
};
export const listDetailWithRollerSample: ListDetail = {
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
