// Issue 31 item 3 (Ley 1581 de 2012, LGPD: the right to a copy of one's data): what the account holds about the person,
// read in one transaction (a consistent copy) and rendered as JSON or as a readable PDF (pdfkit, as server/src/lib/invoice-pdf.ts;
// Helvetica covers Spanish and Portuguese). Cards only ever masked to their last four digits; no token, password hash,
// code or session id is part of it. Sign-in history: the sessions table keeps when, the channel, the last activity and the
// end of each session (no address: it is not stored).
import PDFDocument from 'pdfkit';
import type { SqlRunner } from '../db/database';
import type { TenantConfig } from '../../../src/tenants/tenant.types';

type Row = Record<string, unknown>;

export interface DataExport {
  generatedAt: string;
  tenant: string;
  profile: Row;
  preferences: Row | null;
  addresses: Row[];
  cards: Row[];
  orders: Row[];
  lists: Row[];
  wishList: Row[];
  quotations: Row[];
  consents: Row[];
  signIns: Row[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
/** Dates as ISO text, numerics as numbers (both drivers give numeric as text). */
const clean = (row: Row, numeric: readonly string[] = []): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, numeric.includes(k) && v !== null ? Number(v) : iso(v)]));

export async function collectDataExport(
  sql: SqlRunner,
  userId: string,
  tenant: string,
  now: Date,
): Promise<DataExport> {
  const q = (text: string) => sql.query<Row>(text, [userId, tenant]);
  const [profile] = await q(
    `SELECT email, first_name, middle_name, last_name, mother_last_name, document_type, document_number, dni_dv, gender,
       date_of_birth::text AS date_of_birth, phone_country_code, direct_dialing, phone_number, alternate_phone,
       country_of_residence, position, account_type, user_type, offer_sms, add_cmr, terms_accepted_at, privacy_accepted_at,
       created_at
     FROM users WHERE id = $1 AND tenant = $2`,
  );
  const [preferences] = await q(
    `SELECT p.brand_newsletter, p.receive_email, p.personal_data_treatment, p.updated_at FROM account_preferences p
     JOIN users u ON u.id = p.user_id WHERE p.user_id = $1 AND u.tenant = $2`,
  );
  const addresses = await q(
    `SELECT address_name, address_line1, address_line2, address_line3, postcode, state_name, city_name, municipal_name,
       address_reference, is_default, created_at
     FROM addresses WHERE user_id = $1 AND tenant = $2 ORDER BY created_at, id`,
  );
  // spec §3 saved card: brand, type and the last four digits only (never the token)
  const cards = await q(
    `SELECT card_type, brand, '**** ' || last_four AS number, expiry_month, expiry_year, holder_name, favourite, created_at
     FROM payment_methods WHERE user_id = $1 AND tenant = $2 ORDER BY created_at, id`,
  );
  const orders = await q(
    `SELECT o.order_number, o.status, o.placed_at, o.currency, o.payment_method, o.delivery_method, o.delivery_place,
       o.delivery_cost, o.subtotal, o.total,
       COALESCE((SELECT json_agg(json_build_object('sku', l.sku, 'name', l.name, 'quantity', l.quantity,
         'unitPrice', l.unit_price) ORDER BY l.line_number) FROM order_lines l WHERE l.order_id = o.id), '[]'::json) AS lines
     FROM orders o WHERE o.user_id = $1 AND o.tenant = $2 ORDER BY o.placed_at DESC, o.id`,
  );
  const lists = await q(
    `SELECT l.name, l.is_default, l.created_at,
       COALESCE((SELECT json_agg(json_build_object('sku', i.sku, 'quantity', i.quantity) ORDER BY i.added_at)
         FROM list_items i WHERE i.list_id = l.id), '[]'::json) AS items
     FROM lists l WHERE l.user_id = $1 AND l.tenant = $2 ORDER BY l.created_at, l.id`,
  );
  const wishList = await q(
    'SELECT sku, added_at FROM wish_list_items WHERE user_id = $1 AND tenant = $2 ORDER BY added_at, sku',
  );
  const quotations = await q(
    `SELECT number, currency, total, created_at, expires_at, converted_at FROM quotations
     WHERE user_id = $1 AND tenant = $2 ORDER BY created_at DESC, id`,
  );
  const consents = await q(
    `SELECT template_id, template_version, purpose, accepted, recorded_at, channel, source FROM user_consents
     WHERE user_id = $1 AND tenant = $2 ORDER BY recorded_at, seq, id`,
  );
  const signIns = await q(
    `SELECT channel, created_at AS signed_in_at, last_seen_at, revoked_at AS signed_out_at, agent_id IS NOT NULL AS by_agent
     FROM sessions WHERE user_id = $1 AND tenant = $2 ORDER BY created_at DESC LIMIT 200`,
  );
  return {
    generatedAt: now.toISOString(),
    tenant,
    profile: clean(profile ?? {}),
    preferences: preferences ? clean(preferences) : null,
    addresses: addresses.map((r) => clean(r)),
    cards: cards.map((r) => clean(r)),
    orders: orders.map((r) => clean(r, ['delivery_cost', 'subtotal', 'total'])),
    lists: lists.map((r) => clean(r)),
    wishList: wishList.map((r) => clean(r)),
    quotations: quotations.map((r) => clean(r, ['total'])),
    consents: consents.map((r) => clean(r)),
    signIns: signIns.map((r) => clean(r)),
  };
}

const TEXT = {
  es: {
    title: 'Mis datos',
    generated: 'Generado el',
    profile: 'Perfil',
    preferences: 'Preferencias',
    addresses: 'Direcciones',
    cards: 'Tarjetas guardadas',
    orders: 'Compras',
    lists: 'Listas',
    wishList: 'Lista de deseos',
    quotations: 'Cotizaciones',
    consents: 'Consentimientos',
    signIns: 'Inicios de sesión',
    none: 'Sin registros.',
  },
  pt: {
    title: 'Meus dados',
    generated: 'Gerado em',
    profile: 'Perfil',
    preferences: 'Preferências',
    addresses: 'Endereços',
    cards: 'Cartões salvos',
    orders: 'Compras',
    lists: 'Listas',
    wishList: 'Lista de desejos',
    quotations: 'Orçamentos',
    consents: 'Consentimentos',
    signIns: 'Acessos',
    none: 'Sem registros.',
  },
};

const SECTIONS = [
  'addresses',
  'cards',
  'orders',
  'lists',
  'wishList',
  'quotations',
  'consents',
  'signIns',
] as const satisfies readonly (keyof DataExport)[];

/** One line per field: `name: value` (nested values as compact JSON). */
const lineOf = (key: string, value: unknown) =>
  `${key}: ${value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value)}`;

/** The same data as a readable PDF in the tenant's language. */
export function dataExportPdf(data: DataExport, tenant: Pick<TenantConfig, 'name' | 'locale'>): Promise<Buffer> {
  const t = TEXT[tenant.locale.startsWith('pt') ? 'pt' : 'es'];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: t.title, Author: tenant.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const when = new Intl.DateTimeFormat(tenant.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
  doc.font('Helvetica-Bold').fontSize(18).text(tenant.name);
  doc.moveDown(0.3).fontSize(14).text(t.title);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${t.generated} ${when.format(new Date(data.generatedAt))} UTC`);
  const section = (title: string, rows: readonly Row[]) => {
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(title);
    doc.font('Helvetica').fontSize(9);
    if (rows.length === 0) doc.text(t.none);
    rows.forEach((row, i) => {
      if (i > 0) doc.moveDown(0.4);
      for (const [key, value] of Object.entries(row)) doc.text(lineOf(key, value));
    });
  };
  section(t.profile, [data.profile]);
  section(t.preferences, data.preferences ? [data.preferences] : []);
  for (const key of SECTIONS) section(t[key], data[key]);
  doc.end();
  return done;
}
