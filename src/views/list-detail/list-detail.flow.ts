// Issue 15 (STYLE.md §16): the list detail flow's edge (spec §2, §3, §5).
import { defineFlow } from '../../flows/define-flow';
import { listDetailMachine } from '../../machines/list-detail/list-detail.machine';
import { listDetailFlowSamples, listDetailSampleInput } from '../../machines/list-detail/list-detail.samples';
import type { ListChange, ListDetailLoad } from '../../machines/list-detail/list-detail.types';
import { listsApiFor, quotesApiFor } from '../lists/lists-env';
import { canPurchaseAs } from '../shared/purchase-access';
import { serviceActor } from '../shared/service-actor';
import type { ListDetail } from '../../contracts/lists.contract';

export const listDetailFlow = defineFlow({
  name: 'list-detail',
  description:
    'One list: items and quantities from the catalogue, rename, shared flag, repurchase into the cart, quote at a store (spec §2, §3, §5).',
  machine: listDetailMachine,
  loadView: () => import('./list-detail.view').then((m) => m.ListDetailView),
  namespaces: ['lists', 'rules'],
  samples: listDetailFlowSamples,
  delays: {},
  input: (_tenant, page) => ({
    listId: page?.search.get('list') ?? listDetailSampleInput.listId,
    canPurchase: canPurchaseAs(page?.user),
  }),
  implementations: (env) => {
    const lists = listsApiFor(env.clients);
    const quotes = quotesApiFor(env.clients);
    const change = (listId: string, c: ListChange, signal: AbortSignal): Promise<ListDetail> => {
      switch (c.kind) {
        case 'add':
          return lists.addItem(listId, c.sku, signal);
        case 'remove':
          return lists.removeItem(listId, c.sku, signal);
        case 'quantity':
          return lists.setQuantity(listId, c.sku, c.quantity, signal);
        case 'rename':
          return lists.update(listId, { name: c.name }, signal).then(() => lists.detail(listId, signal));
        case 'share':
          return lists.update(listId, { shared: c.shared }, signal).then(() => lists.detail(listId, signal));
      }
    };
    return {
      actors: {
        loadList: serviceActor<ListDetailLoad, { listId: string }>(env, async ({ listId }, signal) => {
          const [detail, products, stores] = await Promise.all([
            lists.detail(listId, signal),
            lists.products(signal),
            quotes.stores(signal),
          ]);
          return { detail, products, stores };
        }),
        changeList: serviceActor<ListDetail, { listId: string; change: ListChange }>(env, (input, signal) =>
          change(input.listId, input.change, signal),
        ),
        repurchaseList: serviceActor<{ addedUnits: number }, { listId: string }>(env, async ({ listId }, signal) => ({
          addedUnits: (await lists.repurchase(listId, signal)).added.units,
        })),
        quoteList: serviceActor<{ id: string; number: string }, { listId: string; storeId: string }>(
          env,
          async ({ listId, storeId }, signal) => {
            const { quotation } = await lists.quote(listId, storeId, signal);
            return { id: quotation.id, number: quotation.number };
          },
        ),
      },
    };
  },
  driver: {
    'product.select': (d, e) => d.select('product', e.sku),
    'item.add': (d) => d.click(d.t('lists:detail.add')),
    'item.remove': (d, e) => {
      const items = d.snapshot().context.detail?.items ?? [];
      return d.click(
        d.t('lists:detail.remove', { name: items.find((i) => i.product.sku === e.sku)?.product.name ?? '' }),
      );
    },
    'item.quantity': async (d, e) => {
      await d.fill(`qty-${e.sku}`, String(e.quantity));
      await d.blur(`qty-${e.sku}`);
    },
    'name.change': (d, e) => d.fill('listName', e.value),
    'rename.submit': (d) => d.click(d.t('lists:detail.renameSubmit')),
    'shared.toggle': (d) => d.clickSelector('input[name="shared"]'),
    'list.repurchase': (d) => d.click(d.t('lists:detail.repurchase')),
    'store.select': (d, e) => d.select('store', e.storeId),
    'list.quote': (d) => d.click(d.t('lists:detail.quote')),
    'detail.retry': (d) => d.click(d.t('lists:errors.retry')),
  },
  graphContext: (c) => ({
    items: c.detail?.items.map((i) => `${i.product.sku}:${i.quantity}`).join(',') ?? null,
    shared: c.detail?.list.shared ?? null,
    name: c.name === '' ? 'empty' : c.name === c.detail?.list.name ? 'same' : 'changed',
    nameError: c.nameError,
    selected: c.selectedSku !== '',
    error: c.error,
    done: c.addedUnits !== null ? 'cart' : c.quotation ? 'quoted' : null,
  }),
  complete: true,
});
