/** The current instant, injectable so that expiry and due-date rules can be tested at any time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
