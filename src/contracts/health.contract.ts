// GET /health: 200 when the database answers, 503 otherwise (used by CI and process supervisors).
import { enums, literal, object, union, type Infer } from 'superstruct';

export const HealthResponse = union([
  object({ status: literal('ok'), database: enums(['pglite', 'postgres']) }),
  object({ status: literal('unavailable'), database: enums(['pglite', 'postgres']) }),
]);
export type HealthResponse = Infer<typeof HealthResponse>;
