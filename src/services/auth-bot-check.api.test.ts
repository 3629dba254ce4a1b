// @vitest-environment happy-dom
// Issue 32 item 1: with reCAPTCHA configured on the server, the client loads its script from the URL the server names,
// once, and answers with a token for the server's action (v3, invisible); a script that fails to load is reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient } from './clients';
import { BotCheckUnavailableError, solveBotCheck } from './auth-bot-check.api';

const client = (body: object) =>
  createServiceClient('storefront', {
    tenant: 'cl',
    baseUrl: 'https://shop.example',
    fetch: vi.fn(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    ) as typeof fetch,
    readCookie: () => 'csrf',
    sources: { runtime: {} },
  });

const RECAPTCHA = {
  provider: 'recaptcha',
  mode: 'always',
  siteKey: 'site-key-1',
  scriptUrl: 'https://www.google.com/recaptcha/api.js',
  action: 'login',
};

/** The scripts the code appends (kept out of the document: the test decides whether they load). */
function capturedScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
  return scripts;
}

afterEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
  vi.restoreAllMocks();
});

describe('bot check with reCAPTCHA (issue 32 item 1)', () => {
  // the failed load first: a loaded script stays for the module's life, as on a page
  it('reports a script that does not load, and a server without a site key', async () => {
    const scripts = capturedScripts();
    const answer = solveBotCheck(client(RECAPTCHA));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    scripts[0]!.onerror!(new Event('error'));
    await expect(answer).rejects.toBeInstanceOf(BotCheckUnavailableError);
    await expect(solveBotCheck(client({ ...RECAPTCHA, siteKey: undefined }))).rejects.toBeInstanceOf(
      BotCheckUnavailableError,
    );
  });
  it('loads the script with the site key once and returns a token for the action', async () => {
    const scripts = capturedScripts();
    const execute = vi.fn(async () => 'token-123');
    const answer = solveBotCheck(client(RECAPTCHA));
    await vi.waitFor(() => expect(scripts).toHaveLength(1));
    const script = scripts[0]!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (cb: () => void) => cb(), execute };
    script.onload!(new Event('load'));
    await expect(answer).resolves.toBe('token-123');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    // a second check reuses the loaded script
    await expect(solveBotCheck(client(RECAPTCHA))).resolves.toBe('token-123');
    expect(scripts).toHaveLength(1);
  });
});
