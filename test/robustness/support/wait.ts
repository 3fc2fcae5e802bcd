// One way to wait on a child process's output: re-check on every output event, give up on exit or after a bound.

/**
 * Resolves with `ready()`'s first defined value, re-checked whenever a waiter in `waiters` is called; rejects with
 * `exited()`'s message once the process has ended, or with `late()`'s after `ms`.
 */
export function waitUntil<T>(
  waiters: Set<() => void>,
  ready: () => T | undefined,
  exited: () => string | undefined,
  ms: number,
  late: () => string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const check = (): void => {
      const value = ready();
      const ended = value === undefined ? exited() : undefined;
      if (value !== undefined) {
        cleanup();
        resolve(value);
      } else if (ended !== undefined) {
        cleanup();
        reject(new Error(ended));
      }
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(late()));
    }, ms);
    const cleanup = (): void => {
      clearTimeout(timer);
      waiters.delete(check);
    };
    waiters.add(check);
    check();
  });
}
