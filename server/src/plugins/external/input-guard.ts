// Issue 10 item 6: a strict JSON body parser (depth limit, no control characters, no prototype keys) and a check of query
// strings and path parameters, for every route whatever it validates itself (server/src/lib/input-guard.ts).
// Bad input is 400 VALIDATION_ERROR, never a 500.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error';
import { assertCleanValue, assertJsonDepth } from '../../lib/input-guard';

export default fp(
  async function inputGuardPlugin(app) {
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (text.trim() === '') return done(null, undefined);
        try {
          assertJsonDepth(text);
          // __proto__ and constructor.prototype keys are dropped rather than merged into anything later
          const value: unknown = JSON.parse(text, (key, item: unknown) => (key === '__proto__' ? undefined : item));
          assertCleanValue(value);
          done(null, value);
        } catch (error) {
          done(
            error instanceof ApiError
              ? error
              : new ApiError(400, 'VALIDATION_ERROR', { message: 'Body is not valid JSON' }),
            undefined,
          );
        }
      },
    );

    app.addHook('preValidation', async (request) => {
      assertCleanValue(request.query, { url: true });
      assertCleanValue(request.params, { url: true });
    });
  },
  { name: 'input-guard' },
);
