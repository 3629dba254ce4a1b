import { describe, expect, it } from 'vitest';
import { errorCodeOf, knownCodeOf } from './error-code';

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
