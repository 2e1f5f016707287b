import type { ChildProcess } from 'node:child_process';

/** Polls `ready()` until it is true; fails early when the process has exited. */
export function waitUntil(
  name: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  timeoutMs?: number,
): Promise<void>;
export function accepts(port: number): Promise<boolean>;
/** Sends SIGTERM and waits for the process to go (SIGKILL after five seconds). */
export function stop(child: ChildProcess | undefined): Promise<void>;
