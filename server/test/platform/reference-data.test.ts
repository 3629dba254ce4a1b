// spec §7 my-account GET /v1/countryInfoList and GET /v1/companyClassifications: public, cacheable reference lists. The
// countries with spec §9's country ids and calling codes; the spec §3 company classifications per tenant (business types
// only where asked: Colombia and Mexico). Every answer is validated with the contract's response struct.
import { readFileSync } from 'node:fs';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyClassifications, CountryInfoList } from '../../../src/contracts/reference-data.contract';
import { TENANTS } from '../../../src/tenants/tenants';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const COUNTRIES_URL = '/api/my-account/v1/countryInfoList';
const CLASSIFICATIONS_URL = '/api/my-account/v1/companyClassifications';

// The front end's Spanish catalogue, read as data (the server never imports src/i18n): each labelKey must name its text.
const REGISTRATION_ES = JSON.parse(
  readFileSync(new URL('../../../src/i18n/locales/es/registration.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;
const spanish = (labelKey: string) => {
  const [namespace, path] = labelKey.split(':');
  expect(namespace).toBe('registration');
  const [group, key] = path!.split('.');
  return REGISTRATION_ES[group!]?.[key!];
};

describe.each(testBackends())(
  'reference lists on $name (spec §7 countryInfoList, companyClassifications)',
  (backend) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ backend });
    }, BUILD_TIMEOUT);
    afterAll(() => t?.close());

    async function get(url: string, headers: Record<string, string> = {}) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      return { res, body: res.json() as unknown };
    }

    describe('GET /v1/countryInfoList', () => {
      it('lists the served countries with spec §9 ids, ISO codes, names and calling codes, without a session', async () => {
        const { body } = await get(COUNTRIES_URL);
        assert(body, CountryInfoList);
        expect(body.countries).toEqual([
          { isoCode: 'CL', name: 'Chile', countryId: '361', dialingCode: '56', tenants: ['cl', 'cl-classic', 'home'] },
          { isoCode: 'PE', name: 'Perú', countryId: '363', dialingCode: '51', tenants: ['pe', 'pe-b2b'] },
          { isoCode: 'MX', name: 'México', countryId: '476', dialingCode: '52', tenants: ['mx'] },
          // spec §9: Colombia's odd value, as the tenants config has it
          { isoCode: 'CO', name: 'Colombia', countryId: '401s', dialingCode: '57', tenants: ['co'] },
          // no country id in the tenants config: none is invented
          { isoCode: 'AR', name: 'Argentina', dialingCode: '54', tenants: ['ar'] },
          { isoCode: 'UY', name: 'Uruguay', dialingCode: '598', tenants: ['uy'] },
          { isoCode: 'BR', name: 'Brasil', countryId: '389', dialingCode: '55', tenants: ['br'] },
        ]);
      });

      it('is the same list whichever tenant asks, signed in or not, and agrees with every tenant config', async () => {
        const cl = (await get(`${COUNTRIES_URL}?tenant=cl`)).body;
        const user = await createTestUser(t.app, { tenant: 'co' });
        const co = (await get(COUNTRIES_URL, { 'x-tenant': 'co', ...sessionHeaders(await openSession(t.app, user)) }))
          .body;
        expect(co).toEqual(cl);
        assert(cl, CountryInfoList);
        for (const tenant of TENANTS) {
          const entry = cl.countries.find((country) => country.isoCode === tenant.country);
          expect(entry?.tenants, tenant.id).toContain(tenant.id);
          expect(entry?.countryId ?? null, tenant.id).toBe(tenant.countryId);
          expect(`+${entry?.dialingCode}`, tenant.id).toBe(tenant.phonePrefix);
        }
      });
    });

    describe('GET /v1/companyClassifications', () => {
      it('Colombia (?tenant=co): organization, business and taxpayer types, NIT; labels are the Spanish catalogue keys', async () => {
        const { res, body } = await get(`${CLASSIFICATIONS_URL}?tenant=co`);
        assert(body, CompanyClassifications);
        expect(res.headers.vary).toContain('x-tenant');
        expect(body).toEqual({
          tenant: 'co',
          organizationTypes: [
            {
              value: 'national',
              labelKey: 'registration:organizationTypes.national',
              originType: 'EMPRESA_NACIONAL',
              originLabel: 'Nacional',
            },
            {
              value: 'foreign',
              labelKey: 'registration:organizationTypes.foreign',
              originType: 'EMPRESA_EXTRANJERA',
              originLabel: 'Extranjera',
            },
          ],
          organizationTypeDefault: 'national',
          asksBusinessType: true,
          businessTypes: ['industrial', 'merchant', 'contractor', 'constructor', 'other'].map((value) => ({
            value,
            labelKey: `registration:businessTypes.${value}`,
          })),
          taxpayerTypes: ['common', 'none', 'simplified'].map((value) => ({
            value,
            labelKey: `registration:taxpayerTypes.${value}`,
          })),
          companyDocumentTypes: [{ value: 'NIT', labelKey: 'registration:documentTypes.NIT' }],
          companyDocumentDefault: 'NIT',
        });
        const labels = [
          ...body.organizationTypes,
          ...body.businessTypes,
          ...body.taxpayerTypes,
          ...body.companyDocumentTypes,
        ].map((option) => spanish(option.labelKey));
        expect(labels).toEqual([
          'Nacional',
          'Extranjera',
          'Industrial',
          'Comerciante',
          'Contratista',
          'Constructor',
          'Otro',
          'Común',
          'Ninguno',
          'Simplificado',
          'NIT',
        ]);
      });

      it('Peru (x-tenant: pe-b2b): no business types, RUC; Mexico asks business types, RFC', async () => {
        const pe = (await get(CLASSIFICATIONS_URL, { 'x-tenant': 'pe-b2b' })).body;
        assert(pe, CompanyClassifications);
        expect(pe).toMatchObject({
          tenant: 'pe-b2b',
          asksBusinessType: false,
          businessTypes: [],
          companyDocumentTypes: [{ value: 'RUC', labelKey: 'registration:documentTypes.RUC' }],
          companyDocumentDefault: 'RUC',
        });
        expect(pe.organizationTypes.map((o) => [o.value, o.originType])).toEqual([
          ['national', 'EMPRESA_NACIONAL'],
          ['foreign', 'EMPRESA_EXTRANJERA'],
        ]);
        expect(pe.taxpayerTypes.map((o) => o.value)).toEqual(['common', 'none', 'simplified']);
        const mx = (await get(`${CLASSIFICATIONS_URL}?tenant=mx`)).body;
        assert(mx, CompanyClassifications);
        expect(mx).toMatchObject({ tenant: 'mx', asksBusinessType: true, companyDocumentDefault: 'RFC' });
        expect(mx.businessTypes.map((o) => o.value)).toEqual([
          'industrial',
          'merchant',
          'contractor',
          'constructor',
          'other',
        ]);
      });

      it("Chile's lists when no tenant is named (as /v1/economicActivity); an unknown tenant is 400, not Chile's", async () => {
        const none = (await get(CLASSIFICATIONS_URL)).body;
        assert(none, CompanyClassifications);
        expect(none).toMatchObject({ tenant: 'cl', asksBusinessType: false, companyDocumentDefault: 'RUT' });
        const unknown = await t.app.inject({ url: `${CLASSIFICATIONS_URL}?tenant=zz` });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ code: 'TENANT_UNKNOWN' });
        const extra = await t.app.inject({ url: `${CLASSIFICATIONS_URL}?tenant=cl&country=CO` });
        expect(extra.statusCode).toBe(400);
        expect(extra.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      });
    });
  },
);
