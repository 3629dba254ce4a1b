// Bot check on the client (issue 4 item 2): fetch the server's ALTCHA challenge and solve it with altcha-lib's solver
// (Web Crypto SHA-256, no third-party call). The answer is the payload login and s/account/reCaptcha/validate take.
// Issue 32 item 1: when the server is configured for Google reCAPTCHA (v3, invisible), its script is loaded once from the
// URL the server names and a token is asked for the server's action; no widget to click.
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

/** What reCAPTCHA v3's api.js puts on window. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let recaptchaLoad: Promise<Grecaptcha> | null = null;

/** Loads reCAPTCHA's script once (a failed load may be tried again) and waits for it to be ready. */
function loadRecaptcha(scriptUrl: string, siteKey: string): Promise<Grecaptcha> {
  const ready = (g: Grecaptcha) => new Promise<Grecaptcha>((resolve) => g.ready(() => resolve(g)));
  const current = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (current) return ready(current);
  recaptchaLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set('render', siteKey);
    script.src = url.toString();
    script.async = true;
    const fail = () => {
      recaptchaLoad = null;
      script.remove();
      reject(new BotCheckUnavailableError('reCAPTCHA did not load'));
    };
    script.onerror = fail;
    script.onload = () => {
      const loaded = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (loaded) resolve(ready(loaded));
      else fail();
    };
    document.head.appendChild(script);
  });
  return recaptchaLoad;
}

/** Fetches a challenge and solves it: ALTCHA's proof of work, or a reCAPTCHA token when the server uses reCAPTCHA. */
export async function solveBotCheck(storefront: ServiceClient, signal?: AbortSignal): Promise<string> {
  const answer = await callEndpoint(storefront, BotCheckChallenge, { signal });
  if (answer.provider === 'recaptcha') {
    if (!answer.siteKey || !answer.scriptUrl) throw new BotCheckUnavailableError('reCAPTCHA is not configured');
    const grecaptcha = await loadRecaptcha(answer.scriptUrl, answer.siteKey);
    const token = await grecaptcha.execute(answer.siteKey, { action: answer.action ?? 'login' });
    if (!token) throw new BotCheckUnavailableError('reCAPTCHA gave no token');
    return token;
  }
  if (!answer.challenge) throw new BotCheckUnavailableError('bot check challenge missing');
  const challenge = answer.challenge as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new BotCheckUnavailableError('bot check not solved');
  return toBase64(JSON.stringify({ challenge, solution }));
}
