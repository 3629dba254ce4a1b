// Issue 32 (found by e2e/country-terms.spec.ts): each seeded demo company opens in its owner's company details and saves
// unchanged. The form reads the places below the stored state and city from the country's geo lists (GET /{tenant}/geo),
// so a stored place that is not of those lists (Mexico's 'CDMX' instead of INEGI's '09') left the page at "No pudimos cargar
// los datos de la empresa"; and a save needs what the country's company details ask (Mexico: business type, activity text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../src/db/demo-data';
import { seedDemoData } from '../../src/db/seed';
import { BUILD_TIMEOUT, buildTestApp, type TestApp } from '../helpers/test-app';
import { openSession, sessionHeaders } from '../helpers/sessions';

describe('the demo companies in their owners’ company details', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.app);
  }, BUILD_TIMEOUT + 60_000);
  afterAll(() => t?.close());

  it.each(DEMO_COMPANIES.map((c) => ({ tenant: c.tenant, email: c.members.find((m) => !m.userType)!.email })))(
    'the $tenant owner reads the details, the places below them, and saves them unchanged',
    async ({ tenant, email }) => {
      const owner = (await t.app.users.findByEmail(tenant, email))!;
      const headers = sessionHeaders(await openSession(t.app, owner));
      const url = `/api/my-account/${tenant}/users/organization`;
      const read = await t.app.inject({ url, headers });
      expect(read.statusCode, read.body).toBe(200);
      const details = read.json();
      // what the form asks for next: the cities of the state and, where the lists have three levels, the municipals
      for (const parentId of [details.state, details.city]) {
        if (!parentId) continue;
        const areas = await t.app.inject({ url: `/api/my-account/${tenant}/geo?parentId=${parentId}`, headers });
        expect(areas.statusCode, `${tenant} places below ${parentId}: ${areas.body}`).toBe(200);
      }
      const {
        companyDocumentType: _type,
        companyDocument: _document,
        status: _status,
        asksBusinessType: _asks,
        economicActivityLabel: _label,
        stateName: _stateName,
        cityName: _cityName,
        municipalName: _municipalName,
        businessType,
        ...body
      } = details;
      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: businessType ? { ...body, businessType } : body,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ state: details.state, city: details.city, municipal: details.municipal });
    },
    30_000,
  );
});
