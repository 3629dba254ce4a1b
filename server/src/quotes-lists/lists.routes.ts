// spec §3 List, §5, §7 quotation service /lists and my-account /v1/wishLists (contracts: src/contracts/lists.contract.ts).
// Another account's list id, or a malformed one, answers 404 NOT_FOUND.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddListItem,
  AddToWishList,
  CreateList,
  DeleteList,
  GetList,
  GetListProducts,
  GetLists,
  GetWishList,
  MoveWishListItem,
  QuoteList,
  RemoveFromWishList,
  RemoveListItem,
  RepurchaseList,
  SetListItemQuantity,
  UpdateList,
} from '../../../src/contracts/lists.contract';
import { LIST_NAME_MAX } from '../../../src/rules/lists';
import { ApiError } from '../lib/api-error';
import { route } from '../lib/endpoint-route';
import { productView, type Owner } from './lists.repository';

const notFound = () => new ApiError(404, 'NOT_FOUND');
const owner = (request: FastifyRequest): Owner => ({ tenant: request.auth!.tenant, userId: request.auth!.userId });
const found = <T>(value: T | null): T => {
  if (value === null) throw notFound();
  return value;
};

export default async function listsRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.authenticate };
  const creatorName = async (request: FastifyRequest) => {
    const user = await app.users.findById(request.auth!.userId);
    return user ? `${user.firstName} ${user.lastName}` : '';
  };

  route(app, GetLists, auth, async (_input, request) => ({
    lists: await app.lists.all(owner(request), await creatorName(request)),
    maxNameLength: LIST_NAME_MAX,
  }));

  route(app, CreateList, auth, async ({ body }, request, reply) => {
    const created = await app.lists.create(owner(request), {
      name: body.name,
      shared: body.shared,
      createdBy: await creatorName(request),
      agentId: request.auth!.agentId,
    });
    reply.code(201);
    return created;
  });

  route(app, GetListProducts, auth, async (_input, request) => ({
    products: (await app.catalogue.list(request.auth!.tenant)).map(productView),
  }));

  route(app, GetList, auth, async ({ params }, request) => found(await app.lists.detail(owner(request), params.id!)));

  route(app, UpdateList, auth, async ({ params, body }, request) =>
    found(await app.lists.update(owner(request), params.id!, body)),
  );

  route(app, DeleteList, auth, async ({ params }, request) => {
    if (!(await app.lists.remove(owner(request), params.id!))) throw notFound();
    return { ok: true };
  });

  route(app, AddListItem, auth, async ({ params, body }, request) =>
    found(await app.lists.addItem(owner(request), params.id!, body.sku, body.quantity ?? 1)),
  );

  route(app, SetListItemQuantity, auth, async ({ params, body }, request) =>
    found(await app.lists.setQuantity(owner(request), params.id!, params.sku!, body.quantity)),
  );

  route(app, RemoveListItem, auth, async ({ params }, request) =>
    found(await app.lists.removeItem(owner(request), params.id!, params.sku!)),
  );

  // spec §6, issue 30: putting a list in the cart is buying: a quoter is refused (403 QUOTE_ONLY_ROLE)
  route(app, RepurchaseList, { preHandler: app.requirePermission('purchase') }, async ({ params }, request) => {
    const detail = found(await app.lists.detail(owner(request), params.id!));
    if (!detail.items.length)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { items: 'required' } } });
    const lines = detail.items.map((i) => ({ sku: i.product.sku, quantity: i.quantity }));
    return app.carts.addLines(request.auth!.tenant, request.auth!.userId, lines, 'list');
  });

  route(app, QuoteList, auth, async ({ params, body }, request, reply) => {
    const detail = found(await app.lists.detail(owner(request), params.id!));
    if (!detail.items.length)
      throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { items: 'required' } } });
    const quotation = await app.quotations.create({
      tenant: request.auth!.tenant,
      userId: request.auth!.userId,
      storeId: body.storeId,
      lines: detail.items.map((i) => ({ sku: i.product.sku, quantity: i.quantity })),
      origin: 'list',
      agentId: request.auth!.agentId,
    });
    reply.code(201);
    return quotation;
  });

  route(app, GetWishList, auth, async (_input, request) => app.lists.wishList(owner(request)));
  route(app, AddToWishList, auth, async ({ body }, request) => app.lists.addToWishList(owner(request), body.sku));
  route(app, RemoveFromWishList, auth, async ({ params }, request) =>
    app.lists.removeFromWishList(owner(request), params.sku!),
  );
  route(app, MoveWishListItem, auth, async ({ params, body }, request) =>
    found(await app.lists.moveToList(owner(request), params.sku!, body.listId)),
  );
}
