// Demo data of the account area (issue 12), called from seedDemoData: the MADE-UP demo postcode tables of
// server/data/postcodes-demo (Chile, Mexico, Colombia, Brazil; invented codes over the official geo names, marked as such in
// each file) so the address modal's postcode and street pages can be tried, and a preferred address for the Chilean shopper.
// Peru, Argentina and Uruguay keep no postcode table: there the modal chooses state, city and district from the geo lists.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Country } from '../../../src/tenants/tenant.types';
import { importPostcodes } from '../plugins/app/postcodes';

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

export async function seedAccount(app: FastifyInstance): Promise<void> {
  await seedDemoPostcodes(app);
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
