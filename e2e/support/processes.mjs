// Waiting for the servers of the Observatory check to come up, and stopping them.
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Polls `ready()` until it is true; fails early when the process has exited. */
export async function waitUntil(name, child, ready, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child)) throw new Error(`${name} exited before it was ready.`);
    if (await ready()) return;
    await sleep(100);
  }
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s.`);
}

/** One plain-HTTP GET without following redirects; resolves with the status and headers. */
export const httpGet = (options) =>
  new Promise((resolve, reject) => {
    const request = http.get(options, (response) => {
      response.resume();
      resolve({ status: response.statusCode, headers: response.headers });
    });
    request.setTimeout(5_000, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });

export const answers = (options, status) =>
  httpGet(options).then(
    (response) => response.status === status,
    () => false,
  );

export const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Sends SIGTERM and waits for the process to go (SIGKILL after five seconds). */
export async function stop(child) {
  if (!child || exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await gone;
  clearTimeout(timer);
}
