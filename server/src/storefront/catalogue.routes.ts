// Issue 34 items 2-4: the storefront's search, product detail with stock by store, and comparison (contracts:
// src/contracts/catalogue.contract.ts). Open to guests; the tenant is the one the request names (400 TENANT_UNKNOWN
// otherwise). Any typed query is searched as text: SQL, HTML or 2,000 characters give a normal, maybe empty, answer.
import type { FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CompareProducts, GetProduct, SearchProducts } from '../../../src/contracts/catalogue.contract';
import { COMPARE_LIMIT } from '../../../src/rules/compare';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';

const tenantOf = (request: FastifyRequest) => request.tenant!.id;
const optionalNumber = (value: string | undefined) => (value ? Number(value) : null);
/** words are searched without control characters and at most 200 of them count (stemming a whole page gains nothing) */
const searchWords = (q: string | undefined) =>
  (q ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200);

export default async function catalogueRoutes(app: FastifyInstance) {
  const open = { preHandler: app.requireTenant };

  route(app, SearchProducts, open, async ({ query }, request) =>
    app.catalogue.search(tenantOf(request), {
      q: searchWords(query.q),
      category: query.category || null,
      minPrice: optionalNumber(query.minPrice),
      maxPrice: optionalNumber(query.maxPrice),
      sort: query.sort ?? 'relevance',
      page: query.page ? Number(query.page) : 1,
    }),
  );

  route(app, GetProduct, open, async ({ params }, request) => {
    const sku = params.sku ?? '';
    const product = sku.length <= 64 ? await app.catalogue.detail(tenantOf(request), sku) : null;
    if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND');
    return product;
  });

  route(app, CompareProducts, open, async ({ query }, request) => {
    const skus = [
      ...new Set(
        query.skus
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (skus.length > COMPARE_LIMIT) throw new ApiError(400, 'COMPARE_LIMIT_REACHED');
    const items = [];
    for (const sku of skus) {
      const product = sku.length <= 64 ? await app.catalogue.detail(tenantOf(request), sku) : null;
      if (product) items.push(product);
    }
    return { items };
  });
}
