/** Stops, after each test, what the test started: the last started is stopped first. */
export function stopAfterEach(): <T>(started: T, stop: (started: T) => Promise<unknown>) => T {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  return (started, stop) => {
    stops.push(() => stop(started));
    return started;
  };
}
