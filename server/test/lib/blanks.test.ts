import { describe, expect, it } from 'vitest';
import { blanks } from '../../src/lib/blanks';

describe('blanks (a row’s nullable text as the contract’s form text)', () => {
  it('reads null and missing columns as the empty string and keeps the others as they are', () => {
    const row: { a: string | null; b?: string | null; c: string | null; d: number } = { a: null, c: 'Ñuñoa', d: 3 };
    expect(blanks(row, ['a', 'b', 'c'])).toEqual({ a: '', b: '', c: 'Ñuñoa' });
  });

  it('takes only the named columns', () => {
    expect(Object.keys(blanks({ x: 'keep', y: null }, ['y']))).toEqual(['y']);
  });
});
