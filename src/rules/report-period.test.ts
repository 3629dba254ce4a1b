import { describe, expect, it } from 'vitest';
import { checkPeriod, defaultPeriod, parseDay, toCsv } from './report-period';

describe('report period', () => {
  it('parses real days only', () => {
    expect(parseDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('28-02-2026')).toBeNull();
  });
  it('checks order and length', () => {
    expect(checkPeriod('2026-03-01', '2026-03-01')).toMatchObject({ ok: true });
    expect(checkPeriod('2026-03-02', '2026-03-01')).toEqual({ ok: false, error: 'period.fromAfterTo' });
    expect(checkPeriod('2025-01-01', '2026-03-01')).toEqual({ ok: false, error: 'period.tooLong' });
    expect(checkPeriod('x', '2026-03-01')).toEqual({ ok: false, error: 'period.invalidDate' });
  });
  it('defaults to the 30 days up to today', () => {
    expect(defaultPeriod(new Date('2026-03-30T15:00:00Z'))).toEqual({ fromDate: '2026-03-01', toDate: '2026-03-30' });
  });
  it('writes CSV with quoting and without formula injection', () => {
    expect(
      toCsv([
        ['a', 'b,c', 'd"e'],
        ['=SUM(A1)', 1.5, null],
      ]),
    ).toBe('a,"b,c","d""e"\r\n\'=SUM(A1),1.5,\r\n');
  });
});
