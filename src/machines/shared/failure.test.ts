import { describe, expect, it } from 'vitest';
import { codeOf, errorCodeOf, failureFrom, fieldErrorsOf, isSessionTimeOut, knownCodeOf } from './failure';

describe('actor failures (issue 29, spec §8)', () => {
  it('reads the shared shape and nothing else', () => {
    expect(failureFrom({ code: 'NOT_FOUND', status: 404, details: { a: 1 }, extra: true })).toEqual({
      code: 'NOT_FOUND',
      status: 404,
      details: { a: 1 },
    });
    expect(failureFrom(new Error('boom'))).toEqual({ code: 'GENERIC_ERROR' });
    expect(failureFrom(null)).toEqual({ code: 'GENERIC_ERROR' });
    expect(failureFrom({ code: 42 })).toEqual({ code: 'GENERIC_ERROR' });
    expect(codeOf({ code: 'OUT_OF_STOCK' })).toBe('OUT_OF_STOCK');
  });
  it('gives the string field errors of a validation failure', () => {
    expect(fieldErrorsOf({ code: 'VALIDATION_ERROR', details: { fields: { email: 'required', n: 3 } } })).toEqual({
      email: 'required',
    });
    expect(fieldErrorsOf({ code: 'VALIDATION_ERROR' })).toEqual({});
    expect(fieldErrorsOf('nope')).toEqual({});
  });
  it('knows a session-expired answer by its flag or its code', () => {
    expect(isSessionTimeOut({ code: 'GENERIC_ERROR', sessionTimeOut: true })).toBe(true);
    expect(isSessionTimeOut({ code: 'SESSION_EXPIRED' })).toBe(true);
    expect(isSessionTimeOut({ sessionTimeOut: true })).toBe(true);
    expect(isSessionTimeOut({ code: 'NOT_FOUND' })).toBe(false);
  });
});

describe('errorCodeOf', () => {
  it.each([
    [{ code: 'OTP_LOCKED_ERROR' }, 'OTP_LOCKED_ERROR'],
    [{ code: 423 }, null],
    [new Error('network'), null],
    ['OTP_LOCKED_ERROR', null],
    [null, null],
  ])('%j -> %j', (error, code) => {
    expect(errorCodeOf(error)).toBe(code);
  });
});

describe('knownCodeOf', () => {
  const known = ['emailAlreadyExists', 'documentAlreadyExists'] as const;
  it.each([
    [{ code: 'emailAlreadyExists' }, 'emailAlreadyExists'],
    [{ code: 'SOMETHING_ELSE' }, 'registrationFailed'],
    [new Error('network'), 'registrationFailed'],
    [undefined, 'registrationFailed'],
  ])('%j -> %s', (error, code) => {
    expect(knownCodeOf(error, known, 'registrationFailed')).toBe(code);
  });
});
