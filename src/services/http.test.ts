import { afterEach, describe, expect, it, vi } from 'vitest';
import { number, object, optional, string } from 'superstruct';
import { defineEndpoint } from '../contracts/endpoint';
import { createServiceClient } from './clients';
import {
  ApiError,
  ContractError,
  HttpError,
  isClientError,
  isServerError,
  NetworkError,
  SessionExpiredError,
} from './errors';
import { callEndpoint, RETRY_DELAY_MS, send } from './http';

const Order = object({ orderNumber: string(), total: number() });
// endpoint objects of the tests (STYLE.md §19): every call of a service goes through one
const GetOrder = defineEndpoint({
  method: 'GET',
  service: 'myAccount',
  path: '/:tenant/orders/:id',
  query: object({ year: optional(number()), status: optional(string()) }),
  response: Order,
});
const Anything = defineEndpoint({ method: 'GET', service: 'myAccount', path: '/x', response: Order });
const AddToCart = defineEndpoint({
  method: 'POST',
  service: 'myAccount',
  path: '/v1/orders/cart',
  body: object({ sku: optional(string()) }),
  response: Order,
});
const RemoveAddress = defineEndpoint({
  method: 'DELETE',
  service: 'myAccount',
  path: '/users/addresses/:id',
  response: Order,
});

type Handler = (request: Request) => Response | Promise<Response>;

function setup(handler: Handler, options: Partial<Parameters<typeof createServiceClient>[1]> = {}) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  const client = createServiceClient('myAccount', {
    tenant: 'cl',
    baseUrl: 'https://api.example/api/my-account',
    fetch: fetchMock as typeof fetch,
    readCookie: (name) => (name === 'cuenta_csrf' ? 'csrf-123' : undefined),
    sources: { runtime: {} },
    retryDelayMs: 0, // no test waits on the clock for a retry
    ...options,
  });
  return { client, requests };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('service client: requests (spec §7)', () => {
  it('appends the path to the base URL and returns the validated body', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '42', total: 29990 }));
    await expect(
      callEndpoint(client, GetOrder, { params: { tenant: 'cl', id: 42 }, query: { year: 2026, status: undefined } }),
    ).resolves.toEqual({
      orderNumber: '42',
      total: 29990,
    });
    expect(requests[0].url).toBe('https://api.example/api/my-account/cl/orders/42?year=2026');
    expect(requests[0].method).toBe('GET');
  });

  it("a client derived with another base URL sends there (auth.api's authentication client from the storefront's)", async () => {
    const { client, requests } = setup(() => new Response(null, { status: 204 }));
    const derived = { ...client, baseUrl: 'https://api.example/api/auth' };
    await send(derived, 'POST', '/v1/password/reset', { oldPassword: 'a', newPassword: 'b' });
    expect(requests[0].url).toBe('https://api.example/api/auth/v1/password/reset');
  });

  it('sends channel, channel id, ecomm name and tenant; WEB reads carry no CSRF token and no authorization', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }));
    await callEndpoint(client, GetOrder, { params: { tenant: 'cl', id: 1 } });
    const headers = requests[0].headers;
    expect(headers.get('channel')).toBe('WEB');
    expect(headers.get('x-channel-id')).toBe('WEB');
    expect(headers.get('x-ecomm-name')).toBe('cl');
    expect(headers.get('x-tenant')).toBe('cl');
    expect(headers.get('x-csrf-token')).toBeNull();
    expect(headers.get('authorization')).toBeNull();
    expect(requests[0].credentials).toBe('include');
  });

  it('a header given by the caller wins over the spec header of the same name', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }));
    await callEndpoint(client, Anything, { headers: { 'x-ecomm-name': 'caller', accept: 'application/x-other' } });
    expect(requests[0].headers.get('x-ecomm-name')).toBe('caller');
    expect(requests[0].headers.get('accept')).toBe('application/x-other');
    expect(requests[0].headers.get('x-tenant')).toBe('cl');
  });

  it('every WEB write carries the CSRF token: PUT, PATCH and DELETE as well as POST', async () => {
    const { client, requests } = setup(() => new Response(null, { status: 204 }));
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) await send(client, method, '/users', {});
    expect(requests.map((r) => `${r.method} ${r.headers.get('x-csrf-token')}`)).toEqual([
      'PUT csrf-123',
      'PATCH csrf-123',
      'DELETE csrf-123',
    ]);
  });

  it('WEB writes carry the cuenta_csrf cookie value as x-csrf-token, with a JSON body', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }, 201, 'Created'));
    await callEndpoint(client, AddToCart, { body: { sku: 'A1' } });
    expect(requests[0].headers.get('x-csrf-token')).toBe('csrf-123');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(await requests[0].json()).toEqual({ sku: 'A1' });
  });

  it('MOBILE sends the session id as authorization and no CSRF token', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }), {
      channel: 'MOBILE',
      getSessionId: () => 'session-abc',
      ecommName: 'store-cl',
      channelId: 'app-1',
    });
    await callEndpoint(client, AddToCart, { body: {} });
    expect(requests[0].headers.get('channel')).toBe('MOBILE');
    expect(requests[0].headers.get('authorization')).toBe('session-abc');
    expect(requests[0].headers.get('x-csrf-token')).toBeNull();
    expect(requests[0].headers.get('x-ecomm-name')).toBe('store-cl');
    expect(requests[0].headers.get('x-channel-id')).toBe('app-1');
  });

  it('takes channel defaults from the runtime config', async () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }), {
      sources: { runtime: { channel: 'MOBILE', ecommName: 'cfg' } },
      getSessionId: () => 'sid',
    });
    await callEndpoint(client, Anything);
    expect(requests[0].headers.get('channel')).toBe('MOBILE');
    expect(requests[0].headers.get('x-ecomm-name')).toBe('cfg');
  });
});

describe('service client: errors (spec §8)', () => {
  it('a non-OK answer is an ApiError with status, status text, body text and the parsed code', async () => {
    const body = { code: 'INVALID_CREDENTIALS', message: 'bad' };
    const { client } = setup(() => json(body, 401, 'Unauthorized'));
    const error = await callEndpoint(client, AddToCart, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      bodyText: JSON.stringify(body),
      code: 'INVALID_CREDENTIALS',
    });
    expect(isClientError(error)).toBe(true);
    expect(isServerError(error)).toBe(false);
  });

  it('a 5xx with a non-JSON body keeps the body text and has no code; it is not a client error', async () => {
    const { client } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await callEndpoint(client, Anything).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      statusText: 'Bad Gateway',
      bodyText: '<html>Bad gateway</html>',
      code: undefined,
    });
    expect(isClientError(error)).toBe(false);
    expect(isServerError(error)).toBe(true);
  });

  it('a network failure is status 503', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await callEndpoint(client, Anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ status: 503, code: 'NETWORK_ERROR' });
    expect(isServerError(error)).toBe(true);
  });

  it('a 401 with sessionTimeOut true is a SessionExpiredError (spec §4), with no redirect', async () => {
    const { client } = setup(() => json({ code: 'SESSION_EXPIRED', sessionTimeOut: true }, 401, 'Unauthorized'));
    const error = await callEndpoint(client, Anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', sessionTimeOut: true });
  });

  it('a 2xx body that does not match the contract is a ContractError', async () => {
    const { client } = setup(() => json({ orderNumber: 42 }));
    await expect(callEndpoint(client, Anything)).rejects.toBeInstanceOf(ContractError);
  });

  it('a 2xx body that is not JSON is a ContractError', async () => {
    const { client } = setup(() => new Response('<html></html>', { status: 200 }));
    await expect(callEndpoint(client, Anything)).rejects.toBeInstanceOf(ContractError);
  });

  it('an aborted request stays an abort, not a 503', async () => {
    const controller = new AbortController();
    const { client } = setup(
      () =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (controller.signal.aborted) abort();
          else controller.signal.addEventListener('abort', abort);
        }),
    );
    const pending = callEndpoint(client, Anything, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('a request without an answer within the timeout is a network failure (503), and the request is aborted', async () => {
    let aborted = false;
    const { client } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
      { timeoutMs: 20 },
    );
    const error = await callEndpoint(client, Anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).status).toBe(503);
    expect(aborted).toBe(true);
  });

  it('an endpoint of another service is refused before any request', () => {
    const { client, requests } = setup(() => json({ orderNumber: '1', total: 1 }));
    const Login = defineEndpoint({ method: 'POST', service: 'storefront', path: '/s/auth/v1/login', response: Order });
    expect(() => callEndpoint(client, Login)).toThrow('belongs to storefront, not myAccount');
    expect(requests).toHaveLength(0);
  });

  it('a 204 answer validates as an empty body; send() returns the raw response', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    const response = await send(client, 'DELETE', 'users/addresses/1');
    expect(response.status).toBe(204);
    await expect(callEndpoint(client, RemoveAddress, { params: { id: 1 } })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('service client: one retry of a read', () => {
  afterEach(() => vi.useRealTimers());

  const failThenAnswer = (failure: () => Response) => {
    let calls = 0;
    return () => {
      calls += 1;
      return calls === 1 ? failure() : json({ orderNumber: '7', total: 7 });
    };
  };
  const networkFailure = () => {
    throw new TypeError('Failed to fetch');
  };

  it('a GET that met a network failure is sent once more, with the spec headers again', async () => {
    const { client, requests } = setup(failThenAnswer(networkFailure));
    await expect(callEndpoint(client, Anything)).resolves.toEqual({ orderNumber: '7', total: 7 });
    expect(requests).toHaveLength(2);
    expect(requests[1].headers.get('x-tenant')).toBe('cl');
    expect(requests[1].headers.get('channel')).toBe('WEB');
  });

  it('a GET answered 503 is sent once more; a second 503 is the error, with no third try', async () => {
    const unavailable = () => json({ code: 'GENERIC_ERROR' }, 503, 'Service Unavailable');
    const retried = setup(failThenAnswer(unavailable));
    await expect(callEndpoint(retried.client, Anything)).resolves.toEqual({ orderNumber: '7', total: 7 });
    expect(retried.requests).toHaveLength(2);

    const { client, requests } = setup(unavailable);
    const error = await callEndpoint(client, Anything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'GENERIC_ERROR' });
    expect(requests).toHaveLength(2);
  });

  it('a write is never sent twice, whether it met a network failure or a 503', async () => {
    for (const failure of [networkFailure, () => json({}, 503, 'Service Unavailable')]) {
      const { client, requests } = setup(failure);
      await expect(callEndpoint(client, AddToCart, { body: { sku: 'A1' } })).rejects.toBeInstanceOf(ApiError);
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
        await expect(send(client, method, '/users/addresses/1', {})).rejects.toBeInstanceOf(ApiError);
      expect(requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'PATCH', 'DELETE']);
    }
  });

  it("a GET answered 500 or 4xx is the service's answer and is not sent again", async () => {
    for (const answer of [
      () => json({ code: 'GENERIC_ERROR' }, 500, 'Internal Server Error'),
      () => json({ code: 'SESSION_EXPIRED', sessionTimeOut: true }, 401, 'Unauthorized'),
      () => json({ code: 'NOT_FOUND' }, 404, 'Not Found'),
    ]) {
      const { client, requests } = setup(failThenAnswer(answer));
      await expect(callEndpoint(client, Anything)).rejects.toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    }
  });

  it('a GET that timed out is not sent again: the timeout has been waited for already', async () => {
    const { client, requests } = setup(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
      { timeoutMs: 20 },
    );
    await expect(callEndpoint(client, Anything)).rejects.toBeInstanceOf(NetworkError);
    expect(requests).toHaveLength(1);
  });

  it('an aborted GET is not sent again', async () => {
    const controller = new AbortController();
    const { client, requests } = setup(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await callEndpoint(client, Anything, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(requests).toHaveLength(1);
  });

  it('the retry waits RETRY_DELAY_MS by default', async () => {
    vi.useFakeTimers();
    const { client, requests } = setup(failThenAnswer(networkFailure), { retryDelayMs: undefined });
    const pending = callEndpoint(client, Anything);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ orderNumber: '7', total: 7 });
    expect(requests).toHaveLength(2);
  });
});
