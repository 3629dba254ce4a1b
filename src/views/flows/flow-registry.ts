// Issue 6: every flow of the app, one entry each (defined in src/views/<flow>/<flow>.flow.ts).
import type { AnyFlowEntry } from './flow-entry.types';

export const flowRegistry: readonly AnyFlowEntry[] = [];

export function findFlow(name: string): AnyFlowEntry | undefined {
  return flowRegistry.find((entry) => entry.name === name);
}
