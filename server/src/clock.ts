// Architecture "Clock": business time comes from an injected clock, so timeouts are tested without sleeping.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
