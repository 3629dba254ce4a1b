// Demo data of the account area (issue 12), called from seedDemoData: the MADE-UP demo postcode tables of
// server/data/postcodes-demo (Chile, Mexico, Colombia, Brazil; invented codes over the official geo names, marked as such in
// each file) so the address modal's postcode and street pages can be tried, and a preferred address for the Chilean shopper.
// Peru, Argentina and Uruguay keep no postcode table: there the modal chooses state, city and district from the geo lists.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Country } from '../../../src/tenants/tenant.types';
import { LOYALTY_TENANTS } from '../../../src/rules/loyalty';
import { importPostcodes } from '../platform/postcodes.repository';

const DEMO_POSTCODE_DIR = fileURLToPath(new URL('../../data/postcodes-demo/', import.meta.url));
export const DEMO_POSTCODE_COUNTRIES: readonly Country[] = ['CL', 'MX', 'CO', 'BR'];

export async function seedDemoPostcodes(app: FastifyInstance): Promise<number> {
  let imported = 0;
  for (const country of DEMO_POSTCODE_COUNTRIES) {
    const csv = readFileSync(`${DEMO_POSTCODE_DIR}${country.toLowerCase()}.csv`, 'utf8');
    imported += (await importPostcodes(app.database, app.geo, country, csv, { now: app.clock.now() })).imported;
  }
  return imported;
}

/**
 * Points (spec §2 myCMRPoints): the demo shoppers of the tenants with the programme (src/rules/loyalty.ts) get a few
 * movements, relative to the clock: balance 1,150 points. Made-up demo data.
 */
export async function seedDemoLoyalty(app: FastifyInstance): Promise<number> {
  const now = app.clock.now().getTime();
  const day = 86_400_000;
  const movements = [
    { daysAgo: 60, description: 'Bono de bienvenida CMR Puntos', points: 100, amount: null },
    { daysAgo: 40, description: 'Compra en tienda', points: 1200, amount: 119990 },
    { daysAgo: 20, description: 'Canje de puntos: gift card', points: -500, amount: null },
    { daysAgo: 5, description: 'Compra online', points: 350, amount: 34990 },
  ];
  let added = 0;
  for (const tenant of LOYALTY_TENANTS) {
    const shopper = await app.users.findByEmail(tenant, `shopper.${tenant}@demo.example.com`);
    if (!shopper) continue;
    const [existing] = await app.database.sql.query('SELECT 1 FROM loyalty_movements WHERE user_id = $1 LIMIT 1', [
      shopper.id,
    ]);
    if (existing) continue;
    for (const m of movements) {
      const at = new Date(now - m.daysAgo * day);
      await app.database.sql.query(
        `INSERT INTO loyalty_movements (tenant, user_id, occurred_at, description, points, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $3)`,
        // amounts in the tenant's currency: pesos in Chile, soles (a hundredth of the figure) in Peru
        [
          tenant,
          shopper.id,
          at,
          m.description,
          m.points,
          m.amount === null ? null : tenant === 'pe' ? m.amount / 100 : m.amount,
        ],
      );
      added += 1;
    }
  }
  return added;
}

export async function seedAccount(app: FastifyInstance): Promise<void> {
  await seedDemoPostcodes(app);
  await seedDemoLoyalty(app);
  const shopper = await app.users.findByEmail('cl', 'shopper.cl@demo.example.com');
  if (shopper && (await app.userAddresses.list('cl', shopper.id)).length === 0) {
    await app.userAddresses.add(
      'cl',
      shopper.id,
      {
        addressName: 'Casa',
        addressLine1: 'Avenida Prueba',
        addressLine2: '123',
        addressLine3: '',
        postcode: '9990002',
        addressReference: '',
        state: '13',
        stateName: 'Región Metropolitana de Santiago',
        city: '131',
        cityName: 'Santiago',
        municipal: '13123',
        municipalName: 'Providencia',
      },
      true,
    );
  }
}
