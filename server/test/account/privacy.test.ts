// Issue 31: the privacy centre's consents (history, withdrawal of an optional consent, giving it again, the required ones
// refused, accepting a new version: spec §8, §9) and the versioned legal texts read from LEGAL_DIR at request time.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTenant } from '../../../src/tenants/tenants';
import { BUILD_TIMEOUT, buildTestApp, testBackends, type TestApp } from '../helpers/test-app';
import { createTestUser, openSession, sessionHeaders } from '../helpers/sessions';

const CONSENTS = '/api/my-account/v1/privacy/consents';
const LEGAL = '/api/commerce-config/v1/legal';
const REPO_LEGAL = fileURLToPath(new URL('../../../legal', import.meta.url));

describe.each(testBackends())('privacy centre on $name (issue 31)', (backend) => {
  let t: TestApp;
  // a copy of legal/ that the test publishes new versions into, as an operator would
  const legalDir = mkdtempSync(join(tmpdir(), 'cuenta-legal-'));
  cpSync(REPO_LEGAL, legalDir, { recursive: true });
  beforeAll(async () => {
    t = await buildTestApp({ backend, config: { legalDir } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    rmSync(legalDir, { recursive: true, force: true });
  });

  /** A Colombian shopper who accepted everything at registration (as the registration route records it). */
  async function colombian(channel: 'WEB' | 'MOBILE' = 'WEB') {
    const user = await createTestUser(t.app, { tenant: 'co' });
    const templates = t.app.consents.templates(getTenant('co'), 'Registro');
    await t.app.consents.record(
      null,
      user.id,
      getTenant('co'),
      templates.map((template) => ({ templateId: template.id, version: template.version, accepted: true })),
      { channel },
    );
    const session = await openSession(t.app, user, channel);
    return { user, headers: { 'x-tenant': 'co', ...sessionHeaders(session, channel) } };
  }
  const change = (headers: Record<string, string>, changes: object[], source = 'privacyCentre') =>
    t.app.inject({ method: 'POST', url: CONSENTS, headers, payload: { changes, source } });

  it('shows the own documents and history, newest first, with version, channel and where', async () => {
    const a = await colombian('MOBILE');
    await colombian(); // another person's records are never shown
    const res = await t.app.inject({ url: CONSENTS, headers: a.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.documents.map((d: { kind: string; required: boolean }) => [d.kind, d.required])).toEqual([
      ['terms', true],
      ['personalData', true],
      ['loyaltyTerms', false],
      ['loyaltyData', false],
    ]);
    expect(body.documents[0]).toMatchObject({ currentVersion: '2026-01', accepted: true, decidedVersion: '2026-01' });
    expect(body.history).toHaveLength(4);
    expect(body.history[0]).toMatchObject({
      version: '2026-01',
      accepted: true,
      channel: 'MOBILE',
      source: 'registration',
      recordedAt: t.clock.now().toISOString(),
    });
    expect(body.pending).toEqual([]);
  });

  it("shows, where the tenant keeps no consent records, that the account's creation accepted the terms", async () => {
    // a Chilean shopper (spec §9: no consent records in Chile) who ticked the terms on registering, not the data policy
    const created = t.clock.now();
    const user = await createTestUser(t.app, { tenant: 'cl', termsAcceptedAt: created, privacyAcceptedAt: null });
    const session = await openSession(t.app, user);
    const body = (
      await t.app.inject({ url: CONSENTS, headers: { 'x-tenant': 'cl', ...sessionHeaders(session) } })
    ).json();
    expect(body.documents).toEqual([
      expect.objectContaining({ kind: 'terms', accepted: null, acceptedWithAccountAt: created.toISOString() }),
    ]);
    expect(body.history).toEqual([]);
    // a recorded decision is what counts where there is one
    const a = await colombian();
    const recorded = (await t.app.inject({ url: CONSENTS, headers: a.headers })).json();
    expect(recorded.documents.map((d: { acceptedWithAccountAt: string | null }) => d.acceptedWithAccountAt)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('withdraws an optional consent and gives it again; both show in the history, newest first', async () => {
    const a = await colombian();
    t.clock.advanceMinutes(5);
    const withdrawn = await change(a.headers, [
      { templateId: 'co-Registro-loyaltyData', version: '2026-01', accepted: false },
    ]);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().history[0]).toMatchObject({
      templateId: 'co-Registro-loyaltyData',
      title: 'Datos del programa de puntos',
      accepted: false,
      channel: 'WEB',
      source: 'privacyCentre',
      recordedAt: t.clock.now().toISOString(),
    });
    const doc = withdrawn.json().documents.find((d: { kind: string }) => d.kind === 'loyaltyData');
    expect(doc).toMatchObject({ accepted: false });
    // given again at the same instant: the last decision is still the newest record
    const given = await change(a.headers, [
      { templateId: 'co-Registro-loyaltyData', version: '2026-01', accepted: true },
    ]);
    expect(
      given
        .json()
        .history.slice(0, 2)
        .map((h: { accepted: boolean }) => h.accepted),
    ).toEqual([true, false]);
    expect(given.json().documents.find((d: { kind: string }) => d.kind === 'loyaltyData').accepted).toBe(true);
  });

  it('withdrawing twice records one change, and 20 parallel withdrawals record one change', async () => {
    const a = await colombian();
    const withdrawal = [{ templateId: 'co-Registro-loyaltyTerms', version: '2026-01', accepted: false }];
    const answers = await Promise.all(Array.from({ length: 20 }, () => change(a.headers, withdrawal)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await change(a.headers, withdrawal)).statusCode).toBe(200);
    const history = (await t.app.inject({ url: CONSENTS, headers: a.headers })).json().history;
    expect(
      history.filter(
        (h: { templateId: string; accepted: boolean }) => h.templateId === withdrawal[0]!.templateId && !h.accepted,
      ),
    ).toHaveLength(1);
    expect(history).toHaveLength(5);
  });

  it('refuses to withdraw a required consent, an unknown template and a stale version, recording nothing', async () => {
    const a = await colombian();
    const required = await change(a.headers, [
      { templateId: 'co-Registro-terms', version: '2026-01', accepted: false },
    ]);
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { accepted: 'required' } } });
    const unknown = await change(a.headers, [{ templateId: 'cl-Registro-terms', version: '2026-01', accepted: true }]);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: { templateId: 'unknownTemplate' } },
    });
    const stale = await change(a.headers, [
      { templateId: 'co-Registro-loyaltyData', version: '1999-01', accepted: false },
    ]);
    expect(stale.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { version: 'stale' } } });
    const bad = await t.app.inject({
      method: 'POST',
      url: CONSENTS,
      headers: a.headers,
      payload: { changes: [], source: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await t.app.inject({ url: CONSENTS, headers: a.headers })).json().history).toHaveLength(4);
  });

  it('records where the signed-in consent check saved an acceptance: the session channel, as a re-accept', async () => {
    const user = await createTestUser(t.app, { tenant: 'co' });
    const headers = { 'x-tenant': 'co', ...sessionHeaders(await openSession(t.app, user, 'MOBILE'), 'MOBILE') };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/user/consent',
      headers,
      payload: { consents: [{ templateId: 'co-Registro-terms', version: '2026-01', accepted: true }] },
    });
    expect(saved.statusCode).toBe(200);
    const history = (await t.app.inject({ url: CONSENTS, headers })).json().history;
    expect(history).toEqual([
      expect.objectContaining({
        templateId: 'co-Registro-terms',
        channel: 'MOBILE',
        source: 'reaccept',
        accepted: true,
      }),
    ]);
  });

  it('needs a session of the same tenant', async () => {
    expect((await t.app.inject({ url: CONSENTS, headers: { 'x-tenant': 'co' } })).statusCode).toBe(401);
    const a = await colombian();
    const other = await t.app.inject({ url: CONSENTS, headers: { ...a.headers, 'x-tenant': 'br' } });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
  });

  it('serves the legal texts per tenant family and version; a new published version asks to accept again', async () => {
    const co = await t.app.inject({ url: `${LEGAL}/terms-and-conditions?tenant=co` });
    expect(co.statusCode).toBe(200);
    expect(co.json()).toMatchObject({ document: 'terms-and-conditions', version: '2026-01', current: true });
    expect(co.json().markdown).toContain('Texto de ejemplo');
    expect((await t.app.inject({ url: `${LEGAL}/personal-data-policy?tenant=br` })).json().markdown).toContain('LGPD');
    expect((await t.app.inject({ url: `${LEGAL}/points-terms?tenant=cl` })).json().markdown).toContain('# ');
    expect((await t.app.inject({ url: `${LEGAL}/nope?tenant=co` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LEGAL}/points-terms?tenant=co&version=1999-01` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${LEGAL}/points-terms?tenant=co&version=../../x` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${LEGAL}/points-terms?tenant=zz` })).statusCode).toBe(400);

    const a = await colombian();
    // an operator publishes a new version of a required document: no build, the next request sees it
    writeFileSync(join(legalDir, 'co', 'terms-and-conditions', '2026-02.md'), '# Términos\n\nVersión nueva.\n');
    try {
      const text = (await t.app.inject({ url: `${LEGAL}/terms-and-conditions?tenant=co` })).json();
      expect(text).toMatchObject({ version: '2026-02', versions: ['2026-01', '2026-02'] });
      const old = (await t.app.inject({ url: `${LEGAL}/terms-and-conditions?tenant=co&version=2026-01` })).json();
      expect(old).toMatchObject({ version: '2026-01', current: false });
      const overview = (await t.app.inject({ url: CONSENTS, headers: a.headers })).json();
      expect(overview.pending.map((p: { id: string; version: string }) => [p.id, p.version])).toEqual([
        ['co-Registro-terms', '2026-02'],
      ]);
      const status = (await t.app.inject({ url: '/s/auth/v1/consent/status', headers: a.headers })).json();
      expect(status.complete).toBe(false);
      t.clock.advanceMinutes(1);
      const accepted = await change(
        a.headers,
        [{ templateId: 'co-Registro-terms', version: '2026-02', accepted: true }],
        'reaccept',
      );
      expect(accepted.json().pending).toEqual([]);
      expect(accepted.json().history[0]).toMatchObject({ version: '2026-02', source: 'reaccept', accepted: true });
      expect((await t.app.inject({ url: '/s/auth/v1/consent/status', headers: a.headers })).json().complete).toBe(true);
    } finally {
      rmSync(join(legalDir, 'co', 'terms-and-conditions', '2026-02.md'));
    }
  });
});
