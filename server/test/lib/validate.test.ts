// Request validation (docs/architecture.md "Errors"): 400 VALIDATION_ERROR with details.fields naming what failed.
import { describe, expect, it } from 'vitest';
import { object, optional, size, string, trimmed, number } from 'superstruct';
import { validateValue } from '../../src/lib/validate';

const Struct = object({
  name: size(trimmed(string()), 1, 5),
  age: optional(number()),
  nested: optional(object({ code: string() })),
});

function failureOf(value: unknown) {
  try {
    validateValue(value, Struct);
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, body: (error as { toBody(): unknown }).toBody() };
  }
  throw new Error('expected a validation failure');
}

describe('validateValue', () => {
  it('returns the coerced value when valid', () => {
    expect(validateValue({ name: '  Ana ' }, Struct)).toEqual({ name: 'Ana' });
  });

  it('names missing, unknown, mistyped and refined fields', () => {
    expect(failureOf({})).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', details: { fields: { name: 'required' } } },
    });
    expect(failureOf({ name: 'Ana', admin: true }).body).toEqual({
      code: 'VALIDATION_ERROR',
      details: { fields: { admin: 'unknown' } },
    });
    expect(failureOf({ name: 'Ana', age: 'old' }).body).toMatchObject({ details: { fields: { age: 'number' } } });
    expect(failureOf({ name: 'Anastasia' }).body).toMatchObject({ details: { fields: { name: 'size' } } });
    expect(failureOf({ name: 'Ana', nested: {} }).body).toMatchObject({
      details: { fields: { 'nested.code': 'required' } },
    });
  });

  it('rejects a body that is not an object', () => {
    expect(failureOf('text').body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: { _: 'object' } } });
  });
});
