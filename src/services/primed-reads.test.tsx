// Issue 17: the transport answers a signed-in page's first reads from the block its HTML carried: each path once, GET only,
// and a write drops what is left (server side: server/test/delivery/primed-reads.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetProfile } from '../contracts/profile.contract';
import { PRIMED_READS_ELEMENT_ID, PRIMED_READS_TTL_MS } from '../contracts/primed-reads.contract';
import { GetSessionInfo } from '../contracts/session.contract';
import { createServiceClient } from './clients';
import { callEndpoint, send } from './http';
import { resetPrimedReads, takePrimedRead } from './primed-reads';

const SESSION = {
  authenticated: true,
  tenant: 'cl',
  channel: 'WEB',
  createdAt: '2026-11-26T12:00:00.000Z',
  idleExpiresAt: '2026-11-26T12:30:00.000Z',
  expiresAt: '2026-11-26T20:00:00.000Z',
  idleTimeoutSeconds: 1800,
  user: {
    id: 'u1',
    email: 'camila@example.cl',
    firstName: 'Camila',
    lastName: 'Rojas',
    accountType: 'INDIVIDUAL',
    role: 'individual',
    companyId: null,
  },
  agentId: null,
};

function primeDocument(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRIMED_READS_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
  resetPrimedReads();
}

function clients() {
  const network = vi.fn(async (request: Request) =>
    Response.json(request.url.endsWith('/session/info') ? { ...SESSION, tenant: 'network' } : { from: 'network' }),
  );
  const fetch = network as unknown as typeof globalThis.fetch;
  return {
    network,
    session: createServiceClient('sessionManagement', { tenant: 'cl', fetch }),
    account: createServiceClient('myAccount', { tenant: 'cl', fetch }),
  };
}

afterEach(() => {
  document.getElementById(PRIMED_READS_ELEMENT_ID)?.remove();
  resetPrimedReads();
});

describe('primed reads', () => {
  it('answer the first GET of their path without the network, then leave the document', async () => {
    primeDocument(JSON.stringify([{ path: '/api/session/v1/session/info', body: SESSION }]));
    const { network, session } = clients();
    await expect(callEndpoint(session, GetSessionInfo, {})).resolves.toMatchObject({
      user: { email: 'camila@example.cl' },
    });
    expect(network).not.toHaveBeenCalled();
    expect(document.getElementById(PRIMED_READS_ELEMENT_ID)).toBeNull();
    // the next check of the session is a real one
    await expect(callEndpoint(session, GetSessionInfo, {})).resolves.toMatchObject({ tenant: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('go through the contract as a network answer does: a body that does not fit is refused', async () => {
    primeDocument(JSON.stringify([{ path: '/api/session/v1/session/info', body: { authenticated: 'yes' } }]));
    const { session } = clients();
    await expect(callEndpoint(session, GetSessionInfo, {})).rejects.toThrow();
  });

  it('are dropped by any write, so a read after a change is never from before it', async () => {
    primeDocument(
      JSON.stringify([
        { path: '/api/session/v1/session/info', body: SESSION },
        { path: '/api/my-account/cl/users', body: { stale: true } },
      ]),
    );
    const { network, account } = clients();
    await send(account, 'PUT', '/cl/users', {});
    await callEndpoint(account, GetProfile, { params: { tenant: 'cl' } }).catch(() => undefined);
    expect(network.mock.calls.map(([r]) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'PUT /api/my-account/cl/users',
      'GET /api/my-account/cl/users',
    ]);
  });

  it('match a query string whatever the order of its parameters', async () => {
    primeDocument(JSON.stringify([{ path: '/api/my-account/cl/orders?pageSize=3&page=1', body: { orders: [] } }]));
    expect(
      takePrimedRead('GET', `${window.location.origin}/api/my-account/cl/orders?page=1&pageSize=3`, 500),
    ).toBeDefined();
  });

  it('answer nothing once the page has been open for their lifetime: a block it did not show is not read later', async () => {
    primeDocument(JSON.stringify([{ path: '/api/quotation/lists', body: { lists: [] } }]));
    const url = `${window.location.origin}/api/quotation/lists`;
    expect(takePrimedRead('GET', url, PRIMED_READS_TTL_MS + 1)).toBeUndefined();
    expect(takePrimedRead('GET', url, 0)).toBeUndefined();
  });

  it('answer nothing when the block is broken or absent', async () => {
    primeDocument('[{"path": "/api/session/v1/sess');
    const { network, session } = clients();
    await callEndpoint(session, GetSessionInfo, {});
    expect(network).toHaveBeenCalledTimes(1);
  });
});
