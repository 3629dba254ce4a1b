// Demo data (issue 2 item 9): first start only, idempotent, valid synthetic documents, one password that every policy accepts,
// and the credentials table of docs/demo-accounts.md in step with the seed.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { checkPassword } from '../../../src/rules/password';
import { validateDocument } from '../../../src/rules/documents';
import { getTenant } from '../../../src/tenants/tenants';
import { agents } from '../../src/auth/agents.schema';
import { companies } from '../../src/company/companies.schema';
import { users } from '../../src/account/users.schema';
import { DEMO_AGENTS, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_SHOPPERS } from '../../src/db/demo-data';
import { seedDemoData } from '../../src/db/seed';
import { DEMO_PRODUCTS } from '../../src/db/catalogue-data';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { openSession, sessionHeaders } from '../helpers/sessions';

const SESSION_INFO = '/api/session/v1/session/info';
const members = DEMO_COMPANIES.flatMap((company) => company.members);
const people = [...DEMO_SHOPPERS, ...members];

describe('demo data definitions', () => {
  it('covers a personal shopper in CL, PE, PE B2B, CO, MX and BR at least', () => {
    const tenants = new Set(DEMO_SHOPPERS.map((s) => s.tenant));
    for (const tenant of ['cl', 'pe', 'pe-b2b', 'co', 'mx', 'br']) expect(tenants.has(tenant), tenant).toBe(true);
  });

  it.each(people.map((p) => ({ ...p, label: `${p.email} ${p.documentType}` })))(
    '$label has a valid document',
    (person) => {
      const country = getTenant(person.tenant).country;
      const result = validateDocument(person.documentType, person.documentNumber, {
        country,
        dv: person.dniDv ?? null,
      });
      expect(result).toMatchObject({ ok: true });
    },
  );

  it.each(DEMO_COMPANIES)('company $companyDocument ($companyDocumentType) has a valid document', (company) => {
    expect(validateDocument(company.companyDocumentType, company.companyDocument)).toMatchObject({ ok: true });
  });

  it.each(people.map((p) => ({ email: p.email, tenant: p.tenant, company: 'userType' in p })))(
    'the shared password satisfies the policy of $tenant for $email',
    ({ email, tenant, company }) => {
      const check = checkPassword(DEMO_PASSWORD, {
        email,
        tenant: getTenant(tenant),
        accountType: company ? 'ORGANIZATION' : 'INDIVIDUAL',
      });
      expect(check.failed).toEqual([]);
    },
  );

  it('has the Peruvian company with one collaborator of each type and the Mexican one pending', () => {
    const pe = DEMO_COMPANIES.find((c) => c.tenant === 'pe-b2b')!;
    expect(pe.companyDocumentType).toBe('RUC');
    expect(
      pe.members
        .filter((m) => !m.invited)
        .map((m) => m.userType)
        .sort(),
    ).toEqual(['buyer', 'creditLineUser', 'quoter', 'superUser', null].sort());
    expect(pe.members.find((m) => m.userType === 'buyer' && !m.invited)?.maxPurchaseAmount).toBe('5000.00');
    // one collaborator waits for the first login (spec §2, §4), so a newcomer can try that journey
    expect(pe.members.filter((m) => m.invited).map((m) => m.email)).toEqual(['invited.pe-b2b@demo.example.com']);
    expect(DEMO_COMPANIES.find((c) => c.tenant === 'mx')?.status).toBe('pending');
    expect(DEMO_AGENTS.length).toBeGreaterThan(0);
  });

  it('is listed in docs/demo-accounts.md', async () => {
    const doc = await readFile(new URL('../../../docs/demo-accounts.md', import.meta.url), 'utf8');
    expect(doc).toContain(DEMO_PASSWORD);
    for (const email of [...people.map((p) => p.email), ...DEMO_AGENTS.map((a) => a.email)])
      expect(doc, email).toContain(email);
    for (const person of people) expect(doc, person.documentNumber).toContain(person.documentNumber);
  });
});

describe.each(testBackends())('seedDemoData on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ backend });
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  const counts = async () => ({
    users: (await t.db.orm.select({ n: count() }).from(users))[0]!.n,
    companies: (await t.db.orm.select({ n: count() }).from(companies))[0]!.n,
    agents: (await t.db.orm.select({ n: count() }).from(agents))[0]!.n,
  });

  it('writes the demo data once; a second start changes nothing', async () => {
    const first = await seedDemoData(t.app);
    expect(first).toEqual({
      ran: true,
      users: people.length,
      companies: DEMO_COMPANIES.length,
      agents: DEMO_AGENTS.length,
      products: DEMO_PRODUCTS.length,
    });
    const after = await counts();
    expect(after).toEqual({ users: people.length, companies: DEMO_COMPANIES.length, agents: DEMO_AGENTS.length });
    const second = await seedDemoData(t.app);
    expect(second.ran).toBe(false);
    expect(await counts()).toEqual(after);
  }, 60_000); // the whole demo seed (argon2 hashes, orders, quotations, postcodes, points) runs twice: seconds on a shared machine

  it("prices every demo product in each tenant's currency, with the tenant's image path", async () => {
    const cl = await t.app.catalogue.list('cl');
    expect(cl).toHaveLength(DEMO_PRODUCTS.length);
    expect(cl[0]).toMatchObject({
      sku: 'HM-1001',
      currency: 'CLP',
      price: 39990,
      image: '/images/cl/HM-1001?fmt=jpg&fit=constrain&wid=120&hei=120',
    });
    const pe = await t.app.catalogue.find('pe', ['HM-1001', 'NOPE']);
    expect(pe).toEqual([expect.objectContaining({ sku: 'HM-1001', currency: 'PEN', price: 160 })]);
    expect(await t.app.catalogue.get('br', 'HM-2002')).toMatchObject({ currency: 'BRL', price: 28.9 });
  });

  it('stores argon2id hashes that verify with the demo password', async () => {
    const shopper = await t.app.users.findByEmail('cl', 'SHOPPER.CL@demo.example.com');
    expect(shopper?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await t.app.passwords.verify(shopper!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await t.app.passwords.verify(shopper!.passwordHash, 'wrong')).toBe(false);
    const agent = await t.app.agents.findByEmail('cl', DEMO_AGENTS[0]!.email);
    expect(await t.app.passwords.verify(agent!.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('links the collaborators to their company with their roles', async () => {
    const company = await t.app.companies.findByDocument('pe-b2b', DEMO_COMPANIES[0]!.companyDocument);
    expect(company?.status).toBe('active');
    const everyone = await t.app.users.listByCompany(company!.id);
    const team = everyone.filter((u) => u.passwordHash);
    expect(team.map((u) => u.userType).sort()).toEqual(['buyer', 'creditLineUser', 'quoter', 'superUser', null].sort());
    // the invited collaborator has no password until the first login
    expect(everyone.filter((u) => !u.passwordHash).map((u) => u.email)).toEqual(['invited.pe-b2b@demo.example.com']);
    const buyer = team.find((u) => u.userType === 'buyer')!;
    expect(buyer.maxPurchaseAmount).toBe('5000.00');
    const session = await openSession(t.app, buyer);
    const info = await t.app.inject({ method: 'GET', url: SESSION_INFO, headers: sessionHeaders(session) });
    expect(info.json().user).toMatchObject({ role: 'buyer', accountType: 'ORGANIZATION', companyId: company!.id });
    const pending = await t.app.companies.findByDocument('mx', DEMO_COMPANIES[1]!.companyDocument);
    expect(pending?.status).toBe('pending');
  });
});
