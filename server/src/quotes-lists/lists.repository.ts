// Lists and the wish list (issue 15; spec §3 List, §5, §8, §9), migration 0600. Every call takes the session's tenant and
// user: another account's list reads as not found (null). Decided by the database (STYLE.md §21): the name's uniqueness
// per user (unique index on (user_id, lower(name)); accents are also compared in code with src/rules/lists.ts), the one
// default list (partial unique index, created by INSERT ... ON CONFLICT DO NOTHING), item quantities (one upsert).
import fp from 'fastify-plugin';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defaultListName, listNameKey, validateListName } from '../../../src/rules/lists';
import { getTenant } from '../../../src/tenants/tenants';
// issue 29: the answers are the contract's own types, not copies of them
import type { ListDetail, ListSummary, Product, WishListResponse } from '../../../src/contracts/lists.contract';
import { listItems, lists, wishListItems, type ListRow } from './lists.schema';
import { ApiError } from '../lib/api-error';
import { isUniqueViolation } from '../lib/db-errors';
import type { CatalogueProduct } from '../storefront/catalogue.repository';
import { UUID } from '../../../src/rules/ids';

export const MAX_ITEM_QUANTITY = 999;

export interface Owner {
  tenant: string;
  userId: string;
}

export const productView = (p: CatalogueProduct): Product => ({
  sku: p.sku,
  name: p.name,
  brand: p.brand,
  price: p.price,
  currency: p.currency,
  image: p.image,
  fallbackImage: p.fallbackImage,
});

export interface ListRepository {
  /** The user's lists, oldest first; the default list is created first if the user has none (one statement). */
  all(owner: Owner, creatorName: string): Promise<ListSummary[]>;
  /** 409 LIST_NAME_EXISTS when the user has a list of that name (case and accents ignored). */
  create(
    owner: Owner,
    input: { name: string; shared?: boolean; createdBy: string; agentId: string | null },
  ): Promise<ListSummary>;
  find(owner: Owner, id: string): Promise<ListRow | null>;
  detail(owner: Owner, id: string): Promise<ListDetail | null>;
  update(owner: Owner, id: string, patch: { name?: string; shared?: boolean }): Promise<ListSummary | null>;
  /** false when not found; 409 LIST_DEFAULT_UNDELETABLE for the default list */
  remove(owner: Owner, id: string): Promise<boolean>;
  /** adds `quantity` (capped at 999) to the item; 404 PRODUCT_NOT_FOUND for a sku the tenant does not sell */
  addItem(owner: Owner, id: string, sku: string, quantity: number): Promise<ListDetail | null>;
  setQuantity(owner: Owner, id: string, sku: string, quantity: number): Promise<ListDetail | null>;
  removeItem(owner: Owner, id: string, sku: string): Promise<ListDetail | null>;
  wishList(owner: Owner): Promise<WishListResponse>;
  addToWishList(owner: Owner, sku: string): Promise<WishListResponse>;
  removeFromWishList(owner: Owner, sku: string): Promise<WishListResponse>;
  /** moves the product into the list (in one transaction); null when the list is not the user's */
  moveToList(owner: Owner, sku: string, listId: string): Promise<WishListResponse | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lists: ListRepository;
  }
}

/** the stored form: trimmed, spaces collapsed (the route's struct has already refused blank and long names) */
const storedName = (name: string) => {
  const r = validateListName(name);
  if (!r.ok) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields: { name: r.error } } });
  return r.value;
};

const nameTaken = () => new ApiError(409, 'LIST_NAME_EXISTS', { message: 'Ya tienes una lista con este nombre.' });

export function createListRepository(app: FastifyInstance): ListRepository {
  const mine = (owner: Owner, id: string) =>
    and(eq(lists.id, id), eq(lists.userId, owner.userId), eq(lists.tenant, owner.tenant));

  async function summaries(owner: Owner, only?: string): Promise<ListSummary[]> {
    const rows = await app.db
      .select({ list: lists, itemCount: sql<number>`coalesce(sum(${listItems.quantity}), 0)::int` })
      .from(lists)
      .leftJoin(listItems, eq(listItems.listId, lists.id))
      .where(only ? mine(owner, only) : and(eq(lists.userId, owner.userId), eq(lists.tenant, owner.tenant)))
      .groupBy(lists.id)
      .orderBy(sql`${lists.isDefault} DESC`, asc(lists.createdAt), asc(lists.name));
    return rows.map(({ list, itemCount }) => ({
      id: list.id,
      name: list.name,
      isDefault: list.isDefault,
      shared: list.shared,
      createdAt: list.createdAt.toISOString(),
      createdBy: list.createdBy,
      itemCount: Number(itemCount),
    }));
  }

  async function assertNameFree(owner: Owner, name: string, exceptId?: string) {
    const key = listNameKey(name);
    const rows = await app.db
      .select({ id: lists.id, name: lists.name })
      .from(lists)
      .where(eq(lists.userId, owner.userId));
    if (rows.some((r) => r.id !== exceptId && listNameKey(r.name) === key)) throw nameTaken();
  }

  async function sellable(owner: Owner, sku: string): Promise<CatalogueProduct> {
    const product = await app.catalogue.get(owner.tenant, sku);
    if (!product) throw new ApiError(404, 'PRODUCT_NOT_FOUND');
    return product;
  }

  /**
   * spec §3: every user has 'Mi primera lista' ('Minha primeira lista' in Brazil, issue 32); parallel first calls create it
   * once (lists_user_default_key).
   */
  async function ensureDefault(owner: Owner, creatorName: string): Promise<void> {
    const now = app.clock.now();
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: count() })
      .from(lists)
      .where(and(eq(lists.userId, owner.userId), eq(lists.isDefault, true)));
    if (!n) {
      await app.db
        .insert(lists)
        .values({
          tenant: owner.tenant,
          userId: owner.userId,
          name: defaultListName(getTenant(owner.tenant).locale),
          isDefault: true,
          createdBy: creatorName,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
  }

  const repo: ListRepository = {
    async all(owner, creatorName) {
      await ensureDefault(owner, creatorName);
      return summaries(owner);
    },
    async create(owner, raw) {
      const input = { ...raw, name: storedName(raw.name) };
      // the default list first, so that a list created before any read cannot take its name and leave the user without it
      await ensureDefault(owner, input.createdBy);
      await assertNameFree(owner, input.name);
      const now = app.clock.now();
      try {
        const [row] = await app.db
          .insert(lists)
          .values({
            tenant: owner.tenant,
            userId: owner.userId,
            name: input.name,
            shared: input.shared ?? false,
            createdBy: input.createdBy,
            createdByAgentId: input.agentId,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: lists.id });
        return (await summaries(owner, row!.id))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
    async find(owner, id) {
      if (!UUID.test(id)) return null;
      const [row] = await app.db.select().from(lists).where(mine(owner, id)).limit(1);
      return row ?? null;
    },
    async detail(owner, id) {
      if (!UUID.test(id)) return null;
      const [summary] = await summaries(owner, id);
      if (!summary) return null;
      const rows = await app.db
        .select()
        .from(listItems)
        .where(eq(listItems.listId, id))
        .orderBy(asc(listItems.addedAt), asc(listItems.sku));
      const products = await app.catalogue.bySku(
        owner.tenant,
        rows.map((r) => r.sku),
      );
      const items = rows.flatMap((r) => {
        const p = products.get(r.sku);
        return p ? [{ product: productView(p), quantity: r.quantity }] : [];
      });
      const total = Math.round(items.reduce((s, i) => s + i.product.price * i.quantity, 0) * 100) / 100;
      return { list: summary, items, total, currency: items[0]?.product.currency ?? null };
    },
    async update(owner, id, rawPatch) {
      const patch = { ...rawPatch, ...(rawPatch.name !== undefined ? { name: storedName(rawPatch.name) } : {}) };
      if (!(await repo.find(owner, id))) return null;
      if (patch.name !== undefined) await assertNameFree(owner, patch.name, id);
      try {
        await app.db
          .update(lists)
          .set({
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.shared !== undefined ? { shared: patch.shared } : {}),
            updatedAt: app.clock.now(),
          })
          .where(mine(owner, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return (await summaries(owner, id))[0] ?? null;
    },
    async remove(owner, id) {
      const list = await repo.find(owner, id);
      if (!list) return false;
      if (list.isDefault) throw new ApiError(409, 'LIST_DEFAULT_UNDELETABLE');
      await app.db.delete(lists).where(and(mine(owner, id), eq(lists.isDefault, false)));
      return true;
    },
    async addItem(owner, id, sku, quantity) {
      if (!(await repo.find(owner, id))) return null;
      await sellable(owner, sku);
      const q = Math.min(Math.max(Math.trunc(quantity), 1), MAX_ITEM_QUANTITY);
      await app.db
        .insert(listItems)
        .values({ listId: id, sku, quantity: q, addedAt: app.clock.now() })
        .onConflictDoUpdate({
          target: [listItems.listId, listItems.sku],
          set: { quantity: sql`LEAST(${listItems.quantity} + excluded.quantity, ${MAX_ITEM_QUANTITY})` },
        });
      return repo.detail(owner, id);
    },
    async setQuantity(owner, id, sku, quantity) {
      if (!(await repo.find(owner, id))) return null;
      const updated = await app.db
        .update(listItems)
        .set({ quantity: Math.min(Math.max(Math.trunc(quantity), 1), MAX_ITEM_QUANTITY) })
        .where(and(eq(listItems.listId, id), eq(listItems.sku, sku)))
        .returning({ sku: listItems.sku });
      if (!updated.length) throw new ApiError(404, 'PRODUCT_NOT_FOUND');
      return repo.detail(owner, id);
    },
    async removeItem(owner, id, sku) {
      if (!(await repo.find(owner, id))) return null;
      await app.db.delete(listItems).where(and(eq(listItems.listId, id), eq(listItems.sku, sku)));
      return repo.detail(owner, id);
    },
    async wishList(owner) {
      const rows = await app.db
        .select()
        .from(wishListItems)
        .where(and(eq(wishListItems.userId, owner.userId), eq(wishListItems.tenant, owner.tenant)))
        .orderBy(asc(wishListItems.addedAt), asc(wishListItems.sku));
      const products = await app.catalogue.bySku(
        owner.tenant,
        rows.map((r) => r.sku),
      );
      return {
        items: rows.flatMap((r) => {
          const p = products.get(r.sku);
          return p ? [{ product: productView(p), addedAt: r.addedAt.toISOString() }] : [];
        }),
      };
    },
    async addToWishList(owner, sku) {
      await sellable(owner, sku);
      await app.db
        .insert(wishListItems)
        .values({ tenant: owner.tenant, userId: owner.userId, sku, addedAt: app.clock.now() })
        .onConflictDoNothing();
      return repo.wishList(owner);
    },
    async removeFromWishList(owner, sku) {
      await app.db
        .delete(wishListItems)
        .where(
          and(
            eq(wishListItems.userId, owner.userId),
            eq(wishListItems.tenant, owner.tenant),
            eq(wishListItems.sku, sku),
          ),
        );
      return repo.wishList(owner);
    },
    async moveToList(owner, sku, listId) {
      if (!(await repo.find(owner, listId))) return null;
      const now = app.clock.now();
      const moved = await app.db.transaction(async (tx) => {
        const removed = await tx
          .delete(wishListItems)
          .where(
            and(
              eq(wishListItems.userId, owner.userId),
              eq(wishListItems.tenant, owner.tenant),
              eq(wishListItems.sku, sku),
            ),
          )
          .returning({ sku: wishListItems.sku });
        if (!removed.length) return false;
        await tx
          .insert(listItems)
          .values({ listId, sku, quantity: 1, addedAt: now })
          .onConflictDoUpdate({
            target: [listItems.listId, listItems.sku],
            set: { quantity: sql`LEAST(${listItems.quantity} + 1, ${MAX_ITEM_QUANTITY})` },
          });
        return true;
      });
      if (!moved) throw new ApiError(404, 'PRODUCT_NOT_FOUND');
      return repo.wishList(owner);
    },
  };
  return repo;
}

export default fp(
  async function listsPlugin(app) {
    app.decorate('lists', createListRepository(app));
  },
  { name: 'lists', dependencies: ['catalogue'] },
);
