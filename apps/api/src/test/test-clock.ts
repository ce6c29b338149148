import type { Clock } from '../clock.ts';

/** A clock the tests move by hand, to cross expiry times and due dates. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }
}
