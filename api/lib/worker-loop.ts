/**
 * The loop of a background worker that looks for due work in passes (the outbox, the calendar
 * refresh): one pass at a time; after a pass that filled its batch, or a wake-up during one, the
 * next at once, else after `pollMs`. A pass that throws counts as none (`onError` tells it).
 */
export function createWorkerLoop(options: {
  /** One pass: answers how much it did. */
  pass: () => Promise<number>;
  /** A pass that did this much may have left more. */
  batch: number;
  pollMs: number;
  onError: (err: unknown) => void;
}) {
  const { pass, batch, pollMs, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().catch((err: unknown) => {
      onError(err);
      return 0;
    });
    const ran = await running;
    running = undefined;
    if (again || ran >= batch) {
      again = false;
      schedule(0);
    } else schedule(pollMs);
  }

  return {
    /** Looks now, or right after the pass that is running. */
    tick,
    /** Looks after `delay` ms (replacing a look already planned). */
    schedule,
    /** Drops the look planned, if any (a caller about to run passes itself). */
    cancel: () => clearTimeout(timer),
    /** The pass running now, if any. */
    running: () => running,
    start() {
      stopped = false;
      schedule(0);
    },
    /** No more looks; resolves when the pass running now ends. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
