/**
 * Writes what several concurrent callers ask for in as few commits as they allow: a caller's item
 * goes into the next write, and the caller resumes once the write that held it is committed (or
 * rejects with its error). Writes run one at a time; what arrives meanwhile waits for the next.
 * On SQLite each commit syncs the disk and blocks the process (`synchronous=FULL`), so a burst of
 * small writes (the outbox's done jobs, reminders' states) costs a few syncs instead of one each.
 */
export function commitTogether<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let pending: { item: T; done: () => void; failed: (err: unknown) => void }[] = [];
  let writing = false;

  async function drain() {
    writing = true;
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await write(batch.map((p) => p.item));
        for (const p of batch) p.done();
      } catch (err) {
        for (const p of batch) p.failed(err);
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<void>((done, failed) => {
      pending.push({ item, done, failed });
      if (!writing) void drain();
    });
}
