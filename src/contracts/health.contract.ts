// GET /health: 200 when the database answers, 503 otherwise (used by CI and process supervisors).
import { enums, literal, object, union, type Infer } from 'superstruct';
import { defineEndpoint } from './endpoint';

export const HealthResponse = union([
  object({ status: literal('ok'), database: enums(['pglite', 'postgres']) }),
  object({ status: literal('unavailable'), database: enums(['pglite', 'postgres']) }),
]);
export type HealthResponse = Infer<typeof HealthResponse>;

/** Not rate limited, never cached; 503 with status 'unavailable' when the database does not answer. */
export const GetHealth = defineEndpoint({
  method: 'GET',
  service: 'storefront',
  path: '/health',
  response: HealthResponse,
});
