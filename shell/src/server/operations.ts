import type { Middleware, OperationAction } from 'shared-data';

/**
 * Counts a store's operations started and not yet answered, from their actions' meta: how the
 * server's render knows a page's data has arrived.
 */
export function createOperationTracker() {
  const pending = new Map<string, number>();
  let waiters: (() => void)[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    const result = next(action);
    const meta = (action as Partial<OperationAction>).meta;
    if (meta && typeof meta.operation === 'string') {
      if (meta.phase === 'start')
        pending.set(meta.operation, (pending.get(meta.operation) ?? 0) + 1);
      // One answer ends the operation: a newer start cancels an older one (takeLatest).
      else pending.delete(meta.operation);
      if (pending.size === 0) {
        const done = waiters;
        waiters = [];
        for (const wake of done) wake();
      }
    }
    return result;
  };

  /**
   * Resolves true once no operation is on its way, false after `timeoutMs`. A success may
   * start the next call: idle means idle across a turn of the event loop.
   */
  async function settled(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (pending.size === 0) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return { middleware, settled };
}
