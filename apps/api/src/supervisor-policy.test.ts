import { describe, expect, it } from 'vitest';
import {
  MAX_RESTART_DELAY_MS,
  nextRestartDelay,
  STABLE_AFTER_MS,
  supervisorSettings,
} from './supervisor-policy.ts';

describe('the wait before a restart', () => {
  const backoff = supervisorSettings({}).backoff;

  it('starts at half a second and doubles while the worker keeps failing, up to 30 s', () => {
    const waits: number[] = [];
    let wait: number | undefined;
    for (let crash = 0; crash < 9; crash++) {
      wait = nextRestartDelay(wait, 1_000, backoff);
      waits.push(wait);
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(MAX_RESTART_DELAY_MS).toBe(30_000);
  });

  it('counts a worker that never listened as failing', () => {
    expect(nextRestartDelay(8_000, 0, backoff)).toBe(16_000);
  });

  it('starts over after a worker that served a minute', () => {
    expect(STABLE_AFTER_MS).toBe(60_000);
    expect(nextRestartDelay(30_000, STABLE_AFTER_MS - 1, backoff)).toBe(30_000);
    expect(nextRestartDelay(30_000, STABLE_AFTER_MS, backoff)).toBe(500);
  });

  it('follows RESTART_BACKOFF_MS, and never caps below it', () => {
    const quick = supervisorSettings({ RESTART_BACKOFF_MS: '50' }).backoff;
    expect([nextRestartDelay(undefined, 0, quick), nextRestartDelay(50, 0, quick)]).toEqual([50, 100]);
    const slow = supervisorSettings({ RESTART_BACKOFF_MS: '45000' }).backoff;
    expect(nextRestartDelay(45_000, 0, slow)).toBe(45_000);
  });
});

describe("the supervisor's settings", () => {
  it('defaults to one worker', () => {
    expect(supervisorSettings({})).toMatchObject({ workers: 1, logLevel: 'info' });
  });

  it('refuses several workers on the embedded database, which one process owns', () => {
    expect(() => supervisorSettings({ WORKERS: '2' })).toThrow(/WORKERS: .*DATABASE_URL/);
    expect(
      supervisorSettings({ WORKERS: '2', DATABASE_URL: 'postgres://quincena@db:5432/quincena' }).workers,
    ).toBe(2);
  });

  it.each([
    ['WORKERS', '0'],
    ['WORKERS', 'dos'],
    ['RESTART_BACKOFF_MS', '-1'],
    ['RESTART_BACKOFF_MS', '1.5'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => supervisorSettings({ [name]: value })).toThrow(
      new RegExp(`Configuración inválida: ${name}`),
    );
  });
});
