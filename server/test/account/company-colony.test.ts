// Issue 32 item 3, spec §3 Address (Mexico: colony; Colombia: neighbourhood; Brazil: bairro), §5: where the geo lists stop at
// the city, the company forms type the third level. Company details saves it and reads it back; company registration stores
// it; both refuse a value the shared rule refuses (src/rules/company-details.ts validateColony) with 400 VALIDATION_ERROR
// naming the field, and neither keeps anything then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestCompany } from '../helpers/company';
import { openSession, sessionHeaders } from '../helpers/sessions';
import { json, mexicanCompany } from '../registration/registration-fixtures';

const DETAILS = '/api/my-account/mx/users/organization';
const REGISTER = '/api/my-account/v2/users/businessUser/registration';
const TOO_LONG = `Colonia ${'Centro'.repeat(10)}`; // 68 characters: the rule's limit is 60

describe.each(testBackends())('the typed colony of a Mexican company on $name (issue 32 item 3)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  /** a complete Mexican company details body: Ciudad de México, Cuauhtémoc, with the colony given */
  function detailsBody(municipal: string) {
    const activities = t.app.economicActivities.forCountry('MX');
    return {
      position: 'Gerente de Compras',
      businessName: 'Materiales del Centro S.A. de C.V.',
      fantasyName: 'MatCentro',
      organizationType: 'national',
      originType: 'EMPRESA_NACIONAL',
      businessType: 'merchant',
      ...(activities.freeText
        ? { economicActivityText: 'Comercio al por menor de ferretería' }
        : { economicActivityCode: activities.activities[0]!.code }),
      state: '09',
      city: '09015',
      municipal,
      addressLine1: 'Calle República de Uruguay',
      addressLine2: '45',
      postcode: '06000',
      companyPhone: '5512345678',
      haveCheckingAccount: false,
    };
  }

  it("company details saves the colony 'Centro' and reads it back; a value over 60 characters is refused", async () => {
    const { owner } = await createTestCompany(t.app, { tenant: 'mx' });
    const headers = sessionHeaders(await openSession(t.app, owner));
    const saved = await t.app.inject({ method: 'PUT', url: DETAILS, headers, payload: detailsBody('  Centro ') });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ stateName: 'Ciudad de México', cityName: 'Cuauhtémoc', municipal: 'Centro' });
    expect(saved.json().municipalName).toBe('Centro');
    const read = await t.app.inject({ url: DETAILS, headers });
    expect(read.json()).toMatchObject({ municipal: 'Centro', municipalName: 'Centro' });

    const long = await t.app.inject({ method: 'PUT', url: DETAILS, headers, payload: detailsBody(TOO_LONG) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { municipal: 'address.tooLong' } },
    });
    const empty = await t.app.inject({ method: 'PUT', url: DETAILS, headers, payload: detailsBody(' ') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toEqual({ municipal: 'address.required' });
    const odd = await t.app.inject({ method: 'PUT', url: DETAILS, headers, payload: detailsBody('Centro <b>') });
    expect(odd.json().details.fields).toEqual({ municipal: 'address.invalidCharacters' });
    // nothing refused was kept
    expect((await t.app.inject({ url: DETAILS, headers })).json().municipalName).toBe('Centro');
  });

  it("company registration stores the typed colony 'Centro'; a value over 60 characters is refused", async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: json(mexicanCompany({ companyDocument: 'CCO010101AB1', municipal: TOO_LONG, municipalName: TOO_LONG })),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { municipal: 'address.tooLong' } },
    });
    expect(
      (
        await t.app.inject({
          url: '/s/account/v3/users/organization/isExists?tenant=mx&documentType=RFC&document=CCO010101AB1',
        })
      ).json().exists,
    ).toBe(false);

    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER,
      payload: json(
        mexicanCompany({ companyDocument: 'CCO010101AB1', municipal: ' Centro  ', municipalName: 'Centro' }),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.app.companies.findById(res.json().companyId)).toMatchObject({
      stateName: 'Ciudad de México',
      cityName: 'Cuauhtémoc',
      municipal: 'Centro',
      municipalName: 'Centro',
    });
  });
});
