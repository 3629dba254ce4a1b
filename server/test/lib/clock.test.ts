// Issue 16: CLOCK_START starts business time at a fixed instant (the visual tests' server), and time still passes.
import { describe, expect, it } from 'vitest';
import { clockFromEnv, clockStartingAt, systemClock, type Clock } from '../../src/clock';

function manualClock(ms: number): Clock & { advance(by: number): void } {
  let now = ms;
  return { now: () => new Date(now), advance: (by) => (now += by) };
}

describe('clockStartingAt', () => {
  it('reads the start instant, then advances with the real clock', () => {
    const real = manualClock(Date.parse('2026-11-22T19:00:00Z'));
    const clock = clockStartingAt(new Date('2026-03-10T15:00:00Z'), real);
    expect(clock.now().toISOString()).toBe('2026-03-10T15:00:00.000Z');
    real.advance(90_000);
    expect(clock.now().toISOString()).toBe('2026-03-10T15:01:30.000Z');
  });
});

describe('clockFromEnv', () => {
  it('is the system clock without CLOCK_START', () => {
    expect(clockFromEnv({}, false)).toBe(systemClock);
    expect(clockFromEnv({}, true)).toBe(systemClock);
  });

  it('starts at CLOCK_START outside production', () => {
    const now = clockFromEnv({ CLOCK_START: '2026-03-10T15:00:00Z' }, false).now().getTime();
    expect(now - Date.parse('2026-03-10T15:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(now - Date.parse('2026-03-10T15:00:00Z')).toBeLessThan(5_000);
  });

  it('refuses CLOCK_START in production and a value that is not a date', () => {
    expect(() => clockFromEnv({ CLOCK_START: '2026-03-10T15:00:00Z' }, true)).toThrow(
      /refused with NODE_ENV=production/,
    );
    expect(() => clockFromEnv({ CLOCK_START: 'tomorrow' }, false)).toThrow(/not an ISO date-time: tomorrow/);
  });
});
