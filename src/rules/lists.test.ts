// spec §3 (List), §5 (list name), §8 (duplicate message), §9 (max 64).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { is } from 'superstruct';
import { DEFAULT_LIST_NAME, defaultListName, listNameStruct, validateListName } from './lists';

describe('validateListName (spec §5)', () => {
  const mine = [DEFAULT_LIST_NAME, 'Baño', 'Terraza 2026'];
  it.each([
    ['Cocina', 'Cocina'],
    ['  Dormitorio   principal ', 'Dormitorio principal'],
    ['x'.repeat(64), 'x'.repeat(64)],
    ['Terraza 2027', 'Terraza 2027'],
    ['Ñandú', 'Ñandú'],
  ])('%j -> %j', (name, value) => {
    expect(validateListName(name, mine)).toEqual({ ok: true, value });
  });
  it.each([
    ['', 'lists.nameRequired'],
    ['   ', 'lists.nameRequired'],
    [null, 'lists.nameRequired'],
    ['x'.repeat(65), 'lists.nameTooLong'],
    ['Mi primera lista', 'lists.nameDuplicate'],
    ['mi  PRIMERA lista ', 'lists.nameDuplicate'],
    ['bano', 'lists.nameDuplicate'], // accents and case ignored
    ['TERRAZA 2026', 'lists.nameDuplicate'],
  ])('%j -> %s', (name, error) => {
    expect(validateListName(name, mine)).toEqual({ ok: false, error });
  });
  it('the struct checks the format only', () => {
    expect(is('Mi primera lista', listNameStruct)).toBe(true);
    expect(is('x'.repeat(65), listNameStruct)).toBe(false);
  });
  it('never throws; an accepted name is never longer than 64', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.string()), (name, others) => {
        const r = validateListName(name, others);
        if (r.ok) expect([...r.value].length).toBeLessThanOrEqual(64);
      }),
    );
  });
});

describe('the default list in the tenant language (issue 32 item 4)', () => {
  it('is Spanish everywhere but Brazil', () => {
    expect(defaultListName('es-CL')).toBe('Mi primera lista');
    expect(defaultListName('es')).toBe('Mi primera lista');
    expect(defaultListName('pt-BR')).toBe('Minha primeira lista');
  });
});
