// @fastify/autoload imports plugin files with Node's own import(). Under tsx (npm start) Node already understands
// TypeScript; under Vitest it does not, so the tsx loader is registered once for this process.
import { register } from 'tsx/esm/api';

const REGISTERED = Symbol.for('cuenta.tsx-loader');
type Flagged = typeof globalThis & { [REGISTERED]?: boolean };

export function ensureTypeScriptLoader(): void {
  const flagged = globalThis as Flagged;
  if (flagged[REGISTERED]) return;
  flagged[REGISTERED] = true;
  const underTsx = process.execArgv.some((arg) => arg.includes('tsx'));
  if (!underTsx && import.meta.url.endsWith('.ts')) register();
}
