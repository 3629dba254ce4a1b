// Architecture "Clock": business time comes from an injected clock, so timeouts are tested without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at the moment it is made and then advances with the real one (issue 16: the visual tests run a
 * server whose demo orders, quotations and "today" fall on the same days every run). Seconds still pass, so sessions,
 * lockouts and codes keep working.
 */
export function clockStartingAt(start: Date, real: Clock = systemClock): Clock {
  const offset = start.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/**
 * The server's clock from the environment: CLOCK_START (an ISO instant, e.g. 2026-03-10T15:00:00Z) starts business time
 * there, outside production only; otherwise the system clock.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv, production: boolean): Clock {
  const raw = env.CLOCK_START;
  if (!raw) return systemClock;
  if (production) throw new Error('CLOCK_START is for tests and demos: it is refused with NODE_ENV=production');
  const start = new Date(raw);
  if (Number.isNaN(start.getTime())) throw new Error(`CLOCK_START is not an ISO date-time: ${raw}`);
  return clockStartingAt(start);
}
