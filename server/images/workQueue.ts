// A bounded queue, so memory stays bounded however many requests arrive together.
export function workQueue(concurrency: number, maxWaiting: number) {
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
        waiting.push(() => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    waiting: () => waiting.length,
  };
}
