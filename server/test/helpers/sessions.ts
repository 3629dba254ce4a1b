// Test helpers for logged-in requests: make a user, open a session for them, and build the headers a client would send.
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, HEADERS, SESSION_COOKIE, type Channel } from '../../../src/contracts/services';
import type { NewUserRow, UserRow } from '../../src/account/users.schema';
import type { CreatedSession } from '../../src/auth/sessions.repository';

let counter = 0;

/** A personal shopper of `tenant` (default cl) with a unique email; pass `password` to store its argon2id hash. */
export async function createTestUser(
  app: FastifyInstance,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<UserRow> {
  counter += 1;
  const { password, ...fields } = overrides;
  return app.users.create({
    tenant: 'cl',
    email: `user${counter}.${Date.now().toString(36)}@example.test`,
    accountType: 'INDIVIDUAL',
    firstName: 'Prueba',
    lastName: 'Usuario',
    ...fields,
    passwordHash: password ? await app.passwords.hash(password) : (fields.passwordHash ?? null),
  });
}

/** Opens a session as the login route would. */
export function openSession(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'tenant'>,
  channel: Channel = 'WEB',
  agentId: string | null = null,
): Promise<CreatedSession> {
  return app.sessions.create({ tenant: user.tenant, channel, userId: user.id, agentId });
}

/** Headers of a WEB client (cookies + CSRF header for writes) or a MOBILE client (authorization header). */
export function sessionHeaders(
  created: Pick<CreatedSession, 'rawId' | 'csrfToken'>,
  channel: Channel = 'WEB',
): Record<string, string> {
  if (channel === 'MOBILE') return { [HEADERS.channel]: 'MOBILE', [HEADERS.authorization]: created.rawId };
  return {
    cookie: `${SESSION_COOKIE}=${created.rawId}; ${CSRF_COOKIE}=${created.csrfToken}`,
    [HEADERS.csrf]: created.csrfToken,
  };
}

/** spec §8: the answers to five wrong passwords in a row for one account: four refusals, then the lock on the fifth. */
export const FIVE_WRONG_PASSWORDS = [
  'INVALID_CREDENTIALS',
  'INVALID_CREDENTIALS',
  'INVALID_CREDENTIALS',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
] as const;
