import { describe, expect, it } from 'vitest';
import { admission } from './admission.ts';

/** A piece of work that runs until told to end. */
function held() {
  let end: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { done, end };
}
const full = () => new Error('full');

describe('admission', () => {
  it('runs at most `lanes` at once and lets the line in first come, first served', async () => {
    const line = admission({ lanes: 2, waiting: 3, onFull: full });
    const works = Array.from({ length: 5 }, held);
    const started: number[] = [];
    const runs = works.map((w, i) =>
      line.run(async () => {
        started.push(i);
        await w.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(line.load).toEqual({ running: 2, waiting: 3 });
    works[1]?.end();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const w of works) w.end();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(line.load).toEqual({ running: 0, waiting: 0 });
  });

  it('turns away whoever finds the line full, at once, and takes work again once there is room', async () => {
    const line = admission({ lanes: 1, waiting: 1, onFull: full });
    const [a, b] = [held(), held()];
    const first = line.run(() => a.done);
    const second = line.run(() => b.done);
    await expect(line.run(async () => 'never')).rejects.toThrow('full');
    a.end();
    b.end();
    await Promise.all([first, second]);
    expect(await line.run(async () => 'again')).toBe('again');
  });

  it('frees the lane of work that failed', async () => {
    const line = admission({ lanes: 1, waiting: 0, onFull: full });
    await expect(line.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(line.load).toEqual({ running: 0, waiting: 0 });
    expect(await line.run(async () => 1)).toBe(1);
  });
});
