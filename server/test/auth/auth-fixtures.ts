// Helpers for the auth API tests: a solved bot check, login calls, and reading codes from the outbox.
import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const PASSWORD = 'Martillo7Azul';
export const COMPANY_PASSWORD = 'Clavo!Azul77';

/** Solves the server's ALTCHA challenge as the browser does (tests set a small maxNumber). */
export async function solvedBotCheck(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/s/account/reCaptcha/challenge' });
  const challenge = res.json().challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function lowCostBotCheck(app: FastifyInstance) {
  app.botCheck.config.altcha.maxNumber = 20;
}

/** The newest code mailed to an address (from the outbox that the dev mailbox reads). */
export async function lastCodeFor(app: FastifyInstance, to: string): Promise<string | null> {
  const mails = await app.mailOutbox.list({ to, limit: 10 });
  const mail = mails.find((m) => m.template === 'recovery-code' || m.template === 'collaborator-code');
  return mail?.textBody.match(/^\d{4,6}$/m)?.[0] ?? null;
}

export const tenantHeaders = (tenant = 'cl') => ({ 'x-tenant': tenant });
