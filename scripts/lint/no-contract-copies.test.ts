// Issue 29 item 5: the lint rule that keeps a data shape declared once (scripts/lint/no-contract-copies.js), run by
// ESLint's RuleTester against a contracts folder of its own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { contractShapes, noContractCopies, normaliseType } from './no-contract-copies.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const contractsDir = mkdtempSync(join(tmpdir(), 'contracts-'));
writeFileSync(
  join(contractsDir, 'purchase.contract.ts'),
  `import { nullable, number, object, string, type Infer } from 'superstruct';
export const PurchaseAllowance = object({
  currency: string(),
  maximum: number(),
  spent: number(),
  note: nullable(string()),
});
export type PurchaseAllowance = Infer<typeof PurchaseAllowance>;
export interface Owner { tenant: string; userId: string; since: string | null }
`,
);
afterAll(() => rmSync(contractsDir, { recursive: true, force: true }));

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ contractsDir }];
const file = relative(process.cwd(), join(contractsDir, 'purchase.contract.ts'));

tester.run('no-contract-copies', noContractCopies, {
  valid: [
    // the contract's type itself
    { code: "import type { PurchaseAllowance } from '../../contracts/purchase.contract';", options },
    // a field more, or a field of another type, is another shape
    {
      code: 'export interface Allowance { currency: string; maximum: number; spent: number; note: string | null; shown: boolean }',
      options,
    },
    {
      code: 'export interface Allowance { currency: string; maximum: number; spent: string; note: string | null }',
      options,
    },
    // not exported: local to its file
    { code: 'interface Allowance { currency: string; maximum: number; spent: number; note: string | null }', options },
  ],
  invalid: [
    {
      code: 'export interface AllowanceData {\n  note: null | string;\n  currency: string;\n  maximum: number;\n  spent: number;\n}',
      options,
      errors: [{ messageId: 'copy', data: { name: 'AllowanceData', contract: 'PurchaseAllowance', file } }],
    },
    {
      code: 'export type OwnerView = { userId: string; tenant: string; since: null | string };',
      options,
      errors: [{ messageId: 'copy', data: { name: 'OwnerView', contract: 'Owner', file } }],
    },
  ],
});

describe('reading contracts', () => {
  it('reads a struct by its keys and the types it spells plainly, an interface by its fields', () => {
    const shapes = contractShapes(
      'x.contract.ts',
      "export const A = object({ id: string(), kind: enums(['a', 'b']), tags: array(size(string(), 1, 9)), n: optional(integer()) });",
    );
    expect(shapes).toHaveLength(1);
    expect(Object.fromEntries(shapes[0]!.fields)).toEqual({ id: 'string', kind: '*', tags: 'string[]', n: 'number' });
  });

  it('compares types as text, union order and blanks aside', () => {
    expect(normaliseType('null | string')).toBe(normaliseType('string|null'));
    expect(normaliseType('Array<Line>')).toBe('Line[]');
  });
});
