// Types of bundle-budget.mjs (plain JavaScript so that npm test runs it with node alone).
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface WeighedFile {
  file: string;
  gzip: number;
}
export interface Weight {
  files: WeighedFile[];
  gzip: number;
}
export interface RouteWeight {
  route: string;
  initial: Weight;
  own: Weight;
}
export interface Budgets {
  initial: Record<string, number>;
  ownDefault: number;
  own: Record<string, { limit: number; reason: string }>;
}
export interface BudgetFailure {
  route: string;
  kind: 'initial' | 'own';
  gzip: number;
  limit: number;
  files: WeighedFile[];
}
export const ENTRY: string;
export function staticClosure(manifest: Manifest, key: string, seen?: Set<string>): Set<string>;
export function pageEntries(manifest: Manifest): Map<string, string>;
export function routeWeights(
  manifest: Manifest,
  sizeOf: (file: string) => number,
): { entry: Weight; routes: RouteWeight[] };
export const BUDGETS: Budgets;
export function checkBudgets(weights: { routes: RouteWeight[] }, budgets?: Budgets): BudgetFailure[];
export function gzipSizer(distDir: string): (file: string) => number;
export function kB(bytes: number): string;
