// The shopper's cart (migrations 0320, 0720): one per signed-in user, or one per guest browser kept by an opaque random
// cookie of which only the SHA-256 is stored (like sessions); a cart belongs to one tenant. Lines per sku. Adding is one
// statement per line (INSERT ... ON CONFLICT DO UPDATE quantity = quantity + excluded), so parallel adds never lose a unit
// (STYLE.md §21); a line's quantity is capped at 999 by the table and here. Prices, eligibility and stock are read at read
// time (issue 34): a line whose product lost its price in the tenant, or has no stock in any store, stays in the cart marked
// unavailable and is not bought.
// Stock: the sum over the tenant's stores of product_stock (migration 0700), at most 999. A tenant without a single
// product_stock row does not track stock yet (every priced product is available up to 999); once its catalogue has stock
// rows, a product without a row there has none.
// Issue 30: adding answers what it added apart from the cart (a line's growth is read in the same statement: RETURNING gives
// the new quantity and a sub-select the one before it, as the statement's snapshot sees it).
// Guest carts are merged into the person's cart at sign-in (spec §7 carts/{id}/merge; cart sync stays off, spec §9):
// mergeAtSignIn is the one call the sign-in routes make.
import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartAddition, CartLine, CartResponse, CartSource } from '../../../src/contracts/cart.contract';
import { CSRF_COOKIE } from '../../../src/contracts/services';
import { productImage } from '../../../src/rules/product-image';
import { can, roleOf } from '../../../src/rules/permissions';
import { warrantyPrice, isWarrantyYears } from '../../../src/rules/warranty';
import { findTenant } from '../../../src/tenants/tenants';
import type { AppDatabase } from '../db/database';
import type { UserRow } from '../account/users.schema';
import { ApiError } from '../lib/api-error';
import { readSessionCredential } from '../lib/session-cookie';
import { csrfTokenFor, hashSessionId, looksLikeSessionId, newSessionId, safeEqual } from '../lib/session-token';
import { UUID } from '../../../src/rules/ids';

export const MAX_LINE_QUANTITY = 999;
const round2 = (n: number) => Math.round(n * 100) / 100;

export type CartLineView = CartLine;
export type CartView = CartResponse;

/** Who a cart belongs to: a signed-in user, or a guest browser (the SHA-256 of its cart cookie's token). */
export type CartOwner = { userId: string } | { guestHash: string };

/** The storefront's choices on a line (undefined: leave as it is). */
export interface LineChoices {
  warrantyYears?: 1 | 2 | 3 | null;
  installation?: boolean;
}

/** Anything Drizzle can run a statement on: the database or a transaction. */
export type Executor = Pick<AppDatabase, 'execute'>;

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const sqlList = (values: readonly unknown[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** What a cart needs of a product in a tenant. */
export interface ProductFacts {
  sku: string;
  name: string;
  /** false: the tenant no longer sells it (no price there) */
  priced: boolean;
  price: number;
  currency: string | null;
  unit: 'each' | 'm2';
  m2PerBox: number | null;
  warrantyEligible: boolean;
  /** the product offers installation and the tenant prices it */
  installationEligible: boolean;
  installationPrice: number | null;
  homeDelivery: boolean;
  /** units across the tenant's stores, at most 999 (999 when the tenant does not track stock) */
  stock: number;
  /** units per store of the tenant (empty when the tenant does not track stock) */
  byStore: Map<string, number>;
  tracked: boolean;
}

/**
 * Reads the products' facts in a tenant; `lock` takes the stock rows FOR UPDATE (sku, store order), inside a transaction.
 * Unknown skus are left out.
 */
export async function productFacts(
  db: Executor,
  tenant: string,
  skus: readonly string[],
  lock = false,
): Promise<Map<string, ProductFacts>> {
  const facts = new Map<string, ProductFacts>();
  if (!skus.length) return facts;
  const products = await rowsOf<{
    sku: string;
    name: string;
    unit: 'each' | 'm2';
    m2_per_box: string | number | null;
    warranty_eligible: boolean;
    installation_eligible: boolean;
    home_delivery: boolean;
    price: string | number | null;
    currency: string | null;
    installation_price: string | number | null;
    tracked: boolean;
  }>(
    db,
    sql`SELECT p.sku, p.name, p.unit, p.m2_per_box, p.warranty_eligible, p.installation_eligible, p.home_delivery,
          pp.price, pp.currency, pp.installation_price,
          EXISTS (SELECT 1 FROM product_stock WHERE tenant = ${tenant}) AS tracked
        FROM products p LEFT JOIN product_prices pp ON pp.sku = p.sku AND pp.tenant = ${tenant}
        WHERE p.sku IN (${sqlList(skus)})`,
  );
  const stock = await rowsOf<{ sku: string; store_id: string; quantity: number }>(
    db,
    sql`SELECT sku, store_id, quantity FROM product_stock WHERE tenant = ${tenant} AND sku IN (${sqlList(skus)})
        ORDER BY sku, store_id ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  for (const p of products) {
    const byStore = new Map(stock.filter((s) => s.sku === p.sku).map((s) => [s.store_id, Number(s.quantity)]));
    const total = [...byStore.values()].reduce((n, q) => n + q, 0);
    const installationPrice = p.installation_price === null ? null : Number(p.installation_price);
    facts.set(p.sku, {
      sku: p.sku,
      name: p.name,
      priced: p.price !== null,
      price: p.price === null ? 0 : Number(p.price),
      currency: p.currency,
      unit: p.unit,
      m2PerBox: p.m2_per_box === null ? null : Number(p.m2_per_box),
      warrantyEligible: p.warranty_eligible,
      installationEligible: p.installation_eligible && installationPrice !== null,
      installationPrice,
      homeDelivery: p.home_delivery,
      stock: p.tracked ? Math.min(total, MAX_LINE_QUANTITY) : MAX_LINE_QUANTITY,
      byStore,
      tracked: p.tracked,
    });
  }
  return facts;
}

export interface StoredLine {
  sku: string;
  quantity: number;
  source: CartSource;
  warrantyYears: number | null;
  installation: boolean;
}

/** A stored line priced with its product's facts (name and image may come from the catalogue). */
export function priceLine(
  tenant: string,
  row: StoredLine,
  fact: ProductFacts,
  display?: { name: string; image: string },
): CartLineView {
  const unitPrice = fact.price;
  const years = fact.warrantyEligible && isWarrantyYears(row.warrantyYears) ? row.warrantyYears : null;
  const warrantyUnitPrice = years && fact.priced ? warrantyPrice(unitPrice, years) : 0;
  const installation = row.installation && fact.installationEligible;
  const installationPrice = installation ? (fact.installationPrice ?? 0) : 0;
  const maxQuantity = fact.priced ? fact.stock : 0;
  return {
    sku: row.sku,
    name: display?.name ?? fact.name,
    quantity: row.quantity,
    unitPrice,
    currency: fact.currency ?? findTenant(tenant)?.currency ?? '',
    image: display?.image ?? productImage(findTenant(tenant)?.imagePath ?? `/images/${tenant}`, row.sku).src,
    source: row.source,
    unit: fact.unit,
    m2PerBox: fact.m2PerBox,
    warrantyEligible: fact.warrantyEligible,
    warrantyYears: years,
    warrantyUnitPrice,
    installationEligible: fact.installationEligible,
    installation,
    installationPrice,
    installationOfferPrice: fact.installationEligible ? (fact.installationPrice ?? null) : null,
    lineTotal: round2(row.quantity * (unitPrice + warrantyUnitPrice) + installationPrice),
    available: maxQuantity > 0,
    maxQuantity,
  };
}

/** The cart answer from its priced lines: count of every unit, total of the available lines. */
export function cartOf(id: string, lines: CartLineView[]): CartView {
  return {
    id,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    lines,
    total: round2(lines.filter((l) => l.available).reduce((sum, l) => sum + l.lineTotal, 0)),
    currency: lines[0]?.currency ?? null,
  };
}

export async function storedLines(db: Executor, cartId: string): Promise<StoredLine[]> {
  const rows = await rowsOf<{
    sku: string;
    quantity: number;
    source: CartSource;
    warranty_years: number | null;
    installation: boolean;
  }>(
    db,
    sql`SELECT sku, quantity, source, warranty_years, installation FROM cart_lines WHERE cart_id = ${cartId}
        ORDER BY added_at, sku`,
  );
  return rows.map((r) => ({
    sku: r.sku,
    quantity: Number(r.quantity),
    source: r.source,
    warrantyYears: r.warranty_years === null ? null : Number(r.warranty_years),
    installation: r.installation,
  }));
}

// ---- the guest cart cookie --------------------------------------------------------------------------------------------

/** One guest cart per tenant and browser: the cookie's name carries the tenant. */
export const guestCartCookie = (tenant: string) => `cuenta_cart_${tenant}`;
export const GUEST_CART_MAX_AGE = 30 * 24 * 3600;

/** The raw guest token this request carries for the tenant, if it looks like one. */
export function guestToken(request: FastifyRequest, tenant: string): string | null {
  const raw = request.cookies[guestCartCookie(tenant)];
  return raw && looksLikeSessionId(raw) ? raw : null;
}

function cookieOptions(request: FastifyRequest, httpOnly: boolean) {
  return { path: '/', httpOnly, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

export function clearGuestCartCookie(request: FastifyRequest, reply: FastifyReply, tenant: string): void {
  reply.clearCookie(guestCartCookie(tenant), cookieOptions(request, true));
}

/**
 * The guest's CSRF companion: a readable cuenta_csrf derived from the cart token, set when the browser has no session of
 * its own (a session's cuenta_csrf is never replaced) and the cookie does not hold a token the request can use.
 */
/**
 * A guest's CSRF value is marked `g.`: the header reads the readable cookie to tell a signed-in visitor
 * (src/views/shell/use-signed-in.ts), and a guest with a cart is not one.
 */
export const GUEST_CSRF_PREFIX = 'g.';
const guestCsrfFor = (rawToken: string) => GUEST_CSRF_PREFIX + csrfTokenFor(rawToken);

export function ensureGuestCsrf(request: FastifyRequest, reply: FastifyReply, rawToken: string): void {
  if (readSessionCredential(request)) return;
  const expected = guestCsrfFor(rawToken);
  const current = request.cookies[CSRF_COOKIE];
  if (current && safeEqual(current, expected)) return;
  reply.setCookie(CSRF_COOKIE, expected, cookieOptions(request, false));
}

/**
 * Double submit for a guest's cart write (docs/architecture.md "Sessions"): when the request carries a cookie credential
 * (a guest cart or a session cookie) the x-csrf-token header must equal cuenta_csrf and the token derived from one of
 * them. A first add with neither cookie uses no ambient credential: nothing to forge.
 */
export function guestCsrfOk(request: FastifyRequest, tenant: string): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return true;
  const cart = guestToken(request, tenant);
  const session = readSessionCredential(request);
  const sessionCookie = session?.via === 'cookie' ? session.rawId : null;
  if (!cart && !sessionCookie) return true;
  const header = request.headers['x-csrf-token'];
  const cookie = request.cookies[CSRF_COOKIE];
  if (typeof header !== 'string' || typeof cookie !== 'string' || !safeEqual(header, cookie)) return false;
  return (
    (cart !== null && safeEqual(header, guestCsrfFor(cart))) ||
    (sessionCookie !== null && safeEqual(header, csrfTokenFor(sessionCookie)))
  );
}

// ---- the repository ---------------------------------------------------------------------------------------------------

export interface CartRepository {
  /** The user's cart, created empty when there is none. */
  forUser(tenant: string, userId: string): Promise<CartView>;
  /** The cart if it is this user's, else null (another user's cart id reads as not found). */
  byId(tenant: string, userId: string, cartId: string): Promise<CartView | null>;
  /** Adds the lines (skus the tenant sells; unknown skus are refused by the caller): the cart, and what was added. */
  addLines(
    tenant: string,
    userId: string,
    lines: readonly { sku: string; quantity: number }[],
    source: CartSource,
  ): Promise<CartView & { added: CartAddition }>;
  /** The owner's cart id in the tenant (a user's is created when missing; a guest without one: null). */
  cartIdOf(tenant: string, owner: CartOwner): Promise<string | null>;
  /** A new guest cart: its raw cookie token and id. */
  createGuestCart(tenant: string): Promise<{ rawToken: string; cartId: string }>;
  /** The cart `cartId` if the owner holds it in the tenant, else null. */
  ownedCart(tenant: string, owner: CartOwner, cartId: string): Promise<CartView | null>;
  view(tenant: string, cartId: string): Promise<CartView>;
  /**
   * Issue 34: a storefront add (source 'storefront'): 404 PRODUCT_NOT_FOUND, 400 VALIDATION_ERROR on an ineligible choice,
   * 409 OUT_OF_STOCK (details.maxQuantity) when the line would pass the stock.
   */
  addStorefrontLine(
    tenant: string,
    cartId: string,
    line: { sku: string; quantity: number } & LineChoices,
  ): Promise<CartView & { added: CartAddition }>;
  /** Changes a line (404 NOT_FOUND when the sku is not in the cart; the same refusals as an add). */
  updateLine(
    tenant: string,
    cartId: string,
    sku: string,
    change: { quantity?: number } & LineChoices,
  ): Promise<CartView>;
  removeLine(tenant: string, cartId: string, sku: string): Promise<CartView>;
  /** Removes every line of the cart (the development page that sets a cart's lines, company/company-dev.routes.ts). */
  removeAllLines(cartId: string): Promise<void>;
  /**
   * Merges the guest cart (by token hash, in the tenant; when `cartId` is given it must be that cart) into the user's cart in
   * one transaction: quantities add up (capped at 999), choices kept where the person's line has none, the guest cart
   * deleted. Null when there is no such guest cart (already merged: idempotent).
   */
  mergeGuest(tenant: string, guestHash: string, userId: string, cartId?: string): Promise<CartView | null>;
  /**
   * The sign-in hook: when the request carries a guest cart cookie of the tenant, merges it into the user's cart and clears
   * the cookie. Never fails the sign-in (a failure is logged). A role that may not buy (quoter) keeps its guest cart apart.
   */
  mergeAtSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: Pick<UserRow, 'id' | 'tenant' | 'accountType' | 'userType'>,
  ): Promise<void>;
  /** Deletes the guest carts nobody has touched since `before` (their lines go with them); how many. */
  purgeGuestCarts(before: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    carts: CartRepository;
  }
}

export function createCartRepository(app: FastifyInstance): CartRepository {
  async function ensureUserCart(db: Executor, tenant: string, userId: string): Promise<string> {
    const now = app.clock.now();
    // one statement: create or take the existing row (the no-op update makes RETURNING answer in both cases)
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`INSERT INTO carts (tenant, user_id, created_at, updated_at) VALUES (${tenant}, ${userId}, ${now}, ${now})
          ON CONFLICT ON CONSTRAINT carts_user_key DO UPDATE SET updated_at = carts.updated_at RETURNING id`,
    );
    return row!.id;
  }

  async function view(tenant: string, cartId: string): Promise<CartView> {
    const rows = await storedLines(app.db, cartId);
    const skus = rows.map((r) => r.sku);
    const [facts, shown] = await Promise.all([productFacts(app.db, tenant, skus), app.catalogue.bySku(tenant, skus)]);
    const lines = rows.flatMap((r) => {
      const fact = facts.get(r.sku);
      if (!fact) return [];
      const display = shown.get(r.sku);
      return [priceLine(tenant, r, fact, display ? { name: display.name, image: display.image } : undefined)];
    });
    return cartOf(cartId, lines);
  }

  /** Checks the choices against the product: 400 VALIDATION_ERROR on the field that is not offered. */
  function checkChoices(fact: ProductFacts, choices: LineChoices) {
    const fields: Record<string, string> = {};
    if (choices.warrantyYears != null && !fact.warrantyEligible) fields.warrantyYears = 'notEligible';
    if (choices.installation && !fact.installationEligible) fields.installation = 'notEligible';
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_ERROR', { details: { fields } });
  }

  const outOfStock = (maxQuantity: number) =>
    new ApiError(409, 'OUT_OF_STOCK', { details: { maxQuantity: Math.max(0, maxQuantity) } });

  async function sellable(tenant: string, sku: string): Promise<ProductFacts> {
    const fact = (await productFacts(app.db, tenant, [sku])).get(sku);
    if (!fact || !fact.priced) throw new ApiError(404, 'PRODUCT_NOT_FOUND');
    return fact;
  }

  async function touch(cartId: string) {
    await app.db.execute(sql`UPDATE carts SET updated_at = ${app.clock.now()} WHERE id = ${cartId}`);
  }

  const repository: CartRepository = {
    async forUser(tenant, userId) {
      return view(tenant, await ensureUserCart(app.db, tenant, userId));
    },
    async byId(tenant, userId, cartId) {
      return repository.ownedCart(tenant, { userId }, cartId);
    },
    async addLines(tenant, userId, lines, source) {
      const cartId = await ensureUserCart(app.db, tenant, userId);
      const now = app.clock.now();
      const added: CartAddition = { lines: 0, units: 0 };
      for (const line of lines) {
        const quantity = Math.min(Math.max(Math.trunc(line.quantity), 1), MAX_LINE_QUANTITY);
        const [row] = await rowsOf<{ quantity: number; before: number | null }>(
          app.db,
          sql`INSERT INTO cart_lines (cart_id, sku, quantity, source, added_at)
              VALUES (${cartId}, ${line.sku}, ${quantity}, ${source}, ${now})
              ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = LEAST(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})
              RETURNING quantity, (SELECT prior.quantity FROM cart_lines prior
                WHERE prior.cart_id = ${cartId} AND prior.sku = ${line.sku}) AS before`,
        );
        const grew = row ? Number(row.quantity) - Number(row.before ?? 0) : 0;
        if (grew > 0) {
          added.lines += 1;
          added.units += grew;
        }
      }
      return { ...(await view(tenant, cartId)), added };
    },
    async cartIdOf(tenant, owner) {
      if ('userId' in owner) return ensureUserCart(app.db, tenant, owner.userId);
      const [row] = await rowsOf<{ id: string }>(
        app.db,
        sql`SELECT id FROM carts WHERE guest_token_hash = ${owner.guestHash} AND tenant = ${tenant}`,
      );
      return row?.id ?? null;
    },
    async purgeGuestCarts(before) {
      const rows = await rowsOf<{ id: string }>(
        app.db,
        sql`DELETE FROM carts WHERE guest_token_hash IS NOT NULL AND updated_at < ${before} RETURNING id`,
      );
      return rows.length;
    },
    async createGuestCart(tenant) {
      const rawToken = newSessionId();
      const now = app.clock.now();
      const [row] = await rowsOf<{ id: string }>(
        app.db,
        sql`INSERT INTO carts (tenant, guest_token_hash, created_at, updated_at)
            VALUES (${tenant}, ${hashSessionId(rawToken)}, ${now}, ${now}) RETURNING id`,
      );
      return { rawToken, cartId: row!.id };
    },
    async ownedCart(tenant, owner, cartId) {
      if (!UUID.test(cartId)) return null;
      const [row] = await rowsOf<{ id: string }>(
        app.db,
        'userId' in owner
          ? sql`SELECT id FROM carts WHERE id = ${cartId} AND tenant = ${tenant} AND user_id = ${owner.userId}`
          : sql`SELECT id FROM carts WHERE id = ${cartId} AND tenant = ${tenant} AND guest_token_hash = ${owner.guestHash}`,
      );
      return row ? view(tenant, row.id) : null;
    },
    view,
    async addStorefrontLine(tenant, cartId, line) {
      const fact = await sellable(tenant, line.sku);
      checkChoices(fact, line);
      const max = fact.stock;
      if (line.quantity > max) throw outOfStock(max);
      const now = app.clock.now();
      const years = line.warrantyYears === undefined ? null : line.warrantyYears;
      const installation = line.installation ?? false;
      // one statement: the line grows only while it stays within the stock (no row back: it would pass it)
      const [row] = await rowsOf<{ quantity: number; before: number | null }>(
        app.db,
        sql`INSERT INTO cart_lines (cart_id, sku, quantity, source, added_at, warranty_years, installation)
            VALUES (${cartId}, ${line.sku}, ${line.quantity}, 'storefront', ${now}, ${years}, ${installation})
            ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity,
              warranty_years = ${line.warrantyYears === undefined ? sql`cart_lines.warranty_years` : sql`excluded.warranty_years`},
              installation = ${line.installation === undefined ? sql`cart_lines.installation` : sql`excluded.installation`}
            WHERE cart_lines.quantity + excluded.quantity <= ${max}
            RETURNING quantity, (SELECT prior.quantity FROM cart_lines prior
              WHERE prior.cart_id = ${cartId} AND prior.sku = ${line.sku}) AS before`,
      );
      if (!row) {
        const [current] = await rowsOf<{ quantity: number }>(
          app.db,
          sql`SELECT quantity FROM cart_lines WHERE cart_id = ${cartId} AND sku = ${line.sku}`,
        );
        throw outOfStock(max - Number(current?.quantity ?? 0));
      }
      await touch(cartId);
      const grew = Number(row.quantity) - Number(row.before ?? 0);
      return { ...(await view(tenant, cartId)), added: { lines: grew > 0 ? 1 : 0, units: Math.max(grew, 0) } };
    },
    async updateLine(tenant, cartId, sku, change) {
      const [current] = await rowsOf<{ quantity: number }>(
        app.db,
        sql`SELECT quantity FROM cart_lines WHERE cart_id = ${cartId} AND sku = ${sku}`,
      );
      if (!current) throw new ApiError(404, 'NOT_FOUND');
      const fact = (await productFacts(app.db, tenant, [sku])).get(sku);
      if (!fact) throw new ApiError(404, 'NOT_FOUND');
      checkChoices(fact, change);
      // a line may always shrink; it grows only within the stock of a product still sold here
      const grows = change.quantity !== undefined && change.quantity > Number(current.quantity);
      if (grows && (!fact.priced || change.quantity! > fact.stock)) throw outOfStock(fact.priced ? fact.stock : 0);
      await app.db.execute(
        sql`UPDATE cart_lines SET
              quantity = ${change.quantity ?? sql`quantity`},
              warranty_years = ${change.warrantyYears === undefined ? sql`warranty_years` : change.warrantyYears},
              installation = ${change.installation ?? sql`installation`}
            WHERE cart_id = ${cartId} AND sku = ${sku}`,
      );
      await touch(cartId);
      return view(tenant, cartId);
    },
    async removeLine(tenant, cartId, sku) {
      await app.db.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cartId} AND sku = ${sku}`);
      return view(tenant, cartId);
    },
    async removeAllLines(cartId) {
      await app.db.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cartId}`);
    },
    async mergeGuest(tenant, guestHash, userId, cartId) {
      const merged = await app.db.transaction(async (tx) => {
        // the guest cart's row lock: parallel merges of one guest cart queue here, and only the first finds it
        const [guest] = await rowsOf<{ id: string }>(
          tx,
          sql`SELECT id FROM carts WHERE guest_token_hash = ${guestHash} AND tenant = ${tenant}
              ${cartId ? sql`AND id = ${cartId}` : sql``} FOR UPDATE`,
        );
        if (!guest) return null;
        const target = await ensureUserCart(tx, tenant, userId);
        await tx.execute(
          sql`INSERT INTO cart_lines (cart_id, sku, quantity, source, added_at, warranty_years, installation)
              SELECT ${target}, sku, quantity, source, added_at, warranty_years, installation FROM cart_lines
              WHERE cart_id = ${guest.id}
              ON CONFLICT (cart_id, sku) DO UPDATE SET
                quantity = LEAST(cart_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY}),
                warranty_years = COALESCE(cart_lines.warranty_years, excluded.warranty_years),
                installation = cart_lines.installation OR excluded.installation`,
        );
        await tx.execute(sql`DELETE FROM carts WHERE id = ${guest.id}`);
        await tx.execute(sql`UPDATE carts SET updated_at = ${app.clock.now()} WHERE id = ${target}`);
        return target;
      });
      return merged ? view(tenant, merged) : null;
    },
    async mergeAtSignIn(request, reply, user) {
      const raw = guestToken(request, user.tenant);
      if (!raw) return;
      if (!can({ role: roleOf(user), agentId: null }, 'purchase')) return;
      try {
        await repository.mergeGuest(user.tenant, hashSessionId(raw), user.id);
        clearGuestCartCookie(request, reply, user.tenant);
      } catch (error) {
        request.log.warn({ err: error, userId: user.id }, 'guest cart merge at sign-in failed');
      }
    },
  };
  return repository;
}

export const guestCartCookieOptions = (request: FastifyRequest) => ({
  ...cookieOptions(request, true),
  maxAge: GUEST_CART_MAX_AGE,
});

export default fp(
  async function cartsPlugin(app) {
    app.decorate('carts', createCartRepository(app));
  },
  { name: 'carts' },
);
