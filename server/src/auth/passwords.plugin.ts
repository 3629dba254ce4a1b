// argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1); ~11 ms a hash on this hardware (STACK.md).
import fp from 'fastify-plugin';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the package's enum is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With a null hash (unknown user, no password yet) it still spends the time of
   * a real verification and answers false, so timing does not reveal whether an account exists.
   */
  verify(passwordHash: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        dummy ??= hash('not-a-real-password', ARGON2_OPTIONS);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}

export default fp(
  async function passwordsPlugin(app) {
    app.decorate('passwords', createPasswordHasher());
  },
  { name: 'passwords' },
);
