import { describe, expect, it } from 'vitest';
import { dateOrderOf, exampleDate, formatLocalDate, isIsoDate, parseLocalDate } from './local-date';

describe('dateOrderOf', () => {
  it.each([
    ['es-CL', 'dmy'],
    ['es', 'dmy'],
    ['pt-BR', 'dmy'],
    ['en-US', 'mdy'],
    ['ja-JP', 'ymd'],
  ])('%s writes dates as %s', (locale, order) => expect(dateOrderOf(locale)).toBe(order));
});

describe('parseLocalDate (spec §5 birth date, in the locale order)', () => {
  it.each([
    ['17-05-1990', 'dmy', '1990-05-17'],
    ['17/05/1990', 'dmy', '1990-05-17'],
    ['1.5.1990', 'dmy', '1990-05-01'],
    [' 29-02-2000 ', 'dmy', '2000-02-29'],
    ['05-17-1990', 'mdy', '1990-05-17'],
    ['1990-05-17', 'dmy', '1990-05-17'],
    ['1990/5/17', 'ymd', '1990-05-17'],
  ] as const)('%s (%s) is %s', (typed, order, iso) => expect(parseLocalDate(typed, order)).toBe(iso));

  it.each([
    ['', 'dmy'],
    ['17-05', 'dmy'],
    ['17-05-90', 'dmy'],
    ['31-02-1990', 'dmy'],
    ['29-02-2001', 'dmy'],
    ['05-17-1990', 'dmy'],
    ['17-05-1990', 'mdy'],
    ['aa-bb-cccc', 'dmy'],
    ['123-05-1990', 'dmy'],
  ] as const)('%s (%s) is not a date yet', (typed, order) => expect(parseLocalDate(typed, order)).toBeNull());
});

describe('formatLocalDate', () => {
  it('shows an ISO date in the locale order', () => {
    expect(formatLocalDate('1990-05-17', 'dmy')).toBe('17-05-1990');
    expect(formatLocalDate('1990-05-17', 'mdy')).toBe('05-17-1990');
    expect(formatLocalDate('1990-05-17', 'ymd')).toBe('1990-05-17');
  });

  it('leaves what is not a whole ISO date as typed, so nothing typed is lost', () => {
    expect(formatLocalDate('17-05', 'dmy')).toBe('17-05');
    expect(formatLocalDate('1990-02-31', 'dmy')).toBe('1990-02-31');
  });

  it('round-trips through parse', () => {
    for (const order of ['dmy', 'mdy', 'ymd'] as const)
      expect(parseLocalDate(formatLocalDate('2004-12-01', order), order)).toBe('2004-12-01');
    expect(exampleDate('dmy')).toBe('17-05-1990');
    expect(isIsoDate('1990-13-01')).toBe(false);
  });
});
