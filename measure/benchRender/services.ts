// The two servers the benchmark runs.
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { exited } from '../../scripts/childProcess';
import { cleanEnv, startChild, tail } from './children';
import { get } from './httpClient';

const START_TIMEOUT_MS = 60_000;

/** Polls until `check` passes, the child dies, or time runs out. */
async function waitUntil(
  what: string,
  child: ChildProcess,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${what} exited before answering:\n${tail(child)}`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(child)}`);
}

export async function startUpstream(port: number, siteOrigin: string): Promise<string> {
  const child = startChild({
    name: 'The upstream API double',
    args: ['--import', 'tsx', 'test/upstream-api/main.ts'],
    env: cleanEnv({
      UPSTREAM_PORT: String(port),
      UPSTREAM_HOST: '127.0.0.1',
      SITE_ORIGINS: siteOrigin,
    }),
  });
  const apiBaseUrl = `http://127.0.0.1:${port}/api`;
  await waitUntil('The upstream API double', child, async () => {
    const answer = await get(`http://127.0.0.1:${port}`, '/api/posts');
    return answer.status === 200;
  });
  return apiBaseUrl;
}

export async function startServer(distDir: string, port: number): Promise<ChildProcess> {
  // `node --import tsx`: the process we measure is the server itself, not a wrapper.
  const child = startChild({
    name: 'The server',
    // As `npm run serve` starts it: V8 otherwise grows the heap to ~4x what is in use.
    args: ['--max-old-space-size=256', '--import', 'tsx', 'server/main.ts'],
    env: cleanEnv({
      DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DB_PATH: ':memory:',
      MIGRATE_ON_START: 'true',
    }),
  });
  await waitUntil('The server', child, async () => {
    const answer = await get(`http://127.0.0.1:${port}`, '/blog');
    return answer.status === 200;
  });
  return child;
}
