// What the development identity provider (identity-provider.routes.ts) is given so that it runs as configured rather than
// on its quick-start defaults, each of which printed an "oidc-provider WARNING" at every start (issue 35): its state kept
// in this process (a restart signs everybody out of the demo provider, which is what a demo wants), a signing key made
// at start, and its import on a runtime older than it asks for.
import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { AdapterPayload, OidcAdapter } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** ms since the epoch; Infinity for what does not expire */
  expiresAt: number;
}

/** An oidc-provider adapter factory over one Map, for this process only: entries are dropped once expired. */
export function processMemoryAdapter(): (model: string) => OidcAdapter {
  const store = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      store.delete(key);
      return undefined;
    }
    return entry;
  };
  const findBy = (model: string, match: (payload: AdapterPayload) => boolean) => {
    for (const key of store.keys())
      if (key.startsWith(`${model}:`)) {
        const entry = live(key);
        if (entry && match(entry.payload)) return entry.payload;
      }
    return undefined;
  };
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        store.set(key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
      },
      async find(id) {
        return live(key(id))?.payload;
      },
      async findByUid(uid) {
        return findBy(model, (payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findBy(model, (payload) => payload.userCode === userCode);
      },
      async consume(id) {
        const entry = live(key(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
      },
    };
  };
}

/** A signing key set of one RSA key (RS256, the provider's default for ID tokens), new at every start. */
export async function processSigningKeys(): Promise<{ keys: Record<string, unknown>[] }> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] };
}

/**
 * oidc-provider 9 warns when it is imported on a runtime older than Node.js 22 LTS. This product still runs on Node 20
 * (package.json engines), where the development sign-in works (platform/identity-provider.test.ts runs on it): on
 * Node < 22 that one line is left out, and `note` says it instead at debug level. Every other line passes.
 */
export async function importOidcProvider(note: (message: string) => void): Promise<typeof import('oidc-provider')> {
  if (Number(process.versions.node.split('.')[0]) >= 22) return import('oidc-provider');
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) {
      note(`oidc-provider asks for Node.js 22 LTS or later; running on ${process.version}`);
      return;
    }
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
