import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { object, string } from 'superstruct';
import { defineEndpoint } from '../../../src/contracts/endpoint';
import { isApiError } from '../../src/lib/api-error';
import { route } from '../../src/lib/endpoint-route';

const Rename = defineEndpoint({
  method: 'PUT',
  service: 'myAccount',
  path: '/v1/things/:id',
  body: object({ name: string() }),
  response: object({ id: string(), name: string() }),
});

async function app() {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    isApiError(error)
      ? reply.code(error.statusCode).send(error.toBody())
      : reply.code(500).send({ code: 'GENERIC_ERROR' }),
  );
  route(app, Rename, {}, async ({ body, params }) => ({ id: params.id!, name: body.name }));
  await app.ready();
  return app;
}

describe('route(app, endpoint) (STYLE.md §19)', () => {
  it('answers at the service prefix plus the spec path, with the typed body', async () => {
    const res = await (
      await app()
    ).inject({ method: 'PUT', url: '/api/my-account/v1/things/t1', payload: { name: 'Mesa' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 't1', name: 'Mesa' });
  });

  it('refuses an unknown field with 400 VALIDATION_ERROR naming it', async () => {
    const res = await (
      await app()
    ).inject({ method: 'PUT', url: '/api/my-account/v1/things/t1', payload: { name: 'Mesa', admin: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { admin: 'unknown' } } });
  });
});
