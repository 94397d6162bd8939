/**
 * A timer for a background job (reminders, scheduled posts, the activity log's retention, the
 * holiday calendar) that does not keep the process alive: Node's timers are unref'd. A host
 * whose timers are plain numbers (a component test running the server inside jsdom) gets the
 * timer as it is.
 */
export function backgroundTimer(run: () => void, ms: number): ReturnType<typeof setTimeout> {
  const timer: unknown = setTimeout(run, ms);
  if (typeof timer === 'object' && timer !== null && 'unref' in timer) {
    (timer as { unref(): void }).unref();
  }
  return timer as ReturnType<typeof setTimeout>;
}

/** A background job started by startBackgroundJob: stop() waits for a pass under way. */
export interface BackgroundJob {
  stop(): Promise<void>;
}

/**
 * Runs `pass` after `firstMs`, then again `everyMs` after each pass ends (never two at once), on
 * background timers, until stopped. A failed pass is logged as `failure` and the next one still
 * comes. Every periodic job of the server (reminders, scheduled posts, the activity log's
 * retention, the holiday calendar) runs through this.
 */
export function startBackgroundJob(
  pass: () => Promise<unknown>,
  options: {
    firstMs: number;
    everyMs: number;
    log: { error(details: object, message: string): void };
    failure: string;
  },
): BackgroundJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = pass()
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        if (!stopped) timer = backgroundTimer(tick, options.everyMs);
      });
  };
  timer = backgroundTimer(tick, options.firstMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
