// Issue 34 item 4: the comparison edge (/:tenant/compare?skus=a,b): GET /s/catalogue/v1/compare; the set follows in the URL
// and localStorage (spec §9: up to 2).
import { defineFlow } from '../../flows/define-flow';
import type { ProductDetail } from '../../contracts/catalogue.contract';
import { productComparisonMachine } from '../../machines/product-comparison/product-comparison.machine';
import { productComparisonFlowSamples } from '../../machines/product-comparison/product-comparison.samples';
import { parseCompareSkus } from '../../rules/compare';
import { pagePath } from '../app/routes';
import { serviceActor } from '../shared/service-actor';
import { catalogueApiFor, readCompare, writeCompare } from '../product-search/catalogue-env';
import { tenantFormat } from '../shared/tenant-input';

export const productComparisonFlow = defineFlow({
  name: 'product-comparison',
  description:
    'Product comparison: up to 2 products side by side (price, brand, dimensions, warranty, installation, delivery).',
  machine: productComparisonMachine,
  loadView: () => import('./product-comparison.view').then((m) => m.ProductComparisonView),
  namespaces: ['catalogue'],
  samples: productComparisonFlowSamples,
  delays: {},
  input: (tenant, page) => {
    const fromUrl = page ? parseCompareSkus(page.search.get('skus')) : ['HM-3131', 'HM-1001'];
    return {
      tenant: tenantFormat(tenant),
      skus: fromUrl.length ? fromUrl : readCompare(tenant.id),
    };
  },
  implementations: (env) => {
    const catalogue = catalogueApiFor(env.clients);
    return {
      actors: {
        loadComparison: serviceActor<ProductDetail[], string[]>(env, (skus, signal) =>
          skus.length ? catalogue.compare(skus, signal) : Promise.resolve([]),
        ),
      },
      actions: {
        storeCompare: (_: unknown, params: { skus: string[] }) => {
          writeCompare(env.tenant.id, params.skus);
          const search = params.skus.length ? `?skus=${encodeURIComponent(params.skus.join(','))}` : '';
          env.navigate(`${pagePath('productComparison', env.tenant.id)}${search}`, { replace: true });
        },
      },
    };
  },
  driver: {
    'compare.remove': (d, e) => d.clickSelector(`[data-compare-remove="${e.sku}"]`),
    'compare.retry': (d) => d.click(d.t('catalogue:compare.retry')),
  },
  complete: true,
});
