// Stopping the servers and builds that the benchmark scripts start, without leaving any.
import type { ChildProcess } from 'node:child_process';

export const exited = (child: ChildProcess): boolean =>
  child.exitCode !== null || child.signalCode !== null;

/** Resolves true once the child has exited, false if it is still running after the wait. */
export const waitForExit = (child: ChildProcess, timeoutMs: number): Promise<boolean> =>
  exited(child)
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

/** Asks the child to stop, and kills it if it has not within five seconds. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (exited(child) || child.pid === undefined) return;
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 5_000))) {
    child.kill('SIGKILL');
    await waitForExit(child, 2_000);
  }
}
