/**
 * What the in-memory counters (chat answers, 404s) share: their batch is written every few
 * seconds and on demand, one write at a time (a flush never overlaps the one before it), and a
 * last time when the server stops.
 */
export interface PeriodicWriter {
  /** Writes now, after any write in progress; resolves when this write is done. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function periodicWriter(write: () => Promise<void>, flushMs = 5_000): PeriodicWriter {
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const writer: PeriodicWriter = {
    flush() {
      writing = writing.then(write);
      return writing;
    },
    start() {
      timer ??= setInterval(() => void writer.flush(), flushMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await writer.flush();
    },
  };
  return writer;
}
