/**
 * At most `lanes` pieces of work at once and at most `waiting` more in line, first come first
 * served; whoever finds the line full is turned away at once (`onFull`'s error) instead of
 * queueing without end. The reports go through one (ADR 037).
 */
export function admission(options: { lanes: number; waiting: number; onFull: () => Error }) {
  let running = 0;
  const line: Array<() => void> = [];
  const leave = () => {
    const next = line.shift();
    if (next) next();
    else running--;
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < options.lanes) running++;
      else if (line.length < options.waiting) await new Promise<void>((enter) => line.push(enter));
      else throw options.onFull();
      try {
        return await work();
      } finally {
        leave();
      }
    },
    /** Running and waiting now. */
    get load() {
      return { running, waiting: line.length };
    },
  };
}
