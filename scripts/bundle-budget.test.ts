// The route-weight check of npm test (issue 17): what counts for a route, and what a failure names.
import { describe, expect, it } from 'vitest';
import { checkBudgets, routeWeights, staticClosure } from './lib/bundle-budget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/views/pages/login.page.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_flow.js': { file: 'assets/flow.js', imports: ['_react.js', '_list.js'] },
  '_list.js': { file: 'assets/list.js' },
  'src/views/pages/login.page.tsx': {
    file: 'assets/login.page.js',
    src: 'src/views/pages/login.page.tsx',
    imports: ['index.html', '_flow.js'],
    dynamicImports: ['_lazy.js'],
  },
  '_lazy.js': { file: 'assets/lazy.js' },
  'src/views/pages/my-orders.page.tsx': { file: 'assets/my-orders.page.js', src: 'src/views/pages/my-orders.page.tsx' },
};
const sizes: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 60_000,
  'assets/flow.js': 5_000,
  'assets/list.js': 4_000,
  'assets/login.page.js': 1_000,
  'assets/lazy.js': 50_000,
  'assets/my-orders.page.js': 40_000,
};
const weights = routeWeights(manifest, (file: string) => sizes[file]);

describe('bundle budget', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'src/views/pages/login.page.tsx')].sort()).toEqual(
      ['_flow.js', '_list.js', '_react.js', 'index.html', 'src/views/pages/login.page.tsx'].sort(),
    );
  });

  it("weighs a route's first load (entry + page) and its own chunks (not the entry's, not lazy ones)", () => {
    const login = weights.routes.find((r) => r.route === 'login')!;
    expect(login.initial.gzip).toBe(80_000);
    expect(login.initial.files).toHaveLength(5);
    expect(login.own.gzip).toBe(10_000);
  });

  it('fails a route over its budget and names its biggest files first', () => {
    const failures = checkBudgets(weights, { initial: { login: 70_000 }, ownDefault: 30_000, own: {} });
    expect(failures.map((f) => `${f.route} ${f.kind}`)).toEqual(['login initial', 'my-orders own']);
    expect(failures[0].files[0]).toEqual({ file: 'assets/react.js', gzip: 60_000 });
  });

  it('passes routes within their budgets, with a per-route allowance', () => {
    const budgets = {
      initial: { login: 80_000 },
      ownDefault: 30_000,
      own: { 'my-orders': { limit: 40_000, reason: 'test' } },
    };
    expect(checkBudgets(weights, budgets)).toEqual([]);
  });
});
