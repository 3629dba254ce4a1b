// Bot check on the client (issue 4 item 2): fetch the server's ALTCHA challenge and solve it with altcha-lib's solver
// (Web Crypto SHA-256, no third-party call). The answer is the payload login and s/account/reCaptcha/validate take.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { BotCheckChallenge } from '../contracts/bot-check.contract';
import { callEndpoint, type ServiceClient } from './http';

export class BotCheckUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BotCheckUnavailableError';
  }
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Fetches a challenge and solves it; rejects when the server uses reCAPTCHA (its widget is not part of this app). */
export async function solveBotCheck(storefront: ServiceClient, signal?: AbortSignal): Promise<string> {
  const answer = await callEndpoint(storefront, BotCheckChallenge, { signal });
  if (answer.provider !== 'altcha' || !answer.challenge)
    throw new BotCheckUnavailableError('reCAPTCHA widget not available');
  const challenge = answer.challenge as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new BotCheckUnavailableError('bot check not solved');
  return toBase64(JSON.stringify({ challenge, solution }));
}
