import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { waitForExit } from '../scripts/childProcess';
import type { LoadRequest } from './test/balancedLoad';
import { balancedLoad } from './test/balancedLoad';
import { parseResponse } from './test/rawHttp';
import { startServerProcess } from './test/serverProcess';
import { startTestSmtpServer } from './test/smtpServer';
import { serverProcessScratch } from './test/serverProcessScratch';
import { stopAfterEach } from './test/stopAfterEach';

/**
 * Stopping a real server process while it is busy, as a deploy does: behind a balancer
 * that polls /readyz, every request sent before, during and after the signal is answered,
 * none with 503; a request still arriving when the listener closes completes; deliveries
 * in flight finish; the database is closed and the process exits 0.
 */
jest.setTimeout(60_000);

const DRAIN_SECONDS = 1;
const { dir, distDir } = serverProcessScratch('harbourline-shutdown-', { withServerBundle: true });

const stopLater = stopAfterEach();

let databases = 0;
async function start(env: Record<string, string> = {}) {
  databases += 1;
  const dbPath = path.join(dir, `site-${databases}.sqlite`);
  const server = await startServerProcess({
    dbPath,
    distDir,
    env: {
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      CONTACT_REQUESTS_PER_MINUTE: '100000',
      ...env,
    },
  });
  stopLater(server, (running) => running.kill());
  return { server, dbPath };
}

interface LogLine {
  time: string;
  msg: string;
}
const logLines = (output: string): LogLine[] =>
  output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);
const loggedAt = (lines: LogLine[], start: string): number => {
  const line = lines.find((candidate) => candidate.msg.startsWith(start));
  if (!line) throw new Error(`Nothing logged starting "${start}"`);
  return Date.parse(line.time);
};

const contact = (label: string) => ({
  name: `Visitor ${label}`,
  email: `visitor-${label}@example.com.au`,
  service: 'commercial',
  message: `Request ${label}: please quote for weekly cleaning.`,
});

/**
 * A contact request whose body trickles in on a kept-alive connection, so it is still
 * arriving when the server closes; once answered, the same connection asks for a page.
 */
function trickledRequest(origin: string, label: string) {
  const body = JSON.stringify(contact(label));
  const socket = net.connect(Number(new URL(origin).port), '127.0.0.1');
  let received = '';
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (/\r\n\r\n\{.*\}$/s.test(received)) resolve();
    });
  });
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /forms/contact-requests HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  return {
    finish: async () => {
      socket.write(body.slice(20));
      await answered;
      const at = Date.now();
      const first = parseResponse(received);
      received = '';
      socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n\r\n');
      await ended;
      return { at, response: first, next: parseResponse(received) };
    },
  };
}

const summary = (requests: LoadRequest[], signalAt: number) => {
  const answered = requests.filter((request) => request.status !== null);
  return {
    sent: requests.length,
    sentAfterSignal: requests.filter((request) => request.sentAt >= signalAt).length,
    statuses: [...new Set(answered.map((request) => request.status))].sort(),
    errors: requests.filter((request) => request.error !== null).map((request) => request.error),
  };
};

describe('SIGTERM under load', () => {
  it('drains: unready at once, every request answered, in-flight work finished, exit 0', async () => {
    const smtp = stopLater(await startTestSmtpServer({ dataDelayMs: 600 }), (mail) => mail.close());
    const { server: running, dbPath } = await start({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_NOTIFY_TO: 'leads@harbourline.example',
    });
    const load = balancedLoad({
      origin: running.origin,
      clients: 6,
      steps: (client, round) => {
        const label = `${client}-${round}`;
        if (round % 3 === 0) {
          return { label, method: 'POST', path: '/forms/contact-requests', body: contact(label) };
        }
        return { label, method: 'GET', path: round % 3 === 1 ? '/blog' : '/about' };
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const slow = trickledRequest(running.origin, 'slow');
    const signalAt = Date.now();
    running.child.kill('SIGTERM');
    const requests = await load.finished;
    // Past the drain: the listener has closed while this request was still arriving.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_SECONDS * 1000 + 300));
    const slowAnswer = await slow.finish();
    expect(await waitForExit(running.child, 15_000)).toBe(true);
    const stoppedAt = Date.now();

    const counts = summary(requests, signalAt);
    expect(running.child.exitCode).toBe(0);
    expect(counts.errors).toEqual([]);
    expect(counts.statuses).toEqual([200, 201]);
    expect(counts.sent).toBeGreaterThan(30);
    // The balancer kept sending until it saw 503; the server kept answering meanwhile.
    expect(counts.sentAfterSignal).toBeGreaterThan(0);
    expect((load.unreadyAt() ?? Infinity) - signalAt).toBeLessThan(1_000);

    const lines = logLines(running.output());
    const closedAt = loggedAt(lines, 'Taking no more connections');
    // Timers may fire a millisecond early by the wall clock the log reads.
    expect(closedAt - loggedAt(lines, 'SIGTERM received')).toBeGreaterThanOrEqual(
      DRAIN_SECONDS * 1000 - 5,
    );
    expect(slowAnswer.response?.status).toBe(201);
    expect(slowAnswer.at).toBeGreaterThan(closedAt);
    // Asked on the same connection after the close: answered, and the connection ended.
    expect(slowAnswer.next?.status).toBe(200);
    expect(slowAnswer.next?.headers.connection).toBe('close');
    expect(lines.at(-1)?.msg).toBe('Stopped.');

    // Deliveries the server had started were finished and recorded; the database was closed.
    expect(fs.existsSync(`${dbPath}-wal`)).toBe(false);
    const db = new Database(dbPath, { readonly: true });
    try {
      const started = db
        .prepare('SELECT status, COUNT(*) AS n FROM deliveries WHERE claims > 0 GROUP BY status')
        .all();
      expect(started).toEqual([{ status: 'delivered', n: smtp.messages.length }]);
      expect(smtp.messages.length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    console.info(
      `SIGTERM under load: ${counts.sent} requests (${counts.sentAfterSignal} sent after the ` +
        `signal) answered ${counts.statuses.join('/')}, none failed, none 503; /readyz 503 after ` +
        `${(load.unreadyAt() ?? 0) - signalAt} ms; a request arriving across the close answered ` +
        `${slowAnswer.response?.status}; ${smtp.messages.length} e-mails delivered; exit 0 after ` +
        `${stoppedAt - signalAt} ms`,
    );
  });

  it('stops at once on a second signal', async () => {
    const { server: running } = await start({ SHUTDOWN_DRAIN_SECONDS: '30' });
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = Date.now();
    running.child.kill('SIGTERM');
    expect(await waitForExit(running.child, 5_000)).toBe(true);
    expect(Date.now() - again).toBeLessThan(2_000);
    expect(running.child.exitCode).toBe(1);
    expect(running.output()).toMatch(/SIGTERM again: exiting at once/);
  });

  it('drains on SIGINT too, and takes a repeat within a moment for the same Ctrl-C', async () => {
    const { server: running } = await start();
    running.child.kill('SIGINT');
    running.child.kill('SIGINT');
    expect(await waitForExit(running.child, 10_000)).toBe(true);
    expect(running.child.exitCode).toBe(0);
    expect(running.output()).toMatch(/SIGINT received/);
  });
});
