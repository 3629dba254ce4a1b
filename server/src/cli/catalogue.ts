// Operator command (issue 34 item 1): imports a catalogue CSV so a real catalogue can replace the demo one. Same database as
// the server (DATABASE_URL, else DATA_DIR/pglite; on PGlite stop the server first: PGlite admits one process).
//   npm run catalogue -- import catalogue.csv            (all rows in one transaction: an error anywhere writes nothing)
//   npm run catalogue -- import catalogue.csv --dry-run  (checks the file only)
// The header (docs/storefront.md "Catalogue CSV"), one row per product and tenant, UTF-8, comma separated, RFC 4180 quotes:
//   sku,name_es,name_pt,description_es,description_pt,brand,category,unit,m2_per_box,variant_group,variant_label,
//   width_cm,height_cm,depth_cm,warranty_eligible,installation_eligible,home_delivery,tenant,currency,price,
//   installation_price,stock
// unit is each|m2 (m2 needs m2_per_box); booleans true|false; empty optional cells are NULL; stock is
// "STORECODE:qty|STORECODE:qty" for the tenant's stores (codes as in the stores table). Existing rows are updated.
import { readFile } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { productPrices, productStock, products, productTexts } from '../storefront/catalogue.schema';
import { stores } from '../storefront/stores.schema';
import { findTenant } from '../../../src/tenants/tenants';
import { openOperatorDatabaseOrSay, parseCommandLine, runWhenCalled, type Out } from './operator-database';

export const CATALOGUE_CSV_HEADER = [
  'sku',
  'name_es',
  'name_pt',
  'description_es',
  'description_pt',
  'brand',
  'category',
  'unit',
  'm2_per_box',
  'variant_group',
  'variant_label',
  'width_cm',
  'height_cm',
  'depth_cm',
  'warranty_eligible',
  'installation_eligible',
  'home_delivery',
  'tenant',
  'currency',
  'price',
  'installation_price',
  'stock',
] as const;

export interface CatalogueRow {
  sku: string;
  nameEs: string;
  namePt: string;
  descriptionEs: string;
  descriptionPt: string;
  brand: string;
  category: string;
  unit: 'each' | 'm2';
  m2PerBox: number | null;
  variantGroup: string | null;
  variantLabel: string | null;
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
  warrantyEligible: boolean;
  installationEligible: boolean;
  homeDelivery: boolean;
  tenant: string;
  currency: string;
  price: number;
  installationPrice: number | null;
  stock: { storeCode: string; quantity: number }[];
}

/** RFC 4180 records (quoted cells may hold commas, quotes doubled, and line breaks). */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      record.push(cell);
      if (record.length > 1 || record[0] !== '') records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  record.push(cell);
  if (record.length > 1 || record[0] !== '') records.push(record);
  return records;
}

/** The rows of a catalogue CSV, or the problems found, each with its line number (the header is line 1). */
export function parseCatalogueCsv(text: string): { ok: true; rows: CatalogueRow[] } | { ok: false; errors: string[] } {
  const [header, ...records] = csvRecords(text);
  if (!header || header.join(',') !== CATALOGUE_CSV_HEADER.join(','))
    return { ok: false, errors: [`line 1: the header must be ${CATALOGUE_CSV_HEADER.join(',')}`] };
  const errors: string[] = [];
  const rows: CatalogueRow[] = [];
  records.forEach((cells, index) => {
    const line = index + 2;
    const problems: string[] = [];
    if (cells.length !== CATALOGUE_CSV_HEADER.length) {
      errors.push(`line ${line}: ${cells.length} cells, expected ${CATALOGUE_CSV_HEADER.length}`);
      return;
    }
    const cell = Object.fromEntries(CATALOGUE_CSV_HEADER.map((name, i) => [name, cells[i]!.trim()])) as Record<
      (typeof CATALOGUE_CSV_HEADER)[number],
      string
    >;
    const text = (name: keyof typeof cell, max: number, required = true) => {
      const v = cell[name];
      if (required && !v) problems.push(`${name} is required`);
      if (v.length > max) problems.push(`${name} is longer than ${max}`);
      return v;
    };
    const decimal = (name: keyof typeof cell, required = false) => {
      const v = cell[name];
      if (!v) {
        if (required) problems.push(`${name} is required`);
        return null;
      }
      if (!/^\d{1,12}(\.\d{1,3})?$/.test(v)) problems.push(`${name} must be a number like 1234.5`);
      return Number(v);
    };
    const flag = (name: keyof typeof cell) => {
      const v = cell[name].toLowerCase();
      if (v !== 'true' && v !== 'false') problems.push(`${name} must be true or false`);
      return v === 'true';
    };
    const sku = text('sku', 64);
    if (sku && !/^[A-Za-z0-9._-]+$/.test(sku)) problems.push('sku may hold letters, digits, . _ - only');
    const unit = cell.unit || 'each';
    if (unit !== 'each' && unit !== 'm2') problems.push('unit must be each or m2');
    const m2PerBox = decimal('m2_per_box', unit === 'm2');
    const tenant = text('tenant', 32);
    const known = findTenant(tenant);
    if (tenant && !known) problems.push(`tenant ${tenant} is unknown`);
    const currency = text('currency', 3);
    if (known && currency && currency !== known.currency) problems.push(`currency of ${tenant} is ${known.currency}`);
    const stock: CatalogueRow['stock'] = [];
    for (const part of cell.stock ? cell.stock.split('|') : []) {
      const m = /^([A-Za-z0-9-]{1,32}):(\d{1,6})$/.exec(part.trim());
      if (!m) problems.push(`stock "${part}" must be STORECODE:quantity`);
      else stock.push({ storeCode: m[1]!, quantity: Number(m[2]) });
    }
    const row: CatalogueRow = {
      sku,
      nameEs: text('name_es', 200),
      namePt: text('name_pt', 200, false) || cell.name_es,
      descriptionEs: text('description_es', 4000, false),
      descriptionPt: text('description_pt', 4000, false) || cell.description_es,
      brand: text('brand', 100),
      category: text('category', 64),
      unit: unit === 'm2' ? 'm2' : 'each',
      m2PerBox,
      variantGroup: text('variant_group', 64, false) || null,
      variantLabel: text('variant_label', 64, false) || null,
      widthCm: decimal('width_cm'),
      heightCm: decimal('height_cm'),
      depthCm: decimal('depth_cm'),
      warrantyEligible: flag('warranty_eligible'),
      installationEligible: flag('installation_eligible'),
      homeDelivery: flag('home_delivery'),
      tenant,
      currency,
      price: decimal('price', true) ?? 0,
      installationPrice: decimal('installation_price'),
      stock,
    };
    if (row.installationEligible && row.installationPrice === null)
      problems.push('installation_price is required when installation_eligible is true');
    if (problems.length) errors.push(`line ${line}: ${problems.join('; ')}`);
    else rows.push(row);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

/** Writes the rows in one transaction (products, texts, prices, stock upserted); returns the products and prices written. */
export async function importCatalogue(
  db: AppDatabase,
  rows: readonly CatalogueRow[],
): Promise<{ products: number; prices: number; stock: number }> {
  return db.transaction(async (tx) => {
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    for (const r of bySku.values()) {
      const fields = {
        name: r.nameEs,
        brand: r.brand,
        category: r.category,
        description: r.descriptionEs,
        unit: r.unit,
        m2PerBox: r.m2PerBox,
        variantGroup: r.variantGroup,
        variantLabel: r.variantLabel,
        widthCm: r.widthCm,
        heightCm: r.heightCm,
        depthCm: r.depthCm,
        warrantyEligible: r.warrantyEligible,
        installationEligible: r.installationEligible,
        homeDelivery: r.homeDelivery,
      };
      await tx
        .insert(products)
        .values({ sku: r.sku, ...fields })
        .onConflictDoUpdate({ target: products.sku, set: fields });
      for (const [language, name, description] of [
        ['es', r.nameEs, r.descriptionEs],
        ['pt', r.namePt, r.descriptionPt],
      ] as const)
        await tx
          .insert(productTexts)
          .values({ sku: r.sku, language, name, description })
          .onConflictDoUpdate({ target: [productTexts.sku, productTexts.language], set: { name, description } });
    }
    let stock = 0;
    for (const r of rows) {
      const price = { currency: r.currency, price: r.price, installationPrice: r.installationPrice };
      await tx
        .insert(productPrices)
        .values({ sku: r.sku, tenant: r.tenant, ...price })
        .onConflictDoUpdate({ target: [productPrices.tenant, productPrices.sku], set: price });
      if (!r.stock.length) continue;
      const tenantStores = await tx
        .select({ id: stores.id, code: stores.code })
        .from(stores)
        .where(
          and(
            eq(stores.tenant, r.tenant),
            inArray(
              stores.code,
              r.stock.map((s) => s.storeCode),
            ),
          ),
        );
      for (const s of r.stock) {
        const store = tenantStores.find((t) => t.code === s.storeCode);
        if (!store) throw new Error(`sku ${r.sku}: ${r.tenant} has no store ${s.storeCode}`);
        await tx
          .insert(productStock)
          .values({ tenant: r.tenant, sku: r.sku, storeId: store.id, quantity: s.quantity })
          .onConflictDoUpdate({
            target: [productStock.tenant, productStock.sku, productStock.storeId],
            set: { quantity: s.quantity },
          });
        stock += 1;
      }
    }
    return { products: bySku.size, prices: rows.length, stock };
  });
}

const USAGE = `usage:
  catalogue import <file.csv> [--dry-run]
header: ${CATALOGUE_CSV_HEADER.join(',')}`;

export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv,
  out: Out = console.log,
  err: Out = console.error,
  orm?: AppDatabase,
): Promise<number> {
  const parsed = parseCommandLine(argv, { 'dry-run': { type: 'boolean' } }, (error) =>
    err(`${(error as Error).message}\n${USAGE}`),
  );
  if (!parsed) return 2;
  const [command, file] = parsed.positionals;
  if (command !== 'import' || !file) {
    err(USAGE);
    return 2;
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch {
    err(`Cannot read ${file}`);
    return 1;
  }
  const result = parseCatalogueCsv(content);
  if (!result.ok) {
    for (const e of result.errors.slice(0, 50)) err(e);
    err(`${result.errors.length} problem(s); nothing imported.`);
    return 1;
  }
  if (parsed.values['dry-run']) {
    out(`${result.rows.length} row(s) valid; nothing written (--dry-run).`);
    return 0;
  }
  const database = orm ? null : await openOperatorDatabaseOrSay(env, out, err);
  if (!orm && !database) return 1;
  try {
    const written = await importCatalogue(orm ?? database!.orm, result.rows);
    out(`Imported ${written.products} product(s), ${written.prices} price(s), ${written.stock} stock figure(s).`);
    return 0;
  } catch (error) {
    err(`${(error as Error).message}; nothing imported.`);
    return 1;
  } finally {
    await database?.close();
  }
}

runWhenCalled(import.meta.url, main);
