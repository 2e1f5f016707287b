// The image endpoint under load.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { mb, memoryOf } from '../benchRender/memory';
import { postPhotoName } from '../../test/upstream-api/manyPosts';
import { PHOTOS_PATH } from '../../test/upstream-api/upstreamPosts';

const imagePath = (apiOrigin: string, index: number, width: number) =>
  `/_image?url=${encodeURIComponent(`${apiOrigin}${PHOTOS_PATH}${postPhotoName(index)}.jpg`)}&w=${width}`;

const timed = async (url: string) => {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.status, bytes };
};

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
};

export async function measureImageEndpoint(
  origin: string,
  apiOrigin: string,
  pid: number,
  { concurrentResizes, cachedRequests }: { concurrentResizes: number; cachedRequests: number },
) {
  // Sharp and the connection to the API loaded, as on a server that has run for a while.
  await timed(`${origin}${imagePath(apiOrigin, concurrentResizes, 384)}`);
  await sleep(1000);
  const before = memoryOf(pid).rss;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, memoryOf(pid).rss);
      await sleep(20);
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: concurrentResizes }, (_, index) =>
      timed(`${origin}${imagePath(apiOrigin, index, 640)}`),
    ),
  );
  const burstSeconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  await sleep(2000);
  const after = memoryOf(pid).rss;

  const cachedUrl = `${origin}${imagePath(apiOrigin, 0, 640)}`;
  const latencies: number[] = [];
  const statuses = new Set<number>();
  for (let done = 0; done < cachedRequests; done += 4) {
    const batch = await Promise.all(Array.from({ length: 4 }, () => timed(cachedUrl)));
    for (const answer of batch) {
      latencies.push(answer.ms);
      statuses.add(answer.status);
    }
  }
  return {
    resizes: {
      count: concurrentResizes,
      ok: answers.filter((answer) => answer.status === 200).length,
      seconds: burstSeconds,
      rssBeforeMb: Number(mb(before)),
      rssPeakMb: Number(mb(peak)),
      rssAfterMb: Number(mb(after)),
      peakGrowthMb: Number(mb(peak - before)),
      slowestMs: Math.max(...answers.map((answer) => answer.ms)),
    },
    cached: {
      requests: latencies.length,
      statuses: [...statuses],
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      bytes: (await timed(cachedUrl)).bytes,
    },
  };
}
