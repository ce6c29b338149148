/**
 * Request/answer messages between `run.ts` and the servers it forks (the real app and the bare
 * handlers), so each server runs in its own process and the load generator never shares its event
 * loop.
 */
import type { ChildProcess } from 'node:child_process';

interface Call {
  id: number;
  method: string;
  payload: unknown;
}
type Answer = { id: number; result: unknown } | { id: number; error: string };

/** In a forked server: answers the parent's calls with the given handlers. */
export function serveCalls(handlers: Record<string, (payload: never) => Promise<unknown>>): void {
  process.on('message', async (message: Call) => {
    const send = (answer: Answer) => process.send?.(answer);
    try {
      const handler = handlers[message.method];
      if (!handler) throw new Error(`no handler for ${message.method}`);
      send({ id: message.id, result: await handler(message.payload as never) });
    } catch (err) {
      send({ id: message.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  });
  // Messages sent before this listener existed would be lost: the parent waits for this one.
  process.send?.({ ready: true });
  // A bench stopped halfway leaves no server behind.
  process.on('disconnect', () => process.exit(1));
}

/** In the parent: calls a handler of the child and waits for its answer. */
export function callsTo(child: ChildProcess) {
  let next = 0;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();
  let isReady: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    isReady = resolve;
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
  child.on('message', (answer: Answer | { ready: true }) => {
    if ('ready' in answer) return isReady();
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if ('error' in answer) call.reject(new Error(answer.error));
    else call.resolve(answer.result);
  });
  child.on('exit', (code) => {
    for (const call of waiting.values()) call.reject(new Error(`server exited with ${code}`));
    waiting.clear();
  });
  const call = <T>(method: string, payload?: unknown): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, method, payload } satisfies Call);
    });
  return { ready, call };
}
