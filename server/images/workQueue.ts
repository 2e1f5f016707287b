/** A job that waited its whole allowance without starting: its client is better told to return. */
export class WaitedTooLongError extends Error {
  constructor() {
    super('The job waited too long to start');
    this.name = 'WaitedTooLongError';
  }
}

/**
 * A bounded queue, so memory stays bounded however many requests arrive together, and a
 * bounded wait, so a job that cannot start in time fails while its client is still listening.
 */
export function workQueue(concurrency: number, maxWaiting: number, maxWaitMs = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    run<T>(job: () => Promise<T>): Promise<T> | null {
      if (waiting.length >= maxWaiting) return null;
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          clearTimeout(deadline);
          job()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        const deadline =
          maxWaitMs === Infinity
            ? undefined
            : setTimeout(() => {
                waiting.splice(waiting.indexOf(start), 1);
                reject(new WaitedTooLongError());
              }, maxWaitMs);
        waiting.push(start);
        next();
      });
    },
    waiting: () => waiting.length,
  };
}
