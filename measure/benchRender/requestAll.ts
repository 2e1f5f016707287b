// Requests many addresses a few at a time, and tallies how they were answered.
import { get } from './httpClient';
import type { Target } from './targets';

export interface Tally {
  statuses: Map<string, number>;
  unexpected: Map<string, number>;
  failures: string[];
  bytes: number;
}

const newTally = (): Tally => ({
  statuses: new Map(),
  unexpected: new Map(),
  failures: [],
  bytes: 0,
});
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

export async function requestAll(
  origin: string,
  targets: (i: number) => Target,
  count: number,
  concurrency: number,
  deadline: number,
  onDone: (done: number) => void = () => undefined,
): Promise<Tally> {
  const tally = newTally();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count) {
      if (Date.now() > deadline) throw new Error('The benchmark ran out of time.');
      const { kind, path: address, expected } = targets(next);
      next += 1;
      try {
        const answer = await get(origin, address);
        tally.bytes += answer.bytes;
        bump(tally.statuses, String(answer.status));
        if (answer.status !== 200 && answer.status !== 404) {
          tally.failures.push(`${address} answered ${answer.status}`);
        } else if (answer.status !== expected) {
          bump(tally.unexpected, `${kind} → ${answer.status}`);
          tally.failures.push(`${address} answered ${answer.status}, expected ${expected}`);
        }
      } catch (error) {
        bump(tally.statuses, 'error');
        tally.failures.push(`${address} failed: ${error instanceof Error ? error.message : error}`);
      }
      done += 1;
      onDone(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return tally;
}
